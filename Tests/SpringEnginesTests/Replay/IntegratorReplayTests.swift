//===--- IntegratorReplayTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Engines that integrate: Wave's one Euler step per frame converges to the
// exact motion at first order as the frame rate grows; react-spring's
// ⌈dt⌉ 1 ms steps run its clock ahead, and Rebound's and POP's write-back
// blend runs theirs behind, by exactly the amounts their accumulator
// arithmetic predicts — checked against the exact motion at the time that
// arithmetic (computed here in rationals) says the engine has reached.
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

@Suite("Integrating engines: order and time accounting")
struct IntegratorReplayTests {
  static let spring: Spring = {
    guard let spring = try? Spring(mass: 1, stiffness: 170, damping: 14) else {
      preconditionFailure("k 170, c 14, m 1 is a valid spring")
    }
    return spring
  }()
  static let move = ReplayMove(
    spring: spring, initialState: SpringState(position: -100, velocity: 0))

  @Test("Wave: one semi-implicit Euler step per frame is first order in 1/F")
  func waveFirstOrder() {
    // Frames n/F with dt = 1/F; the value at t = 0.5 s against the truth.
    func error(_ fps: Double) -> Double {
      let frames = (0...Int(fps / 2)).map { Double($0) / fps }
      let run = WaveReplay.replay(Self.move, frames: frames, nominalInterval: 1 / fps)
      return abs(run.values[frames.count - 1] - exact(Self.spring, Self.move.initialState, 0.5).x)
    }
    let errors = [1000.0, 2000, 4000, 8000].map(error)
    print("Wave at 1, 2, 4, 8 kHz: |error at 0.5 s| =", errors)
    for (coarse, fine) in zip(errors, errors.dropFirst()) {
      #expect(coarse / fine > 1.8 && coarse / fine < 2.2)
    }
    #expect(errors[0] < 1)
  }

  @Test("react-spring at 240 Hz: 17 ms on the first frame, then ⌈4.17⌉ = 5 ms per frame")
  func reactSpringRunsAhead() throws {
    let run = ReactSpringReplay.replay(
      Self.move, clock: try FrameClock(framesPerSecond: 240), through: 0.3)
    // Frame 48 is at 200 ms of real time and 17 + 5·47 = 252 ms of spring time.
    let shown = run.values[48]
    let atSpringTime = exact(Self.spring, Self.move.initialState, 0.252).x
    let atRealTime = exact(Self.spring, Self.move.initialState, 0.2).x
    print(
      "react-spring frame 48:", shown, "exact at 252 ms:", atSpringTime, "at 200 ms:", atRealTime)
    // Semi-implicit Euler at 1 ms: a fraction of a point on this spring.
    #expect(abs(shown - atSpringTime) < 0.5)
    #expect(abs(shown - atRealTime) > 5)
    #expect(run.startLag == 1.0 / 240 - 0.017)
  }

  /// The spring time (ms) each frame reaches with Rebound's or POP's
  /// write-back blend, from the frame intervals `deltas` (ms) and the solver
  /// step `h` (ms): with leftover a after s whole steps the blend of the last
  /// two states stands for (s − 1)·h + a past the previous frame's state,
  /// and a stays in the accumulator; with no leftover the state is s·h on.
  static func blendedSpringTimes(deltas: [Double], step h: Double) -> [Double] {
    var leftover = 0.0
    var time = 0.0
    var times = [0.0]
    for delta in deltas {
      let accumulated = leftover + delta
      let steps = (accumulated / h).rounded(.down)
      leftover = accumulated - steps * h
      time += leftover > 0 ? (steps - 1) * h + leftover : steps * h
      times.append(time)
    }
    return times
  }

  /// The worst |shown − exact(spring time)| over frames 1…`frames`, and the
  /// spring time reached, for a run on a jittered clock (no leftover is ever
  /// exactly zero there, so the bookkeeping has no rounding ties).
  static func blendCheck(
    _ run: ReplayRun, firstDelta: Double?, step h: Double, frames: Int
  ) -> (worst: Double, springTime: Double, realTime: Double) {
    var deltas = (1...frames).map { run.times[$0] * 1000 - run.times[$0 - 1] * 1000 }
    if let firstDelta { deltas[0] = firstDelta }
    let springTimes = blendedSpringTimes(deltas: deltas, step: h)
    var worst = 0.0
    for n in 1...frames {
      let e = exact(spring, move.initialState, springTimes[n] / 1000).x
      worst = max(worst, abs(run.values[n] - e))
    }
    return (worst, springTimes[frames], run.times[frames] * 1000)
  }

  @Test("Rebound at 240 Hz (jittered): the blend written back runs the spring ~10% slow")
  func reboundRunsBehind() throws {
    let clock = try FrameClock(framesPerSecond: 240, jitter: 0.3, dropProbability: 0, seed: 3)
    let run = ReboundReplay.replay(Self.move, clock: clock, through: 0.6)
    // Rebound's first frame advances 1 ms whatever its interval.
    let check = Self.blendCheck(run, firstDelta: 1, step: 1, frames: 120)
    print(
      "Rebound 240 Hz: spring time", check.springTime, "ms at", check.realTime, "ms; worst",
      check.worst)
    #expect(check.worst < 0.1)
    // About half a step lost per frame.
    #expect(check.springTime < check.realTime - 40)
  }

  @Test("POP at 120 Hz (jittered): the same blend at its 0.001f step")
  func popRunsBehind() throws {
    let clock = try FrameClock(framesPerSecond: 120, jitter: 0.3, dropProbability: 0, seed: 4)
    let run = POPReplay.replay(Self.move, clock: clock, through: 0.6)
    let check = Self.blendCheck(
      run, firstDelta: nil, step: Double(Float(0.001)) * 1000, frames: 60)
    print(
      "POP 120 Hz: spring time", check.springTime, "ms at", check.realTime, "ms; worst",
      check.worst)
    #expect(check.worst < 0.1)
    #expect(check.springTime < check.realTime - 20)
  }
}
