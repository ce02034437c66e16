//===--- JSONText.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The two JSON literals the machine-readable verdicts need, written by hand
// so that the output's key order and number form are fixed: a string with
// RFC 8259 escapes, and a number that is `null` when absent or not finite.
//
//===----------------------------------------------------------------------===//

import SpringCSV

/// JSON literals for the hand-written verdict documents.
enum JSONText {
  /// `text` as a JSON string, by the package's one JSON writer.
  static func string(_ text: String) -> String { JSONValue.quoted(text) }

  /// `value` in Swift's shortest round-trip form, or `null` when it is
  /// absent, infinite or NaN (JSON has no such numbers).
  static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return "\(value)"
  }

  /// One row of a verdict document: `{"name", "unit", "baseline",
  /// "current", "change_percent"`, then the `extra` fields in order, then
  /// `"verdict"}`.
  static func row(
    name: String, unit: String, baseline: Double?, current: Double?, changePercent: Double?,
    extra: [(String, Double?)], verdict: String
  ) -> String {
    let fields =
      [
        "\"name\": \(string(name))", "\"unit\": \(string(unit))",
        "\"baseline\": \(number(baseline))", "\"current\": \(number(current))",
        "\"change_percent\": \(number(changePercent))",
      ] + extra.map { "\"\($0.0)\": \(number($0.1))" } + ["\"verdict\": \(string(verdict))"]
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
