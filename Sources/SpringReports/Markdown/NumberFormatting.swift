//===--- NumberFormatting.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Locale-free, deterministic number formatting for reports.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Formats numbers for report tables: a fixed number of significant digits,
/// plain notation between 1e-3 and 1e6, scientific outside; identical on
/// every machine (C's `snprintf` in the "C" locale).
public enum ReportNumber {
  /// `value` with `digits` significant digits, e.g. 0.001234, 1.23e-07, 157.9.
  public static func format(_ value: Double, digits: Int = 4) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "∞" : "−∞" }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 1e6 || magnitude < 1e-3 {
      return cFormat("%.\(max(0, digits - 1))e", value).replacingExponent()
    }
    // %g would switch to an exponent at 10^digits ("1.1e2" for 110 at two
    // digits): print the whole number, rounded to `digits` significant
    // digits, as people read it ("110", "6530").
    let rounded = Double(cFormat("%.\(max(0, digits - 1))e", value)) ?? value
    if abs(rounded) >= pow(10, Double(max(1, digits))) {
      return cFormat("%.0f", rounded)
    }
    return cFormat("%.\(digits)g", value).replacingExponent()
  }

  /// `value` with exactly `decimals` digits after the point.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    if !value.isFinite { return format(value) }
    return cFormat("%.\(decimals)f", value)
  }

  /// A percentage with `decimals` digits after the point, e.g. "12.5%".
  public static func percent(_ fraction: Double, decimals: Int = 1) -> String {
    fixed(100 * fraction, decimals: decimals) + "%"
  }

  private static func cFormat(_ format: String, _ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension String {
  /// "1.230e-07" → "1.23e-7": drop trailing zeros and the exponent's padding.
  fileprivate func replacingExponent() -> String {
    guard let e = firstIndex(of: "e") else { return self }
    var mantissa = String(self[..<e])
    if mantissa.contains(".") {
      while mantissa.hasSuffix("0") { mantissa.removeLast() }
      if mantissa.hasSuffix(".") { mantissa.removeLast() }
    }
    var exponent = String(self[index(after: e)...])
    let negative = exponent.hasPrefix("-")
    exponent = String(exponent.drop { $0 == "-" || $0 == "+" || $0 == "0" })
    return mantissa + "e" + (negative ? "-" : "") + (exponent.isEmpty ? "0" : exponent)
  }
}
