//===--- CSVTable.swift ---------------------------------------------------===//
//
// Comma-separated input with a required header row, and the typed access the
// commands need: named numeric columns validated row by row, errors naming
// the line (1-based, header = line 1), the column and the offending text.
//
//===----------------------------------------------------------------------===//

/// A CSV table: a header and data rows, each row remembering its line number.
struct CSVTable {
  /// Column names from the header, trimmed.
  let header: [String]
  /// Data rows: the 1-based line number and the trimmed fields.
  let rows: [(line: Int, fields: [String])]
  /// Rows whose field count differs from the header's: (line, message).
  /// They are reported together with the field errors of the other rows.
  let raggedRows: [(line: Int, message: String)]

  /// Parses `text`. Blank lines are skipped (but counted); fields are trimmed
  /// and may be wrapped in double quotes.
  /// - Throws: `CommandLineError.data` for empty input, a header without data,
  ///   duplicate column names or a missing required column. Rows whose field
  ///   count differs from the header are kept in `raggedRows`.
  init(parsing text: String, requiredColumns: [String]) throws(CommandLineError) {
    var header: [String]?
    var rows: [(line: Int, fields: [String])] = []
    var ragged: [(line: Int, message: String)] = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(CSVTable.clean)
      guard let columns = header else {
        header = fields
        continue
      }
      if fields.count != columns.count {
        ragged.append(
          (lineNumber, "line \(lineNumber): expected \(columns.count) fields as in the header, got \(fields.count)"))
      } else {
        rows.append((lineNumber, fields))
      }
    }
    let expected = requiredColumns.joined(separator: ",")
    guard let header else {
      throw .data(["line 1: input is empty; expected a header row with columns \(expected)"])
    }
    var seen: Set<String> = []
    for name in header where !seen.insert(name).inserted {
      throw .data(["line 1: column '\(name)' appears more than once in the header"])
    }
    let missing = requiredColumns.filter { !header.contains($0) }
    if !missing.isEmpty {
      let names = missing.map { "'\($0)'" }.joined(separator: ", ")
      throw .data([
        "line 1: missing required column\(missing.count > 1 ? "s" : "") \(names) "
          + "(header has: \(header.joined(separator: ",")); required: \(expected))"
      ])
    }
    if rows.isEmpty && ragged.isEmpty { throw .data(["line 1: no data rows after the header"]) }
    self.header = header
    self.rows = rows
    self.raggedRows = ragged
  }

  private static func clean(_ field: Substring) -> String {
    var text = field.trimmedOfBlanks()
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      text = String(text.dropFirst().dropLast())
    }
    return text
  }

  /// Index of `column` in the header (nil when absent).
  func index(of column: String) -> Int? { header.firstIndex(of: column) }
}

extension Substring {
  fileprivate func trimmedOfBlanks() -> String {
    var slice = self[...]
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return String(slice)
  }
}

/// A numeric column's rule: its name, the requirement text and the check.
struct NumericColumn: Sendable {
  var name: String
  var requirement: String
  var isValid: @Sendable (Double) -> Bool

  static func positive(_ name: String) -> NumericColumn {
    NumericColumn(name: name, requirement: "a finite number > 0") { $0 > 0 }
  }
  static func nonNegative(_ name: String) -> NumericColumn {
    NumericColumn(name: name, requirement: "a finite number >= 0") { $0 >= 0 }
  }
  static func finite(_ name: String) -> NumericColumn {
    NumericColumn(name: name, requirement: "a finite number") { _ in true }
  }
}

extension CSVTable {
  /// Reads every row's `columns` as numbers, in column order, collecting one
  /// message per bad field: `line 7: column 'mass' must be a finite number > 0
  /// (got '-1')`. Optional columns may be empty (nil).
  /// - Throws: `CommandLineError.data` with every problem found.
  func numericRows(
    _ columns: [NumericColumn], optional: [NumericColumn] = []
  ) throws(CommandLineError) -> [(required: [Double], optional: [Double?])] {
    let requiredIndices = columns.map { index(of: $0.name)! }
    let optionalIndices = optional.map { index(of: $0.name) }
    var result: [(required: [Double], optional: [Double?])] = []
    var problems: [(line: Int, message: String)] = raggedRows
    func parse(_ text: String, _ column: NumericColumn, line: Int) -> Double? {
      if let number = Double(text), number.isFinite, column.isValid(number) { return number }
      problems.append(
        (line, "line \(line): column '\(column.name)' must be \(column.requirement) (got '\(text)')"))
      return nil
    }
    for row in rows {
      var values: [Double] = []
      for (column, index) in zip(columns, requiredIndices) {
        if let value = parse(row.fields[index], column, line: row.line) { values.append(value) }
      }
      var optionalValues: [Double?] = []
      for (column, index) in zip(optional, optionalIndices) {
        guard let index, !row.fields[index].isEmpty else {
          optionalValues.append(nil)
          continue
        }
        optionalValues.append(parse(row.fields[index], column, line: row.line))
      }
      if values.count == columns.count { result.append((values, optionalValues)) }
    }
    if !problems.isEmpty {
      // Stable sort: by line, and within a line in column order.
      throw .data(problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        .map(\.element.message))
    }
    return result
  }
}
