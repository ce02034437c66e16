//===--- SettlingTime.swift -----------------------------------------------===//
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
  /// - Throws: `SpringInputError` for a threshold that is not finite and > 0.
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
    var search = SettlingSearch(motion: self)
    var time = search.lastExcursion(above: epsilon)
    if let velocityThreshold {
      let velocityEpsilon = try SpringInputError.requirePositive(
        velocityThreshold, "velocityThreshold")
      var velocitySearch = SettlingSearch(motion: velocityMotion)
      time = max(time, velocitySearch.lastExcursion(above: velocityEpsilon))
      search.evaluations += velocitySearch.evaluations
    }
    return SettlingResult(time: time, evaluations: search.evaluations)
  }
}
