//===--- ReferenceArticleExampleTests.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The code of "The reference integrator" article (SpringReference's
// documentation catalog), compiled and checked against the closed form.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference
import SpringTestSupport
import Testing

@Suite("The reference integrator article's example")
struct ReferenceArticleExampleTests {
  @Test("rk8pd at 1e-12 agrees with the closed form to 1e-10")
  func example() throws {
    // snippet: reference-integrator
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-12)
    let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
    let run = try integrator.trajectory(
      of: spring, from: SpringState(position: -1, velocity: 0), at: [0.1, 0.5, 1.0])
    print(run.states.map(\.position), run.statistics.acceptedSteps)
    // end snippet
    let motion = SpringMotion(spring: spring, position: -1, velocity: 0)
    for (time, state) in zip(run.times, run.states) {
      #expect(abs(state.position - motion.position(at: time)) < 1e-10)
      #expect(abs(state.velocity - motion.velocity(at: time)) < 1e-9)
    }
    #expect(run.statistics.acceptedSteps > 0)
  }

  @Test("the article shows the same code")
  func articleMatches() {
    #expect(
      ArticleSnippet.articleShows(
        "reference-integrator",
        article: "Sources/SpringReference/Documentation.docc/TheReferenceIntegrator.md",
        testFile: #filePath))
  }
}
