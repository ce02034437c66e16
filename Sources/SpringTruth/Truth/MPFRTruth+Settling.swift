//===--- MPFRTruth+Settling.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The exact settling time T(ε) = inf{T ≥ 0 : |x(t)| ≤ ε for every t ≥ T}
// in MPFR — the last crossing of ε, not an envelope bound — with an optional
// velocity threshold. The same definition as `SpringMotion.settlingTime`
// (Sources/SpringModel/SettlingTime.swift), computed to ~2^-p relative.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension MPFRTruth {
  /// The exact settling time in seconds: the last time |x(t)| crosses
  /// `threshold`, and, when `velocityThreshold` is given, the last time
  /// |v(t)| crosses it — whichever is later.
  ///
  /// - Parameters:
  ///   - threshold: ε > 0, finite, in the caller's position units.
  ///   - velocityThreshold: optional εv > 0, finite, in units per second.
  /// - Returns: T ≥ 0 with |x(t)| ≤ ε (and |v(t)| ≤ εv) for every t ≥ T and
  ///   a crossing at T; 0 when the motion never exceeds the thresholds;
  ///   +infinity for an undamped spring whose amplitude exceeds them (decided
  ///   exactly: k·x0² + m·v0² against k·ε² or m·εv²). A finite T is
  ///   accurate to about 2^-(p − 16) relative at any ζ (the last crossing,
  ///   located by a bracketed search that only ever returns a point where
  ///   |y| ≤ ε within the tolerance of one where |y| > ε), and may lie beyond
  ///   binary64's range (`TruthValue.binary64` is then `nil`). Ties — an
  ///   extremum (or |x0|, |v0|) whose height equals ε to the last of p bits —
  ///   are decided by rounding; near them T is as ill-conditioned as the
  ///   crossing itself (a height within 2^-p·h of ε moves T by up to
  ///   2^-p·h/|y'(T)|), which only a larger `precision` resolves.
  ///   SpringModel's binary64 settling time is where each search starts
  ///   (`MPFRSettlingSearch.estimate`); it decides nothing, so a wrong one
  ///   costs evaluations, not accuracy.
  /// - Throws: `SpringInputError` for a threshold that is not finite and
  ///   > 0, or an initial state that is not finite.
  public func settlingTime(
    threshold: Double, velocityThreshold: Double? = nil
  ) throws(SpringInputError) -> TruthValue {
    try settlingSearch(threshold: threshold, velocityThreshold: velocityThreshold).time
  }

  /// `settlingTime` together with the number of closed-form evaluations in
  /// MPFR it took (for cost tests: a safeguarded Newton refinement takes a
  /// dozen or so per threshold, a bisection about one per bit).
  public func settlingSearch(
    threshold: Double, velocityThreshold: Double? = nil
  ) throws(SpringInputError) -> (time: TruthValue, evaluations: Int) {
    let epsilon = try SpringInputError.requirePositive(threshold, "threshold")
    let velocityEpsilon = try velocityThreshold.map { (value) throws(SpringInputError) in
      try SpringInputError.requirePositive(value, "velocityThreshold")
    }
    _ = try SpringInputError.requireFinite(initialState.position, "position")
    _ = try SpringInputError.requireFinite(initialState.velocity, "velocity")

    if regime == .undamped {
      let time = undampedSettlingTime(threshold: epsilon, velocityThreshold: velocityEpsilon)
      return (TruthValue(owning: time), 0)
    }
    var evaluations = 0
    // SpringModel's binary64 crossings start the refinements (see
    // `MPFRSettlingSearch.estimate`: they save evaluations, never decide).
    let doubleMotion = SpringMotion(spring: spring, initialState: initialState)
    var time = lastExcursion(
      of: .position, above: epsilon,
      estimate: try? doubleMotion.settlingTime(threshold: epsilon), evaluations: &evaluations)
    if let velocityEpsilon {
      let velocityTime = lastExcursion(
        of: .velocity, above: velocityEpsilon,
        estimate: try? doubleMotion.velocityMotion.settlingTime(threshold: velocityEpsilon),
        evaluations: &evaluations)
      if velocityTime > time { time = velocityTime }
    }
    return (TruthValue(owning: time), evaluations)
  }

  /// The last time |y| > ε for one component of a damped motion, at the
  /// working precision or, when the oscillation count needs it, above.
  func lastExcursion(
    of component: MotionComponent, above epsilon: Double, estimate: Double? = nil,
    evaluations: inout Int
  ) -> MPFRNumber {
    var bits = precision + Self.guardBits
    var constants = motion.constants
    while true {
      let motion =
        component == .position && bits == self.motion.precision
        ? self.motion
        : MPFRMotion(constants: constants, initialState: initialState, component: component)
      var search = MPFRSettlingSearch(motion: motion, epsilon: epsilon, estimate: estimate)
      let time = search.lastExcursion()
      evaluations += search.evaluations
      if let time { return time }
      bits = max(search.neededPrecision, bits + 1)
      constants = MPFRSpringConstants(spring: spring, precision: bits)
    }
  }

  /// ∞ when the amplitude of x (or of v) exceeds its threshold, else 0:
  /// 2E = k·x0² + m·v0² is formed exactly and compared with k·ε² (and with
  /// m·εv²), since max|x| = √(2E/k) and max|v| = √(2E/m).
  private func undampedSettlingTime(threshold: Double, velocityThreshold: Double?) -> MPFRNumber {
    func exactProduct(_ a: Double, _ b: Double, _ c: Double) -> MPFRNumber {
      // 53 + 53 bits fit in 128, and 106 + 53 in 192: both products exact.
      let product = MPFRNumber(a, precision: 128) * MPFRNumber(b, precision: 128)
      return MPFRNumber(product, precision: 192) * MPFRNumber(c, precision: 192)
    }
    let x0 = initialState.position
    let v0 = initialState.velocity
    let potential = exactProduct(spring.stiffness, x0, x0)
    let kinetic = exactProduct(spring.mass, v0, v0)
    // The exact sum needs the exponent span between the terms plus their bits.
    var sumBits = 192
    if let e1 = potential.exponent, let e2 = kinetic.exponent { sumBits += abs(e1 - e2) + 2 }
    let twiceEnergy = MPFRNumber(precision: sumBits)
    twiceEnergy.setSum(potential, kinetic)
    var exceeds = twiceEnergy > exactProduct(spring.stiffness, threshold, threshold)
    if let velocityThreshold {
      exceeds =
        exceeds || twiceEnergy > exactProduct(spring.mass, velocityThreshold, velocityThreshold)
    }
    return MPFRNumber(exceeds ? .infinity : 0, precision: precision + Self.guardBits)
  }
}
