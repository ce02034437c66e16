//===--- SpringSystem.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The spring as GSL sees it: y = (value, velocity), with
//
//     y0' = y1
//     y1' = −(c·y1 + k·(y0 − target)) / m
//     ∂f/∂y = [[0, 1], [−k/m, −c/m]],   ∂f/∂t = 0
//
// and target = 0 for a free motion (y0 is then the displacement x itself).
// GSL calls plain C functions, so everything they need — coefficients, the
// current target, the evaluation counters and budget — travels through the
// `params` pointer as a SpringSystemContext that outlives the driver.
//
//===----------------------------------------------------------------------===//

import CGSL
import SpringModel

/// The coefficients, counters and budget one integration's callbacks share.
///
/// Not thread-safe and not meant to be: each integration owns its own
/// context, and GSL calls the callbacks on the integrating thread only.
final class SpringSystemContext {
  let mass: Double
  let stiffness: Double
  let damping: Double
  /// The rest point y0 is pulled toward; changes at retargets.
  var target: Double
  /// Calls of the right-hand side so far.
  var rightHandSideEvaluations = 0
  /// Calls of the Jacobian so far.
  var jacobianEvaluations = 0
  /// When `rightHandSideEvaluations` passes this, the callback stops the run.
  let evaluationLimit: Int
  /// Why the last callback refused to evaluate, if it did.
  var problem: Problem?

  enum Problem: Equatable {
    /// The state or its derivative was not finite (overflow).
    case notFinite(time: Double, value: Double, velocity: Double)
    /// The evaluation budget ran out.
    case evaluationBudgetExhausted
  }

  init(spring: Spring, target: Double, evaluationLimit: Int) {
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    self.target = target
    self.evaluationLimit = evaluationLimit
  }

  /// y' = f(y) in Swift, for the initial-step estimate (not counted).
  func derivative(value: Double, velocity: Double) -> (Double, Double) {
    (velocity, -(damping * velocity + stiffness * (value - target)) / mass)
  }
}

/// The right-hand side f(t, y). Returns `GSL_EDOM` for a non-finite state or
/// derivative (GSL then retries a smaller step, and reports the status if
/// that cannot help) and `GSL_EBADFUNC` (stop now) when the budget is spent.
let springRightHandSide:
  @convention(c) (
    Double, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutableRawPointer?
  ) -> Int32 = { time, y, dydt, params in
    guard let y, let dydt, let params else { return Int32(GSL_EFAULT) }
    let context = Unmanaged<SpringSystemContext>.fromOpaque(params).takeUnretainedValue()
    context.rightHandSideEvaluations += 1
    if context.rightHandSideEvaluations > context.evaluationLimit {
      context.problem = .evaluationBudgetExhausted
      return Int32(GSL_EBADFUNC)
    }
    let (velocity, acceleration) = context.derivative(value: y[0], velocity: y[1])
    guard velocity.isFinite, acceleration.isFinite else {
      context.problem = .notFinite(time: time, value: y[0], velocity: y[1])
      return Int32(GSL_EDOM)
    }
    dydt[0] = velocity
    dydt[1] = acceleration
    return Int32(GSL_SUCCESS)
  }

/// The Jacobian ∂f/∂y (row-major) and ∂f/∂t = 0, for the steppers that
/// iterate with Newton's method.
let springJacobian:
  @convention(c) (
    Double, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
    UnsafeMutableRawPointer?
  ) -> Int32 = { time, y, dfdy, dfdt, params in
    guard let y, let dfdy, let dfdt, let params else { return Int32(GSL_EFAULT) }
    let context = Unmanaged<SpringSystemContext>.fromOpaque(params).takeUnretainedValue()
    context.jacobianEvaluations += 1
    let stiffnessRate = context.stiffness / context.mass
    let dampingRate = context.damping / context.mass
    guard stiffnessRate.isFinite, dampingRate.isFinite else {
      context.problem = .notFinite(time: time, value: y[0], velocity: y[1])
      return Int32(GSL_EDOM)
    }
    dfdy[0] = 0
    dfdy[1] = 1
    dfdy[2] = -stiffnessRate
    dfdy[3] = -dampingRate
    dfdt[0] = 0
    dfdt[1] = 0
    return Int32(GSL_SUCCESS)
  }
