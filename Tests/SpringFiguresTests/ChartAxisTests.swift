//===--- ChartAxisTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringFigures
import Testing

@Suite("Chart axes: domains, ticks and mapping")
struct ChartAxisTests {
  @Test("log axes extend to decades and tick exactly at powers of ten")
  func logTicks() {
    let axis = ChartAxis(title: "error", scale: .log10).resolved(for: [3e-7, 0.02, -1, .nan, 0])
    #expect(axis.lower == 1e-7 && axis.upper == 0.1)
    #expect(axis.ticks.map(\.value) == (-7 ... -1).map { Double("1e\($0)")! })
    #expect(axis.ticks.map(\.label) == ["10⁻⁷", "10⁻⁶", "10⁻⁵", "10⁻⁴", "10⁻³", "10⁻²", "10⁻¹"])
    // Within 1e-3…1e3 labels are plain numbers.
    let narrow = ChartAxis(title: "ratio", scale: .log10).resolved(for: [0.02, 5])
    #expect(narrow.ticks.map(\.label) == ["0.01", "0.1", "1", "10"])
    // Exact decades in the data stay the ends.
    let exact = ChartAxis(title: "x", scale: .log10).resolved(for: [1e-3, 1000])
    #expect(exact.lower == 1e-3 && exact.upper == 1000)
    // 19 decades: every second one, all still powers of ten.
    let wide = ChartAxis(title: "|ζ − 1|", scale: .log10).resolved(for: [1e-16, 99])
    #expect(wide.ticks.count <= 10)
    #expect(
      wide.ticks.allSatisfy { tick in (-16...2).contains { Double("1e\($0)")! == tick.value } })
    // A fixed domain of less than two decades gets 2× and 5× ticks.
    let short = ChartAxis(title: "x", scale: .log10, domain: 0.15...3).resolved(for: [Double]())
    #expect(short.ticks.map(\.value) == [0.2, 0.5, 1, 2])
  }

  @Test("linear axes extend to nice multiples")
  func linearTicks() {
    let axis = ChartAxis(title: "x").resolved(for: [0.13, 0.92])
    #expect(axis.lower == 0 && axis.upper == 1)
    #expect(axis.ticks.map(\.label) == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    let negative = ChartAxis(title: "x").resolved(for: [-1.2, 0.4])
    // span 1.6 → step 0.5 → −1.5…0.5.
    #expect(negative.ticks.map(\.label) == ["-1.5", "-1", "-0.5", "0", "0.5"])
    let fixed = ChartAxis(title: "x", domain: 0...0.75).resolved(for: [5.0])
    #expect(fixed.lower == 0 && fixed.upper == 0.75)
    #expect(ChartAxis(title: "x").resolved(for: [Double]()).upper == 1)
  }

  @Test("fractions: 0 at the lower end, exactly 1 at the upper end, nil if unplaceable")
  func fractions() {
    let linear = ResolvedAxis(scale: .linear, lower: -2, upper: 6)
    #expect(
      linear.fraction(of: -2) == 0 && linear.fraction(of: 6) == 1 && linear.fraction(of: 2) == 0.5)
    #expect(linear.fraction(of: .infinity) == nil)
    let log = ResolvedAxis(scale: .log10, lower: 1e-6, upper: 1)
    #expect(log.fraction(of: 1) == 1 && log.fraction(of: 1e-6) == 0)
    #expect(abs(log.fraction(of: 1e-3)! - 0.5) < 1e-15)
    #expect(log.fraction(of: 0) == nil && log.fraction(of: -1) == nil)
  }

  @Test("linear axes over spans at the ends of binary64 resolve without trapping")
  func extremeSpans() {
    // Values 1 and 2 ulps of the smallest subnormal: a span whose sixth underflows.
    let tiny = ChartAxis(title: "value").resolved(for: [
      0, .leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude,
    ])
    #expect(tiny.lower <= 0 && tiny.upper >= 2 * .leastNonzeroMagnitude && tiny.lower < tiny.upper)
    // A span that overflows (−max … max) falls back to a unit step and no ticks, not a hang.
    let huge = ChartAxis(title: "value").resolved(for: [
      -.greatestFiniteMagnitude, .greatestFiniteMagnitude,
    ])
    #expect(huge.ticks.count <= 1000)
  }

  @Test("caller-chosen tick values replace the automatic ones, inside the domain only")
  func chosenTicks() {
    let axis = ChartAxis(
      title: "rate", unit: "Hz", scale: .log10, domain: 25...300, tickValues: [240, 30, 60, 1000])
    let resolved = axis.resolved(for: [])
    #expect(resolved.ticks.map(\.value) == [30, 60, 240])
    #expect(resolved.ticks.map(\.label) == ["30", "60", "240"])
    #expect(
      ChartAxis(title: "x", scale: .log10, domain: 1...100).resolved(for: []).ticks.count == 3)
  }
}
