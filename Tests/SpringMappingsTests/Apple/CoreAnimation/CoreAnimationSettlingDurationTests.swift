//===--- CoreAnimationSettlingDurationTests.swift -------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@testable import SpringMappings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Core Animation's settlingDuration")
struct CoreAnimationSettlingDurationTests {
  func settle(_ k: Double, _ c: Double, m: Double = 1, v: Double = 0, overdamping: Bool = false)
    throws -> Double
  {
    try #require(
      CoreAnimationSettlingDuration.duration(
        spring: spring(m, k, c), velocity: v, allowsOverdamping: overdamping))
  }

  @Test("Apple's documented values: ≈ 2.85 s at damping 5, just over 1 s at 15; default 1.4727")
  func documentedValues() throws {
    let five = try settle(100, 5)
    let fifteen = try settle(100, 15)
    let standard = try settle(100, 10)
    #expect(rounds(five, to: 2.85, decimals: 2))
    #expect(fifteen > 1 && fifteen < 1.1)
    // The reference's derived values, to six decimals.
    #expect(rounds(five, to: 2.854975, decimals: 6))
    #expect(rounds(fifteen, to: 1.022094, decimals: 6))
    #expect(rounds(standard, to: 1.472700, decimals: 6))
    #expect(
      rounds(
        try CASpringAnimationParameters { _ in }.derived(in: .unit)[0].value ?? 0, to: 1.472700,
        decimals: 6))
  }

  @Test("the presets' settle times from the reference table")
  func presets() throws {
    let k = PerceptualSpring.stiffness(response: 0.5)
    #expect(rounds(try settle(k, 21.362830), to: 0.736651, decimals: 5))
    #expect(rounds(try settle(k, 17.592919), to: 0.862955, decimals: 5))
    // .smooth is critical: the 0.1 s grid rule gives 0.8 (accumulated as 0.7999999999999999).
    let smooth = try settle(k, 2 * k.squareRoot())
    #expect(abs(smooth - 0.8) < 1e-12)
  }

  @Test("the grid rule: the first grid time after which the motion stays inside ε")
  func gridRule() throws {
    for (k, c, v) in [
      (100.0, 20.0, 0.0), (100.0, 50.0, 0.0), (400.0, 40.0, 30.0), (50.0, 30.0, -2.0),
    ] {
      let t = try settle(k, c, v: v, overdamping: true)
      let motion = SpringMotion(spring: try spring(1, k, c), position: -1, velocity: v)
      // A grid point (within accumulation error), inside ε there, and the one before is outside.
      let steps = (t / 0.1).rounded()
      #expect(abs(t - steps * 0.1) < 1e-12)
      #expect(abs(motion.position(at: t)) < 0.001)
      #expect(abs(motion.position(at: t - 0.1)) >= 0.001)
      // It never exceeds the exact settling time by more than one grid step.
      let exact = try motion.settlingTime(threshold: 0.001)
      #expect(t >= exact && t < exact + 0.1 + 1e-12)
    }
  }

  @Test("without allowsOverdamping, ζ > 1 is timed as critical; undamped is FLT_MAX")
  func overdampingAndUndamped() throws {
    let critical = try settle(100, 20)
    #expect(try settle(100, 60) == critical)
    #expect(try settle(100, 60, overdamping: true) > critical)
    #expect(try settle(100, 0) == Double(Float.greatestFiniteMagnitude))
  }
}

@Suite("Core Animation's grid walk: points known to be above ε are skipped, not the answer")
struct CoreAnimationGridSkipTests {
  /// The walk over every grid point, as Core Animation does it.
  static func fullWalk(_ motion: SpringMotion, threshold: Double) -> Double? {
    CoreAnimationSettlingDuration.gridSettlingTime(
      threshold: threshold, maximumSteps: 200_000,
      distance: { abs(motion.position(at: $0)) })
  }

  @Test("the same answer as the full walk for ζ ≥ 1, crossing zero or not, any ε below 1")
  func sameAnswer() throws {
    var random = SplitMix64(seed: 2_026_1207)
    var crossing = 0
    var skipped = 0
    for _ in 0..<400 {
      let omega = random.logUniform(0.05, 50)
      let zeta = random.next() % 4 == 0 ? 1 : random.logUniform(1, 20)
      let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
      let velocity = random.uniform(-1, 1) * random.logUniform(0.01, 500)
      let threshold = random.logUniform(1e-6, 0.5)
      let motion = SpringMotion(spring: spring, position: -1, velocity: velocity)
      let above = CoreAnimationSettlingDuration.aboveThreshold(
        motion, motion.positionFunction, threshold: threshold)
      let skipping = CoreAnimationSettlingDuration.gridSettlingTime(
        threshold: threshold, maximumSteps: 200_000, distance: { abs(motion.position(at: $0)) },
        aboveUntil: above)
      let full = Self.fullWalk(motion, threshold: threshold)
      #expect(skipping == full, "ω0 \(omega), ζ \(zeta), v \(velocity), ε \(threshold)")
      if motion.extrema.firstZeroTime != nil { crossing += 1 }
      if above > 1 { skipped += 1 }
    }
    // Both shapes were exercised, and the skip mattered.
    #expect(crossing > 40 && skipped > 100, "\(crossing) crossing, \(skipped) skipping")
  }

  @Test("a spring settling beyond the walk's 100 000 s answers nil without walking it")
  func beyondTheWalk() throws {
    // ω0 = 1e-3 rad/s at ζ = 20: the slow mode decays at about 2.5e-5 /s,
    // so it settles after about 3·10⁵ s.
    let spring = try Spring(mass: 1, stiffness: 1e-6, damping: 4e-2)
    let motion = SpringMotion(spring: spring, position: -1, velocity: 0)
    let above = CoreAnimationSettlingDuration.aboveThreshold(
      motion, motion.positionFunction, threshold: 0.001)
    #expect(above > 100_000)
    #expect(
      CoreAnimationSettlingDuration.duration(spring: spring, velocity: 0, allowsOverdamping: true)
        == nil)
  }
}
