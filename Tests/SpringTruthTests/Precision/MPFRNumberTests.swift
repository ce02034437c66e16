//===--- MPFRNumberTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The MPFR wrapper: exact conversions, in-place aliasing, decimal output.
//
//===----------------------------------------------------------------------===//

import SpringTruth
import Testing

@Suite("MPFRNumber")
struct MPFRNumberTests {
  @Test(
    "every double converts exactly and back",
    arguments: [
      0.1, -1e-300, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.0, 1 / 3.0,
    ])
  func exactRoundTrip(value: Double) {
    let number = MPFRNumber(value, precision: 53)
    #expect(number.double == value)
    #expect(number.double.sign == value.sign)
    // At 53 bits the value must already be exact: adding 200 bits changes nothing.
    #expect(MPFRNumber(value, precision: 253) == number)
  }

  @Test("the same number may be output and input")
  func inPlaceAliasing() {
    let x = MPFRNumber(3, precision: 100)
    x.setSum(x, x)
    #expect(x.double == 6)
    x.setProduct(x, x)
    #expect(x.double == 36)
    x.setSumOfProducts(x, x, x, x)  // 2·36²
    #expect(x.double == 2592)
  }

  @Test("beyond binary64: 10^400 is finite in MPFR and +inf as a double")
  func exponentRange() {
    let ten = MPFRNumber(10, precision: 200)
    var power = MPFRNumber(1, precision: 200)
    for _ in 0..<400 { power = power * ten }
    #expect(power.isFinite)
    #expect(power.double == .infinity)
    #expect((MPFRNumber(1, precision: 200) / power).double == 0)
    #expect(power.exponent == 1329)  // 2^1328 < 10^400 < 2^1329
  }

  @Test("decimal digits: π to 30 digits, 1/3 to 60")
  func decimalString() {
    #expect(
      MPFRNumber.pi(precision: 200).decimalString(significantDigits: 30)
        == "3.14159265358979323846264338328e0")
    let third = MPFRNumber(1, precision: 210) / 3.0
    #expect(
      third.decimalString(significantDigits: 60)
        == "3." + String(repeating: "3", count: 59) + "e-1")
    #expect((-third).decimalString(significantDigits: 3) == "-3.33e-1")
    #expect(MPFRNumber(Double.nan).decimalString(significantDigits: 5) == "nan")
  }

  @Test("precision is clamped to the supported range")
  func precisionClamp() {
    #expect(MPFRNumber(precision: 0).precision == MPFRNumber.precisionRange.lowerBound)
    #expect(MPFRNumber(precision: 300).precision == 300)
  }
}
