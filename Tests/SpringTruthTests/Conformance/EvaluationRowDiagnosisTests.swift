//===--- EvaluationRowDiagnosisTests.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A scored row names its regime and the component that is wrong (issue 47):
// an evaluator that treats |ζ − 1| < 1e-3 as critical is caught on rows
// whose ζ is printed off 1, and an error planted in v alone is blamed on v.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

/// SpringLab's closed form, except that |ζ − 1| < 1e-3 is evaluated as the
/// critical spring with the same ω0: the near-critical cut-off bug.
struct CriticalCutOff: SpringEvaluator {
  func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
    var evaluated = spring
    if abs(spring.dampingRatio - 1) < 1e-3 {
      let critical = 2 * (spring.stiffness * spring.mass).squareRoot()
      evaluated =
        (try? Spring(mass: spring.mass, stiffness: spring.stiffness, damping: critical))
        ?? spring
    }
    return SpringMotion(spring: evaluated, initialState: start).state(at: t)
  }
}

@Suite("What a scored evaluate row says about the error")
struct EvaluationRowDiagnosisTests {
  @Test("the near-critical cut-off: worst rows carry ζ within 1e-3 of 1 but not 1, and ω0·t")
  func nearCriticalCutOff() throws {
    let score = try Conformance.validate(
      CriticalCutOff(), families: [.nearCritical], count: 64, seed: 5)
    #expect(!score.passes)
    let worst = try #require(score.worst.first)
    #expect(worst.dampingRatio != 1 && abs(worst.dampingRatio - 1) < 1e-3)
    let spring = worst.evaluationCase.spring
    let phase = spring.naturalFrequency * worst.evaluationCase.time
    #expect(worst.naturalPhase == phase && phase > 0)
    #expect(worst.wrongComponent == .position || worst.wrongComponent == .velocity)
  }

  @Test("an error in v alone is blamed on v; x alone on x; missing and NaN are named")
  func component() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 4)
    let start = SpringState(position: -1, velocity: 0)
    let cases = (0..<4).map {
      EvaluationCase(
        id: "\($0)", family: "all", spring: spring, initialState: start, time: 0.3)
    }
    let truth = try EvaluationTruth(cases: cases)
    let exact = SpringMotion(spring: spring, initialState: start).state(at: 0.3)
    let results: [SpringState?] = [
      SpringState(position: exact.position, velocity: exact.velocity * (1 + 1e-9)),
      SpringState(position: exact.position * (1 + 1e-9), velocity: exact.velocity),
      nil,
      SpringState(position: .nan, velocity: exact.velocity),
    ]
    let rows = truth.rowScores(results)
    #expect(rows.map(\.wrongComponent) == [.velocity, .position, .missing, .position])
    // The truth printed is the MPFR truth rounded, equal to within an ulp
    // or two of SpringLab's closed form here.
    #expect(abs(rows[0].truth.position - exact.position) <= 4e-16 * abs(exact.position))
    #expect(rows[0].result?.velocity == results[0]?.velocity)
  }
}
