//===--- ConversionContext.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What a conversion needs beyond the spring: the distance the animation
// covers (for APIs whose velocity or thresholds are in absolute units) and
// the guard against dividing by a near-zero distance.
//
//===----------------------------------------------------------------------===//

/// The animation's geometry, for converting between absolute velocities
/// (points per second) and normalized ones (distances per second).
///
/// Apple's APIs take velocities relative to the total distance; Compose,
/// Flutter, Motion, react-spring and Rebound take them in the animated
/// value's own units. Both describe the same motion only once the distance is
/// known.
public struct ConversionContext: Hashable, Sendable {
  /// The signed distance the animation covers, target − start, in the
  /// animated value's units (points, say). Default 1: velocities in "value
  /// units per second" are then distances per second.
  public var distance: Double
  /// The guard against a near-zero distance; see `VelocityConversion`.
  public var velocityGuard: NearZeroDistanceGuard

  /// Creates a context for an animation covering `distance` units.
  public init(distance: Double = 1, velocityGuard: NearZeroDistanceGuard = .init()) {
    self.distance = distance
    self.velocityGuard = velocityGuard
  }

  /// One unit of distance, the default guard.
  public static let unit = ConversionContext()
}
