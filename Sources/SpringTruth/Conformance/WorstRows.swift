//===--- WorstRows.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// The `Conformance.worstRowCount` worst rows offered so far, worst first:
/// the first rows of a stable sort of every row offered, kept without
/// holding the others.
struct WorstRows<Row: Sendable>: Sendable {
  /// The rows, worst first.
  private(set) var rows: [Row] = []
  /// Whether the first row ranks before the second; a strict order that is
  /// total on the rows offered (ties broken by row index).
  private let isWorse: @Sendable (Row, Row) -> Bool

  init(by isWorse: @escaping @Sendable (Row, Row) -> Bool) { self.isWorse = isWorse }

  /// Keeps `row` if it is among the worst so far.
  mutating func offer(_ row: Row) {
    if rows.count == Conformance.worstRowCount {
      guard let last = rows.last, isWorse(row, last) else { return }
      rows.removeLast()
    }
    let position = rows.firstIndex { isWorse(row, $0) } ?? rows.count
    rows.insert(row, at: position)
  }
}
