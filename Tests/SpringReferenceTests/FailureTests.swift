//===--- FailureTests.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Whatever the input, a reference run returns or throws a Swift error; the
// process (here: the test runner with every other test in it) goes on.
// GSL's abort-on-error handler is off (GSLRuntime.prepare), every GSL status
// becomes ReferenceError.solverFailure with stepper, time and GSL's message,
// and every run is bounded by its step and evaluation budgets. Terms beyond
// binary64 are no failure: the run moves to scaled variables.
//
//===----------------------------------------------------------------------===//

import CGSL
import SpringModel
import SpringReference
import Testing

@Suite("Failures are Swift errors, and the process goes on")
struct FailureTests {
  static let rest = SpringState(position: 1, velocity: 0)

  @Test(
    "a right-hand side beyond binary64 is integrated in scaled variables, not failed",
    arguments: ODEStepper.allCases)
  func overflowingTermsAreScaled(stepper: ODEStepper) throws {
    // k·x = 1e300 · 1e10 would overflow in the caller's units (GSL_EDOM, a
    // failure, before ReferenceScaling): in units of 1/ω0 = 1e-150 s it is
    // an ordinary spring. Over one radian the run is within a millionth of
    // x0·cos 1 for every stepper but first-order rk1imp (1e-5); the accuracy
    // tests bound each tighter.
    let spring = try Spring(mass: 1, stiffness: 1e300, damping: 0)
    let integrator = try ReferenceIntegrator(stepper: stepper, tolerance: 1e-10)
    let run = try integrator.trajectory(
      of: spring, from: SpringState(position: 1e10, velocity: 0), at: [1e-150])
    let cosine = 0.5403023058681398
    let allowed = stepper == .rk1imp ? 1e-5 : 1e-6
    #expect(abs(run.states[0].position - 1e10 * cosine) <= allowed * 1e10, "\(run.states[0])")
    // …and the next integration in the same process works.
    let fine = try integrator.trajectory(
      of: try Spring(mass: 1, stiffness: 100, damping: 10), from: Self.rest, at: [0.5])
    #expect(abs(fine.states[0].position) < 0.1)
  }

