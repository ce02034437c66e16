//===--- GSLDriver.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One GSL odeiv2 driver with everything it points to, owned in one place.
//
// `gsl_odeiv2_driver_alloc_y_new` keeps the *address* of the system struct,
// and the system keeps the address of its params. Passing `&system` from
// Swift would hand GSL a pointer valid only for that one call (no compiler
// warning), so the system lives in memory allocated here and freed in
// deinit, after the driver; the params are the context object, which this
// class keeps alive.
//
// Steps are taken one at a time with gsl_odeiv2_evolve_apply on the driver's
// own step, control and evolve objects (exactly what gsl_odeiv2_driver_apply
// does in its loop), so that this class can count accepted steps, enforce the
// work limit, cap the step size and hand every accepted step to the caller.
//
//===----------------------------------------------------------------------===//

import CGSL

/// A GSL driver integrating one SpringSystemContext, one step at a time.
/// Used by one thread for the duration of one reference computation.
final class GSLDriver {
  let stepper: ODEStepper
  let context: SpringSystemContext
  let absoluteTolerance: Double
  let relativeTolerance: Double
  /// Accepted steps allowed before `step` throws.
  let stepLimit: Int
  /// Largest step size in seconds (`infinity`: no cap).
  var maximumStep = Double.infinity
  /// Per-component factors of the absolute tolerance (position, velocity):
  /// 1 and 1 for an unscaled run, the units' reciprocals for one in scaled
  /// variables (ReferenceScaling.swift).
  let absoluteScales: (position: Double, velocity: Double)

  private let system: UnsafeMutablePointer<gsl_odeiv2_system>
  private let driver: UnsafeMutablePointer<gsl_odeiv2_driver>
  private let y: UnsafeMutablePointer<Double>
  /// Current time in seconds.
  private(set) var time: Double = 0
  /// Steps accepted since creation.
  private(set) var acceptedSteps = 0
  /// Rejections counted by evolve objects before their last reset.
  private var earlierRejections = 0

  /// Allocates a driver for `stepper` with the given tolerances; call
  /// `restart` before stepping.
  init(
    stepper: ODEStepper, context: SpringSystemContext, absoluteTolerance: Double,
    relativeTolerance: Double, stepLimit: Int,
    absoluteScales: (position: Double, velocity: Double) = (1, 1)
  ) throws(ReferenceError) {
    GSLRuntime.prepare()
    let system = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
    system.initialize(
      to: gsl_odeiv2_system(
        function: springRightHandSide,
        jacobian: stepper.usesJacobian ? springJacobian : nil,
        dimension: 2,
        params: Unmanaged.passUnretained(context).toOpaque()))
    // hstart is replaced by `restart`; it only has to be valid here. A scaled
    // run uses GSL's scaled control, whose tolerance for component i is
    // eps_abs·scale_i + eps_rel·|y_i|: the unscaled control, in other units.
    let unscaled = absoluteScales.position == 1 && absoluteScales.velocity == 1
    let scales = [absoluteScales.position, absoluteScales.velocity]
    let allocated =
      unscaled
      ? gsl_odeiv2_driver_alloc_y_new(
        system, stepper.gslStepType, 1, absoluteTolerance, relativeTolerance)
      : scales.withUnsafeBufferPointer { scale in
        gsl_odeiv2_driver_alloc_scaled_new(
          system, stepper.gslStepType, 1, absoluteTolerance, relativeTolerance, 1, 0,
          scale.baseAddress)
      }
    guard let driver = allocated else {
      system.deinitialize(count: 1)
      system.deallocate()
      throw .solverFailure(
        GSLFailure(
          stepper: stepper, time: 0, status: Int32(GSL_EINVAL), goal: "allocating the driver",
          detail: "gsl_odeiv2_driver_alloc_y_new (or _scaled_new) returned no driver"))
    }
    self.stepper = stepper
    self.context = context
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.stepLimit = stepLimit
    self.absoluteScales = absoluteScales
    self.system = system
    self.driver = driver
    self.y = UnsafeMutablePointer<Double>.allocate(capacity: 2)
    self.y.initialize(repeating: 0, count: 2)
  }

