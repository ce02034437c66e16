//===--- ReboundReplay.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Rebound as it ships, frame by frame. Ported from facebookarchive/rebound-js
// at commit 6e6e9a90ee328caeaf98b57ea80e4f1e478f3d70 (v0.1.0 + 13):
//
//   src/Spring.js        `advance(time, realDeltaTime)`: dt capped at 64 ms
//     (MAX_DELTA_TIME_SEC) and added to an accumulator that runs whole 1 ms
//     RK4 steps (first stage at the stale `tempPosition`, see ReboundRK4);
//     the state before the last step is kept, and a leftover α < 1 step is
//     handled by `_interpolate(α)`, which writes the blend of the two states
//     back into the current state. `isAtRest`: |v| < 0.001 and
//     |end − x| ≤ 0.001; then the position is set to the end, v = 0.
//     `setEndValue` keeps the current state (and `tempPosition`).
//   src/SpringSystem.js  `loop(now)`: on the first frame after idle,
//     `_lastTimeMillis = now − 1`, so the first advance is 1 ms.
//
// Rebound has no mass: tension = k/m, friction = c/m.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Rebound `Spring` driven by `SpringSystem.loop`.
public enum ReboundReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "rebound", name: "Rebound",
    version: "rebound-js commit 6e6e9a90 (v0.1.0 + 13)",
    source: "facebookarchive/rebound-js: src/Spring.js (advance, _interpolate, isAtRest), "
      + "src/SpringSystem.js (loop)",
    method: "RK4 in 1 ms steps, first stage at the previous step's tempPosition",
    frameLoop: "time accumulator, dt capped at 64 ms, first frame 1 ms; the leftover fraction "
      + "of a step blends the last two states and writes the blend back",
    rest: "|v| < 0.001 and |x| <= 0.001 (absolute) after each frame; then snaps with v = 0")

  public static let retargets = true

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: 0.001, velocity: 0.001)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let tension = move.spring.stiffness / move.spring.mass
    let friction = move.spring.damping / move.spring.mass
    let step = 0.001
    let maximumDelta = 0.064
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var end = 0.0
    // Displacements from `end`: the RK4 of ReboundRK4 works on x = position − end.
    var state = move.initialState
    var previous = state
    var tempPosition = state.position
    var accumulator = 0.0
    for n in 1..<max(1, frames.count) {
      let delta = n == 1 ? 0.001 : (frames[n] * 1000 - frames[n - 1] * 1000) / 1000
      if n == 1 { recorder.firstUpdate(at: delta) }
      accumulator += min(delta, maximumDelta)
      while accumulator >= step {
        accumulator -= step
        if accumulator < step { previous = state }
        ReboundRK4.advance(
          &state, &tempPosition, step, stiffness: tension, damping: friction)
      }
      if accumulator > 0 {
        let alpha = accumulator / step
        state = SpringState(
          position: state.position * alpha + previous.position * (1 - alpha),
          velocity: state.velocity * alpha + previous.velocity * (1 - alpha))
      }
      if abs(state.velocity) < 0.001 && abs(state.position) <= 0.001 {
        recorder.snap(from: end + state.position, to: end)
        break
      }
      if let newTarget = recorder.show(
        end + state.position, velocity: state.velocity, retargeting: move)
      {
        let shift = newTarget - end
        end = newTarget
        state.position -= shift
        previous.position -= shift
        tempPosition -= shift
      }
    }
    return recorder.finished()
  }
}
