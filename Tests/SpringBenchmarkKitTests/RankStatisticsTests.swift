//===--- RankStatisticsTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Order-statistic median intervals and the Mann–Whitney U test against
// small cases worked by hand from the binomial and rank-sum distributions,
// and the comparison's verdicts: beyond the threshold and significant.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SpringBenchmarkKit

@Suite("Rank statistics")
struct RankStatisticsTests {
  @Test("n = 11 at 95%: [x(2), x(10)], coverage 1 − 2·12/2048 = 0.98828125")
  func elevenSamples() throws {
    // P(B ≤ 1) = (1 + 11)/2048 = 0.00586 ≤ 0.025 < P(B ≤ 2) = 67/2048.
    let samples: [Double] = [9, 3, 7, 1, 11, 5, 2, 10, 4, 8, 6]
    let interval = try #require(RankStatistics.medianInterval(samples))
    #expect(interval.lower == 2 && interval.upper == 10)
    #expect(interval.coverage == 1 - 24.0 / 2048)
  }

  @Test("n = 10 at 95%: [x(2), x(9)], coverage 1 − 2·11/1024; n = 5: [min, max] at 1 − 2/32")
  func smallSamples() throws {
    let ten = try #require(RankStatistics.medianInterval((1...10).map(Double.init)))
    #expect(ten.lower == 2 && ten.upper == 9 && ten.coverage == 1 - 22.0 / 1024)
    // Even [min, max] covers only 1 − 2/2^5 = 0.9375 < 0.95: reported as such.
    let five = try #require(RankStatistics.medianInterval([5, 1, 4, 2, 3]))
    #expect(five.lower == 1 && five.upper == 5 && five.coverage == 0.9375)
    #expect(RankStatistics.medianInterval([]) == nil)
  }

  @Test("binomial(n, 1/2) CDF: P(B ≤ 2) for n = 11 is 67/2048")
  func binomial() {
    #expect(RankStatistics.binomialHalfCDF(2, 11) == 67.0 / 2048)
    #expect(RankStatistics.binomialHalfCDF(-1, 11) == 0)
    #expect(RankStatistics.binomialHalfCDF(11, 11) == 1)
  }

  @Test("exact U: separated 3 vs 3 gives U = 0, p = 2/C(6,3) = 0.1; 4 vs 4, p = 2/70")
  func exactSeparated() throws {
    let three = try #require(RankStatistics.mannWhitney([1, 2, 3], [4, 5, 6]))
    #expect(three.u == 0 && three.isExact && abs(three.p - 0.1) < 1e-15)
    let four = try #require(RankStatistics.mannWhitney([5, 6, 7, 8], [1, 2, 3, 4]))
    #expect(four.u == 16 && abs(four.p - 2.0 / 70) < 1e-15)
    // 11 vs 11 fully separated: 2/C(22, 11) = 2/705432.
    let eleven = try #require(
      RankStatistics.mannWhitney(
        (12...22).map(Double.init), (1...11).map(Double.init)))
    #expect(abs(eleven.p - 2.0 / 705_432) < 1e-18)
  }

  @Test("exact U: interleaved [1,3,5] vs [2,4,6] gives U = 3, p = 2·7/20 = 0.7")
  func exactInterleaved() throws {
    // Counts of U = 0…9 over the 20 orderings: 1,1,2,3,3,3,3,2,1,1.
    #expect(RankStatistics.exactUCounts(3, 3) == [1, 1, 2, 3, 3, 3, 3, 2, 1, 1])
    let test = try #require(RankStatistics.mannWhitney([1, 3, 5], [2, 4, 6]))
    #expect(test.u == 3 && abs(test.p - 0.7) < 1e-15)
  }

  @Test("ties: [1,2,2] vs [2,3,4] by the corrected normal approximation, p = erfc(3/√4.65/√2)")
  func ties() throws {
    // Mid-ranks 1, 3, 3 | 3, 5, 6: U = 7 − 6 = 1; mean 4.5; variance
    // 9/12·(7 − 24/30) = 4.65; z = (3.5 − 0.5)/√4.65.
    let test = try #require(RankStatistics.mannWhitney([1, 2, 2], [2, 3, 4]))
    #expect(test.u == 1 && !test.isExact)
    #expect(abs(test.p - 0.164_159_728_478_515) < 1e-12)
    #expect(RankStatistics.mannWhitney([], [1]) == nil)
    #expect(try #require(RankStatistics.mannWhitney([2, 2], [2, 2])).p == 1)
  }
}

@Suite("Timing comparison with the rank test")
struct TimingComparisonTests {
  static func report(_ median: Double, _ repetitions: [Double]?) -> BenchmarkReport {
    BenchmarkReport(
      machine: MachineDescription(
        cpu: "test", cores: 1, os: "test", swift: "test", revision: "test"),
      results: [
        BenchmarkResult(
          name: "t", unit: "ns/sample", median: median, min: repetitions?.first ?? median,
          max: repetitions?.last ?? median, samples: repetitions?.count ?? 1,
          repetitions: repetitions)
      ])
  }

  @Test("+20% with separated repetitions (p = 2/70) regresses; +20% overlapping does not")
  func verdicts() throws {
    let old = Self.report(10, [9, 10, 10.5, 11])
    let separated = BenchmarkComparison(
      baseline: old, current: Self.report(12, [11.5, 12, 12.5, 13]), threshold: 10)
    #expect(separated.rows[0].verdict == .regression && separated.hasRegression)
    #expect(abs(try #require(separated.rows[0].rankTest).p - 2.0 / 70) < 1e-15)
    // Interleaved and spread out: its interval [8, 20] is wider than twice
    // the threshold, so the change cannot be judged.
    let overlapping = BenchmarkComparison(
      baseline: old, current: Self.report(12, [8, 9.5, 12, 20]), threshold: 10)
    #expect(overlapping.rows[0].verdict == .unstable && !overlapping.hasRegression)
    // Tight but overlapping intervals: not significant.
    let close = BenchmarkComparison(
      baseline: old, current: Self.report(12, [10.8, 11.9, 12.1, 12.4]), threshold: 10)
    #expect(close.rows[0].verdict == .notSignificant && !close.hasRegression)
    let table = overlapping.render()
    #expect(
      table.contains("unstable") && table.contains("Holm p") && table.contains("95% CI")
        && table.contains("Rule: a timing regresses"))
  }

  @Test("without recorded repetitions the threshold alone decides, as before")
  func withoutRepetitions() {
    let comparison = BenchmarkComparison(
      baseline: Self.report(10, nil), current: Self.report(12, nil), threshold: 10)
    #expect(comparison.rows[0].verdict == .regression)
    #expect(comparison.rows[0].rankTest == nil && comparison.rows[0].baselineInterval == nil)
  }
}
