//===--- DecimalNumber.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Numbers as the CSV columns and numeric options take them: decimal only,
// the whole text consumed, correctly rounded to the nearest binary64.
//
// Grammar (blanks around the number are dropped first):
//
//     [+|-] ( digits [ "." [digits] ] | "." digits ) [ (e|E) [+|-] digits ]
//
// So "1", "-0.5", ".5", "1.", "6.02e23" and "1E-7" are numbers; hex floats
// ("0x1p3"), "nan", "inf", "infinity", "1_000", "1,5" and "" are not, and
// neither is anything that overflows binary64 ("1e400"). Text that rounds
// below the smallest subnormal reads as ±0, as strtod rounds it.
//
// The grammar has no non-finite numbers. The one table whose cells may
// hold a non-finite answer, RESULTS (an evaluator's output, scored rather
// than computed with), recognises the explicit tokens `nan`, `inf` and
// `infinity` beside it (`nonFiniteToken`); it is the same grammar
// everywhere else.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Strict decimal number parsing.
public enum DecimalNumber {
  /// Why a text is not a finite number.
  public enum Failure: Error, Hashable, Sendable {
    /// Not a decimal number at all (letters, hex, empty, …).
    case notANumber
    /// A decimal number whose magnitude exceeds the largest binary64.
    case outOfRange
  }

  /// Whether `bytes` (blanks trimmed) match the grammar.
  @inlinable
  public static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    @inline(__always) func isDigit(_ i: Int) -> Bool { i < count && bytes[i] &- 0x30 < 10 }
    if index < count && (bytes[index] == 0x2B || bytes[index] == 0x2D) { index += 1 }  // + -
    var mantissaDigits = 0
    while isDigit(index) {
      index += 1
      mantissaDigits += 1
    }
    if index < count && bytes[index] == 0x2E {  // .
      index += 1
      while isDigit(index) {
        index += 1
        mantissaDigits += 1
      }
    }
    guard mantissaDigits > 0 else { return false }
    if index < count && (bytes[index] | 0x20) == 0x65 {  // e E
      index += 1
      if index < count && (bytes[index] == 0x2B || bytes[index] == 0x2D) { index += 1 }
      guard isDigit(index) else { return false }
      while isDigit(index) { index += 1 }
    }
    return index == count
  }

  /// The value of `bytes`, which must be followed in memory by a NUL or any
  /// byte that cannot continue a number (strtod reads up to it).
  ///
  /// - Parameter bytes: the field, blanks around it allowed.
  /// - Returns: the nearest binary64, finite.
  /// - Throws: `Failure` when the text is not in the grammar or overflows.
  public static func parse(terminated bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> Double {
    let trimmed = trimBlanks(bytes)
    guard isWellFormed(trimmed), let start = trimmed.baseAddress else { throw .notANumber }
    let value =
      UnsafeRawPointer(start).withMemoryRebound(to: CChar.self, capacity: trimmed.count + 1) {
        pointer -> Double? in
        var end: UnsafeMutablePointer<CChar>?
        let value = strtod(pointer, &end)
        // The grammar is a subset of strtod's in the C locale; a process
        // whose LC_NUMERIC uses another radix character stops early, and the
        // locale-independent reading below takes over.
        guard let end, UnsafeRawPointer(end) == UnsafeRawPointer(start + trimmed.count) else {
          return nil
        }
        return value
      } ?? Double(Substring(decoding: trimmed, as: UTF8.self))
    guard let value else { throw .notANumber }
    guard value.isFinite else { throw .outOfRange }
    return value
  }

  /// The value of `text` (any string; copied so that it is terminated).
  public static func parse(_ text: some StringProtocol) throws(Failure) -> Double {
    var bytes = Array(text.utf8)
    bytes.append(0)
    let count = bytes.count - 1
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<Double, Failure> in
      Result { () throws(Failure) in
        try parse(terminated: UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
    }
    return try result.get()
  }

  /// The value of an explicit non-finite token: `nan`, `inf` or
  /// `infinity`, in any case, with an optional sign (`-inf`, `+nan`); nil
  /// for any other text. Blanks around the token are dropped. Only RESULTS
  /// cells accept these: they are answers to be scored, and a NaN or an
  /// infinity is a wrong answer, not a malformed one.
  public static func nonFiniteToken(_ text: some StringProtocol) -> Double? {
    var word = Substring(text).drop { $0 == " " || $0 == "\t" }
    while let last = word.last, last == " " || last == "\t" { word = word.dropLast() }
    var negative = false
    if let sign = word.first, sign == "+" || sign == "-" {
      negative = sign == "-"
      word = word.dropFirst()
    }
    let value: Double
    switch word.lowercased() {
    case "nan": value = .nan
    case "inf", "infinity": value = .infinity
    default: return nil
    }
    return negative ? -value : value
  }

  /// Whether `text` (blanks around it dropped) is written as a hexadecimal
  /// number, `[+|-] 0x…` (C's `%a`, Swift's `Double("0x1p3")`): a number in
  /// a grammar SpringLab does not read, as opposed to text that is no
  /// number at all.
  public static func isHexadecimal(_ text: some StringProtocol) -> Bool {
    var word = Substring(text).drop { $0 == " " || $0 == "\t" }
    if let sign = word.first, sign == "+" || sign == "-" { word = word.dropFirst() }
    return word.hasPrefix("0x") || word.hasPrefix("0X")
  }

  /// `bytes` without leading and trailing spaces and tabs.
  @inlinable
  public static func trimBlanks(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var low = 0
    var high = bytes.count
    while low < high && (bytes[low] == 0x20 || bytes[low] == 0x09) { low += 1 }
    while high > low && (bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09) { high -= 1 }
    return UnsafeBufferPointer(rebasing: bytes[low..<high])
  }
}
