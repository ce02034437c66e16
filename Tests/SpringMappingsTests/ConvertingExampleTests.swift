//===--- ConvertingExampleTests.swift -------------------------------------===//
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
}
