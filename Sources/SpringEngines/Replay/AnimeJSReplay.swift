//===--- AnimeJSReplay.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// anime.js v4's spring easing as it ships, frame by frame. Ported from
// juliangarnier/anime at tag v4.4.1 (commit 308c0934):
//
//   src/easings/spring/index.js  `Spring`: mass clamped to [1, 1e4],
//     stiffness and damping to [1e-11, 1e4], ω0 to [1e-11, 1000], velocity to
//     ±1e4 (in move lengths per second); `solve(t)` = 1 − x(t) of a unit move:
//     damped sine/cosine for ζ < 1, `zeta === 1` critical, else two
//     exponentials with exponents −ζω0 ± ωd (the slow one by subtraction).
//     `compute`: steps the solution in 0.02 s until |1 − solve| < 5e-4 has
//     held for more than 10 steps (200 ms), at most 3000 steps; the
//     animation's duration is that time in whole ms. `ease(p)` =
//     solve(p · solverDuration), with ease(0) = 0 and ease(1) = 1 exactly.
//   src/animation/animation.js   a spring ease sets the tween duration to
//     `settlingDuration`.
//   src/timer/timer.js           `resume`: start = Date.now() − 12 ms
//     ("forces the timer to advance by at least one frame").
//   src/engine/engine.js, src/core/clock.js  `update`: time = Date.now()
//     (src/core/helpers.js `now`); `requestTick` skips a frame that comes
//     earlier than the last tick's schedule (240 fps cap).
//   src/core/render.js           progress = clamp(time, 0, duration) /
//     duration; value = lerp(from, to, ease(progress)) (numbers on a JS
//     object are not rounded).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// anime.js v4 `spring({mass, stiffness, damping, velocity})`.
public struct AnimeJSSpring: Sendable {
  /// The clamped parameters: mass ≥ 1, stiffness and damping in [1e-11, 1e4],
  /// velocity in move lengths per second within ±1e4.
  public let mass: Double, stiffness: Double, damping: Double, velocity: Double
  /// ω0 (clamped to ≤ 1000 rad/s), ζ, ωd and the sine coefficient of `solve`.
  public let w0: Double, zeta: Double, wd: Double, b: Double
  /// Solver time (s) and animation duration (ms).
  public let solverDuration: Double, settlingDuration: Double

  /// `new Spring({mass, stiffness, damping, velocity})` (no bounce/duration).
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, velocity: Double = 0)
  {
    let maxParameter = 1e3 * 10
    let minValue = 1e-11
    let m = min(max(mass, 1), maxParameter)
    let s = min(max(stiffness, minValue), maxParameter)
    let d = min(max(damping, minValue), maxParameter)
    let v = min(max(velocity, -maxParameter), maxParameter)
    self.mass = m
    self.stiffness = s
    self.damping = d
    self.velocity = v
    let w0 = min(max((s / m).squareRoot(), minValue), 1e3)
    let zeta = d / (2 * (s * m).squareRoot())
    let wd: Double
    let b: Double
    if zeta < 1 {
      wd = w0 * (1 - zeta * zeta).squareRoot()
      b = (zeta * w0 + -v) / wd
    } else if zeta == 1 {
      wd = 0
      b = -v + w0
    } else {
      wd = w0 * (zeta * zeta - 1).squareRoot()
      b = (zeta * w0 + -v) / wd
    }
    (self.w0, self.zeta, self.wd, self.b) = (w0, zeta, wd, b)
    // `compute()`.
    let timeStep = 0.02
    let restThreshold = 0.0005
    let maxRestSteps = 200 / timeStep / 1e3
    let maxIterations = 60000 / timeStep / 1e3
    var solverTime = 0.0
    var restSteps = 0.0
    var iterations = 0.0
    var duration = 0.0
    while restSteps <= maxRestSteps && iterations <= maxIterations {
      if abs(1 - Self.solve(solverTime, zeta: zeta, w0: w0, wd: wd, b: b)) < restThreshold {
        restSteps += 1
      } else {
        restSteps = 0
      }
      duration = solverTime
      solverTime += timeStep
      iterations += 1
    }
    solverDuration = duration
    settlingDuration = Self.jsRound(duration * 1e3)
  }

  static func jsRound(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

  static func solve(_ time: Double, zeta: Double, w0: Double, wd: Double, b: Double) -> Double {
    let t = time
    let x: Double
    if zeta < 1 {
      x = exp(-t * zeta * w0) * (1 * cos(wd * t) + b * sin(wd * t))
    } else if zeta == 1 {
      x = (1 + b * t) * exp(-t * w0)
    } else {
      x = ((1 + b) * exp((-zeta * w0 + wd) * t) + (1 - b) * exp((-zeta * w0 - wd) * t)) / 2
    }
    return 1 - x
  }

  /// `solve(time)`: progress of the unit move at solver time `time` s.
  public func solve(_ time: Double) -> Double {
    Self.solve(time, zeta: zeta, w0: w0, wd: wd, b: b)
  }

  /// d solve / d time, the derivative of the same branch formula.
  public func solveRate(_ t: Double) -> Double {
    if zeta < 1 {
      let e = exp(-t * zeta * w0)
      let x = e * (cos(wd * t) + b * sin(wd * t))
      return -(-zeta * w0 * x + e * (-wd * sin(wd * t) + b * wd * cos(wd * t)))
    } else if zeta == 1 {
      return -(b - w0 * (1 + b * t)) * exp(-t * w0)
    }
    let r1 = -zeta * w0 + wd
    let r2 = -zeta * w0 - wd
    return -((1 + b) * r1 * exp(r1 * t) + (1 - b) * r2 * exp(r2 * t)) / 2
  }

  /// `ease(progress)`.
  public func ease(_ progress: Double) -> Double {
    progress == 0 || progress == 1 ? progress : solve(progress * solverDuration)
  }
}

