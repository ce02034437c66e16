//===--- SwiftUISettlingSolverTests.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Spring(settlingDuration:dampingRatio:epsilon:)")
struct SwiftUISettlingSolverTests {
  @Test("reference row: settling 0.5 s at ζ 0.5 is UIKit's (646.878, 25.434)")
  func referenceRow() throws {
    let spring = try physical(
      "swiftui.spring.settling", ["settling-duration": .number(0.5), "damping-ratio": .number(0.5)]
    ).spring
    #expect(rounds(spring.stiffness, to: 646.878, decimals: 3))
    #expect(rounds(spring.damping, to: 25.434, decimals: 3))
    // SwiftUI stops once a Newton step is ≤ ε = 0.001 rad/s, so it lands
    // within about 1e-9 of the closed form.
    let omega = log(0.5 / (0.001 * 0.75.squareRoot())) / (0.5 * 0.5)
    #expect(close(spring.naturalFrequency, omega, 1e-8))
  }

  @Test("ζ = 1 solves (1 + ωT)e^(−ωT) = ε; ζ > 1 is clamped to 1; epsilon is honoured")
  func criticalAndEpsilon() throws {
    for duration in [0.2, 0.5, 2.0] {
      let omega = SwiftUISettlingSolver.naturalFrequency(
        settlingDuration: duration, dampingRatio: 1)
      #expect(close(omega * duration, criticalSettlingProduct, 1e-6))
      #expect(
        SwiftUISettlingSolver.naturalFrequency(settlingDuration: duration, dampingRatio: 3) == omega
      )
    }
    let loose = SwiftUISettlingSolver.naturalFrequency(
      settlingDuration: 0.5, dampingRatio: 0.5, epsilon: 0.01)
    #expect(close(loose, log(0.5 / (0.01 * 0.75.squareRoot())) / 0.25, 1e-6))
  }

  @Test("inverse: the settling duration that yields a given spring")
  func inverse() throws {
    let omega = SwiftUISettlingSolver.naturalFrequency(settlingDuration: 0.42, dampingRatio: 0.6)
    #expect(
      try SwiftUISettlingSolver.settlingDuration(producing: omega, dampingRatio: 0.6).get() == 0.42)
  }
}
