//===--- RecordCheckTally.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What `records check` prints about a file, gathered a row at a time: the
// counts per API and quantity, the rows not emulated, the runs recorded and
// the ten worst rows. No row is kept, so a file of a million rows costs the
// memory of its groups, not of its rows.
//
//===----------------------------------------------------------------------===//

import SpringCSV

/// The totals of a records file's comparisons, gathered a row at a time.
public struct RecordCheckTally: Sendable {
  /// One API and quantity of the file.
  public struct Group: Sendable, Hashable {
    public var api: String
    public var quantity: String
    /// Rows compared.
    public var rows = 0
    /// Rows that agree.
    public var agreeing = 0
    /// The largest |computed − recorded| (+infinity when a side had none).
    public var worstDifference = 0.0
    /// The weakest agreement of the group.
    public var agreement = Agreement.identical
  }

  /// One of the rows that differ most.
  struct WorstRow: Sendable {
    var rank: Double
    var cells: [String]
  }

  /// How the file is named in the verdict.
  public let label: String
  /// Compared rows, and how many of them differ.
  public private(set) var compared = 0
  public private(set) var differing = 0
  /// The groups, in the order of their first row.
  public private(set) var groups: [Group] = []
  private var groupIndex: [String: Int] = [:]
  /// Rows not emulated, per API and quantity, in the order of their first.
  public private(set) var notEmulated: [(api: String, quantity: String, rows: Int)] = []
  private var notEmulatedIndex: [String: Int] = [:]
  public private(set) var notEmulatedCount = 0
  /// The provenance of the compared rows, then of the others, each once.
  private var comparedRuns: [String] = []
  private var otherRuns: [String] = []
  private var seenComparedRuns: Set<String> = []
  private var seenOtherRuns: Set<String> = []
  /// The worst rows, worst first; equal ones in file order.
  private(set) var worst: [WorstRow] = []

  /// The most rows the worst-rows table lists.
  public static let worstRowCount = 10

  /// An empty tally for the file named `label`.
  public init(label: String) {
    self.label = label
  }

  /// The runs the file records, one per distinct provenance: those of
  /// compared rows first, in order.
  public var runs: [String] { comparedRuns + otherRuns.filter { !seenComparedRuns.contains($0) } }

  /// Counts `comparison`, found on `line`.
  public mutating func add(_ comparison: RecordComparison, line: Int) {
    compared += 1
    let record = comparison.record
    let quantity = RecordCheckReport.quantity(of: record)
    let key = record.api + "\u{0}" + quantity
    let index: Int
    if let known = groupIndex[key] {
      index = known
    } else {
      index = groups.count
      groupIndex[key] = index
      groups.append(Group(api: record.api, quantity: quantity))
    }
    let agreement = comparison.agreement
    groups[index].rows += 1
    if agreement.agrees { groups[index].agreeing += 1 }
    groups[index].worstDifference = max(groups[index].worstDifference, comparison.difference)
    if agreement.rank < groups[index].agreement.rank { groups[index].agreement = agreement }
    if seenComparedRuns.insert(record.source.method).inserted {
      comparedRuns.append(record.source.method)
    }
    guard !agreement.agrees else { return }
    differing += 1
    let rank = comparison.difference / comparison.printResolution
    // Keep the ten worst: a later row displaces only a strictly better one.
    guard worst.count < Self.worstRowCount || rank > worst[worst.count - 1].rank else { return }
    let cells = [
      "\(line)", record.api, record.label,
      record.value?.isFinite == false ? "infinite" : record.text,
      comparison.computed.map { $0.isFinite ? "\($0)" : "not finite" } ?? "refused by the mapping",
      RecordCheckReport.difference(comparison.difference),
    ]
    let position = worst.firstIndex { $0.rank < rank } ?? worst.count
    worst.insert(WorstRow(rank: rank, cells: cells), at: position)
    if worst.count > Self.worstRowCount { worst.removeLast() }
  }

  /// Counts a row SpringLab does not emulate.
  public mutating func addNotEmulated(_ row: DeviceRecordRow) {
    notEmulatedCount += 1
    let quantity = DeviceRecordFile.kind(of: row)
    let key = row.api + "\u{0}" + quantity
    if let index = notEmulatedIndex[key] {
      notEmulated[index].rows += 1
    } else {
      notEmulatedIndex[key] = notEmulated.count
      notEmulated.append((row.api, quantity, 1))
    }
    let method = DeviceRecordFile.source(of: row, label: label).method
    if seenOtherRuns.insert(method).inserted { otherRuns.append(method) }
  }
}
