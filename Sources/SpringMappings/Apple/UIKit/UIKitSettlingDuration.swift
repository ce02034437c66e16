//===--- UIKitSettlingDuration.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// UIKit's `_durationOfSpringAnimation(mass, stiffness, damping, velocity)`:
// the duration UIViewPropertyAnimator gives a spring whose timing parameters
// carry their own duration (`UISpringTimingParameters()`,
// `init(mass:stiffness:damping:initialVelocity:)`,
// `init(duration:bounce:initialVelocity:)`), via
// -[UISpringTimingParameters settlingDuration].
//
// ζ < 1: the envelope bound at ε = 0.001,
//     t = max(0, −ln(0.001 / (1 + |(ζω0 − v)/ωd|)) / (ζω0)).
// ζ ≥ 1: the last crossing of ε by the *critically damped* motion with ω0,
//     (1 + bt)e^(−ω0 t) = ε with b = ω0 − v, solved in closed form through
//     the Lambert W₋₁ function, which UIKit approximates with the analytic
//     formula of Barry et al. (2000): with L = ln|ω0 e^(−ω0/b) ε / b| and
//     u = −1 − L,
//         W ≈ L − (2/M1)(1 − 1/(1 + M1√(u/2) / (1 + M2·u·e^(M3√u)))),
//     M1 = 0.3361, M2 = −0.0042, M3 = −0.0201, and t = −(bW + ω0)/(ω0 b).
//
// Provenance: the iOS 26.1 decompile of _durationOfSpringAnimation shows the
// branch structure, the underdamped formula, u = −1 − ln|ω0 e^(−ω0/(ω0−v))
// 0.001/(ω0−v)| and the factor e^(√u·−0.0201); the remaining constants are
// those of Barry et al.'s approximation, as a public transcription of the
// same function (checked there against the binary's constants) also has
// them. The ζ = 0 branch and the ζ < 1 branch for |(ζω0 − v)/ωd| <
// FLT_EPSILON are not visible in the decompile.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Emulation of UIKit's `_durationOfSpringAnimation`.
public enum UIKitSettlingDuration {
  /// The threshold UIKit uses: 0.001 of the distance.
  public static let epsilon = 0.001

  /// What is uncertain about the duration for ζ ≥ 1, worded for listings.
  static let uncertainty =
    "_durationOfSpringAnimation for ζ ≥ 1 is only partly visible in the decompile"

  /// The duration UIKit computes, in seconds, or nil where its algorithm is
  /// not recovered (ζ = 0; the underdamped branch when
  /// |(ζω0 − v)/ωd| < FLT_EPSILON; the critical branch when ω0 ≤ v or the
  /// approximation's argument leaves its domain).
  ///
  /// - Parameters:
  ///   - mass: the spring's mass, as UIKit stores it.
  ///   - stiffness: its stiffness.
  ///   - damping: its damping.
  ///   - velocity: distances per second, positive toward the target (the
  ///     animator evaluates dx and dy and takes the larger duration).
  public static func duration(
    mass: Double, stiffness: Double, damping: Double, velocity: Double
  ) -> Double? {
    let root = (mass * stiffness).squareRoot()
    let zeta = max(damping / (root + root), 0)
    guard zeta >= 1 || zeta != 0 else { return nil }
    let omega = (stiffness / mass).squareRoot()
    if zeta >= 1 {
      return criticalApproximation(naturalFrequency: omega, velocity: velocity)
    }
    let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
    let decay = omega * zeta
    let coefficient = abs((decay - velocity) / dampedFrequency)
    guard coefficient >= Double(Float.ulpOfOne) else { return nil }
    return max(-log(epsilon / (coefficient + 1)) / decay, 0)
  }

  /// UIKit's closed-form approximation of the last time the critically
  /// damped motion (1 + (ω0 − v)t)e^(−ω0 t) crosses ε; nil outside its
  /// domain (ω0 ≤ v, or u < 0).
  public static func criticalApproximation(naturalFrequency omega: Double, velocity: Double)
    -> Double?
  {
    let b = omega - velocity
    guard omega > 0, b > 0 else { return nil }
    let logarithm = log(abs(omega * exp(-omega / b) * epsilon / b))
    let u = -1 - logarithm
    guard u >= 0 else { return nil }
    let m1 = 0.3361
    let m2 = -0.0042
    let m3 = -0.0201
    let p = (0.5 * u).squareRoot() * m1
    let denominator = 1 + (u * m2) * exp(u.squareRoot() * m3)
    let correction = (1 - 1 / (1 + p / denominator)) * -(2 / m1)
    return -(b * (logarithm + correction) + omega) / (omega * b)
  }
}
