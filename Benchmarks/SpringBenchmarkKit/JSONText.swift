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

/// JSON literals for the hand-written verdict documents.
enum JSONText {
  /// `text` as a JSON string: quote, backslash and control characters
  /// escaped (RFC 8259 §7), everything else as it is.
  static func string(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }

  /// `value` in Swift's shortest round-trip form, or `null` when it is
  /// absent, infinite or NaN (JSON has no such numbers).
  static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return "\(value)"
  }
}
