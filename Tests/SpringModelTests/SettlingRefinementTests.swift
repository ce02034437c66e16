//===--- SettlingRefinementTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The refinement of SettlingSearch.swift: the returned T is a crossing of the
// evaluated |x| (|x(T)| ≤ ε < |x(T⁻)|, T⁻ the double below T) on seeded
// queries of every damped regime (ζ ≥ 1e-6: for lighter damping the crossing
// lies at phases ωd·T ≳ 2^24, where the evaluation's own phase noise exceeds
// a double's step and the predicted heights decide; the MPFR sweeps cover
// those); a crossing where the iteration's f′²
// underflows is still found (against the MPFR truth); and the cost, counted
// in closed-form evaluations, stays low on everyday UI springs.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("Settling refinement: a crossing of the evaluated |x|, at low cost")
struct SettlingRefinementTests {
  @Test(
    "T is the first double where the evaluated |x| is ≤ ε: 1000 queries per regime",
    arguments: [
      SettlingAccuracySweepTests.Draw.underdamped, .nearCritical, .critical, .overdamped,
    ])
  func crossingOfTheEvaluatedMagnitude(_ draw: SettlingAccuracySweepTests.Draw) throws {
    let index = SettlingAccuracySweepTests.Draw.allCases.firstIndex(of: draw) ?? 0
    var random = SplitMix64(seed: 2_700 + UInt64(index))
    var checked = 0
    var failures: [String] = []
    for _ in 0..<1000 {
      guard
        let query = SettlingAccuracySweepTests.Query.random(draw, wide: false, using: &random)
      else { continue }
      let motion = SpringMotion(spring: query.spring, initialState: query.state)
      let epsilon = query.epsilon
      let time = try motion.settlingTime(threshold: epsilon)
      guard time > 0, time.isFinite else { continue }
      checked += 1
      let at = abs(motion.position(at: time))
      let before = abs(motion.position(at: time.nextDown))
      if !(at <= epsilon && before > epsilon) {
        failures.append("\(query): T \(time), |x(T)| \(at), |x(T⁻)| \(before)")
      }
    }
    #expect(checked > 700)
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
  }

  @Test("ζ ≈ 1 − 1e-10 at t ≈ 8e22: v² underflows in the step, the crossing is still found")
  func underflowingSlopeSquared() throws {
    // x ≈ 7.5e-147 and v ≈ 2e-167 near T: v² ≈ 4e-334 is below the least
    // subnormal, so the step must be formed from ratios.
    let spring = try Spring(
      mass: 1.4271157949493049e+96, stiffness: 1.1294771812121687e+55,
      damping: 8.029680620604126e+75)
    let state = SpringState(position: 6.404257268938546e-51, velocity: 4.496441424045936e-71)
    let epsilon = 7.495760139065388e-147
    let truth = try MPFRTruth(spring: spring, initialState: state).settlingTime(
      threshold: epsilon)
    let exact = try #require(truth.binary64)
    let result = try SpringMotion(spring: spring, initialState: state).settlingSearch(
      threshold: epsilon)
    #expect(abs(truth.error(of: result.time)) <= 1e-12 * exact, "\(result.time) vs \(truth)")
    #expect(result.evaluations <= 12, "\(result.evaluations) evaluations")
  }

  @Test("everyday UI springs: at most 5 closed-form evaluations per query on average")
  func evaluationsPerQuery() throws {
    let cases = SweepFamily.ui.cases(count: 256, seed: 2_026)
    var evaluations = 0
    for springCase in cases {
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      let scale = max(abs(motion.initialState.position), 1e-300)
      evaluations += try motion.settlingSearch(threshold: 1e-3 * scale).evaluations
    }
    let mean = Double(evaluations) / Double(cases.count)
    #expect(mean <= 5, "\(mean) evaluations per query")
  }
}
