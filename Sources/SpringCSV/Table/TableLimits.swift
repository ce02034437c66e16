//===--- TableLimits.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The bounds of a table that is held in memory whole (CASES and RESULTS,
// which `score` must match row for row), so that an endless or enormous
// input is refused in bounded memory (Docs/Budgets.md). Streaming tables
// (evaluate, settle) hold one record at a time and need none.
//
//===----------------------------------------------------------------------===//

/// The most a whole-file table holds: data records and bytes of fields.
public struct TableLimits: Sendable {
  /// The most data rows a table holds (2^20, above the 6 × 10^5 rows of the
  /// largest `springlab cases` output).
  public static let rowLimit = 1 << 20
  /// The most field bytes a table holds (256 MiB), counted over every
  /// field of every data record, used columns or not.
  public static let byteLimit = 256 << 20

  /// Data records admitted so far.
  public private(set) var records = 0
  /// Field bytes admitted so far.
  public private(set) var fieldBytes = 0

  public init() {}

  /// Counts the current record of `reader` (a data record, not the header).
  /// - Returns: the message naming the line when the record passes a
  ///   limit, e.g. `line 1048578: more than 1048576 data rows (the limit of
  ///   one file)`; nil when it fits.
  public mutating func admit(_ reader: CSVRecordReader) -> String? {
    let line = reader.recordLine
    guard records < Self.rowLimit else {
      return "line \(line): more than \(Self.rowLimit) data rows (the limit of one file)"
    }
    records += 1
    for index in 0..<reader.fieldCount { fieldBytes += reader.field(index).count }
    guard fieldBytes <= Self.byteLimit else {
      return "line \(line): more than \(Self.byteLimit >> 20) MiB of fields (the limit of one file)"
    }
    return nil
  }

  /// Reads the next data record of `records` and counts it: false at the
  /// end of the input.
  /// - Throws: `SpringTableError` after `problems` when the bytes stop
  ///   being CSV text or the source fails, and when the record passes a
  ///   limit (its message added to `problems`).
  public mutating func admitNext(_ records: CSVRecordReader, problems: inout ProblemLog)
    throws(SpringTableError) -> Bool
  {
    do {
      guard try records.next() else { return false }
    } catch {
      throw SpringTableError(reading: error, after: problems)
    }
    if let exceeded = admit(records) {
      problems.add(exceeded)
      throw .data(problems.report)
    }
    return true
  }

  /// The end of a whole-file table: throws the header's problems, a table
  /// without data rows, or the rows' problems, in that order.
  public func finish(_ header: CSVHeader, problems: ProblemLog) throws(SpringTableError) {
    try header.validate()
    if records == 0 { throw .data(["line \(header.line): no data rows after the header"]) }
    if !problems.isEmpty { throw .data(problems.report) }
  }
}
