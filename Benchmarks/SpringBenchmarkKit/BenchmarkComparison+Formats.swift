//===--- BenchmarkComparison+Formats.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A comparison as a pull-request comment (Markdown) and as a verdict a CI
// job reads (JSON), beside the aligned text table of `render()`.
//
//===----------------------------------------------------------------------===//

import SpringCSV

extension BenchmarkComparison {
  /// The comparison as a Markdown table, regressions first, with the
  /// verdict on top and the decision rule below: a pull-request comment.
  public func markdown() -> String {
    let order: [ComparisonRow.Verdict] = [
      .regression, .unstable, .notSignificant, .improvement, .added, .removed, .unchanged,
      .reference,
    ]
    let sorted = rows.enumerated().sorted {
      let a = order.firstIndex(of: $0.element.verdict) ?? order.count
      let b = order.firstIndex(of: $1.element.verdict) ?? order.count
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
    let regressions = rows.filter { $0.verdict == .regression }.count
    var text =
      regressions == 0
      ? "**No regression** in \(rows.count) figures (threshold \(BenchmarkTable.format(threshold))%).\n\n"
      : "**\(regressions) regression\(regressions == 1 ? "" : "s")** in \(rows.count) figures "
        + "(threshold \(BenchmarkTable.format(threshold))%).\n\n"
    text += "| benchmark | baseline | current | change | Holm p | verdict | unit |\n"
    text += "|---|---:|---:|---:|---:|---|---|\n"
    for row in sorted {
      let missing = "–"
      var change = missing
      if let percent = row.changePercent {
        change = (percent >= 0 ? "+" : "") + BenchmarkTable.format(percent) + "%"
      }
      let verdict: String = row.verdict == .regression ? "**regression**" : row.verdict.rawValue
      let cells: [String] = [
        "`\(row.name)`", row.baseline.map(BenchmarkTable.format) ?? missing,
        row.current.map(BenchmarkTable.format) ?? missing, change,
        row.adjustedP.map(BenchmarkTable.format) ?? missing, verdict, row.unit,
      ]
      text += "| " + cells.map(MarkdownCell.escaped).joined(separator: " | ") + " |\n"
    }
    return text + "\n" + decisionRule + "\n"
  }

  /// The comparison as JSON: `{"regression": Bool, "threshold": Double,
  /// "rule": String, "rows": [{"name", "unit", "baseline", "current",
  /// "change_percent", "holm_p", "verdict"}]}`, absent numbers as `null`.
  public func json() -> String {
    let number = JSONText.number
    let string = JSONText.string
    let items = rows.map { row in
      JSONText.row(
        name: row.name, unit: row.unit, baseline: row.baseline, current: row.current,
        changePercent: row.changePercent, extra: [("holm_p", row.adjustedP)],
        verdict: row.verdict.rawValue)
    }
    return "{\"regression\": \(hasRegression), \"threshold\": \(number(threshold)), "
      + "\"rule\": \(string(decisionRule)), \"rows\": [\n  "
      + items.joined(separator: ",\n  ") + "\n]}\n"
  }
}
