//===--- MarkdownCell.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The one escape every Markdown table in the package applies to its cells
// (bench comparisons and the instruction gate, Reports/ pages, scores), so
// that text from a file — a benchmark name, a case id — stays in its cell.
//
//===----------------------------------------------------------------------===//

/// Text made safe for one cell of a GitHub Markdown table.
public enum MarkdownCell {
  /// `text` as one table cell: every `|` written `\|` (otherwise it would
  /// end the cell), and every line break — LF, CR or CRLF, each counting
  /// once — written `<br>` (otherwise it would end the row and the table).
  ///
  /// `<br>` rather than a space keeps the break visible: GitHub renders it
  /// as a line break in a cell, and inside a code span it shows literally,
  /// still marking where the text broke. Other characters are unchanged.
  public static func escaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      switch scalar {
      case "|": result.append(contentsOf: #"\|"#.unicodeScalars)
      case "\r": result.append(contentsOf: "<br>".unicodeScalars)
      case "\n" where afterCR: continue
      case "\n": result.append(contentsOf: "<br>".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
