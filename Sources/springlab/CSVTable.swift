//===--- CSVTable.swift ---------------------------------------------------===//
//
// A whole CSV file in memory, for the commands that need every row at once
// (`score` matches CASES with RESULTS): the same RFC 4180 dialect as the
// streaming `evaluate` and `settle` (SpringCSV's CSVRecordReader), with
// rows kept as text and the line each starts on.
//
// The rows are read from a byte stream one record at a time, so bytes that
// are not CSV text (a NUL, invalid UTF-8, a record beyond the reader's
// limit) are refused where they stand, before the rest is read; and the
// table holds at most `rowLimit` rows and `byteLimit` bytes of fields, so an
// endless input is refused in bounded memory (Docs/Budgets.md).
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel

/// A CSV table: a header and data rows, each row remembering its line number.
struct CSVTable {
  /// Column names from the header.
  let header: [String]
  /// Data rows: the 1-based line each starts on and its fields.
  let rows: [(line: Int, fields: [String])]
  /// Rows whose field count differs from the header's: (line, message).
  /// They are reported together with the field errors of the other rows.
  let raggedRows: [(line: Int, message: String)]

  /// Columns that may not be named twice even when not required: the ones
  /// the conformance files look up by name.
  static let lookedUpColumns = ["id", "family"]

  /// The most data rows a table holds (2^20, above the 6 × 10^5 rows of the
  /// largest `springlab cases` output).
  static let rowLimit = 1 << 20
  /// The most field bytes a table holds (256 MiB).
  static let byteLimit = 256 << 20

  /// Parses `text` (README, "CSV input and exit statuses").
  init(parsing text: String, requiredColumns: [String]) throws(CommandLineError) {
    try self.init(reading: MemoryByteSource(text), requiredColumns: requiredColumns)
  }

  /// Reads and parses the CSV in `source`, one record at a time.
  /// - Throws: `CommandLineError.data` for empty input, bytes that are not
  ///   CSV text (at the first bad byte), more than `rowLimit` rows or
  ///   `byteLimit` field bytes, a header without data, a required (or
  ///   looked-up) column named twice, or a missing required column;
  ///   `.io` when reading fails. Rows whose field count differs from the
  ///   header are kept in `raggedRows`.
  init(reading source: any ByteSource, requiredColumns: [String]) throws(CommandLineError) {
    let reader = CSVRecordReader(source)
    var retainedBytes = 0
    let expected = requiredColumns.joined(separator: ",")
    var header: [String]?
    var headerLine = 1
    var rows: [(line: Int, fields: [String])] = []
    var ragged: [(line: Int, message: String)] = []
    do {
      while try reader.next() {
        let fields = (0..<reader.fieldCount).map { reader.text($0) }
        guard let columns = header else {
          header = fields
          headerLine = reader.recordLine
          continue
        }
        let line = reader.recordLine
        guard rows.count + ragged.count < Self.rowLimit else {
          throw CSVTableLimit(
            message: "line \(line): more than \(Self.rowLimit) data rows (the limit of one file)")
        }
        retainedBytes += fields.reduce(0) { $0 + $1.utf8.count }
        guard retainedBytes <= Self.byteLimit else {
          throw CSVTableLimit(
            message: "line \(line): more than \(Self.byteLimit >> 20) MiB of fields "
              + "(the limit of one file)")
        }
        if fields.count != columns.count {
          ragged.append(
            (
              line,
              "line \(line): expected \(columns.count) fields as in the header, got \(fields.count)"
            ))
        } else {
          rows.append((line, fields))
        }
      }
    } catch let limit as CSVTableLimit {
      throw .data(ragged.map(\.message) + [limit.message])
    } catch CSVFormatError.unreadable(let failure) {
      throw .io("springlab: \(failure)")
    } catch {
      throw .data(ragged.map(\.message) + ["\(error)"])
    }
    guard let header else {
      throw .data(["line 1: input is empty; expected a header row with columns \(expected)"])
    }
    for name in requiredColumns + Self.lookedUpColumns where header.filter({ $0 == name }).count > 1
    {
      throw .data([
        "line \(headerLine): column '\(TextExcerpt.of(name))' appears more than once in the header"
      ])
    }
    let missing = requiredColumns.filter { !header.contains($0) }
    if !missing.isEmpty {
      let names = missing.map { "'\($0)'" }.joined(separator: ", ")
      throw .data([
        "line \(headerLine): missing required column\(missing.count > 1 ? "s" : "") \(names) "
          + "(header has: \(TextExcerpt.of(header.joined(separator: ","))); required: \(expected))"
      ])
    }
    if rows.isEmpty && ragged.isEmpty {
      throw .data(["line \(headerLine): no data rows after the header"])
    }
    self.header = header
    self.rows = rows
    self.raggedRows = ragged
  }

  /// A limit of the table passed while reading.
  private struct CSVTableLimit: Error { var message: String }

  /// Index of `column` in the header (nil when absent).
  func index(of column: String) -> Int? { header.firstIndex(of: column) }
}

extension SpringRow {
  /// Validates every row of `table`: the spring columns, then `last`, then
  /// the optional column (an empty cell is none), with the messages the
  /// streaming commands give.
  /// - Throws: `CommandLineError.data` with every problem, ragged rows
  ///   included, by line.
  static func rows(
    of table: CSVTable, last: NumericColumn, optional: NumericColumn? = nil
  ) throws(CommandLineError) -> [SpringRow] {
    let columns = SpringTableLayout.springColumns + [last]
    var problems = table.raggedRows
    var result: [SpringRow] = []
    func number(_ text: String, _ column: NumericColumn, line: Int) -> Double? {
      var note = ""
      do {
        let value = try DecimalNumber.parse(text)
        if column.isValid(value) { return value }
      } catch .outOfRange {
        note = ", beyond the largest double (about 1.8e308)"
      } catch {}
      problems.append(
        (
          line,
          "line \(line): column '\(column.name)' must be \(column.requirement) "
            + "(got '\(TextExcerpt.of(text))'\(note))"
        ))
      return nil
    }
    for row in table.rows {
      var values: [Double] = []
      for column in columns {
        // Every required column is in the header: CSVTable checked it.
        guard let index = table.index(of: column.name) else { continue }
        if let value = number(row.fields[index], column, line: row.line) { values.append(value) }
      }
      var extra: Double?
      var extraValid = true
      if let optional, let index = table.index(of: optional.name),
        !row.fields[index].allSatisfy({ $0 == " " || $0 == "\t" })
      {
        extra = number(row.fields[index], optional, line: row.line)
        extraValid = extra != nil
      }
      guard values.count == columns.count, extraValid else { continue }
      do {
        let spring = try Spring(mass: values[0], stiffness: values[1], damping: values[2])
        result.append(
          SpringRow(
            line: row.line, spring: spring,
            initialState: SpringState(position: values[3], velocity: values[4]),
            parameter: values[5], extra: extra))
      } catch {
        problems.append((row.line, "line \(row.line): \(error)"))
      }
    }
    if !problems.isEmpty {
      var log = ProblemLog()
      // Stable: by line, and within a line in column order.
      for problem in problems.enumerated().sorted(by: {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }) {
        log.add(problem.element.message)
      }
      throw .data(log.report)
    }
    return result
  }
}
