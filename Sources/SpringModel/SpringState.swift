//===--- SpringState.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// The state of a spring at one instant, measured from its rest point.
///
/// `position` is the displacement x = (value − target) in the caller's units;
/// `velocity` is v = dx/dt in units per second. Apple's normalized convention
/// (animate from 0 to 1) is `position = -1` with a velocity positive toward
/// the target.
public struct SpringState: Hashable, Sendable {
  /// Displacement from the rest point, x = value − target.
  public var position: Double
  /// Velocity dx/dt in units per second.
  public var velocity: Double

  /// Creates a state from a displacement and a velocity.
  @inlinable
  public init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }

  /// The state at rest on the target: x = 0, v = 0.
  public static let rest = SpringState(position: 0, velocity: 0)

  /// Mechanical energy ½mv² + ½kx² of this state on `spring`. It never
  /// increases along a motion, since the damping c ≥ 0 only removes energy.
  @inlinable
  public func energy(on spring: Spring) -> Double {
    0.5 * spring.mass * velocity * velocity + 0.5 * spring.stiffness * position * position
  }
}
