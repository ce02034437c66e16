//===--- FixedStepRK4Tests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Classic RK4 and Rebound's RK4 at 1 ms against the MPFR truth: accuracy
// on everyday UI springs and the observed order of convergence.
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

@Suite("Fixed-step RK4 (Rebound) against the truth")
struct FixedStepRK4Tests {
  static let cases = SweepFamily.ui.cases(count: 40, seed: 5_001, samplesPerCase: 16)

  /// The same springs sampled every 20 ms up to 2 s: times that are whole
  /// multiples of every step compared, far from the first step, where the
  /// global error has its asymptotic form C·hᵖ.
  static let gridCases = cases.map { springCase in
    var gridCase = springCase
    gridCase.times = (1...100).map { Double($0) * 0.02 }
    return gridCase
  }

  /// Per-case ratios E(2h)/E(h) of the worst errors on the 20 ms grid.
  static func convergenceRatios<M: EngineMethod>(
    _ make: (SpringCase, Double) -> M, step: Double
  ) -> [Double] {
    gridCases.map { springCase in
      worstNormalizedError(of: make(springCase, 2 * step), on: springCase)
        / worstNormalizedError(of: make(springCase, step), on: springCase)
    }
  }

  @Test("RK4 at 1 ms: normalized error < 1e-6 on everyday UI springs")
  func accurateOnUISprings() {
    let errors = worstNormalizedErrors(Self.cases) {
      FixedStepRK4(spring: $0.spring, initialState: $0.initialState)
    }
    let worst = errors.max()!
    print("rk4-1ms on ui: worst E = \(worst), median of case maxima = \(median(errors))")
    // The worst cases are stiff overdamped springs (fast rate ≈ 70/s), early.
    #expect(worst < 1e-6)
    // Not at the binary64 floor: the method's truncation error dominates, so
    // the metric is measuring RK4, not rounding.
    #expect(worst > 1e-12)
  }

  @Test("classic RK4 is fourth order: halving h divides the error by ≈ 16")
  func fourthOrder() {
    let ratios = Self.convergenceRatios(
      { FixedStepRK4(spring: $0.spring, initialState: $0.initialState, step: $1) }, step: 0.001)
    print("rk4: E(2 ms)/E(1 ms) median \(median(ratios)), range \(ratios.min()!)…\(ratios.max()!)")
    #expect(abs(median(ratios) - 16) < 1)
    #expect(ratios.allSatisfy { $0 > 14 && $0 < 18 })
  }

  @Test("Rebound's stale first stage makes it third order: ratio ≈ 8")
  func reboundThirdOrder() {
    let ratios = Self.convergenceRatios(
      { ReboundRK4(spring: $0.spring, initialState: $0.initialState, step: $1) }, step: 0.001)
    let errors = worstNormalizedErrors(Self.cases) {
      ReboundRK4(spring: $0.spring, initialState: $0.initialState)
    }
    print(
      "rk4-rebound: E(2 ms)/E(1 ms) median \(median(ratios)), range \(ratios.min()!)…\(ratios.max()!); worst E at 1 ms \(errors.max()!)"
    )
    #expect(abs(median(ratios) - 8) < 1)
    // Per case the h³ and h⁴ terms still mix at 1–2 ms (measured 5.6…9.3).
    #expect(ratios.allSatisfy { $0 > 5 && $0 < 10 })
    #expect(errors.max()! < 1e-5)
  }

  @Test("one pass over ascending times equals separate evaluations, in any order")
  func onePassMatchesSeparateCalls() {
    let springCase = Self.cases[3]
    let rk4 = FixedStepRK4(spring: springCase.spring, initialState: springCase.initialState)
    let times = springCase.times + [0.0005, 1, 1.0005, 2.25]
    let separate = times.map { rk4.state(at: $0) }
    #expect(rk4.states(at: times) == separate)
    #expect(rk4.states(at: times.sorted()) == times.sorted().map { rk4.state(at: $0) })
    // At whole steps the partial step is skipped: t = 0 is the initial state.
    #expect(rk4.state(at: 0) == springCase.initialState)
  }

  @Test("RK4 is unstable for an undamped spring with ω0·h beyond 2√2")
  func stabilityLimit() throws {
    // RK4's amplification |R(iu)|² = 1 − u⁶/72 + u⁸/576 is ≤ 1 exactly while
    // u = ω0·h ≤ 2√2 ≈ 2.83.
    let stable = try Spring(mass: 1, stiffness: 2.7e3 * 2.7e3, damping: 0)
    let unstable = try Spring(mass: 1, stiffness: 2.9e3 * 2.9e3, damping: 0)
    let start = SpringState(position: 1, velocity: 0)
    let inside = FixedStepRK4(spring: stable, initialState: start).state(at: 1)
    let outside = FixedStepRK4(spring: unstable, initialState: start).state(at: 1)
    // u = 2.7: |R|² ≈ 0.52 → decays; u = 2.9: |R| ≈ 1.19 per step → 1.19¹⁰⁰⁰.
    #expect(abs(inside.position) < 1)
    #expect(abs(outside.position) > 1e20)
  }
}

@Suite("Rebound's frame loop")
struct ReboundFrameLoopTests {
  /// The first time the shown value reaches the target, by linear
  /// interpolation between the two frames around it.
  static func firstCrossing(_ frames: [(time: Double, state: SpringState)]) -> Double? {
    for (a, b) in zip(frames, frames.dropFirst())
    where a.state.position < 0 && b.state.position >= 0 {
      return a.time + (b.time - a.time) * -a.state.position / (b.state.position - a.state.position)
    }
    return nil
  }

  @Test("the write-back blend makes the default spring slow, more so at higher frame rates")
  func runsSlow() throws {
    // Origami (40, 7) → k = 230.2, c = 22; 0 → 1.
    let spring = try Spring(mass: 1, stiffness: 230.2, damping: 22)
    let start = SpringState(position: -1, velocity: 0)
    // Exact: tan(ωd t) = −ωd/α → t = (π − atan(ωd/α))/ωd = 227.9 ms.
    let alpha = 11.0
    let omegaD = (230.2 - 121).squareRoot()
    let exact = (Double.pi - atan(omegaD / alpha)) / omegaD
    #expect(abs(exact - 0.2279) < 1e-4)
    let rebound = ReboundRK4(spring: spring, initialState: start)
    var crossings: [Double] = []
    for frameRate in [60.0, 120.0, 240.0] {
      let crossing = try #require(
        Self.firstCrossing(rebound.frameStates(frameRate: frameRate, frameCount: 200)))
      crossings.append(crossing)
    }
    print(
      "Rebound first crossing at 60/120/240 Hz: \(crossings.map { $0 * 1000 }) ms (exact \(exact * 1000))"
    )
    // Docs/Provenance/PeerEngines.md #numerical-pitfalls measured 233.5 / 238.8 / 254.3 ms.
    for (crossing, measured) in zip(crossings, [0.2335, 0.2388, 0.2543]) {
      #expect(abs(crossing - measured) < 0.0005)
    }
    #expect(exact < crossings[0] && crossings[0] < crossings[1] && crossings[1] < crossings[2])
    // Without the blend (whole steps only) the integrator itself is on time.
    let onGrid = rebound.state(at: 0.228).position
    #expect(
      abs(onGrid - SpringMotion(spring: spring, initialState: start).position(at: 0.228)) < 1e-6)
  }
}
