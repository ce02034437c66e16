//===--- SpringTable.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The loop behind `springlab evaluate` and `settle`: rows stream in, each
// valid row is computed into the output spool, and nothing is released
// unless every row was valid and computed. After the first problem the
// rest of the input is still validated (so that every bad row is
// reported), but no longer computed.
//
// What a row computes is the caller's (`springlab`'s MotionMethod, a
// benchmark): this module reads and writes tables, it does not evaluate.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// CSV of springs in, CSV of results out.
public enum SpringTable {
  /// Reads `source` as `layout` and calls `compute` on each valid row in
  /// order; `compute` appends the row's output to `spool`.
  ///
  /// - Throws: `SpringTableError.data` listing every bad row (and every
  ///   row whose result `compute` found unrepresentable), or the first
  ///   `.software` failure of `compute` when the data is otherwise valid;
  ///   `.io` when the input cannot be read. The spool's content is then
  ///   meaningless.
  public static func run(
    _ source: any ByteSource, layout: SpringTableLayout, spool: OutputSpool,
    compute: (SpringRow, OutputSpool) throws(RowFailure) -> Void
  ) throws(SpringTableError) {
    let reader = try SpringTableReader(source, layout: layout)
    var failure: String?
    while let row = try reader.next() {
      guard reader.problems.isEmpty, failure == nil else { continue }
      do {
        try compute(row, spool)
      } catch {
        switch error {
        case .data(let message): reader.record("line \(row.line): \(message)")
        case .software(let message): failure = "line \(row.line): \(message)"
        }
      }
    }
    try reader.finish()
    if let failure { throw .software(failure) }
  }

  /// The header `evaluate` writes.
  public static let evaluateHeader = "position,velocity\n"

  /// Appends `position,velocity` and a line break.
  /// - Throws: `RowFailure.data` when a value overflowed binary64,
  ///   `.software` when it is NaN (a computation that went wrong): neither
  ///   is ever printed.
  public static func appendState(_ state: SpringState, into spool: OutputSpool) throws(RowFailure) {
    try checkFinite(state.position, "position")
    try checkFinite(state.velocity, "velocity")
    spool.appendRoundTrip(state.position)
    spool.append(byte: 0x2C)
    spool.appendRoundTrip(state.velocity)
    spool.append(byte: 0x0A)
  }

  /// Throws unless `value` is finite: an infinity is a result beyond
  /// binary64 (the data's fault), NaN a failed computation.
  public static func checkFinite(_ value: Double, _ name: String) throws(RowFailure) {
    if value.isFinite { return }
    if value.isNaN {
      throw .software(
        "the \(name) came out as NaN for finite input (an internal failure; please report this row)"
      )
    }
    throw .data(
      "the \(name) is beyond the binary64 range (|\(name)| > 1.8e308) and cannot be printed")
  }
}
