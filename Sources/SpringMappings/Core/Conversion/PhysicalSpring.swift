//===--- PhysicalSpring.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The one thing every spring API describes: a spring and the velocity the
// animation starts with, in SpringLab's normalized units.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A spring animation reduced to physics: the spring that actually moves
/// (after the API's own treatment, e.g. Core Animation animating ζ > 1 as
/// critical) and the initial velocity.
///
/// Normalization: the animation runs from 0 to 1, so the displacement starts
/// at x0 = −1 and the velocity is in *distances per second*, positive toward
/// the target — Apple's "unit coordinate system, where 1 is defined as
/// traveling the total animation distance in a second". A 200 pt move started
/// at 100 pt/s toward the target has `initialVelocity` 0.5.
///
/// Two physical springs with the same ω0 = √(k/m) and ζ describe the same
/// normalized motion whatever their mass; APIs that fix m = 1 express a
/// spring of another mass by k/m and c/m.
public struct PhysicalSpring: Hashable, Sendable {
  /// The spring that moves.
  public var spring: Spring
  /// Initial velocity in distances per second, positive toward the target.
  public var initialVelocity: Double

  /// Creates a physical spring animation.
  ///
  /// - Parameters:
  ///   - spring: the spring that moves.
  ///   - initialVelocity: distances per second, positive toward the target;
  ///     finite.
  public init(spring: Spring, initialVelocity: Double = 0) {
    self.spring = spring
    self.initialVelocity = initialVelocity
  }

  /// The normalized motion: x0 = −1 (start), target 0, v0 = `initialVelocity`.
  public var motion: SpringMotion {
    SpringMotion(spring: spring, position: -1, velocity: initialVelocity)
  }

  /// Whether `other` describes the same normalized motion: ω0, ζ and the
  /// initial velocity agree to a relative `tolerance` (absolute for values
  /// near zero).
  public func isEquivalent(to other: PhysicalSpring, tolerance: Double = 1e-9) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool {
      // An overflowed quantity (ω0 beyond binary64) equals only itself: the
      // relative test would accept inf − x ≤ tolerance · inf for any x.
      guard a.isFinite && b.isFinite else { return a == b }
      return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }
    return close(spring.naturalFrequency, other.spring.naturalFrequency)
      && close(spring.dampingRatio, other.spring.dampingRatio)
      && close(initialVelocity, other.initialVelocity)
  }
}
