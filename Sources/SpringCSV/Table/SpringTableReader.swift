//===--- SpringTableReader.swift ------------------------------------------===//
//
// A CSV table of springs read row by row: the header names the columns (any
// order; other columns ignored), each data row is validated field by field,
// and every problem is recorded with its line, the column and the offending
// text, so that one run reports them all.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Validated `SpringRow`s from CSV, with the problems found on the way.
public final class SpringTableReader {
  private let records: CSVRecordReader
  /// The columns read.
  public let layout: SpringTableLayout
  /// The header's line.
  public let headerLine: Int
  private let columnCount: Int
  private let requiredIndices: [Int]
  private let optionalIndex: Int?
  /// Data records seen (valid or not).
  public private(set) var recordCount = 0
  /// The problems found so far.
  public private(set) var problems = ProblemLog()
  /// Scratch for one row's required values (a `let` pointer: no
  /// exclusivity check per field).
  private let values: UnsafeMutablePointer<Double>

  /// Reads the header of `source`.
  /// - Throws: `SpringTableError.data` for empty input, a missing required
  ///   column, a used column named twice or input that is not CSV text;
  ///   `.io` when the source cannot be read.
  public init(_ source: any ByteSource, layout: SpringTableLayout) throws(SpringTableError) {
    let records = CSVRecordReader(source)
    let found: Bool
    do {
      found = try records.next()
    } catch {
      throw Self.error(for: error, problems: ProblemLog())
    }
    guard found else {
      throw .data([
        "line 1: input is empty; expected a header row with columns \(layout.requiredNames)"
      ])
    }
    let headerLine = records.recordLine
    let names = (0..<records.fieldCount).map { records.text($0) }
    var missing: [String] = []
    var duplicates: [String] = []
    func positions(of name: String) -> [Int] { names.indices.filter { names[$0] == name } }
    var indices: [Int] = []
    for column in layout.required {
      let found = positions(of: column.name)
      if found.isEmpty { missing.append(column.name) }
      if found.count > 1 { duplicates.append(Self.duplicateMessage(column.name, found)) }
      indices.append(found.first ?? 0)
    }
    var optionalIndex: Int?
    if let optional = layout.optional {
      let found = positions(of: optional.name)
      if found.count > 1 { duplicates.append(Self.duplicateMessage(optional.name, found)) }
      optionalIndex = found.first
    }
    var messages = duplicates.map { "line \(headerLine): \($0)" }
    if !missing.isEmpty {
      let listed = missing.map { "'\($0)'" }.joined(separator: ", ")
      let header = TextExcerpt.of(names.joined(separator: ","))
      messages.append(
        "line \(headerLine): missing required column\(missing.count > 1 ? "s" : "") \(listed) "
          + "(header has: \(header); required: \(layout.requiredNames))")
    }
    if !messages.isEmpty { throw .data(messages) }
    self.records = records
    self.layout = layout
    self.headerLine = headerLine
    columnCount = names.count
    requiredIndices = indices
    self.optionalIndex = optionalIndex
    values = .allocate(capacity: layout.required.count)
    values.initialize(repeating: 0, count: layout.required.count)
  }

  deinit {
    values.deallocate()
  }

  private static func duplicateMessage(_ name: String, _ positions: [Int]) -> String {
    let fields = positions.map { String($0 + 1) }.joined(separator: ", ")
    return
      "column '\(TextExcerpt.of(name))' appears more than once in the header (fields \(fields))"
  }

  /// The next valid row, or nil at the end of the input. Invalid rows are
  /// recorded in `problems` and skipped.
  /// - Throws: `SpringTableError.data` (with every problem so far) when the
  ///   input stops being CSV text; `.io` when reading fails.
  public func next() throws(SpringTableError) -> SpringRow? {
    while true {
      do {
        guard try records.next() else { return nil }
      } catch {
        throw Self.error(for: error, problems: problems)
      }
      recordCount += 1
      if let row = validatedRow() { return row }
    }
  }

  /// Records a problem found by the caller (e.g. a result that overflows).
  public func record(_ message: String) { problems.add(message) }

  /// Ends the input.
  /// - Throws: `SpringTableError.data` when problems were found or no data
  ///   row followed the header.
  public func finish() throws(SpringTableError) {
    if recordCount == 0 { throw .data(["line \(headerLine): no data rows after the header"]) }
    if !problems.isEmpty { throw .data(problems.report) }
  }

  /// The current record as a row, or nil after recording its problems.
  private func validatedRow() -> SpringRow? {
    let line = records.recordLine
    guard records.fieldCount == columnCount else {
      problems.add(
        "line \(line): expected \(columnCount) fields as in the header, got \(records.fieldCount)")
      return nil
    }
    var valid = true
    for (position, column) in layout.required.enumerated() {
      if let value = number(at: requiredIndices[position], column, line: line) {
        values[position] = value
      } else {
        valid = false
      }
    }
    var extra: Double?
    if let optional = layout.optional, let index = optionalIndex,
      !DecimalNumber.trimBlanks(records.field(index)).isEmpty
    {
      extra = number(at: index, optional, line: line)
      if extra == nil { valid = false }
    }
    guard valid else { return nil }
    let spring: Spring
    do {
      spring = try Spring(mass: values[0], stiffness: values[1], damping: values[2])
    } catch {
      problems.add("line \(line): \(error)")
      return nil
    }
    return SpringRow(
      line: line, spring: spring,
      initialState: SpringState(position: values[3], velocity: values[4]),
      parameter: values[5], extra: extra)
  }

  /// Field `index` as a number meeting `column`'s rule, or nil after
  /// recording why not.
  private func number(at index: Int, _ column: NumericColumn, line: Int) -> Double? {
    let field = records.field(index)
    var note = ""
    do {
      let value = try DecimalNumber.parse(terminated: field)
      if column.isValid(value) { return value }
    } catch .outOfRange {
      note = ", beyond the largest double (about 1.8e308)"
    } catch {}
    problems.add(
      "line \(line): column '\(column.name)' must be \(column.requirement) "
        + "(got '\(TextExcerpt.of(field))'\(note))")
    return nil
  }

  private static func error(for error: CSVFormatError, problems: ProblemLog) -> SpringTableError {
    if case .unreadable(let failure) = error { return .io(failure.description) }
    var problems = problems
    problems.add(error.description)
    return .data(problems.report)
  }
}
