//===--- RowError.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The condition-scaled error K of one CASES row, exactly as `springlab
// score` computes it (EvaluationScore.swift): the error against the MPFR
// truth at the row's time, normalized by the peaks of the row's whole
// motion over t ≥ 0 (MotionPeaks), K = E / (2⁻⁵² · (1 + |ωd t|)).
//
// The truth of a motion is built once and reused for every time asked of
// it: the local search moves t far more often than the motion.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The truth of one motion for scoring rows: its MPFR closed form and its
/// peaks over t ≥ 0.
struct RowTruth: Sendable {
  let spring: Spring
  let initialState: SpringState
  private let truth: ConformanceTruth
  /// max |x| and max |v| over t ≥ 0 (`MotionPeaks`).
  let peaks: MotionPeaks

  init(spring: Spring, initialState: SpringState) {
    self.spring = spring
    self.initialState = initialState
    truth = ConformanceTruth(spring: spring, initialState: initialState)
    peaks = truth.peaks()
  }

  /// The truth at `time`, for scoring any number of methods there.
  func point(at time: Double) -> TruthPoint { truth.point(at: time) }

  /// K of `result` at `time` against `point` (the truth there); nil when
  /// the row is not measurable: a non-finite result, a peak beyond
  /// binary64's range, or a non-finite K (a nonzero result on a motion at
  /// rest) — the rows `springlab score` counts as non-finite.
  func conditionScaledError(
    of result: SpringState, at time: Double, truth point: TruthPoint
  ) -> Double? {
    guard result.position.isFinite, result.velocity.isFinite, peaks.position.isFinite,
      peaks.velocity.isFinite
    else { return nil }
    let error = SampleError(
      time: time, positionError: point.positionError(of: result.position),
      velocityError: point.velocityError(of: result.velocity),
      peakPosition: peaks.position, peakVelocity: peaks.velocity,
      dampedFrequency: spring.dampedFrequency)
    let k = error.conditionScaled
    return k.isFinite && error.normalized.isFinite ? k : nil
  }
}
