//===--- RestDeviation.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How far the motion strays from the target after a curve has ended on it:
// sup over t ≥ τ of |p(t) − 1|, enclosed with the exact settling time.
//
// settlingTime(L) ≤ τ means |p − 1| ≤ L from τ on; settlingTime(L) > τ
// means |p − 1| reaches L after τ. Bisecting the level L between the two
// encloses the supremum.
//
//===----------------------------------------------------------------------===//

extension ProgressMotion {
  /// sup over t ≥ `time` of |p(t) − 1|, the deviation of a curve that rests
  /// on the target from `time` on, enclosed to within `relativePrecision`.
  ///
  /// `lower` is attained at some t ≥ `time` (`time` in the result is where
  /// the first lower bound was evaluated); `upper` is never exceeded (up to
  /// the settling search's own few ulps). `+infinity` for an undamped spring
  /// that never settles.
  public func restDeviation(after time: Double, relativePrecision: Double = 1e-3) -> DeviationBound
  {
    var lower = abs(motion.position(at: time))
    var evaluations = 1
    func settles(within level: Double) -> Bool {
      guard level > 0 else { return false }
      guard let result = try? motion.settlingSearch(threshold: level) else { return false }
      evaluations += result.evaluations
      return result.time <= time
    }
    if settles(within: lower) {
      return DeviationBound(lower: lower, upper: lower, time: time, evaluations: evaluations)
    }
    var upper = max(2 * lower, 1e-30)
    var doublings = 0
    while !settles(within: upper) {
      lower = upper
      upper *= 2
      doublings += 1
      if doublings > 1100 || !upper.isFinite {
        return DeviationBound(lower: lower, upper: .infinity, time: time, evaluations: evaluations)
      }
    }
    while upper > lower * (1 + relativePrecision) {
      let level = lower > 0 ? (lower * upper).squareRoot() : 0.5 * upper
      guard level > lower, level < upper else { break }
      if settles(within: level) { upper = level } else { lower = level }
    }
    return DeviationBound(lower: lower, upper: upper, time: time, evaluations: evaluations)
  }
}
