//===--- ConformanceCasesTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("Seeded conformance cases")
struct ConformanceCasesTests {
  @Test("evaluate: count rows per family, 8 times per spring from t = 0, ids 1…N, reproducible")
  func evaluation() {
    let cases = ConformanceCases.evaluation(families: SweepFamily.allCases, count: 20, seed: 9)
    #expect(cases.count == 20 * SweepFamily.allCases.count)
    #expect(cases.map(\.id) == (1...cases.count).map { String($0) })
    for family in SweepFamily.allCases {
      let rows = cases.filter { $0.family == family.rawValue }
      #expect(rows.count == 20)
      // 20 rows: 3 springs, 8 + 8 + 4 times, each spring's times ascending from 0.
      let starts = rows.indices.filter { $0 % 8 == 0 }
      #expect(starts.allSatisfy { rows[$0].time == 0 })
      #expect(Set(rows.map(\.spring)).count == 3)
      #expect(rows.allSatisfy { $0.time >= 0 && $0.time.isFinite })
    }
    let again = ConformanceCases.evaluation(families: SweepFamily.allCases, count: 20, seed: 9)
    #expect(again == cases)
    let other = ConformanceCases.evaluation(families: SweepFamily.allCases, count: 20, seed: 10)
    #expect(other.map(\.spring) != cases.map(\.spring))
  }

  @Test("a family alone has the rows it has among all of them")
  func familyAlone() {
    let all = ConformanceCases.evaluation(families: SweepFamily.allCases, count: 16, seed: 3)
    let alone = ConformanceCases.evaluation(families: [.overdamped], count: 16, seed: 3)
    let strip = { (rows: [EvaluationCase]) in
      rows.map { row -> EvaluationCase in
        var row = row
        row.id = nil
        return row
      }
    }
    #expect(strip(alone) == strip(all.filter { $0.family == "overdamped" }))
    let settleAll = ConformanceCases.settling(families: SweepFamily.allCases, count: 16, seed: 3)
    let settleAlone = ConformanceCases.settling(families: [.nearCritical], count: 16, seed: 3)
    #expect(
      settleAlone.map(\.threshold)
        == settleAll.filter { $0.family == "near-critical" }.map(\.threshold))
  }

  @Test("settle: one spring per row, ε > 0, εv on every other row")
  func settling() {
    let cases = ConformanceCases.settling(families: SweepFamily.allCases, count: 32, seed: 4)
    #expect(cases.count == 32 * SweepFamily.allCases.count)
    for family in SweepFamily.allCases {
      let rows = cases.filter { $0.family == family.rawValue }
      #expect(rows.count == 32)
      #expect(rows.allSatisfy { $0.threshold > 0 && $0.threshold.isFinite })
      #expect(rows.indices.allSatisfy { (rows[$0].velocityThreshold != nil) == ($0 % 2 == 1) })
      #expect(rows.compactMap(\.velocityThreshold).allSatisfy { $0 > 0 && $0.isFinite })
    }
  }

  @Test("every family has a one-line summary")
  func summaries() {
    #expect(SweepFamily.allCases.allSatisfy { !$0.summary.isEmpty && !$0.summary.contains("\n") })
  }
}
