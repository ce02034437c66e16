//===--- TrajectorySampling.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A spring animation sampled at display frames, in the animated value's
// units: what a designer looks at, and what `springlab sample` prints.
//
// The animation moves a value from 0 (start) to D (target). With x(t) the
// normalized displacement of `PhysicalSpring.motion` (x0 = −1, target 0,
// velocity in distances per second):
//
//   value(t)    = D · (1 + x(t))      starts at exactly 0, settles at D
//   velocity(t) = D · x'(t)           value units per second
//
// The frames are t_n = n / F for n = 0 … N, N = ⌊T·F⌋, and the whole grid is
// evaluated by `FrameGridSampler` (tabulated transition matrices anchored to
// the direct closed form): the accuracy of the direct evaluation at a small
// fraction of its cost.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// A spring animation sampled at the frames t_n = n/F, n = 0 … N, as values
/// moving from 0 to `distance` and velocities in value units per second.
///
/// `times[n]` is n/F correctly rounded. The states come from
/// `SpringMotion.samples(on:)` on the grid of step 1/F, which evaluates at
/// n·(1/F) — the same time to within an ulp or two of t_n — with a
/// condition-scaled error K ≤ 6 (see `FrameGridSampler`); so every sample
/// agrees with `PhysicalSpring.motion.state(at: times[n])`, scaled by the
/// distance, to about 1e-15 of the distance.
public struct FrameSampledAnimation: Sendable, Hashable {
  /// The most frames one sampling may produce: 10⁷ (160 MB of output as
  /// CSV); more is refused with `TrajectorySamplingError.tooManyFrames`.
  public static let maximumFrameCount = 10_000_000
  /// The settling threshold behind `settledDuration`: 0.001 of the distance,
  /// the threshold of `MotionSummary` (and of `springlab convert`).
  public static let settlingThreshold = MotionSummary.threshold
  /// The longest default duration in seconds: a spring that settles later
  /// is sampled over its first 60 s only.
  public static let maximumDefaultDuration = 60.0

  /// The animation: the spring and its normalized initial velocity.
  public let physical: PhysicalSpring
  /// Target − start in the value's units (finite; 1 for the normalized
  /// 0 → 1 animation).
  public let distance: Double
  /// Frames per second F, finite and > 0.
  public let framesPerSecond: Double
  /// Frame times t_n = n/F in seconds, ascending from 0.
  public let times: [Double]
  /// The animated value at each frame, D·(1 + x(t_n)): 0 at t = 0.
  public let values: [Double]
  /// Its velocity at each frame, D·x'(t_n), in value units per second.
  public let velocities: [Double]

  /// Samples `physical` from t = 0 through `duration` at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - physical: the animation.
  ///   - distance: target − start in the value's units, finite (default 1).
  ///   - duration: T in seconds, finite and > 0; the last frame is
  ///     N = `lastFrame(duration:framesPerSecond:)` = ⌊T·F⌋.
  ///   - framesPerSecond: F, finite and > 0.
  /// - Throws: `TrajectorySamplingError` for a bad distance, duration or
  ///   frame rate, or when N + 1 exceeds `maximumFrameCount`.
  public init(
    _ physical: PhysicalSpring, distance: Double = 1, duration: Double, framesPerSecond: Double
  ) throws(TrajectorySamplingError) {
    let stream = try FrameStream(
      physical, distance: distance, duration: duration, framesPerSecond: framesPerSecond)
    var times: [Double] = []
    var values: [Double] = []
    var velocities: [Double] = []
    times.reserveCapacity(stream.count)
    values.reserveCapacity(stream.count)
    velocities.reserveCapacity(stream.count)
    stream.forEachBlock { block in
      times += block.times
      values += block.values
      velocities += block.velocities
    }
    self.physical = physical
    self.distance = distance
    self.framesPerSecond = framesPerSecond
    self.times = times
    self.values = values
    self.velocities = velocities
  }

  /// The number of frames, N + 1 (at least 1: the frame at t = 0).
  public var count: Int { times.count }

  /// The time of the last frame, N/F seconds.
  public var duration: Double { times[times.count - 1] }

  /// The index N of the last frame for `duration` T at `framesPerSecond` F:
  /// ⌊T·F⌋, where a product within 4 ulps of an integer counts as that
  /// integer (0.29 s at 100 fps is 29 frames after the first, although
  /// 0.29 × 100 = 28.999999999999996 in binary64).
  ///
  /// - Throws: `invalidDuration` unless T is finite and > 0,
  ///   `invalidFrameRate` unless F is finite and > 0, `tooManyFrames` when
  ///   N + 1 > `maximumFrameCount`.
  public static func lastFrame(duration: Double, framesPerSecond: Double)
    throws(TrajectorySamplingError) -> Int
  {
    guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidFrameRate(framesPerSecond)
    }
    let product = duration * framesPerSecond
    let nearest = product.rounded()
    let frames = abs(product - nearest) <= 4 * product.ulp ? nearest : product.rounded(.down)
    guard frames + 1 <= Double(maximumFrameCount) else {
      throw .tooManyFrames(requested: frames + 1, limit: maximumFrameCount)
    }
    return Int(frames)
  }

  /// The default duration: the exact settling time of `physical` at
  /// `settlingThreshold` (0.001 of the distance), rounded up to a whole
  /// frame, and at most `maximumDefaultDuration`.
  ///
  /// - Parameters:
  ///   - physical: the animation's spring and initial velocity.
  ///   - framesPerSecond: F, finite and > 0.
  /// - Returns: the settling time T_s in seconds, the duration ⌈T_s·F⌉/F
  ///   (or `maximumDefaultDuration` when T_s is longer), and whether it was
  ///   capped.
  /// - Throws: `neverSettles` for a motion that never stays within the
  ///   threshold (an undamped spring); `invalidFrameRate` for a bad F.
  public static func settledDuration(
    of physical: PhysicalSpring, framesPerSecond: Double
  ) throws(TrajectorySamplingError) -> (settlingTime: Double, duration: Double, isCapped: Bool) {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidFrameRate(framesPerSecond)
    }
    // The threshold is a finite constant > 0, so the query cannot throw.
    let settling = (try? physical.motion.settlingTime(threshold: settlingThreshold)) ?? .infinity
    guard settling.isFinite else { throw .neverSettles }
    if settling > maximumDefaultDuration { return (settling, maximumDefaultDuration, true) }
    let frames = max(1, (settling * framesPerSecond).rounded(.up))
    return (settling, frames / framesPerSecond, false)
  }
}

/// Why an animation cannot be sampled as asked.
public enum TrajectorySamplingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The duration is not finite and > 0.
  case invalidDuration(Double)
  /// The frame rate is not finite and > 0.
  case invalidFrameRate(Double)
  /// The distance is not finite.
  case invalidDistance(Double)
  /// More frames than `FrameSampledAnimation.maximumFrameCount`.
  case tooManyFrames(requested: Double, limit: Int)
  /// The motion never settles (undamped), so it has no default duration.
  case neverSettles

  public var description: String {
    switch self {
    case .invalidDuration(let value): "duration must be a finite number > 0 (got \(value))"
    case .invalidFrameRate(let value): "fps must be a finite number > 0 (got \(value))"
    case .invalidDistance(let value): "distance must be a finite number (got \(value))"
    case .tooManyFrames(let requested, let limit):
      "duration × fps asks for \(requested < 1e15 ? String(Int(requested)) : "\(requested)") frames, more than the limit of \(limit)"
    case .neverSettles:
      "the motion never settles (an undamped spring keeps oscillating), so there is no default duration"
    }
  }
}
