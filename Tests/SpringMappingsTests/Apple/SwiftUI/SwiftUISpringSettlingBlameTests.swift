//===--- SwiftUISpringSettlingBlameTests.swift ----------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39 for `Spring(settlingDuration:dampingRatio:epsilon:)`: SwiftUI
// clamps ζ to [ulpOfOne, 1] and solves (ζ/√(1−ζ²))e^(−ζω0T) = ε (OpenSwiftUI
// Spring+SettlingDurationDampingRatio.swift). The left side starts at
// ζ/√(1−ζ²) when ω0 = 0 and only falls, so there is no ω0 > 0 unless it
// starts above ε: a damping ratio too small for the default ε is at fault,
// otherwise the epsilon.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import Testing

@Suite("Spring(settlingDuration:dampingRatio:epsilon:) refused by name (issue 39)")
struct SwiftUISpringSettlingBlameTests {
  @Test(
    "a damping ratio whose envelope starts below ε blames damping-ratio",
    arguments: [0, 5e-324, 2.2250738585072014e-308, 1e-10])
  func tinyDampingRatio(zeta: Double) throws {
    let clamped = max(zeta, Double.ulpOfOne)
    #expect(clamped / (1 - clamped * clamped).squareRoot() < 0.001)
    let refused = try #require(
      refusal("swiftui.spring.settling", ["settling-duration": 0.5, "damping-ratio": zeta]))
    #expect(refused.name == "damping-ratio")
    #expect(refused.value == .number(zeta))
  }

  @Test(
    "an epsilon above where ζ = 0.7's envelope starts blames epsilon",
    arguments: [0.99, 0.9999, 1])
  func largeEpsilon(epsilon: Double) throws {
    #expect(0.7 / (1 - 0.49).squareRoot() < epsilon)
    let refused = try #require(
      refusal(
        "swiftui.spring.settling",
        ["settling-duration": 0.5, "damping-ratio": 0.7, "epsilon": epsilon]))
    #expect(refused.name == "epsilon")
    #expect(refused.value == .number(epsilon))
  }
}
