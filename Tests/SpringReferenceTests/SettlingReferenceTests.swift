//===--- SettlingReferenceTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Settling times found by integration against the exact ones (the closed
// form's last crossing, SpringMotion.settlingTime).
//
// The reference T comes from a trajectory whose normalized error is at most
// E = ReferenceErrorBound (κ·N·τ): positions are off by at most
// δx = E·peak|x| and velocities by δv = E·peak|v|. So T_ref must be the exact
// settling time of some threshold within δx of ε (and δv of εv). Settling
// times only grow as the threshold shrinks, so that is
//
//     T_exact(ε + δx, εv + δv)  ≤  T_ref  ≤  T_exact(ε − δx, εv − δv)
//
// (up to a few ulps): "agreement to the tolerance". Where the crossing is
// well conditioned this is |T_ref − T_exact| ≲ δx / |v(T)|; where the last
// peak clears ε by less than δx it allows the half period by which the
// answer really is uncertain at that accuracy.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference
import SpringTruth
import Testing

@Suite("Reference settling times")
struct SettlingReferenceTests {
  /// Checks one case: ε (and εv) drawn between 1e-6 and 0.3 of the peaks.
  /// Returns nil when `maxSettlingPeriods` rules the case out (too costly for
  /// a low-order stepper), else how much of the allowed interval T_ref used
  /// (0 at T_exact, 1 at either end).
  static func check(
    _ springCase: SpringCase, integrator: ReferenceIntegrator, random: inout SplitMix64,
    withVelocityThreshold: Bool = false, maxSettlingPeriods: Double? = nil
  ) throws -> Double? {
    let spring = springCase.spring
    let truth = MPFRTruth(spring: spring, initialState: springCase.initialState)
    let peaks = TrajectoryPeaks(of: springCase, truth: truth)
    let epsilon = peaks.position * random.logUniform(1e-6, 0.3)
    let velocityEpsilon =
      withVelocityThreshold ? peaks.velocity * random.logUniform(1e-6, 0.3) : nil
    let motion = SpringMotion(spring: spring, initialState: springCase.initialState)
    let exact = try motion.settlingTime(threshold: epsilon, velocityThreshold: velocityEpsilon)
    if let maxSettlingPeriods, exact > maxSettlingPeriods * spring.naturalPeriod { return nil }
    let reference = try integrator.settlingTime(
      of: spring, from: springCase.initialState, threshold: epsilon,
      velocityThreshold: velocityEpsilon)
    let bound = integrator.normalizedErrorBound(
      peakPosition: peaks.position, peakVelocity: peaks.velocity,
      acceptedSteps: reference.statistics.acceptedSteps)
    let dx = bound * peaks.position
    let dv = bound * peaks.velocity
    let earliest = try motion.settlingTime(
      threshold: epsilon + dx, velocityThreshold: velocityEpsilon.map { $0 + dv })
    let latest =
      epsilon <= dx || (velocityEpsilon.map { $0 <= dv } ?? false)
      ? Double.infinity
      : try motion.settlingTime(
        threshold: epsilon - dx, velocityThreshold: velocityEpsilon.map { $0 - dv })
    let slack = 4 * exact.ulp
    #expect(
      reference.time >= earliest - slack && reference.time <= latest + slack,
      "\(integrator.stepper): T_ref \(reference.time) outside [\(earliest), \(latest)] (exact \(exact)) for \(spring) from \(springCase.initialState), ε \(epsilon), εv \(String(describing: velocityEpsilon))"
    )
    let offset = reference.time - exact
    let room = offset >= 0 ? latest - exact : exact - earliest
    return room > 0 ? abs(offset) / room : (offset == 0 ? 0 : .infinity)
  }

  @Test(
    "every stepper's settling time agrees with the exact one to its tolerance",
    arguments: StepperPlan.all)
  func settlingAgreesWithExact(plan: StepperPlan) throws {
    let integrator = try plan.integrator
    var random = SplitMix64(seed: 77)
    var worst = 0.0
    var checked = 0
    // Nearly undamped springs take ~1/ζ periods to settle: not a settling test.
    for family in SweepFamily.allCases where family != .undamped {
      for springCase in plan.cases(of: family, seed: 99) {
        // Low-order steppers (with a period cap) skip springs that take
        // longer than four times that many periods to settle.
        guard
          let used = try Self.check(
            springCase, integrator: integrator, random: &random,
            maxSettlingPeriods: plan.periodCap.map { 4 * $0 })
        else { continue }
        worst = max(worst, used)
        checked += 1
      }
    }
    print(
      "settling \(plan.testDescription): \(checked) cases, worst share of the allowed interval = \(worst)"
    )
    #expect(checked >= 3 * plan.casesPerFamily)
  }

  @Test("rk8pd at 1e-12: the exact motion crosses ε at the reference T, to 1e-10 of the peak")
  func tightReferenceIsACrossing() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-12)
    var random = SplitMix64(seed: 79)
    for family in [SweepFamily.ui, .nearCritical, .critical] {
      for springCase in family.cases(count: 10, seed: 101) {
        let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
        let peak = TrajectoryPeaks(of: springCase, truth: truth).position
        let epsilon = peak * random.logUniform(1e-6, 0.3)
        let reference = try integrator.settlingTime(
          of: springCase.spring, from: springCase.initialState, threshold: epsilon)
        let residual = abs(truth.state(at: reference.time).position.magnitudeDouble - epsilon)
        #expect(residual <= 1e-10 * peak, "\(springCase.spring) ε \(epsilon)")
        let exact = try SpringMotion(
          spring: springCase.spring, initialState: springCase.initialState
        )
        .settlingTime(threshold: epsilon)
        #expect(abs(reference.time - exact) <= 1e-6 * exact, "\(springCase.spring) ε \(epsilon)")
      }
    }
  }

  @Test(
    "with a velocity threshold too, on UI, critical and overdamped springs",
    arguments: [ODEStepper.rk8pd, .bsimp, .msbdf])
  func velocityThreshold(stepper: ODEStepper) throws {
    let integrator = try StepperPlan.plan(for: stepper).integrator
    var random = SplitMix64(seed: 78)
    for family in [SweepFamily.ui, .critical, .nearCritical]
      + (stepper.isStiffStable ? [.overdamped] : [])
    {
      for springCase in family.cases(count: 6, seed: 100) {
        _ = try Self.check(
          springCase, integrator: integrator, random: &random, withVelocityThreshold: true)
      }
    }
  }

  @Test("undamped springs answer ∞ (or 0 inside the band) without integrating")
  func undampedNeverSettles() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-10)
    let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    // Amplitude √(x0² + (v0/ω0)²) = √(0.36 + 0.64) = 1.
    let state = SpringState(position: 0.6, velocity: 8)
    let never = try integrator.settlingTime(of: spring, from: state, threshold: 0.999)
    #expect(never.time == .infinity && never.statistics == .none)
    let inside = try integrator.settlingTime(of: spring, from: state, threshold: 1.001)
    #expect(inside.time == 0 && inside.statistics == .none)
    // The velocity amplitude √(v0² + ω0² x0²) = 10 exceeds 9.9: never.
    let byVelocity = try integrator.settlingTime(
      of: spring, from: state, threshold: 2, velocityThreshold: 9.9)
    #expect(byVelocity.time == .infinity)
    #expect(
      try SpringMotion(spring: spring, initialState: state).settlingTime(threshold: 0.999)
        == .infinity)
  }

  @Test("a motion that never leaves the band settles at 0 without integrating")
  func alreadySettled() throws {
    let integrator = try ReferenceIntegrator(stepper: .msbdf, tolerance: 1e-10)
    let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
    let result = try integrator.settlingTime(
      of: spring, from: SpringState(position: 1e-4, velocity: 1e-3), threshold: 1e-3)
    #expect(result.time == 0 && result.statistics == .none)
  }

  @Test("a spring too lightly damped to settle within the step limit ends in a clear error")
  func lightDampingHitsTheStepLimit() throws {
    // ζ = 1e-9: settling to 1e-6 takes ~ln(1e6)/(ζω0) ≈ 1.4e9 s, 2e9 periods.
    let spring = try Spring(naturalFrequency: 10, dampingRatio: 1e-9)
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-10, maxSteps: 20_000)
    #expect {
      try integrator.settlingTime(
        of: spring, from: SpringState(position: 1, velocity: 0), threshold: 1e-6)
    } throws: { error in
      guard case .workLimitExceeded(let limit) = error as? ReferenceError else { return false }
      return limit.stepLimit == 20_000 && limit.stepper == .rk8pd && limit.time > 0
        && "\(limit)".contains("20000 steps (the step limit)")
    }
  }
}
