//===--- SettlingTimeTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The exact settling time checked against the MPFR truth: T is a crossing
// (residual of a few ulps), |x| stays ≤ ε on a dense grid after T, is > ε just
// before T, it matches the truth's own settling time (MPFRTruth.settlingTime),
// and a brute-force scan finds the same last crossing.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Settling time: the exact last crossing")
struct SettlingTimeTests {
  /// A threshold between 1e-6 and 0.3 of the case's largest |x|.
  static func threshold(for springCase: SpringCase, using random: inout SplitMix64) -> Double {
    let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
    return TrajectoryPeaks(of: springCase, truth: truth).position * random.logUniform(1e-6, 0.3)
  }

  /// Checks that `settle` is the last crossing of ε by the truth.
  static func checkLastCrossing(
    _ springCase: SpringCase, epsilon: Double, settle: Double
  ) {
    let spring = springCase.spring
    let truth = MPFRTruth(spring: spring, initialState: springCase.initialState)
    let peak = TrajectoryPeaks(of: springCase, truth: truth).position
    let motion = SpringMotion(spring: spring, initialState: springCase.initialState)
    guard settle > 0 else {
      #expect(peak <= epsilon * (1 + 1e-12), "settled at 0 but peak \(peak) > ε \(epsilon)")
      return
    }
    #expect(settle.isFinite)
    let omegaD = spring.dampedFrequency
    let speed = abs(motion.velocity(at: settle))
    // Evaluation error of x (a few ulps of the peak, times 1 + ωd t) plus the
    // change of x over one ulp of T.
    let slack = 8 * Double.ulpOfOne * peak * (1 + omegaD * settle) + 2 * speed * settle.ulp
    // 1. T is a crossing: |x(T)| = ε up to the slack, in our evaluator and in truth.
    #expect(abs(abs(motion.position(at: settle)) - epsilon) <= slack, "\(spring) ε \(epsilon)")
    #expect(abs(truth.state(at: settle).position.magnitudeDouble - epsilon) <= slack)
    // The truth's own settling time, to 2^-184 relative: T is within the
    // slack's worth of time of it.
    if let exact = try? truth.settlingTime(threshold: epsilon).binary64, speed > 0 {
      #expect(
        abs(settle - exact) * speed <= 2 * slack, "\(spring) ε \(epsilon): \(settle) vs \(exact)")
    }
    // 2. Just before T, |x| > ε (by the slope over a small step).
    let timeScale = omegaD > 0 ? 1 / omegaD : settle
    let before = max(0, settle - 1e-6 * min(timeScale, settle))
    if settle - before > 0 && speed * (settle - before) > 4 * slack {
      #expect(truth.state(at: before).position.magnitudeDouble > epsilon, "\(spring) ε \(epsilon)")
    }
    // 3. After T, |x| ≤ ε on a dense grid over the following periods.
    let span = omegaD > 0 ? 6 * Double.pi / omegaD : 4 * settle + 1 / spring.naturalFrequency
    guard let grid = try? UniformTimeGrid(start: settle, step: span / 1500, count: 1501) else {
      Issue.record("no grid after \(settle)")
      return
    }
    for (index, state) in truth.states(on: grid).enumerated() where index > 0 {
      #expect(
        state.position.magnitudeDouble <= epsilon + slack, "\(spring) t \(grid.time(at: index))")
    }
  }

  @Test(
    "T is the last crossing in every damped family",
    arguments: [
      SweepFamily.ui, .broad, .nearCritical, .critical, .overdamped,
    ])
  func lastCrossing(family: SweepFamily) throws {
    var random = SplitMix64(seed: 2026)
    for springCase in family.cases(count: 120, seed: 77) {
      let epsilon = Self.threshold(for: springCase, using: &random)
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      let settle = try motion.settlingTime(threshold: epsilon)
      Self.checkLastCrossing(springCase, epsilon: epsilon, settle: settle)
    }
  }

  @Test("a brute-force scan of the truth finds the same last crossing")
  func bruteForceScan() throws {
    var random = SplitMix64(seed: 99)
    for springCase in SweepFamily.ui.cases(count: 60, seed: 4) {
      let epsilon = random.logUniform(1e-4, 0.1)
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      let settle = try motion.settlingTime(threshold: epsilon)
      let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
      // Scan 0…(T + 2 s) with 0.2 ms steps for the last sample with |x| > ε.
      let step = 2e-4
      let grid = try UniformTimeGrid(step: step, count: Int(((settle + 2) / step).rounded(.up)) + 1)
      var lastAbove = -1.0
      for (index, state) in truth.states(on: grid).enumerated()
      where state.position.compare(to: epsilon) == 1 || state.position.compare(to: -epsilon) == -1 {
        lastAbove = grid.time(at: index)
      }
      if lastAbove < 0 {
        #expect(settle == 0)
      } else {
        #expect(settle > lastAbove && settle <= lastAbove + step, "T \(settle) scan \(lastAbove)")
      }
    }
  }

  @Test("known value: critical (1 + t)e^(−t) crosses 1e-3 at t = 9.2334134764…")
  func criticalKnownValue() throws {
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 1, damping: 2), position: 1, velocity: 0)
    let settle = try motion.settlingTime(threshold: 1e-3)
    // Independent: bisection on (1 + t)e^(−t) = 1e-3 in MPFR at 128 bits.
    var low = MPFRNumber(5, precision: 128)
    var high = MPFRNumber(15, precision: 128)
    for _ in 0..<120 {
      let mid = (low + high) / 2.0
      if (mid + 1.0) * (-mid).exp() > 1e-3 { low = mid } else { high = mid }
    }
    #expect(abs(TruthValue(copying: low).error(of: settle)) <= 4 * settle.ulp)
  }

  @Test("0 when already settled, ∞ when undamped and above the threshold")
  func trivialAnswers() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(
      try SpringMotion(spring: spring, initialState: .rest).settlingTime(threshold: 1e-9) == 0)
    let small = SpringMotion(spring: spring, position: 1e-4, velocity: 0)
    #expect(try small.settlingTime(threshold: 1e-3) == 0)
    let undamped = try Spring(mass: 1, stiffness: 4, damping: 0)
    // Amplitude √(x0² + (v0/ω0)²) = √(0.6² + 0.4²) ≈ 0.72.
    let swinging = SpringMotion(spring: undamped, position: 0.6, velocity: 0.8)
    #expect(try swinging.settlingTime(threshold: 0.7) == .infinity)
    #expect(try swinging.settlingTime(threshold: 0.73) == 0)
    #expect(try SpringMotion(spring: undamped, initialState: .rest).settlingTime(threshold: 1) == 0)
  }

  @Test("invalid thresholds are rejected")
  func invalidThresholds() throws {
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 1, damping: 1), position: 1, velocity: 0)
    for bad in [0, -1, Double.nan, .infinity] {
      #expect(throws: SpringInputError.self) { try motion.settlingTime(threshold: bad) }
      #expect(throws: SpringInputError.self) {
        try motion.settlingTime(threshold: 1e-3, velocityThreshold: bad)
      }
    }
  }

  @Test("10⁶ oscillations before settling cost no more evaluations than 2")
  func costIndependentOfOscillations() throws {
    // ζ chosen so the envelope needs ≈ N periods to fall from 1 to 1e-3.
    func search(periods: Double) throws -> (SettlingResult, SpringMotion) {
      let zeta = log(1000) / (2 * Double.pi * periods)
      let spring = try Spring(naturalFrequency: 2 * Double.pi, dampingRatio: zeta)
      let motion = SpringMotion(spring: spring, position: 1, velocity: 0)
      return (try motion.settlingSearch(threshold: 1e-3), motion)
    }
    let (few, _) = try search(periods: 2)
    let (many, motion) = try search(periods: 1e6)
    #expect(many.time > 9e5 && many.time < 1.1e6)
    #expect(
      few.evaluations <= 40 && many.evaluations <= 40, "\(few.evaluations) vs \(many.evaluations)")
    // And it is right: the truth crosses ε there and stays below after.
    let springCase = SpringCase(
      family: .undamped, spring: motion.spring, initialState: motion.initialState,
      horizon: many.time * 1.1, times: [0], earliestFraction: 1e-6)
    Self.checkLastCrossing(springCase, epsilon: 1e-3, settle: many.time)
  }

  @Test("a velocity threshold: both |x| ≤ ε and |v| ≤ εv from T on")
  func velocityThreshold() throws {
    var random = SplitMix64(seed: 5)
    for springCase in SweepFamily.ui.cases(count: 80, seed: 6) {
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      let epsilon = random.logUniform(1e-4, 1e-2)
      let velocityEpsilon = random.logUniform(1e-4, 1)
      let both = try motion.settlingTime(threshold: epsilon, velocityThreshold: velocityEpsilon)
      let positionOnly = try motion.settlingTime(threshold: epsilon)
      let velocityOnly = try motion.velocityMotion.settlingTime(threshold: velocityEpsilon)
      #expect(both == max(positionOnly, velocityOnly))
      let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
      for index in 1...400 {
        let state = truth.state(at: both + 0.01 * Double(index))
        #expect(state.position.magnitudeDouble <= epsilon * (1 + 1e-9))
        #expect(state.velocity.magnitudeDouble <= velocityEpsilon * (1 + 1e-9))
      }
    }
  }
}
