//===--- RecordCheckReport.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab records check FILE`: an Apple records file against SpringLab,
// per API and quantity (rows, agreement, worst difference), the rows
// SpringLab does not emulate yet, and the worst rows that differ, as an
// aligned text table or as Markdown.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit

/// The comparison of one records file, ready to print.
public struct RecordCheckReport: Sendable {
  /// One API and quantity of the file.
  public struct Group: Sendable {
    public var api: String
    public var quantity: String
    public var comparisons: [RecordComparison]
    public var agreeing: Int { comparisons.filter(\.agreement.agrees).count }
    public var worstDifference: Double { comparisons.map(\.difference).max() ?? 0 }
    /// The weakest agreement of the group.
    public var agreement: Agreement {
      comparisons.map(\.agreement).min { $0.rank < $1.rank } ?? .identical
    }
  }

  public var file: DeviceRecordFile
  public var groups: [Group]
  /// The most rows the worst-rows table lists.
  public static let worstRowCount = 10

  public init(_ file: DeviceRecordFile) {
    self.file = file
    var groups: [Group] = []
    for comparison in file.comparisons {
      let quantity = Self.quantity(of: comparison.record)
      if let index = groups.firstIndex(where: {
        $0.api == comparison.record.api && $0.quantity == quantity
      }) {
        groups[index].comparisons.append(comparison)
      } else {
        groups.append(
          Group(api: comparison.record.api, quantity: quantity, comparisons: [comparison]))
      }
    }
    self.groups = groups
  }

  static func quantity(of record: RecordedValue) -> String {
    switch record.quantity {
    case .value: "value"
    case .velocity: "velocity"
    case .derived(_, _, let name): "`\(name)`"
    case .durationForEpsilon: "durationForEpsilon:"
    case .solveForInput: "_solveForInput:"
    }
  }

  /// Rows that differ.
  public var differing: Int { file.comparisons.filter { !$0.agreement.agrees }.count }
  /// Whether every compared row agrees.
  public var passes: Bool { differing == 0 }

  /// One line: how many rows agree, differ, and are not emulated.
  public var verdict: String {
    let compared = file.comparisons.count
    let head =
      compared == 0
      ? "no row holds a quantity SpringLab emulates"
      : differing == 0
        ? "all \(compared) compared rows agree with SpringLab"
        : "\(differing) of \(compared) compared rows differ from SpringLab"
    return "\(file.label): \(head); \(file.notEmulated.count) rows not emulated by SpringLab yet"
  }

  /// The runs the file records, one per distinct provenance.
  var runs: [String] {
    var seen: [String] = []
    for comparison in file.comparisons where !seen.contains(comparison.record.source.method) {
      seen.append(comparison.record.source.method)
    }
    for row in file.notEmulated {
      let method = DeviceRecordFile.source(of: row, label: file.label).method
      if !seen.contains(method) { seen.append(method) }
    }
    return seen
  }

  var groupRows: [[String]] {
    groups.map { group in
      [
        group.api, group.quantity, "\(group.comparisons.count)", "\(group.agreeing)",
        Self.difference(group.worstDifference), group.agreement.rawValue,
      ]
    }
  }

  var notEmulatedRows: [[String]] {
    var counts: [(api: String, quantity: String, rows: Int)] = []
    for row in file.notEmulated {
      let quantity = DeviceRecordFile.kind(of: row)
      if let index = counts.firstIndex(where: { $0.api == row.api && $0.quantity == quantity }) {
        counts[index].rows += 1
      } else {
        counts.append((row.api, quantity, 1))
      }
    }
    return counts.map { [$0.api, $0.quantity, "\($0.rows)"] }
  }

  /// The rows that differ, worst first (by |Δ| over the record's
  /// resolution), at most `worstRowCount`.
  var worstRows: [[String]] {
    // Each row's badness computed once; the order of equal ones is the
    // file's (a stable sort).
    let ranked = file.comparisons.indices.compactMap { index -> (Int, Double)? in
      let comparison = file.comparisons[index]
      guard !comparison.agreement.agrees else { return nil }
      return (index, comparison.difference / comparison.printResolution)
    }
    let sorted = ranked.sorted { $0.1 > $1.1 }.map(\.0)
    return sorted.prefix(Self.worstRowCount).map { index in
      let comparison = file.comparisons[index]
      return [
        "\(file.lines[index])", comparison.record.api, comparison.record.label,
        comparison.record.value?.isFinite == false ? "infinite" : comparison.record.text,
        comparison.computed.map { $0.isFinite ? "\($0)" : "not finite" }
          ?? "refused by the mapping",
        Self.difference(comparison.difference),
      ]
    }
  }

  /// |Δ| for a table: "no value" when one side has none.
  static func difference(_ value: Double) -> String {
    value.isFinite ? ReportNumber.format(value, digits: 2) : "no value"
  }

  static let groupHeader = ["API", "quantity", "rows", "agree", "worst |Δ|", "agreement"]
  static let notEmulatedHeader = ["API", "quantity", "rows"]
  static let worstHeader = ["line", "API", "question", "recorded", "SpringLab", "|Δ|"]

  /// The report as aligned text tables, one blank line between sections.
  public func text() -> String {
    func block(_ lines: String) -> String { lines.hasSuffix("\n") ? lines : lines + "\n" }
    var sections = [
      block(verdict + "\n" + runs.map { "recorded on: " + $0 }.joined(separator: "\n"))
    ]
    if !groups.isEmpty {
      sections.append(block(BenchmarkTable.align([Self.groupHeader] + groupRows)))
    }
    let notEmulated = notEmulatedRows
    if !notEmulated.isEmpty {
      sections.append(
        block(
          "not emulated by SpringLab yet (counted, not compared):\n"
            + BenchmarkTable.align([Self.notEmulatedHeader] + notEmulated)))
    }
    let worst = worstRows
    if !worst.isEmpty {
      sections.append(
        block("worst rows that differ:\n" + BenchmarkTable.align([Self.worstHeader] + worst)))
    }
    return sections.joined(separator: "\n")
  }

  /// The report as Markdown (a pull-request comment or a page section).
  public func markdown() -> String {
    var doc = MarkdownDocument()
    doc.paragraph("**" + verdict + "**")
    doc.bullets(runs.map { "recorded on: " + $0 })
    if !groups.isEmpty {
      doc.table(
        Self.groupHeader, groupRows.map { ["`\($0[0])`"] + $0.dropFirst() },
        alignments: ["l", "l", "r", "r", "r", "l"])
    }
    let notEmulated = notEmulatedRows
    if !notEmulated.isEmpty {
      doc.paragraph("Not emulated by SpringLab yet (counted, not compared):")
      doc.table(Self.notEmulatedHeader, notEmulated, alignments: ["l", "l", "r"])
    }
    let worst = worstRows
    if !worst.isEmpty {
      doc.paragraph("Worst rows that differ:")
      doc.table(Self.worstHeader, worst, alignments: ["r", "l", "l", "r", "r", "r"])
    }
    return doc.text
  }
}
