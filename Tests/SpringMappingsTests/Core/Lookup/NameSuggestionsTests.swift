//===--- NameSuggestionsTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import Testing

@Suite("Name suggestions: edit distance and the nearest names")
struct NameSuggestionsTests {
  @Test(
    "edit distance against hand counts (insert, delete, substitute, transpose; case-insensitive)",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("spring", "spring", 0),
      ("sprnig", "spring", 1),  // one transposition
      ("sprig", "spring", 1),  // one insertion
      ("springs", "spring", 1),  // one deletion
      ("sprang", "spring", 1),  // one substitution
      ("Spring", "sPRING", 0), ("kitten", "sitting", 3), ("dampingratio", "dampingfraction", 3),
    ])
  func distance(a: String, b: String, expected: Int) {
    #expect(NameSuggestions.distance(a, b) == expected)
    #expect(NameSuggestions.distance(b, a) == expected)
  }

  @Test("the nearest ids of a mistyped id; nothing for a name far from all")
  func nearestIDs() {
    #expect(
      SpringAPIRegistry.suggestedIDs(for: "swiftui.animation.sprig") == ["swiftui.animation.spring"]
    )
    #expect(SpringAPIRegistry.suggestedIDs(for: "ca.sprnig") == ["ca.spring"])
    #expect(SpringAPIRegistry.suggestedIDs(for: "compose.sping") == ["compose.spring"])
    #expect(SpringAPIRegistry.suggestedIDs(for: "qqqqqqqqqqqqqqqqq").isEmpty)
    // A prefix far in edits from every id still finds the ids that contain it.
    let flutter = SpringAPIRegistry.suggestedIDs(for: "flutter")
    #expect(
      flutter == [
        "flutter.spring", "flutter.spring.damping-ratio", "flutter.spring.duration-bounce",
      ])
    #expect(NameSuggestions.didYouMean([]) == "")
    #expect(NameSuggestions.didYouMean(["a"]) == "; did you mean 'a'?")
    #expect(NameSuggestions.didYouMean(["a", "b", "c"]) == "; did you mean 'a', 'b' or 'c'?")
  }

  @Test("a vendor's argument label means the kebab-case parameter")
  func labels() throws {
    let uiview = try SpringAPIRegistry.family(id: "uikit.uiview.damping").api
    #expect(uiview.parameter(matching: "usingSpringWithDamping")?.name == "damping")
    #expect(uiview.parameter(matching: "initialSpringVelocity")?.name == "velocity")
    #expect(uiview.parameter(matching: "withDuration")?.name == "duration")
    let fluid = try SpringAPIRegistry.family(id: "swiftui.animation.spring").api
    #expect(fluid.parameter(matching: "dampingFraction")?.name == "damping-fraction")
    #expect(fluid.parameter(matching: "blendDuration")?.name == "blend-duration")
    // Kotlin's dampingRatio is not SwiftUI's dampingFraction: suggested, not taken.
    #expect(fluid.parameter(matching: "dampingRatio") == nil)
    #expect(
      fluid.suggestedParameters(for: "dampingRatio") == ["--damping-fraction (dampingFraction)"])
    let compose = try SpringAPIRegistry.family(id: "compose.spring").api
    #expect(compose.parameter(matching: "dampingRatio")?.name == "damping-ratio")
    #expect(compose.parameter(matching: "initialVelocity")?.name == "velocity")
    #expect(compose.parameter(matching: "stiffnes") == nil)
    #expect(compose.suggestedParameters(for: "stiffnes") == ["--stiffness"])
  }

  @Test("a search matches id, platform, signature and parameters; targets take ids and platforms")
  func search() throws {
    let all = SpringAPIRegistry.apis
    #expect(SpringAPIRegistry.apis(matching: "").map(\.id) == all.map(\.id))
    // By platform, case-insensitively: exactly the APIs of that platform.
    #expect(
      SpringAPIRegistry.apis(matching: "jetpack compose").map(\.id)
        == all.filter { $0.platform == .compose }.map(\.id))
    // By signature: `usingSpringWithDamping` appears in one signature only.
    #expect(
      SpringAPIRegistry.apis(matching: "usingspringwithdamping").map(\.id) == [
        "uikit.uiview.damping"
      ])
    // By parameter, label or kebab-case spelling alike.
    let fraction = SpringAPIRegistry.apis(matching: "dampingFraction").map(\.id)
    #expect(fraction == SpringAPIRegistry.apis(matching: "damping-fraction").map(\.id))
    #expect(fraction == all.filter { $0.parameterNames.contains("damping-fraction") }.map(\.id))
    #expect(SpringAPIRegistry.apis(matching: "no such thing").isEmpty)

    let targets = try SpringAPIRegistry.targets(named: [
      "Compose", "ca.spring", "UIKIT", "ca.spring",
    ])
    #expect(
      targets.map(\.id)
        == all.filter { $0.platform == .uikit || $0.platform == .compose || $0.id == "ca.spring" }
        .map(\.id))
    #expect(throws: MappingError.unknownTarget("compse", suggestions: ["Compose"])) {
      try SpringAPIRegistry.targets(named: ["compse"])
    }
  }
}
