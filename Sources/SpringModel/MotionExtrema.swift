//===--- MotionExtrema.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where the displacement x(t) turns (v = 0) and where it crosses zero,
// located analytically from the closed form.
//
// - ζ < 1: x = e^(−αt)[x0 cos ωd t + B sin(ωd t)/ωd] and
//   v = e^(−αt)[v0 cos ωd t − Q sin(ωd t)/ωd], so v = 0 exactly where
//   tan(ωd t) = v0 ωd / Q: the extrema are π/ωd apart, from a first one at a
//   phase in [0, π). Half a period on, the motion is the same one mirrored
//   and shrunk, x(t + π/ωd) = −e^(−απ/ωd)·x(t), so the n-th extremum's height
//   is the first one's times e^(−n·απ/ωd), exactly. Zeros likewise sit at
//   tan(ωd t) = −x0 ωd / B.
// - ζ = 1: x = e^(−αt)(x0 + Bt) and v = e^(−αt)(v0 − Qt): one zero at
//   −x0/B and one extremum at v0/Q, each when positive.
// - ζ > 1: tanh(γt) = v0 γ / Q (extremum) and −x0 γ / B (zero); when that
//   ratio rounds to 1 or beyond (ζ ≳ 1e8) the two exponential modes
//   x = A e^(r_f t) + C e^(r_s t) give the root directly.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The turning points (extrema) of a motion's displacement x(t) on t ≥ 0,
/// and its first zero crossing, from the closed form.
///
/// Extremum n (n = 0, 1, 2, …) is the n-th time t ≥ 0 at which v(t) = 0; a
/// motion released at rest has extremum 0 at t = 0. For ζ < 1 there are
/// infinitely many, `spacing` = π/ωd apart, whose heights |x| fall by the
/// factor e^(−decrement) from one to the next, exactly (for ζ = 0 they all
/// have the amplitude's height). For ζ ≥ 1 there is at most one.
///
/// Units: seconds for times, the motion's position units for heights.
///
/// Error bounds: `firstTime` and `firstZeroTime` carry a relative error of a
/// few ulps of the phase they solve for (for ζ < 1, the phase ωd·t in
/// [0, π); for ζ ≥ 1, of γt, or of the modes' ratio when ζ ≳ 1e8).
/// `time(ofExtremum:)` adds n roundings of the spacing: its phase error is
/// about 2⁻⁵²·(1 + n)·π radians. `predictedHeight` is exact in form; its
/// relative error is about 2⁻⁵⁰·(1 + n·decrement) plus that of the first
/// height it scales. Evaluating x at a computed extremum time loses only the
/// square of the phase error (the extremum is flat), but the evaluation's
/// own error grows like 2⁻⁵²·ωd·t, so far out (ωd·t ≳ 1e7) the predicted
/// height is the better one.
///
/// Domain: every motion (`SpringMotion.extrema`); on the extended-range path
/// (magnitudes far from 1) the times are those of the scaled motion, scaled
/// back by a power of two.
public struct MotionExtrema: Hashable, Sendable {
  /// The time of extremum 0 in seconds: the first t ≥ 0 with v(t) = 0; nil
  /// when x has no turning point at t ≥ 0 (ζ ≥ 1 moving monotonically
  /// towards 0, or at rest).
  public var firstTime: Double?
  /// The time between successive extrema, π/ωd seconds, for ζ < 1; nil for
  /// ζ ≥ 1 (at most one extremum).
  public var spacing: Double?
  /// ln(|x(t_n)| / |x(t_(n+1))|) = α·π/ωd, the logarithmic decrement from
  /// one extremum to the next (0 when undamped; 0 and unused for ζ ≥ 1).
  public var decrement: Double
  /// The time of the first zero crossing of x at t > 0 in seconds; nil when
  /// x never crosses zero at t > 0.
  public var firstZeroTime: Double?

  /// The time of extremum `n` in seconds: `firstTime + n·spacing`. `n` is a
  /// whole number ≥ 0, as a Double so that counts beyond 2^63 (ζ ≪ 1e-12)
  /// stay representable. nil when there is no such extremum.
  public func time(ofExtremum n: Double) -> Double? {
    guard let firstTime else { return nil }
    if n == 0 { return firstTime }
    guard let spacing else { return nil }
    return firstTime + n * spacing
  }

  /// The height |x| of extremum `n`, predicted from the height of extremum
  /// 0 (`firstHeight`, the same units): firstHeight·e^(−n·decrement). Only
  /// meaningful for ζ < 1.
  public func predictedHeight(ofExtremum n: Double, firstHeight: Double) -> Double {
    if n == 0 { return firstHeight }
    // Near ζ = 1 the decrement is huge: underflowingExp answers the 0s
    // without libm's slow underflow path.
    return firstHeight * underflowingExp(-n * decrement)
  }
}

extension SpringMotion {
  /// The turning points of x(t) and its first zero crossing (see
  /// `MotionExtrema` for units, domain and error bounds). Costs a few
  /// elementary functions and no evaluation of the motion.
  public var extrema: MotionExtrema {
    guard !isOrdinaryRange else { return ordinaryExtrema }
    switch extendedRange {
    case .rest:
      return MotionExtrema(firstTime: nil, spacing: nil, decrement: 0, firstZeroTime: nil)
    case .separated(let modes):
      return modes.extrema
    case .scaled(let scaled):
      var result = scaled.unit.ordinaryExtrema
      func seconds(_ t: Double?) -> Double? {
        t.map { WideDouble($0).scaled(by: scaled.timeExponent).doubleValue }
      }
      result.firstTime = seconds(result.firstTime)
      result.spacing = seconds(result.spacing)
      result.firstZeroTime = seconds(result.firstZeroTime)
      return result
    }
  }

