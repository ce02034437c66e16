//===--- DeepDecay.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// States whose decay factor e^(−αt) (or an overdamped mode's e^(rt)) lies
// below binary64's normal range while the state itself may not: a bracket as
// large as 2^500 (x0 up to 2^300 on the ordinary path, far more in the
// scaled variables of ExtendedRange.swift) times e^(−750) is a normal
// number, but e^(−750) alone is a subnormal with ten bits left, or 0.
//
// Here the decay is split as e^(−αt) = 2^−n · e^(n·ln2 − αt) with
// n = round(αt/ln2): the same compensated kernels (CompensatedForms.swift)
// run with the second factor, which is near 1, and 2^−n is applied with a
// wide exponent (WideDouble), so that the only rounding into the
// subnormals, or to 0, is the final one. The overdamped two-exponential form
// keeps each mode's e^(rt) with a wide exponent (`WideDouble.exp`).
//
// Out of line: reached only when the ordinary evaluation would underflow.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SpringMotion {
  /// Whether `state(at: t)` on the ordinary path takes `outlyingState` (the
  /// conditions of `closedFormState`).
  func isDeepDecay(at t: Double) -> Bool {
    switch form {
    case .oscillating, .critical:
      return !(abs(alpha * t) < SpringMotion.deepDecay)
    case .overdamped:
      if abs(frequency * t) <= SpringMotion.hyperbolicLimit {
        return !(abs(alpha * t) < SpringMotion.deepDecay)
      }
      let fastExponent = fastRate * t
      let slowExponent = slowRate * t
      return
        !(slowExponent > -SpringMotion.deepDecay && fastExponent <= 0
        && (fastExponent > -SpringMotion.deepDecay
          || abs(slowAmplitude * exp(slowExponent)) >= abs(fastAmplitude) * 0x1p-960))
    }
  }

  /// `state(at:)` where the compensated kernels do not apply: a deep decay
  /// (`deepDecayState`), or t < 0, where the motion grows and the plain
  /// formulas with libm's exponential run (overflowing to ±infinity where
  /// the analytic continuation does).
  @usableFromInline @inline(never)
  func outlyingState(at t: Double) -> SpringState {
    t < 0 ? backwardState(at: t) : deepDecayState(at: t)
  }

  /// The state at t < 0, uncompensated.
  func backwardState(at t: Double) -> SpringState {
    let x0 = initialState.position
    let v0 = initialState.velocity
    let b = positionSineCoefficient
    let q = velocitySineCoefficient
    let phase = frequency * t
    if form == .overdamped && abs(phase) > SpringMotion.hyperbolicLimit {
      let fast = fastAmplitude * exp(fastRate * t)
      let slow = slowAmplitude * exp(slowRate * t)
      return SpringState(position: fast + slow, velocity: fast * fastRate + slow * slowRate)
    }
    let envelope = exp(-alpha * t)
    let cosine: Double
    let sine: Double
    if abs(phase) <= SpringMotion.smallPhaseLimit || form == .critical {
      let (c1, s1) =
        form == .critical ? (0, 0) : phaseTails(frequency, t, sign: form == .overdamped ? 1 : -1)
      cosine = 1 + c1
      sine = t + t * s1
    } else {
      let (sinePhase, cosinePhase) = sineAndCosine(phase)
      return largePhaseState(
        x0: x0, v0: v0, a: positionSineAmplitude, p: velocitySineAmplitude, cosine: cosinePhase,
        sine: sinePhase, envelope: envelope)
    }
    return SpringState(
      position: envelope * (x0 * cosine + b * sine), velocity: envelope * (v0 * cosine - q * sine))
  }

  /// `state(at: t)` where the decay factor would underflow (see the file
  /// header), rounded once.
  @usableFromInline @inline(never)
  func deepDecayState(at t: Double) -> SpringState {
    let (x, v) = deepDecayWideState(at: t)
    return SpringState(position: x.doubleValue, velocity: v.doubleValue)
  }

  /// The state at `t` ≥ 0 with wide exponents, for a t where `isDeepDecay(at:)`.
  func deepDecayWideState(at t: Double) -> (WideDouble, WideDouble) {
    let x0 = initialState.position
    let v0 = initialState.velocity
    let b = positionSineCoefficient
    let q = velocitySineCoefficient
    if form == .overdamped && abs(frequency * t) > SpringMotion.hyperbolicLimit {
      let fast = WideDouble(fastAmplitude) * WideDouble.exp(fastRate * t)
      let slow = WideDouble(slowAmplitude) * WideDouble.exp(slowRate * t)
      return (fast + slow, fast * fastRate + slow * slowRate)
    }
    let decay = alpha * t
    // Beyond this the factor is below 2^−(2·10⁶) while the bracket stays
    // below 2^1500 (t < 2^1024, B and Q < 2^500): the state is 0. So is a
    // damped motion whose phase overflowed (t > 2^900, αt > 2^700).
    let phase = frequency * t
    guard decay < 1.4e6 && phase.isFinite else { return (.zero, .zero) }
    let (a, aLow) = decayProduct(alpha, t)
    let n = (a * 1.4426950408889634).rounded()
    // n·ln2High is exact (n < 2^21) and within ln 2 of a: the difference is exact.
    let reduced = n * WideDouble.ln2High - a
    let (eh, el) = tableExpPair(reduced, n * WideDouble.ln2Low - (aLow + alphaLow * t))
    let s: SpringState
    switch form {
    case .critical:
      s = smallPhaseState(x0: x0, v0: v0, b: b, q: q, t: t, c1: 0, s1: 0, eh: eh, el: el)
    case .overdamped:
      let (c1, s1) = phaseTails(frequency, t, sign: 1)
      s = smallPhaseState(x0: x0, v0: v0, b: b, q: q, t: t, c1: c1, s1: s1, eh: eh, el: el)
    case .oscillating:
      if abs(phase) <= SpringMotion.smallPhaseLimit {
        let (c1, s1) = phaseTails(frequency, t, sign: -1)
        s = smallPhaseState(x0: x0, v0: v0, b: b, q: q, t: t, c1: c1, s1: s1, eh: eh, el: el)
      } else {
        let (sinePhase, cosinePhase) = sineAndCosine(phase)
        s = largePhaseState(
          x0: x0, v0: v0, a: positionSineAmplitude, p: velocitySineAmplitude, cosine: cosinePhase,
          sine: sinePhase, envelope: eh + el)
      }
    }
    let exponent = -Int(n)
    return (
      WideDouble(s.position).scaled(by: exponent), WideDouble(s.velocity).scaled(by: exponent)
    )
  }

  /// The state at `t` with wide exponents: `state(at:)` before its final
  /// rounding where that would underflow, else `state(at:)` itself (for the
  /// scaled variables of the extended-range path).
  func wideState(at t: Double) -> (WideDouble, WideDouble) {
    if t >= 0 && isDeepDecay(at: t) { return deepDecayWideState(at: t) }
    let s = state(at: t)
    return (WideDouble(s.position), WideDouble(s.velocity))
  }
}
