//===--- SinhCoshClosedForm.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The closed form of Motion (framer-motion, `generators/spring.ts`, "based on
// Wobble") and wobble (Docs/Provenance/PeerEngines.md #motion-framer-motion, #wobble), translated from Motion's
// value/ms convention to x = value − target, v in units/s:
//
//   ζ < 1:   x = e^(−ζω0 t) [x0 cos(ωd t) + ((v0 + ζω0 x0)/ωd) sin(ωd t)]
//   ζ === 1: x = e^(−ω0 t) (x0 + (v0 + ω0 x0) t)
//   ζ > 1:   y = min(ωd t, 300),  ωd = ω0√(ζ² − 1)
//            x = e^(−ζω0 t) [(v0 + ζω0 x0) sinh y + ωd x0 cosh y] / ωd
//            v = e^(−ζω0 t) [v0 cosh y + (ωd x0 − ζω0 (v0 + ζω0 x0)/ωd) sinh y]
//
// with ζ = c/(2√(km)) and the branch chosen by ζ == 1 exactly. Velocities are
// the analytic derivatives Motion uses since March 2026 (commit a5bb1861,
// PR #3593), with the same cap applied to y in the velocity.
//
// The cap at 300 keeps cosh and sinh finite (e^300 ≈ 2e130), but beyond
// t = 300/ωd it freezes the growing factor while e^(−ζω0 t) keeps decaying:
// the result falls like e^(−ζω0 t) instead of the slow rate
// ω0/(ζ + √(ζ² − 1)). That is motion #1207 (Docs/Provenance/PeerEngines.md #known-numerical-bugs, #numerical-pitfalls): for
// k = 4, c = 35, m = 0.5 the displacement at 8.7 s is 30× too small and the
// spring appears to snap to its target mid-flight. The cap only matters when
// the slow mode is still visible at t = 300/ωd, i.e. for ζ beyond ≈ 5.
//
// wobble clamps ζ > 1 to 1 unless `allowsOverdamping` is set (§7); this type
// emulates the overdamped branch as Motion ships it.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The closed form with the overdamped branch as e^(−ζω0t)·(sinh, cosh) and
/// ωd·t capped at 300, as Motion and wobble ship it (Docs/Provenance/PeerEngines.md #motion-framer-motion, #numerical-pitfalls).
///
/// Accurate (a few ulps of the trajectory) for underdamped, critical and
/// moderately overdamped springs; for ζ ≳ 5 the cap makes late values
/// decay far too fast (motion #1207).
public struct SinhCoshClosedForm: ClosedFormEngineMethod {
  public static let name = "sinh-cosh"
  public static let engines =
    "Motion / framer-motion, wobble (closed form, sinh/cosh capped at 300)"

  /// The cap Motion puts on ωd·t before calling sinh and cosh.
  public static let argumentCap = 300.0

  /// The spring, the state at t = 0, and the engines' ω0 and ζ.
  public let start: ClosedFormStart

  /// Prepares the form from `start`.
  public init(start: ClosedFormStart) {
    self.start = start
  }

  /// x(t), v(t) by Motion's branches (t in seconds, ≥ 0).
  public func state(at t: Double) -> SpringState {
    let (x0, v0, omega0, zeta) = start.inputs
    let envelope = exp(-zeta * omega0 * t)
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * omega0 * x0) / omegaD
      let c = cos(omegaD * t)
      let s = sin(omegaD * t)
      return SpringState(
        position: envelope * (x0 * c + b * s),
        velocity: envelope * (v0 * c - (omegaD * x0 + zeta * omega0 * b) * s))
    }
    if zeta == 1 {
      let b = v0 + omega0 * x0
      return SpringState(
        position: envelope * (x0 + b * t), velocity: envelope * (v0 - omega0 * b * t))
    }
    let omegaD = omega0 * (zeta * zeta - 1).squareRoot()
    let y = min(omegaD * t, SinhCoshClosedForm.argumentCap)
    let b = v0 + zeta * omega0 * x0
    let sh = sinh(y)
    let ch = cosh(y)
    return SpringState(
      position: envelope * (b * sh + omegaD * x0 * ch) / omegaD,
      velocity: envelope * (v0 * ch + (omegaD * x0 - zeta * omega0 * b / omegaD) * sh))
  }
}
