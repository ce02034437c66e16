//===--- MotionReplay.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Motion (framer-motion) as it ships, frame by frame. Ported from
// motiondivision/motion at commit 1b037b0032578b52af94b06ff3920bfa0aaa5e36
// (v13.1.1):
//
//   packages/motion-dom/src/animation/generators/spring.ts  the physics
//     spring: closed form in milliseconds from t = 0 with the incoming
//     velocity negated and converted to units/ms; ζ < 1 damped sine and
//     cosine, `dampingRatio === 1` critical, otherwise sinh/cosh with ωd·t
//     capped at 300; analytic velocity; done when |v| ≤ restSpeed and
//     |target − x| ≤ restDelta (2 units/s and 0.5 for |Δ| ≥ 5, else 0.01 and
//     0.005), and then the value is the target.
//   packages/motion-dom/src/animation/JSAnimation.ts        `updateTime`:
//     t = Math.round(timestamp − startTime) ms; startTime is the time of
//     `play()`; the first tick is on the next frame.
//   packages/motion-dom/src/value/index.ts                  `getVelocity()`:
//     (current − previous frame's value)·1000 / min(Δt ms, 30) — the velocity
//     `animate()` hands to the next animation on a retarget
//     (packages/motion-dom/src/animation/interfaces/motion-value.ts).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Motion's spring generator (`spring()` with stiffness, damping, mass).
public struct MotionSpringGenerator: Sendable {
  /// Start and end values.
  public let origin: Double, target: Double
  /// Rest thresholds in units/s and units.
  public let restSpeed: Double, restDelta: Double
  let dampingRatio: Double, omega: Double, initialVelocity: Double, delta: Double
  let angularFrequency: Double, a: Double, sinCoefficient: Double, cosCoefficient: Double
  let critical: Double, overP: Double, sinhCoefficient: Double, coshCoefficient: Double

  /// The generator for `spring`'s stiffness, damping and mass.
  init(origin: Double, target: Double, velocity: Double, spring: Spring) {
    self.init(
      origin: origin, target: target, velocity: velocity, stiffness: spring.stiffness,
      damping: spring.damping, mass: spring.mass)
  }

  /// The generator for a move from `origin` to `target` with `velocity`
  /// units per second and Motion's default rest thresholds.
  public init(
    origin: Double, target: Double, velocity: Double, stiffness: Double, damping: Double,
    mass: Double
  ) {
    self.origin = origin
    self.target = target
    // `getSpringOptions({..., velocity: -millisecondsToSeconds(velocity)})`.
    initialVelocity = -(velocity / 1000)
    dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    delta = target - origin
    omega = (stiffness / mass).squareRoot() / 1000
    let granular = abs(delta) < 5
    restSpeed = granular ? 0.01 : 2
    restDelta = granular ? 0.005 : 0.5
    if dampingRatio < 1 {
      angularFrequency = omega * (1 - dampingRatio * dampingRatio).squareRoot()
      a = (initialVelocity + dampingRatio * omega * delta) / angularFrequency
      sinCoefficient = dampingRatio * omega * a + delta * angularFrequency
      cosCoefficient = dampingRatio * omega * delta - a * angularFrequency
      (critical, overP, sinhCoefficient, coshCoefficient) = (0, 0, 0, 0)
    } else if dampingRatio == 1 {
      critical = initialVelocity + omega * delta
      (angularFrequency, a, sinCoefficient, cosCoefficient) = (0, 0, 0, 0)
      (overP, sinhCoefficient, coshCoefficient) = (0, 0, 0)
    } else {
      angularFrequency = omega * (dampingRatio * dampingRatio - 1).squareRoot()
      overP = (initialVelocity + dampingRatio * omega * delta) / angularFrequency
      sinhCoefficient = dampingRatio * omega * overP - delta * angularFrequency
      coshCoefficient = dampingRatio * omega * delta - overP * angularFrequency
      (a, sinCoefficient, cosCoefficient, critical) = (0, 0, 0, 0)
    }
  }

