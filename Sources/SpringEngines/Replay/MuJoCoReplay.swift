//===--- MuJoCoReplay.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// MuJoCo's `mju_springDamper` as a frame evaluator. Ported from
// google-deepmind/mujoco at commit a7255075b003506ff5f34b512d88e02df12a73c6
// (3.12.0 + 31), src/engine/engine_util_misc.c — the function as it was
// before PR #3522 and PR #3552:
//
//   x'' + Kv x' + Kp x = 0 from (pos0, vel0), position after `dt`:
//   det = Kv² − 4Kp; det > mjMINVAL (1e-15, absolute): overdamped with
//   roots −Kv/2 ± √det/2 (the slow one by subtraction); |det| ≤ mjMINVAL:
//   critical; else underdamped. Only the position is returned.
//
// It is a utility with no clock and no rest rule: the replay evaluates it
// from the start at each frame time (mass normalized: Kp = k/m, Kv = c/m).
// The velocity a replay reports is the derivative of the branch's own
// formula (MuJoCo does not compute one).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mju_springDamper` as of commit a7255075.
public enum MuJoCoSpringDamper {
  /// `mjMINVAL` in double precision.
  public static let minimumValue = 1e-15

  /// Position and (formula-derivative) velocity after `t`.
  public static func evaluate(
    position pos0: Double, velocity vel0: Double, stiffness k: Double, damping b: Double,
    time t: Double
  ) -> (position: Double, velocity: Double) {
    let det = b * b - 4 * k
    if det > minimumValue {
      let w = det.squareRoot() / 2
      let r1 = -b / 2 + w
      let r2 = -b / 2 - w
      let c1 = (pos0 * r2 - vel0) / (r2 - r1)
      let c2 = (pos0 * r1 - vel0) / (r1 - r2)
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    } else if det <= minimumValue && det >= -minimumValue {
      let c1 = pos0
      let c2 = vel0 + b * c1 / 2
      let e = exp(-b * t / 2)
      return (e * (c1 + c2 * t), e * (c2 - b / 2 * (c1 + c2 * t)))
    } else {
      let w = abs(det).squareRoot() / 2
      let c1 = pos0
      let c2 = (vel0 + b * c1 / 2) / w
      let e = exp(-b * t / 2)
      let position = e * (c1 * cos(w * t) + c2 * sin(w * t))
      let velocity = -b / 2 * position + e * (-c1 * w * sin(w * t) + c2 * w * cos(w * t))
      return (position, velocity)
    }
  }

  /// `mju_springDamper(pos0, vel0, Kp, Kv, dt)`.
  public static func position(
    _ pos0: Double, _ vel0: Double, _ kp: Double, _ kv: Double, _ dt: Double
  ) -> Double {
    evaluate(position: pos0, velocity: vel0, stiffness: kp, damping: kv, time: dt).position
  }
}

/// `mju_springDamper` evaluated from the start at each frame.
public enum MuJoCoReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "mujoco", name: "MuJoCo mju_springDamper",
    version: "commit a7255075 (3.12.0 + 31, before PR #3522 and PR #3552)",
    source: "google-deepmind/mujoco: src/engine/engine_util_misc.c (mju_springDamper)",
    method: "closed form of x'' + Kv x' + Kp x = 0; regime by det = Kv^2 - 4Kp against an "
      + "absolute 1e-15; overdamped roots -Kv/2 +- sqrt(det)/2 by subtraction",
    frameLoop: "none of its own: evaluated at each frame's time since the start (caller's "
      + "clock)",
    rest: "none")

  public static let retargets = false

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule { .noRule }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let kp = move.spring.stiffness / move.spring.mass
    let kv = move.spring.damping / move.spring.mass
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    for n in 1..<max(1, frames.count) {
      if n == 1 { recorder.firstUpdate(at: frames[1]) }
      let state = MuJoCoSpringDamper.evaluate(
        position: move.initialState.position, velocity: move.initialState.velocity,
        stiffness: kp, damping: kv, time: frames[n])
      recorder.show(state.position, velocity: state.velocity)
    }
    return recorder.finished()
  }
}
