//===--- WaveReplay.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Wave (jtrivedi/Wave) as it ships, frame by frame. Ported from jtrivedi/Wave
// at commit a52498e6fc692986df43bac7fb3d125d9142fc53 (0.3.2 + 1):
//
//   Sources/Wave/Spring.swift                  `init(dampingRatio:stiffness:mass:)`
//     c = 4πζm / response with response = 2π/√(k·m) (so c = 2ζm√(km), which
//     is 2ζ√(km) only at m = 1); `init(dampingRatio:response:mass:)`
//     k = (2π/response)²·m, c = 4πζm/response passed through
//     `rubberband(value:range: 0...60, interval: 15)`;
//     `settlingTime`: −ln(1e-4)/(ζω0) for ζ < 1, and 1.25 × that at
//     ζ = 1 − ε for every ζ ≥ 1.
//   Sources/Wave/Internal/SpringInterpolatable.swift `updateValue`: one
//     semi-implicit Euler step per frame, v += (−k·x − c·v)/m·dt; x += v·dt.
//   Sources/Wave/SpringAnimator.swift          `updateAnimation(dt:)`: the
//     first update starts the clock (`startTime`), the animation finishes
//     once `CACurrentMediaTime() − startTime ≥ settlingDuration` and then
//     shows the target; setting `target` while running restarts the clock
//     and keeps the velocity.
//   Sources/Wave/Internal/DisplayLinkProviding.swift   dt =
//     targetTimestamp − timestamp: the nominal frame duration, whatever the
//     actual interval (dropped frames are lost time).
//   Sources/Wave/UIMathUtilities.swift         `rubberband` (c = 0.55).
//
// The replay builds the spring with `init(dampingRatio:stiffness:mass:)` at
// unit mass (k/m, ζ), which represents any physical spring exactly; the
// response initializer's damping squash is a known-bug case.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wave's `Spring`: the coefficients its initializers compute.
public struct WaveSpring: Sendable, Hashable {
  /// The stored parameters (ζ as given, response in seconds, k, m).
  public let dampingRatio: Double, response: Double, stiffness: Double, mass: Double
  /// The damping coefficient the integrator uses.
  public let dampingCoefficient: Double
  /// The settling duration that ends the animation, seconds.
  public let settlingDuration: Double

  /// `Spring(dampingRatio:stiffness:mass:)`.
  public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
    self.mass = mass
    response = (2.0 * Double.pi) / (stiffness * mass).squareRoot()
    dampingCoefficient = 4.0 * Double.pi * dampingRatio * mass / response
    settlingDuration = Self.settlingTime(
      dampingRatio: dampingRatio, stiffness: stiffness, mass: mass)
  }

  /// `Spring(dampingRatio:response:mass:)`, with the rubber-band squash.
  public init(dampingRatio: Double, response: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.response = response
    self.mass = mass
    stiffness = pow(2.0 * Double.pi / response, 2.0) * mass
    let unbanded = 4.0 * Double.pi * dampingRatio * mass / response
    dampingCoefficient = Self.rubberband(unbanded, lower: 0, upper: 60, interval: 15)
    settlingDuration = Self.settlingTime(
      dampingRatio: dampingRatio, stiffness: stiffness, mass: mass)
  }

  /// `rubberband(value:range:interval:c:)` with c = 0.55.
  static func rubberband(
    _ value: Double, lower: Double, upper: Double, interval: Double, c: Double = 0.55
  ) -> Double {
    if value >= lower && value <= upper { return value }
    let d = interval
    if value > upper {
      let x = value - upper
      return upper + (1.0 - (1.0 / ((x * c / d) + 1.0))) * d
    }
    let x = lower - value
    return lower - (1.0 - (1.0 / ((x * c / d) + 1.0))) * d
  }

  /// `Spring.settlingTime(dampingRatio:stiffness:mass:)`.
  static func settlingTime(dampingRatio: Double, stiffness: Double, mass: Double) -> Double {
    if stiffness == .infinity { return 1.0 }
    if dampingRatio >= 1.0 {
      return settlingTime(dampingRatio: 1.0 - .ulpOfOne, stiffness: stiffness, mass: mass) * 1.25
    }
    let naturalFrequency = (stiffness / mass).squareRoot()
    return -1 * (log(0.0001) / (dampingRatio * naturalFrequency))
  }

  /// The damping ratio the integrator actually realizes, c/(2√(km)).
  public var effectiveDampingRatio: Double {
    dampingCoefficient / (2 * (stiffness * mass).squareRoot())
  }
}

/// Wave `SpringAnimator<CGFloat>` on its display link.
public enum WaveReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "wave", name: "Wave (jtrivedi)",
    version: "commit a52498e6 (0.3.2 + 1)",
    source: "jtrivedi/Wave: Sources/Wave/Spring.swift, Sources/Wave/SpringAnimator.swift, "
      + "Sources/Wave/Internal/SpringInterpolatable.swift, "
      + "Sources/Wave/Internal/DisplayLinkProviding.swift, Sources/Wave/UIMathUtilities.swift",
    method: "one semi-implicit Euler step per frame (v += a*dt; x += v*dt)",
    frameLoop: "dt = the display link's nominal frame duration (targetTimestamp - timestamp), "
      + "not the elapsed time; the clock starts at the first update",
    rest: "running time >= settlingDuration (-ln(1e-4)/(zeta*w0); 1.25x the zeta -> 1 value for "
      + "every zeta >= 1); then shows the target")

  public static let retargets = true

  /// `Spring(dampingRatio:stiffness:mass:)` preconditions ζ > 0.
  public static func refusal(for move: ReplayMove) -> String? {
    move.spring.damping > 0 ? nil : "precondition(dampingRatio > 0) fails"
  }

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    // The duration is an envelope time to 1e-4 of the move.
    ExactRestRule(position: 1e-4 * abs(move.initialState.position))
  }

  /// The spring the replay uses: `Spring(dampingRatio:stiffness:mass: 1)`.
  static func waveSpring(for spring: Spring) -> WaveSpring {
    WaveSpring(dampingRatio: spring.dampingRatio, stiffness: spring.stiffness / spring.mass)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    replay(
      move, frames: frames, nominalInterval: nominalInterval, spring: waveSpring(for: move.spring))
  }

  /// The replay with a given Wave spring; every step is `nominalInterval` long.
  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double, spring: WaveSpring
  ) -> ReplayRun {
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    guard frames.count > 1 else { return recorder.finished() }
    let dt = nominalInterval
    var value = move.initialState.position
    var velocity = move.initialState.velocity
    var target = 0.0
    var startTime = frames[1]
    for n in 1..<frames.count {
      if n == 1 { recorder.firstUpdate(at: dt) }
      let displacement = value - target
      let springForce = -spring.stiffness * displacement
      let dampingForce = spring.dampingCoefficient * velocity
      let acceleration = (springForce - dampingForce) / spring.mass
      velocity = velocity + acceleration * dt
      value = value + velocity * dt
      if frames[n] - startTime >= spring.settlingDuration {
        recorder.snap(from: value, to: target)
        break
      }
      if let newTarget = recorder.show(value, velocity: velocity, retargeting: move) {
        target = newTarget
        startTime = frames[n]
      }
    }
    return recorder.finished()
  }
}
