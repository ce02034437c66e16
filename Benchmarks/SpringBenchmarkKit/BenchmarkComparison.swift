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
  /// (current − baseline)/baseline in percent, when both exist.
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
        rows.append(ComparisonRow(
          name: result.name, unit: result.unit, baseline: nil, current: result.median,
          changePercent: nil, verdict: .added))
        continue
      }
      let change = old.median == 0
        ? (result.median == 0 ? 0 : .infinity) : (result.median - old.median) / old.median * 100
      let verdict: ComparisonRow.Verdict
      var rankTest: RankStatistics.UTest? = nil
      if !result.isDeterministic, let old = old.repetitions, let new = result.repetitions {
        rankTest = RankStatistics.mannWhitney(new, old)
      }
      if result.isDeterministic {
        verdict = result.median > old.median ? .regression
          : (result.median < old.median ? .improvement : .unchanged)
      } else {
        let significant = rankTest.map { $0.p < Self.significance } ?? true
        verdict = abs(change) > threshold && !significant ? .notSignificant
          : (change > threshold ? .regression : (change < -threshold ? .improvement : .unchanged))
      }
      rows.append(ComparisonRow(
        name: result.name, unit: result.unit, baseline: old.median, current: result.median,
        changePercent: change, verdict: verdict,
        baselineInterval: old.repetitions.flatMap { RankStatistics.medianInterval($0) },
        currentInterval: result.repetitions.flatMap { RankStatistics.medianInterval($0) },
        rankTest: rankTest))
    }
    for old in baseline.results where current.result(named: old.name, unit: old.unit) == nil {
      rows.append(ComparisonRow(
        name: old.name, unit: old.unit, baseline: old.median, current: nil, changePercent: nil,
        verdict: .removed))
    }
    self.rows = rows
  }

  /// The two-sided p-value below which the rank test calls a difference significant.
  public static let significance = 0.05

  /// Whether any figure regressed.
  public var hasRegression: Bool { rows.contains { $0.verdict == .regression } }

  /// The comparison as an aligned text table.
  public func render() -> String {
    func interval(_ value: RankStatistics.MedianInterval?) -> String {
      value.map { "[\(BenchmarkTable.format($0.lower)), \(BenchmarkTable.format($0.upper))]" } ?? "-"
    }
    var table = [[
      "benchmark", "baseline", "95% CI", "current", "95% CI", "change", "U-test p", "verdict", "unit",
    ]]
    for row in rows {
      table.append([
        row.name, row.baseline.map(BenchmarkTable.format) ?? "-", interval(row.baselineInterval),
        row.current.map(BenchmarkTable.format) ?? "-", interval(row.currentInterval),
        row.changePercent.map { ($0 >= 0 ? "+" : "") + BenchmarkTable.format($0) + "%" } ?? "-",
        row.rankTest.map { BenchmarkTable.format($0.p) } ?? "-",
        row.verdict.rawValue, row.unit,
      ])
    }
    return BenchmarkTable.align(table)
  }
}
