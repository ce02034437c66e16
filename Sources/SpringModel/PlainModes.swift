//===--- PlainModes.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The two-exponential form (ζ > 1, γt > 1) rounded plainly, for the springs
// whose own worst case allows it — decided once, when the motion is built.
//
//   x = A·e^(r_f t) + C·e^(r_s t),   v = (r_f A)·e^(r_f t) + (r_s C)·e^(r_s t)
//
// with A, C, r_f, r_s, r_f·A and r_s·C each rounded once from double-doubles
// (CompensatedParameters.swift) and the exponentials from `tableExp`. Each
// term then carries, to first order in u = 2⁻⁵³, a relative error of at most
//
//   |r t|·u (the rate's rounding and the product r·t, amplified by the
//   exponential) + 1.1u (tableExp, 0.55 ulp) + 0.5u (the amplitude) + 0.5u
//   (the product),
//
// and the sum one rounding of at most u/2 of the peak. The term's error
// |A|·e^(−s)·(s + 2.1)·u, s = |r_f| t, falls with t for every s ≥ 0, so
// its largest value on t ≥ 1/γ (where the form is used) is at t = 1/γ, and
// so is the largest value of the sum of both terms'. Divided by 2u times the
// component's peak, that is the form's worst-case K for this spring:
//
//   K ≤ (|A|·g(|r_f|/γ) + |C|·g(|r_s|/γ)) / (2·peak|x|) + 1/4,
//   g(s) = (s + 2.2)·e^(−s)     (2.1 and 0.1 for what first order omits),
//
// and the same with r_f·A, r_s·C and peak|v| for the velocity. Where both
// are at most `plainModesLimit` (1.75) the plain form is used from γt = 1
// on. Where they are not — the modes cancel early on (a state released
// against its slow mode, or from rest, where v starts as a difference) —
// the same bound at a later time t0 replaces 1/γ: it falls with t0, so the
// motion finds, once, the time `plainModesStart` from which it fits, and
// takes the compensated `twoModePair` (K ≤ 0.6) only before it. The peaks
// are lower bounds (the initial state, the state at 1/γ and at the turning
// points of x and v), so the decision can only err towards compensation.
//
// What it buys: the compensated form takes about 390 instructions per
// sample (six exact products without fused multiply-add, two exponential
// pairs), the plain one about 70 — and its lanes, with `laneTableExp` giving
// `tableExp`'s bits, run eight samples at a time in
// `SpringMotion.evaluate(at:positions:velocities:)` and `SpringMotionBatch`.
// The decision costs one to a few dozen libm exponentials when the motion is
// built.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SpringMotion {
  /// The largest worst-case K (first order, `plainModesBound(at:peaks:)`) at
  /// which a motion's two-exponential form rounds plainly: 0.25 below the
  /// K ≤ 2 claim.
  @usableFromInline static let plainModesLimit = 1.75

  /// The per-term constant of the bound: 2.1 roundings' worth of u
  /// (tableExp 1.1, the amplitude 0.5, the product 0.5) and 0.1 for the
  /// second-order terms and the peaks' bounds.
  static let plainModesTermRoundings = 2.2

  /// Whether the two-exponential form rounds plainly wherever it runs
  /// (γt > 1): the motion's bound at γt = 1 is within the limit.
  @usableFromInline var roundsModesPlainly: Bool { plainModesStart == 0 }

  /// The first-order worst case of the condition-scaled error K of the
  /// plain two-exponential form on t ≥ `time`, position or velocity,
  /// whichever is larger, against peak lower bounds `peaks` (see the file's
  /// header). NaN for a motion at rest (0/0).
  func plainModesBound(at time: Double, peaks: (position: Double, velocity: Double)) -> Double {
    let c = SpringMotion.plainModesTermRoundings
    let fastSpan = -fastRate * time
    let slowSpan = -slowRate * time
    let fastGrowth = (fastSpan + c) * exp(-fastSpan)
    let slowGrowth = (slowSpan + c) * exp(-slowSpan)
    let positionError = abs(fastAmplitude) * fastGrowth + abs(slowAmplitude) * slowGrowth
    let velocityError =
      abs(fastVelocityAmplitude) * fastGrowth + abs(slowVelocityAmplitude) * slowGrowth
    return max(positionError / (2 * peaks.position), velocityError / (2 * peaks.velocity)) + 0.25
  }

  /// `plainModesBound(at:peaks:)` at γt = 1, where the two-exponential form
  /// starts; +infinity where it does not apply (not overdamped, the
  /// extended-range path, a motion at rest).
  func plainModesBound() -> Double {
    guard form == .overdamped && isOrdinaryRange && frequency > 0 else { return .infinity }
    let switchTime = SpringMotion.hyperbolicLimit / frequency
    let bound = plainModesBound(
      at: switchTime, peaks: modesPeakLowerBounds(switchTime: switchTime))
    return bound.isNaN ? .infinity : bound
  }

  /// The time from which the plain two-exponential form is within
  /// `plainModesLimit`: 0 when it is from γt = 1 on (wherever the form
  /// runs); else a time found by doubling from 1/γ and eight bisections
  /// (the bound falls with t, so every later time is within it too), rounded
  /// up; +infinity when none is found before the slow mode's decay is deep.
  @usableFromInline
  func plainModesStartTime() -> Double {
    guard form == .overdamped && isOrdinaryRange && frequency > 0 else { return .infinity }
    let switchTime = SpringMotion.hyperbolicLimit / frequency
    let peaks = modesPeakLowerBounds(switchTime: switchTime)
    func fits(_ t: Double) -> Bool {
      plainModesBound(at: t, peaks: peaks) <= SpringMotion.plainModesLimit
    }
    if fits(switchTime) { return 0 }
    var low = switchTime
    var high = 2 * switchTime
    while !fits(high) {
      guard -slowRate * high < SpringMotion.deepDecay && high.isFinite else { return .infinity }
      low = high
      high *= 2
    }
    for _ in 0..<8 {
      let middle = 0.5 * (low + high)
      if fits(middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// Lower bounds of peak|x| and peak|v| over t ≥ 0: the largest of |x0|
  /// (|v0|) and |x| (|v|) at 1/γ and at the turning points of x and of v,
  /// each less a 2⁻⁴⁰ share of its terms (far more than their rounding).
  func modesPeakLowerBounds(switchTime: Double) -> (position: Double, velocity: Double) {
    var position = abs(initialState.position)
    var velocity = abs(initialState.velocity)
    let separation = fastRate - slowRate  // −2γ
    // x' = 0 where e^((r_f − r_s)t) = −r_s C/(r_f A); v' = 0 where it is
    // −r_s²C/(r_f²A).
    let positionTurn = log(-slowVelocityAmplitude / fastVelocityAmplitude) / separation
    let velocityTurn =
      log(-(slowRate * slowVelocityAmplitude) / (fastRate * fastVelocityAmplitude)) / separation
    for t in [switchTime, positionTurn, velocityTurn] where t > 0 && t.isFinite {
      let fast = exp(fastRate * t)
      let slow = exp(slowRate * t)
      let x = (fastAmplitude * fast, slowAmplitude * slow)
      let v = (fastVelocityAmplitude * fast, slowVelocityAmplitude * slow)
      position = max(position, abs(x.0 + x.1) - 0x1p-40 * (abs(x.0) + abs(x.1)))
      velocity = max(velocity, abs(v.0 + v.1) - 0x1p-40 * (abs(v.0) + abs(v.1)))
    }
    return (position, velocity)
  }
}

/// (a + aLow)·(b + bLow) rounded once (the products of the low parts, below
/// 2⁻¹⁰⁰ relative, dropped).
@usableFromInline
func roundedProduct(_ a: Double, _ aLow: Double, _ b: Double, _ bLow: Double) -> Double {
  let (p, pLow) = exactProduct(a, b)
  return p + (pLow + (a * bLow + aLow * b))
}

/// x = A·e^(fast) + C·e^(slow) and v = (r_f A)·e^(fast) + (r_s C)·e^(slow),
/// rounded plainly, for exponents in (−708, 0] (see the file's header).
@inline(__always)
func plainModesState(
  fastAmplitude: Double, fastVelocityAmplitude: Double, fastExponent: Double,
  slowAmplitude: Double, slowVelocityAmplitude: Double, slowExponent: Double
) -> SpringState {
  let fast = tableExp(fastExponent)
  let slow = tableExp(slowExponent)
  return SpringState(
    position: fastAmplitude * fast + slowAmplitude * slow,
    velocity: fastVelocityAmplitude * fast + slowVelocityAmplitude * slow)
}

/// `plainModesState` in each lane, bit for bit (`laneTableExp` gives
/// `tableExp`'s bits).
@inline(__always)
func lanePlainModesState(
  fastAmplitude: DoubleLanes, fastVelocityAmplitude: DoubleLanes, fastExponent: DoubleLanes,
  slowAmplitude: DoubleLanes, slowVelocityAmplitude: DoubleLanes, slowExponent: DoubleLanes
) -> (position: DoubleLanes, velocity: DoubleLanes) {
  let fast = laneTableExp(fastExponent)
  let slow = laneTableExp(slowExponent)
  return (
    fastAmplitude * fast + slowAmplitude * slow,
    fastVelocityAmplitude * fast + slowVelocityAmplitude * slow
  )
}
