//===--- ReanimatedReplay.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Reanimated `withSpring` (physics config) as it ships, frame by frame.
// Ported from software-mansion/react-native-reanimated,
// packages/react-native-reanimated/src/animation/spring/:
//
//   spring.ts (commit 01e4626e)     `onStart`: x0 = value − toValue; the
//     velocity is the previous animation's plus `config.velocity`; initial
//     energy ½k·x0² + ½m·config.velocity²; `lastTimestamp` is the previous
//     animation's or now. `springOnFrame`: dt = min(now − last, 64) ms; the
//     closed form over dt from the current value and velocity — underdamped
//     for ζ < 1, the critical formula with ω0 otherwise; at termination the
//     value is `toValue` and the velocity 0.
//   springUtils.ts (commit 0893dd90) `underDampedSpringCalculations`,
//     `criticallyDampedSpringCalculations`, `getEnergy`,
//     `isAnimationTerminatingCalculation`: energy ratio ≤ energyThreshold.
//   springConfigs.ts (commit 178a31ed) defaults; energyThreshold 6e-9
//     (spring.ts).
//
// Frame timestamps are milliseconds as doubles; the animation starts at
// frame 0 and its first `onFrame` is at frame 1.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reanimated `withSpring(toValue, {mass, stiffness, damping, velocity})`.
public enum ReanimatedReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "reanimated", name: "Reanimated withSpring",
    version: "commits 01e4626e (spring.ts), 0893dd90 (springUtils.ts), 178a31ed "
      + "(springConfigs.ts)",
    source: "software-mansion/react-native-reanimated: packages/react-native-reanimated/src/"
      + "animation/spring/{spring,springUtils,springConfigs}.ts",
    method: "closed form over each frame from the current state; underdamped for zeta < 1, the "
      + "critical formula with w0 for every zeta >= 1",
    frameLoop: "frame timestamps in ms, dt = min(now - last, 64); a new withSpring inherits the "
      + "running animation's velocity and last timestamp",
    rest: "energy (k x^2 + m v^2)/2 <= 6e-9 x initial energy (initial energy uses the "
      + "configured velocity only); then snaps to the target")

  public static let retargets = true

  /// `energyThreshold` default.
  static let energyThreshold = 6e-9

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(energyRatio: energyThreshold)
  }

  /// One `springOnFrame` step of `t` seconds from (x0 = current − toValue, v0).
  static func step(
    zeta: Double, omega0: Double, omega1: Double, toValue: Double, x0: Double, v0: Double,
    t: Double
  ) -> (position: Double, velocity: Double) {
    if zeta < 1 {
      let sin1 = sin(omega1 * t)
      let cos1 = cos(omega1 * t)
      let envelope = exp(-zeta * omega0 * t)
      let fragment = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1)
      let position = toValue + fragment
      let velocity =
        -zeta * omega0 * fragment + envelope
        * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1)
      return (position, velocity)
    }
    let envelope = exp(-omega0 * t)
    let position = toValue + envelope * (x0 + (v0 + omega0 * x0) * t)
    let velocity =
      envelope * -omega0 * (x0 + (v0 + omega0 * x0) * t) + envelope * (v0 + omega0 * x0)
    return (position, velocity)
  }

  /// `getEnergy`.
  static func energy(_ displacement: Double, _ velocity: Double, _ k: Double, _ m: Double) -> Double
  {
    0.5 * k * displacement * displacement + 0.5 * m * velocity * velocity
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let k = move.spring.stiffness
    let c = move.spring.damping
    let m = move.spring.mass
    let zeta = c / (2 * (k * m).squareRoot())
    let omega0 = (k / m).squareRoot()
    let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var toValue = 0.0
    var current = move.initialState.position
    var velocity = move.initialState.velocity
    var initialEnergy = energy(current - toValue, move.initialState.velocity, k, m)
    var lastTimestamp = frames[0] * 1000
    for n in 1..<max(1, frames.count) {
      let now = frames[n] * 1000
      let deltaTime = min(now - lastTimestamp, 64)
      if n == 1 { recorder.firstUpdate(at: deltaTime / 1000) }
      lastTimestamp = now
      // `checkIfConfigIsValid` fails for damping ≤ 0: the animation is skipped.
      if c <= 0 {
        recorder.snap(from: current, to: toValue)
        break
      }
      let state = step(
        zeta: zeta, omega0: omega0, omega1: omega1, toValue: toValue, x0: current - toValue,
        v0: velocity, t: deltaTime / 1000)
      current = state.position
      velocity = state.velocity
      let currentEnergy = energy(toValue - current, velocity, k, m)
      if initialEnergy == 0 || currentEnergy / initialEnergy <= energyThreshold {
        recorder.snap(from: current, to: toValue)
        break
      }
      if let newTarget = recorder.show(current, velocity: velocity, retargeting: move) {
        // `onStart` with a previous animation: its velocity (+ config 0).
        toValue = newTarget
        initialEnergy = energy(current - toValue, 0, k, m)
      }
    }
    return recorder.finished()
  }
}
