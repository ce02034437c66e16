//===--- EvaluationScorerTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("EvaluationScorer: the score of a table scored a batch at a time")
struct EvaluationScorerTests {
  /// 40 rows of each family (seeded), and SpringLab's closed form with some
  /// answers spoiled: every 7th position off by 1e-12 relative, every 50th
  /// missing and one NaN.
  static let cases = ConformanceCases.evaluation(
    families: SweepFamily.allCases, count: 40, seed: 20_261_207)
  static let results: [SpringState?] = cases.enumerated().map { index, row in
    if index % 50 == 49 { return nil }
    if index == 3 { return SpringState(position: .nan, velocity: 0) }
    var state = SearchMethod.closedForm.evaluate(row.spring, row.initialState, row.time)
    if index % 7 == 0 { state.position *= 1 + 1e-12 }
    return state
  }

  /// The score of every row at once, as `EvaluationTruth` gives it.
  static func whole() throws -> EvaluationScore {
    try EvaluationTruth(cases: cases).score(results)
  }

  @Test("batches of 1, 7, 64 and all rows give the whole table's families and worst rows")
  func batchesAgree() throws {
    let expected = try Self.whole()
    #expect(expected.worst.count == Conformance.worstRowCount)
    #expect(expected.worst.prefix(5).allSatisfy { $0.isNonFinite })
    for size in [1, 7, 64, Self.cases.count] {
      var scorer = EvaluationScorer()
      for start in stride(from: 0, to: Self.cases.count, by: size) {
        let end = min(start + size, Self.cases.count)
        let bad = scorer.score(
          Array(Self.cases[start..<end]), firstRow: start,
          results: Array(Self.results[start..<end]),
          jobs: 2)
        #expect(bad.isEmpty)
      }
      let score = scorer.finish()
      #expect(score.families.map(\.family) == expected.families.map(\.family), "size \(size)")
      for (got, want) in zip(score.families, expected.families) {
        #expect(got.samples == want.samples && got.nonFinite == want.nonFinite, "size \(size)")
        #expect(got.k == want.k && got.eMax == want.eMax && got.passes == want.passes)
      }
      #expect(score.worst.map(\.row) == expected.worst.map(\.row), "size \(size)")
      #expect(
        score.worst.map(\.conditionScaledError) == expected.worst.map(\.conditionScaledError))
    }
  }

  @Test("a motion whose peak overflows binary64 is named by its row in the table, not scored")
  func unrepresentable() throws {
    // x0 = 1e308 with v0 = 1e308 · ω: the peak of x is beyond binary64.
    let spring = try Spring(mass: 1, stiffness: 4, damping: 0)
    let rows = [
      EvaluationCase(
        family: "a", spring: spring, initialState: SpringState(position: 1, velocity: 0), time: 1),
      EvaluationCase(
        family: "a", spring: spring,
        initialState: SpringState(position: 1.7e308, velocity: 1.7e308), time: 1),
    ]
    var scorer = EvaluationScorer()
    let bad = scorer.score(rows, firstRow: 100, results: [nil, nil])
    #expect(bad.map(\.row) == [101])
    #expect(bad.first?.reason == "the motion's peak |x| is beyond binary64's range")
    #expect(scorer.finish().families.first?.samples == 1)
  }
}
