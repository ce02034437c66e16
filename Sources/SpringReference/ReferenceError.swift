//===--- ReferenceError.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Everything a reference integration can report instead of a result. GSL's
// statuses arrive here as values: the error handler is off (GSLRuntime.swift),
// so no input makes the process abort.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A GSL status other than success, with where it happened.
public struct GSLFailure: Hashable, Sendable, CustomStringConvertible {
  /// The stepper that was running.
  public var stepper: ODEStepper
  /// The time in seconds the integration had reached (the last accepted
  /// point; GSL restores it after a failed step).
  public var time: Double
  /// GSL's status code (`GSL_FAILURE` = −1, `GSL_EDOM` = 1, …).
  public var status: Int32
  /// GSL's message for the status (`gsl_strerror`).
  public var message: String
  /// What the integration was doing, e.g. `integrating toward t = 2.0`.
  public var goal: String
  /// What SpringReference knows about the cause beyond the status (e.g.
  /// which value overflowed); empty when it knows nothing more.
  public var detail: String

  /// Creates a failure record; `message` is GSL's own text for `status`.
  public init(stepper: ODEStepper, time: Double, status: Int32, goal: String, detail: String = "") {
    self.stepper = stepper
    self.time = time
    self.status = status
    self.message = GSLRuntime.message(for: status)
    self.goal = goal
    self.detail = detail
  }

  public var description: String {
    "\(stepper.methodName) failed at t = \(time) while \(goal): GSL status \(status) (\(message))"
      + (detail.isEmpty ? "" : "; \(detail)")
  }
}

/// An integration stopped because it reached its work limit.
///
/// Every run is bounded: at most `maxSteps` accepted steps plus one per
/// requested output time (each output can force one short step), and at most
/// `ReferenceIntegrator.evaluationsPerStep` right-hand-side evaluations per
/// allowed step. An impossible tolerance, a spring 1e6 times faster than the
/// span or a time of 1e9 s therefore ends in this error, not in a hang.
public struct WorkLimit: Hashable, Sendable, CustomStringConvertible {
  /// The stepper that was running.
  public var stepper: ODEStepper
  /// The time in seconds the integration had reached.
  public var time: Double
  /// What the integration was doing, e.g. `integrating toward t = 1e9`.
  public var goal: String
  /// The step budget of the run.
  public var stepLimit: Int
  /// The right-hand-side evaluation budget of the run.
  public var evaluationLimit: Int
  /// Whether the evaluation budget (rather than the step budget) ran out.
  public var evaluationsExhausted: Bool

  public var description: String {
    let budget =
      evaluationsExhausted
      ? "\(evaluationLimit) right-hand-side evaluations (the evaluation limit)"
      : "\(stepLimit) steps (the step limit)"
    return "\(stepper.methodName) stopped at t = \(time) after \(budget) while \(goal); "
      + "raise maxSteps, loosen the tolerance or shorten the time span"
  }
}

/// Why a reference integration produced no result.
public enum ReferenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An input outside its domain (non-finite state, negative time, times out
  /// of order, a tolerance that is not ≥ 0, …), named as the API names it.
  case invalidInput(SpringInputError)
  /// GSL returned an error status.
  case solverFailure(GSLFailure)
  /// The run used up its step or evaluation budget.
  case workLimitExceeded(WorkLimit)

  public var description: String {
    switch self {
    case .invalidInput(let error): error.description
    case .solverFailure(let failure): failure.description
    case .workLimitExceeded(let limit): limit.description
    }
  }
}
