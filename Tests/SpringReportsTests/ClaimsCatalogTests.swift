//===--- ClaimsCatalogTests.swift -----------------------------------------===//
//
// The claims audit: every claim yields a finding, and the findings that
// decide well-known verdicts agree with arithmetic done here independently.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringReports
import Testing

@Suite("Claims audit")
struct ClaimsCatalogTests {
  static let findings = Dictionary(uniqueKeysWithValues: ClaimsReport.findings().map { ($0.claim.id, $0.finding) })

  @Test("ids are unique and every claim is checked")
  func everyClaimChecked() {
    let ids = ClaimsCatalog.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(Self.findings.count == ids.count && ids.count >= 20)
    #expect(Self.findings.values.allSatisfy { !$0.computed.isEmpty && !$0.why.isEmpty })
  }

  @Test("ζ = 22/(2√300) = 0.6351 holds against the article's 0.64")
  func zetaEstimate() throws {
    let finding = try #require(Self.findings["S0-zeta-estimate"])
    let zeta = 22 / (2 * 300.0.squareRoot())
    #expect(finding.computed.contains(String(format: "%.4f", zeta)))
    #expect(finding.verdict == .holds)
  }

  @Test("170/15 has three excursions beyond 0.1% past the target: 'two to three' holds")
  func bounces170over15() throws {
    // Excursion heights past the target shrink by ρ = e^(−πζ/√(1−ζ²)) per
    // half period, starting from ρ (from rest at −1): ρ, ρ², ρ³, …
    let zeta = 15 / (2 * 170.0.squareRoot())
    let rho = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    let visible = (1...20).filter { pow(rho, Double($0)) > 0.001 }.count
    #expect(visible == 3)
    let finding = try #require(Self.findings["S3-170-15"])
    #expect(finding.computed.contains("\(visible) visible bounces"))
    #expect(finding.verdict == .holds)
  }

  @Test("the animator's duration sets the spring: k scales as 1/d², so the claim it barely matters is wrong")
  func animatorDuration() throws {
    let finding = try #require(Self.findings["S0-animator-duration"])
    #expect(finding.verdict == .wrong)
    // UIKit's solver fixes ω0·d for a given ζ (v = 0): k·d² is the same for every d.
    let numbers = finding.computed.split(separator: "k = ")[1].split(separator: ",")[0]
      .split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces))! }
    let scaled = zip(numbers, [0.25, 0.5, 1.0]).map { $0 * $1 * $1 }
    #expect(abs(scaled[0] - scaled[2]) / scaled[2] < 1e-3)
  }

  @Test("bounce bands: overshoot e^(−πζ/√(1−ζ²)) with ζ = 1 − bounce")
  func bounceBands() throws {
    let finding = try #require(Self.findings["S1-bounce-bands"])
    for bounce in [0.1, 0.2, 0.4] {
      let zeta = 1 - bounce
      let overshoot = 100 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
      #expect(finding.computed.contains(String(format: "%.2f%%", overshoot)), "bounce \(bounce)")
    }
    #expect(finding.verdict == .holds)
  }
}
