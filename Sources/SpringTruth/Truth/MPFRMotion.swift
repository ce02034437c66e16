//===--- MPFRMotion.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One solution y(t) of m y'' + c y' + k y = 0 in closed form, evaluated in
// MPFR: the position x (y(0) = x0, y'(0) = v0) or the velocity v, which
// solves the same equation (y(0) = v0, y'(0) = −(c v0 + k x0)/m).
//
//     y(t) = e^(−αt) [ y0 C(t) + (y0' + αy0) S(t) ]
//     y'(t) = e^(−αt) [ y0' C(t) − (ω0²y0 + αy0') S(t) ]
//
// with (C, S) = (cos ωd t, sin(ωd t)/ωd) for ζ < 1 (ζ = 0 included), (1, t)
// at ζ = 1, and (cosh γt, sinh(γt)/γ) for ζ > 1 while γ|t| ≤ 1. Beyond that
// the two exponentials
//
//     y(t) = A e^(−st) + B e^(−ft),  A = (y0' + f y0)/(2γ),  B = −(y0' + s y0)/(2γ)
//
// (for the velocity, A_v = −s·A_x and B_v = −f·B_x, free of the
// cancellation y0' + f y0 suffers there at large ζ)
// take over: no cosh·e^(−αt) product of an overflow and an underflow, even
// where αt exceeds MPFR's exponent range (a term that underflows to 0 there
// lies below 2^(−2^30) of the trajectory's scale).
//
// The phase ωd·t is formed with as many extra bits as it has integer bits,
// so sin and cos see it to 2^-precision absolute however long the horizon.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Which solution of the equation a motion describes.
enum MotionComponent {
  /// x(t), from x(0) = x0 and x'(0) = v0.
  case position
  /// v(t), from v(0) = v0 and v'(0) = −(c v0 + k x0)/m.
  case velocity
}

/// One solution of the spring's equation, at one working precision.
struct MPFRMotion {
  let constants: MPFRSpringConstants
  /// y(0) and y'(0).
  let value0: MPFRNumber, derivative0: MPFRNumber
  /// y0' + αy0 and ω0²y0 + αy0', the coefficients of S(t).
  let valueSine: MPFRNumber, derivativeSine: MPFRNumber
  /// ζ > 1 only: the two-exponential form.
  let exponentials: TwoExponentials?

  /// The working precision in bits.
  var precision: Int { constants.precision }

  init(constants: MPFRSpringConstants, initialState: SpringState, component: MotionComponent) {
    self.constants = constants
    let bits = constants.precision
    let x0 = MPFRNumber(initialState.position, precision: max(bits, 64))
    let v0 = MPFRNumber(initialState.velocity, precision: max(bits, 64))
    switch component {
    case .position:
      value0 = x0
      derivative0 = v0
    case .velocity:
      value0 = v0
      // −(c v0 + k x0)/m: one rounding for the sum of products, one for m.
      let force = MPFRNumber(precision: bits + 8)
      force.setSumOfProducts(constants.damping, v0, constants.stiffness, x0)
      let acceleration = MPFRNumber(precision: bits)
      acceleration.setQuotient(force, constants.mass)
      derivative0 = -acceleration
    }
    let alpha = constants.alpha
    valueSine = MPFRNumber(precision: bits)
    valueSine.setSumOfProducts(alpha, value0, derivative0, MPFRNumber(1, precision: 2))
    derivativeSine = MPFRNumber(precision: bits)
    derivativeSine.setSumOfProducts(constants.omega0Squared, value0, alpha, derivative0)
    if let fast = constants.fastRate, let slow = constants.slowRate {
      // The position's amplitudes come from x0 and v0 directly. The
      // velocity's are −s·A and −f·B (v = x'): forming y0' + f·y0 from
      // y0' = −(c v0 + k x0)/m would cancel c/m against f and keep nothing
      // of the slow mode once s/f ≈ 1/(4ζ²) falls below 2^-bits.
      let twoGamma = constants.frequency * 2.0
      let slowSum = MPFRNumber(precision: bits)
      slowSum.setSumOfProducts(fast, x0, v0, MPFRNumber(1, precision: 2))
      let fastSum = MPFRNumber(precision: bits)
      fastSum.setSumOfProducts(slow, x0, v0, MPFRNumber(1, precision: 2))
      var slowAmplitude = slowSum / twoGamma
      var fastAmplitude = -(fastSum / twoGamma)
      if component == .velocity {
        slowAmplitude = -(slow * slowAmplitude)
        fastAmplitude = -(fast * fastAmplitude)
      }
      exponentials = TwoExponentials(
        slowRate: slow, fastRate: fast, slowAmplitude: slowAmplitude,
        fastAmplitude: fastAmplitude)
    } else {
      exponentials = nil
    }
  }

