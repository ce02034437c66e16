//===--- ResultsAlignment.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Which RESULTS row answers which case, decided one case at a time as the
// cases are read: by id when both files have an `id` column, else by order.
// Every problem is collected and refused at the end, as a table refuses its
// problems: a row count that differs from the case count alone; otherwise
// an empty case id, then each RESULTS row whose id is empty, repeated or
// not among the cases, in file order.
//
//===----------------------------------------------------------------------===//

/// Matches the rows of a `ResultsTable` to cases as the cases arrive.
public struct ResultsAlignment: Sendable {
  private let results: ResultsTable
  private let casesLabel: String
  /// By id: each RESULTS id's first row.
  private let rowOfID: [String: Int]
  /// By id: the line of the case each RESULTS row answered (0: none yet).
  private var claimedBy: [Int]
  private var caseProblems: [String] = []

  /// Whether rows are matched by id (both files have an `id` column).
  public let byID: Bool

  /// An alignment of `results` with cases that have an `id` column when
  /// `casesHaveIDs`, named `casesLabel` in messages.
  public init(_ results: ResultsTable, casesHaveIDs: Bool, casesLabel: String) {
    self.results = results
    self.casesLabel = casesLabel
    byID = casesHaveIDs && results.hasIDs
    var rowOfID: [String: Int] = [:]
    if byID {
      rowOfID.reserveCapacity(results.count)
      for (row, id) in results.ids.enumerated() where !id.isEmpty && rowOfID[id] == nil {
        rowOfID[id] = row
      }
    }
    self.rowOfID = rowOfID
    claimedBy = byID ? Array(repeating: 0, count: results.count) : []
  }

  /// The RESULTS row (0-based) answering case `index` (0-based, in case
  /// order), whose id is `id` and line `line`; nil when there is none (the
  /// problem is refused by `finish`).
  public mutating func resultRow(forCase index: Int, id: String?, line: Int) -> Int? {
    guard byID else { return index < results.count ? index : nil }
    guard let id, !id.isEmpty else {
      caseProblems.append(
        "\(casesLabel): line \(line): column 'id' is empty (ids match results to cases)")
      return nil
    }
    guard let row = rowOfID[id] else { return nil }
    guard claimedBy[row] == 0 else {
      // The message CasesReader gives when it checks ids itself.
      caseProblems.append(
        "\(casesLabel): line \(line): id '\(TextExcerpt.of(id))' appears more than once "
          + "(first on line \(claimedBy[row]))")
      return nil
    }
    claimedBy[row] = line
    return row
  }

  /// Refuses an alignment that is not one to one.
  /// - Parameter caseCount: the number of cases (every case passed to
  ///   `resultRow(forCase:id:line:)`, or all of them for cases held whole).
  /// - Throws: `SpringTableError.data`: the row count when it differs from
  ///   `caseCount` (`results.csv: 2 result rows for 1 case in cases.csv; …`);
  ///   else every empty or repeated case id, then every RESULTS row whose id is empty,
  ///   repeated (`id 'a' appears more than once (first on line 2)`) or not
  ///   among the cases.
  public func finish(caseCount: Int) throws(SpringTableError) {
    let label = results.label
    guard results.count == caseCount else {
      throw .data([
        "\(label): \(results.count) result row\(results.count == 1 ? "" : "s") for "
          + "\(caseCount) case\(caseCount == 1 ? "" : "s") in \(casesLabel); every case needs "
          + "exactly one row (in the same order, or with the same id)"
      ])
    }
    guard byID else { return }
    var problems = caseProblems
    for (row, id) in results.ids.enumerated() {
      let line = results.lines[row]
      if id.isEmpty {
        problems.append(
          "\(label): line \(line): column 'id' is empty (ids match results to cases)")
      } else if let first = rowOfID[id], first != row {
        problems.append(
          "\(label): line \(line): id '\(id.prefix(80))' appears more than once "
            + "(first on line \(results.lines[first]))")
      } else if claimedBy[row] == 0 {
        problems.append("\(label): line \(line): id '\(id.prefix(80))' is not in \(casesLabel)")
      }
    }
    if !problems.isEmpty { throw .data(problems) }
  }
}
