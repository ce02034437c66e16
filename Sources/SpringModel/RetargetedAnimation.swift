//===--- RetargetedAnimation.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A spring animation whose target jumps at given times: the closed form,
// handed from segment to segment.
//
//===----------------------------------------------------------------------===//

/// One change of target: at `time` seconds the spring starts pulling toward
/// `target`.
public struct Retarget: Hashable, Sendable {
  /// When the target changes, in seconds since the animation began.
  public var time: Double
  /// The new target value.
  public var target: Double

  /// Creates a change of target to `target` at `time` seconds.
  @inlinable
  public init(time: Double, target: Double) {
    self.time = time
    self.target = target
  }

  /// Checks the inputs of a retargeted animation: a finite start value,
  /// velocity and target, and target changes at strictly increasing finite
  /// times > 0 to finite targets.
  ///
  /// - Throws: `SpringInputError` naming the first bad input, e.g.
  ///   `retargets[2].time`.
  public static func validate(
    value: Double, velocity: Double, target: Double, retargets: [Retarget]
  ) throws(SpringInputError) {
    _ = try SpringInputError.requireFinite(value, "value")
    _ = try SpringInputError.requireFinite(velocity, "velocity")
    _ = try SpringInputError.requireFinite(target, "target")
    var previous = 0.0
    for (index, change) in retargets.enumerated() {
      guard change.time.isFinite, change.time > previous else {
        throw SpringInputError(
          parameter: "retargets[\(index)].time", value: change.time,
          requirement: "a finite number > \(previous) (the previous change)")
      }
      _ = try SpringInputError.requireFinite(change.target, "retargets[\(index)].target")
      previous = change.time
    }
  }
}

/// A spring animation interrupted by target changes, evaluated exactly: each
/// segment is a closed-form `SpringAnimation` started from the previous
/// segment's value and velocity at the moment of the change.
///
/// Position is continuous to the ulp and velocity exactly across every
/// change; the acceleration jumps, as it physically does.
public struct RetargetedAnimation: Sendable {
  /// Segment start times (the first is 0), ascending.
  public let startTimes: [Double]
  /// The animation of each segment, in its own time (0 at its start).
  public let segments: [SpringAnimation]

  /// Builds the piecewise animation.
  ///
  /// - Parameters:
  ///   - spring: the spring, shared by all segments.
  ///   - value: the value at t = 0, finite.
  ///   - velocity: its velocity in units per second, finite.
  ///   - target: the first target, finite.
  ///   - retargets: target changes at strictly increasing times > 0.
  /// - Throws: `SpringInputError` naming the first non-finite input or
  ///   out-of-order time, e.g. `retargets[2].time`, or the target whose
  ///   displacement value − target (or the value reached at its change)
  ///   exceeds the largest double.
  public init(
    spring: Spring, value: Double, velocity: Double, target: Double, retargets: [Retarget]
  ) throws(SpringInputError) {
    try Retarget.validate(value: value, velocity: velocity, target: target, retargets: retargets)
    guard (value - target).isFinite else {
      throw SpringInputError(
        parameter: "target", value: target,
        requirement: "within the largest double of value (value - target overflows)")
    }
    var current = SpringAnimation(spring: spring, value: value, velocity: velocity, target: target)
    var startTimes = [0.0]
    var segments = [current]
    for change in retargets {
      let previous = startTimes[startTimes.count - 1]
      let now = current.valueAndVelocity(at: change.time - previous)
      guard now.value.isFinite, now.velocity.isFinite, (now.value - change.target).isFinite else {
        throw SpringInputError(
          parameter: "retargets[\(startTimes.count - 1)].target", value: change.target,
          requirement: "such that the value there and its displacement from the target "
            + "stay within the largest double (got value \(now.value), velocity \(now.velocity))")
      }
      current = current.retargeted(to: change.target, at: change.time - previous)
      startTimes.append(change.time)
      segments.append(current)
    }
    self.startTimes = startTimes
    self.segments = segments
  }

  /// Index of the segment active at `t`: the last one starting at or before t.
  @inlinable
  public func segmentIndex(at t: Double) -> Int {
    startTimes.lastIndex(atOrBefore: t)
  }

  /// Value and velocity at `t` seconds (t ≥ 0), from the active segment.
  @inlinable
  public func valueAndVelocity(at t: Double) -> (value: Double, velocity: Double) {
    let index = segmentIndex(at: t)
    return segments[index].valueAndVelocity(at: t - startTimes[index])
  }

  /// The target in force at `t` seconds.
  @inlinable
  public func target(at t: Double) -> Double { segments[segmentIndex(at: t)].target }
}
