//===--- ClaimsCatalogTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The claims audit: every claim yields a finding, and the findings that
// decide well-known verdicts agree with arithmetic done here independently.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringMappings
import SpringModel
import SpringReports
import Testing

@Suite("Claims audit")
struct ClaimsCatalogTests {
  static let findings = Dictionary(
    uniqueKeysWithValues: ClaimsReport.findings().map { ($0.claim.id, $0.finding) })

  @Test("ids are unique and every claim is checked")
  func everyClaimChecked() {
    let ids = ClaimsCatalog.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(Self.findings.count == ids.count && ids.count >= 20)
    #expect(Self.findings.values.allSatisfy { !$0.computed.isEmpty && !$0.why.isEmpty })
    for (id, finding) in Self.findings {
      #expect(
        !finding.computed.contains("NaN") && !finding.computed.contains("∞ s"),
        "\(id): \(finding.computed)")
    }
  }

  @Test("ζ = 22/(2√300) = 0.6351 holds against the article's 0.64")
  func zetaEstimate() throws {
    let finding = try #require(Self.findings["S0-zeta-estimate"])
    let zeta = 22 / (2 * 300.0.squareRoot())
    #expect(finding.computed.contains(String(format: "%.4f", zeta)))
    #expect(finding.verdict == .holds)
  }

  @Test("170/15 has two excursions beyond ½ pt on a 100 pt move: 'two to three' holds")
  func bounces170over15() throws {
    // Excursion heights past the target shrink by ρ = e^(−πζ/√(1−ζ²)) per
    // half period, starting from ρ (from rest at −1): ρ, ρ², ρ³, …
    let zeta = 15 / (2 * 170.0.squareRoot())
    let rho = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    let visible = (1...20).filter { pow(rho, Double($0)) > 0.5 / 100 }.count
    #expect(visible == 2)
    let finding = try #require(Self.findings["S3-170-15"])
    #expect(finding.computed.contains("\(visible) visible bounces"))
    #expect(finding.verdict == .holds)
  }

  @Test(
    "the animator's duration sets the spring: k scales as 1/d², so the claim it barely matters is wrong"
  )
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

  /// Numbers in `text`, skipping digits that are part of a name (ω0, x0,
  /// K_x) or glued to π.
  static func numbers(_ text: String) -> Set<String> {
    var result: Set<String> = []
    var current = ""
    var previous: Character = " "
    let characters = Array(text) + [" "]
    for (index, character) in characters.enumerated() {
      if (character.isASCII && character.isNumber)
        || (character == "." && !current.isEmpty && index + 1 < characters.count
          && characters[index + 1].isNumber)
        || (character == "e" && !current.isEmpty && index + 1 < characters.count
          && (characters[index + 1] == "-" || characters[index + 1].isNumber))
        || (character == "-" && current.hasSuffix("e"))
      {
        if current.isEmpty && (previous.isLetter || previous == "_") {
          previous = character
          continue
        }
        current.append(character)
      } else {
        if !current.isEmpty && !(character == "π" || character.isLetter && character != "e") {
          result.insert(current)
        }
        current = ""
      }
      previous = character
    }
    return result
  }

  @Test("every number in a why comes from the computation, the rule or the claim")
  func reasonsAreComputed() {
    for (claim, finding) in ClaimsReport.findings() {
      let allowed = Self.numbers(
        finding.computed + " " + finding.rule + " " + claim.claim + " " + claim.quote)
      let used = Self.numbers(finding.reason)
      #expect(used.isSubset(of: allowed), "\(claim.id): \(used.subtracting(allowed).sorted())")
    }
  }

  @Test(
    "settlingDuration over response stays below 2 for ζ 0.7–1: the claim is wrong on its own range")
  func settlingTwiceResponse() throws {
    let finding = try #require(Self.findings["S0-settling-twice-response"])
    for step in 0...5 {
      let zeta = 0.7 + 0.05 * Double(step)
      let omega = 4 * Double.pi
      // Core Animation's envelope for ζ < 1; its 0.1 s grid for ζ = 1 gives 0.8 s (Docs/Provenance/AppleSpringAPIs.md).
      let settling =
        zeta < 1 ? -log(0.001 / (1 + zeta / (1 - zeta * zeta).squareRoot())) / (zeta * omega) : 0.8
      #expect(settling / 0.5 < 2, "ζ \(zeta)")
    }
    #expect(finding.verdict == .wrong)
    // The crossing settlingDuration = 2 × response (1 s at ω0 = 4π), solved
    // here by bisection on the envelope formula, not read off a grid.
    let omega = 4 * Double.pi
    func settling(_ zeta: Double) -> Double {
      -log(0.001 / (1 + zeta / (1 - zeta * zeta).squareRoot())) / (zeta * omega)
    }
    var (low, high) = (0.3, 0.7)
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if settling(middle) > 1 { low = middle } else { high = middle }
    }
    let crossing = String(format: "%.3f", (low + high) / 2)
    #expect(crossing == "0.594")
    #expect(finding.computed.contains("only for ζ < \(crossing)"), "\(finding.computed)")
  }

  @Test("S0-uiview-duration does not say UIKit's envelope bounds the motion")
  func uiViewDurationExplanation() throws {
    let finding = try #require(Self.findings["S0-uiview-duration"])
    #expect(!finding.reason.contains("exactly the given duration"))
    #expect(finding.reason.contains("sine term"))
  }

  @Test("S0-near-zero-distance names its spring")
  func nearZeroDistanceNamesItsSpring() throws {
    let finding = try #require(Self.findings["S0-near-zero-distance"])
    #expect(finding.computed.contains("UIView spring of duration 0.5 and damping 0.8"))
  }

  @Test("the perceptual stagger claim is not checkable and stays out of the tally")
  func notCheckable() throws {
    #expect(Self.findings["S0-stagger"]?.verdict == .notCheckable)
    let text = ClaimsReport.document().0.text
    let checkable = ClaimsCatalog.all.count - 1
    #expect(text.contains("of \(checkable) checkable claims"))
  }

  @Test(
    "the missing claims: UISpringTimingParameters(dampingRatio: 1.5) runs critical; a raw drag velocity flies off"
  )
  func missingClaims() throws {
    #expect(Self.findings["S0-timing-overdamped"]?.verdict == .wrong)
    #expect(Self.findings["S0-no-overdamping"]?.verdict == .roughly)
    // k 200, c 30: ζ = 1.06, animated as critical with ω0 = √200; v0 = 1000 distances/s.
    let omega = 200.0.squareRoot()
    let v0 = 1000.0
    let b = v0 - omega
    let peakTime = v0 / (omega * b)
    let overshoot = 100 * exp(-omega * peakTime) * (-1 + b * peakTime)
    let finding = try #require(Self.findings["S2-drag-velocity"])
    #expect(finding.computed.contains(String(format: "%.2f%%", overshoot)))
    #expect(finding.verdict == .wrong)
    // The physical spring as written (ζ = 1.06): roots −10 and −20, x(t) =
    // 98 e^(−10t) − 99 e^(−20t) from x0 = −1, v0 = 1000; its peak is at
    // e^(−10t) = 980/1980, x = 98 q − 99 q².
    let q = 980.0 / 1980
    let physical = 100 * (98 * q - 99 * q * q)
    #expect(String(format: "%.2f", physical) == "2425.25")
    #expect(finding.computed.contains("overshoots \(String(format: "%.2f%%", physical))"))
    #expect(finding.computed.contains("no device record confirms"))
  }
}
