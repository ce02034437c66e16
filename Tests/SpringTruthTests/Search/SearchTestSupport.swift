//===--- SearchTestSupport.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the search tests share: the textbook form as a search method (it
// lives in SpringEngines, above SpringTruth), and K of a row scored the way
// `springlab score` scores it, through the public EvaluationTruth.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth

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
  return truth.score(results).rows.map(\.conditionScaledError)
}
