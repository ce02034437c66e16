//===--- PerceptualSpringEdgeTests.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Apple's (duration, bounce) and (response, dampingRatio) springs at the
// edges of their domains, against the published formula evaluated in MPFR
// from the exact binary64 inputs: m = 1, k = (2π/duration)², ζ = 1/(1 +
// bounce) below 0 and 1 − bounce above, c = 2√k·ζ [SwiftUI swiftinterface,
// `springStiffness(response:)`, `springDamping(fraction:stiffness:)`,
// `springDampingFraction(bounce:)`; see Docs and
// Sources/SpringMappings/Apple/PerceptualSpring.swift]. The stiffness does
// not depend on the bounce; a spring the formula cannot give in binary64
// is refused naming the parameter at fault, quoting the value as given.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringTruth
import Testing

@Suite("Perceptual springs at the edges of their domains, against MPFR")
struct PerceptualSpringEdgeTests {
  /// (k, c) of the published formula, correctly rounded from 256 bits.
  static func formula(duration: Double, dampingRatio zeta: MPFRNumber) -> (k: Double, c: Double) {
    let frequency = 2 * MPFRNumber.pi(precision: 256) / MPFRNumber(duration, precision: 256)
    let k = frequency * frequency
    return (k.double, (2 * k.squareRoot() * zeta).double)
  }

  /// ζ of Apple's bounce, exactly from the binary64 bounce.
  static func dampingRatio(bounce: Double) -> MPFRNumber {
    let b = MPFRNumber(bounce, precision: 256)
    return bounce < 0 ? 1.0 / (b + 1.0) : 1.0 - b
  }

  /// Relative agreement within `ulps` units in the last place of `truth`.
  static func agrees(_ value: Double, _ truth: Double, ulps: Double = 4) -> Bool {
    abs(value - truth) <= ulps * truth.ulp
  }

  static let bounces = [
    -0.999999, -0.99999999, -0.999999999, -0.9999999999999, -1 + 0x1p-53, -0.5, 0, 0.3, 0.999999,
    1,
  ]
  static let durations = [0.5, 1e-5, 3e-150, 1e150, 0.15]

  @Test(
    "Spring(duration:bounce:) and its UIKit and Core Animation twins: k = (2π/duration)², c = 2√k·ζ",
    arguments: ["swiftui.spring.duration", "uikit.uiview.bounce", "ca.spring.perceptual"])
  func stiffnessIndependentOfBounce(id: String) throws {
    let durationName = id == "ca.spring.perceptual" ? "perceptual-duration" : "duration"
    for duration in Self.durations {
      for bounce in Self.bounces {
        let spring = try Self.physical(
          id, [durationName: .number(duration), "bounce": .number(bounce)])
        let zeta = Self.dampingRatio(bounce: bounce)
        let truth = Self.formula(duration: duration, dampingRatio: zeta)
        #expect(spring.mass == 1)
        #expect(Self.agrees(spring.stiffness, truth.k), "\(id) \(duration) \(bounce): k")
        #expect(Self.agrees(spring.damping, truth.c), "\(id) \(duration) \(bounce): c")
      }
    }
  }

  @Test("Spring(response:dampingRatio:) with ζ up to 1e140 and responses near the range's ends")
  func responseAndRatio() throws {
    for response in [0.5, 1e-150, 1e150] {
      for zeta in [0, 1e-300, 0.5, 1, 1e6, 1e16, 1e140] {
        let parameters: [String: ParameterValue] = [
          "response": .number(response), "damping-ratio": .number(zeta),
        ]
        let truth = Self.formula(duration: response, dampingRatio: MPFRNumber(zeta, precision: 256))
        guard zeta == 0 || truth.c.isNormal else {
          // c = 2√k·ζ ≈ 1e-449 for response 1e150, ζ 1e-300: refused.
          #expect(Self.refusal("swiftui.spring.response", parameters)?.name == "damping-ratio")
          continue
        }
        let spring = try Self.physical("swiftui.spring.response", parameters)
        #expect(Self.agrees(spring.stiffness, truth.k), "\(response) \(zeta): k")
        #expect(Self.agrees(spring.damping, truth.c), "\(response) \(zeta): c")
      }
    }
  }

  /// The spring API `id` animates with `parameters` (the physical spring
  /// of a conversion, without the other APIs' entries).
  static func physical(_ id: String, _ parameters: [String: ParameterValue]) throws(MappingError)
    -> Spring
  {
    try SpringAPIRegistry.make(id: id, parameters: parameters).physical(in: .unit).spring
  }

  /// The refusal of `parameters` for API `id`: the parameter named and
  /// the message.
  static func refusal(_ id: String, _ parameters: [String: ParameterValue]) -> (
    name: String, value: ParameterValue, message: String
  )? {
    do {
      _ = try physical(id, parameters)
      return nil
    } catch {
      guard case .invalidParameter(let name, let value, _) = error else { return nil }
      return (name, value, error.description)
    }
  }

  @Test("Refusals name the parameter at fault and quote what the user gave, never inf")
  func refusals() throws {
    // (2π/1e-300)² ≈ 3.9e601 overflows; (2π/1e300)² ≈ 3.9e-599 underflows.
    for duration in [1e-300, 1e-160, 1e160, 1e300] {
      let refused = try #require(
        Self.refusal("swiftui.spring.duration", ["duration": .number(duration)]))
      #expect(refused.name == "duration")
      #expect(refused.value == .number(duration))
      #expect(!refused.message.contains("inf"), "\(refused.message)")
      #expect(refused.message.contains("stiffness"), "\(refused.message)")
    }
    // A bounce gives ζ ≤ 2^53, so c = 2√k·ζ ≤ 2.4e170 never overflows;
    // a damping ratio of 1e307 does (c ≈ 2.5e308 at response 0.5).
    let overflowing = try #require(
      Self.refusal(
        "swiftui.spring.response", ["response": .number(0.5), "damping-ratio": .number(1e307)]))
    #expect(overflowing.name == "damping-ratio")
    #expect(overflowing.message.contains("damping"), "\(overflowing.message)")
    let atMinusOne = try #require(
      Self.refusal("swiftui.spring.duration", ["bounce": .number(-1)]))
    #expect(atMinusOne.name == "bounce")
    // interactiveSpring(duration:extraBounce:) adds 0.15: the refusal quotes
    // extraBounce and its own limit, -1.15.
    let extra = try #require(
      Self.refusal("swiftui.animation.interactive-duration", ["extra-bounce": .number(-1.2)]))
    #expect(extra.name == "extra-bounce")
    #expect(extra.value == .number(-1.2))
  }
}
