//===--- CoreAnimationSettlingDuration.swift ------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// -[CASpringAnimation settlingDuration] = durationForEpsilon:0.001, as Core
// Animation computes it (iOS 26.1 decompile):
//
// - ζ = 0: infinite, reported as FLT_MAX after the final clamp.
// - ζ < 1: the envelope bound t = max(0, −ln(ε/(1 + |(ζω0 − v0)/ωd|))/(ζω0)).
// - ζ ≥ 1 (and ζ > 1 without allowsOverdamping, animated as critical):
//   walk t = 0, 0.1, 0.2, … (accumulated in double) evaluating the motion;
//   answer the first grid time after which |1 − value| stayed below ε at
//   every grid point for more than 1 s. Answers are "multiples" of 0.1 with
//   the accumulation's rounding (0.7999999999999999, not 0.8).
// - ε is floored at 1e-6; the result is divided by `speed` (1 here) and
//   clamped to FLT_MAX.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Emulation of Core Animation's `settlingDuration`.
public enum CoreAnimationSettlingDuration {
  /// Core Animation's clamp for every duration: FLT_MAX.
  public static let maximum = Double(Float.greatestFiniteMagnitude)
  /// Grid steps walked before giving up (1e6 steps = 100 000 s); Core
  /// Animation itself has no limit. nil is returned past it.
  public static let maximumSteps = 1_000_000

  /// `settlingDuration` for a spring animation, in seconds.
  ///
  /// - Parameters:
  ///   - spring: the spring as set on the animation (mass, stiffness, damping).
  ///   - velocity: `initialVelocity`, distances per second toward the target.
  ///   - allowsOverdamping: when false, ζ > 1 is animated as critical.
  ///   - epsilon: the threshold; `settlingDuration` uses 0.001.
  /// - Returns: the duration; `maximum` (FLT_MAX) for an undamped spring; nil
  ///   when the grid walk exceeds `maximumSteps`.
  public static func duration(
    spring: Spring, velocity: Double, allowsOverdamping: Bool, epsilon: Double = 0.001
  ) -> Double? {
    let zeta = spring.damping / (2 * (spring.mass * spring.stiffness).squareRoot())
    if zeta == 0 { return maximum }
    let threshold = max(epsilon, 1e-6)
    if zeta < 1 {
      let omega = spring.naturalFrequency
      let decay = zeta * omega
      let coefficient = (decay - velocity) / (omega * (1 - zeta * zeta).squareRoot())
      let t = max(-log(threshold / (1 + abs(coefficient))) / decay, 0)
      return min(abs(t), maximum)
    }
    let animated = allowsOverdamping ? spring : CoreAnimationSpring.critical(like: spring)
    let motion = SpringMotion(spring: animated, position: -1, velocity: velocity)
    guard
      let t = gridSettlingTime(
        threshold: threshold, maximumSteps: maximumSteps,
        distance: {
          abs(motion.position(at: $0))
        })
    else { return nil }
    return min(abs(t), maximum)
  }

  /// Apple's 0.1 s grid rule (Core Animation's `durationForEpsilon:` for
  /// ζ ≥ 1; SwiftUI's `settlingDuration` and interpolating-spring duration
  /// use the same walk): the first grid time after which `distance` stayed
  /// below `threshold` for more than 1 s of grid points. Returns 0 when the
  /// distance stops being finite; after `maximumSteps` steps, `exhausted`
  /// applied to the last candidate (−1 when there was none).
  static func gridSettlingTime(
    threshold: Double, maximumSteps: Int, distance: (Double) -> Double,
    exhausted: (Double) -> Double? = { _ in nil }
  ) -> Double? {
    var candidate = -1.0
    var candidateDistance = Double.infinity
    var t = 0.0
    for _ in 0..<maximumSteps {
      let current = distance(t)
      guard current.isFinite else { return 0 }
      if candidateDistance >= threshold {
        if current < candidateDistance {
          candidate = t
          candidateDistance = current
        }
      } else if current >= threshold {
        candidateDistance = .infinity
      } else if t - candidate > 1 {
        return candidate
      }
      t += 0.1
    }
    return exhausted(candidate)
  }
}

/// How Core Animation treats the spring it is given.
public enum CoreAnimationSpring {
  /// The critically damped spring with the same mass and stiffness: what
  /// Core Animation (and SwiftUI's `Spring` without `allowOverDamping`)
  /// animates for ζ > 1 when overdamping is not allowed [A: CAAnimation.h,
  /// "otherwise it is treated as critically damped"].
  public static func critical(like spring: Spring) -> Spring {
    let root = (spring.mass * spring.stiffness).squareRoot()
    // 2√(mk) is finite and > 0 for any valid spring.
    return (try? Spring(mass: spring.mass, stiffness: spring.stiffness, damping: 2 * root))
      ?? spring
  }

  /// The spring actually animated: `spring` itself, or its critical twin
  /// when ζ > 1 and overdamping is not allowed.
  public static func animated(_ spring: Spring, allowsOverdamping: Bool) -> Spring {
    if !allowsOverdamping && spring.regime == .overdamped { return critical(like: spring) }
    return spring
  }
}
