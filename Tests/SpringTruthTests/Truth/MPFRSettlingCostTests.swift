//===--- MPFRSettlingCostTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the truth's settling search costs, in closed-form evaluations in
// MPFR — deterministic, so asserted (Docs/Budgets.md: `score --task
// settle`). The refinement is a Newton iteration safeguarded inside a
// bracket, started from SpringModel's binary64 crossing: three steps reach
// the tolerance, one probe past the predicted crossing closes the bracket,
// and two heights confirm which extremum is the last above ε. Two defects
// made it bisect to the last bit instead (about 130 evaluations a row): a
// Newton step that landed exactly on t (|y(t)| = ε to the last bit) was
// taken for one outside the bracket, and Newton converging from one side —
// which never moves the bracket's far end — was cut short for not halving
// the bracket.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("The truth's settling search: evaluations per threshold")
struct MPFRSettlingCostTests {
  @Test(
    "seeded settle cases of every family: about 6 evaluations per threshold, 24 at most",
    arguments: SweepFamily.allCases)
  func evaluationsPerThreshold(family: SweepFamily) throws {
    let cases = ConformanceCases.settling(families: [family], count: 300, seed: 20_261_207)
    var thresholds = 0
    var evaluations = 0
    var most = 0
    for settlingCase in cases {
      let truth = MPFRTruth(spring: settlingCase.spring, initialState: settlingCase.initialState)
      let search = try truth.settlingSearch(
        threshold: settlingCase.threshold, velocityThreshold: settlingCase.velocityThreshold)
      let count = settlingCase.velocityThreshold == nil ? 1 : 2
      thresholds += count
      evaluations += search.evaluations
      most = max(most, search.evaluations)
    }
    let mean = Double(evaluations) / Double(thresholds)
    print("settling search \(family): \(mean) evaluations per threshold, at most \(most) a case")
    #expect(mean <= 8)
    #expect(most <= 24)
  }
}
