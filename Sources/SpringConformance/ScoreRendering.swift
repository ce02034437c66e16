//===--- ScoreRendering.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the two score reports share: a headline, a table of families, a
// table of the worst rows and a JSON document, printed in one of the three
// formats the same way for both tasks.
//
//===----------------------------------------------------------------------===//

import SpringCSV

/// A score that can be printed as a text table, Markdown or JSON.
protocol ScoreRendering {
  /// `evaluate: PASS (bound K <= 4; 6 of 6 families pass)`.
  var headline: String { get }
  var familyHeader: [String] { get }
  var familyRows: [[String]] { get }
  var worstHeader: [String] { get }
  var worstRows: [[String]] { get }
  /// Errors by regime, one row per band (empty when the task has none).
  var bandRows: [[String]] { get }
  var json: JSONValue { get }
}

/// The columns of the errors-by-regime table.
let bandHeader = ["by", "band", "samples", "K max", "E max", "non-finite", "within bound"]
/// What precedes that table.
let bandTitle = "Errors by regime (damping, phase ωd·t, peak |x|; where the bound is lost):"

extension ScoreRendering {
  var bandRows: [[String]] { [] }
}

extension ScoreRendering {
  /// The whole report in `format`, ending with a line break.
  func rendering(_ format: ScoreFormat) -> String {
    switch format {
    case .json:
      return json.rendered() + "\n"
    case .table:
      let bands =
        bandRows.isEmpty ? "" : bandTitle + "\n" + TextTable.render(bandHeader, bandRows) + "\n"
      return headline + "\n\n" + TextTable.render(familyHeader, familyRows) + "\n" + bands
        + "Worst rows (failed rows first, then largest error first):\n"
        + TextTable.render(worstHeader, worstRows)
    case .markdown:
      let bands =
        bandRows.isEmpty
        ? "" : bandTitle + "\n\n" + MarkdownTable.render(bandHeader, bandRows) + "\n"
      return "**\(headline)**\n\n" + MarkdownTable.render(familyHeader, familyRows) + "\n"
        + bands + "Worst rows (failed rows first, then largest error first):\n\n"
        + MarkdownTable.render(worstHeader, worstRows)
    }
  }
}
