//===--- BenchmarkReportValidation.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What makes a results file fit to compare: at least one result, and every
// figure a finite number ≥ 0 with min ≤ median ≤ max. A file that fails
// these would otherwise pass a regression gate vacuously (no results) or
// turn a broken measurement into an "improvement" (a negative median).
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
    }
    return problems
  }
}
