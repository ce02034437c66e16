//===--- SemiImplicitEuler.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// react-spring's integrator (Docs/Provenance/PeerEngines.md #react-spring, `SpringValue.advance` in
// pmndrs/react-spring): semi-implicit (symplectic) Euler with a 1 ms step,
//
//     a = −(k x + c v)/m      from the old x and v
//     v += a·h
//     x += v·h                with the new v
//
// react-spring writes this in milliseconds — a = (−tension·1e-6·x −
// friction·1e-3·v)/mass, v += a, x += v with v in units/ms. With v in
// units/s and h = 0.001 s it is the same recurrence (v_ms = v_s/1000,
// a_ms = a_s/10⁶); only the rounding of intermediate products differs.
//
// First order: the global error is proportional to h. Per step the state is
// multiplied by a matrix with trace 2 − u² − 2ζu and determinant 1 − 2ζu,
// u = ω0·h, so the iteration is stable exactly when
//
//     ω0·h < 2(√(1 + ζ²) − ζ)          (KiwiCanopy/KiwiDesk pull request #612, Docs/Provenance/PeerEngines.md #known-numerical-bugs)
//
// — ω0·h < 2 for an undamped spring — and grows geometrically beyond it.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Semi-implicit Euler with a fixed 1 ms step from t = 0, as react-spring
/// integrates (Docs/Provenance/PeerEngines.md #react-spring).
///
/// `state(at:)` takes ⌊t/h⌋ whole steps and then one partial step of the
/// remainder with the same update (a convention of this emulation:
/// react-spring itself runs ⌈frame dt⌉ whole steps, §9). Cost O(t/h) per call;
/// use `states(at:)` for many ascending times.
///
/// Accuracy: first order — the error doubles when h doubles. Measured
/// normalized error on everyday UI springs at 1 ms: median 7e-3, worst 3e-2.
/// Unstable when ω0·h ≥ `stabilityLimit(dampingRatio:)`.
public struct SemiImplicitEuler: FixedStepEngineMethod {
  public static let name = "semi-implicit-euler-1ms"
  public static let engines = "react-spring (semi-implicit Euler, 1 ms)"

  /// The spring being integrated.
  public let spring: Spring
  /// The state at t = 0.
  public let initialState: SpringState
  /// The step h in seconds (0.001 unless chosen for a convergence study).
  public let step: Double

  /// Semi-implicit Euler with a chosen step `step` > 0 seconds.
  public init(spring: Spring, initialState: SpringState, step: Double) {
    precondition(step > 0 && step.isFinite, "Euler step must be finite and > 0")
    self.spring = spring
    self.initialState = initialState
    self.step = step
  }

  /// The largest stable ω0·h for damping ratio ζ: 2(√(1 + ζ²) − ζ), computed
  /// as 2/(√(1 + ζ²) + ζ) to avoid cancellation. 2 for ζ = 0; → 1/ζ for ζ ≫ 1.
  public static func stabilityLimit(dampingRatio zeta: Double) -> Double {
    2 / ((1 + zeta * zeta).squareRoot() + zeta)
  }

  /// The states at `times` (seconds) in one integration pass when ascending.
  public func states(at times: [Double]) -> [SpringState] {
    let (stiffness, damping) = unitMassCoefficients
    return fixedStepStates(at: times, from: initialState, memory: (), step: step) {
      state, _, h in
      let acceleration = -(stiffness * state.position + damping * state.velocity)
      state.velocity += acceleration * h
      state.position += state.velocity * h
    }
  }
}
