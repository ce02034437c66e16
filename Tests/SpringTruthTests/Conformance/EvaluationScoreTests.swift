//===--- EvaluationScoreTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringTruth
import Testing

@Suite("Scoring evaluate results: E, K, non-finite rows, families, verdicts")
struct EvaluationScoreTests {
  /// x = x0 cos t + v0 sin t.
  let undamped: Spring

  init() throws { undamped = try Spring(mass: 1, stiffness: 1, damping: 0) }

  func evaluationCase(
    _ spring: Spring, _ x0: Double, _ v0: Double, t: Double, family: String = "f"
  ) -> EvaluationCase {
    EvaluationCase(
      family: family, spring: spring, initialState: SpringState(position: x0, velocity: v0), time: t
    )
  }

  @Test("the truth rounded to binary64 scores K ≤ 1/2 on every family")
  func roundedTruth() throws {
    // |x − RN(x)| ≤ 2⁻⁵³|x| ≤ 2⁻⁵³ peak|x|, so E ≤ 2⁻⁵³ and K ≤ 1/2.
    let cases = ConformanceCases.evaluation(families: SweepFamily.allCases, count: 40, seed: 5)
    let truth = try EvaluationTruth(cases: cases)
    let results: [SpringState?] = cases.map { truthState($0.spring, $0.initialState, at: $0.time) }
    let score = truth.score(results)
    #expect(score.passes)
    for family in score.families {
      #expect(family.samples == 40 && family.nonFinite == 0)
      #expect(try #require(family.k).max <= 0.5, "\(family.family)")
    }
  }

  @Test("an error of 2⁻⁴⁰ at the peak is K = 4096; the bound decides the verdict")
  func knownK() throws {
    // x = cos t from (1, 0): peak|x| = 1 at t = 0, where the phase factor is 1.
    let cases = [evaluationCase(undamped, 1, 0, t: 0)]
    let truth = try EvaluationTruth(cases: cases)
    let results = [SpringState(position: 1 + 0x1p-40, velocity: 0)]
    let score = truth.score(results)
    let row = truth.rowScores(results)[0]
    let k = try #require(row.conditionScaledError)
    #expect(abs(k - 4096) < 1e-9)
    #expect(abs(try #require(row.normalizedError) - 0x1p-40) < 1e-25)
    #expect(score.families[0].k?.max == k && score.worst[0].conditionScaledError == k)
    #expect(!score.passes)
    #expect(truth.score([SpringState(position: 1 + 0x1p-40, velocity: 0)], bound: 5000).passes)
  }

  @Test("the phase factor 1 + |ωd t|: the same absolute error at ωd t = 3 counts 4 times less")
  func phaseFactor() throws {
    let cases = [evaluationCase(undamped, 1, 0, t: 3)]
    let truth = try EvaluationTruth(cases: cases)
    let exact = truthState(undamped, SpringState(position: 1, velocity: 0), at: 3)
    // Δx = 2⁻⁴⁸ on a peak of 1, phase factor 4: K = 2⁻⁴⁸ / (2⁻⁵² · 4) = 4, up to
    // the rounding of the exact value (≤ 2⁻⁵⁴, i.e. ± 1/16 in K).
    let rows = truth.rowScores([
      SpringState(position: exact.position + 0x1p-48, velocity: exact.velocity)
    ])
    let k = try #require(rows[0].conditionScaledError)
    #expect(abs(k - 4) <= 1.0 / 16)
  }

  @Test("missing, NaN and infinite results are non-finite rows, listed first among the worst")
  func nonFinite() throws {
    let cases = (0..<4).map { evaluationCase(undamped, 1, 0, t: Double($0)) }
    let truth = try EvaluationTruth(cases: cases)
    let good = truthState(undamped, SpringState(position: 1, velocity: 0), at: 0)
    let score = truth.score([
      good, nil, SpringState(position: .nan, velocity: 0),
      SpringState(position: 0, velocity: -.infinity),
    ])
    let family = try #require(score.families.first)
    #expect(family.samples == 4 && family.nonFinite == 3 && !family.passes)
    #expect(family.k?.count == 1)
    #expect(score.worst.map(\.row) == [1, 2, 3, 0])
    #expect(score.worst.prefix(3).allSatisfy { $0.isNonFinite })
  }

  @Test("a motion at rest: zeros score 0, anything else is infinitely wrong (non-finite)")
  func rest() throws {
    let cases = [
      evaluationCase(undamped, 0, 0, t: 1), evaluationCase(undamped, 0, 0, t: 2),
    ]
    let truth = try EvaluationTruth(cases: cases)
    let results = [
      SpringState(position: -0.0, velocity: 0), SpringState(position: 1e-300, velocity: 0),
    ]
    let score = truth.score(results)
    let rows = truth.rowScores(results)
    #expect(rows[0].conditionScaledError == 0)
    #expect(rows[1].isNonFinite)
    #expect(score.families[0].nonFinite == 1)
  }

  @Test("families in order of first appearance, each with its own verdict")
  func families() throws {
    let cases = [
      evaluationCase(undamped, 1, 0, t: 0, family: "b"),
      evaluationCase(undamped, 1, 0, t: 0, family: "a"),
      evaluationCase(undamped, 1, 0, t: 0, family: "b"),
    ]
    let truth = try EvaluationTruth(cases: cases)
    let score = truth.score([
      SpringState(position: 1, velocity: 0), SpringState(position: 1.5, velocity: 0),
      SpringState(position: 1, velocity: 0),
    ])
    #expect(score.families.map(\.family) == ["b", "a"])
    #expect(score.families.map(\.samples) == [2, 1])
    #expect(score.families.map(\.passes) == [true, false])
    // E = 0.5 on a peak of 1: K = 2⁵¹.
    #expect(score.families[1].k?.max == 0x1p51)
    #expect(score.worst.first?.row == 1)
  }

  @Test("at most 10 worst rows, largest K first")
  func worstRows() throws {
    let cases = (0..<25).map { evaluationCase(undamped, 1, 0, t: 0, family: "f\($0 % 3)") }
    let truth = try EvaluationTruth(cases: cases)
    let score = truth.score(
      cases.indices.map { SpringState(position: 1 + Double($0) * 0x1p-50, velocity: 0) })
    #expect(score.worst.count == Conformance.worstRowCount)
    #expect(score.worst.map(\.row) == Array((15..<25).reversed()))
  }

  @Test("a peak beyond binary64 is refused as unrepresentable")
  func unrepresentable() throws {
    // Overdamped, pushed away from the target: |x| grows from 1.7e308 past
    // the largest double.
    let spring = try Spring(mass: 1, stiffness: 1, damping: 3)
    let cases = [evaluationCase(spring, 1.7e308, 1.7e308, t: 0)]
    #expect(throws: UnrepresentableTruth.self) { try EvaluationTruth(cases: cases) }
  }
}
