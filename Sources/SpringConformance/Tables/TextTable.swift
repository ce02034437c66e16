//===--- TextTable.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// Plain-text tables: left-aligned columns separated by two spaces.
public enum TextTable {
  /// `header` and `rows` (each as long as `header`), every line ending in
  /// a line break; the last column is not padded.
  public static func render(_ header: [String], _ rows: [[String]]) -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { cells in
      cells.indices.map { column in
        column == cells.count - 1
          ? cells[column]
          : cells[column] + String(repeating: " ", count: widths[column] - cells[column].count + 2)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}
