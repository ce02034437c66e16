//===--- MotionSpringSolverTests.swift ------------------------------------===//
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

@Suite("Motion's findSpring and visualDuration")
struct MotionSpringSolverTests {
  @Test("defaults (0.8 s, bounce 0.3) give ω ≈ 12.30, k ≈ 151: the v = 0 closed form")
  func defaults() throws {
    let result = MotionSpringSolver.findSpring(duration: 0.8, bounce: 0.3)
    #expect(!result.usedFallback)
    let omega = result.stiffness.squareRoot()
    #expect(rounds(omega, to: 12.30, decimals: 2))
    #expect(rounds(result.stiffness, to: 151, decimals: 0))
    // ω = ln(ζ/(0.001√(1−ζ²)))/(ζT) with ζ = 0.7, T = 0.8.
    let closed = log(0.7 / (0.001 * (1 - 0.49).squareRoot())) / (0.7 * 0.8)
    #expect(close(omega, closed, 1e-10))
    #expect(close(result.damping, 2 * 0.7 * omega, 1e-12))
    #expect(try physical("motion.spring.duration", [:]).spring.stiffness == result.stiffness)
  }

  @Test("clamps: bounce < 0 is critical (ωT = 9.2334), bounce near 1 is ζ = 0.05, T to [0.01, 10]")
  func clamps() {
    let critical = MotionSpringSolver.findSpring(duration: 0.5, bounce: -0.7)
    #expect(close(critical.stiffness.squareRoot() * 0.5, criticalSettlingProduct, 1e-9))
    #expect(close(critical.damping, 2 * critical.stiffness.squareRoot(), 1e-15))
    let lively = MotionSpringSolver.findSpring(duration: 0.5, bounce: 0.99)
    #expect(close(lively.damping / (2 * lively.stiffness.squareRoot()), 0.05, 1e-12))
    #expect(MotionSpringSolver.findSpring(duration: 30, bounce: 0.3).duration == 10)
  }

  @Test("visualDuration: ω0 = 2π/(1.2·vd), ζ = clamp(0.05, 1, 1 − bounce)")
  func visualDuration() throws {
    let spring = try physical("motion.spring.visual-duration", [:]).spring
    let omega = 2 * Double.pi / (1.2 * 0.3)
    #expect(close(spring.naturalFrequency, omega, 1e-15))
    #expect(close(spring.dampingRatio, 0.7, 1e-15))
    let clamped = try physical("motion.spring.visual-duration", ["bounce": .number(-1)]).spring
    #expect(close(clamped.dampingRatio, 1, 1e-15))
  }
}
