//===--- MPFRMotion+Extrema.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where a solution y of the spring's equation has its extrema (y' = 0) and
// zeros, from the closed form's coefficients.
//
// - ζ < 1 (ζ = 0 included): with θ = ωd t,
//     y' = 0  where  y0' cos θ = (q/ωd) sin θ,  θ ≡ atan2(y0', q/ωd)  (mod π),
//     y = 0   where  y0 cos θ + (b/ωd) sin θ = 0,  θ ≡ atan2(−y0, b/ωd)  (mod π),
//   so both repeat every half-period π/ωd, and the extrema's heights shrink
//   by exactly e^(−απ/ωd) from one to the next: the first is the largest.
// - ζ ≥ 1: y' = 0 where y0' C(t) = q S(t), i.e. t = y0'/q at ζ = 1 and
//   tanh(γt) = γy0'/q for ζ > 1, equivalently e^(2γt) = −fB/(sA) in the
//   two-exponential form — at most one extremum, after the zero if there is
//   one.
//
//===----------------------------------------------------------------------===//

extension MPFRMotion {
  /// ζ < 1: π/ωd, the time between successive extrema.
  var halfPeriod: MPFRNumber { MPFRNumber.pi(precision: precision) / constants.frequency }

  /// ζ < 1: u in [0, 1) with extrema at t = (u + n)·π/ωd, n = 0, 1, 2, …
  var extremumHalfTurns: MPFRNumber {
    Self.fractionalPart(
      MPFRNumber.atan2OverPi(derivative0, derivativeSine / constants.frequency))
  }

  /// ζ < 1: u in [0, 1) with zeros at t = (u + n)·π/ωd, n = 0, 1, 2, …
  var zeroHalfTurns: MPFRNumber {
    Self.fractionalPart(MPFRNumber.atan2OverPi(-value0, valueSine / constants.frequency))
  }

  /// ζ ≥ 1: the one time t > 0 where y' = 0, if there is one.
  var aperiodicExtremum: MPFRNumber? {
    if constants.regime == .critical {
      guard !derivativeSine.isZero else { return nil }
      let ratio = derivative0 / derivativeSine
      return ratio > 0.0 ? ratio : nil
    }
    guard let exponentials else { return nil }
    // y' = −sA e^(−st) − fB e^(−ft) = 0 where e^(2γt) = G = −fB/(sA) (f − s =
    // 2γ): one extremum at t > 0 iff G > 1. G is a quotient of products, so
    // it keeps its relative precision at any ζ — unlike tanh(γt) = γ·y0'/q,
    // which rounds to 1 once (γt large) 1 − tanh(γt) falls below 2^-bits.
    let slowSlope = exponentials.slowRate * exponentials.slowAmplitude
    guard !slowSlope.isZero else { return nil }  // A = 0: one monotone mode.
    let growth = -(exponentials.fastRate * exponentials.fastAmplitude) / slowSlope
    let gamma = constants.frequency
    if growth >= 3.0 { return growth.log() / (gamma * 2.0) }
    // G < 3, so γt < ln(3)/2 ≈ 0.55 if there is an extremum at all: ln G
    // would lose the bits that G − 1 cancels, while tanh(γt) = γ·y0'/q is
    // then below 1/2 and atanh accurate (and its sign decides existence).
    guard !derivativeSine.isZero else { return nil }
    let tangent = gamma * (derivative0 / derivativeSine)
    guard tangent > 0.0 && tangent < 1.0 else { return nil }
    return tangent.atanh() / gamma
  }

  /// The first time t ≥ 0 where y' = 0: the largest extremum of y on
  /// (0, ∞) when ζ < 1, the only one when ζ ≥ 1; `nil` when there is none.
  var firstExtremum: MPFRNumber? {
    switch constants.regime {
    case .undamped, .underdamped:
      if value0.isZero && derivative0.isZero { return nil }
      return extremumHalfTurns * halfPeriod
    case .critical, .overdamped:
      return aperiodicExtremum
    }
  }

  /// x − ⌊x⌋ in [0, 1).
  static func fractionalPart(_ x: MPFRNumber) -> MPFRNumber {
    let result = x - x.floor()
    return result >= 1.0 ? result - 1.0 : result
  }
}
