//===--- IntegrationStatistics.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// What one reference run cost.
///
/// Steps come from GSL's evolve object; evaluations are counted by the
/// callbacks themselves, so they include every call GSL made (trial stages,
/// rejected steps, Newton iterations, error estimates).
public struct IntegrationStatistics: Hashable, Sendable, CustomStringConvertible {
  /// Steps accepted by the error control.
  public var acceptedSteps: Int
  /// Steps rejected: by the error control (too large an error estimate) or by
  /// the stepper itself (e.g. a Newton iteration that did not converge).
  public var rejectedSteps: Int
  /// Calls of the right-hand side f(t, y).
  public var rightHandSideEvaluations: Int
  /// Calls of the Jacobian (0 for steppers that do not use it).
  public var jacobianEvaluations: Int

  /// Creates statistics from the four counts.
  public init(
    acceptedSteps: Int = 0, rejectedSteps: Int = 0, rightHandSideEvaluations: Int = 0,
    jacobianEvaluations: Int = 0
  ) {
    self.acceptedSteps = acceptedSteps
    self.rejectedSteps = rejectedSteps
    self.rightHandSideEvaluations = rightHandSideEvaluations
    self.jacobianEvaluations = jacobianEvaluations
  }

  /// No work at all (an answer known without integrating).
  public static let none = IntegrationStatistics()

  /// The combined cost of two runs.
  public static func + (lhs: Self, rhs: Self) -> Self {
    IntegrationStatistics(
      acceptedSteps: lhs.acceptedSteps + rhs.acceptedSteps,
      rejectedSteps: lhs.rejectedSteps + rhs.rejectedSteps,
      rightHandSideEvaluations: lhs.rightHandSideEvaluations + rhs.rightHandSideEvaluations,
      jacobianEvaluations: lhs.jacobianEvaluations + rhs.jacobianEvaluations)
  }

  public var description: String {
    "\(acceptedSteps) accepted, \(rejectedSteps) rejected steps, "
      + "\(rightHandSideEvaluations) f and \(jacobianEvaluations) Jacobian evaluations"
  }
}
