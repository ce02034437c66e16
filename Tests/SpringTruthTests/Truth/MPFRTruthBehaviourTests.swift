//===--- MPFRTruthBehaviourTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the truth promises besides accuracy: the exact regime, the initial
// state reproduced exactly, no overflow or NaN where binary64 would fail.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("MPFRTruth behaviour")
struct MPFRTruthBehaviourTests {
  @Test(
    "the regime is decided exactly, as Spring.regime decides it",
    arguments: TruthFamily.allCases)
  func regimeMatchesSpring(family: TruthFamily) {
    for springCase in family.cases(count: 8, seed: 5) {
      let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.start)
      #expect(truth.regime == springCase.spring.regime, "\(springCase)")
    }
  }

  @Test("t = 0 reproduces the initial state exactly")
  func initialState() throws {
    let start = SpringState(position: -0.1, velocity: 1e-300)
    for damping in [0, 1, 20, 1e6] {
      let spring = try Spring(mass: 1, stiffness: 100, damping: damping)
      let state = MPFRTruth(spring: spring, initialState: start).state(at: 0)
      #expect(state.position == TruthValue(-0.1))
      #expect(state.velocity == TruthValue(1e-300))
    }
  }

  @Test("velocities beyond DBL_MAX stay finite and are reported as not representable")
  func beyondBinary64() throws {
    // ω0 = 1e300, x0 = 1e300: |v| reaches 1e600.
    let spring = try Spring(mass: 1e-300, stiffness: 1e300, damping: 0)
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: 1e300, velocity: 0))
    let state = truth.state(at: 1e-300)  // phase ω0·t = 1: v = −1e600·sin 1
    #expect(state.velocity.binary64 == nil)
    #expect(!state.velocity.isInfinite && !state.velocity.isNaN)
    let cosineOfOne = 0.5403023058681398
    #expect(state.position.binary64.map { abs($0 / (1e300 * cosineOfOne) - 1) < 1e-15 } == true)
  }

  @Test("decay rates beyond DBL_MAX: finite results, no NaN, at any time")
  func hugeRates() throws {
    let spring = try Spring(mass: 1e-10, stiffness: 1, damping: 1e300)
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: -1, velocity: 5))
    for t in [0, Double.leastNonzeroMagnitude, 1e-300, 1, 1e300, 1e308] {
      let state = truth.state(at: t)
      #expect(!state.position.isNaN && !state.velocity.isNaN, "t = \(t)")
      #expect(!state.position.isInfinite && !state.velocity.isInfinite, "t = \(t)")
    }
    // At t = 1e300 only the slow mode remains: x = A e^(−st), s = k/c to
    // 1e-600, A = x0 + v0/f to 1e-300 relative: −e^(−1).
    let late = truth.state(at: 1e300).position.double
    #expect(abs(late / -0.36787944117144233 - 1) < 1e-15)
  }

  @Test("a non-finite time gives NaN, not a trap")
  func nonFiniteTime() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: 1, velocity: 0))
    #expect(truth.state(at: .nan).position.isNaN)
    #expect(truth.state(at: .infinity).velocity.isNaN)
    #expect(truth.state(at: -.infinity).position.isNaN)
  }
}
