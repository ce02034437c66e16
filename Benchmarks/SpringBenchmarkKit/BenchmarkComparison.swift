//===--- BenchmarkComparison.swift ----------------------------------------===//
//
// Baseline against current: per-figure change and a regression verdict.
//
// Timings regress when their median grows by more than the threshold (in
// percent) and, when both sides recorded their repetitions, a Mann–Whitney U
// test on those repetitions finds the difference significant (two-sided
// p < 0.05); each median is printed with its distribution-free 95%
// confidence interval (`RankStatistics`). Deterministic figures (instruction counts, accuracy K) regress on
// any increase: they do not vary from run to run, so they are gated exactly.
// A baseline of 0 has no percentage change: any growth from it regresses.
// Both reports should pass `comparisonProblems` first.
//
//===----------------------------------------------------------------------===//

/// The comparison of one figure present in the baseline, the current run or both.
public struct ComparisonRow: Hashable, Sendable {
  public enum Verdict: String, Sendable {
    case regression, improvement, unchanged, added, removed
    /// Beyond the threshold, but the rank test cannot tell the repetitions apart.
    case notSignificant = "not significant"
  }
  public var name: String
  public var unit: String
  public var baseline: Double?
  public var current: Double?
  /// (current − baseline)/baseline in percent, when both exist and the
  /// baseline is not 0.
  public var changePercent: Double?
  public var verdict: Verdict
  /// 95% confidence intervals for the baseline's and the current median
  /// (timings with recorded repetitions only).
  public var baselineInterval: RankStatistics.MedianInterval? = nil
  public var currentInterval: RankStatistics.MedianInterval? = nil
  /// The rank test of current against baseline repetitions, when both exist.
  public var rankTest: RankStatistics.UTest? = nil
}

/// The comparison of two benchmark reports.
public struct BenchmarkComparison: Sendable {
  public var rows: [ComparisonRow]
  /// Threshold in percent for timings.
  public var threshold: Double

  /// Compares `current` with `baseline` figure by figure (matched by name
  /// and unit, so a timing is never compared with an instruction count).
  public init(baseline: BenchmarkReport, current: BenchmarkReport, threshold: Double) {
    self.threshold = threshold
    var rows: [ComparisonRow] = []
    for result in current.results {
      guard let old = baseline.result(named: result.name, unit: result.unit) else {
        rows.append(
          ComparisonRow(
            name: result.name, unit: result.unit, baseline: nil, current: result.median,
            changePercent: nil, verdict: .added))
        continue
      }
      let change: Double? = old.median == 0 ? nil : (result.median - old.median) / old.median * 100
      let verdict: ComparisonRow.Verdict
      var rankTest: RankStatistics.UTest? = nil
      if !result.isDeterministic, let old = old.repetitions, let new = result.repetitions {
        rankTest = RankStatistics.mannWhitney(new, old)
      }
      let significant = rankTest.map { $0.p < Self.significance } ?? true
      if result.isDeterministic || change == nil {
        verdict =
          result.median > old.median
          ? .regression
          : (result.median < old.median ? .improvement : .unchanged)
      } else if let change, abs(change) > threshold, !significant {
        verdict = .notSignificant
      } else if let change, change > threshold {
        verdict = .regression
      } else if let change, change < -threshold {
        verdict = .improvement
      } else {
        verdict = .unchanged
      }
      rows.append(
        ComparisonRow(
          name: result.name, unit: result.unit, baseline: old.median, current: result.median,
          changePercent: change, verdict: verdict,
          baselineInterval: old.repetitions.flatMap { RankStatistics.medianInterval($0) },
          currentInterval: result.repetitions.flatMap { RankStatistics.medianInterval($0) },
          rankTest: rankTest))
    }
    for old in baseline.results where current.result(named: old.name, unit: old.unit) == nil {
      rows.append(
        ComparisonRow(
          name: old.name, unit: old.unit, baseline: old.median, current: nil, changePercent: nil,
          verdict: .removed))
    }
    self.rows = rows
  }

  /// The two-sided p-value below which the rank test calls a difference significant.
  public static let significance = 0.05

  /// Whether any figure regressed.
  public var hasRegression: Bool { rows.contains { $0.verdict == .regression } }

  /// Whether at least one figure is in both reports (otherwise nothing was
  /// compared, and the absence of a regression means nothing).
  public var comparesAnything: Bool { rows.contains { $0.baseline != nil && $0.current != nil } }

  /// The comparison as an aligned text table.
  public func render() -> String {
    func interval(_ value: RankStatistics.MedianInterval?) -> String {
      value.map { "[\(BenchmarkTable.format($0.lower)), \(BenchmarkTable.format($0.upper))]" }
        ?? "-"
    }
    var table = [
      [
        "benchmark", "baseline", "95% CI", "current", "95% CI", "change", "U-test p", "verdict",
        "unit",
      ]
    ]
    for row in rows {
      table.append([
        row.name, row.baseline.map(BenchmarkTable.format) ?? "-", interval(row.baselineInterval),
        row.current.map(BenchmarkTable.format) ?? "-", interval(row.currentInterval),
        changeText(row),
        row.rankTest.map { BenchmarkTable.format($0.p) } ?? "-",
        row.verdict.rawValue, row.unit,
      ])
    }
    return BenchmarkTable.align(table)
  }

  /// `+12.5%`, `from 0` for growth from a zero baseline, `-` otherwise.
  private func changeText(_ row: ComparisonRow) -> String {
    if let change = row.changePercent {
      return (change >= 0 ? "+" : "") + BenchmarkTable.format(change) + "%"
    }
    if row.baseline == 0, let current = row.current { return current == 0 ? "+0%" : "from 0" }
    return "-"
  }
}
