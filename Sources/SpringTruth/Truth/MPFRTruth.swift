//===--- MPFRTruth.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The truth every accuracy figure is measured against: the closed-form
// motion of m x'' + c x' + k x = 0 evaluated in MPFR (https://www.mpfr.org)
// at ≥ 200 bits from the exact binary64 inputs — identical on every
// architecture, and never overflowing or underflowing where binary64 would.
//
// The forms and why they are accurate are in MPFRMotion.swift and
// MPFRSpringConstants.swift; the exact settling time in
// MPFRTruth+Settling.swift. Tests/SpringTruthTests checks the truth against
// an independent MPFR Taylor integration of the equation in every regime.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The motion of a spring computed far beyond binary64: the reference that
/// a binary64 evaluator is judged against.
///
/// Accuracy: with `precision` = p bits, x(t) and v(t) are within a few
/// 2^-p of the trajectory's peak |x| and |v| (p + 32 bits are carried
/// internally), in every regime: undamped over any number of periods (the
/// phase ωd·t gets as many extra bits as it has integer bits), near-critical
/// on both sides down to the smallest |ζ − 1| binary64 inputs allow, exactly
/// critical, and overdamped at any ζ: the slow rate s = ω0²/(α + γ), the
/// extremum time from e^(2γt) = −fB/(sA) and the velocity's modes (−s·A,
/// −f·B) keep their relative precision however far s/f ≈ 1/(4ζ²) falls
/// below 2^-p, so the slow plateau and its tail are exact even when ε is
/// 1e-76 of the plateau (Tests/SpringTruthTests/Truth checks settling times
/// against an independent Taylor oracle for 0.05 ≤ ζ ≤ 1e12, a Taylor
/// certificate for 1e-6 ≤ ζ < 0.05, and asymptotics for ζ = 2e38 and
/// 1e30 ≤ ζ ≤ 1e150). Inputs anywhere in binary64's range (1e-300…1e300 for
/// m, k, c, x0, v0 and t) are fine: MPFR's exponent range is about 2^±(2^30).
///
/// Cost: one exponential and one sine/cosine (or hyperbolic pair) per
/// `state(at:)`, about 10 µs at 200 bits.
///
/// `Sendable`: its MPFR numbers are written only during `init`.
public struct MPFRTruth: @unchecked Sendable {
  /// The position x(t) and velocity v(t) at one time, at the truth's
  /// precision.
  public struct State: Sendable {
    /// Displacement x(t) from the rest point, in the caller's units.
    public var position: TruthValue
    /// Velocity v(t) in units per second.
    public var velocity: TruthValue
  }

  /// The spring (exact binary64 parameters).
  public let spring: Spring
  /// The state at t = 0 (exact binary64 values).
  public let initialState: SpringState
  /// The requested precision p in bits.
  public let precision: Int
  /// Bits carried beyond `precision` against rounding in the forms.
  static let guardBits = 32

  /// The closed form of x(t) at precision + guardBits.
  let motion: MPFRMotion

  /// Prepares the truth for `spring` released from `initialState`.
  ///
  /// - Parameters:
  ///   - spring: the spring (exact binary64 m, k, c; any magnitudes).
  ///   - initialState: x0 and v0; non-finite components make every result
  ///     NaN (and `settlingTime` refuse).
  ///   - precision: p, the bits the results are accurate to relative to the
  ///     trajectory's peaks; at least 64 (smaller values are raised to 64).
  ///     The default, 200 bits, is about 60 decimal digits.
  public init(
    spring: Spring, initialState: SpringState, precision: Int = MPFRNumber.defaultPrecision
  ) {
    self.spring = spring
    self.initialState = initialState
    self.precision = min(max(precision, 64), MPFRNumber.precisionRange.upperBound / 2)
    let constants = MPFRSpringConstants(spring: spring, precision: self.precision + Self.guardBits)
    motion = MPFRMotion(constants: constants, initialState: initialState, component: .position)
  }

  /// The regime, decided exactly from c² − 4km in MPFR (the same answer as
  /// `Spring.regime`).
  public var regime: DampingRegime { motion.constants.regime }

  /// x(t) and v(t) at time `time` in seconds (finite; t < 0 evaluates the
  /// solution backwards; a non-finite time gives NaN).
  public func state(at time: Double) -> State {
    state(at: MPFRNumber(time, precision: 64))
  }

  /// x(t) and v(t) at a time given in MPFR (any precision; finite).
  public func state(at time: MPFRNumber) -> State {
    guard time.isFinite else {
      let nan = TruthValue(.nan)
      return State(position: nan, velocity: nan)
    }
    let (position, velocity) = motion.evaluate(at: time)
    return State(position: TruthValue(owning: position), velocity: TruthValue(owning: velocity))
  }
}
