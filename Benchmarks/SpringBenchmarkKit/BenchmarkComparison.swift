//===--- BenchmarkComparison.swift ----------------------------------------===//
//
// Baseline against current: per-figure change and a regression verdict.
//
// Timings regress when their median grows by more than the threshold (in
// percent). Deterministic figures (instruction counts, accuracy K) regress on
// any increase: they do not vary from run to run, so they are gated exactly.
//
//===----------------------------------------------------------------------===//

/// The comparison of one figure present in the baseline, the current run or both.
public struct ComparisonRow: Hashable, Sendable {
  public enum Verdict: String, Sendable {
    case regression, improvement, unchanged, added, removed
  }
  public var name: String
  public var unit: String
  public var baseline: Double?
  public var current: Double?
  /// (current − baseline)/baseline in percent, when both exist.
  public var changePercent: Double?
  public var verdict: Verdict
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
      if result.isDeterministic {
        verdict = result.median > old.median ? .regression
          : (result.median < old.median ? .improvement : .unchanged)
      } else {
        verdict = change > threshold ? .regression : (change < -threshold ? .improvement : .unchanged)
      }
      rows.append(ComparisonRow(
        name: result.name, unit: result.unit, baseline: old.median, current: result.median,
        changePercent: change, verdict: verdict))
    }
    for old in baseline.results where current.result(named: old.name, unit: old.unit) == nil {
      rows.append(ComparisonRow(
        name: old.name, unit: old.unit, baseline: old.median, current: nil, changePercent: nil,
        verdict: .removed))
    }
    self.rows = rows
  }

  /// Whether any figure regressed.
  public var hasRegression: Bool { rows.contains { $0.verdict == .regression } }

  /// The comparison as an aligned text table.
  public func render() -> String {
    var table = [["benchmark", "baseline", "current", "change", "verdict", "unit"]]
    for row in rows {
      table.append([
        row.name, row.baseline.map(BenchmarkTable.format) ?? "-",
        row.current.map(BenchmarkTable.format) ?? "-",
        row.changePercent.map { ($0 >= 0 ? "+" : "") + BenchmarkTable.format($0) + "%" } ?? "-",
        row.verdict.rawValue, row.unit,
      ])
    }
    return BenchmarkTable.align(table)
  }
}
