//===--- ConformanceTruth.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The one place where the conformance scorer meets the truth: the exact
// state of a case at a time, the error of a binary64 result against it
// (formed from the full-precision truth and rounded once), and the exact
// settling time — all from `MPFRTruth` (the closed form and the last
// crossing in MPFR, from the exact binary64 inputs).
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The truth of one motion, as the scorer uses it.
struct ConformanceTruth: Sendable {
  private let truth: MPFRTruth
  private let spring: Spring
  private let initialState: SpringState

  /// The precision of the peaks, in bits. A peak only scales a row's error:
  /// within a few 2^-64 of itself (`MPFRTruth`'s accuracy at 64 bits), it
  /// moves K by a relative few 2^-64, below the rounding of K itself; the
  /// extremum's arctangent and height cost about a third of what they do at
  /// the truth's 200 bits.
  static let peakPrecision = 64

  init(spring: Spring, initialState: SpringState) {
    truth = MPFRTruth(spring: spring, initialState: initialState)
    self.spring = spring
    self.initialState = initialState
  }

  /// x(t) and v(t) from the truth at `time` (finite, ≥ 0).
  func point(at time: Double) -> TruthPoint {
    let state = truth.state(at: time)
    return TruthPoint(position: state.position, velocity: state.velocity)
  }

  /// max |x(t)| and max |v(t)| over t ≥ 0, rounded to binary64 (+infinity
  /// beyond its range): the larger of |y(0)| and |y| at the first extremum
  /// of y (MPFRMotion+Extrema.swift: later extrema are lower, and a motion
  /// with ζ ≥ 1 has at most one), for y = x and y = v. Without
  /// `includingVelocity`, the velocity's is NaN (not computed). Computed
  /// at `peakPrecision`.
  func peaks(includingVelocity: Bool = true) -> MotionPeaks {
    let truth = MPFRTruth(
      spring: spring, initialState: initialState, precision: Self.peakPrecision)
    func peak(_ motion: MPFRMotion) -> Double {
      var largest = motion.value0.magnitude()
      if let time = motion.firstExtremum, time > 0.0 {
        let height = motion.evaluate(at: time).value.magnitude()
        if height > largest { largest = height }
      }
      return TruthValue(owning: largest).magnitudeDouble
    }
    guard includingVelocity else {
      return MotionPeaks(position: peak(truth.motion), velocity: .nan)
    }
    let velocity = MPFRMotion(
      constants: truth.motion.constants, initialState: truth.initialState, component: .velocity)
    return MotionPeaks(position: peak(truth.motion), velocity: peak(velocity))
  }

  /// The exact settling time in MPFR (see `MPFRTruth.settlingTime`); NaN
  /// when the thresholds are not finite and > 0.
  func settlingTime(threshold: Double, velocityThreshold: Double?) -> TruthTime {
    let time = try? truth.settlingTime(threshold: threshold, velocityThreshold: velocityThreshold)
    return TruthTime(value: time)
  }
}

/// One state of the truth.
struct TruthPoint: Sendable {
  fileprivate let position: TruthValue
  fileprivate let velocity: TruthValue

  /// |x|, rounded to binary64.
  var positionMagnitude: Double { position.magnitudeDouble }
  /// |v|, rounded to binary64.
  var velocityMagnitude: Double { velocity.magnitudeDouble }
  /// x and v rounded to binary64.
  var rounded: SpringState { SpringState(position: position.double, velocity: velocity.double) }

  /// |computed − x|, from the unrounded truth.
  func positionError(of computed: Double) -> Double { abs(position.error(of: computed)) }
  /// |computed − v|, from the unrounded truth.
  func velocityError(of computed: Double) -> Double { abs(velocity.error(of: computed)) }
}

/// An exact settling time.
struct TruthTime: Sendable {
  fileprivate let value: TruthValue?

  /// Whether the time is exactly 0 (the motion never leaves the band).
  var isZero: Bool { value?.isZero ?? false }

  /// The time rounded to binary64: +infinity when the motion never settles;
  /// nil when it is finite but beyond binary64's range, or undefined.
  var binary64: Double? {
    guard let value, !value.isNaN else { return nil }
    return value.isInfinite ? .infinity : value.binary64
  }

  /// |computed − T| / T for a finite T > 0, from the unrounded truth.
  func relativeError(of computed: Double) -> Double {
    guard let value else { return .nan }
    return abs(value.error(of: computed)) / value.magnitudeDouble
  }
}
