//===--- SpringForceReplay.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// androidx `SpringAnimation` with a `SpringForce`, as it ships, frame by
// frame. Ported from androidx/androidx,
// dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/
// animation/:
//
//   SpringForce.java (commit fd79a569)      `updateValues`: the closed form
//     over one frame from the `float` value and velocity, in double with the
//     `float` stiffness and damping ratio (mass 1), `Math.pow(Math.E, …)`;
//     branch by ζ > 1 / == 1 / < 1; results rounded to `float`.
//     `isAtEquilibrium`: |v| < 62.5·t and |x| < t, strictly, with t = 0.75 ×
//     the property's minimum visible change (1 px for view translations).
//   SpringAnimation.java                     `updateValueAndVelocity`: a
//     pending final position (`animateToFinalPosition` while running) splits
//     the frame into deltaT/2 toward the old target and deltaT/2 toward the
//     new one (integer halves); at equilibrium the value is the target and
//     the velocity 0.
//   DynamicAnimation.java (commit 9db3602f) `doAnimationFrame`: the first
//     frame only records its time; then deltaT = frameTime − last (long ms).
//   AnimationHandler.java (commit 24607fc9) frameTime =
//     `SystemClock.uptimeMillis()` at the Choreographer callback.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// androidx `SpringForce.updateValues`, `float` state, long milliseconds.
struct AndroidSpringForce {
  let naturalFrequency: Double, dampingRatio: Double
  var finalPosition: Double
  var gammaPlus = 0.0, gammaMinus = 0.0, dampedFrequency = 0.0

  init(stiffness: Float, dampingRatio: Float, finalPosition: Float) {
    naturalFrequency = Double(stiffness).squareRoot()
    self.dampingRatio = Double(dampingRatio)
    self.finalPosition = Double(finalPosition)
    let z = self.dampingRatio
    let w = naturalFrequency
    if z > 1 {
      gammaPlus = -z * w + w * (z * z - 1).squareRoot()
      gammaMinus = -z * w - w * (z * z - 1).squareRoot()
    } else if z >= 0 && z < 1 {
      dampedFrequency = w * (1 - z * z).squareRoot()
    }
  }

  /// Java's `Math.pow(Math.E, x)`.
  static func powE(_ x: Double) -> Double { pow(M_E, x) }

  func updateValues(value: Float, velocity: Float, milliseconds: Int64) -> (Float, Float) {
    let t = Double(milliseconds) / 1000
    let x = Double(value) - finalPosition
    let v = Double(velocity)
    let z = dampingRatio
    let w = naturalFrequency
    let displacement: Double
    let currentVelocity: Double
    if z > 1 {
      let coefficientA = x - (gammaMinus * x - v) / (gammaMinus - gammaPlus)
      let coefficientB = (gammaMinus * x - v) / (gammaMinus - gammaPlus)
      displacement =
        coefficientA * Self.powE(gammaMinus * t) + coefficientB * Self.powE(gammaPlus * t)
      currentVelocity =
        coefficientA * gammaMinus * Self.powE(gammaMinus * t)
        + coefficientB * gammaPlus * Self.powE(gammaPlus * t)
    } else if z == 1 {
      let coefficientA = x
      let coefficientB = v + w * x
      displacement = (coefficientA + coefficientB * t) * Self.powE(-w * t)
      currentVelocity =
        (coefficientA + coefficientB * t) * Self.powE(-w * t) * -w
        + coefficientB * Self.powE(-w * t)
    } else {
      let cosCoefficient = x
      let sinCoefficient = (1 / dampedFrequency) * (z * w * x + v)
      displacement =
        Self.powE(-z * w * t)
        * (cosCoefficient * cos(dampedFrequency * t) + sinCoefficient * sin(dampedFrequency * t))
      currentVelocity =
        displacement * -w * z
        + Self.powE(-z * w * t)
        * (-dampedFrequency * cosCoefficient * sin(dampedFrequency * t)
          + dampedFrequency * sinCoefficient * cos(dampedFrequency * t))
    }
    return (Float(displacement + finalPosition), Float(currentVelocity))
  }
}

/// androidx `SpringAnimation` on a view translation (min visible change 1 px).
public enum SpringForceReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "spring-force", name: "androidx SpringAnimation (SpringForce)",
    version: "androidx commits fd79a569 (SpringForce.java), 9db3602f (DynamicAnimation.java), "
      + "24607fc9 (AnimationHandler.java)",
    source: "androidx/androidx: dynamicanimation/dynamicanimation/src/main/java/androidx/"
      + "dynamicanimation/animation/{SpringForce,SpringAnimation,DynamicAnimation,"
      + "AnimationHandler}.java",
    method: "closed form over each frame, re-seeded from float value and velocity; branch by "
      + "dampingRatio > 1 / == 1 / < 1",
    frameLoop: "SystemClock.uptimeMillis() at each Choreographer frame; the first frame only "
      + "records the time; steps of whole ms; a retarget splits the next frame in two integer "
      + "halves",
    rest: "|v| < 46.875 px/s and |x| < 0.75 px (strict; 0.75 x min visible change 1 px); then "
      + "snaps with v = 0")

  public static let retargets = true

  /// 0.75 × `MIN_VISIBLE_CHANGE_PIXELS`.
  static let valueThreshold = 0.75
  /// `valueThreshold` × 1000/16.
  static let velocityThreshold = 0.75 * (1000.0 / 16.0)

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: valueThreshold, velocity: velocityThreshold)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let stiffness = Float(move.spring.stiffness / move.spring.mass)
    let dampingRatio = Float(move.spring.dampingRatio)
    var force = AndroidSpringForce(
      stiffness: stiffness, dampingRatio: dampingRatio, finalPosition: 0)
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var value = Float(move.initialState.position)
    var velocity = Float(move.initialState.velocity)
    var pending: Float? = nil
    var lastFrameTime: Int64? = nil
    for n in 1..<max(1, frames.count) {
      let frameTime = EngineClock.wholeMilliseconds(frames[n])
      guard let last = lastFrameTime else {
        // First frame: record the time and show the start value.
        recorder.firstUpdate(at: 0)
        lastFrameTime = frameTime
        recorder.show(Double(value), velocity: Double(velocity))
        if let retarget = move.retarget, retarget.afterFrame == n {
          pending = Float(retarget.target)
        }
        continue
      }
      let deltaT = frameTime - last
      lastFrameTime = frameTime
      if let newTarget = pending {
        let half = force.updateValues(value: value, velocity: velocity, milliseconds: deltaT / 2)
        force.finalPosition = Double(newTarget)
        (value, velocity) = force.updateValues(
          value: half.0, velocity: half.1, milliseconds: deltaT / 2)
        pending = nil
        recorder.retarget(to: Double(newTarget), handoff: Double(half.1))
      } else {
        (value, velocity) = force.updateValues(
          value: value, velocity: velocity, milliseconds: deltaT)
      }
      let target = Float(force.finalPosition)
      if Double(abs(velocity)) < velocityThreshold && Double(abs(value - target)) < valueThreshold {
        recorder.snap(from: Double(value), to: Double(target))
        break
      }
      recorder.show(Double(value), velocity: Double(velocity))
      if let retarget = move.retarget, retarget.afterFrame == n { pending = Float(retarget.target) }
    }
    return recorder.finished()
  }
}
