//===--- IssueTwentyNineCasesTests.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The numerical cases of issue 29's hostile battery, each against the MPFR
// truth: settling from an overdamped eigenmode, e^(−αt) that must not
// underflow before the product with a huge x0, and no decay clamp for tiny
// ζ at huge t.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringTruth
import Testing

@Suite("Issue 29's numerical cases against the MPFR truth")
struct IssueTwentyNineCasesTests {
  static func relative(_ a: Double, _ b: Double) -> Double {
    abs(a - b) / max(abs(b), .leastNormalMagnitude)
  }

  @Test(
    "settling from an overdamped eigenmode with ε ≪ |x0| agrees with the truth to 1e-12",
    arguments: [
      (
        1.474307754032721, 97.58346345956063, 1106.9675524002769, 0.15553715929134543,
        -116.7696304609234, 1.732698560888576e-17, 0.049121
      ),
      (1.0, 1.0, 3.0, 1.0, -2.618033988749895, 1e-20, 20.407),
    ])
  func eigenmodeSettling(
    _ c: (Double, Double, Double, Double, Double, Double, Double)
  ) throws {
    let spring = try Spring(mass: c.0, stiffness: c.1, damping: c.2)
    let start = SpringState(position: c.3, velocity: c.4)
    let time = try SpringMotion(spring: spring, position: c.3, velocity: c.4)
      .settlingTime(threshold: c.5)
    let truth = try MPFRTruth(spring: spring, initialState: start).settlingTime(threshold: c.5)
    #expect(Self.relative(time, truth.double) <= 1e-12, "\(time) vs \(truth.double)")
    #expect(abs(truth.double - c.6) < 5e-4 * c.6, "the issue's truth \(c.6)")
  }

  @Test("x0 = 1e300 on Core Animation's default spring at t = 150: −1.1e-26, not 0")
  func noIntermediateUnderflow() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let state = SpringMotion(spring: spring, position: 1e300, velocity: 0).state(at: 150)
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: 1e300, velocity: 0))
      .state(at: 150)
    #expect(state.position != 0 && state.velocity != 0)
    #expect(Self.relative(state.position, truth.position.double) <= 1e-9)
    #expect(Self.relative(state.velocity, truth.velocity.double) <= 1e-9)
    #expect(abs(truth.position.double + 1.1e-26) < 0.1e-26)
  }

  @Test("ζ below 4e-306: the state keeps decaying for t ≥ 1e81, as the truth does")
  func noDecayClamp() throws {
    // ζ = c / (2√(km)) = 1e-306.
    let spring = try Spring(mass: 1, stiffness: 1, damping: 2e-306)
    let motion = SpringMotion(spring: spring, position: 1, velocity: 0)
    var previous = Double.infinity
    for t in [1e81, 1e200, 1e305, 1e306, 3e306] {
      let state = motion.state(at: t)
      let truth = MPFRTruth(spring: spring, initialState: SpringState(position: 1, velocity: 0))
        .state(at: t)
      let amplitude = (state.position * state.position + state.velocity * state.velocity)
        .squareRoot()
      let trueAmplitude =
        (truth.position.double * truth.position.double
        + truth.velocity.double * truth.velocity.double).squareRoot()
      #expect(Self.relative(amplitude, trueAmplitude) <= 1e-9, "t = \(t)")
      #expect(amplitude < previous || t <= 1e200, "t = \(t)")
      previous = amplitude
    }
    // ω0 = 1, so the amplitude is e^(−αt) to O(ζ²): e^(−3) at t = 3e306.
    #expect(Self.relative(previous, exp(-3.0)) <= 1e-12, "e^(−3) at t = 3e306")
  }
}
