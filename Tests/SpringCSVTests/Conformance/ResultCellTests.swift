//===--- ResultCellTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import Testing

@Suite("ResultCell: RESULTS answers in the one number grammar")
struct ResultCellTests {
  @Test(
    "a decimal reads exactly as DecimalNumber reads it",
    arguments: ["1", "-0.5", ".5", "6.02e23", "1e-300", "4.9e-324", "-0", "1e-400"])
  func decimal(text: String) throws {
    let expected = try DecimalNumber.parse(text)
    let cell = try #require(ResultCell(reading: text))
    #expect(cell == .number(expected) && cell.value?.sign == expected.sign)
  }

  @Test(
    "nan and the infinities are recognised tokens, in any case and with a sign",
    arguments: [
      ("nan", Double.nan), ("NaN", .nan), ("-nan", .nan), ("+nan", .nan), ("inf", .infinity),
      ("INF", .infinity), ("+inf", .infinity), ("-inf", -.infinity), ("Infinity", .infinity),
      ("-infinity", -.infinity),
    ])
  func tokens(text: String, expected: Double) throws {
    guard case .nonFinite(let value) = try #require(ResultCell(reading: text)) else {
      Issue.record("'\(text)' is not read as a non-finite answer")
      return
    }
    #expect(value.isNaN == expected.isNaN)
    if !expected.isNaN { #expect(value == expected) }
  }

  @Test("a decimal beyond binary64 is refused (nil), as in every table; inf is the answer")
  func overflow() throws {
    #expect(throws: DecimalNumber.Failure.outOfRange) { try DecimalNumber.parse("1e400") }
    for text in ["1e400", "-1e400", "1e309", "1.8e308", "-1.8e308"] {
      #expect(ResultCell(reading: text) == nil, "'\(text)'")
      #expect(ResultCell.refusalNote(text).contains("beyond the binary64 range ±1.8e308"))
    }
    #expect(ResultCell(reading: "1.7976931348623157e308") == .number(.greatestFiniteMagnitude))
    #expect(ResultCell.refusalNote("0x1p3") == "")
  }

  @Test("an empty cell and text that is no number are no answer")
  func noAnswer() {
    #expect(ResultCell(reading: "") == .empty && ResultCell(reading: "")?.value == nil)
    for text in ["abc", " ", "1_000", "nanx", "in", "1e", "snan", "nan(1)"] {
      #expect(ResultCell(reading: text) == .notANumber(text), "'\(text)'")
    }
  }

  @Test(
    "a hexadecimal number is refused (nil), with any sign or case",
    arguments: ["0x1p3", "-0x1.8p1", "+0X10", "0x", "0xzz"])
  func hexadecimal(text: String) {
    #expect(DecimalNumber.isHexadecimal(text))
    #expect(ResultCell(reading: text) == nil)
  }
}
