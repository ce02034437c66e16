//===--- SemiImplicitEulerTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// react-spring's semi-implicit Euler at 1 ms: first order, and stable exactly
// below ω0·h = 2(√(1 + ζ²) − ζ).
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth
import Testing

@Suite("Semi-implicit Euler (react-spring) against the truth")
struct SemiImplicitEulerTests {
  static let cases = SweepFamily.ui.cases(count: 40, seed: 5_002, samplesPerCase: 16)

  @Test("at 1 ms the normalized error on everyday UI springs is of order ω0·h")
  func errorOnUISprings() {
    let errors = worstNormalizedErrors(Self.cases) {
      SemiImplicitEuler(spring: $0.spring, initialState: $0.initialState)
    }
    print("semi-implicit-euler-1ms on ui: worst E = \(errors.max()!), median \(median(errors))")
    // ω0·h ≤ 0.042 on this family: errors of a few percent at worst, and far
    // above RK4's 1e-7 — the price of a first-order method.
    #expect(errors.max()! < 0.05)
    #expect(median(errors) > 1e-3)
  }

  @Test("first order: doubling h doubles the error")
  func firstOrder() {
    let ratios = Self.cases.map { springCase in
      var gridCase = springCase
      gridCase.times = (1...100).map { Double($0) * 0.02 }
      let coarse = SemiImplicitEuler(
        spring: gridCase.spring, initialState: gridCase.initialState, step: 0.002)
      let fine = SemiImplicitEuler(
        spring: gridCase.spring, initialState: gridCase.initialState, step: 0.001)
      return worstNormalizedError(of: coarse, on: gridCase)
        / worstNormalizedError(of: fine, on: gridCase)
    }
    print(
      "semi-implicit Euler: E(2 ms)/E(1 ms) median \(median(ratios)), range \(ratios.min()!)…\(ratios.max()!)"
    )
    #expect(abs(median(ratios) - 2) < 0.1)
    #expect(ratios.allSatisfy { $0 > 1.8 && $0 < 2.2 })
  }

  @Test("the stability limit 2(√(1 + ζ²) − ζ)")
  func stabilityLimitFormula() {
    #expect(SemiImplicitEuler.stabilityLimit(dampingRatio: 0) == 2)
    // ζ = 0.75: 2(1.25 − 0.75) = 1 exactly.
    #expect(abs(SemiImplicitEuler.stabilityLimit(dampingRatio: 0.75) - 1) < 1e-15)
    // ζ = 1e8: 2/(2·1e8) = 1e-8 (the subtraction form would give 0).
    #expect(abs(SemiImplicitEuler.stabilityLimit(dampingRatio: 1e8) - 1e-8) < 1e-22)
  }

  /// max |x| over 0…duration of react-spring's Euler for ω0 = u/h, damping ratio ζ.
  static func peakDisplacement(u: Double, zeta: Double, duration: Double) throws -> Double {
    let spring = try Spring(naturalFrequency: u / 0.001, dampingRatio: zeta)
    let euler = SemiImplicitEuler(
      spring: spring, initialState: SpringState(position: 1, velocity: 0))
    let states = euler.states(at: (1...Int(duration * 1000)).map { Double($0) * 0.001 })
    return states.map { abs($0.position) }.max()!
  }

  @Test("undamped: bounded at ω0·h = 1.9, blows up at ω0·h = 2.1")
  func undampedBlowUp() throws {
    // u < 2: eigenvalues on the unit circle (det = 1), the orbit is an ellipse
    // whose x-extent is at most 1/√(1 − u²/4) = 3.2 at u = 1.9.
    let inside = try Self.peakDisplacement(u: 1.9, zeta: 0, duration: 1)
    // u > 2: a real eigenvalue λ = (2 − u² − u√(u² − 4))/2 ≈ −1.88 → 1.88¹⁰⁰⁰.
    let outside = try Self.peakDisplacement(u: 2.1, zeta: 0, duration: 0.1)
    print("undamped Euler peaks: u = 1.9 → \(inside), u = 2.1 (100 steps) → \(outside)")
    #expect(inside <= 1 / (1 - 1.9 * 1.9 / 4).squareRoot() + 1e-9)
    #expect(outside > 1e25)
  }

  @Test("damped: decays just below the limit, grows just above it", arguments: [0.1, 0.5, 2.0])
  func dampedLimit(zeta: Double) throws {
    let limit = SemiImplicitEuler.stabilityLimit(dampingRatio: zeta)
    let below = try Self.peakDisplacement(u: 0.97 * limit, zeta: zeta, duration: 2)
    let above = try Self.peakDisplacement(u: 1.03 * limit, zeta: zeta, duration: 2)
    let belowLate = try Self.finalDisplacement(u: 0.97 * limit, zeta: zeta, duration: 2)
    print("ζ = \(zeta): limit \(limit); peak below \(below) (final \(belowLate)), above \(above)")
    #expect(belowLate < 1e-3)
    #expect(above > 1e6)
  }

  static func finalDisplacement(u: Double, zeta: Double, duration: Double) throws -> Double {
    let spring = try Spring(naturalFrequency: u / 0.001, dampingRatio: zeta)
    let euler = SemiImplicitEuler(
      spring: spring, initialState: SpringState(position: 1, velocity: 0))
    return abs(euler.state(at: duration).position)
  }
}
