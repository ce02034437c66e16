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

/// An evaluator's answers, in file order, held as numbers: a row is its
/// answers, its line and (with an `id` column) its id, never its text.
/// `ResultsAlignment` matches the rows to the cases, by order or by id.
public struct ResultsTable: Sendable {
  /// The number of answer columns a row has.
  public let columnCount: Int
  /// The number of data rows.
  public let count: Int
  /// Whether the header has an `id` column.
  public let hasIDs: Bool
  /// How messages name the file.
  public let label: String
  /// At most `noteLimit` notes, one per empty or unreadable cell, in file
  /// order, e.g. `results.csv: line 3: column 'position' is not a number
  /// (got 'abc'); the row counts as failed`.
  public let notes: [String]
  /// The number of empty or unreadable cells (of which `notes` names the
  /// first `noteLimit`).
  public let noteCount: Int
  /// How many notes are kept.
  public static let noteLimit = 10
  /// Row-major: `columnCount` answers a row, nil for an empty or unreadable
  /// cell.
  private let answers: [Double?]
  /// Each row's 1-based line.
  let lines: [Int]
  /// Each row's id (empty without an `id` column).
  let ids: [String]

  /// Reads RESULTS whose answers are in `columns` (`position`, `velocity`
  /// for evaluate; `settling_time` for settle).
  ///
  /// - Parameter label: how messages name the file; every `.data` message
  ///   starts with it.
  /// - Throws: `SpringTableError.data` for a bad header (CSVHeader), rows
  ///   whose field count differs from the header's, a hexadecimal number
  ///   (`line 3: column 'position' must be a decimal number, nan, inf or
  ///   -inf (got '0x1p3')`), bytes that are not CSV text or more than
  ///   `TableLimits` allow; `.io` when the source cannot be read.
  public init(reading source: any ByteSource, columns: [String], label: String)
    throws(SpringTableError)
  {
    var notes: [String] = []
    var noteCount = 0
    var answers: [Double?] = []
    var lines: [Int] = []
    var ids: [String] = []
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
      func note(_ text: @autoclosure () -> String) {
        noteCount += 1
        if notes.count < Self.noteLimit { notes.append(text()) }
      }
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
        for (column, index) in zip(columns, indices) {
          let text = records.text(index)
          guard let cell = ResultCell(reading: text) else {
            problems.add(
              ResultCell.column(column).refusal(
                line: line, text: text, note: ResultCell.refusalNote(text)))
            answers.append(nil)
            continue
          }
          switch cell {
          case .empty:
            note("\(label): line \(line): column '\(column)' is empty; the row counts as failed")
          case .notANumber:
            note(
              "\(label): line \(line): column '\(column)' is not a number "
                + "(got '\(text.prefix(80))'); the row counts as failed")
          case .number, .nonFinite: break
          }
          answers.append(cell.value)
        }
        lines.append(line)
        if let idIndex { ids.append(records.text(idIndex)) }
      }
      try limits.finish(header, problems: problems)
    } catch {
      throw error.labeled(label)
    }
    self.columnCount = columns.count
    self.count = lines.count
    self.hasIDs = hasIDs
    self.label = label
    self.notes = notes
    self.noteCount = noteCount
    self.answers = answers
    self.lines = lines
    self.ids = ids
  }

  /// Row `row`'s answers (0-based, in file order), one per column, nil for
  /// an empty or unreadable cell.
  public func answers(row: Int) -> ArraySlice<Double?> {
    answers[row * columnCount..<(row + 1) * columnCount]
  }

  /// Each case's answers, in case order: the rows aligned with `cases` as
  /// `ResultsAlignment` aligns them (for cases held whole).
  /// - Throws: `SpringTableError.data` as `ResultsAlignment.finish` does.
  public func aligned(with cases: CaseIndex) throws(SpringTableError) -> [ArraySlice<Double?>] {
    var alignment = ResultsAlignment(self, casesHaveIDs: cases.hasIDs, casesLabel: cases.label)
    let rows = cases.lines.indices.map { index in
      alignment.resultRow(forCase: index, id: cases.ids[index], line: cases.lines[index])
    }
    try alignment.finish(caseCount: cases.count)
    // Every case has its row once `finish` accepts the alignment.
    return rows.map { answers(row: $0 ?? 0) }
  }
}
