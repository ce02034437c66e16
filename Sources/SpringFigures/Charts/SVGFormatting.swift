//===--- SVGFormatting.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Locale-free, deterministic text for SVG figures: coordinates with two
// decimals, labels with four significant digits, XML escaping. Only integer
// arithmetic and the same binary64 operations on every run, so the same
// input always gives byte-identical text.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Formatting of numbers and text for the SVG figures.
public enum SVGFormat {
  /// `value` rounded to `decimals` places (0…6), trailing zeros dropped:
  /// 12.5 → "12.5", 3.0 → "3", −0.004 → "0" at 2 decimals. For coordinates.
  /// Non-finite values give "0" (callers skip them before formatting).
  public static func fixed(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    let places = max(0, min(6, decimals))
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    guard abs(scaled) < 9e15 else { return significant(value) }
    let units = Int64(scaled)
    if units == 0 { return "0" }
    let magnitude = units.magnitude
    let whole = magnitude / UInt64(scale)
    let fraction = magnitude % UInt64(scale)
    var text = units < 0 ? "-" : ""
    text += String(whole)
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: places - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text
  }

  /// `value` with `digits` (1…15) significant digits, trailing zeros
  /// dropped: positional for 1e-4 ≤ |value| < 1e6 ("0.001234", "123400"),
  /// otherwise scientific ("1.5e-7", "2e+9"). "0" for zero; "NaN", "inf",
  /// "-inf" for non-finite values. For tick and value labels.
  public static func significant(_ value: Double, digits: Int = 4) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return "0" }
    let digits = max(1, min(15, digits))
    let magnitude = abs(value)
    var exponent = Int(log10(magnitude).rounded(.down))
    var mantissa = scaledMantissa(magnitude, exponent: exponent, digits: digits)
    let limit = power10(digits)
    if mantissa >= limit {
      exponent += 1
      mantissa = scaledMantissa(magnitude, exponent: exponent, digits: digits)
    } else if mantissa < limit / 10 {
      exponent -= 1
      mantissa = scaledMantissa(magnitude, exponent: exponent, digits: digits)
    }
    if mantissa >= limit {  // rounding carried into a new digit
      mantissa /= 10
      exponent += 1
    }
    var mantissaDigits = String(mantissa)  // exactly `digits` characters
    let sign = value < 0 ? "-" : ""
    if exponent >= -4 && exponent < 6 {
      let text: String
      if exponent >= 0 {
        let integerCount = exponent + 1
        if mantissaDigits.count < integerCount {
          mantissaDigits += String(repeating: "0", count: integerCount - mantissaDigits.count)
        }
        let integer = String(mantissaDigits.prefix(integerCount))
        var fraction = String(mantissaDigits.dropFirst(integerCount))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text = fraction.isEmpty ? integer : integer + "." + fraction
      } else {
        var fraction = String(repeating: "0", count: -exponent - 1) + mantissaDigits
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text = "0." + fraction
      }
      return sign + text
    }
    var fraction = String(mantissaDigits.dropFirst())
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let lead = String(mantissaDigits.prefix(1)) + (fraction.isEmpty ? "" : "." + fraction)
    return sign + lead + "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
  }

  /// The entity each character with a meaning in XML markup is written as.
  static let entities: [Character: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
  ]

  /// Text safe inside an XML element or a double-quoted attribute.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if let entity = entities[character] {
        result += entity
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// "10" followed by `exponent` in Unicode superscript digits, e.g. 10⁻⁶.
  public static func powerOfTen(_ exponent: Int) -> String {
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    var text = "10" + (exponent < 0 ? "⁻" : "")
    for digit in String(abs(exponent)) {
      text.append(superscripts[Int(String(digit))!])
    }
    return text
  }

  private static func power10(_ n: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<n { result *= 10 }
    return result
  }

  /// round(magnitude / 10^(exponent − digits + 1)) as an integer.
  private static func scaledMantissa(_ magnitude: Double, exponent: Int, digits: Int) -> Int64 {
    let shift = exponent - digits + 1
    // Divide or multiply by an exactly representable power of ten when possible.
    // Below 1e-300 the factor itself would overflow (10^327 for 5e-324 at four
    // digits), so it is applied in two steps.
    let scaled =
      shift >= 0
      ? magnitude / exactPower10(shift)
      : -shift <= 300
        ? magnitude * exactPower10(-shift)
        : magnitude * exactPower10(300) * exactPower10(-shift - 300)
    // Finite and below 10^16 for every finite magnitude > 0; checked so that
    // no input can trap the conversion.
    guard scaled.isFinite, abs(scaled) < 0x1p62 else { return 0 }
    return Int64(scaled.rounded())
  }

  /// 10^n (n ≥ 0), exact up to 10²², correctly rounded beyond.
  private static func exactPower10(_ n: Int) -> Double {
    n <= 22 ? Double(power10Exact(n)) : Double("1e\(n)")!
  }

  private static func power10Exact(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= 10 }
    return result
  }
}
