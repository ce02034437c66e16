//===--- ReferenceTestSupport.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the accuracy tests share: each stepper's test plan (tolerance,
// families, how many cases, how far to follow undamped springs) and the
// normalized errors of a reference run against the MPFR truth.
//
// Why the plans differ (the suite has to stay fast in debug builds on two
// cores, and each choice below is about cost, never about accuracy):
// - Explicit steppers and msadams skip the heavily overdamped family and the
//   broad cases with ζ > 10: those springs are stiff (the fast mode decays
//   4ζ² times faster than the slow one), and a method without the Jacobian
//   needs ~ζ² steps to stay stable over the slow time scale.
// - Low-order methods follow the nearly undamped and broad families over
//   their first periods only (`periodCap`): rk1imp needs ~3·10³ steps per
//   period at 1e-7, rk2 and rk2imp ~10³; those families run for up to
//   thousands of periods.
// - rk1imp runs at 1e-7 and rk2, rk2imp at 1e-8 for the same reason; every
//   plan's normalized tolerance τ stays ≤ 1e-6, where ReferenceErrorBound
//   holds.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference
import SpringTruth
import Testing

/// How one stepper is tested against the closed form.
struct StepperPlan: Sendable, CustomTestStringConvertible {
  var stepper: ODEStepper
  /// Absolute and relative tolerance.
  var tolerance: Double
  /// Seeded cases per family.
  var casesPerFamily: Int
  /// How many natural periods of the nearly undamped and broad families to
  /// follow (nil: the family's whole horizon, up to thousands of periods).
  var periodCap: Double?

  var testDescription: String { "\(stepper.rawValue) at \(tolerance)" }

  static let all: [StepperPlan] = [
    StepperPlan(stepper: .rk2, tolerance: 1e-8, casesPerFamily: 4, periodCap: 20),
    StepperPlan(stepper: .rk4, tolerance: 1e-9, casesPerFamily: 4, periodCap: 200),
    StepperPlan(stepper: .rkf45, tolerance: 1e-10, casesPerFamily: 5, periodCap: 500),
    StepperPlan(stepper: .rkck, tolerance: 1e-10, casesPerFamily: 5, periodCap: 500),
    StepperPlan(stepper: .rk8pd, tolerance: 1e-10, casesPerFamily: 8, periodCap: nil),
    StepperPlan(stepper: .rk1imp, tolerance: 1e-7, casesPerFamily: 3, periodCap: 5),
    StepperPlan(stepper: .rk2imp, tolerance: 1e-8, casesPerFamily: 4, periodCap: 20),
    StepperPlan(stepper: .rk4imp, tolerance: 1e-10, casesPerFamily: 4, periodCap: 200),
    StepperPlan(stepper: .bsimp, tolerance: 1e-10, casesPerFamily: 5, periodCap: nil),
    StepperPlan(stepper: .msadams, tolerance: 1e-10, casesPerFamily: 5, periodCap: 500),
    StepperPlan(stepper: .msbdf, tolerance: 1e-10, casesPerFamily: 5, periodCap: 500),
  ]

  static func plan(for stepper: ODEStepper) -> StepperPlan {
    all.first { $0.stepper == stepper }!
  }

  var integrator: ReferenceIntegrator {
    get throws { try ReferenceIntegrator(stepper: stepper, tolerance: tolerance) }
  }

  /// Whether this plan covers `springCase` (stiff springs need the Jacobian).
  func covers(_ springCase: SpringCase) -> Bool {
    if stepper.isStiffStable { return true }
    switch springCase.family {
    case .overdamped: return false
    case .broad: return springCase.spring.dampingRatio <= 10
    default: return true
    }
  }

  /// The cases of `family` this plan runs, with long horizons capped.
  func cases(of family: SweepFamily, seed: UInt64) -> [SpringCase] {
    // Draw extra cases so that filtering stiff ones still leaves enough.
    let drawn = family.cases(count: casesPerFamily * 3, seed: seed).filter(covers)
    return drawn.prefix(casesPerFamily).map { springCase in
      guard family == .undamped || family == .broad, let periods = periodCap else {
        return springCase
      }
      return springCase.truncated(to: periods * springCase.spring.naturalPeriod)
    }
  }
}

extension SpringCase {
  /// The same case over [0, horizon] only (sample times beyond it dropped).
  func truncated(to horizon: Double) -> SpringCase {
    guard horizon < self.horizon else { return self }
    return SpringCase(
      family: family, spring: spring, initialState: initialState, horizon: horizon,
      times: times.filter { $0 <= horizon },
      earliestFraction: min(0.5, earliestFraction * self.horizon / horizon))
  }
}

/// A reference run on one case, measured against the MPFR truth.
struct MeasuredRun {
  var springCase: SpringCase
  var run: ReferenceTrajectory
  var peaks: TrajectoryPeaks
  /// The largest normalized error E over the case's sample times.
  var worstError: Double
  /// ReferenceErrorBound's bound for the run.
  var bound: Double

  init(_ springCase: SpringCase, integrator: ReferenceIntegrator) throws {
    self.springCase = springCase
    run = try integrator.trajectory(
      of: springCase.spring, from: springCase.initialState, at: springCase.times)
    let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
    peaks = TrajectoryPeaks(of: springCase, truth: truth)
    let states = run.states
    var index = 0
    // sampleErrors visits the case's times in order: hand out the states in
    // the same order.
    worstError =
      sampleErrors(of: springCase) { _ in
        defer { index += 1 }
        return states[index]
      }.map(\.normalized).max() ?? 0
    bound = integrator.normalizedErrorBound(
      peakPosition: peaks.position, peakVelocity: peaks.velocity,
      acceptedSteps: run.statistics.acceptedSteps)
  }
}
