//===--- WebSpringBlameTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39 for react-spring `{ frequency, damping, mass }` (tension =
// (2π/f)²·m, friction = 4π·ζ·m/f, pmndrs/react-spring AnimationConfig.ts)
// and Motion `spring(visualDuration, bounce)` (k = (2π/(1.2·d))², Motion
// spring.ts): an overflowing coefficient blames the parameter that made
// it overflow, with the value given.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import Testing

@Suite("Web springs refused by the parameter at fault (issue 39)")
struct WebSpringBlameTests {
  @Test("react-spring.frequency: friction overflowing through damping blames damping")
  func hugeDamping() throws {
    let damping = Double.greatestFiniteMagnitude
    #expect(!(4 * Double.pi * damping * 1 / 1).isFinite)
    let refused = try #require(
      refusal("react-spring.frequency", ["frequency": 1, "damping": damping]))
    #expect(refused.name == "damping")
    #expect(refused.value == .number(damping))
  }

  @Test("react-spring.frequency: tension overflowing through mass blames mass")
  func hugeMass() throws {
    let mass = Double.greatestFiniteMagnitude
    #expect(!(pow2(2 * Double.pi / 1) * mass).isFinite)
    let refused = try #require(refusal("react-spring.frequency", ["frequency": 1, "mass": mass]))
    #expect(refused.name == "mass")
    #expect(refused.value == .number(mass))
  }

  @Test("react-spring.frequency: tension underflowing through frequency quotes the frequency")
  func hugeFrequency() throws {
    let frequency = 1e300
    #expect(pow2(2 * Double.pi / frequency) == 0)
    let refused = try #require(refusal("react-spring.frequency", ["frequency": frequency]))
    #expect(refused.name == "frequency")
    #expect(refused.value == .number(frequency))
  }

  @Test(
    "motion.spring.visual-duration quotes the visual duration given",
    arguments: [5e-324, 1e-300, Double.greatestFiniteMagnitude])
  func visualDuration(duration: Double) throws {
    let refused = try #require(
      refusal("motion.spring.visual-duration", ["visual-duration": duration]))
    #expect(refused.name == "visual-duration")
    #expect(refused.value == .number(duration))
  }

  private func pow2(_ x: Double) -> Double { x * x }
}
