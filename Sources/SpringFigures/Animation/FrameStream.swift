//===--- FrameStream.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An animation sampled at display frames, handed out a block at a time, so
// that ten million frames cost a block's memory, not the whole sampling's:
// what `springlab sample` streams. The blocks start on multiples of the
// frame-grid sampler's table size, so every frame has the bits it has in a
// sampling made in one piece (FrameSampledAnimation is built from these
// blocks).
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// Frames t_n = n/F, n = 0 … N, of an animation, sampled a block at a time.
public struct FrameStream: Sendable {
  /// The animation: the spring and its normalized initial velocity.
  public let physical: PhysicalSpring
  /// Target − start in the value's units (finite).
  public let distance: Double
  /// Frames per second F, finite and > 0.
  public let framesPerSecond: Double
  /// The index N of the last frame.
  public let lastFrame: Int
  /// Frames per block (a multiple of the sampler's table size).
  public let blockLength: Int
  private let sampler: FrameGridSampler?

  /// One block of consecutive frames.
  public struct Block: Sendable {
    /// The index n of the block's first frame.
    public var firstIndex: Int
    /// Frame times n/F in seconds.
    public var times: [Double]
    /// The animated value D·(1 + x(t_n)) at each frame.
    public var values: [Double]
    /// Its velocity D·x'(t_n), value units per second.
    public var velocities: [Double]
  }

  /// The frames of `physical` from t = 0 through `duration` at
  /// `framesPerSecond`, in blocks of about `preferredBlockLength` frames.
  /// - Throws: `TrajectorySamplingError` as `FrameSampledAnimation` does.
  public init(
    _ physical: PhysicalSpring, distance: Double = 1, duration: Double, framesPerSecond: Double,
    preferredBlockLength: Int = 1 << 16
  ) throws(TrajectorySamplingError) {
    guard distance.isFinite else { throw .invalidDistance(distance) }
    let last = try FrameSampledAnimation.lastFrame(
      duration: duration, framesPerSecond: framesPerSecond)
    let step = 1 / framesPerSecond
    guard step.isFinite, step > 0 else { throw .invalidFrameRate(framesPerSecond) }
    // The table size a sampling of the whole grid in one piece would use.
    let size = FrameGridSampler.preferredTableSize(forSampleCount: last + 1)
    self.physical = physical
    self.distance = distance
    self.framesPerSecond = framesPerSecond
    self.lastFrame = last
    self.blockLength = max(1, preferredBlockLength / size) * size
    self.sampler = try? FrameGridSampler(spring: physical.spring, step: step, tableSize: size)
  }

  /// The number of frames, N + 1.
  public var count: Int { lastFrame + 1 }

  /// The time of the last frame, N/F seconds.
  public var duration: Double { Double(lastFrame) / framesPerSecond }

  /// Calls `body` with every block, in order.
  public func forEachBlock<Failure: Error>(_ body: (Block) throws(Failure) -> Void)
    throws(Failure)
  {
    let motion = physical.motion
    var first = 0
    while first < count {
      let length = min(blockLength, count - first)
      var positions = [Double](repeating: 0, count: length)
      var velocities = [Double](repeating: 0, count: length)
      if let sampler {
        positions.withUnsafeMutableBufferPointer { p in
          velocities.withUnsafeMutableBufferPointer { v in
            sampler.sample(
              motion, start: 0, firstIndex: first, count: length, positions: p, velocities: v)
          }
        }
      }
      let distance = self.distance
      let framesPerSecond = self.framesPerSecond
      try body(
        Block(
          firstIndex: first,
          times: (first..<first + length).map { Double($0) / framesPerSecond },
          values: positions.map { distance * (1 + $0) },
          velocities: velocities.map { distance * $0 }))
      first += length
    }
  }
}
