//===--- MotionSpringSolver.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Motion's `findSpring` (motiondivision/motion, spring.ts): the stiffness
// and damping of a duration-based spring `{ duration, bounce }`.
//
// - ζ = clamp(0.05, 1, 1 − bounce): no overdamping, at least 0.05;
// - T = clamp(0.01, 10, duration in seconds);
// - Newton from ω = 5/T, a fixed 11 updates, on
//     ζ < 1:  0.001 − ((ζω − v)/(ω√(1−ζ²)))·e^(−ζωT)
//     ζ = 1:  e^(−ωT)(1 + (ω − v)T) − 0.001
//   with the derivative's sign set by an ad-hoc factor;
// - NaN falls back to k = 100, c = 10; else k = ω²m, c = 2ζ√(mk).
// Since PR #3564 duration springs pass v = 0 (inherited velocity made tiny
// ranges oscillate wildly), which this emulation does too.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Emulation of Motion's `findSpring`, and its inverse.
public enum MotionSpringSolver {
  /// What Motion's duration-based springs do instead of taking a velocity.
  static let noVelocity = "duration-based springs ignore the initial velocity since PR #3564"
  /// Motion's `safeMin`: the envelope threshold.
  public static let threshold = 0.001
  /// Newton updates: `rootIterations` 12, looped from 1, so 11.
  public static let updates = 11
  /// The duration clamp in seconds.
  public static let durationRange = 0.01...10.0
  /// The damping-ratio clamp.
  public static let dampingRatioRange = 0.05...1.0

  /// What `findSpring` returns (mass is always 1 for duration springs).
  public struct Result: Hashable, Sendable {
    /// k = ω² (or the fallback 100).
    public var stiffness: Double
    /// c = 2ζ√k (or the fallback 10).
    public var damping: Double
    /// The clamped duration, seconds: when the animation ends.
    public var duration: Double
    /// Whether Newton produced NaN and the defaults were used.
    public var usedFallback: Bool
  }

  /// Runs `findSpring({ duration, bounce, velocity: 0, mass: 1 })`.
  ///
  /// - Parameters:
  ///   - duration: seconds (Motion's transition `duration`).
  ///   - bounce: Motion's `bounce`.
  public static func findSpring(duration: Double, bounce: Double) -> Result {
    let mass = 1.0
    let velocity = 0.0
    let zeta = min(max(1 - bounce, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
    let t = min(max(duration, durationRange.lowerBound), durationRange.upperBound)
    let envelope: (Double) -> Double
    let derivative: (Double) -> Double
    if zeta < 1 {
      func dampedFrequency(_ omega: Double) -> Double { omega * (1 - zeta * zeta).squareRoot() }
      envelope = { omega in
        let decay = omega * zeta
        let a = decay - velocity
        return threshold - (a / dampedFrequency(omega)) * exp(-(decay * t))
      }
      derivative = { omega in
        let decay = omega * zeta
        let delta = decay * t
        let d = delta * velocity + velocity
        let e = pow(zeta, 2) * pow(omega, 2) * t
        let f = exp(-delta)
        let g = dampedFrequency(pow(omega, 2))
        let factor: Double = -envelope(omega) + threshold > 0 ? -1 : 1
        return (factor * ((d - e) * f)) / g
      }
    } else {
      envelope = { omega in exp(-omega * t) * ((omega - velocity) * t + 1) - threshold }
      derivative = { omega in exp(-omega * t) * ((velocity - omega) * (t * t)) }
    }
    var omega = 5 / t
    for _ in 0..<updates {
      omega = omega - envelope(omega) / derivative(omega)
    }
    if omega.isNaN {
      return Result(stiffness: 100, damping: 10, duration: t, usedFallback: true)
    }
    let stiffness = pow(omega, 2) * mass
    return Result(
      stiffness: stiffness, damping: zeta * 2 * (mass * stiffness).squareRoot(), duration: t,
      usedFallback: false)
  }

  /// The duration that makes `findSpring` produce natural frequency `omega0`
  /// at damping ratio `zeta`, or why none does.
  public static func duration(producing omega0: Double, dampingRatio zeta: Double)
    -> Swift.Result<Double, Unreachable>
  {
    guard dampingRatioRange.contains(zeta) else {
      return .failure(
        Unreachable("Motion clamps a duration spring's damping ratio to [0.05, 1] (ζ = \(zeta))"))
    }
    let bounce = 1 - zeta
    let outcome = SolverInverse.solve(
      { findSpring(duration: $0, bounce: bounce).stiffness.squareRoot() },
      target: omega0, in: durationRange, tolerance: 1e-6)
    return outcome.durationResult(
      omega0: omega0, zeta: zeta, range: durationRange, input: "a duration", platform: "Motion",
      solver: "Motion's 11-step Newton solve")
  }

  /// Motion's damping ratio 1 − bounce clamped to [0.05, 1]: a clamp of the
  /// quantity `1 - bounce`, not of bounce (no binary64 bounce gives ζ = 0.05
  /// exactly).
  static func bounceClamp(_ bounce: Double, parameter: String) -> ParameterClamp? {
    let range = MotionSpringSolver.dampingRatioRange
    let zeta = 1 - bounce
    guard bounce.isFinite, !range.contains(zeta) else { return nil }
    return ParameterClamp(
      parameter: parameter, given: bounce, quantity: "1 - \(parameter)", value: zeta,
      used: min(max(zeta, range.lowerBound), range.upperBound),
      rule: "Motion clamps the damping ratio 1 − bounce to [0.05, 1]")
  }
}
