//===--- ResultsTable.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A RESULTS file of the conformance kit (Docs/Conformance.md): an
// evaluator's answers, one row per case, matched to the cases by order or
// by id. The structure must be right (the header, field counts, one row per
// case, ids); an answer that is no finite number only fails its row
// (ResultCell), except a hexadecimal number or a decimal beyond ±1.8e308,
// which are refused.
//
// Read a record at a time, within TableLimits, with the header checks every
// table shares (CSVHeader).
//
//===----------------------------------------------------------------------===//

/// An evaluator's answers, aligned with the cases they answer.
public struct ResultsTable: Sendable {
  /// Per case, in case order: one cell per result column, in the order the
  /// columns were asked for.
  public let cells: [[ResultCell]]
  /// One note per empty or unreadable cell, in file order, e.g.
  /// `results.csv: line 3: column 'position' is not a number (got 'abc');
  /// the row counts as failed`.
  public let notes: [String]

  /// Reads RESULTS whose answers are in `columns` (`position`, `velocity`
  /// for evaluate; `settling_time` for settle) and aligns its rows with
  /// `cases`: by id when both files have an `id` column, else by order.
  ///
  /// - Parameter label: how messages name the file; every `.data` message
  ///   starts with it.
  /// - Throws: `SpringTableError.data` for a bad header (CSVHeader), rows
  ///   whose field count differs from the header's, a hexadecimal number
  ///   (`line 3: column 'position' must be a decimal number, nan, inf or
  ///   -inf (got '0x1p3')`), bytes that are not CSV text, more than
  ///   `TableLimits` allow, a row count that differs from the case count, or
  ///   ids that do not match one to one; `.io` when the source cannot be
  ///   read.
  public init(reading source: any ByteSource, columns: [String], label: String, cases: CaseIndex)
    throws(SpringTableError)
  {
    let rows: [(line: Int, id: String?, cells: [ResultCell])]
    var notes: [String] = []
    let hasIDs: Bool
    do throws(SpringTableError) {
      let records = CSVRecordReader(source)
      let header = try CSVHeader(reading: records, required: columns, optional: ["id", "family"])
      // Every required column is in the header: CSVHeader checked it.
      let indices = columns.map { header.index(of: $0) ?? 0 }
      let idIndex = header.index(of: "id")
      hasIDs = idIndex != nil
      var limits = TableLimits()
      var problems = ProblemLog()
      var read: [(line: Int, id: String?, cells: [ResultCell])] = []
      while try limits.admitNext(records, problems: &problems) {
        let line = records.recordLine
        // Under a bad header, only the bytes are read (refused where they
        // stand); the header's problems are thrown at the end.
        guard header.problems.isEmpty else { continue }
        guard records.fieldCount == header.count else {
          problems.add(
            "line \(line): expected \(header.count) fields as in the header, "
              + "got \(records.fieldCount)")
          continue
        }
        var cells: [ResultCell] = []
        for (column, index) in zip(columns, indices) {
          let text = records.text(index)
          guard let cell = ResultCell(reading: text) else {
            problems.add(
              ResultCell.column(column).refusal(
                line: line, text: text, note: ResultCell.refusalNote(text)))
            continue
          }
          switch cell {
          case .empty:
            notes.append(
              "\(label): line \(line): column '\(column)' is empty; the row counts as failed")
          case .notANumber:
            notes.append(
              "\(label): line \(line): column '\(column)' is not a number "
                + "(got '\(text.prefix(80))'); the row counts as failed")
          case .number, .nonFinite: break
          }
          cells.append(cell)
        }
        read.append((line, idIndex.map { records.text($0) }, cells))
      }
      try limits.finish(header, problems: problems)
      rows = read
    } catch {
      throw error.labeled(label)
    }
    guard rows.count == cases.count else {
      throw .data([
        "\(label): \(rows.count) result row\(rows.count == 1 ? "" : "s") for "
          + "\(cases.count) case\(cases.count == 1 ? "" : "s") in \(cases.label); every case needs "
          + "exactly one row (in the same order, or with the same id)"
      ])
    }
    if cases.hasIDs && hasIDs {
      cells = try Self.matchByID(rows, label: label, cases: cases)
    } else {
      cells = rows.map(\.cells)
    }
    self.notes = notes
  }

  /// The rows' cells reordered so that entry i holds the answer whose id is
  /// case i's id.
  private static func matchByID(
    _ rows: [(line: Int, id: String?, cells: [ResultCell])], label: String, cases: CaseIndex
  ) throws(SpringTableError) -> [[ResultCell]] {
    var problems: [String] = []
    var caseRow: [String: Int] = [:]
    for (index, id) in cases.ids.enumerated() {
      let line = cases.lines[index]
      guard let id, !id.isEmpty else {
        problems.append(
          "\(cases.label): line \(line): column 'id' is empty (ids match results to cases)")
        continue
      }
      if let first = caseRow[id] {
        problems.append(
          "\(cases.label): line \(line): id '\(id.prefix(80))' appears more than once "
            + "(first on line \(cases.lines[first]))")
      } else {
        caseRow[id] = index
      }
    }
    var aligned: [[ResultCell]?] = Array(repeating: nil, count: cases.count)
    var firstLine: [String: Int] = [:]
    for row in rows {
      let id = row.id ?? ""
      if id.isEmpty {
        problems.append(
          "\(label): line \(row.line): column 'id' is empty (ids match results to cases)")
      } else if let first = firstLine[id] {
        problems.append(
          "\(label): line \(row.line): id '\(id.prefix(80))' appears more than once "
            + "(first on line \(first))")
      } else if let index = caseRow[id] {
        firstLine[id] = row.line
        aligned[index] = row.cells
      } else {
        firstLine[id] = row.line
        problems.append(
          "\(label): line \(row.line): id '\(id.prefix(80))' is not in \(cases.label)")
      }
    }
    if !problems.isEmpty { throw .data(problems) }
    // Equal counts, unique ids and none unknown: every case has its row.
    return aligned.map { $0 ?? [] }
  }
}
