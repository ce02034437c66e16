//===--- SpringMotion+ExtendedRange.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Evaluating a SpringMotion on the extended-range path: its stored initial
// state with wide exponents (see `SpringMotion.form`) is turned back into the
// form of ExtendedRange.swift — scaled variables, the first-order expansion
// at tiny t, or the separated modes of ζ ≥ 2^30 — and evaluated. Everything
// here is out of line; the ordinary path never calls it.
//
//===----------------------------------------------------------------------===//

extension SpringMotion {
  /// The ordinary closed form on a unit-scaled spring and state (safe by
  /// construction; see ExtendedRange.swift).
  static func unitMotion(_ spring: Spring, _ state: SpringState) -> SpringMotion {
    SpringMotion(
      ordinary: spring, initialState: state, alpha: spring.damping / (2 * spring.mass),
      omega0Squared: spring.stiffness / spring.mass)
  }

  /// The initial state with wide exponents: as stored on the extended-range
  /// path, from `initialState` on the ordinary one.
  var wideInitialState: (position: WideDouble, velocity: WideDouble) {
    guard !isOrdinaryRange else {
      return (WideDouble(initialState.position), WideDouble(initialState.velocity))
    }
    return (
      WideDouble(positionSineCoefficient, exponent: Int(fastRate)),
      WideDouble(velocitySineCoefficient, exponent: Int(slowRate))
    )
  }

  /// The extended-range form of this motion (also for an ordinary one, as
  /// the settling search needs for extreme thresholds).
  var extendedRange: ExtendedRange {
    let (position, velocity) = wideInitialState
    return ExtendedRange(spring: spring, position: position, velocity: velocity)
  }

  /// `position(at:)` as a function of t, bit for bit, for loops that
  /// evaluate one motion at many times (Apple's 0.1 s settling walks, the
  /// sampled deviation of a rounded spring). On the extended-range path
  /// `position(at:)` rebuilds the extended form from the stored scalars at
  /// every call (microseconds); this builds it once. On the ordinary path
  /// it is `position(at:)` itself.
  public var positionFunction: @Sendable (Double) -> Double {
    guard !isOrdinaryRange else { return { [self] in self.position(at: $0) } }
    let range = extendedRange
    let start = initialState.position
    // `+ 0` as `position(at:)`'s final rounding adds its (zero) low part:
    // a −0 comes out +0 there too.
    return { t in t == 0 ? start : range.state(at: t).0.doubleValue + 0 }
  }

  /// `state(at:)` on the extended-range path, from the stored scalars only.
  @usableFromInline @inline(never)
  static func extendedState(
    _ spring: Spring, _ positionSignificand: Double, _ positionExponent: Double,
    _ velocitySignificand: Double, _ velocityExponent: Double, at t: Double
  ) -> SpringState {
    let range = ExtendedRange(
      spring: spring,
      position: WideDouble(positionSignificand, exponent: Int(positionExponent)),
      velocity: WideDouble(velocitySignificand, exponent: Int(velocityExponent)))
    let (x, v) = range.state(at: t)
    return SpringState(position: x.doubleValue, velocity: v.doubleValue)
  }

  /// `acceleration(at:)` off the ordinary path.
  @usableFromInline @inline(never)
  func extendedAcceleration(at t: Double) -> Double {
    extendedRange.acceleration(at: t).doubleValue
  }

  /// `initialAcceleration` off the ordinary path.
  @usableFromInline @inline(never)
  var extendedInitialAcceleration: Double { extendedRange.initialAcceleration.doubleValue }

  /// `velocityMotion` off the ordinary path: from (v0, x''(0)) with wide
  /// exponents, so an x''(0) beyond binary64 loses nothing.
  @usableFromInline @inline(never)
  var extendedVelocityMotion: SpringMotion {
    SpringMotion(
      spring: spring, widePosition: wideInitialState.velocity,
      wideVelocity: extendedRange.initialAcceleration)
  }
}

extension ExtendedRange {
  /// x(t) and v(t) with wide exponents (before the final rounding).
  func state(at t: Double) -> (WideDouble, WideDouble) {
    switch self {
    case .rest:
      return (.zero, .zero)
    case .separated(let modes):
      return modes.state(at: t)
    case .scaled(let scaled):
      guard let scaledTime = scaled.scaledTime(t) else { return scaled.firstOrderState(at: t) }
      let (x, v) = scaled.unitState(at: t, scaledTime: scaledTime)
      return (
        x.scaled(by: scaled.positionExponent),
        v.scaled(by: scaled.positionExponent - scaled.timeExponent)
      )
    }
  }

  /// x''(t) with a wide exponent.
  func acceleration(at t: Double) -> WideDouble {
    switch self {
    case .rest:
      return .zero
    case .separated(let modes):
      return modes.acceleration(at: t)
    case .scaled(let scaled):
      guard let scaledTime = scaled.scaledTime(t) else {
        return scaled.firstOrderAcceleration(at: t)
      }
      let unit = scaled.unit
      let (x, v) = scaled.unitState(at: t, scaledTime: scaledTime)
      let a =
        unit.isDeepDecay(at: scaledTime) || scaled.isSaturated(t)
        ? -(v * (2 * unit.alpha) + x * unit.omega0Squared)
        : WideDouble(unit.acceleration(at: scaledTime))
      return a.scaled(by: scaled.positionExponent - 2 * scaled.timeExponent)
    }
  }

  /// x''(0) with a wide exponent.
  var initialAcceleration: WideDouble {
    switch self {
    case .rest: .zero
    case .separated(let modes): modes.initialAcceleration
    case .scaled(let scaled): scaled.acceleration
    }
  }
}

extension ScaledVariables {
  /// Whether t/2^p is beyond binary64, so that `scaledTime` saturated.
  func isSaturated(_ t: Double) -> Bool {
    WideDouble(t).scaled(by: -timeExponent).exponent > Double.greatestFiniteMagnitude.exponent
  }

  /// The unit motion's state at the scaled time `scaledTime` of `t`, with
  /// wide exponents: without intermediate underflow (`wideState`), and,
  /// where t/2^p saturated to the largest double, with the decay of the
  /// rest of the time applied too (e^(−rate·(t/2^p − saturated)) with the
  /// slowest rate) — the phase there carries no digits, the decay does.
  func unitState(at t: Double, scaledTime: Double) -> (WideDouble, WideDouble) {
    let (x, v) = unit.wideState(at: scaledTime)
    guard isSaturated(t) else { return (x, v) }
    let rate = unit.form == .overdamped ? -unit.slowRate : unit.alpha
    if rate == 0 { return (x, v) }
    let rest = WideDouble(t).scaled(by: -timeExponent) - WideDouble(scaledTime)
    let excess = (rest * rate).doubleValue
    let decay = WideDouble.exp(-excess)
    return (x * decay, v * decay)
  }
}
