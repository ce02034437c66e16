//===--- ComposeDurationEstimate.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How long Jetpack Compose runs a spring: `FloatSpringSpec.getDurationNanos`
// scales the start displacement and velocity by the visibility threshold and
// estimates the last time |x(t)| = 1 (SpringEstimation.kt):
//
// - ζ = 0: Long.MAX_VALUE / 1e6 ms (infinite);
// - ζ < 1: the envelope only, t = ln(1/√(p0² + c2²)) / r with r = −ζω0,
//   c2 = (v0 − r p0)/ωd;
// - ζ = 1 and ζ > 1: Newton–Raphson on x(t) ± 1 from the larger of the
//   single-term estimates, with inflection and concavity checks so it lands
//   on the last crossing; it stops once a step is below 1 ms (or after 100).
// The result is truncated to whole milliseconds. Position and velocity are
// first made positive-displacement (p0 = |x0|, v0 flipped with it).
//
// Inputs are Float in Compose's API (stiffness, dampingRatio, and the scaled
// start state), converted to Double inside.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Emulation of Compose's spring duration estimate.
public enum ComposeDurationEstimate {
  /// Compose's cap for an infinite duration, in milliseconds.
  public static let maximumMilliseconds = Int64.max / 1_000_000

  /// The estimated duration in whole milliseconds.
  ///
  /// - Parameters:
  ///   - stiffness: the spec's stiffness (mass 1).
  ///   - dampingRatio: the spec's damping ratio ζ.
  ///   - initialDisplacement: (start − target) / visibilityThreshold.
  ///   - initialVelocity: start velocity (units/s) / visibilityThreshold.
  public static func milliseconds(
    stiffness: Float, dampingRatio: Float, initialDisplacement: Float, initialVelocity: Float
  ) -> Int64 {
    if dampingRatio == 0 { return maximumMilliseconds }
    let k = Double(stiffness)
    let zeta = Double(dampingRatio)
    let x0 = Double(initialDisplacement)
    let velocity = Double(initialVelocity)
    if x0 == 0 && velocity == 0 { return 0 }
    let delta = 1.0
    let damping = 2 * zeta * k.squareRoot()
    let discriminant = damping * damping - 4 * k
    let v0 = x0 < 0 ? -velocity : velocity
    let p0 = abs(x0)
    let seconds: Double
    if zeta > 1 {
      let root = discriminant.squareRoot()
      seconds = overdamped(
        r1: (-damping + root) * 0.5, r2: (-damping - root) * 0.5, p0: p0, v0: v0, delta: delta)
    } else if zeta < 1 {
      let real = -damping * 0.5
      let imaginary = (-discriminant).squareRoot() * 0.5
      let c2 = (v0 - real * p0) / imaginary
      seconds = log(delta / (p0 * p0 + c2 * c2).squareRoot()) / real
    } else {
      seconds = critical(r: -damping * 0.5, p0: p0, v0: v0, delta: delta)
    }
    let milliseconds = seconds * 1000
    guard milliseconds.isFinite else { return milliseconds > 0 ? Int64.max : 0 }
    if milliseconds >= 9.2e18 { return Int64.max }
    if milliseconds <= -9.2e18 { return Int64.min }
    return Int64(milliseconds)
  }

  /// Newton on x(t) = (c1 + c2 t)e^(rt) = ±δ, as Compose seeds and steers it.
  private static func critical(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c1 = p0
    let c2 = v0 - r * c1
    let t1 = log(abs(delta / c1)) / r
    let t2: Double = {
      // Six fixed-point steps for t e^t (a Lambert W estimate).
      let guess = log(abs(delta / c2))
      var t = guess
      for _ in 0...5 { t = guess - log(abs(t / r)) }
      return t / r
    }()
    var current = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
    let inflection = -(r * c1 + c2) / (r * c2)
    let xInflection = c1 * exp(r * inflection) + c2 * inflection * exp(r * inflection)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if inflection > 0 && -xInflection < delta {
      if c2 < 0 && c1 > 0 { current = 0 }
      signedDelta = -delta
    } else {
      current = -(2 / r) - (c1 / c2)
      signedDelta = delta
    }
    var step = Double.greatestFiniteMagnitude
    var iterations = 0
    while step > 0.001 && iterations < 100 {
      iterations += 1
      let last = current
      let value = (c1 + c2 * current) * exp(r * current) + signedDelta
      let slope = (c2 * (r * current + 1) + c1 * r) * exp(r * current)
      current = current - value / slope
      step = abs(last - current)
    }
    return current
  }

  /// Newton on x(t) = c1 e^(r1 t) + c2 e^(r2 t) = ±δ, as Compose seeds it.
  private static func overdamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double)
    -> Double
  {
    let c2 = (r1 * p0 - v0) / (r1 - r2)
    let c1 = p0 - c2
    let t1 = log(abs(delta / c1)) / r1
    let t2 = log(abs(delta / c2)) / r2
    var current = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
    let inflection = log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
    let xInflection = c1 * exp(r1 * inflection) + c2 * exp(r2 * inflection)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if inflection > 0 && -xInflection < delta {
      if c2 > 0 && c1 < 0 { current = 0 }
      signedDelta = -delta
    } else {
      current = log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
      signedDelta = delta
    }
    if abs(c1 * r1 * exp(r1 * current) + c2 * r2 * exp(r2 * current)) < 0.0001 { return current }
    var step = Double.greatestFiniteMagnitude
    var iterations = 0
    while step > 0.001 && iterations < 100 {
      iterations += 1
      let last = current
      let value = c1 * exp(r1 * current) + c2 * exp(r2 * current) + signedDelta
      let slope = c1 * r1 * exp(r1 * current) + c2 * r2 * exp(r2 * current)
      current = current - value / slope
      step = abs(last - current)
    }
    return current
  }
}
