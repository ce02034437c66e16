//===--- BenchmarkReportValidation.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What makes a results file fit to compare: at least one result, every
// figure a finite number ≥ 0 with min ≤ median ≤ max, and recorded
// repetitions, when present, at least one and each finite and ≥ 0. A file
// that fails these would otherwise pass a regression gate vacuously (no
// results), turn a broken measurement into an "improvement" (a negative
// median) or a "regression" no test backs (`"repetitions": []` leaves the
// rank test nothing to rank). The instruction-count baseline asks more:
// every count > 0, since a percentage of 0 means nothing.
//
//===----------------------------------------------------------------------===//

extension BenchmarkReport {
  /// Why this report cannot be compared, one line per problem; empty when
  /// it can.
  public var comparisonProblems: [String] {
    if results.isEmpty { return ["it has no results (\"results\": [])"] }
    var problems: [String] = []
    for (index, result) in results.enumerated() {
      let label = "results[\(index)] '\(result.name)' (\(result.unit))"
      let figures = [("median", result.median), ("min", result.min), ("max", result.max)]
      let bad = figures.filter { !$0.1.isFinite || $0.1 < 0 }
      if !bad.isEmpty {
        let listed = bad.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        problems.append("\(label): figures must be finite numbers >= 0 (got \(listed))")
      } else if !(result.min <= result.median && result.median <= result.max) {
        problems.append(
          "\(label): expected min <= median <= max (got \(result.min), \(result.median), \(result.max))"
        )
      }
      if result.samples < 1 {
        problems.append("\(label): samples must be >= 1 (got \(result.samples))")
      }
      if let repetitions = result.repetitions {
        problems += Self.repetitionProblems(repetitions, label: label)
      }
    }
    return problems
  }

  /// The fewest repetitions a side with which the rank test of
  /// `BenchmarkComparison` can reach significance at all: with 3 a side the
  /// smallest exact two-sided p is 2/C(6, 3) = 0.1, with 4 it is
  /// 2/C(8, 4) ≈ 0.029 < 0.05 (before Holm's correction).
  public static let repetitionsForSignificance = 4

  /// Why `repetitions` cannot be ranked: empty (the rule would have nothing
  /// to test, and the threshold alone would decide), or a value that is
  /// negative or not finite.
  static func repetitionProblems(_ repetitions: [Double], label: String) -> [String] {
    if repetitions.isEmpty {
      return [
        "\(label): \"repetitions\" is empty: the regression rule ranks the repetitions, so "
          + "give at least 1 (a difference can be significant only with "
          + "\(repetitionsForSignificance) or more a side) or leave the field out"
      ]
    }
    let bad = repetitions.enumerated().filter { !$0.element.isFinite || $0.element < 0 }
    guard !bad.isEmpty else { return [] }
    let listed = bad.prefix(3).map { "repetitions[\($0.offset)] \($0.element)" }
      .joined(separator: ", ")
    let more = bad.count > 3 ? " and \(bad.count - 3) more" : ""
    return ["\(label): repetitions must be finite numbers >= 0 (got \(listed)\(more))"]
  }

  /// Why this report cannot be the instruction-count gate's baseline, one
  /// line per problem; empty when it can. Beyond `comparisonProblems`: it
  /// must hold instruction counts, and every count must be > 0 (a workload
  /// always executes instructions, and growth from 0 has no percentage).
  public var instructionBaselineProblems: [String] {
    var problems = comparisonProblems
    let counts = results.enumerated().filter { $0.element.unit.hasPrefix("instructions") }
    if !results.isEmpty && counts.isEmpty {
      problems.append(
        "it holds no instruction counts (no unit starting 'instructions'): "
          + "not an instruction-count baseline")
    }
    for (index, result) in counts where result.median == 0 {
      problems.append(
        "results[\(index)] '\(result.name)' (\(result.unit)): an instruction count must be > 0 "
          + "(got 0): every workload executes instructions")
    }
    return problems
  }
}
