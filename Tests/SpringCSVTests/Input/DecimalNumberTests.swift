//===--- DecimalNumberTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import Testing

@Suite("DecimalNumber: strict decimal numbers")
struct DecimalNumberTests {
  static let decimalForms: [(String, Double)] = [
    ("1", 1.0), ("-0.5", -0.5), ("+2", 2.0), (".5", 0.5), ("1.", 1.0), ("6.02e23", 6.02e23),
    ("1E-7", 1e-7), ("  3.25\t", 3.25), ("0.1", 0.1), ("-0", -0.0),
    ("2.2250738585072014e-308", 0x1p-1022), ("4.9e-324", 0x1p-1074),
    ("1.7976931348623157e308", Double.greatestFiniteMagnitude), ("1e-400", 0.0),
  ]

  @Test("decimal forms read as the nearest double", arguments: decimalForms)
  func accepts(text: String, value: Double) throws {
    let parsed = try DecimalNumber.parse(text)
    #expect(parsed == value && parsed.sign == value.sign)
  }

  @Test(
    "everything else is refused",
    arguments: [
      "", " ", "nan", "NaN", "inf", "-inf", "infinity", "0x1p3", "0x10", "1_000", "1,5", "1e", "e5",
      "+", "-", ".", "1.2.3", "1e+", "--1", "1 2", "١", "1e5x", "0b1",
    ])
  func refuses(text: String) {
    #expect(throws: DecimalNumber.Failure.notANumber) { try DecimalNumber.parse(text) }
  }

  @Test("overflow is its own failure")
  func overflow() {
    #expect(throws: DecimalNumber.Failure.outOfRange) { try DecimalNumber.parse("1e400") }
    #expect(throws: DecimalNumber.Failure.outOfRange) { try DecimalNumber.parse("-1.8e308") }
  }
}
