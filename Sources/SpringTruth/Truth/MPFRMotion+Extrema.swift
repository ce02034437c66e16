//===--- MPFRMotion+Extrema.swift -----------------------------------------===//
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
//   tanh(γt) = γy0'/q for ζ > 1 — at most one extremum, after the zero if
//   there is one.
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
    guard !derivativeSine.isZero else { return nil }
    let ratio = derivative0 / derivativeSine
    if constants.regime == .critical { return ratio > 0.0 ? ratio : nil }
    guard let exponentials else { return nil }
    // S/C = tanh(γt)/γ, so tanh(γt) = γ·y0'/q.
    let gamma = constants.frequency
    let tangent = gamma * ratio
    guard tangent > 0.0 && tangent < 1.0 else { return nil }
    if tangent < 0.5 { return tangent.atanh() / gamma }
    // γt ≥ 0.55: from the two exponentials, e^(2γt) = −fB/(sA), well away
    // from 1 (atanh would lose bits to 1 − tanh).
    let growth =
      -(exponentials.fastRate * exponentials.fastAmplitude)
      / (exponentials.slowRate * exponentials.slowAmplitude)
    return growth.log() / (gamma * 2.0)
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
