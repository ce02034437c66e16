//===--- RegressionRuleTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The comparison rule against its own goals on seeded shared-machine noise
// (RegressionRuleSimulation): no false alarm in 20 A/A comparisons, a 1.5×
// slowdown caught at least 95% of the time and 1.2× at least 80%; Holm's
// correction and drift correction each checked by hand.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit
import Testing

@Suite("Timing regression rule")
struct RegressionRuleTests {
  static let simulation = RegressionRuleSimulation()

  @Test("A/A: 0 of 20 comparisons of an unchanged build flag a regression")
  func noFalseAlarms() {
    #expect(Self.simulation.measure(comparisons: 20).flagged == 0)
    // Also on a machine with twice the bursts: noise makes the rule say
    // "unstable" or "not significant", never "regression".
    #expect(RegressionRuleSimulation.harsh.measure(comparisons: 20).flagged == 0)
  }

  @Test("a 1.5× slowdown is caught in ≥ 95% of comparisons, 1.2× in ≥ 80%")
  func detection() {
    #expect(Self.simulation.measure(comparisons: 40, factor: 1.5).rate >= 0.95)
    #expect(Self.simulation.measure(comparisons: 40, factor: 1.2).rate >= 0.8)
  }

  @Test("without the reference to divide drift out, the same noise does raise false alarms")
  func driftCorrectionMatters() {
    var naive = Self.simulation
    naive.timesReference = false
    #expect(naive.measure(comparisons: 100).flagged > 0)
    #expect(Self.simulation.measure(comparisons: 100).flagged == 0)
  }

  /// A report of timings `name: repetitions`, plus the reference if given.
  static func report(_ timings: [(String, [Double])]) -> BenchmarkReport {
    BenchmarkReport(
      machine: MachineDescription(cpu: "t", cores: 1, os: "t", swift: "t", revision: "t"),
      results: timings.map { name, samples in
        let sorted = samples.sorted()
        return BenchmarkResult(
          name: name, unit: "ns/sample", median: sorted[sorted.count / 2], min: sorted[0],
          max: sorted[sorted.count - 1], samples: sorted.count, repetitions: sorted)
      })
  }

  @Test("a machine 30% slower as a whole is no regression when both runs timed the reference")
  func driftIsDividedOut() {
    let old = (0..<9).map { 10 + 0.05 * Double($0) }
    let slower = old.map { $0 * 1.3 }
    let reference = (0..<9).map { 7 + 0.03 * Double($0) }
    let baseline = Self.report([("c-baseline.direct", reference), ("a", old)])
    let current = Self.report([("c-baseline.direct", reference.map { $0 * 1.3 }), ("a", slower)])
    let comparison = BenchmarkComparison(baseline: baseline, current: current, threshold: 10)
    let row = comparison.rows.first { $0.name == "a" }
    #expect(row?.isDriftCorrected == true && row?.verdict == .unchanged)
    #expect(abs((row?.changePercent ?? 1) - 0) < 1e-9)
    // Without the reference the same numbers are a +30% regression.
    let raw = BenchmarkComparison(
      baseline: Self.report([("a", old)]), current: Self.report([("a", slower)]), threshold: 10)
    #expect(raw.rows.first?.verdict == .regression)
  }

  @Test("Holm: the k-th smallest of m p-values is multiplied by m − k + 1, never decreasing")
  func holm() throws {
    // Three timings, each +30% with separated repetitions of different sizes.
    let small = [10.0, 10.1, 10.2, 10.3]
    let large = (0..<8).map { 10 + 0.1 * Double($0) }
    let baseline = Self.report([("a", small), ("b", large), ("c", large)])
    let current = Self.report([
      ("a", small.map { $0 * 1.3 }), ("b", large.map { $0 * 1.3 }), ("c", large.map { $0 * 1.3 }),
    ])
    let rows = BenchmarkComparison(baseline: baseline, current: current, threshold: 10).rows
    let p = rows.map { $0.rankTest!.p }
    // Exact p: 2/C(8,4) = 2/70 for a; 2/C(16,8) = 2/12870 for b and c.
    #expect(abs(p[0] - 2.0 / 70) < 1e-15 && abs(p[1] - 2.0 / 12870) < 1e-15)
    let adjusted = rows.map { $0.adjustedP! }
    #expect(abs(adjusted[1] - 3 * p[1]) < 1e-15 && abs(adjusted[2] - 3 * p[1]) < 1e-15)
    #expect(abs(adjusted[0] - 1 * p[0]) < 1e-15)
    #expect(rows.allSatisfy { $0.verdict == .regression })
  }
}
