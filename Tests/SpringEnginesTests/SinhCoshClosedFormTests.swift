//===--- SinhCoshClosedFormTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Motion/wobble's sinh/cosh closed form: accurate on everyday springs, and
// motion #1207 reproduced (k = 4, c = 35, m = 0.5).
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

@Suite("sinh/cosh closed form (Motion, wobble) against the truth")
struct SinhCoshClosedFormTests {
  @Test("accurate to a few binary64 units on everyday UI springs")
  func accurateOnUISprings() {
    let cases = SweepFamily.ui.cases(count: 60, seed: 5_003, samplesPerCase: 16)
    var worst = 0.0
    var worstScaled = 0.0
    for springCase in cases {
      let method = SinhCoshClosedForm(
        spring: springCase.spring, initialState: springCase.initialState)
      for error in sampleErrors(of: springCase, evaluate: method.state(at:)) {
        worst = max(worst, error.normalized)
        worstScaled = max(worstScaled, error.conditionScaled)
      }
    }
    print("sinh-cosh on ui: worst E = \(worst), K = \(worstScaled)")
    #expect(worst < 1e-14)
    #expect(worstScaled < 4)
  }

  /// motion #1207: a 1000-unit move (x0 = −1000, v0 = 0) on k = 4, c = 35,
  /// m = 0.5 — ζ = 35/(2√2) ≈ 12.4, ωd = √(35² − 8) ≈ 34.89/s, so the cap
  /// ωd·t = 300 is reached at t ≈ 8.60 s.
  static let issue1207: Spring = {
    do { return try Spring(mass: 0.5, stiffness: 4, damping: 35) } catch {
      preconditionFailure("\(error)")
    }
  }()
  static let issue1207Start = SpringState(position: -1000, velocity: 0)

  @Test("motion #1207: at 8.7 s Motion reads ≈ 989 where the spring is at ≈ 630")
  func reproducesIssue1207() {
    let method = SinhCoshClosedForm(spring: Self.issue1207, initialState: Self.issue1207Start)
    let truth = MPFRTruth(spring: Self.issue1207, initialState: Self.issue1207Start)
    let t = 8.7
    let shown = 1000 + method.state(at: t).position
    let exact = (truth.state(at: t).position.mpfr + 1000.0).double
    // Independent check of the truth: the slow mode alone, amplitude
    // (α + γ)x0/(2γ) and rate ω0²/(α + γ); the fast mode is e^(−610) there.
    let alpha = 35.0
    let gamma = (35.0 * 35 - 8).squareRoot()
    let slowOnly = 1000 + (alpha + gamma) * -1000 / (2 * gamma) * exp(-8 / (alpha + gamma) * t)
    print("#1207 at t = 8.7 s: sinh-cosh \(shown), truth \(exact), slow mode \(slowOnly)")
    #expect(abs(exact - slowOnly) < 1e-9)
    #expect(abs(exact - 630) < 1)
    #expect(abs(shown - 989) < 1)
    // The displacement is 30× too small: the spring appears to snap home.
    let ratio = (exact - 1000) / (shown - 1000)
    #expect(ratio > 30 && ratio < 40)
  }

  @Test("past the cap the value decays at ζω0 = 35/s instead of the slow rate")
  func capFreezesTheGrowingFactor() {
    let method = SinhCoshClosedForm(spring: Self.issue1207, initialState: Self.issue1207Start)
    let capTime = 300 / (35.0 * 35 - 8).squareRoot()
    let early = method.state(at: capTime + 0.05).position
    let late = method.state(at: capTime + 0.55).position
    // Over 0.5 s the bracket is frozen, so the ratio is e^(−35·0.5) exactly
    // (to rounding); the truth decays by e^(−0.1145·0.5) ≈ 0.944 instead.
    #expect(abs(late / early / exp(-17.5) - 1) < 1e-12)
    // Before the cap it agrees with the truth.
    let springCase = SpringCase(
      family: .overdamped, spring: Self.issue1207, initialState: Self.issue1207Start,
      horizon: 20, times: [0, 1, 4, 8, 8.5, 8.7, 9, 10], earliestFraction: 1e-6)
    let errors = sampleErrors(of: springCase, evaluate: method.state(at:))
    for error in errors { print("#1207 t = \(error.time): E = \(error.normalized)") }
    #expect(errors.filter { $0.time < capTime }.allSatisfy { $0.normalized < 1e-13 })
    // |Δx|/peak at 8.7 s is (989 − 630)/1000.
    #expect(abs(errors[5].position - 0.359) < 0.002)
    #expect(errors.filter { $0.time > 9 }.allSatisfy { $0.position > 0.3 })
  }
}
