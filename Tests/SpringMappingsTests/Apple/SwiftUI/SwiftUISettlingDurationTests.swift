//===--- SwiftUISettlingDurationTests.swift -------------------------------===//
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

@Suite("SwiftUI's settlingDuration and interpolating-spring duration")
struct SwiftUISettlingDurationTests {
  @Test("underdamped: −ln(ε/(|λ − v0| + 1))/λ, without Core Animation's 1/ωd")
  func underdamped() throws {
    // Spring(duration: 0.5, bounce: 0.3): λ = 0.7·4π.
    let family = try SwiftUISpringDurationBounce { ($0.duration, $0.bounce) = (0.5, 0.3) }
    let lambda = 0.7 * 4 * Double.pi
    let swiftUI = SwiftUISettlingDuration.springSettlingDuration(family.storage, velocity: 0)
    #expect(close(swiftUI, log((lambda + 1) / 0.001) / lambda, 1e-14))
    #expect(
      close(
        SwiftUISettlingDuration.springSettlingDuration(family.storage, velocity: 3),
        log((abs(lambda - 3) + 1) / 0.001) / lambda, 1e-14))
    // Core Animation's bound for the same spring differs.
    let spring = try family.physical(in: .unit).spring
    let ca = try #require(
      CoreAnimationSettlingDuration.duration(spring: spring, velocity: 0, allowsOverdamping: false))
    #expect(abs(ca - swiftUI) > 0.1)
  }

  @Test("critical and overdamped: the 0.1 s grid; undamped: infinite")
  func gridAndUndamped() throws {
    let smooth = try SwiftUISmoothSpring { _ in }.durationBounce.storage
    #expect(abs(SwiftUISettlingDuration.springSettlingDuration(smooth, velocity: 0) - 0.8) < 1e-12)
    let undamped = SwiftUISpringStorage(
      mass: 1, stiffness: 100, damping: 0, allowOverDamping: false)
    #expect(SwiftUISettlingDuration.springSettlingDuration(undamped, velocity: 0) == .infinity)
    let derived = try SwiftUISmoothSpring { _ in }.derived(in: .unit)
    #expect(abs((derived.first { $0.name == "settlingDuration" }?.value ?? 0) - 0.8) < 1e-12)
  }

  @Test("the grid walk gives up after 1024 steps in SwiftUI (answering 0), not in Core Animation")
  func gridCap() throws {
    // Overdamping not allowed: stored as critical with ω0 = 0.05, whose
    // (1 + ω0 t)e^(−ω0 t) = 0.001 at t ≈ 185 s, past 1024 steps of 0.1 s.
    let slow = SwiftUISpringStorage(
      mass: 1, stiffness: 0.0025, damping: 0.2, allowOverDamping: false)
    #expect(slow.angularFrequency == 0)
    #expect(SwiftUISettlingDuration.springSettlingDuration(slow, velocity: 0) == 0)
    let ca = try #require(
      CoreAnimationSettlingDuration.duration(
        spring: try slow.spring(), velocity: 0, allowsOverdamping: false))
    #expect(abs(ca - criticalSettlingProduct / 0.05) < 0.1 + 1e-9)
  }

  @Test("interpolatingSpring's duration: Core Animation's bound; ζ > 1 timed as critical")
  func interpolating() throws {
    let underdamped = try spring(1, 100, 10)
    #expect(
      SwiftUISettlingDuration.interpolatingSpringDuration(underdamped, velocity: 0.5)
        == CoreAnimationSettlingDuration.duration(
          spring: underdamped, velocity: 0.5, allowsOverdamping: false))
    #expect(
      SwiftUISettlingDuration.interpolatingSpringDuration(try spring(1, 100, 80), velocity: 0)
        == SwiftUISettlingDuration.interpolatingSpringDuration(try spring(1, 100, 20), velocity: 0))
  }
}
