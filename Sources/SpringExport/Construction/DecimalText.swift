//===--- DecimalText.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Numbers printed with a fixed number of decimals, exactly: the printed text
// is what the curve is checked with, so printing is done on integers.
//
//===----------------------------------------------------------------------===//

/// Fixed-point decimal text without Foundation: `0.25`, `-3`, `12.5`.
enum DecimalText {
  /// 10^n as a Double, exact for 0 ≤ n ≤ 22.
  static func powerOfTen(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, n) { result *= 10 }
    return result
  }

  /// `units`/10^`decimals` as text, trailing zeros and a bare point trimmed;
  /// zero prints as `0`.
  static func text(units: Int, decimals: Int) -> String {
    if units == 0 { return "0" }
    var digits = String(units.magnitude)
    if decimals > 0 {
      if digits.count <= decimals {
        digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits
      }
      let point = digits.index(digits.endIndex, offsetBy: -decimals)
      var fraction = digits[point...]
      while fraction.last == "0" { fraction = fraction.dropLast() }
      digits = String(digits[..<point]) + (fraction.isEmpty ? "" : "." + fraction)
    }
    return (units < 0 ? "-" : "") + digits
  }

  /// `value` rounded to `decimals` decimals, as text; nil when
  /// |value|·10^decimals is not below 2^53 (or not finite), where integers
  /// stop being exact.
  static func text(_ value: Double, decimals: Int) -> String? {
    let scaled = (value * powerOfTen(decimals)).rounded()
    guard scaled.isFinite, abs(scaled) < 0x1p53 else { return nil }
    return text(units: Int(scaled), decimals: decimals)
  }

  /// The shortest text of at most `significantDigits` significant digits
  /// whose value is ≥ `value` (> 0, finite) — a duration rounded up.
  static func roundedUp(_ value: Double, significantDigits: Int) -> String {
    // The decimal exponent of value's leading digit.
    var exponent = 0
    while powerOfTen(exponent + 1) <= value && exponent < 300 { exponent += 1 }
    var scaledDown = value
    while scaledDown < 1 && exponent > -300 {
      exponent -= 1
      scaledDown *= 10
    }
    let decimals = max(0, significantDigits - 1 - exponent)
    if decimals > 22 { return "\(value)" }
    let scale = powerOfTen(decimals)
    var units = (value * scale).rounded(.up)
    guard units < 0x1p53 else { return "\(value.rounded(.up))" }
    var text = self.text(units: Int(units), decimals: decimals)
    while let parsed = Double(text), parsed < value {
      units += 1
      text = self.text(units: Int(units), decimals: decimals)
    }
    return text
  }

  /// The exact shortest text of `value` (round-trip), without an exponent
  /// when it is an integer below 10^15: `100`, `-12.5`, `1e-05`.
  static func exact(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return text(units: Int(value), decimals: 0) }
    return "\(value)"
  }
}
