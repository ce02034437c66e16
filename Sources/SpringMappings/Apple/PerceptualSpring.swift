//===--- PerceptualSpring.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The mapping every "perceptual duration" API shares (SwiftUI `Spring` and
// `.spring(response:…)`, UIKit's iOS 17 APIs, Core Animation's
// `init(perceptualDuration:bounce:)`, Flutter's `withDurationAndBounce`):
//
//   m = 1,   k = (2π / response)²,   c = 2√k · ζ = 4πζ / response.
//
// [A: SwiftUI swiftinterface] inline `springStiffness(response:)` and
// `springDamping(fraction:stiffness:)`; the same arithmetic is in UIKit's
// `_convertDampingRatio:response:` [R: iOS 26.1 decompile].
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The response (perceptual duration) ⇄ stiffness mapping at mass 1.
public enum PerceptualSpring {
  /// k = (2π/response)², computed as SwiftUI's `springStiffness(response:)`.
  public static func stiffness(response: Double) -> Double {
    let frequency = 2 * Double.pi / response
    return frequency * frequency
  }

  /// c = 2√k·ζ, as SwiftUI's `springDamping(fraction:stiffness:)`.
  public static func damping(dampingRatio: Double, stiffness: Double) -> Double {
    2 * stiffness.squareRoot() * dampingRatio
  }

  /// The mass-1 spring of a response and damping ratio; a value outside the
  /// domain is reported against the parameter `blame`.
  static func spring(
    response: Double, dampingRatio: Double, blame: @autoclosure () -> String
  ) throws(MappingError) -> Spring {
    let stiffness = stiffness(response: response)
    return try Spring.fromAPI(
      stiffness: stiffness, damping: damping(dampingRatio: dampingRatio, stiffness: stiffness),
      blame: blame())
  }

  /// The spring of Apple's `(duration, bounce)` initializers: ζ from
  /// `bounce` (`AppleBounce`), then `spring(response:dampingRatio:)`.
  static func spring(
    duration: Double, bounce: Double, blame: @autoclosure () -> String
  ) throws(MappingError) -> Spring {
    try spring(
      response: duration, dampingRatio: AppleBounce.dampingRatio(bounce: bounce), blame: blame())
  }

  /// The `(duration, bounce)` Apple's initializers turn into `spring`: the
  /// natural period 2π/ω0 and the bounce of ζ (snapped to 1 at critical).
  static func durationAndBounce(of spring: Spring) -> (duration: Double, bounce: Double) {
    (spring.naturalPeriod, AppleBounce.bounce(dampingRatio: spring.snappedDampingRatio))
  }
}

/// An API family whose spring is Apple's `(duration, bounce)` mapping at
/// mass 1 (`UISpringTimingParameters(duration:bounce:…)`,
/// `Animation.interpolatingSpring(duration:bounce:…)`).
public protocol PerceptualDurationBounceFamily: SpringAPIFamily {
  /// `duration`, seconds: the perceptual duration 2π/ω0.
  var duration: Double { get }
  /// `bounce`, in (−1, 1].
  var bounce: Double { get }
}

extension PerceptualDurationBounceFamily {
  /// The spring the API stores for `duration` and `bounce`; a value outside
  /// the domain is reported against `duration`.
  public func storedSpring() throws(MappingError) -> Spring {
    try PerceptualSpring.spring(
      duration: duration, bounce: bounce, blame: Self.parameterName(\Self.duration))
  }
}
