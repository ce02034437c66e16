//===--- RestThresholds.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The two numbers a frame-sampled rest rule compares against, and how each
// engine derives them from the animated distance (Docs/Provenance/PeerEngines.md table).
//
//===----------------------------------------------------------------------===//

/// Position and velocity thresholds of a rest rule, in the engine's units.
public struct RestThresholds: Sendable, Hashable {
  /// Largest |x| = |value − target| that counts as at rest, in value units.
  public var position: Double
  /// Largest |v| that counts as at rest, in value units per second.
  /// `+infinity` when the rule has no velocity condition (Compose).
  public var velocity: Double

  /// Creates thresholds; both should be > 0 (velocity may be +infinity).
  public init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }
}

/// How an engine derives its rest thresholds.
public enum RestThresholdPolicy: Sendable, Hashable {
  /// The same thresholds for every distance (Rebound, Flutter, SpringForce,
  /// Compose), in engine units — so their meaning depends on the scale of
  /// the animated value.
  case absolute(RestThresholds)
  /// Motion (Docs/Provenance/PeerEngines.md #motion-framer-motion): "granular" thresholds for small distances —
  /// restDelta 0.005 and restSpeed 0.01/s when |to − from| < 5, otherwise
  /// restDelta 0.5 and restSpeed 2/s.
  case motionGranular
  /// react-spring (§5): precision p = min(1, 0.001·|to − from|), or 0.005
  /// when from == to; restVelocity = p/10 in units per millisecond, i.e.
  /// 100·p in units per second. (PR #2520's floor at ~2e-16·max(|to|,
  /// |from|, 1) is below anything these reports use and is not modelled.)
  case reactSpringPrecision

  /// The thresholds for an animation over `distance` = |to − from| (≥ 0,
  /// engine units).
  public func thresholds(forDistance distance: Double) -> RestThresholds {
    switch self {
    case .absolute(let thresholds):
      return thresholds
    case .motionGranular:
      return distance < 5
        ? RestThresholds(position: 0.005, velocity: 0.01)
        : RestThresholds(position: 0.5, velocity: 2)
    case .reactSpringPrecision:
      let precision = distance == 0 ? 0.005 : min(1, 0.001 * distance)
      // precision/10 per ms × 1000 ms/s.
      return RestThresholds(position: precision, velocity: precision / 10 * 1000)
    }
  }
}

/// Whether a threshold comparison is `≤` or `<`, as each engine writes it.
public enum RestComparison: String, Sendable, Hashable {
  /// |value| ≤ threshold.
  case atMost
  /// |value| < threshold.
  case below

  /// Whether `magnitude` passes against `threshold`.
  @inlinable
  public func holds(_ magnitude: Double, _ threshold: Double) -> Bool {
    switch self {
    case .atMost: return magnitude <= threshold
    case .below: return magnitude < threshold
    }
  }
}
