//===--- SpringRow.swift --------------------------------------------------===//

import SpringModel

/// One validated input row: a spring, its initial state, the row's own
/// last column (t or epsilon), an optional extra (velocity_epsilon) and the
/// line it came from.
struct SpringRow {
  var line: Int
  var spring: Spring
  var initialState: SpringState
  /// `t` for evaluate, `epsilon` for settle.
  var parameter: Double
  /// `velocity_epsilon` for settle, when given.
  var extra: Double?

  static let springColumns: [NumericColumn] = [
    .positive("mass"), .positive("stiffness"), .nonNegative("damping"),
    .finite("x0"), .finite("v0"),
  ]
  static let evaluateColumns = ["mass", "stiffness", "damping", "x0", "v0", "t"]
  static let settleColumns = ["mass", "stiffness", "damping", "x0", "v0", "epsilon"]

  /// Validates every row of `table`: the spring columns, then `last`, then
  /// the optional column.
  static func rows(
    of table: CSVTable, last: NumericColumn, optional: NumericColumn? = nil
  ) throws(CommandLineError) -> [SpringRow] {
    let numbers = try table.numericRows(springColumns + [last], optional: optional.map { [$0] } ?? [])
    var rows: [SpringRow] = []
    rows.reserveCapacity(numbers.count)
    for (row, values) in zip(table.rows, numbers) {
      let spring: Spring
      do {
        spring = try Spring(mass: values.required[0], stiffness: values.required[1], damping: values.required[2])
      } catch {
        throw .data(["line \(row.line): \(error)"])
      }
      rows.append(
        SpringRow(
          line: row.line, spring: spring,
          initialState: SpringState(position: values.required[3], velocity: values.required[4]),
          parameter: values.required[5], extra: values.optional.first ?? nil))
    }
    return rows
  }
}
