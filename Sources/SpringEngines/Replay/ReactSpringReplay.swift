//===--- ReactSpringReplay.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// react-spring as it ships, frame by frame. Ported from pmndrs/react-spring
// at commit 3d2523de0f879e20869ab9add907540188bf6446 (after v9.7.5):
//
//   packages/core/src/SpringValue.ts   `advance(dt)`: ⌈dt⌉ steps of 1 ms of
//     semi-implicit Euler, a = (−tension·1e-6·(x − to) − friction·1e-3·v)/mass
//     with v in units per millisecond; before every step, if |v| ≤
//     restVelocity (precision/10) and |to − x| ≤ precision, the animation is
//     finished and the value is set to the goal (`_start` keeps lastVelocity
//     and takes the current value as `from` when the goal changes).
//     precision = from == to ? 0.005 : min(1, |to − from|·0.001).
//   packages/rafz/src/index.ts          `update()`: dt = min(64, ts − prevTs)
//     in ms, and 16.667 on the first frame after the loop was idle
//     (prevTs = 0).
//
// This version predates PR #2520 (the ε floor on precision).
//
//===----------------------------------------------------------------------===//

import SpringModel

/// react-spring `SpringValue` driven by rafz.
public enum ReactSpringReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "react-spring", name: "react-spring",
    version: "commit 3d2523de (after v9.7.5)",
    source: "pmndrs/react-spring: packages/core/src/SpringValue.ts (advance), "
      + "packages/rafz/src/index.ts (update)",
    method: "semi-implicit Euler in 1 ms steps, velocity in units/ms",
    frameLoop: "ceil(dt) steps per frame; dt = min(64 ms, frame interval), 16.667 ms on the "
      + "first frame after an idle loop",
    rest: "before every 1 ms step: |v| <= precision/10 per ms and |x| <= precision, precision = "
      + "min(1, 0.001*|to - from|) (0.005 when from == to); then the value is set to the goal")

  public static let retargets = true

  /// precision for a move from `from` to `to`.
  static func precision(from: Double, to: Double) -> Double {
    from == to ? 0.005 : min(1, abs(to - from) * 0.001)
  }

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    let p = precision(from: move.initialState.position, to: 0)
    return ExactRestRule(position: p, velocity: p / 10 * 1000)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let tension = move.spring.stiffness
    let friction = move.spring.damping
    let mass = move.spring.mass
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var position = move.initialState.position
    var velocity = move.initialState.velocity / 1000  // units per ms
    var from = position
    var to = 0.0
    var precision = Self.precision(from: from, to: to)
    for n in 1..<max(1, frames.count) {
      let dt = n == 1 ? 16.667 : min(64, (frames[n] - frames[n - 1]) * 1000)
      if n == 1 { recorder.firstUpdate(at: dt.rounded(.up) / 1000) }
      let restVelocity = precision / 10
      var finished = false
      let steps = Int((dt / 1).rounded(.up))
      for _ in 0..<steps {
        if !(abs(velocity) > restVelocity) {
          finished = abs(to - position) <= precision
          if finished { break }
        }
        let springForce = -tension * 0.000001 * (position - to)
        let dampingForce = -friction * 0.001 * velocity
        let acceleration = (springForce + dampingForce) / mass
        velocity = velocity + acceleration * 1
        position = position + velocity * 1
      }
      if position.isNaN { finished = true }
      if finished {
        recorder.snap(from: position, to: to)
        break
      }
      if let newTarget = recorder.show(position, velocity: velocity * 1000, retargeting: move) {
        // `_start`: from = the current value, lastVelocity kept.
        from = position
        to = newTarget
        precision = Self.precision(from: from, to: to)
      }
    }
    return recorder.finished()
  }
}
