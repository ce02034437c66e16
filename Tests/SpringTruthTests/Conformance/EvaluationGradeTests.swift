//===--- EvaluationGradeTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The textbook two-exponential form graded as issue 47 describes it:
// ui-exact on everyday springs, not faithful near ζ = 1.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("Evaluation grades: faithful and ui-exact")
struct EvaluationGradeTests {
  @Test("textbook: ui-exact on ui springs, not faithful near-critical; the grade picks the verdict")
  func textbook() throws {
    for grade in EvaluationGrade.allCases {
      let score = try Conformance.validate(
        TextbookEvaluator(), families: [.ui, .nearCritical], count: 64, seed: 9, grade: grade)
      #expect(score.grade == grade)
      let ui = try #require(score.families.first { $0.family == "ui" })
      let near = try #require(score.families.first { $0.family == "near-critical" })
      #expect(ui.uiExact && !near.faithful)
      #expect(ui.passes == (grade == .faithful ? ui.faithful : ui.uiExact))
      #expect(near.passes == (grade == .faithful ? near.faithful : near.uiExact))
    }
    // SpringLab's closed form holds both grades.
    let own = try Conformance.validate(SpringMotionEvaluator(), count: 32, seed: 9)
    #expect(own.families.allSatisfy { $0.faithful && $0.uiExact })
  }
}
