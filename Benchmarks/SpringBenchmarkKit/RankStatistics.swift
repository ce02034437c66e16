//===--- RankStatistics.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Distribution-free statistics on timing repetitions, which are skewed and
// heavy-tailed on a shared machine (no normality assumed anywhere):
// - a confidence interval for a median from order statistics: the number of
//   repetitions below the true median is Binomial(n, 1/2), so
//   [x_(k), x_(n−k+1)] covers it with probability 1 − 2·P(B ≤ k − 1);
// - the Mann–Whitney U (Wilcoxon rank-sum) test of whether two sets of
//   repetitions come from the same distribution: exact when there are no
//   ties and the samples are small, the normal approximation with tie and
//   continuity corrections otherwise.
// Sources: W. J. Conover, Practical Nonparametric Statistics, 3rd ed. (1999),
// §3.2 (quantile confidence intervals) and §5.1 (the rank-sum test).
//
//===----------------------------------------------------------------------===//

import Foundation

/// Order-statistic confidence intervals and the Mann–Whitney U test.
public enum RankStatistics {
  /// A confidence interval for a population median.
  public struct MedianInterval: Hashable, Sendable {
    public var lower: Double
    public var upper: Double
    /// The exact coverage probability of the interval (≥ the level asked
    /// for, unless even [min, max] falls short: then it is [min, max]'s).
    public var coverage: Double
  }

  /// P(B ≤ k) for B ~ Binomial(n, 1/2), exactly summed in Double
  /// (binomial coefficients are exact below 2^53 for n ≤ 50; beyond, the
  /// relative error is a few ulps).
  static func binomialHalfCDF(_ k: Int, _ n: Int) -> Double {
    guard k >= 0 else { return 0 }
    var coefficient = 1.0
    var sum = 1.0
    if k >= 1 {
      for i in 1...min(k, n) {
        coefficient = coefficient * Double(n - i + 1) / Double(i)
        sum += coefficient
      }
    }
    return Swift.min(1, sum * pow(0.5, Double(n)))
  }

  /// The narrowest symmetric order-statistic interval [x_(k), x_(n−k+1)]
  /// (1-based, on sorted `samples`) that covers the median with probability
  /// at least `level`; nil for no samples.
  public static func medianInterval(_ samples: [Double], level: Double = 0.95) -> MedianInterval? {
    let sorted = samples.sorted()
    let n = sorted.count
    guard n > 0 else { return nil }
    var k = 1
    // Widen inward while the next interval still has enough coverage.
    while k + 1 <= (n + 1) / 2, 1 - 2 * binomialHalfCDF(k, n) >= level { k += 1 }
    return MedianInterval(
      lower: sorted[k - 1], upper: sorted[n - k], coverage: 1 - 2 * binomialHalfCDF(k - 1, n))
  }

  /// The result of a Mann–Whitney U test of `a` against `b`.
  public struct UTest: Hashable, Sendable {
    /// U for `a`: the number of pairs (x in a, y in b) with x > y, ties
    /// counting one half.
    public var u: Double
    /// Two-sided p-value for "a and b come from the same distribution".
    public var p: Double
    /// Whether `p` is exact (no ties, small samples) or the normal approximation.
    public var isExact: Bool
  }

  /// The Mann–Whitney U test of `a` against `b`; nil when either is empty.
  public static func mannWhitney(_ a: [Double], _ b: [Double]) -> UTest? {
    let m = a.count
    let n = b.count
    guard m > 0, n > 0 else { return nil }
    // Mid-ranks of the pooled sample, and the tie groups' sizes.
    let pooled = (a.map { ($0, true) } + b.map { ($0, false) }).sorted { $0.0 < $1.0 }
    var rankSumA = 0.0
    var tieTerm = 0.0
    var start = 0
    while start < pooled.count {
      var end = start
      while end + 1 < pooled.count && pooled[end + 1].0 == pooled[start].0 { end += 1 }
      let midRank = Double(start + end + 2) / 2
      for index in start...end where pooled[index].1 { rankSumA += midRank }
      let t = Double(end - start + 1)
      tieTerm += t * t * t - t
      start = end + 1
    }
    let u = rankSumA - Double(m * (m + 1)) / 2
    let mean = Double(m * n) / 2
    if tieTerm == 0 && m * n <= 2_500 {
      // Exact: counts of arrangements by U, c(u; m, n) = c(u − n; m − 1, n) + c(u; m, n − 1).
      let counts = exactUCounts(m, n)
      let total = counts.reduce(0, +)
      let extreme = Swift.min(u, Double(m * n) - u)
      let tail = counts.prefix(Int(extreme.rounded()) + 1).reduce(0, +) / total
      return UTest(u: u, p: Swift.min(1, 2 * tail), isExact: true)
    }
    let bigN = Double(m + n)
    let variance = Double(m * n) / 12 * ((bigN + 1) - tieTerm / (bigN * (bigN - 1)))
    guard variance > 0 else { return UTest(u: u, p: 1, isExact: false) }
    let z = Swift.max(0, abs(u - mean) - 0.5) / variance.squareRoot()
    return UTest(u: u, p: Swift.min(1, erfc(z / 2.0.squareRoot())), isExact: false)
  }

  /// The number of orderings of m + n distinct values giving each U = 0 … m·n.
  static func exactUCounts(_ m: Int, _ n: Int) -> [Double] {
    // table[j][u] for the current i (values of a) and j values of b.
    var previous = [[Double]](repeating: [1], count: n + 1)  // i = 0: U is 0
    if m == 0 { return previous[n] }
    for i in 1...m {
      var current = [[Double]](repeating: [], count: n + 1)
      current[0] = [1]  // j = 0: U is 0
      for j in 1...n {
        var row = [Double](repeating: 0, count: i * j + 1)
        // The largest of the i + j values is in a (adds j to U) or in b.
        for (u, count) in previous[j].enumerated() { row[u + j] += count }
        for (u, count) in current[j - 1].enumerated() { row[u] += count }
        current[j] = row
      }
      previous = current
    }
    return previous[n]
  }
}
