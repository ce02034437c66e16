//===--- SettlingScorerTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("SettlingScorer: the score of a table scored a batch at a time")
struct SettlingScorerTests {
  @Test("batches of 1, 5 and all rows give the whole table's families and worst rows")
  func batchesAgree() throws {
    let cases = ConformanceCases.settling(
      families: SweepFamily.allCases, count: 6, seed: 20_261_207)
    let truth = try SettlingTruth(cases: cases, jobs: 2)
    // The exact times, some spoiled: relative errors of 1e-12 · row, one
    // missing answer, one mismatch.
    let exact = truth.rowScores(Array(repeating: nil, count: cases.count)).map(\.truth)
    let results: [Double?] = exact.enumerated().map { index, time in
      index == 4
        ? nil : index == 9 ? (time.isFinite ? .infinity : 1) : time * (1 + 1e-12 * Double(index))
    }
    let expected = truth.score(results)
    #expect(expected.worst.prefix(2).map(\.row) == [4, 9])
    for size in [1, 5, cases.count] {
      var scorer = SettlingScorer()
      for start in stride(from: 0, to: cases.count, by: size) {
        let end = min(start + size, cases.count)
        let bad = scorer.score(
          Array(cases[start..<end]), firstRow: start, results: Array(results[start..<end]),
          jobs: 2)
        #expect(bad.isEmpty)
      }
      let score = scorer.finish()
      #expect(score.families.map(\.family) == expected.families.map(\.family), "size \(size)")
      for (got, want) in zip(score.families, expected.families) {
        #expect(got.samples == want.samples && got.nonFinite == want.nonFinite)
        #expect(got.mismatches == want.mismatches && got.relMax == want.relMax)
        #expect(got.residualKMax == want.residualKMax && got.passes == want.passes)
      }
      #expect(score.worst.map(\.row) == expected.worst.map(\.row), "size \(size)")
      #expect(score.worst.map(\.relativeError) == expected.worst.map(\.relativeError))
    }
  }
}
