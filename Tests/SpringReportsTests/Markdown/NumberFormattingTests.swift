//===--- NumberFormattingTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Numbers as people read them: whole numbers below a million without an
// exponent, rounding noise as 0, "1 visible bounce".
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SpringReports

@Suite("Report number formatting")
struct NumberFormattingTests {
  @Test("whole numbers below 1e6 print without an exponent, to the asked significant digits")
  func wholeNumbers() {
    #expect(ReportNumber.format(110.4, digits: 2) == "110")
    #expect(ReportNumber.format(-6534, digits: 3) == "-6530")
    #expect(ReportNumber.format(472_000, digits: 3) == "472000")
    #expect(ReportNumber.format(99.96, digits: 2) == "100")
    #expect(ReportNumber.format(157.9136, digits: 4) == "157.9")
    #expect(ReportNumber.format(12, digits: 2) == "12")
  }

  @Test("outside 1e-3 … 1e6 the exponent stays, without padding")
  func exponents() {
    #expect(ReportNumber.format(1.2e6, digits: 3) == "1.2e6")
    #expect(ReportNumber.format(1.234e-7, digits: 3) == "1.23e-7")
    #expect(ReportNumber.format(0.00123, digits: 3) == "0.00123")
  }

  @Test("an overshoot or bounce below 1e-12 is rounding noise and prints as 0")
  func roundingNoise() {
    #expect(MappingTables.percent(1.83e-16) == "0%")
    #expect(MappingTables.percent(-3e-14) == "0%")
    #expect(MappingTables.percent(1.52) == "1.52%")
    #expect(MappingTables.percent(2e-9) == "2e-9%")
  }

  @Test("bounce counts are singular for one")
  func bounceCounts() {
    #expect(ClaimMath.visibleBounces(1) == "1 visible bounce")
    #expect(ClaimMath.visibleBounces(3) == "3 visible bounces")
    #expect(ClaimMath.visibleBounces(nil) == "∞ visible bounces")
  }
}
