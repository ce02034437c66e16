//===--- SpringTableReader.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
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
  private let labelIndices: [Int?]
  private var limits: TableLimits?
  /// The header's problems, thrown at the end of a whole-file table.
  private let headerProblems: [String]
  /// Data records seen (valid or not).
  public private(set) var recordCount = 0
  /// The problems found so far.
  public private(set) var problems = ProblemLog()
  /// Scratch for one row's required values (a `let` pointer: no
  /// exclusivity check per field).
  private let values: UnsafeMutablePointer<Double>

  /// Reads the header of `source` (CSVHeader: the checks every table
  /// shares).
  ///
  /// - Parameter limits: the bounds of a table held whole (CASES); nil for
  ///   a streaming table, which holds one record at a time.
  /// - Throws: `SpringTableError.data` for empty input, input that is not
  ///   CSV text and, for a streaming table, a missing required column or a
  ///   used column (required, optional or label) named twice; `.io` when
  ///   the source cannot be read. A whole-file table throws its header's
  ///   problems from `next()` at the end of the input instead.
  public init(_ source: any ByteSource, layout: SpringTableLayout, limits: TableLimits? = nil)
    throws(SpringTableError)
  {
    let records = CSVRecordReader(source)
    let header = try CSVHeader(
      reading: records, required: layout.required.map(\.name),
      optional: (layout.optional.map { [$0.name] } ?? []) + layout.labels)
    // A streaming table refuses a bad header at once; a whole-file one
    // first reads to the end, refusing bad bytes where they stand.
    if limits == nil { try header.validate() }
    headerProblems = header.problems
    self.records = records
    self.layout = layout
    self.limits = limits
    headerLine = header.line
    columnCount = header.count
    // Every required column is in the header: CSVHeader checked it.
    requiredIndices = layout.required.map { header.index(of: $0.name) ?? 0 }
    optionalIndex = layout.optional.flatMap { header.index(of: $0.name) }
    labelIndices = layout.labels.map { header.index(of: $0) }
    values = .allocate(capacity: layout.required.count)
    values.initialize(repeating: 0, count: layout.required.count)
  }

  deinit {
    values.deallocate()
  }

  /// Whether the header has label column `name` (one of `layout.labels`).
  public func hasLabel(_ name: String) -> Bool {
    layout.labels.firstIndex(of: name).map { labelIndices[$0] != nil } ?? false
  }

  /// The text of label column `name` (one of `layout.labels`) in the row
  /// `next()` returned last; nil when the header has no such column.
  public func label(_ name: String) -> String? {
    guard let position = layout.labels.firstIndex(of: name), let index = labelIndices[position]
    else { return nil }
    return records.text(index)
  }

  /// The next valid row, or nil at the end of the input. Invalid rows are
  /// recorded in `problems` and skipped.
  /// - Throws: `SpringTableError.data` (with every problem so far) when the
  ///   input stops being CSV text or passes `limits`, and a whole-file
  ///   table's header problems at the end of the input; `.io` when reading
  ///   fails.
  public func next() throws(SpringTableError) -> SpringRow? {
    while true {
      let more: Bool
      do {
        more = try records.next()
      } catch {
        throw SpringTableError(reading: error, after: problems)
      }
      guard more else {
        if !headerProblems.isEmpty { throw .data(headerProblems) }
        return nil
      }
      recordCount += 1
      if limits != nil, let exceeded = limits?.admit(records) {
        problems.add(exceeded)
        throw .data(problems.report)
      }
      // Rows under a bad header are not validated: their columns are unknown.
      guard headerProblems.isEmpty else { continue }
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
    problems.add(column.refusal(line: line, bytes: field, note: note))
    return nil
  }
}
