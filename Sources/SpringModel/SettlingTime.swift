//===--- SettlingTime.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The exact settling time T(ε) = inf{T ≥ 0 : |x(t)| ≤ ε for every t ≥ T}:
// the last time |x| crosses ε, not an envelope bound.
//
// The search itself (brackets per regime, safeguarded Newton) is in
// SettlingSearch.swift.
//
//===----------------------------------------------------------------------===//

/// The answer of a settling query with what it cost.
public struct SettlingResult: Hashable, Sendable {
  /// The settling time in seconds (`+infinity` when never settled).
  public var time: Double
  /// How many times the closed form was evaluated to find it. Bounded
  /// independently of the number of oscillations before settling.
  public var evaluations: Int
}

extension SpringMotion {
  /// The exact settling time in seconds: the last time |x(t)| crosses
  /// `threshold`, and, when `velocityThreshold` is given, the last time |v(t)|
  /// crosses it — whichever is later.
  ///
  /// - Parameters:
  ///   - threshold: ε > 0, finite, in the caller's position units.
  ///   - velocityThreshold: optional εv > 0, finite, in units per second.
  /// - Returns: T ≥ 0 with |x(t)| ≤ ε (and |v(t)| ≤ εv) for every t ≥ T and a
  ///   crossing at T itself; 0 when the motion never exceeds the thresholds;
  ///   `+infinity` for an undamped spring whose amplitude exceeds them.
  ///   T is root-refined to the first double at which the evaluated |x| is
  ///   ≤ ε, so | |x(T)| − ε | is a few ulps of the trajectory's scale.
  ///   The cost is bounded independently of the number of oscillations.
  ///   Every magnitude is covered: where |x0|/ε, α or ω0 leave binary64's
  ///   range the search runs in scaled variables (ExtendedSettling.swift),
  ///   with the same relative accuracy (1e-12 or better).
  /// - Throws: `SpringInputError` for a threshold that is not finite and > 0,
  ///   and for a threshold so small that T exceeds the largest double (the
  ///   error then names that threshold and says so).
  public func settlingTime(
    threshold: Double, velocityThreshold: Double? = nil
  ) throws(SpringInputError) -> Double {
    try settlingSearch(threshold: threshold, velocityThreshold: velocityThreshold).time
  }

  /// `settlingTime` together with the number of closed-form evaluations it
  /// took (for cost tests and benchmarks).
  public func settlingSearch(
    threshold: Double, velocityThreshold: Double? = nil
  ) throws(SpringInputError) -> SettlingResult {
    let epsilon = try SpringInputError.requirePositive(threshold, "threshold")
    if velocityThreshold == nil && isOrdinaryRange && hasOrdinaryScale(threshold: epsilon) {
      var search = SettlingSearch(motion: self)
      let time = search.lastExcursion(above: epsilon)
      return SettlingResult(time: time, evaluations: search.evaluations)
    }
    var evaluations = 0
    var time = try lastExcursion(above: epsilon, ofVelocity: false, evaluations: &evaluations)
    if let velocityThreshold {
      let velocityEpsilon = try SpringInputError.requirePositive(
        velocityThreshold, "velocityThreshold")
      time = max(
        time,
        try velocityLastExcursion(above: velocityEpsilon, evaluations: &evaluations))
    }
    return SettlingResult(time: time, evaluations: evaluations)
  }

  /// The last time |x| > ε, by the ordinary search when the motion and ε
  /// are of moderate size, else on the extended-range path.
  func lastExcursion(
    above epsilon: Double, ofVelocity: Bool, evaluations: inout Int
  ) throws(SpringInputError) -> Double {
    if isOrdinaryRange && hasOrdinaryScale(threshold: epsilon) {
      var search = SettlingSearch(motion: self)
      let time = search.lastExcursion(above: epsilon)
      evaluations += search.evaluations
      return time
    }
    guard let time = extendedLastExcursion(above: epsilon, evaluations: &evaluations) else {
      throw SpringInputError.settlingTimeOverflow(
        parameter: ofVelocity ? "velocityThreshold" : "threshold", value: epsilon)
    }
    return time
  }

  /// The last time |v| > εv.
  ///
  /// Most motions search their velocity's own motion, from (v0, x''(0)). An
  /// overdamped one with ζ² − 1 ≥ 1024 instead keeps the velocity's slow
  /// exponential amplitude from the position's modes (rebuilt from
  /// (v0, x''(0)) it would lose 4ζ² ulps), and the extended-range path does
  /// the same in scaled variables or with the separated modes.
  func velocityLastExcursion(
    above epsilon: Double, evaluations: inout Int
  ) throws(SpringInputError) -> Double {
    if isOrdinaryRange {
      guard regime == .overdamped && spring.dampingExcess >= 1024 else {
        return try velocityMotion.lastExcursion(
          above: epsilon, ofVelocity: true, evaluations: &evaluations)
      }
      if epsilon >= 0x1p-200 {
        var search = SettlingSearch(motion: SpringMotion.velocityUnitMotion(of: self))
        let time = search.lastExcursion(above: epsilon)
        evaluations += search.evaluations
        return time
      }
    }
    guard let time = extendedVelocityLastExcursion(above: epsilon, evaluations: &evaluations) else {
      throw SpringInputError.settlingTimeOverflow(parameter: "velocityThreshold", value: epsilon)
    }
    return time
  }

  /// Whether the ordinary search is safe for ε on an ordinary motion: every
  /// ratio and crossing value it forms stays a normal double when ε ≥ 2^−500,
  /// since such a motion's scale max(|x0|, |v0|/ω0) is below 2^400
  /// (`isOrdinary`). An undamped motion is decided by its amplitude alone,
  /// √(x0² + (v0/ω0)²) against ε, with no evaluation: safe for every ε.
  func hasOrdinaryScale(threshold epsilon: Double) -> Bool {
    epsilon >= 0x1p-500 || regime == .undamped
  }
}

extension SpringInputError {
  /// The error for a threshold so small that the settling time exceeds the
  /// largest double.
  static func settlingTimeOverflow(parameter: String, value: Double) -> SpringInputError {
    SpringInputError(
      parameter: parameter, value: value,
      requirement: "large enough that the settling time fits in binary64 "
        + "(for this spring and start it exceeds \(Double.greatestFiniteMagnitude) s)")
  }
}