/// anime.js v4 `animate(target, {x: to, ease: spring(...)})`.
public enum AnimeJSReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "animejs", name: "anime.js v4 spring()",
    version: "v4.4.1 (commit 308c0934)",
    source: "juliangarnier/anime: src/easings/spring/index.js, src/timer/timer.js, "
      + "src/engine/engine.js, src/core/clock.js, src/core/render.js",
    method: "spring as an easing: closed form of a unit move at progress x solver duration; "
      + "overdamped as two exponentials (slow root by subtraction); mass clamped to >= 1",
    frameLoop: "Date.now() in whole ms, timer started 12 ms early; frames earlier than the "
      + "240 fps schedule are skipped",
    rest: "the tween ends at the solver duration (held within 5e-4 of the move for 200 ms in "
      + "20 ms steps, whole ms); the last frame shows the target")

  public static let retargets = false

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: 5e-4 * abs(move.initialState.position))
  }

  /// The anime.js spring for a move: unit mass, velocity in move lengths per
  /// second (`velocity / (to − from)`).
  static func animeSpring(for move: ReplayMove) -> AnimeJSSpring {
    let distance = -move.initialState.position
    return AnimeJSSpring(
      mass: 1, stiffness: move.spring.stiffness / move.spring.mass,
      damping: move.spring.damping / move.spring.mass,
      velocity: distance == 0 ? 0 : move.initialState.velocity / distance)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let spring = animeSpring(for: move)
    let from = move.initialState.position
    let to = 0.0
    let duration = spring.settlingDuration
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    let frameDuration = 1e3 / 240
    let startClock = EngineClock.wholeMilliseconds(frames[0])
    var scheduled = Double(startClock)  // `wake()`: requestTick(now()) from 0
    let start = Double(startClock) - 12
    var shown = (value: from, velocity: move.initialState.velocity)
    for n in 1..<max(1, frames.count) {
      let time = Double(EngineClock.wholeMilliseconds(frames[n]))
      if time < scheduled {
        recorder.show(shown.value, velocity: shown.velocity)
        continue
      }
      let frameDelta = time - scheduled
      scheduled += frameDelta < frameDuration ? frameDuration : frameDelta
      let local = min(max(time - start, 0), duration)
      if n == 1 { recorder.firstUpdate(at: local / 1000) }
      let progress = local / duration
      let eased = spring.ease(progress)
      let value = from + (to - from) * eased
      let velocity =
        (to - from) * spring.solveRate(progress * spring.solverDuration)
        * (spring.solverDuration * 1e3 / duration)
      if local >= duration {
        let preSnap = from + (to - from) * spring.solve(spring.solverDuration)
        recorder.rest(preSnap: preSnap, shown: value, target: to)
        break
      }
      shown = (value, velocity)
      recorder.show(value, velocity: velocity)
    }
    return recorder.finished()
  }
}
