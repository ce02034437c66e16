//===--- CasesTable.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A CASES file of the conformance kit (Docs/Conformance.md): the springs of
// `evaluate` or `settle` with their `id` and `family` labels, held whole
// (`score` reads them a row at a time with CasesReader).
//
//===----------------------------------------------------------------------===//

/// The validated cases of a CASES file, held whole (`CasesReader` reads
/// them one at a time).
public struct CasesTable: Sendable {
  /// The cases, in file order.
  public let rows: [CasesReader.Row]
  /// Whether the header has an `id` column.
  public let hasIDs: Bool
  /// How messages name the file.
  public let label: String

  /// Reads a whole CASES file as `CasesReader` reads it.
  /// - Throws: what `CasesReader.next()` and `finish()` throw.
  public init(reading source: any ByteSource, layout: SpringTableLayout, label: String)
    throws(SpringTableError)
  {
    let reader = try CasesReader(reading: source, layout: layout, label: label)
    var rows: [CasesReader.Row] = []
    while let row = try reader.next() { rows.append(row) }
    try reader.finish()
    self.rows = rows
    self.hasIDs = reader.hasIDs
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