  deinit {
    gsl_odeiv2_driver_free(driver)
    system.deinitialize(count: 1)
    system.deallocate()
    y.deallocate()
  }

  /// The current (value, velocity).
  var value: Double { y[0] }
  var velocity: Double { y[1] }

  /// Forgets all history (multistep methods keep some) and starts again at
  /// `time` from (`value`, `velocity`), with a fresh starting step.
  func restart(at time: Double, value: Double, velocity: Double) throws(ReferenceError) {
    earlierRejections += Int(driver.pointee.e.pointee.failed_steps)
    let h = min(
      maximumStep,
      initialStepSize(
        context: context, time: time, value: value, velocity: velocity,
        absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
        order: stepper.orders.lowerBound, absoluteScales: absoluteScales))
    let status = gsl_odeiv2_driver_reset_hstart(driver, h)
    guard status == GSL_SUCCESS else { throw failure(status, "restarting at t = \(time)") }
    self.time = time
    y[0] = value
    y[1] = velocity
  }

  /// Takes one accepted step toward `end` (landing on it exactly when it is
  /// within reach). `goal` describes the run for error messages.
  func step(toward end: Double, goal: @autoclosure () -> String) throws(ReferenceError) {
    guard acceptedSteps < stepLimit else { throw workLimit(goal(), evaluations: false) }
    context.problem = nil
    var t = time
    var h = driver.pointee.h
    let status = gsl_odeiv2_evolve_apply(
      driver.pointee.e, driver.pointee.c, driver.pointee.s, system, &t, end, &h, y)
    driver.pointee.h = min(h, maximumStep)
    guard status == GSL_SUCCESS else {
      if context.problem == .evaluationBudgetExhausted {
        throw workLimit(goal(), evaluations: true)
      }
      throw failure(status, goal())
    }
    time = t
    acceptedSteps += 1
    guard y[0].isFinite, y[1].isFinite else {
      throw .solverFailure(
        GSLFailure(
          stepper: stepper, time: time, status: Int32(GSL_EDOM), goal: goal(),
          detail: "the state overflowed to (\(y[0]), \(y[1]))"))
    }
  }

  /// Steps until `time == end` (≥ the current time).
  func advance(to end: Double, goal: @autoclosure () -> String) throws(ReferenceError) {
    while time < end { try step(toward: end, goal: goal()) }
  }

  /// The cost so far, including every restart.
  var statistics: IntegrationStatistics {
    IntegrationStatistics(
      acceptedSteps: acceptedSteps,
      rejectedSteps: earlierRejections + Int(driver.pointee.e.pointee.failed_steps),
      rightHandSideEvaluations: context.rightHandSideEvaluations,
      jacobianEvaluations: context.jacobianEvaluations)
  }

  private func failure(_ status: Int32, _ goal: String) -> ReferenceError {
    var detail = ""
    switch context.problem {
    case .notFinite(let t, let value, let velocity):
      detail =
        "the acceleration -(c v + k (x - target))/m is not finite at t = \(t), "
        + "value \(value), velocity \(velocity)"
    case .evaluationBudgetExhausted, nil:
      if status == GSL_FAILURE {
        detail =
          "the step size shrank to the resolution of t without meeting the "
          + "tolerance (absolute \(absoluteTolerance), relative \(relativeTolerance))"
      }
    }
    return .solverFailure(
      GSLFailure(stepper: stepper, time: time, status: status, goal: goal, detail: detail))
  }

  private func workLimit(_ goal: String, evaluations: Bool) -> ReferenceError {
    .workLimitExceeded(
      WorkLimit(
        stepper: stepper, time: time, goal: goal, stepLimit: stepLimit,
        evaluationLimit: context.evaluationLimit, evaluationsExhausted: evaluations))
  }
}
