//===--- RemotionReplay.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Remotion's `spring()` as it renders, frame by frame. Ported from
// remotion-dev/remotion:
//
//   packages/core/src/spring/spring-utils.ts (commit 1529843d)
//     `springCalculation`: a 0 → 1 spring at rest is stepped from frame 0 to
//     frame f, each `advance` taking dt = min(now − last, 64) ms with
//     now = f/fps·1000 and evaluating the closed form over dt from the
//     previous value and velocity: damped sine and cosine when ζ < 1, and
//     the critical formula with ω0 for every ζ ≥ 1.
//   packages/core/src/spring/index.ts         `spring()` maps 0 → 1 onto
//     from → to with `interpolate` (linear); no initial velocity.
//   packages/core/src/spring/measure-spring.ts (commit 0b42b732)
//     `measureSpring`: the first frame after which |1 − value| stays below
//     0.005 for 20 frames — the spring's natural duration.
//
// A render evaluates every frame independently, so there is no rest rule
// and no snap. Shown at display time t is the composition frame
// ⌊t·fps⌋ of a composition at the display's nominal rate (a player
// skipping late frames; steady clocks show every frame).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remotion's `springCalculation` (0 → 1 in its own units).
public struct RemotionSpring: Sendable {
  /// The `SpringConfig`: c, m, k.
  public let damping: Double, mass: Double, stiffness: Double

  /// A spring config (damping > 0, as Remotion requires).
  public init(damping: Double, mass: Double, stiffness: Double) {
    self.damping = damping
    self.mass = mass
    self.stiffness = stiffness
  }

  /// One `advance`: (current, velocity) toward `toValue` over `deltaMilliseconds`.
  func advance(current: Double, velocity: Double, toValue: Double, deltaMilliseconds: Double)
    -> (current: Double, velocity: Double)
  {
    let c = damping
    let m = mass
    let k = stiffness
    let v0 = -velocity
    let x0 = toValue - current
    let zeta = c / (2 * (k * m).squareRoot())
    let omega0 = (k / m).squareRoot()
    let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
    let t = deltaMilliseconds / 1000
    if zeta < 1 {
      let sin1 = sin(omega1 * t)
      let cos1 = cos(omega1 * t)
      let envelope = exp(-zeta * omega0 * t)
      let fragment = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1)
      let position = toValue - fragment
      let velocity =
        zeta * omega0 * fragment - envelope
        * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1)
      return (position, velocity)
    }
    let envelope = exp(-omega0 * t)
    let position = toValue - envelope * (x0 + (v0 + omega0 * x0) * t)
    let velocity = envelope * (v0 * (t * omega0 - 1) + t * x0 * omega0 * omega0)
    return (position, velocity)
  }

  /// `springCalculation({frame, fps})` for a whole frame ≥ 0: value and
  /// velocity (per second) of the 0 → 1 spring.
  public func calculation(frame: Int, fps: Double) -> (current: Double, velocity: Double) {
    var last = (current: 0.0, velocity: 0.0)
    stepFrames(through: frame, fps: fps) { last = $0 }
    return last
  }

  /// Every frame 0…`lastFrame` in one pass (the same steps).
  public func calculations(through lastFrame: Int, fps: Double) -> [(
    current: Double, velocity: Double
  )] {
    var result: [(current: Double, velocity: Double)] = []
    result.reserveCapacity(max(0, lastFrame) + 1)
    stepFrames(through: lastFrame, fps: fps) { result.append($0) }
    return result
  }

  /// `springCalculation`'s loop: one `advance` per frame 0…`lastFrame` from
  /// rest at 0 toward 1, each step the frame interval in ms capped at 64;
  /// `body` sees the state after every frame.
  private func stepFrames(
    through lastFrame: Int, fps: Double, _ body: ((current: Double, velocity: Double)) -> Void
  ) {
    var state = (current: 0.0, velocity: 0.0)
    var lastTimestamp = 0.0
    for f in 0...max(0, lastFrame) {
      let now = (Double(f) / fps) * 1000
      state = advance(
        current: state.current, velocity: state.velocity, toValue: 1,
        deltaMilliseconds: min(now - lastTimestamp, 64))
      lastTimestamp = now
      body(state)
    }
  }

  /// `measureSpring({fps, threshold: 0.005})` in frames.
  public func measure(fps: Double, threshold: Double = 0.005) -> Int {
    var values: [Double] = []
    func difference(_ frame: Int) -> Double {
      while values.count <= frame {
        values = calculations(through: max(2 * values.count, frame), fps: fps).map(\.current)
      }
      return abs(values[frame] - 1)
    }
    var frame = 0
    while difference(frame) >= threshold && frame < 1_000_000 { frame += 1 }
    var finished = frame
    var i = 0
    while i < 20 {
      frame += 1
      if difference(frame) >= threshold {
        i = 0
        finished = frame + 1
      }
      i += 1
    }
    return finished
  }
}

/// Remotion `spring({frame, fps, config, from, to})` on a player.
public enum RemotionReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "remotion", name: "Remotion spring()",
    version: "commits 1529843d (spring-utils.ts), 0b42b732 (measure-spring.ts)",
    source: "remotion-dev/remotion: packages/core/src/spring/spring-utils.ts, "
      + "packages/core/src/spring/index.ts, packages/core/src/spring/measure-spring.ts",
    method: "closed form over each video frame from the previous frame's state (dt capped at "
      + "64 ms); damped sine/cosine for zeta < 1, the critical formula with w0 for every "
      + "zeta >= 1",
    frameLoop: "composition frame floor(t*fps) at the display's nominal fps, recomputed from "
      + "frame 0; no initial velocity",
    rest: "none in spring() (no snap); measureSpring: first frame after which |x| < 0.005 of "
      + "the move for 20 frames")

  public static let retargets = false
  public static let acceptsInitialVelocity = false

  /// `advance` throws for damping ≤ 0.
  public static func refusal(for move: ReplayMove) -> String? {
    move.spring.damping > 0 ? nil : "Spring damping must be greater than 0 (Remotion throws)"
  }

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: 0.005 * abs(move.initialState.position))
  }

  /// Remotion's config for a SpringLab spring: damping c, mass m, stiffness k.
  static func remotionSpring(_ spring: Spring) -> RemotionSpring {
    RemotionSpring(damping: spring.damping, mass: spring.mass, stiffness: spring.stiffness)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let fps = 1 / nominalInterval
    let model = remotionSpring(move.spring)
    let from = move.initialState.position
    let to = 0.0
    var recorder = ReplayRecorder(frames: frames, start: SpringState(position: from, velocity: 0))
    guard frames.count > 1 else { return recorder.finished() }
    let lastFrame = Int((frames[frames.count - 1] * fps + 1e-9).rounded(.down))
    let unit = model.calculations(through: lastFrame, fps: fps)
    let rest = model.measure(fps: fps)
    for n in 1..<frames.count {
      let frame = min(lastFrame, Int((frames[n] * fps + 1e-9).rounded(.down)))
      if n == 1 { recorder.firstUpdate(at: Double(frame) / fps) }
      let state = unit[frame]
      // `interpolate(inner, [0, 1], [from, to])`.
      let value = from + (to - from) * state.current
      let velocity = (to - from) * state.velocity
      if recorder.run.restFrame == nil && frame >= rest {
        recorder.markRest(preSnap: value)
      }
      recorder.show(value, velocity: velocity)
    }
    return recorder.finished()
  }
}
