//===--- CurvatureBound.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A bound on |p''(t)| for every t from an instant on, from the energy of the
// acceleration: the rigorous ingredient of every chord check.
//
// The acceleration a = x'' solves the same equation m a'' + c a' + k a = 0
// (differentiate the motion twice), so its energy
//
//     E_a(t) = ½ m a'(t)² + ½ k a(t)²,   dE_a/dt = −c a'(t)² ≤ 0,
//
// never increases. Hence for every t ≥ τ
//
//     |a(t)| ≤ √(2 E_a(τ) / k) = √(a(τ)² + a'(τ)²/ω0²),
//
// with a = −(2α v + ω0² x) and a' = −(2α a + ω0² v) from the state at τ. No
// regime distinction, no 1/ωd or 1/γ that blows up near critical damping.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The bound on the curvature of the motion from one instant on.
struct CurvatureBound {
  /// 2α = c/m in 1/s.
  let twiceDecayRate: Double
  /// ω0² = k/m in 1/s².
  let omega0Squared: Double
  /// 1/ω0 in s.
  let inverseOmega0: Double

  init(spring: Spring) {
    twiceDecayRate = spring.damping / spring.mass
    omega0Squared = spring.stiffness / spring.mass
    inverseOmega0 = 1 / spring.naturalFrequency
  }

  /// An M with |x''(t)| ≤ M for every t ≥ τ, given the evaluated state at τ.
  ///
  /// The energy bound √(a² + (a'/ω0)²), enlarged by 1e-9 of itself and of
  /// the terms it is computed from, which covers the rounding of the state
  /// (a few ulps of its scale) and of the arithmetic here.
  func maximum(after state: SpringState) -> Double {
    let x = state.position
    let v = state.velocity
    let accelerationTerms = twiceDecayRate * abs(v) + omega0Squared * abs(x)
    let acceleration = -(twiceDecayRate * v + omega0Squared * x)
    let jerkTerms = twiceDecayRate * accelerationTerms + omega0Squared * abs(v)
    let jerk = -(twiceDecayRate * acceleration + omega0Squared * v)
    let bound = hypotenuse(acceleration, jerk * inverseOmega0)
    return bound * (1 + 1e-9) + 1e-9 * (accelerationTerms + jerkTerms * inverseOmega0)
  }

  /// √(a² + b²) without intermediate overflow.
  private func hypotenuse(_ a: Double, _ b: Double) -> Double {
    let scale = max(abs(a), abs(b))
    guard scale > 0, scale.isFinite else { return scale }
    let p = a / scale
    let q = b / scale
    return scale * (p * p + q * q).squareRoot()
  }
}
