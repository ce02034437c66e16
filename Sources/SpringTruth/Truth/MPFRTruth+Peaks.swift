//===--- MPFRTruth+Peaks.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The largest |x(t)| and |v(t)| over a span [0, H], exactly: the error
// metrics divide by them.
//
// A maximum of |y| on [0, H] sits at an end or at an extremum of y. For
// ζ < 1 the extrema's heights shrink geometrically (MPFRMotion+Extrema.swift),
// so the first one is the only candidate inside; for ζ ≥ 1 there is at most
// one. Three evaluations per component, not a dense grid.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension MPFRTruth {
  /// max |x(t)| and max |v(t)| over 0 ≤ t ≤ `horizon` (seconds), to the
  /// truth's precision. A horizon that is not finite and ≥ 0 counts as 0:
  /// the peaks are then |x0| and |v0|.
  public func peaks(through horizon: Double) -> (position: TruthValue, velocity: TruthValue) {
    let velocityMotion = MPFRMotion(
      constants: motion.constants, initialState: initialState, component: .velocity)
    return (
      TruthValue(owning: Self.peak(of: motion, through: horizon)),
      TruthValue(owning: Self.peak(of: velocityMotion, through: horizon))
    )
  }

  /// max |y(t)| over [0, horizon] for one solution.
  static func peak(of motion: MPFRMotion, through horizon: Double) -> MPFRNumber {
    var largest = motion.value0.magnitude()
    guard horizon.isFinite, horizon > 0 else { return largest }
    let end = MPFRNumber(horizon, precision: 64)
    var candidates = [end]
    if let extremum = motion.firstExtremum, extremum > 0.0, extremum < end {
      candidates.append(extremum)
    }
    for t in candidates {
      let height = motion.evaluate(at: t).value.magnitude()
      if height > largest { largest = height }
    }
    return largest
  }
}
