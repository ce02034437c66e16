//===--- CitationText.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Provenance text as the pages print it: every source spelled out as a
// public location (repository and path, or URL), and short names such as
// "PR #3564" expanded to the repository they belong to.
//
//===----------------------------------------------------------------------===//

/// Public citations for the provenance sources SpringMappings names.
enum CitationText {
  /// Source name → public location.
  static let sources: [(name: String, citation: String)] = [
    (
      "SwiftUI swiftinterface (inline source)",
      "SwiftUI.swiftinterface in Apple's SDKs (`@_alwaysEmitIntoClient` source; verbatim port in OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift)"
    ),
    ("Apple documentation", "https://developer.apple.com/documentation (the API's page)"),
    ("UIKit header UITimingParameters.h", "UIKit/UITimingParameters.h in the iOS SDK"),
    ("QuartzCore header CAAnimation.h", "QuartzCore/CAAnimation.h in the iOS SDK"),
    (
      "OpenSwiftUI",
      "OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Animation/Animation/Spring/"
    ),
    (
      "iOS 26.1 decompile (EthanArbuckle/iPhone18-3_26.1_23B85_Restore)",
      "EthanArbuckle/iPhone18-3_26.1_23B85_Restore (iOS 26.1 decompile: UIKitCore UISpringTimingParameters.mm, UIViewSpringAnimationState.mm; QuartzCore CASpringAnimation.mm)"
    ),
    ("OpenUXKit UXViewAnimationContext.m", "OpenUXKit/OpenUXKit, UXViewAnimationContext.m"),
    (
      "androidx/androidx compose animation-core",
      "https://github.com/androidx/androidx, compose/animation/animation-core (SpringSimulation.kt, SpringEstimation.kt)"
    ),
    (
      "androidx dynamicanimation SpringForce.java",
      "https://github.com/androidx/androidx, dynamicanimation (SpringForce.java)"
    ),
    (
      "flutter/flutter spring_simulation.dart",
      "flutter/flutter, packages/flutter/lib/src/physics/spring_simulation.dart"
    ),
    (
      "motiondivision/motion spring.ts",
      "https://github.com/motiondivision/motion (its spring generator, spring.ts)"
    ),
    (
      "pmndrs/react-spring",
      "https://github.com/pmndrs/react-spring (SpringValue, AnimationConfig, config presets)"
    ),
    (
      "facebookarchive/rebound-js",
      "https://github.com/facebookarchive/rebound-js (OrigamiValueConverter, BouncyConversion)"
    ),
  ]

  /// Short names in fact texts, spelled out.
  static let expansions: [(short: String, full: String)] = [
    ("(issue #1207)", "(motiondivision/motion issue #1207)"),
    ("since PR #3564", "since motiondivision/motion pull request #3564"),
    ("(PR #164411)", "(flutter/flutter pull request #164411)"),
    ("(Motion plan 030)", "(motiondivision/motion, design note 030 in its plans/ folder)"),
    (
      "Riley Testut reports k = 1000",
      "Riley Testut reports k = 1000 in rileytestut/Roxas, Roxas/UISpringTimingParameters+Conveniences.m"
    ),
    (
      "Barry et al.'s",
      "Barry et al.'s (D. A. Barry et al., \"Analytical approximations for real values of the Lambert W-function\", Mathematics and Computers in Simulation 53, 95–103, 2000)"
    ),
    ("is reported by the reference notes", "is reported in Docs/Provenance/AppleSpringAPIs.md"),
  ]

  /// `name` as a public citation (the name itself when unknown); "X and Y"
  /// cites both.
  static func citation(_ name: String) -> String {
    if let known = sources.first(where: { $0.name == name }) { return known.citation }
    let parts = name.split(separator: " and ").map(String.init)
    if parts.count > 1, parts.allSatisfy({ part in sources.contains { $0.name == part } }) {
      return parts.map(citation).joined(separator: "; ")
    }
    return name
  }

  /// `text` with every short name spelled out.
  static func expanded(_ text: String) -> String {
    var result = text
    for (short, full) in expansions { result = result.replacing(short, with: full) }
    return result
  }
}

extension String {
  /// Every occurrence of `target` replaced by `replacement` (no Foundation).
  fileprivate func replacing(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
