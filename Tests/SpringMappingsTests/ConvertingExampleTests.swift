//===--- ConvertingExampleTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The code of the "Choosing and converting a spring API" article
// (SpringMappings' documentation catalog), compiled and checked.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringTestSupport
import Testing

@Suite("The converting article's example")
struct ConvertingExampleTests {
  @Test("Animation.spring(response: 0.5, dampingFraction: 0.8) is k = (2π/0.5)², ζ = 0.8")
  func example() throws {
    // snippet: converting
    let conversion = try SpringConversion(
      from: "swiftui.animation.spring",
      parameters: ["response": .number(0.5), "damping-fraction": .number(0.8)])
    print(conversion.physical.spring)
    // end snippet
    let spring = conversion.physical.spring
    let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - k) <= 1e-12 * k)
    #expect(abs(spring.dampingRatio - 0.8) <= 1e-12)
  }

  @Test("the article shows the same code")
  func articleMatches() {
    #expect(
      ArticleSnippet.articleShows(
        "converting",
        article: "Sources/SpringMappings/Documentation.docc/ChoosingAndConvertingASpringAPI.md",
        testFile: #filePath))
  }

  @Test("the article's typed example: the SwiftUI spring in Compose's terms")
  func articleExample() throws {
    // snippet: converting-typed
    let swiftUI = try SwiftUISpringResponse(response: 0.5, dampingRatio: 0.8)
    let conversion = try SpringConversion(source: swiftUI)
    let compose = conversion.entries.first { $0.api.id == "compose.spring" }
    print(compose?.parameters ?? [])
    // end snippet
    let entry = try #require(compose)
    #expect(entry.isRepresentable)
    let values = Dictionary(entry.parameters.map { ($0.name, $0.value) }) { a, _ in a }
    #expect(values["damping-ratio"] == .number(0.8))
    guard case .number(let stiffness)? = values["stiffness"] else {
      Issue.record("no stiffness")
      return
    }
    let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
    #expect(abs(stiffness - k) <= 1e-6 * k)
    #expect(
      ArticleSnippet.articleShows(
        "converting-typed",
        article: "Sources/SpringMappings/Documentation.docc/ChoosingAndConvertingASpringAPI.md",
        testFile: #filePath))
  }
}
