//===--- BenchmarkComparison.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Baseline against current: per-figure change and a regression verdict.
//
// Deterministic figures (instruction counts, accuracy K) regress on any
// increase: they do not vary from run to run, so they are gated exactly. A
// baseline of 0 has no percentage change: any growth from it regresses.
//
// A timing with recorded repetitions on both sides is judged by a rule made
// to give no false alarms on an unchanged build on a shared machine
// (`decisionRule` prints it):
// 1. drift: when both runs timed the reference `c-baseline.direct` (plain C,
//    which SpringLab's changes do not touch), every other timing is divided
//    by its own run's reference median first, so a machine that is slower
//    as a whole does not look like a regression;
// 2. effect: a change of at most `threshold` percent is unchanged;
// 3. evidence: it regresses only when the Mann–Whitney U test of the
//    repetitions is significant after Holm's correction for the number of
//    timings compared (family-wise error 5%) and the two medians' 84%
//    intervals do not overlap (about a 5% test on its own);
// 4. otherwise it is `unstable` when either interval is wider than twice the
//    threshold (relative to the median) — too noisy to judge at this
//    threshold — and `not significant` when it is not.
// The reference itself is shown but never regresses: it measures the
// machine.
// Without repetitions the threshold alone decides. Both reports should pass
// `comparisonProblems` first. Sources: S. Holm, "A simple sequentially
// rejective multiple test procedure", Scand. J. Statist. 6 (1979) 65–70;
// RankStatistics for the test and the intervals.
//
//===----------------------------------------------------------------------===//

/// The comparison of one figure present in the baseline, the current run or both.
public struct ComparisonRow: Hashable, Sendable {
  public enum Verdict: String, Sendable {
    case regression, improvement, unchanged, added, removed
    /// Beyond the threshold, but the evidence (the corrected rank test and
    /// the medians' intervals) cannot tell the repetitions apart.
    case notSignificant = "not significant"
    /// A median's interval is too wide to judge a change of the threshold.
    case unstable
    /// The reference timing that the others were divided by (the machine's
    /// speed, never a regression).
    case reference = "reference (machine)"
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
  /// The rank test's p-value after Holm's correction over every timing
  /// compared.
  public var adjustedP: Double? = nil
  /// Whether the timings were divided by their run's reference median.
  public var isDriftCorrected = false
}

/// The comparison of two benchmark reports.
public struct BenchmarkComparison: Sendable {
  public var rows: [ComparisonRow]
  /// Threshold in percent for timings.
  public var threshold: Double

  /// The reference timing that drift correction divides by: the plain-C
  /// textbook form, which no SpringLab change touches.
  public static let reference = (name: "c-baseline.direct", unit: "ns/sample")

