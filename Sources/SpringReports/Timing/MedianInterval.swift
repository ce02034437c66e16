//===--- MedianInterval.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A distribution-free confidence interval for a median from order
// statistics. For n independent samples of any continuous distribution, the
// number B of samples below the true median is Binomial(n, 1/2), so the
// interval [x(j), x(n+1−j)] between the j-th smallest and the j-th largest
// sample covers the median with probability 1 − 2·P(B ≤ j − 1). The largest
// j whose coverage still reaches the confidence gives the narrowest such
// interval (e.g. n = 20: the 6th and 15th values; n = 100: the 40th and
// 61st). Nothing about the timing distribution is assumed.
//
//===----------------------------------------------------------------------===//

/// The order-statistic confidence interval for a median.
public struct MedianInterval: Sendable, Hashable {
  /// 1-based rank of the lower end (the j-th smallest sample).
  public var lowerRank: Int
  /// 1-based rank of the upper end (n + 1 − j).
  public var upperRank: Int
  /// The exact coverage 1 − 2·P(B ≤ j − 1), B ~ Binomial(n, 1/2).
  public var coverage: Double

  /// The narrowest symmetric order-statistic interval for `sampleCount`
  /// samples with coverage ≥ `confidence`; nil when even the full range
  /// [min, max] falls short (n ≤ 5 for 95%) or n exceeds 1000.
  public init?(sampleCount n: Int, confidence: Double = 0.95) {
    guard n >= 1, n <= 1000, confidence > 0, confidence < 1 else { return nil }
    // cumulative[i] = P(B ≤ i), computed from the terms C(n, i)/2^n.
    var term = 1.0
    for _ in 0..<n { term /= 2 }
    var cumulative: [Double] = []
    var sum = 0.0
    for i in 0...n {
      if i > 0 { term = term * Double(n - i + 1) / Double(i) }
      sum += term
      cumulative.append(sum)
    }
    var best: Int?
    for j in 1...((n + 1) / 2) where 1 - 2 * cumulative[j - 1] >= confidence {
      best = j
    }
    guard let j = best else { return nil }
    lowerRank = j
    upperRank = n + 1 - j
    coverage = 1 - 2 * cumulative[j - 1]
  }

  /// The interval's ends in `sorted` (ascending, `sampleCount` values).
  public func bounds(_ sorted: [Double]) -> (lower: Double, upper: Double) {
    (sorted[lowerRank - 1], sorted[upperRank - 1])
  }
}

/// Repeated timings of one benchmark: every figure, and what a reader
/// needs to judge them.
public struct TimingSamples: Sendable, Hashable {
  /// Benchmark name.
  public var name: String
  /// Unit of every figure, e.g. `ns/sample`.
  public var unit: String
  /// The figures, ascending; one per independently calibrated run.
  public var sorted: [Double]

  /// Creates the summary of `figures` (any order).
  public init(name: String, unit: String, figures: [Double]) {
    self.name = name
    self.unit = unit
    self.sorted = figures.sorted()
  }

  /// The sample median (the mean of the two middle values for an even
  /// count); NaN without samples.
  public var median: Double {
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The 95% order-statistic interval for the median, if the sample is large
  /// enough.
  public var interval: (lower: Double, upper: Double, coverage: Double)? {
    guard let ranks = MedianInterval(sampleCount: sorted.count) else { return nil }
    let (lower, upper) = ranks.bounds(sorted)
    return (lower, upper, ranks.coverage)
  }

  /// Run-to-run spread: (max − min)/median.
  public var spread: Double {
    guard let first = sorted.first, let last = sorted.last else { return .nan }
    return (last - first) / median
  }
}
