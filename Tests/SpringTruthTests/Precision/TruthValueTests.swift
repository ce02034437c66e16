//===--- TruthValueTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Roundings of a truth value: to binary64 (with "not representable"), to a
// double-double, and the error computed − truth rounded once.
//
//===----------------------------------------------------------------------===//

import SpringTruth
import Testing

@Suite("TruthValue and DoubleDouble")
struct TruthValueTests {
  /// 2^n as an MPFR number.
  func power(_ n: Int, precision: Int = 300) -> MPFRNumber {
    let result = MPFRNumber(1, precision: precision)
    result.scaleByPowerOfTwo(n)
    return result
  }

  @Test("error of 0.1 against 1/10: 0.1 − 1/10 = 2^-54/10 exactly")
  func errorOfOneTenth() {
    // 0.1 = 3602879701896397·2^-55, so 10·0.1 − 1 = 2^-54 and the error is
    // 2^-54 · (1/10), whose rounding is 2^-54 · RN(1/10).
    let tenth = TruthValue(copying: MPFRNumber(1, precision: 200) / 10.0)
    #expect(tenth.error(of: 0.1) == 0x1p-54 * 0.1)
    #expect(tenth.double == 0.1)
  }

  @Test("the difference is rounded once: no double rounding at a near-tie")
  func noDoubleRounding() {
    // truth = −(2^-53 + 2^-250): 1 − truth = 1 + 2^-53 + 2^-250 lies just
    // above the midpoint of 1 and 1 + 2^-52, so it rounds up. Rounding the
    // truth to 200 bits first would give the tie, and ties-to-even 1.
    let truth = TruthValue(copying: -(power(-53) + power(-250)))
    #expect(truth.error(of: 1) == 1 + 0x1p-52)
  }

  @Test("subnormal differences round on the subnormal grid")
  func subnormalErrors() {
    let unit = power(-1074)
    // 0.6, 0.4 and 1.5 units of 2^-1074 (the last a tie: to even, 2 units).
    #expect(TruthValue(copying: unit * 0.6).error(of: 0) == -Double.leastNonzeroMagnitude)
    #expect(TruthValue(copying: unit * 0.4).error(of: 0) == 0)
    #expect(TruthValue(copying: unit * 1.5).error(of: 0) == -2 * Double.leastNonzeroMagnitude)
    #expect(TruthValue(copying: unit * 2.75).error(of: 0) == -3 * Double.leastNonzeroMagnitude)
  }

  @Test("values beyond binary64 are told apart from infinity")
  func notRepresentable() {
    let huge = TruthValue(copying: power(1100))
    #expect(huge.double == .infinity)
    #expect(huge.binary64 == nil)
    #expect(huge.doubleDouble.isRepresentable == false)
    #expect(huge.error(of: 1e308) == -.infinity)
    let infinite = TruthValue(.infinity)
    #expect(infinite.binary64 == .infinity)
    #expect(TruthValue(copying: power(1000)).binary64 == 0x1p1000)
  }

  @Test("a double-double keeps 106 bits: 1/3 to 2^-106 relative")
  func doubleDouble() {
    let third = MPFRNumber(1, precision: 200) / 3.0
    let pair = TruthValue(copying: third).doubleDouble
    #expect(pair.high == 1 / 3.0)
    #expect(abs(pair.low) <= (1 / 3.0).ulp / 2)
    let sum = MPFRNumber(pair.high, precision: 200) + MPFRNumber(pair.low, precision: 200)
    #expect(((sum - third) / third).magnitude() <= 0x1p-105)
  }
}
