//===--- FlutterDampingRatioBlameTests.swift ------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39 for Flutter `SpringDescription.withDampingRatio`: damping =
// ratio * 2.0 * math.sqrt(mass * stiffness) (flutter/flutter packages/
// flutter/lib/src/physics/spring_simulation.dart), in binary64.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import Testing

@Suite("Flutter withDampingRatio refused by the parameter at fault (issue 39)")
struct FlutterDampingRatioBlameTests {
  @Test("a ratio overflowing the damping blames ratio, with the value given")
  func hugeRatio() throws {
    let ratio = Double.greatestFiniteMagnitude
    #expect(!(ratio * 2.0 * (1 * 170.0).squareRoot()).isFinite)
    let refused = try #require(
      refusal("flutter.spring.damping-ratio", ["mass": 1, "stiffness": 170, "ratio": ratio]))
    #expect(refused.name == "ratio")
    #expect(refused.value == .number(ratio))
  }

  @Test("mass * stiffness overflowing in Flutter's own arithmetic blames mass and says so")
  func productOverflow() throws {
    let mass = Double.greatestFiniteMagnitude
    // The exact c = 2√(mk) ≈ 3.5e155 is representable; Flutter's product is not.
    #expect(!(mass * 170).isFinite)
    let refused = try #require(
      refusal("flutter.spring.damping-ratio", ["mass": mass, "stiffness": 170, "ratio": 0.7]))
    #expect(refused.name == "mass")
    #expect(refused.value == .number(mass))
    #expect(refused.message.contains("Flutter's own arithmetic"))
    #expect(refused.message.contains("math.sqrt(mass * stiffness)"))
  }
}
