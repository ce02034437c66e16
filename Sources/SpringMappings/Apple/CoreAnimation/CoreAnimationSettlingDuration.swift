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
    let position = motion.positionFunction
    guard
      let t = gridSettlingTime(
        threshold: threshold, maximumSteps: maximumSteps, distance: { abs(position($0)) },
        aboveUntil: aboveThreshold(motion, position, threshold: threshold))
    else { return nil }
    return min(abs(t), maximum)
  }

  /// A time before which |x| stays above `threshold` (ζ ≥ 1, x0 = −1):
  /// the walk need not evaluate the grid points before it, whose only role
  /// is to be above. A motion with ζ ≥ 1 turns at most once and crosses
  /// zero at most once, so |x| falls monotonically to 0 before a crossing
  /// (the first time it reaches `threshold` is found by bisection), and
  /// without one it rises at most once and then falls, reaching
  /// `threshold` for good at the exact settling time. One second of grid
  /// points before that time is still walked, so that the walk's own
  /// evaluations decide the boundary. 0 (skip nothing) when `threshold`
  /// ≥ 1, where the start itself is below it.
  static func aboveThreshold(
    _ motion: SpringMotion, _ position: (Double) -> Double, threshold: Double
  ) -> Double {
    guard threshold < 1 else { return 0 }
    let boundary: Double
    if let zero = motion.extrema.firstZeroTime, zero.isFinite {
      // |x| falls from 1 to 0 on [0, zero]: bisect for where it meets ε.
      var low = 0.0
      var high = zero
      for _ in 0..<80 {
        let middle = low + (high - low) / 2
        guard middle > low && middle < high else { break }
        if abs(position(middle)) >= threshold { low = middle } else { high = middle }
      }
      boundary = low
    } else {
      guard let settle = try? motion.settlingTime(threshold: threshold) else { return 0 }
      boundary = settle
    }
    return max(0, boundary - 1)
  }

  /// Apple's 0.1 s grid rule (Core Animation's `durationForEpsilon:` for
  /// ζ ≥ 1; SwiftUI's `settlingDuration` and interpolating-spring duration
  /// use the same walk): the first grid time after which `distance` stayed
  /// below `threshold` for more than 1 s of grid points. Returns 0 when the
  /// distance stops being finite; after `maximumSteps` steps, `exhausted`
  /// applied to the last candidate (−1 when there was none).
  ///
  /// Grid times before `aboveUntil` are accumulated but not evaluated: the
  /// caller knows `distance` is at least `threshold` there. They matter only
  /// as the running minimum `exhausted` may be given, so a caller that
  /// passes `aboveUntil` > 0 must keep the default `exhausted`.
  static func gridSettlingTime(
    threshold: Double, maximumSteps: Int, distance: (Double) -> Double,
    exhausted: (Double) -> Double? = { _ in nil }, aboveUntil: Double = 0
  ) -> Double? {
    var candidate = -1.0
    var candidateDistance = Double.infinity
    var t = 0.0
    for _ in 0..<maximumSteps {
      if t < aboveUntil {
        t += 0.1
        continue
      }
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
