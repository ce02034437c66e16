//===--- UIKitSettlingDurationTests.swift ---------------------------------===//
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

@Suite("UIKit's animator duration (_durationOfSpringAnimation)")
struct UIKitSettlingDurationTests {
  @Test("critical branch matches the public transcription's value checked against the binary")
  func transcriptionVector() throws {
    // ω = 2π/response for the recovered sheet spring (k = 333.333…), whose
    // duration the transcription pins to 0.5058237871186482.
    let omega = 18.257418582058744
    let duration = try #require(
      UIKitSettlingDuration.criticalApproximation(naturalFrequency: omega, velocity: 0))
    #expect(close(duration, 0.5058237871186482, 1e-15))
  }

  @Test("the critical approximation stays within 0.05% of the exact last crossing")
  func approximationAccuracy() throws {
    for omega in [5.0, 18.26, 40.0] {
      for velocity in [0.0, -3.0, 2.0] {
        let approximate = try #require(
          UIKitSettlingDuration.criticalApproximation(naturalFrequency: omega, velocity: velocity))
        // Exact: the last t with (1 + (ω − v)t)e^(−ωt) = 0.001, by bisection.
        let b = omega - velocity
        let exact = bisect(1 / omega, 100 / omega) { (1 + b * $0) * exp(-omega * $0) - 0.001 }
        #expect(
          abs(approximate - exact) <= 5e-4 * exact,
          "ω \(omega) v \(velocity): \(approximate) vs \(exact)")
      }
    }
  }

  @Test("underdamped branch is the envelope bound, overdamped uses the critical one with ω0")
  func branches() throws {
    // m 1, k 100, c 10: ζ 0.5, ω0 10, ωd √75, v = 0.
    let underdamped = try #require(
      UIKitSettlingDuration.duration(mass: 1, stiffness: 100, damping: 10, velocity: 0))
    let bound = -log(0.001 / (1 + 5 / 75.0.squareRoot())) / 5
    #expect(close(underdamped, bound, 1e-15))
    let overdamped = UIKitSettlingDuration.duration(
      mass: 1, stiffness: 100, damping: 60, velocity: 0)
    #expect(
      overdamped == UIKitSettlingDuration.criticalApproximation(naturalFrequency: 10, velocity: 0))
    #expect(UIKitSettlingDuration.duration(mass: 1, stiffness: 100, damping: 0, velocity: 0) == nil)
  }

  @Test("UISpringTimingParameters(): ζ 4.56 and the animator's 0.5058 s")
  func defaultSystemSpring() throws {
    let derived = UISpringTimingDefault().derived(in: .unit)
    let ratio = try #require(derived.first { $0.name == "dampingRatio" }?.value)
    #expect(rounds(ratio, to: 4.56, decimals: 2))
    #expect(close(ratio, 500 / (2 * 3000.0.squareRoot()), 1e-15))
    let duration = try #require(derived.first { $0.name == "settlingDuration" }?.value)
    #expect(rounds(duration, to: 0.5058, decimals: 4))
  }
}
