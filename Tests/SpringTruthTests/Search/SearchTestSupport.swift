//===--- SearchTestSupport.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the search tests share: the textbook form as a search method (it
// lives in SpringEngines, above SpringTruth), and K of a row scored the way
// `springlab score` scores it, through the public EvaluationTruth, and the
// K ≤ 2 expectation every search outcome of SpringLab's methods meets.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth
import Testing

/// The textbook two-exponential form (`TextbookClosedForm`), the method
/// the search must find far above K = 2.
let textbookMethod = SearchMethod(name: "textbook") { spring, start, t in
  TextbookClosedForm(spring: spring, initialState: start).state(at: t)
}

/// SpringLab's three evaluation paths.
let springLabMethods: [SearchMethod] = [.closedForm, .batched, .frameGrid]

/// K of `method` on each row, as `springlab score` computes it (nil for a
/// row it counts as non-finite).
func scoredK(_ method: SearchMethod, on rows: [EvaluationCase]) throws -> [Double?] {
  let truth = try EvaluationTruth(cases: rows)
  let results = rows.map { row -> SpringState? in
    method.evaluate(row.spring, row.initialState, row.time)
  }
  return truth.rowScores(results).map(\.conditionScaledError)
}

/// Expects each outcome of SpringLab's methods to have a measurable worst
/// row, no non-finite row, and K ≤ 2 (issue 28's bound, Docs/ErrorAnalysis.md).
func expectWithinBound(_ outcomes: [SearchOutcome], family: SweepFamily) {
  for outcome in outcomes {
    let worst = outcome.worst
    #expect(worst != nil && outcome.nonFinite == 0)
    let k = worst?.k ?? .infinity
    #expect(
      k <= 2,
      """
      \(family.rawValue) \(outcome.method): K = \(k) at \(String(describing: worst?.row)) \
      (aimed phase: \(outcome.aimedRows) rows, worst K \(outcome.aimedWorst?.k ?? 0))
      """)
  }
}
