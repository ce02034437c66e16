//===--- SpringAnimation.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A spring moving a value toward a target, and the interruption case: a new
// target in flight, carrying position and velocity over exactly.
//
//===----------------------------------------------------------------------===//

/// A value animated by a spring toward a target, in absolute coordinates:
/// value(t) = target + x(t), where x is the spring's closed-form motion.
///
/// Time t is in seconds since this animation started (t ≥ 0).
public struct SpringAnimation: Sendable {
  /// The rest point the value is pulled toward.
  public let target: Double
  /// The displacement's motion, x = value − target.
  public let motion: SpringMotion

  /// The spring driving the animation.
  @inlinable public var spring: Spring { motion.spring }

  /// Starts an animation of `value` (moving at `velocity` units per second)
  /// toward `target`. All three should be finite.
  @inlinable
  public init(spring: Spring, value: Double, velocity: Double, target: Double) {
    self.target = target
    self.motion = SpringMotion(spring: spring, position: value - target, velocity: velocity)
  }

  /// The animated value at `t` seconds.
  @inlinable public func value(at t: Double) -> Double { target + motion.position(at: t) }

  /// The value's velocity at `t` seconds, in units per second.
  @inlinable public func velocity(at t: Double) -> Double { motion.velocity(at: t) }

  /// Value and velocity at `t` seconds.
  @inlinable
  public func valueAndVelocity(at t: Double) -> (value: Double, velocity: Double) {
    let s = motion.state(at: t)
    return (target + s.position, s.velocity)
  }

  /// The animation that takes over when this one is interrupted at `t`
  /// seconds and sent toward `newTarget`, optionally with another spring.
  ///
  /// The new animation's time 0 is this animation's time `t`. Its initial
  /// velocity is this animation's velocity at `t` exactly; its initial value
  /// is this animation's value at `t` re-expressed as a displacement from the
  /// new target, which costs at most one ulp of max(|value|, |newTarget|):
  /// the value is continuous to the ulp and the velocity exactly.
  @inlinable
  public func retargeted(to newTarget: Double, at t: Double, spring: Spring? = nil)
    -> SpringAnimation
  {
    let now = valueAndVelocity(at: t)
    return SpringAnimation(
      spring: spring ?? self.spring, value: now.value, velocity: now.velocity, target: newTarget)
  }
}
