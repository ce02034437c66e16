//===--- RecordAgreementTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The recorded values are checked against formulas written out here, and
// the agreement SpringLab reports is checked to come from a computation:
// a perturbed record must be reported as differing.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringReports
import Testing

@Suite("Recorded values against SpringLab")
struct RecordAgreementTests {
  static let comparisons = RecordAgreement.compare()

  static func comparison(_ subject: String, _ detail: String) -> RecordComparison? {
    comparisons.first { $0.record.subject == subject && $0.record.detail == detail }
  }

  @Test("the catalog parses: every record is a number, and every on-device record names a file")
  func catalogIsWellFormed() {
    #expect(RecordCatalog.all.count == 210 + 20 + 16 + 5)
    for record in RecordCatalog.all {
      #expect(record.value != nil, "\(record.label)")
      #expect(record.printResolution > 0, "\(record.label)")
      if record.source.kind == .measuredOnDevice { #expect(record.source.citation.contains("/")) }
    }
  }

  @Test(
    "SwiftUI .smooth from rest: 1 − (1 + ω0 t)e^(−ω0 t) with ω0 = 4π, to the record's 9 decimals")
  func smoothIsTheCriticalClosedForm() throws {
    let omega = 4 * Double.pi
    for (time, detail) in [(0.05, "v 0, t 0.05 s"), (0.3, "v 0, t 0.3 s"), (1.0, "v 0, t 1 s")] {
      let row = try #require(Self.comparison("`.smooth`", detail))
      let exact = 1 - (1 + omega * time) * exp(-omega * time)
      #expect(abs(try #require(row.record.value) - exact) <= 5e-10)
      #expect(abs(try #require(row.computed) - exact) <= 1e-14)
      #expect(row.agreement.agrees)
    }
  }

  @Test("the overdamped stiffness getter is m(2λ² − ω0²), not k: bounce −0.2 gives 335.56655")
  func overdampedStiffnessGetter() throws {
    let omega0 = 4 * Double.pi
    let zeta = 1 / (1 - 0.2)
    let lambda = zeta * omega0
    let getter = 2 * lambda * lambda - omega0 * omega0
    #expect(abs(getter - 335.56655) < 5e-6)
    let row = try #require(
      Self.comparison("`.bouncy(extraBounce: -0.5)` (bounce −0.2, overdamped)", "`stiffness`"))
    #expect(abs(try #require(row.computed) - getter) < 1e-9)
    #expect(row.agreement == .withinPrint)
  }

  @Test(
    "Core Animation's grid walk: durationForEpsilon(0.01) is 0.1 added eleven times, bit for bit")
  func gridDurationsAreIdentical() throws {
    var sum = 0.0
    for _ in 0..<11 { sum += 0.1 }
    let row = try #require(Self.comparison("ζ 1, response 1 s", "`durationForEpsilon(0.01)`"))
    #expect(row.record.value == sum)
    #expect(row.computed == sum)
    #expect(row.agreement == .identical)
  }

  @Test("Core Animation's envelope with a velocity: −ln(ε/(1 + |(ζω0 − v)/ωd|))/(ζω0)")
  func envelopeWithVelocity() throws {
    let zeta = 0.5
    let omega0 = 1.0
    let v = 0.1
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let expected = -log(0.1 / (1 + abs((zeta * omega0 - v) / omegaD))) / (zeta * omega0)
    let row = try #require(Self.comparison("m 1, k 1, c 1, v 0.1", "`durationForEpsilon(0.1)`"))
    #expect(abs(expected - 5.364617037842078) < 1e-14)
    #expect(row.agreement.agrees)
  }

  @Test("agreement classes from constructed cases")
  func classification() {
    #expect(
      RecordComparison.classify(
        recorded: 0.5, computed: 0.5, resolution: 5e-10, singlePrecision: false) == .identical)
    #expect(
      RecordComparison.classify(
        recorded: 0.5, computed: 0.5 + 4e-10, resolution: 5e-10, singlePrecision: false)
        == .withinPrint)
    #expect(
      RecordComparison.classify(
        recorded: 0.5, computed: 0.5 + 6e-10, resolution: 5e-10, singlePrecision: false) == .differs
    )
    #expect(
      RecordComparison.classify(
        recorded: 0.5, computed: nil, resolution: 5e-10, singlePrecision: false) == .differs)
    let float = Double(Float(0.56196046))
    #expect(
      RecordComparison.classify(
        recorded: float, computed: float + 1e-9, resolution: 3e-8, singlePrecision: true)
        == .identicalAsFloat)
    let nextUp = Double(Float(0.56196046).nextUp)
    #expect(
      RecordComparison.classify(
        recorded: float, computed: nextUp, resolution: 3e-8, singlePrecision: true)
        == .withinSinglePrecision)
    let twoUp = Double(Float(0.56196046).nextUp.nextUp)
    #expect(
      RecordComparison.classify(
        recorded: float, computed: twoUp, resolution: 3e-8, singlePrecision: true) == .differs)
  }

  @Test("a record changed in its last printed digit is reported as differing")
  func perturbedRecordDiffers() throws {
    var record = try #require(
      RecordCatalog.swiftUIValues.first { $0.subject == "`.bouncy`" && $0.detail == "v 0, t 0.3 s" }
    )
    #expect(RecordAgreement.compare([record])[0].agreement.agrees)
    record.text = "1.033930372"  // +1e-8
    #expect(RecordAgreement.compare([record])[0].agreement == .differs)
  }

  @Test("every public record agrees with SpringLab, and groups report their weakest member")
  func everyRecordAgrees() {
    for comparison in Self.comparisons {
      #expect(
        comparison.agreement.agrees,
        "\(comparison.record.label): \(comparison.record.text) vs \(String(describing: comparison.computed))"
      )
    }
    let groups = RecordGroup.grouping(Self.comparisons)
    #expect(groups.reduce(0) { $0 + $1.comparisons.count } == Self.comparisons.count)
    #expect(
      groups.allSatisfy { group in
        group.comparisons.allSatisfy { $0.agreement.rank >= group.agreement.rank }
      })
  }
}
