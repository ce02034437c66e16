//===--- ReproducingDecimalsTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringTruth
import Testing

@Suite("Shortest decimals that reproduce a motion")
struct ReproducingDecimalsTests {
  /// max |x_a − x_b| on a uniform grid of 20 001 points over 3 s, written out
  /// here independently of `ReproducingDecimals.deviation`.
  static func gridDeviation(_ a: PhysicalSpring, _ b: PhysicalSpring) -> Double {
    (0...20_000).map { index -> Double in
      let t = 3 * Double(index) / 20_000
      return abs(a.motion.position(at: t) - b.motion.position(at: t))
    }.max() ?? 0
  }

  static func physical(_ id: String, _ parameters: [(String, Double)]) throws -> PhysicalSpring {
    try SpringAPIRegistry.make(
      id: id, parameters: Dictionary(uniqueKeysWithValues: parameters.map { ($0.0, .number($0.1)) })
    )
    .physical(in: .unit)
  }

  /// `deviation` as it was written before its coarse-to-fine visit: every
  /// sample in order (the horizon and count rules restated here).
  static func linearDeviation(_ a: PhysicalSpring, _ b: PhysicalSpring, tolerance: Double)
    -> Double
  {
    let settleA = (try? a.motion.settlingTime(threshold: tolerance / 4)) ?? .infinity
    let settleB = (try? b.motion.settlingTime(threshold: tolerance / 4)) ?? .infinity
    var horizon = max(settleA, settleB)
    if !horizon.isFinite { horizon = 100 * a.spring.naturalPeriod }
    if !horizon.isFinite { horizon = .greatestFiniteMagnitude }
    guard horizon > 0 else { return abs(a.motion.position(at: 0) - b.motion.position(at: 0)) }
    let period = min(a.spring.period, b.spring.period)
    let perPeriod = period.isFinite ? horizon / period * 64 : 0
    let count = Int(min(200_000, max(2000, perPeriod)).rounded(.up))
    var worst = 0.0
    for index in 0...count {
      let t = horizon * Double(index) / Double(count)
      worst = max(worst, abs(a.motion.position(at: t) - b.motion.position(at: t)))
    }
    return worst
  }

  @Test("deviation is the linear scan's maximum; with a limit, the same answer to 'within it?'")
  func coarseToFine() throws {
    var random = SplitMix64(seed: 2_026_1207)
    var failing = 0
    for _ in 0..<60 {
      let duration = random.logUniform(0.05, 5)
      let bounce = random.uniform(-0.9, 0.99)
      let a = try Self.physical(
        "swiftui.spring.duration", [("duration", duration), ("bounce", bounce)])
      let nudge = 1 + random.uniform(-1, 1) * random.logUniform(1e-9, 1e-3)
      let b = try Self.physical(
        "swiftui.spring.duration", [("duration", duration * nudge), ("bounce", bounce)])
      let full = ReproducingDecimals.deviation(a, b)
      #expect(full == Self.linearDeviation(a, b, tolerance: ReproducingDecimals.tolerance))
      let limited = ReproducingDecimals.deviation(a, b, limit: 1e-6)
      #expect((limited <= 1e-6) == (full <= 1e-6) && limited <= full)
      if full > 1e-6 { failing += 1 }
    }
    #expect(failing > 5 && failing < 55, "\(failing) of 60 beyond 1e-6")
  }

  @Test(
    "UIKit's bounce 0.19999999999999996 prints as 0.2; the printed duration reproduces the motion and is shortest"
  )
  func uikitBounce() throws {
    let duration = 0.34928719841736156
    let bounce = 0.19999999999999996
    let texts = ReproducingDecimals.shortest(
      id: "uikit.uiview.bounce",
      parameters: [
        ("duration", .number(duration)), ("bounce", .number(bounce)), ("velocity", .number(0)),
      ])
    #expect(texts.map(\.name) == ["duration", "bounce", "velocity"])
    #expect(texts[1].text == "0.2" && texts[2].text == "0")
    let printedDuration = try #require(Double(texts[0].text))
    #expect(texts[0].text.count < "0.34928719841736156".count)
    let original = try Self.physical(
      "uikit.uiview.bounce", [("duration", duration), ("bounce", bounce)])
    let printed = try Self.physical(
      "uikit.uiview.bounce", [("duration", printedDuration), ("bounce", 0.2)])
    #expect(Self.gridDeviation(original, printed) <= 1e-6)
    // One significant digit fewer does not reproduce it (the rounding is shortest).
    let digits = texts[0].text.filter(\.isNumber).drop { $0 == "0" }.count
    let shorter = ReproducingDecimals.rounded(printedDuration, significantDigits: digits - 1)
    let worse = try Self.physical("uikit.uiview.bounce", [("duration", shorter), ("bounce", 0.2)])
    #expect(Self.gridDeviation(original, worse) > 1e-6)
  }

  @Test("the deviation is zero for the same motion and grows with a change of stiffness")
  func deviation() throws {
    let a = PhysicalSpring(spring: try Spring(mass: 1, stiffness: 100, damping: 10))
    #expect(ReproducingDecimals.deviation(a, a) == 0)
    let b = PhysicalSpring(spring: try Spring(mass: 1, stiffness: 100.001, damping: 10))
    let grid = Self.gridDeviation(a, b)
    #expect(grid > 1e-7)
    #expect(abs(ReproducingDecimals.deviation(a, b) - grid) <= 0.01 * grid)
  }

  @Test("text prints the double exactly back: 0.2, 157.91367041742973, 1e-09")
  func text() {
    for value in [0.2, 157.91367041742973, 1e-9, 12345678.5, -0.125] {
      #expect(Double(ReproducingDecimals.text(value)) == value)
    }
    #expect(ReproducingDecimals.text(0.2) == "0.2" && ReproducingDecimals.text(100) == "100")
  }
}
