//===--- DecimalTextTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Printed numbers: fixed decimals exactly, durations rounded up, and the
// digits the tolerance buys.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SpringExport

@Suite("Printed numbers")
struct DecimalTextTests {
  @Test("integers over 10^decimals print exactly, trailing zeros trimmed")
  func fixedPoint() {
    let cases: [(Int, Int, String)] = [
      (1234, 2, "12.34"), (5, 3, "0.005"), (-50, 2, "-0.5"), (0, 3, "0"), (100, 2, "1"),
      (-7, 0, "-7"), (10_000, 4, "1"), (1, 12, "0.000000000001"), (123_456_789, 4, "12345.6789"),
    ]
    for (units, decimals, text) in cases {
      #expect(
        DecimalText.text(units: units, decimals: decimals) == text, "\(units) / 10^\(decimals)")
    }
    #expect(DecimalText.text(0.12345678, decimals: 4) == "0.1235")
    #expect(DecimalText.text(-0.00004, decimals: 4) == "0")
    #expect(DecimalText.text(1e300, decimals: 2) == nil)
  }

  @Test("durations round up to 5 significant digits and never below the value")
  func durations() {
    let cases: [(Double, String)] = [
      (0.512341, "0.51235"), (0.5, "0.5"), (1.234567, "1.2346"), (123.4561, "123.46"),
      (0.00123451, "0.0012346"), (98765.4321, "98766"), (2, "2"),
    ]
    for (value, text) in cases {
      let printed = DecimalText.roundedUp(value, significantDigits: 5)
      #expect(printed == text, "\(value)")
      #expect((Double(printed) ?? 0) >= value)
    }
  }

  @Test("values print with the fewest decimals whose rounding is at most 1/16 of the tolerance")
  func valueDigits() {
    // 0.5·10^−d ≤ T/16: T = 1e-3 needs d = 4 (5e-5 ≤ 6.25e-5; d = 3 gives 5e-4).
    let cases: [(Double, Int)] = [
      (1e-3, 4), (1e-2, 3), (0.5, 2), (2, 1), (8, 0), (1e-9, 10), (0.1, 2),
    ]
    for (tolerance, decimals) in cases {
      #expect(EasingExport.valueDecimals(for: tolerance) == decimals, "\(tolerance)")
    }
  }
}
