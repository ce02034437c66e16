//===--- RestDetector.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Frame-sampled rest detection: step frame by frame from t = 0 and return the
// first frame at which an engine's rule declares the spring at rest.
//
// The motion is the exact closed form (SpringMotion): the engines' own
// integration errors are measured separately (EngineMethods); here only the
// rule is under test.
//
// Scale. The motion is given normalized — displacement in distances (Apple's
// x0 = −1), velocity in distances per second — and the engine sees it scaled
// by `distance` (1 for a 0→1 value, 100 or 300 for a move in points). The
// thresholds are then applied in the engine's units, so an absolute
// threshold such as Rebound's 0.001 means 0.1% of a 0→1 move but 1e-5 of a
// 100-point move.
//
// What can and cannot happen (tested in RestDetectorTests):
// - Energy ½mv² + ½kx² never increases, so once a state passes with |x| ≤ εx
//   and |v| ≤ εv, |x| stays below ε* = √(εx² + (εv/ω0)²) for good: the
//   declared time is ≥ the exact settling time T(ε*).
// - It can be earlier than T(εx): near a zero crossing |x| is small, and if
//   εv/ω0 > εx the speed there can also pass while the amplitude still
//   exceeds εx. SpringForce (k = 50, ζ = 0.75, 100 px) stops at 0.517 s,
//   0.45 s before T(0.75 px), cutting off a 2.8 px overshoot
//   (εv/ω0 = 46.875/7.07 = 6.6 px against εx = 0.75 px). For a motion that
//   never overshoots a frame rule cannot stop before T(εx); Compose can, by
//   less than the 1 ms its estimate is truncated by.
// - It is ≤ the first check time after T(εx, εv) (both thresholds) plus one
//   frame: from then on every check passes.
// - Smaller thresholds never declare rest earlier.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension RestRule {
  /// The rest decision of this rule on `motion`, sampled at `frameRate`.
  ///
  /// - Parameters:
  ///   - motion: the normalized motion (x in distances, v in distances/s),
  ///     typically x0 = −1.
  ///   - distance: |to − from| in the engine's units (> 0, finite); the
  ///     engine sees x·distance and v·distance, and distance-dependent
  ///     thresholds (Motion, react-spring) use it.
  ///   - frameRate: frames per second (> 0, finite), e.g. 60 or 120. Frame n
  ///     is at t = n/frameRate, n = 0, 1, 2, …
  ///   - horizon: last time examined in seconds (> 0, finite); a rule that
  ///     has not held by then gives `declaredTime = +infinity`.
  /// - Throws: `SpringInputError` naming a parameter out of domain.
  /// - Complexity: one closed-form evaluation per frame up to the declared
  ///   time (per millisecond for react-spring), plus two settling searches.
  public func decision(
    for motion: SpringMotion, distance: Double, frameRate: Double, horizon: Double = 60
  ) throws(SpringInputError) -> RestDecision {
    let distance = try SpringInputError.requirePositive(distance, "distance")
    let frameRate = try SpringInputError.requirePositive(frameRate, "frameRate")
    let horizon = try SpringInputError.requirePositive(horizon, "horizon")
    let thresholds = self.thresholds(forDistance: distance)
    let exactTime = try motion.settlingTime(threshold: thresholds.position / distance)
    let exactTimeWithVelocity =
      thresholds.velocity.isFinite
      ? try motion.settlingTime(
        threshold: thresholds.position / distance,
        velocityThreshold: thresholds.velocity / distance)
      : exactTime

    var declaredTime = Double.infinity
    var restStateTime = Double.infinity
    var displacement = 0.0
    switch check {
    case .everyFrame:
      if let rest = firstCheckAtRest(
        of: motion, distance: distance, checkRate: frameRate, horizon: horizon, thresholds)
      {
        declaredTime = rest.time
        restStateTime = rest.time
        displacement = rest.displacement
      }
    case .everySubstep(let rate):
      let rate = try SpringInputError.requirePositive(rate, "substep rate")
      if let rest = firstCheckAtRest(
        of: motion, distance: distance, checkRate: rate, horizon: horizon, thresholds)
      {
        restStateTime = rest.time
        displacement = rest.displacement
        declaredTime = Self.firstFrameTime(after: rest.time, frameRate: frameRate)
      }
    case .estimatedDuration:
      let scaled = SpringMotion(
        spring: motion.spring,
        position: motion.initialState.position * distance,
        velocity: motion.initialState.velocity * distance)
      let estimate = composeEstimatedDuration(
        of: scaled, visibilityThreshold: thresholds.position)
      if estimate <= horizon {
        let t = Self.firstFrameTime(atOrAfter: estimate, frameRate: frameRate)
        declaredTime = t
        restStateTime = t
        displacement = abs(motion.position(at: t) * distance)
      }
    }
    return RestDecision(
      declaredTime: declaredTime, restStateTime: restStateTime, displacement: displacement,
      snapJump: snapsToTarget ? displacement : 0, exactTime: exactTime,
      exactTimeWithVelocity: exactTimeWithVelocity, thresholds: thresholds)
  }

  /// The first check time n/`checkRate` (n = 0, 1, 2, … up to `horizon`) at
  /// which the rule's thresholds hold on `motion` scaled by `distance`, with
  /// |x| there in the engine's units; nil if none does.
  private func firstCheckAtRest(
    of motion: SpringMotion, distance: Double, checkRate: Double, horizon: Double,
    _ thresholds: RestThresholds
  ) -> (time: Double, displacement: Double)? {
    var check = 0
    while true {
      let t = Double(check) / checkRate
      if t > horizon { return nil }
      let state = motion.state(at: t)
      let x = state.position * distance
      let v = state.velocity * distance
      if isAtRest(position: x, velocity: v, thresholds) { return (t, abs(x)) }
      check += 1
    }
  }

  /// The smallest frame time n/frameRate ≥ t (t ≥ 0).
  static func firstFrameTime(atOrAfter t: Double, frameRate: Double) -> Double {
    firstFrame(atOrAfter: t, frameRate: frameRate) / frameRate
  }

  /// The smallest frame time n/frameRate > t (t ≥ 0).
  static func firstFrameTime(after t: Double, frameRate: Double) -> Double {
    let frame = firstFrame(atOrAfter: t, frameRate: frameRate)
    return (frame / frameRate > t ? frame : frame + 1) / frameRate
  }

  /// The smallest whole n with n/frameRate ≥ t, as a Double.
  private static func firstFrame(atOrAfter t: Double, frameRate: Double) -> Double {
    var frame = (t * frameRate).rounded(.up)
    while frame > 0 && (frame - 1) / frameRate >= t { frame -= 1 }
    while frame / frameRate < t { frame += 1 }
    return frame
  }
}
