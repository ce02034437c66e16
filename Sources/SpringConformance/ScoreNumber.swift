//===--- ScoreNumber.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Numbers as a score prints them: statistics to a few significant digits,
// an evaluator's answers and the cases' inputs in shortest round-trip form,
// and never `nan` or `inf` except `inf` for a settling time that never
// ends (Docs/Design.md, "What never appears on stdout").
//
//===----------------------------------------------------------------------===//

import Foundation

/// The number formats of the score reports.
enum ScoreNumber {
  /// `value` with `digits` significant digits (`%g`): `646.878`, `1e-05`.
  static func table(_ value: Double, digits: Int) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return String(format: "%.\(digits)g", value)
  }

  /// The shortest decimal text that reads back as the same Double.
  static func roundTrip(_ value: Double) -> String { "\(value)" }

  /// A statistic with 3 significant digits; "-" when absent or not finite.
  static func statistic(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "-" }
    return table(value, digits: 3)
  }

  /// An evaluator's number as it was read, in round-trip form; "missing"
  /// when absent or unparsable, and a NaN or an infinity in words and
  /// symbols (so stdout never holds `nan` or `inf`).
  static func result(_ value: Double?) -> String {
    guard let value else { return "missing" }
    if value.isNaN { return "not-a-number" }
    if value.isInfinite { return value > 0 ? "+∞" : "−∞" }
    return roundTrip(value)
  }

  /// A settling time: round-trip text, and `inf` for "never settles" (the
  /// one place `inf` is a valid answer).
  static func settlingTime(_ value: Double?) -> String {
    guard let value else { return "missing" }
    if value.isNaN { return "not-a-number" }
    if value.isInfinite { return value > 0 ? "inf" : "−∞" }
    return roundTrip(value)
  }
}
