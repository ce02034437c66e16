//===--- MotionSummaryTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Motion summary: exact settling time, overshoot, visible bounces")
struct MotionSummaryTests {
  /// Overshoot and bounces by brute force: sample the exact motion densely,
  /// find turning points after the first crossing of the target.
  static func bruteForce(_ physical: PhysicalSpring, horizon: Double, samples: Int) -> (
    overshoot: Double, bounces: Int
  ) {
    let motion = physical.motion
    var previous = motion.position(at: 0)
    var previousSlope = 0.0
    var crossed = false
    var bounces = 0
    var peak = 0.0
    let step = horizon / Double(samples)
    for index in 1...samples {
      let x = motion.position(at: Double(index) * step)
      let slope = x - previous
      if !crossed && x >= 0 { crossed = true }
      if crossed && index > 1 && slope * previousSlope < 0 && abs(previous) > 0.005 { bounces += 1 }
      peak = max(peak, x)
      previous = x
      previousSlope = slope
    }
    return (100 * peak, bounces)
  }

  @Test("v0 = 0: the textbook overshoot e^(−ζπ/√(1−ζ²)) and a count of visible bounces")
  func textbookOvershoot() throws {
    for zeta in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let summary = MotionSummary(
        PhysicalSpring(spring: try Spring(naturalFrequency: 10, dampingRatio: zeta)))
      #expect(
        close(
          summary.overshoot, 100 * exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()), 1e-12))
      // Extremum heights e^(−nζπ/√(1−ζ²)) > 0.5 pt / 100 pt = 0.005 for n = 1, 2, …
      let perBounce = zeta * Double.pi / (1 - zeta * zeta).squareRoot()
      let expected = Int((log(200) / perBounce).rounded(.down))
      #expect(
        summary.visibleBounces == expected,
        "ζ \(zeta): \(String(describing: summary.visibleBounces))")
    }
  }

  @Test("agrees with a dense brute-force scan for random springs and velocities (seeded)")
  func bruteForceAgreement() throws {
    var random = SplitMix64(seed: 2024)
    for _ in 0..<40 {
      let zeta = random.uniform(0.15, 1.6)
      let omega = random.uniform(5, 30)
      let velocity = random.uniform(-20, 40)
      let physical = PhysicalSpring(
        spring: try Spring(naturalFrequency: omega, dampingRatio: zeta), initialVelocity: velocity)
      let summary = MotionSummary(physical)
      let scan = Self.bruteForce(physical, horizon: summary.settlingTime + 1, samples: 200_000)
      #expect(
        abs(summary.overshoot - scan.overshoot) < 1e-3 * max(1, scan.overshoot),
        "ζ \(zeta) ω \(omega) v \(velocity)")
      #expect(summary.visibleBounces == scan.bounces, "ζ \(zeta) ω \(omega) v \(velocity)")
    }
  }

  @Test("aperiodic springs bounce once only when thrown past the target; undamped never stops")
  func aperiodicAndUndamped() throws {
    let critical = try Spring(naturalFrequency: 10, dampingRatio: 1)
    let still = MotionSummary(PhysicalSpring(spring: critical))
    #expect(still.overshoot == 0 && still.visibleBounces == 0)
    #expect(close(still.settlingTime * 10, criticalSettlingProduct, 1e-12))
    // v0 > ω0 crosses the target: x = e^(−10t)(−1 + 20t) peaks at t = 0.15, x = 2e^(−1.5).
    let thrown = MotionSummary(PhysicalSpring(spring: critical, initialVelocity: 30))
    #expect(thrown.visibleBounces == 1)
    #expect(close(thrown.overshoot, 100 * 2 * exp(-1.5), 1e-12))
    // Thrown away from the target first: a turning point, but no bounce.
    let away = MotionSummary(
      PhysicalSpring(
        spring: try Spring(naturalFrequency: 10, dampingRatio: 2), initialVelocity: -30))
    #expect(away.visibleBounces == 0 && away.overshoot == 0)
    let undamped = MotionSummary(
      PhysicalSpring(spring: try Spring(naturalFrequency: 10, dampingRatio: 0), initialVelocity: 5))
    #expect(undamped.visibleBounces == nil && undamped.settlingTime == .infinity)
    #expect(close(undamped.overshoot, 100 * (1 + 0.25).squareRoot(), 1e-14))
  }

  @Test("too many bounces to count one by one: an estimate, not a capped integer")
  func uncountableBounces() throws {
    // ζ = 1e-77 from rest: heights e^(−nπζ/√(1−ζ²)) exceed 0.005 for
    // n < ln(200)/(πζ) ≈ 1.69e77 — far beyond Int, and not infinitely many.
    let zeta = 1e-77
    let summary = MotionSummary(
      PhysicalSpring(spring: try Spring(naturalFrequency: 10, dampingRatio: zeta)))
    let expected = log(200) / (Double.pi * zeta)
    #expect(summary.visibleBounces == nil)
    let estimate = try #require(summary.visibleBouncesEstimate)
    #expect(close(estimate, expected, 1e-12), "\(estimate) vs \(expected)")
    // Below 10^15 the count stays an exact integer and no estimate is given.
    let light = MotionSummary(
      PhysicalSpring(spring: try Spring(naturalFrequency: 10, dampingRatio: 1e-9)))
    let lightExpected = log(200) / (Double.pi * 1e-9 / (1 - 1e-18).squareRoot())
    #expect(light.visibleBouncesEstimate == nil)
    #expect(light.visibleBounces == Int(lightExpected.rounded(.down)))
  }

  @Test("visibility is configurable: 1 pt on a 100 pt move counts heights above 1% of the distance")
  func configurableVisibility() throws {
    // ζ 0.2 from rest: heights e^(−nπζ/√(1−ζ²)) = 0.527ⁿ: 52.7%, 27.7%, 14.6%, 7.7%, 4.0%, 2.1%, 1.12%, 0.59%, 0.31%…
    let physical = PhysicalSpring(spring: try Spring(naturalFrequency: 10, dampingRatio: 0.2))
    let perBounce = 0.2 * Double.pi / (1 - 0.04).squareRoot()
    for (threshold, move) in [(1.0, 100.0), (0.5, 100), (0.1, 100), (3, 300)] {
      let visibility = try BounceVisibility(threshold: threshold, move: move)
      let expected = Int((log(move / threshold) / perBounce).rounded(.down))
      #expect(
        MotionSummary(physical, visibility: visibility).visibleBounces == expected,
        "\(threshold) pt on \(move) pt")
    }
    #expect(BounceVisibility.standard.fraction == 0.005)
    #expect(throws: MappingError.self) { try BounceVisibility(threshold: 0, move: 100) }
    #expect(throws: MappingError.self) { try BounceVisibility(threshold: 1, move: .infinity) }
  }

  @Test("settling time is SpringModel's exact last crossing of 0.001")
  func settlingTime() throws {
    let physical = PhysicalSpring(spring: try spring(1, 100, 10), initialVelocity: 2)
    #expect(
      MotionSummary(physical).settlingTime == (try physical.motion.settlingTime(threshold: 0.001)))
  }
}
