//===--- ReboundRK4+Frames.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Rebound's frame loop (Docs/Provenance/PeerEngines.md #rebound, quirk 2; rebound-js
// `SpringSystem.loop` and `Spring.advance`):
//
//   - the first frame of an animation gets dt = 1 ms (`_lastTimeMillis` is
//     set to now − 1), later frames the frame interval; dt is capped at 64 ms;
//   - dt is added to an accumulator that runs whole 1 ms RK4 steps, and the
//     state before the last step is remembered;
//   - if time α·h < h is left over, the state is replaced by the blend
//     α·current + (1 − α)·previous — written back, not just displayed — so
//     the next frame integrates on from a state about (1 − α)·h in the past
//     while the leftover α·h stays in the accumulator.
//
// The spring therefore runs slow, by an amount that grows with the frame
// rate: the first target crossing of Rebound's default spring (Origami 40/7:
// k = 230.2, c = 22) from 0 to 1 comes at 233.4 / 238.5 / 254.1 ms at
// 60 / 120 / 240 Hz against 227.9 ms exact (Docs/Provenance/PeerEngines.md #numerical-pitfalls measured
// 233.5 / 238.8 / 254.3 ms).
//
//===----------------------------------------------------------------------===//

import SpringModel

extension ReboundRK4 {
  /// The states Rebound shows at its first `frameCount` frames at
  /// `frameRate` frames per second, with their real times in seconds since
  /// the animation started: 0.001 + n/frameRate for frame n (the first frame
  /// advances 1 ms). Uses this method's `step` as the solver step
  /// (Rebound: 1 ms). Rest detection is not applied.
  public func frameStates(frameRate: Double, frameCount: Int) -> [(
    time: Double, state: SpringState
  )] {
    precondition(frameRate > 0 && frameRate.isFinite, "frame rate must be finite and > 0")
    let (stiffness, damping) = unitMassCoefficients
    let h = step
    let maximumDelta = 0.064
    var state = initialState
    var previous = initialState
    var tempPosition = initialState.position
    var accumulator = 0.0
    var frames: [(time: Double, state: SpringState)] = []
    frames.reserveCapacity(max(0, frameCount))
    for frame in 0..<max(0, frameCount) {
      let delta = frame == 0 ? 0.001 : 1 / frameRate
      accumulator += min(delta, maximumDelta)
      while accumulator >= h {
        accumulator -= h
        if accumulator < h { previous = state }
        Self.advance(&state, &tempPosition, h, stiffness: stiffness, damping: damping)
      }
      if accumulator > 0 {
        let alpha = accumulator / h
        state = SpringState(
          position: state.position * alpha + previous.position * (1 - alpha),
          velocity: state.velocity * alpha + previous.velocity * (1 - alpha))
      }
      frames.append((0.001 + Double(frame) / frameRate, state))
    }
    return frames
  }
}
