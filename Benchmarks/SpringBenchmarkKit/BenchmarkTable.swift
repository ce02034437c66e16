//===--- BenchmarkTable.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Plain-text tables of benchmark results.
public enum BenchmarkTable {
  /// Name, median, min, max and unit of every result, aligned.
  public static func render(_ report: BenchmarkReport) -> String {
    var rows = [["benchmark", "median", "min", "max", "unit"]]
    for result in report.results {
      rows.append([
        result.name, format(result.median), format(result.min), format(result.max), result.unit,
      ])
    }
    return align(rows)
  }

  /// A figure with four significant digits.
  public static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if abs(value) >= 1e6 || abs(value) < 1e-3 { return String(format: "%.3e", value) }
    return String(format: "%.4g", value)
  }

  /// Left-aligns the first column and right-aligns the others.
  public static func align(_ rows: [[String]]) -> String {
    guard let columns = rows.first?.count else { return "" }
    let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, text in
        let padding = String(repeating: " ", count: widths[column] - text.count)
        return column == 0 ? text + padding : padding + text
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
