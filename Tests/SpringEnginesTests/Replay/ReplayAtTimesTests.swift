//===--- ReplayAtTimesTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An engine replay read at arbitrary times (`EngineReplay.shownStates`),
// the one path `evaluate --method engine:<id>` and the conformance report
// share: at t it shows the last frame at or before t, whatever order the
// times come in; an engine's refusals come first.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import Testing

@Suite("Engine replays read at arbitrary times")
struct ReplayAtTimesTests {
  @Test("Motion at 60 Hz: the closed form at Math.round of the last frame's time, in any order")
  func lastFrameAtOrBefore() throws {
    let move = ReplayMove(
      spring: try Spring(mass: 1, stiffness: 170, damping: 15),
      initialState: SpringState(position: -100, velocity: 50))
    // 0.51 s lies between frames 30 (0.5 s) and 31; 7/60 is a frame itself.
    let times = [0.51, 0.1, 0, 7.0 / 60, 0.999, 0.0166]
    let run = MotionReplay.replay(
      move, clock: try FrameClock(framesPerSecond: 60), through: 0.999)
    // Motion rests (and snaps) before 0.999 s: that time is checked
    // against the run's own last frame, the others against the closed form.
    let rest = try #require(run.restFrame)
    #expect(rest > 31 && rest < 59)
    let shown = MotionReplay.shownStates(
      of: move, at: times, clock: try FrameClock(framesPerSecond: 60))
    #expect(shown.count == times.count)
    for (time, state) in zip(times, shown) where time < 0.9 {
      // The clock's frame n is at n/60: the largest n with n/60 ≤ t.
      var frame = (time * 60).rounded(.down)
      if (frame + 1) / 60 <= time { frame += 1 }
      if frame / 60 > time { frame -= 1 }
      let milliseconds = (frame / 60 * 1000).rounded()
      let exact = exact(move.spring, move.initialState, milliseconds / 1000)
      #expect(abs(state.position - exact.x) <= 1e-9, "t = \(time)")
      #expect(abs(state.velocity - exact.v) <= 1e-7, "t = \(time)")
    }
    #expect(shown[4].position == run.values[59] && shown[4].velocity == 0)
    #expect(shown[0].position == run.values[30])
  }

  @Test("refusals: Remotion's missing velocity, React Native's zero damping, none otherwise")
  func refusals() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let moving = ReplayMove(spring: spring, initialState: SpringState(position: -1, velocity: 3))
    #expect(RemotionReplay.runRefusal(for: moving) == .initialVelocity(3))
    #expect(MotionReplay.runRefusal(for: moving) == nil)
    let undamped = ReplayMove(
      spring: try Spring(mass: 1, stiffness: 100, damping: 0),
      initialState: SpringState(position: -1, velocity: 0))
    guard case .spring(let reason)? = ReactNativeAnimatedReplay.runRefusal(for: undamped) else {
      Issue.record("React Native ran an undamped spring")
      return
    }
    #expect(reason.contains("Damping"))
  }
}
