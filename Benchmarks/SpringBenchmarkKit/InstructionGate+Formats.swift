//===--- InstructionGate+Formats.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The instruction-count gate as a pull-request comment (Markdown) and as a
// verdict a CI job reads (JSON), beside the aligned text table of
// `render()`: `springlab bench --check-baseline --format markdown|json`.
//
//===----------------------------------------------------------------------===//

import SpringCSV

extension InstructionGate {
  /// The rule the gate applies, in one paragraph, printed under the
  /// Markdown table and carried in the JSON.
  public static let rule =
    "Instruction counts (callgrind, fixed workloads) are deterministic for a build, so the gate "
    + "has no noise to tolerate: a count that grew by more than its committed threshold "
    + "(Benchmarks/Baselines/thresholds.json, by name prefix) fails — only growth is limited, "
    + "any drop passes — and so does a workload "
    + "counted on one side only. Rewrite the baseline on purpose with "
    + "`springlab bench --update-baseline`."

  /// Rows that fail first, then improvements, then the rest, each group
  /// in the gate's order.
  var rowsByUrgency: [InstructionGateRow] {
    let order: [InstructionGateRow.Verdict] = [
      .regression, .unbaselined, .missing, .improvement, .within,
    ]
    return rows.enumerated().sorted {
      let a = order.firstIndex(of: $0.element.verdict) ?? order.count
      let b = order.firstIndex(of: $1.element.verdict) ?? order.count
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The gate as a Markdown table: the verdict on top, failing rows first
  /// (in bold), the rule below.
  public func markdown() -> String {
    let failing = rows.filter { [.regression, .unbaselined, .missing].contains($0.verdict) }
    var text =
      failing.isEmpty
      ? "**Instruction-count gate passed**: \(rows.count) count\(rows.count == 1 ? "" : "s") "
        + "within their thresholds.\n\n"
      : "**Instruction-count gate failed**: \(failing.count) of \(rows.count) counts.\n\n"
    text += "| benchmark | baseline | current | change | growth allowed | verdict | unit |\n"
    text += "|---|---:|---:|---:|---:|---|---|\n"
    let missing = "–"
    for row in rowsByUrgency {
      let fails = [.regression, .unbaselined, .missing].contains(row.verdict)
      let cells = [
        "`\(row.name)`", row.baseline.map(BenchmarkTable.format) ?? missing,
        row.current.map(BenchmarkTable.format) ?? missing,
        row.changePercent.map(Self.signed) ?? missing, Self.allowed(row),
        fails ? "**\(row.verdict.rawValue)**" : row.verdict.rawValue, row.unit,
      ]
      text += "| " + cells.map(MarkdownCell.escaped).joined(separator: " | ") + " |\n"
    }
    return text + "\n" + Self.rule + "\n"
  }

  /// The gate as JSON: `{"fails": Bool, "rule": String, "rows": [{"name",
  /// "unit", "baseline", "current", "change_percent", "allowed_percent",
  /// "verdict"}]}`, absent numbers as `null`; rows in the gate's order.
  public func json() -> String {
    let string = JSONText.string
    let items = rows.map { row in
      JSONText.row(
        name: row.name, unit: row.unit, baseline: row.baseline, current: row.current,
        changePercent: row.changePercent, extra: [("allowed_percent", row.thresholdPercent)],
        verdict: row.verdict.rawValue)
    }
    return "{\"fails\": \(fails), \"rule\": \(string(Self.rule)), \"rows\": [\n  "
      + items.joined(separator: ",\n  ") + "\n]}\n"
  }
}
