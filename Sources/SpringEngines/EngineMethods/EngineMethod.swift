//===--- EngineMethod.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The common shape of an emulated engine method: how a shipped animation
// engine turns (spring, initial state, t) into a state, reproduced in Swift
// so that it can be measured against the MPFR truth
// (`sampleErrors(of:evaluate:)`).
//
// Sources are summarized in Docs/Provenance/PeerEngines.md; each
// conforming type cites the section it emulates.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A way of evaluating a spring's motion as some animation engine ships it.
///
/// Units are SpringLab's: time in seconds, x = value − target in the caller's
/// units, v = dx/dt in units per second. An engine that works in other units
/// internally (react-spring and Motion use milliseconds) is emulated in these
/// units with the same mathematics.
///
/// Conforming types are immutable values (`Sendable`): an integrator re-runs
/// from t = 0 on every call and caches nothing.
public protocol EngineMethod: Sendable {
  /// Stable identifier used in reports, e.g. `"rk4-1ms"`.
  static var name: String { get }
  /// Who ships this method, e.g. `"Rebound (RK4, 1 ms)"`.
  static var engines: String { get }

  /// Prepares the method for `spring` released from `initialState` at t = 0.
  init(spring: Spring, initialState: SpringState)

  /// The spring being evaluated.
  var spring: Spring { get }
  /// The state at t = 0.
  var initialState: SpringState { get }

  /// The state at `t` seconds after release, as the engine computes it.
  /// Domain: t ≥ 0 and finite.
  func state(at t: Double) -> SpringState

  /// The states at `times` (seconds, ≥ 0). Equal to mapping `state(at:)`;
  /// integrators override it to make one pass over ascending times.
  func states(at times: [Double]) -> [SpringState]
}

extension EngineMethod {
  /// Maps `state(at:)` over `times` (any order).
  public func states(at times: [Double]) -> [SpringState] {
    times.map { state(at: $0) }
  }
}

/// The catalogue of emulated engine methods, in report order.
public enum EngineMethods {
  /// Every emulated method: textbook closed form, classic RK4 at 1 ms,
  /// Rebound's RK4 at 1 ms, semi-implicit Euler at 1 ms, and the capped
  /// sinh/cosh closed form.
  public static var all: [any EngineMethod.Type] {
    [
      TextbookClosedForm.self, FixedStepRK4.self, ReboundRK4.self, SemiImplicitEuler.self,
      SinhCoshClosedForm.self,
    ]
  }
}
