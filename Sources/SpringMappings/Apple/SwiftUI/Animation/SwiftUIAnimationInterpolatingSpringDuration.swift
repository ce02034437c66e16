//===--- SwiftUIAnimationInterpolatingSpringDuration.swift ----------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Animation.interpolatingSpring(duration:bounce:initialVelocity:)`
/// (iOS 17): k = (2π/duration)², c = 2√k·springDampingFraction(bounce),
/// m = 1, then `interpolatingSpring(stiffness:damping:initialVelocity:)` —
/// so a negative bounce is animated as critical.
public struct SwiftUIAnimationInterpolatingSpringDuration: InterpolatingSpringAnimation,
  PerceptualDurationBounceFamily
{
  /// `duration`, seconds: 2π/ω0 (default 0.5).
  public var duration = 0.0
  /// `bounce` in (−1, 1] (default 0).
  public var bounce = 0.0
  /// `initialVelocity`, distances per second toward the target (default 0).
  public var initialVelocity = 0.0

  /// The parameters of `spring`: duration 2π/ω0, bounce from ζ.
  public mutating func setSpring(_ spring: Spring, initialVelocity: Double) {
    (duration, bounce) = PerceptualSpring.durationAndBounce(of: spring)
    self.initialVelocity = initialVelocity
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? storedSpring() else { return [] }
    return [DerivedValue("stiffness", spring.stiffness), DerivedValue("damping", spring.damping)]
      + InterpolatingSpring.derived(spring, velocity: initialVelocity)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.animation.interpolating-duration", platform: .swiftUI,
    signature:
      "Animation.interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0)",
    parameters: [
      .perceptualDuration(\.duration, default: 0.5),
      .number(
        \.bounce, "bounce", default: 0,
        .within(-1...1, lowerOpen: true, "; above 1 the damping would be negative"),
        sample: .uniform(0...1), "0 critical, 1 undamped; negative bounce is animated as critical"),
      InterpolatingSpring.velocity(\.initialVelocity),
    ],
    examples: [.defaults, .setting { $0.bounce = 0.3 }],
    provenance: InterpolatingSpring.provenance(
      .documented(
        "defaults 0.5 / 0 / 0; same k and c as spring(duration:bounce:), then interpolatingSpring(stiffness:damping:initialVelocity:)",
        in: Source.swiftUIInterface)))
}
