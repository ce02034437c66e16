//===--- CasesTable.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A CASES file of the conformance kit (Docs/Conformance.md): the springs of
// `evaluate` or `settle` with their `id` and `family` labels, read a record
// at a time by SpringTableReader, so that every number is validated exactly
// as `evaluate` and `settle` validate it, and held whole (within
// TableLimits) because `score` matches RESULTS against every case.
//
//===----------------------------------------------------------------------===//

/// The validated cases of a CASES file.
public struct CasesTable: Sendable {
  /// One case: the validated spring row and its labels.
  public struct Row: Sendable {
    /// The spring, initial state and t (settle: epsilon and optional
    /// velocity_epsilon), in seconds and the caller's units, with the line.
    public var spring: SpringRow
    /// The `id` cell, or nil without an `id` column.
    public var id: String?
    /// The `family` cell (never empty), or nil without a `family` column.
    public var family: String?
  }

  /// The cases, in file order.
  public let rows: [Row]
  /// Whether the header has an `id` column.
  public let hasIDs: Bool
  /// How messages name the file.
  public let label: String

  /// Reads a CASES file whose numeric columns are `layout`'s
  /// (`SpringTableLayout.evaluate` or `.settle`); `id` and `family` are
  /// optional label columns, and other columns are ignored.
  ///
  /// - Parameter label: how messages name the file; every `.data` message
  ///   starts with it (`cases.csv: line 7: column 'mass' must be …`).
  /// - Throws: `SpringTableError.data` for everything `SpringTableReader`
  ///   refuses (the header, a field or record, bytes that are not CSV text),
  ///   more than `TableLimits.rowLimit` rows or `byteLimit` field bytes,
  ///   and, once every number is valid, a non-empty id on two lines
  ///   (`id 'a' appears more than once (first on line 2)`) or an empty
  ///   `family` cell; `.io` when the source cannot be read.
  public init(reading source: any ByteSource, layout: SpringTableLayout, label: String)
    throws(SpringTableError)
  {
    var layout = layout
    layout.labels = ["id", "family"]
    var rows: [Row] = []
    var labelProblems: [String] = []
    var idLine: [String: Int] = [:]
    let hasIDs: Bool
    do throws(SpringTableError) {
      let reader = try SpringTableReader(source, layout: layout, limits: TableLimits())
      while let spring = try reader.next() {
        let id = reader.label("id")
        let family = reader.label("family")
        if let id, !id.isEmpty {
          // An id names one case: a repeat is ambiguous whatever RESULTS holds.
          if let first = idLine[id] {
            labelProblems.append(
              "line \(spring.line): id '\(TextExcerpt.of(id))' appears more than once "
                + "(first on line \(first))")
          } else {
            idLine[id] = spring.line
          }
        }
        if family?.isEmpty == true {
          labelProblems.append("line \(spring.line): column 'family' is empty")
        }
        rows.append(Row(spring: spring, id: id, family: family))
      }
      try reader.finish()
      hasIDs = reader.hasLabel("id")
    } catch {
      throw error.labeled(label)
    }
    if !labelProblems.isEmpty { throw SpringTableError.data(labelProblems).labeled(label) }
    self.rows = rows
    self.hasIDs = hasIDs
    self.label = label
  }

  /// The index RESULTS rows are matched against.
  public var index: CaseIndex {
    CaseIndex(lines: rows.map(\.spring.line), ids: rows.map(\.id), hasIDs: hasIDs, label: label)
  }
}

extension SpringTableError {
  /// `.data` messages prefixed with the file's label; others unchanged.
  func labeled(_ label: String) -> SpringTableError {
    guard case .data(let messages) = self else { return self }
    return .data(messages.map { "\(label): \($0)" })
  }
}
