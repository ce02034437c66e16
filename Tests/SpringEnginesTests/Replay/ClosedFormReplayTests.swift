//===--- ClosedFormReplayTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Engines that evaluate the closed form show, on every frame before rest,
// the exact motion (the MPFR truth) at the time their own clock gives
// that frame — whole milliseconds, microseconds, composition frames — up to
// the rounding of their formula and of `Float` state where they keep one.
// The clock time per frame is computed here from the frame time, independently
// of each replay's code.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole milliseconds of a frame time as the engines' integer clocks read it
/// (the replays read integer clocks at 1000.00025 s + t).
func clockMilliseconds(_ t: Double) -> Double { ((1000.00025 + t) * 1000).rounded(.down) }
/// Whole microseconds, likewise.
func clockMicroseconds(_ t: Double) -> Double { ((1000.00025 + t) * 1e6).rounded(.down) }

/// Exact x(t) and v(t) of `spring` from `state`, in Double.
func exact(_ spring: Spring, _ state: SpringState, _ t: Double) -> (x: Double, v: Double) {
  let truth = MPFRTruth(spring: spring, initialState: state).state(at: t)
  return (truth.position.double, truth.velocity.double)
}

/// Everyday UI springs as 100-unit moves (x0 = −100, v0 scaled alike).
func uiMoves(count: Int, seed: UInt64, underdamped: Bool = false) -> [ReplayMove] {
  SweepFamily.ui.cases(count: underdamped ? 3 * count : count, seed: seed)
    .filter { !underdamped || $0.spring.dampingRatio < 0.99 }
    .prefix(count)
    .map {
      ReplayMove(
        spring: $0.spring,
        initialState: SpringState(position: -100, velocity: 100 * $0.initialState.velocity))
    }
}

@Suite("Closed-form engines show the exact motion at their own clock's time")
struct ClosedFormReplayTests {
  static let moves = uiMoves(count: 24, seed: 11_001, underdamped: true)
  /// A steady 60 Hz clock and a jittered 120 Hz one with dropped frames.
  static func clocks() throws -> [FrameClock] {
    [
      try FrameClock(framesPerSecond: 60),
      try FrameClock(framesPerSecond: 120, jitter: 0.3, seed: 7),
    ]
  }

  /// The largest |shown − exact(clock time)| over frames before rest, for
  /// every move and clock; `time(frames, n)` is the engine's clock time.
  static func worstDeviation(
    _ engine: any EngineReplay.Type, through end: Double = 3,
    velocity: Bool = false, spring adjust: (Spring) -> Spring = { $0 },
    state adjustState: (SpringState) -> SpringState = { $0 },
    time: ([Double], Int) -> Double
  ) throws -> Double {
    var worst = 0.0
    var compared = 0
    for move in moves {
      for clock in try clocks() {
        let run = engine.replay(move, clock: clock, through: end)
        let last = (run.restFrame ?? run.times.count) - 1
        guard last >= 1 else { continue }
        for n in 1...last {
          let e = exact(adjust(move.spring), adjustState(move.initialState), time(run.times, n))
          let deviation = velocity ? abs(run.velocities[n] - e.v) : abs(run.values[n] - e.x)
          worst = max(worst, deviation.isNaN ? .infinity : deviation)
          compared += 1
        }
      }
    }
    // Every move shows dozens of moving frames at 60 and 120 Hz.
    return compared >= 40 * moves.count ? worst : .infinity
  }

  @Test("Motion: closed form at Math.round(t) ms, value and velocity")
  func motion() throws {
    let time = { (frames: [Double], n: Int) in ((frames[n] * 1000 + 0.5).rounded(.down)) / 1000 }
    #expect(try Self.worstDeviation(MotionReplay.self, time: time) < 1e-9)
    #expect(try Self.worstDeviation(MotionReplay.self, velocity: true, time: time) < 1e-7)
  }

  @Test("Flutter: closed form at whole-microsecond elapsed time")
  func flutter() throws {
    let time = { (frames: [Double], n: Int) in
      (clockMicroseconds(frames[n]) - clockMicroseconds(frames[0])) / 1e6
    }
    #expect(try Self.worstDeviation(FlutterReplay.self, time: time) < 1e-9)
    #expect(try Self.worstDeviation(FlutterReplay.self, velocity: true, time: time) < 1e-7)
  }

