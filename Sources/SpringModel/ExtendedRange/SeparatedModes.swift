//===--- SeparatedModes.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The overdamped motion for ζ ≥ 2^30: two exponentials whose rates are too
// far apart for one binary64 time unit (ζ runs up to 2^2100).
//
// The roots of m r² + c r + k = 0 are −λ_fast and −λ_slow with
//
//     λ_fast = (c/m)·(1 + √(1 − 1/ζ²))/2,   λ_slow = (k/m)/λ_fast,
//
// (the stable forms: no difference of nearly equal numbers), and
//
//     x(t) = A e^(−λ_fast t) + B e^(−λ_slow t),
//     A = −(v0 + λ_slow x0)/(λ_fast − λ_slow),   B = x0 − A,
//
// which meets x(0) = x0 and v(0) = v0 exactly by construction, whatever the
// roundings in λ. Every factor carries a wide exponent (WideDouble.swift),
// so neither c/m = 1e310 nor λ_slow = 1e-320 loses a bit. While λ_fast·t ≤ 1
// the increments are written with expm1,
//
//     x = x0 + A·expm1(−λ_fast t) + B·expm1(−λ_slow t),
//
// and likewise for v (from v0 itself: its two modal shares may cancel), so
// that x ≈ x0 + v0·t and v ≈ v0 + a0·t keep their digits at tiny t; later
// the plain sum has no cancellation to fear (e^(−λ_fast t) < e^(−1)).
//
// The settling time has a closed form too: the fast transient ends before
// e^(−λ_slow t) has moved by more than (λ_slow/λ_fast)·ln(…) < 2^−50 (one
// fixed-point step absorbs even that), and after it only the slow mode is
// left.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// x(t) = A·e^(−λ_fast t) + B·e^(−λ_slow t) for ζ ≥ 2^30, with wide exponents.
struct SeparatedModes: Sendable {
  let position: WideDouble
  let velocity: WideDouble
  /// λ_slow (1/s).
  let slowRate: WideDouble
  /// λ_fast (1/s).
  let fastRate: WideDouble
  /// A, the fast mode's amplitude.
  let fastAmplitude: WideDouble
  /// B = x0 − A, the slow mode's amplitude.
  let slowAmplitude: WideDouble
  /// x''(0) = −(c v0 + k x0)/m.
  let initialAcceleration: WideDouble

  init(spring: Spring, position: WideDouble, velocity: WideDouble) {
    let m = WideDouble(spring.mass)
    let k = WideDouble(spring.stiffness)
    let c = WideDouble(spring.damping)
    self.position = position
    self.velocity = velocity
    let zeta = c / (k.squareRoot() * m.squareRoot()).scaled(by: 1)
    let inverseSquare = (WideDouble(1) / (zeta * zeta)).doubleValue
    fastRate = (c / m) * WideDouble((1 + (1 - inverseSquare).squareRoot()) / 2)
    slowRate = (k / m) / fastRate
    fastAmplitude = -((velocity + slowRate * position) / (fastRate - slowRate))
    slowAmplitude = position - fastAmplitude
    initialAcceleration = -((c / m) * velocity + (k / m) * position)
  }

  /// The two modes' contributions to the component u = x (derivative 0),
  /// v (1) or a (2) at t: u(t) with a wide exponent.
  private func component(_ derivative: Int, at t: Double) -> WideDouble {
    let wideTime = WideDouble(t)
    let wideFast = fastRate * wideTime
    let wideSlow = slowRate * wideTime
    let fast = wideFast.doubleValue
    let slow = wideSlow.doubleValue
    // (−λ)^derivative · amplitude for each mode.
    var fastFactor = fastAmplitude
    var slowFactor = slowAmplitude
    for _ in 0..<derivative {
      fastFactor = -(fastFactor * fastRate)
      slowFactor = -(slowFactor * slowRate)
    }
    if fast <= 1 {
      // u(0), exactly as given, plus increments free of cancellation at small
      // t (the two modes' shares of u(0) may cancel: v0 = −λ_fast A − λ_slow B).
      let start = derivative == 0 ? position : derivative == 1 ? velocity : initialAcceleration
      return start + fastFactor * SeparatedModes.expm1(-wideFast)
        + slowFactor * SeparatedModes.expm1(-wideSlow)
    }
    return fastFactor * WideDouble.exp(-fast) + slowFactor * WideDouble.exp(-slow)
  }

  /// e^y − 1 for y ≤ 1, keeping a tiny y's digits where binary64 would
  /// flush it (e^y − 1 = y to 2^−60 once |y| < 2^−60).
  static func expm1(_ y: WideDouble) -> WideDouble {
    if y.isZero || y.exponent < -60 { return y }
    #if canImport(Glibc)
      return WideDouble(Glibc.expm1(y.doubleValue))
    #else
      return WideDouble(Darwin.expm1(y.doubleValue))
    #endif
  }

  /// x(t) and v(t) with wide exponents.
  func state(at t: Double) -> (WideDouble, WideDouble) {
    if t == 0 { return (position, velocity) }
    return (component(0, at: t), component(1, at: t))
  }

  /// x''(t) with a wide exponent.
  func acceleration(at t: Double) -> WideDouble { component(2, at: t) }

  /// The last time |x(t)| > ε (or |v(t)| > ε for `ofVelocity`): nil when
  /// it exceeds the largest double.
  ///
  /// The component is u = P e^(−λ_fast t) + Q e^(−λ_slow t): (P, Q) = (A, B)
  /// for x and (−λ_fast A, −λ_slow B) for v — taken from x's own modes, since
  /// v's slow share −λ_slow B is far below the rounding of v0 (by 1/(4ζ²))
  /// and would be lost if v were rebuilt from (v0, a0).
  /// If |Q| > ε the slow mode alone decides, T = ln(|Q|/ε)/λ_slow.
  /// Otherwise u moves monotonically from u(0) toward Q·e^(−λ_slow t) during
  /// the fast transient, and T is where it crosses ±ε:
  /// e^(−λ_fast T) = (±ε − Q·e^(−λ_slow T))/P, solved with e^(−λ_slow T) = 1
  /// and then once more with the T found (λ_slow·T < 2^−50, so one step is
  /// exact to binary64); 0 when |u(0)| ≤ ε already.
  func lastExcursion(above epsilon: Double, ofVelocity: Bool = false) -> Double? {
    let fast = ofVelocity ? -(fastAmplitude * fastRate) : fastAmplitude
    let slow = ofVelocity ? -(slowAmplitude * slowRate) : slowAmplitude
    let start = ofVelocity ? velocity : position
    let threshold = WideDouble(epsilon)
    if WideDouble.magnitudeIsLess(threshold, slow) {
      let logRatio = slow.logarithm() - threshold.logarithm()
      return finite(WideDouble(logRatio) / slowRate)
    }
    guard WideDouble.magnitudeIsLess(threshold, start) else { return 0 }
    let target = start.significand < 0 ? -threshold : threshold
    func crossing(_ slowDecay: WideDouble) -> WideDouble? {
      let fraction = (target - slow * slowDecay) / fast
      guard !fraction.isZero, fraction.significand > 0 else { return nil }
      return WideDouble(-fraction.logarithm()) / fastRate
    }
    guard let first = crossing(WideDouble(1)) else { return 0 }
    let slowDecay = WideDouble.exp(-(slowRate * first).doubleValue)
    return finite(crossing(slowDecay) ?? first)
  }

  private func finite(_ time: WideDouble) -> Double? {
    let seconds = time.doubleValue
    return seconds.isFinite ? max(0, seconds) : nil
  }
}
