//===--- ExtendedRange.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How a SpringMotion is evaluated at magnitudes where binary64 intermediates
// over- or underflow although the answer does not: in scaled variables.
//
// The motion is covariant under a change of units. With a time unit T = 2^p
// and a length unit X = 2^q, the scaled displacement x̃(τ) = x(Tτ)/X obeys
// m̃ x̃'' + c̃ x̃' + k̃ x̃ = 0 with
//
//     m̃ = m·2^(s−2p),   c̃ = c·2^(s−p),   k̃ = k·2^s      (any s),
//     x̃0 = x0·2^−q,     ṽ0 = v0·2^(p−q),
//
// and x(t) = 2^q·x̃(t/2^p), v(t) = 2^(q−p)·ṽ(t/2^p). Powers of two make every
// one of these scalings exact, so the scaled problem has exactly the same
// damping ratio (the regime test of DampingExcess.swift sees the same
// significands) and the ordinary closed form of SpringMotion.swift evaluates
// it with its usual accuracy. SpringLab picks 2^p ≈ 1/ω0 (so ω̃0 is in
// [1, 2)), k̃ in [1, 2) (so m̃ is in (1/4, 2]) and x̃0, ṽ0 at most 1: then
// c̃ = 2ζ√(k̃m̃) and every product in the closed form stay far inside
// binary64 as long as ζ < 2^30 (the smallest, the overdamped fast amplitude
// ṽ0/(2γ̃), matters only when ṽ0 ≥ 2^−100·r̃_slow·x̃0 and so stays above
// 2^−200). Only the final scaling back can overflow — exactly when the true
// state does.
//
// Two corners need more than a change of units:
//
// - t so small that t/2^p underflows (ω0·t < 2^−1000): there x = x0 + v0·t
//   and v = v0 + a0·t to far below binary64's resolution (the next terms are
//   smaller by max(ω0, 2α)·t < 2^−900), evaluated with wide exponents.
// - ζ ≥ 2^30: the two overdamped rates differ by 4ζ² ≥ 2^62, so the motion
//   is two exponentials that decouple to below binary64's resolution, and
//   with ζ up to 2^2100 no single unit of time holds both rates. They are
//   evaluated separately with wide exponents (SeparatedModes.swift).
//
// A SpringMotion on this path stores only its spring and its initial state
// with wide exponents; the form below is rebuilt from them when needed (a
// few hundred instructions), so that the ordinary path's data and loops stay
// exactly as they were (see `SpringMotion.form`).
//
//===----------------------------------------------------------------------===//

/// How a motion off the ordinary path is evaluated.
enum ExtendedRange: Sendable {
  /// x0 = v0 = 0: at rest forever.
  case rest
  /// The ordinary closed form on the unit-scaled spring and state.
  case scaled(ScaledVariables)
  /// ζ ≥ 2^30: two exponentials with wide exponents.
  case separated(SeparatedModes)

  /// Damping ratios of 2^30 and more use the separated modes.
  static let separatedDampingExponent = 30
  /// Scaled times below 2^−1000 use the first-order expansion.
  static let taylorTimeExponent = -1000

  /// The form for `spring` released from (position, velocity), both finite.
  init(spring: Spring, position: WideDouble, velocity: WideDouble) {
    if position.isZero && velocity.isZero {
      self = .rest
      return
    }
    let m = WideDouble(spring.mass)
    let k = WideDouble(spring.stiffness)
    let c = WideDouble(spring.damping)
    let zeta = c / (k.squareRoot() * m.squareRoot()).scaled(by: 1)
    if !zeta.isZero && zeta.exponent >= ExtendedRange.separatedDampingExponent {
      self = .separated(SeparatedModes(spring: spring, position: position, velocity: velocity))
      return
    }
    let twoAlpha = c / m
    let omega0Squared = k / m
    // Time unit 2^p ≈ 1/ω0 (ω̃0 in [1, 2)); force unit such that k̃ is in [1, 2).
    let p = -omega0Squared.squareRoot().exponent
    // Length unit: the larger of |x0| and |v0|·2^p lands in [1/2, 1).
    var q = Int.min
    if !position.isZero { q = position.exponent + 1 }
    if !velocity.isZero { q = max(q, velocity.exponent + p + 1) }
    let unitState = SpringState(
      position: position.scaled(by: -q).doubleValue,
      velocity: velocity.scaled(by: p - q).doubleValue)
    let unitSpring = Spring(
      uncheckedMass: m.scaled(by: -k.exponent - 2 * p).doubleValue,
      stiffness: k.scaled(by: -k.exponent).doubleValue,
      damping: c.scaled(by: -k.exponent - p).doubleValue)
    self = .scaled(
      ScaledVariables(
        timeExponent: p, positionExponent: q,
        unit: SpringMotion.unitMotion(unitSpring, unitState),
        position: position, velocity: velocity,
        acceleration: -(twoAlpha * velocity + omega0Squared * position),
        twoAlpha: twoAlpha, omega0Squared: omega0Squared))
  }
}

/// The units of the scaled motion and the scaled motion itself, with the
/// caller's initial state and acceleration with wide exponents (for the
/// first-order expansion at tiny t and for the velocity's own motion).
struct ScaledVariables: Sendable {
  /// p: t = 2^p · t̃.
  let timeExponent: Int
  /// q: x = 2^q · x̃ and v = 2^(q − p) · ṽ.
  let positionExponent: Int
  /// The ordinary closed form on (m̃, k̃, c̃) from (x̃0, ṽ0).
  let unit: SpringMotion
  /// x0, v0 and x''(0) in the caller's units.
  let position: WideDouble
  let velocity: WideDouble
  let acceleration: WideDouble
  /// c/m and k/m in the caller's units.
  let twoAlpha: WideDouble
  let omega0Squared: WideDouble

  /// t/2^p as a double, saturated to the largest finite double (where every
  /// damped motion has decayed to 0 and an undamped phase carries no
  /// digits); nil when it is below 2^−1000 in magnitude (first-order
  /// expansion).
  func scaledTime(_ t: Double) -> Double? {
    let wide = WideDouble(t).scaled(by: -timeExponent)
    if wide.isZero || wide.exponent < ExtendedRange.taylorTimeExponent { return nil }
    let scaled = wide.doubleValue
    if scaled.isFinite || scaled.isNaN { return scaled }
    return scaled > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }

  /// x(t), v(t) by the first-order expansion x0 + v0·t, v0 + a0·t.
  func firstOrderState(at t: Double) -> (WideDouble, WideDouble) {
    let wideTime = WideDouble(t)
    return (position + velocity * wideTime, velocity + acceleration * wideTime)
  }

  /// x''(t) by the first-order expansion a0 + j0·t, j0 = −(2α a0 + ω0² v0).
  func firstOrderAcceleration(at t: Double) -> WideDouble {
    let jerk = -(twoAlpha * acceleration + omega0Squared * velocity)
    return acceleration + jerk * WideDouble(t)
  }
}
