//===--- ComposeReplay.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Jetpack Compose `Animatable.animateTo(target, spring(...))` as it ships,
// frame by frame. Ported from androidx/androidx,
// compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/
// animation/core/:
//
//   SpringSimulation.kt (commit 13d5e2ef)   `updateValues`: closed form from
//     the start value and velocity (both `Float`) at a whole number of
//     milliseconds, in double precision with `Float` stiffness and damping
//     ratio (mass 1); ζ > 1 two exponentials, `dampingRatio == 1f` critical,
//     else damped sine and cosine; the result is rounded to `Float`.
//   FloatAnimationSpec.kt (commit 7a915f44) `FloatSpringSpec`: play time
//     nanoseconds / 1_000_000 (truncated) into `updateValues`; duration from
//     `estimateAnimationDurationMillis` with x0 and v0 divided by the
//     visibility threshold (SpringLab's port: `ComposeDurationEstimate`).
//   SuspendAnimation.kt (commit 7a915f44)   the first frame after the launch
//     has play time 0; play time = frame time − that frame's time; finished
//     once play time ≥ the duration, when the value is the target.
//   Animatable.kt (commit 889d4ad8)          `animateTo` while running: the
//     new animation starts from the current value and `Float` velocity at
//     the last frame's time.
//
// Values are `Float`, so this replay shows single-precision rounding too.
// The visibility threshold is the `Float` default 0.01.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compose's `SpringSimulation.updateValues`, `Float` in and out.
struct ComposeSpringSimulation {
  let stiffness: Float, dampingRatio: Float, finalPosition: Float
  let naturalFrequency: Double
  var gammaPlus = 0.0, gammaMinus = 0.0, dampedFrequency = 0.0

  init(stiffness: Float, dampingRatio: Float, finalPosition: Float) {
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
    self.finalPosition = finalPosition
    naturalFrequency = Double(stiffness).squareRoot()
    let ratio = Double(dampingRatio)
    let ratioSquared = ratio * ratio
    if dampingRatio > 1 {
      gammaPlus = -ratio * naturalFrequency + naturalFrequency * (ratioSquared - 1).squareRoot()
      gammaMinus = -ratio * naturalFrequency - naturalFrequency * (ratioSquared - 1).squareRoot()
    } else if dampingRatio >= 0 && dampingRatio < 1 {
      dampedFrequency = naturalFrequency * (1 - ratioSquared).squareRoot()
    }
  }

  /// (value, velocity) after `milliseconds` from `value` and `velocity`.
  func updateValues(value: Float, velocity: Float, milliseconds: Int64) -> (Float, Float) {
    let adjusted = Double(value - finalPosition)
    let v = Double(velocity)
    let ratio = Double(dampingRatio)
    let w = naturalFrequency
    let t = Double(milliseconds) / 1000.0
    let displacement: Double
    let currentVelocity: Double
    if dampingRatio > 1 {
      let coefficientB = (gammaMinus * adjusted - v) / (gammaMinus - gammaPlus)
      let coefficientA = adjusted - coefficientB
      displacement = coefficientA * exp(gammaMinus * t) + coefficientB * exp(gammaPlus * t)
      currentVelocity =
        coefficientA * gammaMinus * exp(gammaMinus * t)
        + coefficientB * gammaPlus * exp(gammaPlus * t)
    } else if dampingRatio == 1 {
      let coefficientA = adjusted
      let coefficientB = v + w * adjusted
      displacement = (coefficientA + coefficientB * t) * exp(-w * t)
      currentVelocity =
        ((coefficientA + coefficientB * t) * exp(-w * t) * (-w)) + coefficientB * exp(-w * t)
    } else {
      let cosCoefficient = adjusted
      let sinCoefficient = (1 / dampedFrequency) * ((ratio * w * adjusted) + v)
      let envelope = exp(-ratio * w * t)
      displacement =
        envelope
        * (cosCoefficient * cos(dampedFrequency * t) + sinCoefficient * sin(dampedFrequency * t))
      currentVelocity =
        displacement * (-w) * ratio
        + envelope
        * (-dampedFrequency * cosCoefficient * sin(dampedFrequency * t)
          + dampedFrequency * sinCoefficient * cos(dampedFrequency * t))
    }
    return (Float(displacement + Double(finalPosition)), Float(currentVelocity))
  }
}