  /// Compares `current` with `baseline` figure by figure (matched by name
  /// and unit, so a timing is never compared with an instruction count),
  /// by the rule in this file's header (`decisionRule`).
  public init(baseline: BenchmarkReport, current: BenchmarkReport, threshold: Double) {
    self.threshold = threshold
    let referenceOld = baseline.result(named: Self.reference.name, unit: Self.reference.unit)
    let referenceNew = current.result(named: Self.reference.name, unit: Self.reference.unit)
    let drift: (old: Double, new: Double)? =
      if let referenceOld, let referenceNew, referenceOld.repetitions != nil,
        referenceNew.repetitions != nil, referenceOld.median > 0, referenceNew.median > 0
      {
        (referenceOld.median, referenceNew.median)
      } else {
        nil
      }
    var rows: [ComparisonRow] = []
    // The medians' intervals on the scale the verdict judges (drift-corrected).
    var judged: [Int: (RankStatistics.MedianInterval?, RankStatistics.MedianInterval?)] = [:]
    for result in current.results {
      guard let old = baseline.result(named: result.name, unit: result.unit) else {
        rows.append(
          ComparisonRow(
            name: result.name, unit: result.unit, baseline: nil, current: result.median,
            changePercent: nil, verdict: .added))
        continue
      }
      let isReference = result.name == Self.reference.name && result.unit == Self.reference.unit
      let corrected = !result.isDeterministic && !isReference && drift != nil
      let scaleOld = corrected ? (drift?.old ?? 1) : 1
      let scaleNew = corrected ? (drift?.new ?? 1) : 1
      let oldMedian = old.median / scaleOld
      let newMedian = result.median / scaleNew
      let change: Double? = oldMedian == 0 ? nil : (newMedian - oldMedian) / oldMedian * 100
      var row = ComparisonRow(
        name: result.name, unit: result.unit, baseline: old.median, current: result.median,
        changePercent: change, verdict: .unchanged,
        baselineInterval: old.repetitions.flatMap { RankStatistics.medianInterval($0) },
        currentInterval: result.repetitions.flatMap { RankStatistics.medianInterval($0) },
        isDriftCorrected: corrected)
      judged[rows.count] = (
        old.repetitions.flatMap {
          RankStatistics.medianInterval($0.map { $0 / scaleOld }, level: Self.separationLevel)
        },
        result.repetitions.flatMap {
          RankStatistics.medianInterval($0.map { $0 / scaleNew }, level: Self.separationLevel)
        }
      )
      if !result.isDeterministic, let oldRepetitions = old.repetitions,
        let newRepetitions = result.repetitions
      {
        row.rankTest = RankStatistics.mannWhitney(
          newRepetitions.map { $0 / scaleNew }, oldRepetitions.map { $0 / scaleOld })
      }
      if isReference && drift != nil {
        // The reference measures the machine, not the code: it is shown,
        // and divides the others, but never regresses.
        row.verdict = .reference
        rows.append(row)
        continue
      }
      if result.isDeterministic || change == nil {
        row.verdict =
          result.median > old.median
          ? .regression : (result.median < old.median ? .improvement : .unchanged)
      }
      rows.append(row)
    }
    // Holm's step-down correction over the timings with a rank test.
    let tested = rows.indices.filter { rows[$0].rankTest != nil }
      .sorted { rows[$0].rankTest!.p < rows[$1].rankTest!.p }
    var running = 0.0
    for (rank, index) in tested.enumerated() {
      running = max(running, min(1, Double(tested.count - rank) * rows[index].rankTest!.p))
      rows[index].adjustedP = running
    }
    for index in rows.indices where rows[index].verdict == .unchanged {
      let intervals = judged[index] ?? (nil, nil)
      rows[index].verdict = Self.timingVerdict(
        change: rows[index].changePercent, adjustedP: rows[index].adjustedP,
        baseline: intervals.0, current: intervals.1, threshold: threshold)
    }
    for old in baseline.results where current.result(named: old.name, unit: old.unit) == nil {
      rows.append(
        ComparisonRow(
          name: old.name, unit: old.unit, baseline: old.median, current: nil, changePercent: nil,
          verdict: .removed))
    }
    self.rows = rows
  }

  /// Steps 2–4 of the rule for a timing: its change in percent, its
  /// Holm-adjusted p (nil without repetitions) and the medians' intervals,
  /// all on the drift-corrected scale of step 1.
  static func timingVerdict(
    change: Double?, adjustedP: Double?, baseline: RankStatistics.MedianInterval?,
    current: RankStatistics.MedianInterval?, threshold: Double
  ) -> ComparisonRow.Verdict {
    guard let change else { return .unchanged }
    if abs(change) <= threshold { return .unchanged }
    guard let adjustedP else { return change > 0 ? .regression : .improvement }
    var separated = true
    if let baseline, let current {
      separated = change > 0 ? current.lower > baseline.upper : current.upper < baseline.lower
    }
    if adjustedP < Self.significance, separated { return change > 0 ? .regression : .improvement }
    for interval in [baseline, current] {
      guard let interval else { continue }
      let middle = (interval.lower + interval.upper) / 2
      if middle > 0, (interval.upper - interval.lower) / middle > 2 * threshold / 100 {
        return .unstable
      }
    }
    return .notSignificant
  }

  /// The rule, as printed under every comparison.
  public var decisionRule: String {
    """
    Rule: a timing regresses when its median grows by more than \(BenchmarkTable.format(threshold))% \
    (after dividing by its run's \(Self.reference.name) median when both runs timed it), the \
    Mann–Whitney test is significant at 5% after Holm's correction for \
    \(rows.filter { $0.rankTest != nil }.count) timings, and the medians' 84% intervals do not \
    overlap; otherwise it is unstable (an interval wider than \(BenchmarkTable.format(2 * threshold))% \
    of its median) or not significant. Instruction counts and accuracy regress on any increase.
    """
  }

  /// The coverage of the median intervals whose separation the rule asks
  /// for: two 84% intervals that do not overlap mark a difference at about
  /// the 5% level (Payton, Greenstone & Schenker, "Overlapping confidence
  /// intervals or standard error intervals", J. Insect Sci. 3 (2003) 34).
  public static let separationLevel = 0.84

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
        "benchmark", "baseline", "95% CI", "current", "95% CI", "change", "Holm p", "verdict",
        "unit",
      ]
    ]
    for row in rows {
      table.append([
        row.name, row.baseline.map(BenchmarkTable.format) ?? "-", interval(row.baselineInterval),
        row.current.map(BenchmarkTable.format) ?? "-", interval(row.currentInterval),
        changeText(row),
        row.adjustedP.map { BenchmarkTable.format($0) } ?? "-",
        row.verdict.rawValue, row.unit,
      ])
    }
    return BenchmarkTable.align(table) + "\n" + decisionRule + "\n"
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
