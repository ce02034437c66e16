//===--- MarkdownTable.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV

/// GitHub Markdown tables as a score prints them: default alignment, `|`
/// and line breaks inside a cell escaped.
public enum MarkdownTable {
  /// `header` and `rows`, every line ending in a line break.
  public static func render(_ header: [String], _ rows: [[String]]) -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { escaped($0) }.joined(separator: " | ") + " |\n"
    }
    return line(header) + "|" + String(repeating: "---|", count: header.count) + "\n"
      + rows.map(line).joined()
  }

  /// `cell` kept in one cell: `|` written `\|`, each line break `<br>`
  /// (`MarkdownCell.escaped`, the package's one Markdown cell escape).
  static func escaped(_ cell: String) -> String { MarkdownCell.escaped(cell) }
}
