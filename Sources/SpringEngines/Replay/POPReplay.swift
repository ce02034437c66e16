//===--- POPReplay.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Facebook POP as it ships, frame by frame. Ported from facebookarchive/pop at
// commit 87d1f8b74cdaa4699d7a9f6be1ff5202014c581f (release 1.0.11):
//
//   pop/POPSpringSolver.h            `SpringSolver::advance`: frame time is
//     accumulated and run in steps of `solverDt = 0.001f` — a float literal,
//     so the step is 0.0010000000474974513 s — of textbook RK4 on
//     p = to − value with a = −(k/m)p − (b/m)v; the leftover fraction α of a
//     step blends the last two solver states and the blend becomes the new
//     state. A frame longer than 30 s shuts the solver down. `hasConverged`:
//     every |p| < t/2, |v|² < 25t and |last RK4 slope of v|² < 625t².
//   pop/POPSpringAnimationInternal.h `hasConverged`: the last two values
//     written and the target all within t/5; `isDone` is either test.
//   pop/POPAnimationInternal.h       `advanceTime`: dt = time − lastTime; the
//     animation starts on the frame it is added (dt = 0).
//   pop/POPAnimator.mm               at done the value is set to the target.
//   pop/POPAnimatableProperty.mm     t = kPOPThresholdPoint = 1 (positions).
//
// Setting `toValue` on a running animation keeps its value, velocity and
// accumulator (pop/POPPropertyAnimation.mm `setToValue:`).
//
//===----------------------------------------------------------------------===//

import SpringModel

/// POP `POPSpringAnimation` on a point property (threshold 1).
public enum POPReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "pop", name: "Facebook POP",
    version: "release 1.0.11 (commit 87d1f8b7)",
    source: "facebookarchive/pop: pop/POPSpringSolver.h, pop/POPSpringAnimationInternal.h, "
      + "pop/POPAnimationInternal.h, pop/POPAnimator.mm, pop/POPAnimatableProperty.mm",
    method: "textbook RK4 in steps of 0.001f s (0.0010000000474974513 s)",
    frameLoop: "time accumulator on CACurrentMediaTime deltas, no cap (a frame > 30 s stops the "
      + "solver); the leftover fraction of a step blends the last two states and writes the "
      + "blend back",
    rest: "|x| < t/2, v^2 < 25t, a^2 < 625t^2, or the last two frames and the target within "
      + "t/5, t = 1 for point properties; then snaps to the target")

  public static let retargets = true

  /// The threshold of point properties (kPOPThresholdPoint).
  static let threshold = 1.0
  /// `solverDt`, the float literal 0.001f widened to double.
  static let solverStep = Double(Float(0.001))

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: threshold / 2, velocity: (25 * threshold).squareRoot())
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let k = move.spring.stiffness
    let b = move.spring.damping
    let m = move.spring.mass
    let t = threshold
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var to = 0.0
    var value = move.initialState.position
    var velocity = move.initialState.velocity
    var accumulated = 0.0
    var lastDv = 0.0
    var previous: Double? = value
    var previous2: Double? = nil

    func acceleration(_ p: Double, _ v: Double) -> Double { p * (-k / m) - v * (b / m) }

    func solverConverged(p: Double, v: Double) -> Bool {
      abs(p) < t / 2 && v * v < 25 * t && lastDv * lastDv < 625 * t * t
    }
    func animationConverged() -> Bool {
      guard let previous, let previous2 else { return false }
      return abs(to - previous) < t / 5 && abs(previous2 - previous) < t / 5
    }

    // Frame 0: the animation starts with dt = 0 and may already be done.
    if solverConverged(p: to - value, v: -velocity) {
      recorder.restOnFirstFrame(target: to)
      return recorder.finished()
    }
    for n in 1..<max(1, frames.count) {
      let dt = frames[n] - frames[n - 1]
      if n == 1 { recorder.firstUpdate(at: dt) }
      var p = to - value
      var v = -velocity
      var shutDown = false
      if dt > 30 {
        // Excessive step: the solver's last state is zeroed, the value kept.
        lastDv = 0
        shutDown = true
      } else {
        accumulated += dt
        var previousP = p
        var previousV = v
        var currentP = p
        var currentV = v
        while accumulated >= solverStep {
          previousP = currentP
          previousV = currentV
          let h = solverStep
          let aDp = currentV
          let aDv = acceleration(currentP, currentV)
          let bDp = currentV + aDv * h * 0.5
          let bDv = acceleration(currentP + aDp * h * 0.5, bDp)
          let cDp = currentV + bDv * h * 0.5
          let cDv = acceleration(currentP + bDp * h * 0.5, cDp)
          let dDp = currentV + cDv * h
          let dDv = acceleration(currentP + cDp * h, dDp)
          let dpdt = (aDp + (bDp + cDp) * 2.0 + dDp) * (1.0 / 6.0)
          let dvdt = (aDv + (bDv + cDv) * 2.0 + dDv) * (1.0 / 6.0)
          currentP = currentP + dpdt * h
          currentV = currentV + dvdt * h
          lastDv = dvdt
          accumulated -= solverStep
        }
        let alpha = accumulated / solverStep
        p = currentP * alpha + previousP * (1 - alpha)
        v = currentV * alpha + previousV * (1 - alpha)
      }
      value = to - p
      velocity = -v
      previous2 = previous
      previous = value
      if animationConverged() || solverConverged(p: shutDown ? 0 : p, v: shutDown ? 0 : v) {
        recorder.snap(from: value, to: to)
        break
      }
      if let newTarget = recorder.show(value, velocity: velocity, retargeting: move) {
        to = newTarget
      }
    }
    return recorder.finished()
  }
}
