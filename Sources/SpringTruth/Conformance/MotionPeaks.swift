//===--- MotionPeaks.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The peaks of |x| and |v| over a motion's whole trajectory, t ∈ [0, ∞):
// the scale by which the scorer normalizes the error of one CASES row.
//
// A row of an arbitrary CASES file has no horizon, so the peaks cannot come
// from a sweep's sample grid. They are a property of the motion alone:
//
//   peak|x| = max(|x0|, |x(t1)|),   t1 = the first t > 0 with v(t) = 0,
//   peak|v| = max(|v0|, |v(s1)|),   s1 = the first t > 0 with a(t) = 0,
//
// because |x| at successive turning points never grows (the envelope is
// e^(−αt), α ≥ 0) and a motion with ζ ≥ 1 turns at most once. The truth
// locates t1 and s1 and evaluates the heights in MPFR
// (ConformanceTruth.peaks, MPFRMotion+Extrema.swift).
//
// Why not the peak over [0, t] of the row's own time: at small t that is
// |x0 + v0 t| or |v0 + a0 t| — pointwise relative error in disguise, which
// fails a correct evaluator at every zero crossing near t = 0.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// max |x(t)| and max |v(t)| over t ≥ 0 of a spring released from a state.
public struct MotionPeaks: Sendable, Hashable {
  /// max over t ≥ 0 of |x(t)|, in position units (from the truth, rounded to
  /// binary64; +infinity when beyond its range).
  public var position: Double
  /// max over t ≥ 0 of |v(t)|, in units per second.
  public var velocity: Double
}

extension MotionPeaks {
  /// The peaks of the motion of `spring` from `initialState` over t ≥ 0,
  /// exact to the truth's precision before rounding (see the file header).
  public init(spring: Spring, initialState: SpringState) {
    self = ConformanceTruth(spring: spring, initialState: initialState).peaks()
  }
}