  /// The time and value x(t) of extremum `n` (see
  /// `MotionExtrema.time(ofExtremum:)`), evaluated; nil when there is none.
  public func extremum(_ n: Double) -> (time: Double, position: Double)? {
    guard let t = extrema.time(ofExtremum: n) else { return nil }
    return (t, position(at: t))
  }

  /// `extrema` of a motion on the ordinary path (or a unit-scaled one).
  var ordinaryExtrema: MotionExtrema {
    let x0 = initialState.position
    let b = positionSineCoefficient
    switch regime {
    case .undamped, .underdamped:
      let omegaD = frequency
      let spacing = Double.pi / omegaD
      // Zero: x0 cos φ + (B/ωd) sin φ = 0; a zero at t = 0 itself (x0 = 0)
      // is not a crossing at t > 0: the next one is half a period later.
      var zero = SpringMotion.halfTurnPhase(-x0, b / omegaD) / omegaD
      if zero == 0 { zero = spacing }
      return MotionExtrema(
        firstTime: ordinaryFirstExtremum, spacing: spacing,
        decrement: alpha * spacing, firstZeroTime: zero)
    case .critical:
      return MotionExtrema(
        firstTime: ordinaryFirstExtremum, spacing: nil, decrement: 0,
        firstZeroTime: b != 0 ? SpringMotion.positiveTime(-x0 / b) : nil)
    case .overdamped:
      return MotionExtrema(
        firstTime: ordinaryFirstExtremum, spacing: nil, decrement: 0,
        firstZeroTime: overdampedRoot(-x0, b, modes: -slowAmplitude / fastAmplitude))
    }
  }

  /// `ordinaryExtrema.firstTime` alone (the settling search needs no zero).
  var ordinaryFirstExtremum: Double? {
    let v0 = initialState.velocity
    let q = velocitySineCoefficient
    switch regime {
    case .undamped, .underdamped:
      return SpringMotion.halfTurnPhase(v0, q / frequency) / frequency
    case .critical:
      // x = e^(−αt)(x0 + Bt), v = e^(−αt)(v0 − Qt).
      return q != 0 ? SpringMotion.positiveTime(v0 / q) : (v0 == 0 ? 0 : nil)
    case .overdamped:
      return v0 == 0
        ? 0
        : overdampedRoot(v0, q, modes: -(slowAmplitude * slowRate) / (fastAmplitude * fastRate))
    }
  }

  /// The phase in [0, π) with tan φ = y/x. (y, x) is first turned into the
  /// right half-plane, so that a small phase never comes as −π plus a little
  /// (which would keep only its absolute accuracy near ζ = 1, where ωd → 0
  /// and the phase is tiny).
  private static func halfTurnPhase(_ y: Double, _ x: Double) -> Double {
    let angle = x < 0 || (x == 0 && y < 0) ? atan2(-y, -x) : atan2(y, x)
    return angle < 0 ? angle + Double.pi : angle
  }

  /// `t` when it is a positive, finite time, else nil.
  private static func positiveTime(_ t: Double) -> Double? { t > 0 && t.isFinite ? t : nil }

  /// ζ > 1: x = e^(−αt)[x0 cosh γt + B sinh(γt)/γ] is zero where
  /// tanh γt = −γx0/B, and has its extremum where tanh γt = γv0/Q (v has
  /// the same form with v0, −Q). Past tanh = 1 in rounding, the modes
  /// A e^(r_f t) + C e^(r_s t): e^((r_f − r_s)t) = −C/A (zero),
  /// −C r_s/(A r_f) (extremum).
  private func overdampedRoot(_ numerator: Double, _ denominator: Double, modes: Double)
    -> Double?
  {
    guard denominator != 0 else { return nil }
    let tangent = frequency * (numerator / denominator)
    if tangent > 0 && tangent < 1 { return atanh(tangent) / frequency }
    if tangent >= 1 && modes > 0 && modes < 1 { return log(modes) / (fastRate - slowRate) }
    return nil
  }
}

extension SeparatedModes {
  /// The extremum and the zero of A e^(−λ_fast t) + B e^(−λ_slow t):
  /// e^(−(λ_fast − λ_slow)t) = −λ_slow B/(λ_fast A) and −B/A, when in (0, 1).
  var extrema: MotionExtrema {
    func root(_ ratio: WideDouble) -> Double? {
      guard !ratio.isZero, ratio.significand > 0,
        WideDouble.magnitudeIsLess(ratio, WideDouble(1))
      else { return nil }
      let t = (WideDouble(-ratio.logarithm()) / (fastRate - slowRate)).doubleValue
      return t > 0 && t.isFinite ? t : nil
    }
    let extremum =
      velocity.isZero
      ? 0 : root(-((slowRate * slowAmplitude) / (fastRate * fastAmplitude)))
    return MotionExtrema(
      firstTime: extremum, spacing: nil, decrement: 0,
      firstZeroTime: root(-(slowAmplitude / fastAmplitude)))
  }
}