  /// (y(t), y'(t)) at the working precision, for any finite t (negative t
  /// gives the backward solution). NaN for a non-finite t or initial state.
  func evaluate(at t: MPFRNumber) -> (value: MPFRNumber, derivative: MPFRNumber) {
    let bits = constants.precision
    let cosine: MPFRNumber
    let sine: MPFRNumber
    switch constants.regime {
    case .undamped, .underdamped:
      (cosine, sine) = oscillation(at: t)
    case .critical:
      cosine = MPFRNumber(1, precision: bits)
      sine = MPFRNumber(t, precision: bits)
    case .overdamped:
      let gamma = constants.frequency
      let argument = MPFRNumber(precision: bits)
      argument.setProduct(gamma, t)
      if let exponentials, argument.magnitude() > 1.0 {
        return exponentials.evaluate(at: t, precision: bits)
      }
      let hyperbolic = argument.hyperbolicSineCosine()
      cosine = hyperbolic.cosine
      sine = argument.isZero ? MPFRNumber(t, precision: bits) : hyperbolic.sine / gamma
    }
    let exponent = MPFRNumber(precision: bits)
    exponent.setProduct(constants.alpha, t)
    let envelope = (-exponent).exp()
    let value = MPFRNumber(precision: bits)
    value.setSumOfProducts(value0, cosine, valueSine, sine)
    value.setProduct(value, envelope)
    let derivative = MPFRNumber(precision: bits)
    derivative.setDifferenceOfProducts(derivative0, cosine, derivativeSine, sine)
    derivative.setProduct(derivative, envelope)
    return (value, derivative)
  }

  /// (cos ωd t, sin(ωd t)/ωd), with the phase formed exactly enough.
  private func oscillation(at t: MPFRNumber) -> (cosine: MPFRNumber, sine: MPFRNumber) {
    let bits = constants.precision
    // |ωd t| < 2^(e_ω + e_t): that many extra bits keep the phase's absolute
    // error at 2^-bits.
    var phaseBits = bits
    if let frequencyExponent = constants.frequency.exponent, let timeExponent = t.exponent {
      phaseBits += max(0, frequencyExponent + timeExponent)
    }
    let phase = MPFRNumber(precision: phaseBits)
    phase.setProduct(constants.frequency(precision: phaseBits), t)
    let (sine, cosine) = phase.sineCosine(precision: bits)
    return (cosine, sine / constants.frequency)
  }

}

/// y(t) = A e^(−st) + B e^(−ft) for ζ > 1, with s = ω0²/(α + γ) and f = α + γ.
struct TwoExponentials {
  let slowRate: MPFRNumber, fastRate: MPFRNumber
  let slowAmplitude: MPFRNumber, fastAmplitude: MPFRNumber

  /// (y(t), y'(t)) rounded to `bits`.
  func evaluate(
    at t: MPFRNumber, precision bits: Int
  ) -> (value: MPFRNumber, derivative: MPFRNumber) {
    let slowTerm = MPFRNumber(precision: bits)
    let fastTerm = MPFRNumber(precision: bits)
    slowTerm.setProduct(slowRate, t)
    fastTerm.setProduct(fastRate, t)
    slowTerm.setProduct(slowAmplitude, (-slowTerm).exp())
    fastTerm.setProduct(fastAmplitude, (-fastTerm).exp())
    let value = slowTerm + fastTerm
    let derivative = MPFRNumber(precision: bits)
    derivative.setSumOfProducts(slowRate, slowTerm, fastRate, fastTerm)
    return (value, -derivative)
  }
}
