//===--- RestRule.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How each engine decides that a spring has come to rest, as shipped
// (Docs/Provenance/PeerEngines.md #jetpack-compose, #wobblethe table at its top).
//
//   rule            checked when           position        velocity        snaps
//   motion          every frame            ≤ restDelta     ≤ restSpeed     yes
//   react-spring    every 1 ms substep     ≤ p             ≤ 100·p /s      yes
//   rebound         every frame            ≤ 0.001         < 0.001 /s      yes
//   flutter         every frame            < 1e-3          < 1e-3 /s       no
//   spring-force-px every frame            < 0.75          < 46.875 /s     yes
//   compose         t ≥ estimated duration (visibility threshold 0.01)    yes
//
//===----------------------------------------------------------------------===//

/// When an engine tests for rest.
public enum RestCheck: Sendable, Hashable {
  /// On the state at every frame time n/fps, n = 0, 1, 2, …
  case everyFrame
  /// On the state at the start of every fixed substep k/rate (react-spring:
  /// rate 1000, i.e. every 1 ms) inside each frame's integration loop. A
  /// state at substep time s is tested during the frame that integrates from
  /// s, so rest found there is shown at the first frame time after s.
  case everySubstep(perSecond: Double)
  /// At the first frame whose time is ≥ a duration estimated once at the
  /// start from the position threshold (Compose, `SpringEstimation.kt`).
  case estimatedDuration
}

/// One engine's rest rule: thresholds, comparisons, schedule and snapping.
public struct RestRule: Sendable, Hashable {
  /// Stable id used in reports, e.g. `"motion"`.
  public var name: String
  /// The engine and setting emulated, e.g. `"Motion (physics spring)"`.
  public var engine: String
  /// How the thresholds follow from the animated distance.
  public var policy: RestThresholdPolicy
  /// How |x| is compared with the position threshold.
  public var positionComparison: RestComparison
  /// How |v| is compared with the velocity threshold.
  public var velocityComparison: RestComparison
  /// When the rule is tested.
  public var check: RestCheck
  /// Whether the engine sets the value to the target when it declares rest.
  /// If not (Flutter), the animation ends off target by |x|.
  public var snapsToTarget: Bool

  /// Creates a rule from its parts.
  public init(
    name: String, engine: String, policy: RestThresholdPolicy,
    positionComparison: RestComparison, velocityComparison: RestComparison,
    check: RestCheck, snapsToTarget: Bool
  ) {
    self.name = name
    self.engine = engine
    self.policy = policy
    self.positionComparison = positionComparison
    self.velocityComparison = velocityComparison
    self.check = check
    self.snapsToTarget = snapsToTarget
  }

  /// The thresholds for an animation over `distance` (engine units).
  public func thresholds(forDistance distance: Double) -> RestThresholds {
    policy.thresholds(forDistance: distance)
  }

  /// Whether a state with displacement `x` and velocity `v` (engine units)
  /// passes both tests against `thresholds`.
  @inlinable
  public func isAtRest(position x: Double, velocity v: Double, _ thresholds: RestThresholds) -> Bool
  {
    positionComparison.holds(abs(x), thresholds.position)
      && velocityComparison.holds(abs(v), thresholds.velocity)
  }

  /// Motion's physics spring (§4): |v| ≤ restSpeed and |Δ| ≤ restDelta with
  /// granular thresholds below a distance of 5; then snaps to the target.
  public static let motion = RestRule(
    name: "motion", engine: "Motion / framer-motion (physics spring)", policy: .motionGranular,
    positionComparison: .atMost, velocityComparison: .atMost, check: .everyFrame,
    snapsToTarget: true)

  /// react-spring (§5): `advance` tests |v| ≤ precision/10 (per ms) and
  /// |Δ| ≤ precision before every 1 ms substep; then sets the value to the goal.
  public static let reactSpring = RestRule(
    name: "react-spring", engine: "react-spring (default precision)",
    policy: .reactSpringPrecision, positionComparison: .atMost, velocityComparison: .atMost,
    check: .everySubstep(perSecond: 1000), snapsToTarget: true)

  /// Rebound (§6): `isAtRest` is |v| < 0.001 and |Δ| ≤ 0.001, after each
  /// frame's integration; then snaps to the end value with v = 0.
  public static let rebound = RestRule(
    name: "rebound", engine: "Rebound (default thresholds)",
    policy: .absolute(RestThresholds(position: 0.001, velocity: 0.001)),
    positionComparison: .atMost, velocityComparison: .below, check: .everyFrame,
    snapsToTarget: true)

  /// Flutter (§3): `isDone` is `nearZero(x, 1e-3) && nearZero(dx, 1e-3)` with
  /// the default `Tolerance` (strict, absolute). Flutter does not snap by
  /// default: the animation stops where it is.
  public static let flutter = RestRule(
    name: "flutter", engine: "Flutter SpringSimulation (default Tolerance)",
    policy: .absolute(RestThresholds(position: 1e-3, velocity: 1e-3)),
    positionComparison: .below, velocityComparison: .below, check: .everyFrame,
    snapsToTarget: false)

  /// androidx `SpringForce.isAtEquilibrium` (§2): |v| < valThr·1000/16 and
  /// |Δ| < valThr, valThr = 0.75·minimumVisibleChange; then snaps.
  /// - Parameter minimumVisibleChange: 1 for pixels (the default), 0.1 for
  ///   rotation in degrees, 1/256 for alpha, 1/500 for scale.
  public static func springForce(minimumVisibleChange: Double = 1) -> RestRule {
    let valueThreshold = 0.75 * minimumVisibleChange
    return RestRule(
      name: minimumVisibleChange == 1 ? "spring-force-px" : "spring-force",
      engine: "androidx SpringForce (min visible change \(minimumVisibleChange))",
      policy: .absolute(
        RestThresholds(position: valueThreshold, velocity: valueThreshold * 1000 / 16)),
      positionComparison: .below, velocityComparison: .below, check: .everyFrame,
      snapsToTarget: true)
  }

  /// Compose (§1): finished at the first frame with play time ≥ the duration
  /// estimated from the visibility threshold; then the value is the target.
  /// - Parameter visibilityThreshold: 0.01 for Float (the default), 0.5 for
  ///   px-based values, 0.1 for Dp, 1 for Int.
  public static func compose(visibilityThreshold: Double = 0.01) -> RestRule {
    RestRule(
      name: visibilityThreshold == 0.01 ? "compose" : "compose-\(visibilityThreshold)",
      engine: "Jetpack Compose spring (visibility threshold \(visibilityThreshold))",
      policy: .absolute(RestThresholds(position: visibilityThreshold, velocity: .infinity)),
      positionComparison: .atMost, velocityComparison: .atMost, check: .estimatedDuration,
      snapsToTarget: true)
  }

  /// Every engine's rule at its default: Motion, react-spring, Rebound,
  /// Flutter, SpringForce (px), Compose (Float).
  public static var defaults: [RestRule] {
    [.motion, .reactSpring, .rebound, .flutter, .springForce(), .compose()]
  }
}
