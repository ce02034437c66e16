//===--- ExtendedRangeMotion.swift ----------------------------------------===//
//
// The free motion at magnitudes where binary64 intermediates over- or
// underflow although the answer does not, evaluated in scaled variables.
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
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A motion on the extended-range path: a unit-scaled `SpringMotion` and the
/// powers of two that map it back, or the separated modes of a spring with
/// ζ ≥ 2^30. Immutable; shared by the copies of its `SpringMotion`.
@usableFromInline
final class ExtendedRangeMotion: Sendable {
  /// How the motion is evaluated.
  enum Form: Sendable {
    /// x0 = v0 = 0: at rest forever.
    case rest
    /// The ordinary closed form on the scaled spring and state.
    case scaled(SpringMotion)
    /// ζ ≥ 2^30: two exponentials with wide exponents.
    case separated(SeparatedModes)
  }

  /// Damping ratios of 2^30 and more use the separated modes.
  static let separatedDampingExponent = 30
  /// Scaled times below 2^−1000 use the first-order Taylor expansion.
  static let taylorTimeExponent = -1000

  let spring: Spring
  let form: Form
  /// p: t = 2^p · t̃ on the scaled form (0 otherwise).
  let timeExponent: Int
  /// q: x = 2^q · x̃ and v = 2^(q − p) · ṽ on the scaled form (0 otherwise).
  let positionExponent: Int
  /// x0, v0 and x''(0) with wide exponents.
  let position: WideDouble
  let velocity: WideDouble
  let acceleration: WideDouble
  /// c/m and k/m with wide exponents.
  let twoAlpha: WideDouble
  let omega0Squared: WideDouble

  /// Prepares the motion of `spring` from (position, velocity), both finite.
  init(spring: Spring, position: WideDouble, velocity: WideDouble) {
    self.spring = spring
    self.position = position
    self.velocity = velocity
    let m = WideDouble(spring.mass), k = WideDouble(spring.stiffness)
    let c = WideDouble(spring.damping)
    twoAlpha = c / m
    omega0Squared = k / m
    acceleration = -(twoAlpha * velocity + omega0Squared * position)
    if position.isZero && velocity.isZero {
      form = .rest
      timeExponent = 0
      positionExponent = 0
      return
    }
    let zeta = c / (k.squareRoot() * m.squareRoot()).scaled(by: 1)
    if !zeta.isZero && zeta.exponent >= ExtendedRangeMotion.separatedDampingExponent {
      form = .separated(SeparatedModes(spring: spring, position: position, velocity: velocity))
      timeExponent = 0
      positionExponent = 0
      return
    }
    // Time unit 2^p ≈ 1/ω0 (ω̃0 in [1, 2)); force unit such that k̃ is in [1, 2).
    let p = -omega0Squared.squareRoot().exponent
    let s = -k.exponent
    let unitSpring = Spring(
      uncheckedMass: m.scaled(by: s - 2 * p).doubleValue,
      stiffness: k.scaled(by: s).doubleValue,
      damping: c.scaled(by: s - p).doubleValue)
    // Length unit: the larger of |x0| and |v0|·2^p lands in [1/2, 1).
    var q = Int.min
    if !position.isZero { q = position.exponent + 1 }
    if !velocity.isZero { q = max(q, velocity.exponent + p + 1) }
    let unitState = SpringState(
      position: position.scaled(by: -q).doubleValue,
      velocity: velocity.scaled(by: p - q).doubleValue)
    form = .scaled(ExtendedRangeMotion.unitMotion(unitSpring, unitState))
    timeExponent = p
    positionExponent = q
  }

  /// The ordinary closed form on a unit-scaled spring and state (safe by
  /// construction; see the header).
  static func unitMotion(_ spring: Spring, _ state: SpringState) -> SpringMotion {
    SpringMotion(
      ordinary: spring, initialState: state, alpha: spring.damping / (2 * spring.mass),
      omega0Squared: spring.stiffness / spring.mass)
  }

  /// x(t), v(t) in the caller's units; ±infinity for a component beyond the
  /// largest double.
  @usableFromInline
  func state(at t: Double) -> SpringState {
    let (x, v) = wideState(at: t)
    return SpringState(position: x.doubleValue, velocity: v.doubleValue)
  }

  /// x''(t) in the caller's units; ±infinity beyond the largest double.
  @usableFromInline
  func acceleration(at t: Double) -> Double {
    switch form {
    case .rest:
      return 0
    case .separated(let modes):
      return modes.acceleration(at: t).doubleValue
    case .scaled(let unit):
      guard let scaledTime = scaledTime(t) else {
        // a(t) = a0 + j0·t with the jerk j0 = −(2α a0 + ω0² v0).
        let jerk = -(twoAlpha * acceleration + omega0Squared * velocity)
        return (acceleration + jerk * WideDouble(t)).doubleValue
      }
      return WideDouble(unit.acceleration(at: scaledTime))
        .scaled(by: positionExponent - 2 * timeExponent).doubleValue
    }
  }

  /// x''(0), rounded to binary64 (±infinity beyond the largest double).
  @usableFromInline
  var initialAcceleration: Double { acceleration.doubleValue }

  /// The velocity's own motion, from (v0, x''(0)) with wide exponents.
  @usableFromInline
  var velocityMotion: SpringMotion {
    SpringMotion(
      spring: spring,
      initialState: SpringState(
        position: velocity.doubleValue, velocity: acceleration.doubleValue),
      extended: ExtendedRangeMotion(spring: spring, position: velocity, velocity: acceleration))
  }

  /// x(t) and v(t) with wide exponents (before the final rounding).
  func wideState(at t: Double) -> (WideDouble, WideDouble) {
    switch form {
    case .rest:
      return (.zero, .zero)
    case .separated(let modes):
      return modes.state(at: t)
    case .scaled(let unit):
      guard let scaledTime = scaledTime(t) else {
        let wideTime = WideDouble(t)
        return (position + velocity * wideTime, velocity + acceleration * wideTime)
      }
      let s = unit.state(at: scaledTime)
      return (
        WideDouble(s.position).scaled(by: positionExponent),
        WideDouble(s.velocity).scaled(by: positionExponent - timeExponent)
      )
    }
  }

  /// t/2^p as a double, saturated to the largest finite double (where every
  /// damped motion has decayed to 0 and an undamped phase carries no
  /// digits); nil when it is below 2^−1000 in magnitude (Taylor regime).
  func scaledTime(_ t: Double) -> Double? {
    let wide = WideDouble(t).scaled(by: -timeExponent)
    if wide.isZero || wide.exponent < ExtendedRangeMotion.taylorTimeExponent { return nil }
    let scaled = wide.doubleValue
    if scaled.isFinite { return scaled }
    if scaled.isNaN { return scaled }
    return scaled > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }
}
