//===--- TextbookClosedForm.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The closed form as most engines ship it (Compose, androidx SpringForce,
// Flutter): ζ from a ratio, the branch chosen by ζ == 1, and the overdamped
// case as two exponentials with roots r = −ζω0 ± ω0√(ζ² − 1).
//
// Kept to show what the accuracy metric catches: near ζ = 1 the overdamped
// branch divides by r₂ − r₁ = −2γ → 0 and loses up to 8 digits; for ζ ≫ 1 the
// slow root −ζω0 + γ is a difference of nearly equal numbers and loses up to
// 11 digits.
//
// Emulates Docs/Provenance/PeerEngines.md #jetpack-compose (Compose `SpringSimulation.kt`), §2
// (`SpringForce`) and §3 (Flutter `spring_simulation.dart`, whose branch test
// is the sign of c² − 4mk rather than ζ == 1; the formulas are the same).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The textbook two-exponential closed form (the engine method, not ours).
///
/// Exact in form; in binary64 it loses up to 8 digits near ζ = 1 and up to
/// 11 for ζ ≫ 1 (see the file header).
public struct TextbookClosedForm: ClosedFormEngineMethod {
  public static let name = "textbook"
  public static let engines =
    "Compose, androidx SpringForce, Flutter (closed form, two exponentials)"

  /// The spring, the state at t = 0, and the engines' ω0 and ζ.
  public let start: ClosedFormStart

  /// Prepares the form from `start`.
  public init(start: ClosedFormStart) {
    self.start = start
  }

  /// x(t), v(t) by the textbook branches.
  public func state(at t: Double) -> SpringState {
    let (x0, v0, omega0, zeta) = start.inputs
    if zeta == 1 {
      let e = exp(-omega0 * t)
      let b = v0 + omega0 * x0
      return SpringState(position: (x0 + b * t) * e, velocity: (b - omega0 * (x0 + b * t)) * e)
    }
    if zeta < 1 {
      let r = -zeta * omega0
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 - r * x0) / omegaD
      let e = exp(r * t)
      let c = cos(omegaD * t)
      let s = sin(omegaD * t)
      return SpringState(
        position: e * (x0 * c + b * s),
        velocity: e * ((r * x0 + b * omegaD) * c + (r * b - x0 * omegaD) * s))
    }
    let gamma = omega0 * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * omega0 + gamma
    let r2 = -zeta * omega0 - gamma
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    let e1 = exp(r1 * t)
    let e2 = exp(r2 * t)
    return SpringState(position: c1 * e1 + c2 * e2, velocity: c1 * r1 * e1 + c2 * r2 * e2)
  }
}