/// Compose `Animatable<Float>.animateTo` with `spring()` (threshold 0.01).
public enum ComposeReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "compose", name: "Jetpack Compose (Animatable + spring)",
    version: "androidx commits 13d5e2ef (SpringSimulation.kt), 7a915f44 (FloatAnimationSpec.kt, "
      + "SuspendAnimation.kt), 889d4ad8 (Animatable.kt)",
    source: "androidx/androidx: compose/animation/animation-core/src/commonMain/kotlin/androidx/"
      + "compose/animation/core/{SpringSimulation,FloatAnimationSpec,SuspendAnimation,"
      + "Animatable,SpringEstimation}.kt",
    method: "closed form from t = 0 in double from Float inputs, result rounded to Float; "
      + "branch by dampingRatio > 1 / == 1f / < 1",
    frameLoop: "frame clock in ns; play time = frame time - first frame's time (0 on the "
      + "first frame after launch), truncated to whole ms",
    rest: "play time >= estimated duration (SpringEstimation.kt, visibility threshold 0.01); "
      + "then shows the target")

  public static let retargets = true

  /// The `Float` default visibility threshold (`Spring.DefaultDisplacementThreshold`).
  static let visibilityThreshold: Float = 0.01

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: Double(visibilityThreshold))
  }

  /// `getDurationNanos` in whole milliseconds.
  static func durationMilliseconds(
    _ simulation: ComposeSpringSimulation, value: Float, target: Float, velocity: Float
  ) -> Int64 {
    ComposeDurationEstimate.milliseconds(
      stiffness: simulation.stiffness, dampingRatio: simulation.dampingRatio,
      initialDisplacement: (value - target) / visibilityThreshold,
      initialVelocity: velocity / visibilityThreshold)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let stiffness = Float(move.spring.stiffness / move.spring.mass)
    let dampingRatio = Float(move.spring.dampingRatio)
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var simulation = ComposeSpringSimulation(
      stiffness: stiffness, dampingRatio: dampingRatio, finalPosition: 0)
    var initialValue = Float(move.initialState.position)
    var initialVelocity = Float(move.initialState.velocity)
    var duration = durationMilliseconds(
      simulation, value: initialValue, target: 0, velocity: initialVelocity)
    // The first frame after the launch is the start (play time 0).
    var startNanos: Int64? = nil
    var lastVelocity = initialVelocity
    for n in 1..<max(1, frames.count) {
      let frameNanos = EngineClock.nanoseconds(frames[n])
      let start = startNanos ?? frameNanos
      startNanos = start
      let playNanos = frameNanos - start
      if n == 1 { recorder.firstUpdate(at: 0) }
      let target = Double(simulation.finalPosition)
      if playNanos / 1_000_000 >= duration {
        let preSnap = simulation.updateValues(
          value: initialValue, velocity: initialVelocity, milliseconds: playNanos / 1_000_000)
        recorder.snap(from: Double(preSnap.0), to: target)
        break
      }
      let (value, velocity) = simulation.updateValues(
        value: initialValue, velocity: initialVelocity, milliseconds: playNanos / 1_000_000)
      lastVelocity = velocity
      recorder.show(Double(value), velocity: Double(velocity))
      if let retarget = move.retarget, retarget.afterFrame == n {
        let newTarget = Float(retarget.target)
        simulation = ComposeSpringSimulation(
          stiffness: stiffness, dampingRatio: dampingRatio, finalPosition: newTarget)
        initialValue = value
        initialVelocity = lastVelocity
        duration = durationMilliseconds(
          simulation, value: initialValue, target: newTarget, velocity: initialVelocity)
        startNanos = frameNanos
        recorder.retarget(to: Double(newTarget), handoff: Double(lastVelocity))
      }
    }
    return recorder.finished()
  }
}
