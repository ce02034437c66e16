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

import SpringEngines
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

/// SpringLab's closed form, except that ζ ≥ 10 takes the textbook
/// two-exponential form, whose coefficients cancel there: the opposite bug.
struct LargeZetaCancellation: SpringEvaluator {
  func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
    spring.dampingRatio >= 10
      ? TextbookClosedForm(spring: spring, initialState: start).state(at: t)
      : SpringMotion(spring: spring, initialState: start).state(at: t)
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

  @Test("two opposite bugs fail in different damping bands, each only in its own")
  func oppositeBugs() throws {
    let families: [SweepFamily] = [.nearCritical, .overdamped]
    func failing(_ evaluator: some SpringEvaluator) throws -> [String] {
      let score = try Conformance.validate(evaluator, families: families, count: 96, seed: 3)
      #expect(score.bands.contains { $0.band.axis == .damping })
      return score.bands.filter { $0.band.axis == .damping && !$0.passes }.map(\.band.label)
    }
    let cutOff = try failing(CriticalCutOff())
    #expect(!cutOff.isEmpty)
    for label in cutOff {
      #expect(label.hasPrefix("1 − ζ in [1e-") || label.hasPrefix("ζ − 1 in [1e-"), "\(label)")
    }
    let cancellation = try failing(LargeZetaCancellation())
    #expect(!cancellation.isEmpty)
    for label in cancellation { #expect(label.hasPrefix("ζ in [1e"), "\(label)") }
    // SpringLab's own closed form passes every band.
    #expect(try failing(SpringMotionEvaluator()).isEmpty)
  }

  @Test("band edges: decades of 1 − ζ, ζ − 1, ζ, ωd·t and the peak")
  func bandEdges() {
    #expect(ErrorBand.damping(0).label == "ζ = 0")
    #expect(ErrorBand.damping(0.5).label == "0 < ζ ≤ 0.9")
    #expect(ErrorBand.damping(0.9995).label == "1 − ζ in [1e-4, 1e-3)")
    #expect(ErrorBand.damping(1).label == "ζ = 1")
    #expect(ErrorBand.damping(1 + 0x1p-52).label == "ζ − 1 in [1e-16, 1e-15)")
    #expect(ErrorBand.damping(1.5).label == "1.1 ≤ ζ < 2")
    #expect(ErrorBand.damping(250).label == "ζ in [1e2, 1e3)")
    #expect(ErrorBand.damping(5).label == "2 ≤ ζ < 10")
    #expect(ErrorBand.damping(5) < ErrorBand.damping(50) && ErrorBand.damping(5) != .damping(50))
    #expect(ErrorBand.damping(1e300).label == "ζ in [1e300, 1e301)")
    #expect(ErrorBand.damping(.nan).label == "ζ not a number")
    #expect(ErrorBand.damping(0.9995) < ErrorBand.damping(1))
    #expect(ErrorBand.damping(1 + 1e-9) < ErrorBand.damping(1 + 1e-3))
    #expect(
      ErrorBand.phase(dampedFrequency: 10, time: 3, zeta: 0.5).label == "ωd·t in [1e1, 1e2)")
    #expect(
      ErrorBand.phase(dampedFrequency: 0, time: 3, zeta: 2).label == "no oscillation (ζ ≥ 1)")
    #expect(ErrorBand.magnitude(peak: 0.05).label == "peak |x| in [1e-2, 1e-1)")
  }
}
