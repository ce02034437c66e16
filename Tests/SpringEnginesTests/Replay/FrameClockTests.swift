//===--- FrameClockTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Steady clocks give n/F exactly; jittered ones keep every interval within
// ±J of 1/F (plus one frame when dropped), drop about one frame in 40, and
// are reproducible from their seed.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import Testing

@Suite("Frame clock")
struct FrameClockTests {
  @Test("a steady clock gives n/F, up to the first frame at or after the end")
  func steady() throws {
    let clock = try FrameClock(framesPerSecond: 90)
    let times = clock.frameTimes(through: 1)
    #expect(times.count == 91)
    for (n, t) in times.enumerated() { #expect(t == Double(n) / 90) }
    // 30 Hz frames coincide with every third 90 Hz frame, bit for bit.
    let slow = try FrameClock(framesPerSecond: 30).frameTimes(through: 1)
    for (m, t) in slow.enumerated() { #expect(t == times[3 * m]) }
    #expect(clock.isSteady && clock.nominalInterval == 1.0 / 90)
  }

  @Test("jittered intervals stay within ±J of 1/F, one frame longer when dropped")
  func jittered() throws {
    let clock = try FrameClock(framesPerSecond: 120, jitter: 0.25, seed: 42)
    let times = clock.frameTimes(through: 100)
    let nominal = 1.0 / 120
    var drops = 0
    var jittered = 0
    for (later, earlier) in zip(times.dropFirst(), times) {
      let interval = later - earlier
      if interval > 1.25 * nominal * (1 + 1e-12) {
        drops += 1
        #expect(
          interval >= 1.75 * nominal * (1 - 1e-12) && interval <= 2.25 * nominal * (1 + 1e-12))
      } else {
        #expect(interval >= 0.75 * nominal * (1 - 1e-12))
        if abs(interval - nominal) > 0.01 * nominal { jittered += 1 }
      }
    }
    let intervals = times.count - 1
    // 1 in 40 drops: 300 expected in ~12 000 intervals, binomial sd ≈ 17.
    #expect(abs(Double(drops) - Double(intervals) / 40) < 100)
    #expect(jittered > intervals / 2)
    #expect(clock.frameTimes(through: 100) == times)
    let other = try FrameClock(framesPerSecond: 120, jitter: 0.25, seed: 43)
    #expect(other.frameTimes(through: 1) != clock.frameTimes(through: 1))
  }

  @Test("parameters out of their domain are refused by name")
  func refusals() {
    #expect(throws: FrameClockError.self) { try FrameClock(framesPerSecond: 0) }
    #expect(throws: FrameClockError.self) { try FrameClock(framesPerSecond: .nan) }
    #expect(throws: FrameClockError.self) { try FrameClock(framesPerSecond: 1001) }
    #expect(throws: FrameClockError.self) {
      try FrameClock(framesPerSecond: 60, jitter: 0.95, seed: 1)
    }
    #expect(throws: FrameClockError.self) {
      try FrameClock(framesPerSecond: 60, jitter: -0.1, seed: 1)
    }
    do {
      _ = try FrameClock(framesPerSecond: 60, jitter: 2, seed: 1)
    } catch {
      #expect(error.description == "jitter must be in [0, 0.9] (got 2.0)")
    }
  }
}