  @Test(
    "an impossible tolerance stops at the step limit with a clear error",
    arguments: ODEStepper.allCases)
  func impossibleToleranceIsBounded(stepper: ODEStepper) throws {
    let integrator = try ReferenceIntegrator(stepper: stepper, tolerance: 1e-30, maxSteps: 300)
    let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
    #expect {
      try integrator.trajectory(of: spring, from: Self.rest, at: [1])
    } throws: { error in
      guard case .workLimitExceeded(let limit) = error as? ReferenceError else { return false }
      return limit.stepper == stepper && limit.time < 1 && limit.stepLimit == 301
        && "\(limit)".contains("while integrating toward t = 1.0 (times[0])")
    }
  }

  @Test(
    "k = 1e12 or t = 1e9 on a lasting oscillation: the work is bounded, the error says why",
    arguments: [(1e12, 1.0), (1.0, 1e9), (1e12, 1e9)])
  func hugeStiffnessOrTime(stiffness: Double, time: Double) throws {
    let spring = try Spring(mass: 1, stiffness: stiffness, damping: 1e-9)
    for stepper in [ODEStepper.rk8pd, .msbdf, .bsimp] {
      let integrator = try ReferenceIntegrator(stepper: stepper, tolerance: 1e-10, maxSteps: 5_000)
      #expect {
        try integrator.trajectory(of: spring, from: Self.rest, at: [time])
      } throws: { error in
        guard case .workLimitExceeded(let limit) = error as? ReferenceError else { return false }
        return limit.time > 0 && limit.time < time
      }
      #expect {
        try integrator.settlingTime(of: spring, from: Self.rest, threshold: 1e-300)
      } throws: { error in
        guard case .workLimitExceeded = error as? ReferenceError else { return false }
        return true
      }
    }
  }

  @Test("t = 1e9 is fine once the motion has decayed: bsimp strides over the tail")
  func longTimeAfterDecay() throws {
    let integrator = try ReferenceIntegrator(stepper: .bsimp, tolerance: 1e-10, maxSteps: 5_000)
    let run = try integrator.trajectory(
      of: try Spring(mass: 1, stiffness: 1, damping: 0.1), from: Self.rest, at: [1e9])
    // x(1e9) = O(e^(−5e7)) = 0 to the absolute tolerance.
    #expect(abs(run.states[0].position) <= 1e-9 && abs(run.states[0].velocity) <= 1e-9)
    #expect(run.statistics.acceptedSteps < 5_000)
  }

  @Test("GSL's own error handler is off: a call GSL rejects returns instead of aborting")
  func gslErrorHandlerIsOff() {
    GSLRuntime.prepare()
    // A negative absolute tolerance makes GSL call its error handler, whose
    // default prints and aborts. With the handler off we get a null pointer.
    #expect(gsl_odeiv2_control_y_new(-1, 0) == nil)
    #expect(GSLRuntime.message(for: Int32(GSL_EBADFUNC)) == "problem with user-supplied function")
  }

  /// One bad input per case; the raw value is the parameter the error must name.
  enum BadInput: String, CaseIterable, Sendable {
    case descendingTimes = "times[2]"
    case negativeTime = "times[0]"
    case timeNaN = "times[1]"
    case infiniteVelocity = "initialState.velocity"
    case zeroThreshold = "threshold"
    case negativeVelocityThreshold = "velocityThreshold"
    case repeatedRetargetTime = "retargets[1].time"
    case retargetNaN = "retargets[0].target"
    case infiniteTarget = "target"

    func run(_ integrator: ReferenceIntegrator, _ spring: Spring) throws(ReferenceError) {
      let rest = FailureTests.rest
      switch self {
      case .descendingTimes: _ = try integrator.trajectory(of: spring, from: rest, at: [0, 1, 0.5])
      case .negativeTime: _ = try integrator.trajectory(of: spring, from: rest, at: [-1])
      case .timeNaN: _ = try integrator.trajectory(of: spring, from: rest, at: [0, .nan])
      case .infiniteVelocity:
        _ = try integrator.trajectory(
          of: spring, from: SpringState(position: 0, velocity: .infinity), at: [1])
      case .zeroThreshold: _ = try integrator.settlingTime(of: spring, from: rest, threshold: 0)
      case .negativeVelocityThreshold:
        _ = try integrator.settlingTime(of: spring, from: rest, threshold: 1, velocityThreshold: -1)
      case .repeatedRetargetTime:
        _ = try integrator.retargetedMotion(
          of: spring, value: 0, velocity: 0, target: 1,
          retargets: [Retarget(time: 0.5, target: 2), Retarget(time: 0.5, target: 3)], at: [1])
      case .retargetNaN:
        _ = try integrator.retargetedMotion(
          of: spring, value: 0, velocity: 0, target: 1,
          retargets: [Retarget(time: 0.5, target: .nan)], at: [1])
      case .infiniteTarget:
        _ = try integrator.retargetedMotion(
          of: spring, value: 0, velocity: 0, target: .infinity, retargets: [], at: [1])
      }
    }
  }

  @Test("bad inputs are named", arguments: BadInput.allCases)
  func badInputIsNamed(input: BadInput) throws {
    let integrator = try ReferenceIntegrator(stepper: .rkf45, tolerance: 1e-8)
    let spring = try Spring(mass: 1, stiffness: 10, damping: 1)
    #expect {
      try input.run(integrator, spring)
    } throws: { error in
      guard case .invalidInput(let bad) = error as? ReferenceError else { return false }
      return bad.parameter == input.rawValue
    }
  }

  @Test("bad tolerances and budgets are named")
  func badConfiguration() {
    func parameter(_ make: () throws(ReferenceError) -> ReferenceIntegrator) -> String? {
      do {
        _ = try make()
        return nil
      } catch {
        guard case .invalidInput(let input) = error else { return nil }
        return input.parameter
      }
    }
    #expect(
      parameter { () throws(ReferenceError) in try ReferenceIntegrator(stepper: .rk4, tolerance: 0)
      } == "tolerance")
    #expect(
      parameter { () throws(ReferenceError) in
        try ReferenceIntegrator(stepper: .rk4, tolerance: .nan)
      } == "tolerance")
    #expect(
      parameter { () throws(ReferenceError) in
        try ReferenceIntegrator(stepper: .rk4, absoluteTolerance: -1, relativeTolerance: 1e-6)
      } == "absoluteTolerance")
    #expect(
      parameter { () throws(ReferenceError) in
        try ReferenceIntegrator(stepper: .rk4, absoluteTolerance: 0, relativeTolerance: .infinity)
      } == "relativeTolerance")
    #expect(
      parameter { () throws(ReferenceError) in
        try ReferenceIntegrator(stepper: .rk4, absoluteTolerance: 0, relativeTolerance: 0)
      } == "absoluteTolerance")
    #expect(
      parameter { () throws(ReferenceError) in
        try ReferenceIntegrator(stepper: .rk4, tolerance: 1e-6, maxSteps: 0)
      } == "maxSteps")
    // Relative-only and absolute-only tolerances are fine.
    #expect(
      parameter { () throws(ReferenceError) in
        try ReferenceIntegrator(stepper: .rk4, absoluteTolerance: 0, relativeTolerance: 1e-8)
      } == nil)
  }
}
