//===--- ComposeDurationEstimateTests.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Compose's spring duration estimate")
struct ComposeDurationEstimateTests {
  /// The reference notes measured Compose's default spring at about 171 ms
  /// for a Float 0 → 1, and about 258 ms for 1000 px with a 0.5 px
  /// threshold.
  @Test("default spring: ≈ 171 ms for 0 → 1, ≈ 258 ms for 1000 px at 0.5 px")
  func measuredDefaults() {
    let unit = ComposeDurationEstimate.milliseconds(
      stiffness: 1500, dampingRatio: 1, initialDisplacement: -100, initialVelocity: 0)
    #expect(unit == 171)
    let pixels = ComposeDurationEstimate.milliseconds(
      stiffness: 1500, dampingRatio: 1, initialDisplacement: -2000, initialVelocity: 0)
    #expect(pixels == 258)
  }

  @Test("underdamped: the envelope ln(√(p0² + c2²))/(ζω0), truncated to milliseconds")
  func underdamped() {
    // k 400, ζ 0.2: ω0 20, r = −4, ωd = √384; p0 = 100, v0 = 0 → c2 = 400/√384.
    let c2 = 400 / 384.0.squareRoot()
    let expected = Int64(log((100 * 100 + c2 * c2).squareRoot()) / 4 * 1000)
    #expect(
      ComposeDurationEstimate.milliseconds(
        stiffness: 400, dampingRatio: 0.2, initialDisplacement: -100, initialVelocity: 0)
        == expected)
  }

  @Test("critical and overdamped: within a millisecond of the exact last crossing")
  func newton() throws {
    for (zeta, velocity) in [(1.0, 0.0), (1.0, 3000.0), (1.5, 0.0), (3.0, -500.0), (2.0, 4000.0)] {
      let ms = ComposeDurationEstimate.milliseconds(
        stiffness: 400, dampingRatio: Float(zeta), initialDisplacement: -100,
        initialVelocity: Float(velocity))
      let spring = try spring(1, 400, 2 * zeta * 20)
      let exact = try SpringMotion(spring: spring, position: -100, velocity: velocity).settlingTime(
        threshold: 1)
      #expect(
        abs(Double(ms) / 1000 - exact) <= 0.002, "ζ \(zeta) v \(velocity): \(ms) ms vs \(exact) s")
    }
    #expect(
      ComposeDurationEstimate.milliseconds(
        stiffness: 400, dampingRatio: 0, initialDisplacement: -100, initialVelocity: 0)
        == ComposeDurationEstimate.maximumMilliseconds)
  }

  @Test("compose.spring reports the estimate for the conversion's distance")
  func family() throws {
    let derived = try ComposeSpring { _ in }.derived(in: .unit)
    #expect(derived.first?.value == 0.171)
    let far = try ComposeSpring { $0.visibilityThreshold = 0.5 }.derived(
      in: ConversionContext(distance: 1000))
    #expect(far.first?.value == 0.258)
  }
}
