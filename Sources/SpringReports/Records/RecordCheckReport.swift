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
  /// The file's totals.
  public var tally: RecordCheckTally
  /// The most rows the worst-rows table lists.
  public static let worstRowCount = RecordCheckTally.worstRowCount

  /// The report of a file checked a row at a time (`DeviceRecordCheck`).
  public init(_ tally: RecordCheckTally) {
    self.tally = tally
  }

  /// The report of a file compared as a whole.
  public init(_ file: DeviceRecordFile) {
    var tally = RecordCheckTally(label: file.label)
    for (comparison, line) in zip(file.comparisons, file.lines) {
      tally.add(comparison, line: line)
    }
    for row in file.notEmulated { tally.addNotEmulated(row) }
    self.init(tally)
  }

  /// One group per API and quantity, in the order of their first row.
  public var groups: [RecordCheckTally.Group] { tally.groups }

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
  public var differing: Int { tally.differing }
  /// Whether every compared row agrees.
  public var passes: Bool { differing == 0 }

  /// One line: how many rows agree, differ, and are not emulated.
  public var verdict: String {
    let compared = tally.compared
    let head =
      compared == 0
      ? "no row holds a quantity SpringLab emulates"
      : differing == 0
        ? "all \(compared) compared rows agree with SpringLab"
        : "\(differing) of \(compared) compared rows differ from SpringLab"
    return "\(tally.label): \(head); \(tally.notEmulatedCount) rows not emulated by SpringLab yet"
  }

  /// The runs the file records, one per distinct provenance.
  var runs: [String] { tally.runs }

  var groupRows: [[String]] {
    groups.map { group in
      [
        group.api, group.quantity, "\(group.rows)", "\(group.agreeing)",
        Self.difference(group.worstDifference), group.agreement.rawValue,
      ]
    }
  }

  var notEmulatedRows: [[String]] {
    tally.notEmulated.map { [$0.api, $0.quantity, "\($0.rows)"] }
  }

  /// The rows that differ, worst first (by |Δ| over the record's
  /// resolution; equal ones in file order), at most `worstRowCount`.
  var worstRows: [[String]] { tally.worst.map(\.cells) }

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
