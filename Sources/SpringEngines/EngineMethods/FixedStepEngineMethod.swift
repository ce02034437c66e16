//===--- FixedStepEngineMethod.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the fixed-step integrators (`FixedStepRK4`, `ReboundRK4`,
// `SemiImplicitEuler`) share besides their driver (FixedStepIntegration.swift):
// a step h that is the engines' 1 ms unless chosen for a convergence study,
// `state(at:)` as a one-time pass of `states(at:)`, and the mass-1
// coefficients their steps evaluate the acceleration with.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// An engine method that integrates from t = 0 with a fixed step and serves
/// arbitrary times with one partial step (`fixedStepStates`).
///
/// Conforming types implement `states(at:)` (one pass over ascending times)
/// and the initializer with an explicit step; the 1 ms initializer and
/// `state(at:)` come from this protocol.
public protocol FixedStepEngineMethod: EngineMethod {
  /// The step h in seconds.
  var step: Double { get }

  /// The method with a chosen step `step` > 0 seconds (for convergence
  /// studies).
  init(spring: Spring, initialState: SpringState, step: Double)
}

extension FixedStepEngineMethod {
  /// The step every emulated integrator ships: 1 ms (Rebound's
  /// `SOLVER_TIMESTEP_SEC`, react-spring's substep).
  public static var defaultStep: Double { 0.001 }

  /// The method with the engines' 1 ms step (`defaultStep`).
  public init(spring: Spring, initialState: SpringState) {
    self.init(spring: spring, initialState: initialState, step: Self.defaultStep)
  }

  /// The state after ⌊t/h⌋ whole steps and one partial step to `t` (seconds).
  public func state(at t: Double) -> SpringState {
    states(at: [t])[0]
  }

  /// k/m and c/m: the acceleration is −(k/m)·x − (c/m)·v.
  var unitMassCoefficients: (stiffness: Double, damping: Double) {
    (spring.stiffness / spring.mass, spring.damping / spring.mass)
  }
}
