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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The mass-1 spring of a response and damping ratio, computed from the
  /// published formula (k = (2π/response)², c = 2√k·ζ), never through a
  /// stored representation that cancels (SwiftUI's λ² + ω|ω| loses every
  /// digit of k as ζ grows).
  ///
  /// - Throws: `invalidParameter` naming `responseName` (and its value) when
  ///   k is not a normal binary64 number — 2π/response overflowing, or k
  ///   beyond 1.8e308 or below 2.2e-308, where it would keep fewer than 53
  ///   bits — and naming `ratioName` when c overflows or falls below the
  ///   normal range (ζ > 0). The message says which quantity and its
  ///   magnitude, computed in logarithms. `maximumStiffness` caps k first
  ///   (SwiftUI's fluid animations cap it at 45000).
  static func spring(
    response: Double, dampingRatio: Double, responseName: @autoclosure () -> String,
    ratioName: @autoclosure () -> String, ratioValue: Double? = nil,
    maximumStiffness: Double = .infinity
  ) throws(MappingError) -> Spring {
    guard response.isFinite, response > 0 else {
      throw .invalidParameter(
        responseName(), value: .number(response), requirement: "a finite number > 0")
    }
    guard dampingRatio.isFinite, dampingRatio >= 0 else {
      throw .invalidParameter(
        ratioName(), value: .number(dampingRatio), requirement: "a finite number >= 0")
    }
    let stiffness = min(stiffness(response: response), maximumStiffness)
    guard stiffness.isNormal else {
      let logStiffness = 2 * (log(2 * Double.pi) - log(response))
      throw .invalidParameter(
        responseName(), value: .number(response),
        requirement:
          "a value whose stiffness (2π/\(responseName()))² is a normal binary64 number "
          + "(it would be \(outsideNormalRange(log: logStiffness)))")
    }
    let damping = damping(dampingRatio: dampingRatio, stiffness: stiffness)
    guard dampingRatio == 0 || damping.isNormal else {
      let logDamping = log(2.0) + log(stiffness) / 2 + log(dampingRatio)
      throw .invalidParameter(
        ratioName(), value: .number(ratioValue ?? dampingRatio),
        requirement:
          "a value whose damping 2√k·ζ is a normal binary64 number at this \(responseName()) "
          + "(it would be \(outsideNormalRange(log: logDamping)))")
    }
    return try Spring.fromAPI(stiffness: stiffness, damping: damping, blame: responseName())
  }

  /// The spring of Apple's `(duration, bounce)` initializers: ζ from the
  /// total bounce `baseBounce + bounce` (`AppleBounce`; above 1, where
  /// SwiftUI stores ζ = 0, pass `clampsBounceAboveOne`), then
  /// `spring(response:dampingRatio:…)`. `bounce` is the API's argument
  /// `bounceName` as given and `baseBounce` what the API adds to it in
  /// binary64 (0.15 for `interactiveSpring(duration:extraBounce:)`), so
  /// refusals quote the argument and its limit as the user wrote them.
  /// - Throws: `invalidParameter` naming `durationName` or `bounceName`.
  static func spring(
    duration: Double, bounce: Double, durationName: @autoclosure () -> String,
    bounceName: @autoclosure () -> String = "bounce",
    baseBounce: Double = 0, clampsBounceAboveOne: Bool = false,
    maximumStiffness: Double = .infinity
  ) throws(MappingError) -> Spring {
    let total = baseBounce + bounce
    guard total.isFinite, total > -1 else {
      throw .invalidParameter(
        bounceName(), value: .number(bounce),
        requirement:
          "a finite number > \(limitText(-1 - baseBounce)) (there the damping ratio "
          + "1/(1 + bounce) is infinite)")
    }
    let zeta = clampsBounceAboveOne && total > 1 ? 0 : AppleBounce.dampingRatio(bounce: total)
    guard zeta >= 0 else {
      throw .invalidParameter(
        bounceName(), value: .number(bounce),
        requirement:
          "at most \(limitText(1 - baseBounce)) (beyond, the damping ratio 1 − bounce "
          + "is negative)")
    }
    return try spring(
      response: duration, dampingRatio: zeta, responseName: durationName(),
      ratioName: bounceName(),
      ratioValue: bounce, maximumStiffness: maximumStiffness)
  }

  /// "≈ 3.94784e+601, beyond binary64" or "≈ 1.2e-310, below binary64's
  /// normal range": a quantity with natural logarithm `logValue` that is
  /// not a normal double.
  private static func outsideNormalRange(log logValue: Double) -> String {
    logValue > 0
      ? SpringScale.beyondRange(log: logValue)
      : "≈ \(SpringScale.text(log: logValue)), below binary64's normal range (2.2e-308)"
  }

  /// A bounce limit as a refusal quotes it: `-1`, `-1.15`.
  private static func limitText(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : "\(value)"
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
    // By name: the protocol's key paths are not the conforming type's
    // stored ones, so the table cannot look them up.
    try PerceptualSpring.spring(
      duration: duration, bounce: bounce, durationName: "duration", bounceName: "bounce")
  }
}
