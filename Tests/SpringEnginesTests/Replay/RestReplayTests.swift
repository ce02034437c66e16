//===--- RestReplayTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// When each engine declares rest and what it shows then: duration rules on
// hand-computed frames, threshold rules on the first frame at which the
// exact motion (SpringModel's closed form, independent of the replays)
// satisfies them at the engine's clock time.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Rest declarations and snaps")
struct RestReplayTests {
  @Test("Wave: −ln(1e-4)/(ζω0) after the first update; ζ = 0.5, ω0 = 10 at 60 Hz → frame 112")
  func wave() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let move = ReplayMove(spring: spring, initialState: SpringState(position: -100, velocity: 0))
    let run = WaveReplay.replay(move, clock: try FrameClock(framesPerSecond: 60), through: 3)
    // 1.842068 s after frame 1: (n − 1)/60 ≥ 1.842068 first at n = 112.
    #expect(run.restFrame == 112)
    #expect(run.values[112] == 0 && run.velocities[112] == 0)
    #expect(run.values[111] != 0)
  }

  @Test("Compose: the default spring's 171 ms estimate on a 0 → 1 Float at 60 Hz → frame 12")
  func compose() throws {
    let spring = try Spring(mass: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())
    let move = ReplayMove(spring: spring, initialState: SpringState(position: -1, velocity: 0))
    let run = ComposeReplay.replay(move, clock: try FrameClock(framesPerSecond: 60), through: 1)
    // Play time (n − 1)/60 s ≥ 171 ms first at n = 12; frame 1 shows the start.
    #expect(run.restFrame == 12)
    #expect(run.values[1] == -1)
    #expect(run.startLag == 1.0 / 60)
  }

  @Test("libadwaita: ⌊−ln(0.001)/β⌋ ms; β = 5 → 1381 ms → frame 83 at 60 Hz")
  func libadwaita() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let move = ReplayMove(spring: spring, initialState: SpringState(position: -100, velocity: 0))
    let run = LibadwaitaReplay.replay(
      move, clock: try FrameClock(framesPerSecond: 60), through: 3)
    // Whole ms since play: ⌊0.25 + 16.67n⌋ ≥ 1381 first at n = 83.
    #expect(run.restFrame == 83)
  }

  /// The first frame n ≥ 1 at which `holds(exact x, exact v)` at `time(n)`.
  static func firstFrame(
    _ spring: Spring, _ state: SpringState, frames: [Double], time: (Int) -> Double,
    holds: (Double, Double) -> Bool
  ) -> Int? {
    let motion = SpringMotion(spring: spring, initialState: state)
    return (1..<frames.count).first { n in
      let s = motion.state(at: time(n))
      return holds(s.position, s.velocity)
    }
  }

  @Test("threshold rules fire on the first frame where the exact motion meets them")
  func thresholds() throws {
    let clock = try FrameClock(framesPerSecond: 120)
    for spring in [
      try Spring(mass: 1, stiffness: 170, damping: 14),
      try Spring(mass: 2, stiffness: 300, damping: 30),
    ] {
      let state = SpringState(position: -100, velocity: 250)
      let move = ReplayMove(spring: spring, initialState: state)
      let frames = clock.frameTimes(through: 8)
      let initial = 0.5 * spring.stiffness * 100 * 100 + 0.5 * spring.mass * 250 * 250
      // Each engine's clock time at frame n and its rule on the exact (x, v) there.
      let rules: [(any EngineReplay.Type, time: (Int) -> Double, holds: (Double, Double) -> Bool)] =
        [
          // Motion: |v| ≤ 2, |x| ≤ 0.5 at Math.round(t) ms.
          (
            MotionReplay.self, { ((frames[$0] * 1000 + 0.5).rounded(.down)) / 1000 },
            { abs($0) <= 0.5 && abs($1) <= 2 }
          ),
          // React Native: |v| ≤ 0.001, |x| ≤ 0.001 at whole ms since the start.
          (
            ReactNativeAnimatedReplay.self,
            { (clockMilliseconds(frames[$0]) - clockMilliseconds(frames[0])) / 1000 },
            { abs($0) <= 0.001 && abs($1) <= 0.001 }
          ),
          // Reanimated: energy ratio ≤ 6e-9 at the frame time.
          (
            ReanimatedReplay.self, { frames[$0] },
            {
              (0.5 * spring.stiffness * $0 * $0 + 0.5 * spring.mass * $1 * $1) / initial <= 6e-9
            }
          ),
        ]
      for (engine, time, holds) in rules {
        let run = engine.replay(move, frames: frames, nominalInterval: clock.nominalInterval)
        #expect(
          run.restFrame
            == Self.firstFrame(spring, state, frames: frames, time: time, holds: holds),
          "\(engine.entry.id)")
        let rest = try #require(run.restFrame)
        #expect(run.values[rest] == 0 && run.values.last == 0)
        #expect(try #require(run.snapSize) > 0)
      }
    }
  }

  @Test("Flutter does not snap: it stops where isDone finds it")
  func flutterDoesNotSnap() throws {
    let spring = try Spring(mass: 1, stiffness: 170, damping: 14)
    let move = ReplayMove(spring: spring, initialState: SpringState(position: -100, velocity: 0))
    let run = FlutterReplay.replay(move, clock: try FrameClock(framesPerSecond: 60), through: 5)
    let rest = try #require(run.restFrame)
    #expect(run.snapSize == 0)
    #expect(run.values[rest] != 0 && abs(run.values[rest]) < 1e-3)
    #expect(run.values.last == run.values[rest])
  }
}
