//===--- GettingStartedExampleTests.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The code of the "Getting started" article (SpringModel's documentation
// catalog), compiled and checked: the article's code block must appear
// here verbatim, and its numbers must hold.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringTestSupport
import Testing

@Suite("The Getting started article's example")
struct GettingStartedExampleTests {
  @Test("the example runs and its numbers hold")
  func example() throws {
    // snippet: getting-started
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)  // ζ = 0.5
    let motion = SpringMotion(spring: spring, position: -1, velocity: 0)
    let state = motion.state(at: 0.25)  // x(0.25 s) and v(0.25 s)
    let settled = try motion.settlingTime(threshold: 0.001)  // 1.2701651956539863 s
    let period = spring.period  // damped period 2π/ωd, in seconds
    print(state.position, state.velocity, settled, period)
    // end snippet
    // Independent values: ω0 = 10, ζ = 0.5, ωd = 5√3, α = 5.
    let omegaD = 5 * 3.0.squareRoot()
    let t = 0.25
    let x = -exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
    #expect(abs(state.position - x) < 1e-15)
    #expect(abs(period - 2 * Double.pi / omegaD) < 1e-15)
    // The settling time: |x(T)| = 0.001 and |x| ≤ 0.001 on a dense grid after it.
    #expect(abs(abs(motion.position(at: settled)) - 0.001) < 1e-15)
    #expect(
      (1...2000).allSatisfy { abs(motion.position(at: settled + Double($0) * 1e-3)) <= 0.001 })
    #expect(abs(settled - 1.2701651956539863) < 1e-12)
  }

  @Test("the article shows the same code")
  func articleMatches() {
    #expect(
      ArticleSnippet.articleShows(
        "getting-started", article: "Sources/SpringModel/Documentation.docc/GettingStarted.md",
        testFile: #filePath))
  }
}
