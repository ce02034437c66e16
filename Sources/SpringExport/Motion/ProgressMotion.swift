//===--- ProgressMotion.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A spring animation as an easing curve: the progress from start (0) to
// target (1) against time, the closed form SpringModel evaluates.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A spring animation as progress against time: p(t) = 1 + x(t), where x is
/// the normalized displacement (x(0) = −1, target 0) of `motion`.
///
/// Progress is what a CSS easing function returns: 0 at the start, 1 on the
/// target, above 1 while the spring overshoots. A value animated from `start`
/// to `target` is `start + (target − start)·p(t)`.
public struct ProgressMotion: Sendable {
  /// The spring that moves.
  public let spring: Spring
  /// The normalized motion: x(0) = −1, target 0, velocity in distances per
  /// second (positive toward the target).
  public let motion: SpringMotion
  /// |p''| from any instant on, for the chord checks.
  let curvature: CurvatureBound

  /// The motion of `spring` released from the start with `initialVelocity`
  /// distances per second, positive toward the target (Apple's normalized
  /// convention; `SpringMappings.PhysicalSpring` supplies both).
  ///
  /// - Throws: `ExportError.invalidParameter` for a velocity that is not finite.
  public init(spring: Spring, initialVelocity: Double = 0) throws(ExportError) {
    let velocity = try ExportError.requireFinite(initialVelocity, "initialVelocity")
    self.spring = spring
    self.motion = SpringMotion(spring: spring, position: -1, velocity: velocity)
    self.curvature = CurvatureBound(spring: spring)
  }

  /// The motion of a value that starts at `start` moving at `velocity`
  /// (value units per second) toward `target`, all in the value's units.
  ///
  /// - Throws: `ExportError.invalidParameter` when a number is not finite or
  ///   the distance `target − start` is 0 or not finite.
  public init(spring: Spring, start: Double, velocity: Double, target: Double) throws(ExportError) {
    let start = try ExportError.requireFinite(start, "start")
    let target = try ExportError.requireFinite(target, "target")
    let velocity = try ExportError.requireFinite(velocity, "velocity")
    let distance = target - start
    guard distance.isFinite, distance != 0 else {
      throw .invalidParameter(
        parameter: "distance (target - start)", value: distance, requirement: "finite and non-zero")
    }
    try self.init(spring: spring, initialVelocity: velocity / distance)
  }

  /// The initial velocity in distances per second.
  public var initialVelocity: Double { motion.initialState.velocity }

  /// The progress p(t) = 1 + x(t) at `t` seconds (t ≥ 0): 0 at the start, 1
  /// on the target. Accurate to a few ulps of 1 in every regime.
  public func progress(at t: Double) -> Double { 1 + motion.position(at: t) }

  /// The exact settling time at `tolerance` (a fraction of the distance): the
  /// last time |p(t) − 1| crosses it, so that |p(t) − 1| ≤ tolerance for
  /// every later t. `+infinity` for an undamped spring whose amplitude
  /// exceeds it; 0 when the motion never leaves the band.
  ///
  /// - Throws: `ExportError.invalidParameter` for a tolerance that is not
  ///   finite and > 0.
  public func settlingTime(tolerance: Double) throws(ExportError) -> Double {
    let tolerance = try ExportError.requirePositive(tolerance, "tolerance")
    do {
      return try motion.settlingTime(threshold: tolerance)
    } catch {
      throw .invalidParameter(
        parameter: "tolerance", value: tolerance, requirement: error.requirement)
    }
  }
}
