//===--- RetargetReplayTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What each engine carries across a mid-flight change of target, against
// SpringLab's exact hand-off (`RetargetedAnimation`: value and velocity
// continuous at the change).
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

@Suite("Retargeting hand-off")
struct RetargetReplayTests {
  static let spring: Spring = {
    guard let spring = try? Spring(mass: 1, stiffness: 170, damping: 14) else {
      preconditionFailure("k 170, c 14, m 1 is a valid spring")
    }
    return spring
  }()

  /// A 0 → 100 move (x0 = −100) sent to 150 right after frame `after`.
  static func move(after: Int) -> ReplayMove {
    ReplayMove(
      spring: spring, initialState: SpringState(position: -100, velocity: 0),
      retarget: ReplayRetarget(afterFrame: after, target: 50))
  }

  /// `engine`'s replay of `move(after:)` on a steady `framesPerSecond` clock
  /// through 1.5 s, with the frame times.
  static func retargetedRun(
    _ engine: any EngineReplay.Type, framesPerSecond: Double, after: Int
  ) throws -> (run: ReplayRun, frames: [Double]) {
    let clock = try FrameClock(framesPerSecond: framesPerSecond)
    let frames = clock.frameTimes(through: 1.5)
    let run = engine.replay(
      move(after: after), frames: frames, nominalInterval: clock.nominalInterval)
    return (run, frames)
  }

  /// The exact motion retargeted at `time` (value = x, first target 0).
  static func exactRetargeted(at time: Double) throws -> RetargetedAnimation {
    try RetargetedAnimation(
      spring: spring, value: -100, velocity: 0, target: 0,
      retargets: [Retarget(time: time, target: 50)])
  }

  @Test("Reanimated and SwiftUI hand off the exact velocity; the motion continues exactly")
  func exactHandOff() throws {
    let clock = try FrameClock(framesPerSecond: 60, jitter: 0.2, seed: 5)
    let frames = clock.frameTimes(through: 1.5)
    for engine in [ReanimatedReplay.self, SwiftUISpringReplay.self] as [any EngineReplay.Type] {
      let run = engine.replay(
        Self.move(after: 9), frames: frames, nominalInterval: clock.nominalInterval)
      let exact = try Self.exactRetargeted(at: frames[9])
      let velocity = exact.valueAndVelocity(at: frames[9]).velocity
      #expect(abs(try #require(run.handoffVelocity) - velocity) < 1e-9 * abs(velocity))
      let last = (run.restFrame ?? frames.count) - 1
      for n in 10...last {
        #expect(abs(run.values[n] - exact.valueAndVelocity(at: frames[n]).value) < 1e-8)
      }
      #expect(run.finalTarget == 50)
    }
  }

  @Test("React Native inherits position, velocity and time: exact at whole milliseconds")
  func reactNative() throws {
    let (run, frames) = try Self.retargetedRun(
      ReactNativeAnimatedReplay.self, framesPerSecond: 120, after: 20)
    let ms = { (n: Int) in (clockMilliseconds(frames[n]) - clockMilliseconds(frames[0])) / 1000 }
    let exact = try Self.exactRetargeted(at: ms(20))
    #expect(
      abs(try #require(run.handoffVelocity) - exact.valueAndVelocity(at: ms(20)).velocity) < 1e-7)
    for n in 21..<((run.restFrame ?? frames.count)) {
      #expect(abs(run.values[n] - exact.valueAndVelocity(at: ms(n)).value) < 1e-8)
    }
  }

  @Test("Motion hands off the frame difference over min(Δt, 30 ms): +11% at 30 Hz")
  func motionFrameDifference() throws {
    let (run, frames) = try Self.retargetedRun(MotionReplay.self, framesPerSecond: 30, after: 3)
    // Motion shows the exact motion at whole ms; the velocity it hands over
    // is the difference of frames 2 and 3 over 30 ms, not 33.3 ms.
    let motion = SpringMotion(
      spring: Self.spring, initialState: SpringState(position: -100, velocity: 0))
    let x = { (n: Int) in motion.position(at: ((frames[n] * 1000 + 0.5).rounded(.down)) / 1000) }
    let expected = (x(3) - x(2)) * (1000.0 / 30)
    let handoff = try #require(run.handoffVelocity)
    #expect(abs(handoff - expected) < 1e-9 * abs(expected))
    let secant = (x(3) - x(2)) / (frames[3] - frames[2])
    #expect(abs(handoff / secant - 100.0 / 90) < 1e-3)
    let exactVelocity = motion.velocity(at: frames[3])
    print("Motion at 30 Hz: hands off", handoff, "exact", exactVelocity)
    #expect(abs(handoff - exactVelocity) > 0.05 * abs(exactVelocity))
  }

  @Test("SpringAnimation splits the next frame into two whole-ms halves toward each target")
  func springForceHalves() throws {
    let (run, frames) = try Self.retargetedRun(
      SpringForceReplay.self, framesPerSecond: 60, after: 6)
    // Frame 7's interval in whole ms, halved with integer division.
    let delta = clockMilliseconds(frames[7]) - clockMilliseconds(frames[6])
    let half = (delta / 2).rounded(.down)
    let elapsed = (clockMilliseconds(frames[6]) - clockMilliseconds(frames[1]) + half) / 1000
    let exact = SpringMotion(
      spring: Self.spring, initialState: SpringState(position: -100, velocity: 0))
    // Float state: within a few ulps of the exact velocity at the half step.
    #expect(abs(try #require(run.handoffVelocity) - exact.velocity(at: elapsed)) < 1e-2)
    #expect(delta == 16 || delta == 17)
  }

  @Test("integrators carry their own state across: react-spring, Rebound, POP, Wave")
  func integratorsContinue() throws {
    let clock = try FrameClock(framesPerSecond: 120)
    let frames = clock.frameTimes(through: 2)
    for engine in [ReactSpringReplay.self, ReboundReplay.self, POPReplay.self, WaveReplay.self]
      as [any EngineReplay.Type]
    {
      let plain = engine.replay(
        ReplayMove(spring: Self.spring, initialState: SpringState(position: -100, velocity: 0)),
        frames: frames, nominalInterval: clock.nominalInterval)
      let run = engine.replay(
        Self.move(after: 12), frames: frames, nominalInterval: clock.nominalInterval)
      // Identical up to the change; the hand-off is the velocity shown then.
      #expect(Array(run.values[0...12]) == Array(plain.values[0...12]))
      #expect(run.handoffVelocity == plain.velocities[12])
      #expect(run.finalTarget == 50 && run.values.last == 50)
    }
  }
}
