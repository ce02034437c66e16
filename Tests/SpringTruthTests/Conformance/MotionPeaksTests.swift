//===--- MotionPeaksTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringTruth
import Testing

@Suite("Peaks of |x| and |v| over a whole motion")
struct MotionPeaksTests {
  /// Relative difference.
  func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(a), abs(b)) }

  @Test("critical from a kick: x = t e^(-2t) peaks at 1/(2e); v peaks at v0")
  func critical() throws {
    let spring = try Spring(mass: 1, stiffness: 4, damping: 4)
    let peaks = MotionPeaks(spring: spring, initialState: SpringState(position: 0, velocity: 1))
    #expect(relative(peaks.position, 0.5 * exp(-1.0)) < 4e-16)
    // v = (1 − 2t)e^(−2t): |v| is largest at t = 0 (the turning point at
    // t = 1 has |v| = e^(−2)).
    #expect(peaks.velocity == 1)
  }

  @Test("overdamped roots −1 and −2 from a kick: x = e^(−t) − e^(−2t) peaks at 1/4 at t = ln 2")
  func overdamped() throws {
    let spring = try Spring(mass: 1, stiffness: 2, damping: 3)
    let start = SpringState(position: 0, velocity: 1)
    let peaks = MotionPeaks(spring: spring, initialState: start)
    #expect(relative(peaks.position, 0.25) < 4e-16)
    // v = −e^(−t) + 2e^(−2t) turns at t = ln 4, where v = −1/8: below v0 = 1.
    #expect(peaks.velocity == 1)
    // From rest at x0 = 1: x = 2e^(−t) − e^(−2t) falls monotonically, and
    // v = −2e^(−t) + 2e^(−2t) is most negative at t = ln 2, where v = −1/2.
    let released = MotionPeaks(spring: spring, initialState: SpringState(position: 1, velocity: 0))
    #expect(released.position == 1)
    #expect(relative(released.velocity, 0.5) < 4e-16)
  }

  @Test("underdamped α = 1/2, ωd = 1 from a kick: the first turn at tan t = 2")
  func underdamped() throws {
    let spring = try Spring(mass: 1, stiffness: 1.25, damping: 1)
    let peaks = MotionPeaks(spring: spring, initialState: SpringState(position: 0, velocity: 1))
    let turn = atan(2.0)
    #expect(relative(peaks.position, exp(-0.5 * turn) * sin(turn)) < 4e-16)
    #expect(peaks.velocity == 1)
  }

  @Test("undamped: the amplitude, whatever the phase")
  func undamped() throws {
    let spring = try Spring(mass: 1, stiffness: 9, damping: 0)
    // x = cos 3t + sin 3t: amplitude √2, velocity amplitude 3√2.
    let peaks = MotionPeaks(spring: spring, initialState: SpringState(position: 1, velocity: 3))
    #expect(relative(peaks.position, 2.0.squareRoot()) < 4e-16)
    #expect(relative(peaks.velocity, 3 * 2.0.squareRoot()) < 4e-16)
  }

  @Test("a motion at rest has zero peaks")
  func rest() throws {
    let spring = try Spring(mass: 1, stiffness: 1, damping: 1)
    let peaks = MotionPeaks(spring: spring, initialState: .rest)
    #expect(peaks.position == 0 && peaks.velocity == 0)
  }

  @Test("ζ = 1e9 from a kick: the peak is found although ζ² − 1 rounds to ζ²")
  func extremeDamping() throws {
    // Roots s ≈ 2e9 and s' ≈ 5e-10: x = (e^(−s't) − e^(−st))/(s − s') peaks at
    // t = ln(s/s')/(s − s') ≈ 2.2e-8 with height ≈ 1/s = 5e-10.
    let spring = try Spring(mass: 1, stiffness: 1, damping: 2e9)
    let peaks = MotionPeaks(spring: spring, initialState: SpringState(position: 0, velocity: 1))
    let brute = bruteForcePeaks(spring, SpringState(position: 0, velocity: 1), horizon: 1e-6)
    #expect(relative(peaks.position, brute.position) < 1e-12)
    #expect(relative(peaks.position, 5e-10) < 1e-6)
  }

  @Test(
    "every sweep family: the peaks equal a brute-force search of the truth",
    arguments: SweepFamily.allCases)
  func families(family: SweepFamily) {
    for springCase in family.cases(count: 6, seed: 77, samplesPerCase: 2) {
      let peaks = MotionPeaks(spring: springCase.spring, initialState: springCase.initialState)
      let brute = bruteForcePeaks(
        springCase.spring, springCase.initialState, horizon: springCase.horizon)
      // The brute force is a lower bound within its search's accuracy; the
      // closed-form turning point must match it and never fall below it.
      #expect(
        relative(peaks.position, brute.position) < 1e-9,
        "\(family) \(springCase.spring) \(springCase.initialState): \(peaks.position) vs \(brute.position)"
      )
      #expect(
        relative(peaks.velocity, brute.velocity) < 1e-9,
        "\(family) \(springCase.spring) \(springCase.initialState): \(peaks.velocity) vs \(brute.velocity)"
      )
      #expect(peaks.position >= brute.position * (1 - 1e-14))
      #expect(peaks.velocity >= brute.velocity * (1 - 1e-14))
    }
  }
}