  @Test("libadwaita and React Native: closed form at whole milliseconds since the start")
  func wholeMilliseconds() throws {
    let time = { (frames: [Double], n: Int) in
      (clockMilliseconds(frames[n]) - clockMilliseconds(frames[0])) / 1000
    }
    #expect(try Self.worstDeviation(LibadwaitaReplay.self, time: time) < 1e-9)
    #expect(try Self.worstDeviation(LibadwaitaReplay.self, velocity: true, time: time) < 1e-7)
    #expect(try Self.worstDeviation(ReactNativeAnimatedReplay.self, time: time) < 1e-9)
    #expect(
      try Self.worstDeviation(ReactNativeAnimatedReplay.self, velocity: true, time: time) < 1e-7)
  }

  @Test("Reanimated, SwiftUI Spring.update and MuJoCo: exact at the frame time itself")
  func frameTime() throws {
    let time = { (frames: [Double], n: Int) in frames[n] }
    // Re-seeding the closed form every frame accumulates rounding only.
    #expect(try Self.worstDeviation(ReanimatedReplay.self, time: time) < 1e-8)
    #expect(try Self.worstDeviation(SwiftUISpringReplay.self, time: time) < 1e-8)
    #expect(try Self.worstDeviation(SwiftUISpringReplay.self, velocity: true, time: time) < 1e-6)
    #expect(try Self.worstDeviation(MuJoCoReplay.self, time: time) < 1e-9)
  }

  @Test("Remotion: exact at the composition frame, from rest")
  func remotion() throws {
    // A player at the display's nominal rate shows frame ⌊t·fps⌋.
    var worst = 0.0
    for move in Self.moves {
      for fps in [30.0, 60, 90] {
        let run = RemotionReplay.replay(
          move, clock: try FrameClock(framesPerSecond: fps), through: 2)
        for n in 1..<run.times.count {
          let frame = (run.times[n] * fps).rounded()
          let e = exact(move.spring, SpringState(position: -100, velocity: 0), frame / fps)
          worst = max(worst, abs(run.values[n] - e.x))
        }
      }
    }
    #expect(worst < 1e-9)
  }

  @Test("Compose: the Float-rounded spring's exact motion at whole ms since frame 1")
  func compose() throws {
    // Compose keeps stiffness, damping ratio, x0 and v0 as Float.
    let time = { (frames: [Double], n: Int) -> Double in
      let nanos = { (t: Double) in ((1000.00025 + t) * 1e9).rounded(.down) }
      return ((nanos(frames[n]) - nanos(frames[1])) / 1e6).rounded(.down) / 1000
    }
    let rounded = { (spring: Spring) -> Spring in
      let k = Double(Float(spring.stiffness / spring.mass))
      let zeta = Double(Float(spring.dampingRatio))
      return (try? Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())) ?? spring
    }
    let roundedState = { (state: SpringState) in
      SpringState(
        position: Double(Float(state.position)), velocity: Double(Float(state.velocity)))
    }
    let worst = try Self.worstDeviation(
      ComposeReplay.self, spring: rounded, state: roundedState, time: time)
    // Float output: half an ulp of 100 is 3.8e-6.
    #expect(worst < 2e-5)
  }

  @Test("androidx SpringAnimation: Float state re-seeded each frame tracks the exact motion")
  func springForce() throws {
    let time = { (frames: [Double], n: Int) in
      (clockMilliseconds(frames[n]) - clockMilliseconds(frames[1])) / 1000
    }
    let rounded = { (spring: Spring) -> Spring in
      let k = Double(Float(spring.stiffness / spring.mass))
      let zeta = Double(Float(spring.dampingRatio))
      return (try? Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())) ?? spring
    }
    // Rounding to Float every frame: a few ulps of 100 per frame at most.
    let worst = try Self.worstDeviation(SpringForceReplay.self, spring: rounded, time: time)
    #expect(worst < 1e-3)
  }

  @Test("anime.js: the unit move's exact motion at progress × solver duration, 12 ms early")
  func animeJS() throws {
    var worst = 0.0
    for move in Self.moves {
      let model = AnimeJSSpring(
        mass: 1, stiffness: move.spring.stiffness / move.spring.mass,
        damping: move.spring.damping / move.spring.mass,
        velocity: move.initialState.velocity / 100)
      for clock in try Self.clocks() {
        let run = AnimeJSReplay.replay(move, clock: clock, through: 2)
        let last = (run.restFrame ?? run.times.count) - 1
        guard last >= 1 else { continue }
        for n in 1...last {
          let local = clockMilliseconds(run.times[n]) - clockMilliseconds(run.times[0]) + 12
          let solverTime =
            min(local, model.settlingDuration) / model.settlingDuration
            * model.solverDuration
          let e = exact(move.spring, move.initialState, solverTime)
          // Skipped frames (240 fps cap) show the previous value.
          if run.values[n] == run.values[n - 1] { continue }
          worst = max(worst, abs(run.values[n] - e.x))
        }
      }
    }
    #expect(worst < 1e-9)
  }
}