  /// `resolveSpring(t)` and `resolveVelocity(t)·1000` at t milliseconds.
  public func valueAndVelocity(atMilliseconds t: Double) -> (value: Double, velocity: Double) {
    if dampingRatio < 1 {
      let envelope = exp(-dampingRatio * omega * t)
      let s = sin(angularFrequency * t)
      let c = cos(angularFrequency * t)
      let value = target - envelope * (a * s + delta * c)
      let velocity = envelope * (sinCoefficient * s + cosCoefficient * c)
      return (value, velocity * 1000)
    } else if dampingRatio == 1 {
      let envelope = exp(-omega * t)
      let value = target - envelope * (delta + critical * t)
      let velocity = envelope * (omega * critical * t - initialVelocity)
      return (value, velocity * 1000)
    } else {
      let envelope = exp(-dampingRatio * omega * t)
      let capped = min(angularFrequency * t, 300)
      let value =
        target
        - envelope
        * ((initialVelocity + dampingRatio * omega * delta) * sinh(capped)
          + angularFrequency * delta * cosh(capped)) / angularFrequency
      let velocity = envelope * (sinhCoefficient * sinh(capped) + coshCoefficient * cosh(capped))
      return (value, velocity * 1000)
    }
  }

  /// `next(t)`: the value shown at t ms, its velocity, and whether done.
  public func next(atMilliseconds t: Double) -> (value: Double, velocity: Double, done: Bool) {
    let (current, velocity) = valueAndVelocity(atMilliseconds: t)
    let done = abs(velocity) <= restSpeed && abs(target - current) <= restDelta
    return (done ? target : current, velocity, done)
  }
}

/// Motion `animate()` with a physics spring, on the frameloop.
public enum MotionReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "motion", name: "Motion (framer-motion)",
    version: "v13.1.1 (commit 1b037b00)",
    source: "motiondivision/motion: packages/motion-dom/src/animation/generators/spring.ts, "
      + "packages/motion-dom/src/animation/JSAnimation.ts, packages/motion-dom/src/value/index.ts",
    method: "closed form from t = 0 in ms; sinh/cosh with wd*t capped at 300 when overdamped; "
      + "analytic velocity",
    frameLoop: "t = Math.round(frame timestamp - start) ms; first tick on the next frame; a "
      + "retarget starts a new animation with the value's frame-difference velocity "
      + "(over min(dt, 30 ms))",
    rest: "|v| <= restSpeed and |x| <= restDelta (2 units/s, 0.5 for moves >= 5; else 0.01, "
      + "0.005) on each frame; then shows the target")

  public static let retargets = true

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    let granular = abs(move.initialState.position) < 5
    return ExactRestRule(position: granular ? 0.005 : 0.5, velocity: granular ? 0.01 : 2)
  }

  /// JavaScript's `Math.round`: halves round up.
  static func jsRound(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var generator = MotionSpringGenerator(
      origin: move.initialState.position, target: 0, velocity: move.initialState.velocity,
      spring: move.spring)
    var startTime = 0.0
    for n in 1..<max(1, frames.count) {
      let t = jsRound(frames[n] * 1000 - startTime * 1000)
      if n == 1 { recorder.firstUpdate(at: t / 1000) }
      let state = generator.next(atMilliseconds: max(t, 0))
      if state.done {
        let preSnap = generator.valueAndVelocity(atMilliseconds: max(t, 0)).value
        recorder.rest(preSnap: preSnap, shown: state.value, target: generator.target)
        break
      }
      recorder.show(state.value, velocity: state.velocity)
      if let retarget = move.retarget, retarget.afterFrame == n {
        // `value.getVelocity()`: the frame difference over min(Δt, 30 ms).
        let values = recorder.run.values
        let frameMilliseconds = min(frames[n] * 1000 - frames[n - 1] * 1000, 30)
        let difference = values[n] - values[n - 1]
        let velocity = frameMilliseconds != 0 ? difference * (1000 / frameMilliseconds) : 0
        generator = MotionSpringGenerator(
          origin: state.value, target: retarget.target, velocity: velocity, spring: move.spring)
        startTime = frames[n]
        recorder.retarget(to: retarget.target, handoff: velocity)
      }
    }
    return recorder.finished()
  }
}
