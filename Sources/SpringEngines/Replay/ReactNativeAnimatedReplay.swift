//===--- ReactNativeAnimatedReplay.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// React Native `Animated.spring` (JS driver) as it ships, frame by frame.
// Ported from facebook/react-native at commit
// 1c4cd4f6fd1269db5945ce46d7a8ea8b6cb9bfb9,
// packages/react-native/Libraries/Animated/animations/SpringAnimation.js:
//
//   `start`: `_lastTime = Date.now()`, an immediate `onUpdate()`; when it
//     replaces a running SpringAnimation it takes over that one's last
//     position, velocity and time.
//   `onUpdate`: now = Date.now() capped at last + 64 ms (MAX_STEPS);
//     `_frameTime` += (now − last)/1000; closed form from the start at
//     `_frameTime`: damped sine and cosine for ζ < 1, the critical formula
//     with ω0 for every ζ ≥ 1; analytic velocity. Rest: |v| ≤ 0.001 and
//     |to − x| ≤ 0.001 (restSpeedThreshold, restDisplacementThreshold
//     defaults); then the value is set to `toValue`.
//
// Stiffness, damping and mass are passed as given (the stiffness/damping/
// mass form of the config).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// React Native `SpringAnimation` (JavaScript driver).
public enum ReactNativeAnimatedReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "react-native", name: "React Native Animated.spring",
    version: "commit 1c4cd4f6 (SpringAnimation.js)",
    source: "facebook/react-native: packages/react-native/Libraries/Animated/animations/"
      + "SpringAnimation.js",
    method: "closed form from the start; damped sine/cosine for zeta < 1, the critical formula "
      + "with w0 for every zeta >= 1; analytic velocity",
    frameLoop: "Date.now() in whole ms, each step capped at 64 ms, accumulated; a replacing "
      + "spring inherits the last position, velocity and time",
    rest: "|v| <= 0.001 and |x| <= 0.001 (absolute); then snaps to the target")

  public static let retargets = true

  /// The constructor's invariant: damping > 0.
  public static func refusal(for move: ReplayMove) -> String? {
    move.spring.damping > 0 ? nil : "Damping value must be greater than 0 (invariant)"
  }

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: 0.001, velocity: 0.001)
  }

  /// `onUpdate`'s position and velocity `t` seconds after the start.
  static func evaluate(
    stiffness k: Double, damping c: Double, mass m: Double, start: Double, toValue: Double,
    initialVelocity: Double, t: Double
  ) -> (position: Double, velocity: Double) {
    let v0 = -initialVelocity
    let zeta = c / (2 * (k * m).squareRoot())
    let omega0 = (k / m).squareRoot()
    let omega1 = omega0 * (1.0 - zeta * zeta).squareRoot()
    let x0 = toValue - start
    if zeta < 1 {
      let envelope = exp(-zeta * omega0 * t)
      let position =
        toValue
        - envelope * (((v0 + zeta * omega0 * x0) / omega1) * sin(omega1 * t) + x0 * cos(omega1 * t))
      let velocity =
        zeta * omega0 * envelope
        * ((sin(omega1 * t) * (v0 + zeta * omega0 * x0)) / omega1 + x0 * cos(omega1 * t))
        - envelope * (cos(omega1 * t) * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin(omega1 * t))
      return (position, velocity)
    }
    let envelope = exp(-omega0 * t)
    let position = toValue - envelope * (x0 + (v0 + omega0 * x0) * t)
    let velocity = envelope * (v0 * (t * omega0 - 1) + t * x0 * (omega0 * omega0))
    return (position, velocity)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var start = move.initialState.position
    var toValue = 0.0
    var initialVelocity = move.initialState.velocity
    var lastTime = EngineClock.wholeMilliseconds(frames[0])
    var frameTime = 0.0
    // The immediate `onUpdate()` in `start` runs at frame 0 with Δ = 0.
    for n in 1..<max(1, frames.count) {
      var now = EngineClock.wholeMilliseconds(frames[n])
      if now > lastTime + 64 { now = lastTime + 64 }
      frameTime += Double(now - lastTime) / 1000
      if n == 1 { recorder.firstUpdate(at: frameTime) }
      let state = evaluate(
        stiffness: move.spring.stiffness, damping: move.spring.damping, mass: move.spring.mass,
        start: start, toValue: toValue, initialVelocity: initialVelocity, t: frameTime)
      lastTime = now
      if abs(state.velocity) <= 0.001 && abs(toValue - state.position) <= 0.001 {
        recorder.snap(from: state.position, to: toValue)
        break
      }
      if let newTarget = recorder.show(
        state.position, velocity: state.velocity, retargeting: move)
      {
        // A new `Animated.spring(...).start()` on the same value, at the
        // moment of this frame: it inherits position, velocity and time,
        // and its immediate `onUpdate` is a zero step.
        start = state.position
        initialVelocity = state.velocity
        toValue = newTarget
        frameTime = 0
      }
    }
    return recorder.finished()
  }
}
