//===--- ReferenceIntegrator.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The configuration of a reference run: which GSL stepper, which tolerances,
// how much work at most. The computations are extensions in
// ReferenceIntegrator+Trajectory (free and retargeted motions) and
// ReferenceIntegrator+Settling.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Integrates `m x'' + c x' + k x = 0` with one of GSL's odeiv2 steppers: a
/// reference that knows nothing of the closed form.
///
/// The state (x, v) is integrated as a first-order system with GSL's adaptive
/// step control: each step is accepted only when every component's local
/// error estimate is at most `absoluteTolerance + relativeTolerance·|y_i|`
/// (GSL's `y` control, up to its 10 % slack). The result is therefore
/// approximate, with a global error that grows with the number of steps; see
/// `ReferenceErrorBound` for the bound each stepper family meets.
///
/// A value of this type is immutable and `Sendable`; every call allocates its
/// own GSL objects, so any number of threads may integrate at once.
///
///     let reference = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-12)
///     let run = try reference.trajectory(
///       of: try Spring(mass: 1, stiffness: 170, damping: 15),
///       from: SpringState(position: -1, velocity: 0), at: [0, 0.1, 0.5, 2])
///     // run.states[3] ≈ SpringMotion(…).state(at: 2), to about 1e-15
public struct ReferenceIntegrator: Hashable, Sendable {
  /// The GSL stepper.
  public let stepper: ODEStepper
  /// Absolute tolerance per step, in the units of each state component
  /// (position units for x, units per second for v). ≥ 0.
  public let absoluteTolerance: Double
  /// Relative tolerance per step (dimensionless). ≥ 0.
  public let relativeTolerance: Double
  /// The most accepted steps one call may take (a requested list of output
  /// times adds one per time). Right-hand-side evaluations are capped at
  /// `evaluationsPerStep` per allowed step.
  public let maxSteps: Int

  /// The default `maxSteps`: a million steps, about a second of rk8pd.
  public static let defaultMaxSteps = 1_000_000
  /// Right-hand-side evaluations allowed per allowed step. The most a GSL
  /// stepper uses is bsimp's extrapolation, about 140 per step.
  public static let evaluationsPerStep = 256

  /// The tolerances at which a run means something, 1e-14 … 1e-2 (what
  /// `springlab --tolerance` accepts; this type itself takes any tolerance
  /// > 0 and reports what it cannot meet as an error).
  ///
  /// Below 1e-14 the relative tolerance nears the rounding of binary64
  /// itself (2⁻⁵² ≈ 2.2e-16): a stepper's error estimate is computed from
  /// stage values each rounded to about 1e-16 of |y|, so it cannot certify
  /// much less than a hundred times that, and the steps shrink until GSL
  /// fails or the step budget runs out. Above 1e-2 an accepted step may
  /// carry an error of 1 % of the state, the asymptotic error bounds of
  /// `ReferenceErrorBound` no longer hold (steps span whole periods), and
  /// the result is no reference for anything.
  public static let resolvableTolerances: ClosedRange<Double> = 1e-14...1e-2

  /// Creates a reference integrator.
  ///
  /// - Parameters:
  ///   - stepper: the GSL step type.
  ///   - absoluteTolerance: finite, ≥ 0.
  ///   - relativeTolerance: finite, ≥ 0; at least one of the two must be > 0.
  ///     Tolerances too small to meet (1e-30, say) are accepted: the run then
  ///     ends in `ReferenceError.workLimitExceeded` or a GSL failure.
  ///   - maxSteps: ≥ 1.
  /// - Throws: `ReferenceError.invalidInput` naming the bad parameter.
  public init(
    stepper: ODEStepper, absoluteTolerance: Double, relativeTolerance: Double,
    maxSteps: Int = ReferenceIntegrator.defaultMaxSteps
  ) throws(ReferenceError) {
    do {
      _ = try SpringInputError.requireNonNegative(absoluteTolerance, "absoluteTolerance")
      _ = try SpringInputError.requireNonNegative(relativeTolerance, "relativeTolerance")
    } catch {
      throw .invalidInput(error)
    }
    guard absoluteTolerance > 0 || relativeTolerance > 0 else {
      throw .invalidInput(
        SpringInputError(
          parameter: "absoluteTolerance", value: absoluteTolerance,
          requirement: "> 0 when relativeTolerance is 0"))
    }
    guard maxSteps >= 1 else {
      throw .invalidInput(
        SpringInputError(
          parameter: "maxSteps", value: Double(maxSteps), requirement: "an integer >= 1"))
    }
    self.stepper = stepper
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.maxSteps = maxSteps
  }

  /// Creates a reference integrator with absolute and relative tolerance both
  /// equal to `tolerance` (finite, > 0).
  public init(
    stepper: ODEStepper, tolerance: Double, maxSteps: Int = ReferenceIntegrator.defaultMaxSteps
  ) throws(ReferenceError) {
    do {
      _ = try SpringInputError.requirePositive(tolerance, "tolerance")
    } catch {
      throw .invalidInput(error)
    }
    try self.init(
      stepper: stepper, absoluteTolerance: tolerance, relativeTolerance: tolerance,
      maxSteps: maxSteps)
  }

  /// A driver for `spring` pulled toward `target`, allowed `stepLimit`
  /// accepted steps, not yet started.
  func makeDriver(
    spring: Spring, target: Double, stepLimit: Int, scaling: ReferenceScaling = .identity
  ) throws(ReferenceError) -> GSLDriver {
    let (product, overflow) = stepLimit.multipliedReportingOverflow(by: Self.evaluationsPerStep)
    let context = SpringSystemContext(
      spring: spring, target: target, evaluationLimit: overflow ? Int.max : product)
    return try GSLDriver(
      stepper: stepper, context: context, absoluteTolerance: absoluteTolerance,
      relativeTolerance: relativeTolerance, stepLimit: stepLimit,
      absoluteScales: scaling.absoluteScales)
  }
}

extension ReferenceError {
  /// Runs `body`, turning a `SpringInputError` into `.invalidInput`.
  static func checking<T>(_ body: () throws(SpringInputError) -> T) throws(ReferenceError) -> T {
    do {
      return try body()
    } catch {
      throw .invalidInput(error)
    }
  }
}
