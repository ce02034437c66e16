//===--- VelocityConversion.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Points per second ⇄ an API's normalized velocity (distances per second,
// positive toward the target), with a guard for a near-zero distance.
//
// Normalizing divides by the distance still to cover. When a gesture ends
// almost on the target that distance is tiny and the quotient explodes: a
// finger moving at 300 pt/s a tenth of a point from the target asks for 3000
// distances per second. The seeds recommend not dividing at all below about
// one point; the guard makes that decision explicit.
//
//===----------------------------------------------------------------------===//

/// What to do when the distance is too small to divide by.
public struct NearZeroDistanceGuard: Hashable, Sendable {
  /// The response to a distance smaller in magnitude than `minimumDistance`.
  public enum Policy: String, Hashable, Sendable {
    /// Throw `MappingError.distanceTooSmall` (the default).
    case reject
    /// Use a normalized velocity of 0: the spring finishes from rest, which
    /// for a sub-point move is invisible (the seeds' practice).
    case zeroVelocity
  }

  /// Distances smaller than this in magnitude (in the value's units) trip
  /// the guard. Default 1e-6; for point geometry the seeds suggest 1.
  public var minimumDistance: Double
  /// What happens when the guard trips.
  public var policy: Policy

  /// Creates a guard; `minimumDistance` must be finite and ≥ 0.
  public init(minimumDistance: Double = 1e-6, policy: Policy = .reject) {
    self.minimumDistance = minimumDistance
    self.policy = policy
  }
}

/// Conversions between absolute velocities and normalized ones.
///
/// Sign convention: an absolute velocity is positive when the value grows; a
/// normalized velocity is positive toward the target. Dividing by the signed
/// distance (target − start) maps one onto the other in both directions of
/// travel.
public enum VelocityConversion {
  /// The normalized velocity (distances per second, positive toward the
  /// target) of a value moving at `pointsPerSecond` that still has to cover
  /// `distance` (target − start, signed) — e.g. a pan gesture's velocity.
  ///
  /// - Throws: `MappingError.distanceTooSmall` when |distance| is below the
  ///   guard's minimum and its policy is `.reject`; `invalidParameter` for
  ///   non-finite input.
  public static func normalized(
    pointsPerSecond velocity: Double, distance: Double,
    guard nearZero: NearZeroDistanceGuard = .init()
  ) throws(MappingError) -> Double {
    try MappingError.requireFinite(velocity, "velocity")
    try MappingError.requireFinite(distance, "distance")
    if abs(distance) < nearZero.minimumDistance || distance == 0 {
      switch nearZero.policy {
      case .reject: throw .distanceTooSmall(distance: distance, minimum: nearZero.minimumDistance)
      case .zeroVelocity: return 0
      }
    }
    let quotient = velocity / distance
    guard quotient.isFinite else {
      throw .invalidParameter(
        "velocity", value: .number(velocity),
        requirement:
          "a value whose normalized velocity velocity / distance is finite (on a distance of "
          + "\(distance) it overflows binary64)")
    }
    return quotient
  }

  /// The absolute velocity (points per second) of a normalized velocity on
  /// an animation covering `distance` (target − start, signed).
  public static func pointsPerSecond(normalized velocity: Double, distance: Double) -> Double {
    velocity * distance
  }

  /// The normalized velocity of an API's velocity argument given in `unit`.
  /// APIs that take none contribute 0.
  public static func normalized(
    _ velocity: Double, unit: VelocityUnit, in context: ConversionContext
  ) throws(MappingError) -> Double {
    try MappingError.requireFinite(velocity, "velocity")
    switch unit {
    case .distancesPerSecond:
      return velocity
    case .unitsPerSecond:
      if velocity == 0 { return 0 }
      return try normalized(
        pointsPerSecond: velocity, distance: context.distance, guard: context.velocityGuard)
    case .unitsPerMillisecond:
      if velocity == 0 { return 0 }
      guard (1000 * velocity).isFinite else {
        throw .invalidParameter(
          "velocity", value: .number(velocity),
          requirement:
            "at most 1.79e305 in magnitude: it is in units per millisecond, and 1000 × it "
            + "(units per second) overflows binary64")
      }
      return try normalized(
        pointsPerSecond: 1000 * velocity, distance: context.distance, guard: context.velocityGuard)
    case .notAccepted:
      return 0
    }
  }

  /// The API's velocity argument, in `unit`, for a normalized velocity; nil
  /// when the API takes none.
  public static func apiVelocity(
    normalized velocity: Double, unit: VelocityUnit, in context: ConversionContext
  ) -> Double? {
    switch unit {
    case .distancesPerSecond: velocity
    case .unitsPerSecond: pointsPerSecond(normalized: velocity, distance: context.distance)
    case .unitsPerMillisecond:
      pointsPerSecond(normalized: velocity, distance: context.distance) / 1000
    case .notAccepted: nil
    }
  }
}
