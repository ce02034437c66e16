//===--- PhysicalSpringTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("Physical spring: equivalence of two normalized motions")
struct PhysicalSpringTests {
  @Test("ω0 beyond binary64 is equivalent only to itself, never to a finite spring")
  func overflowedFrequency() throws {
    // UISpringTimingParameters()'s fixed spring: m 3, k 1000, c 500.
    let fixed = PhysicalSpring(spring: try Spring(mass: 3, stiffness: 1000, damping: 500))
    // m = 5e-324, k = 1e300: ω0 = √k/√m ≈ 4.5e311 does not fit in binary64;
    // c = 2ζ√m√k gives it the same ζ, so only ω0 tells the two apart.
    let zeta = 500 / (2 * (3.0 * 1000).squareRoot())
    let huge = PhysicalSpring(
      spring: try Spring(
        mass: 5e-324, stiffness: 1e300,
        damping: 2 * zeta * (5e-324).squareRoot() * (1e300).squareRoot()))
    #expect(!huge.spring.naturalFrequency.isFinite)
    #expect(abs(huge.spring.dampingRatio - fixed.spring.dampingRatio) <= 1e-12 * zeta)
    #expect(!huge.isEquivalent(to: fixed))
    #expect(!fixed.isEquivalent(to: huge))
    #expect(huge.isEquivalent(to: huge))
  }

  @Test("finite springs agree within the relative tolerance and not beyond it")
  func relativeTolerance() throws {
    let spring = PhysicalSpring(
      spring: try Spring(naturalFrequency: 10, dampingRatio: 0.5), initialVelocity: 2)
    let nudged = PhysicalSpring(
      spring: try Spring(naturalFrequency: 10 * (1 + 1e-10), dampingRatio: 0.5),
      initialVelocity: 2)
    let moved = PhysicalSpring(
      spring: try Spring(naturalFrequency: 10 * (1 + 1e-7), dampingRatio: 0.5),
      initialVelocity: 2)
    #expect(spring.isEquivalent(to: nudged))
    #expect(!spring.isEquivalent(to: moved))
  }
}
