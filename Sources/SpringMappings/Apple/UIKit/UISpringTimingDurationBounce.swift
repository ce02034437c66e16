//===--- UISpringTimingDurationBounce.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `UISpringTimingParameters(duration:bounce:initialVelocity:)` (iOS 17).
///
/// m = 1, k = (2π/duration)², c = 2√k·ζ with ζ from `bounce`; the duration
/// is implicit: the animator runs UIKit's `_durationOfSpringAnimation`.
public struct UISpringTimingDurationBounce: PerceptualDurationBounceFamily {
  /// `duration`, seconds: the perceptual duration 2π/ω0.
  public var duration = 0.0
  /// `bounce`, in (−1, 1].
  public var bounce = 0.0
  /// `initialVelocity.dx`, distances per second toward the target.
  public var initialVelocity = 0.0

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: PropertyAnimatorSpring.animated(try storedSpring()), initialVelocity: initialVelocity)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let zeta = physical.spring.snappedDampingRatio
    if physical.spring.exceedsCriticalDamping {
      return .notRepresentable(PropertyAnimatorSpring.overdampedReason(zeta))
    }
    return expression {
      ($0.duration, $0.bounce) = PerceptualSpring.durationAndBounce(of: physical.spring)
      $0.initialVelocity = physical.initialVelocity
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let spring = try? storedSpring()
    return [
      DerivedValue("dampingRatio", spring?.dampingRatio),
      DerivedValue(
        "settlingDuration",
        spring.flatMap {
          UIKitSettlingDuration.duration(
            mass: $0.mass, stiffness: $0.stiffness, damping: $0.damping, velocity: initialVelocity)
        }, unit: "s"),
    ]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "uikit.timing.bounce", platform: .uikit,
    signature: "UISpringTimingParameters(duration:bounce:initialVelocity:)",
    parameters: [
      .perceptualDuration(\.duration, default: nil),
      .number(
        \.bounce, "bounce", default: nil,
        .within(-1...1, lowerOpen: true, "; above 1 the damping would be negative"),
        sample: .uniform(0...1), "0 critical, 1 undamped, negative overdamped"),
      .velocity(
        \.initialVelocity, label: "initialVelocity", unit: .distancesPerSecond,
        "CGVector dx, normalized to the distance (init(duration:bounce:) passes zero)"),
    ],
    examples: [.setting { ($0.duration, $0.bounce) = (0.5, 0.3) }],
    provenance: Provenance(
      [
        .reverseEngineered(
          "_convertBounce:toDampingRatio: then _convertDampingRatio:response: (m = 1, k = (2π/d)², c = 2√k·ζ), implicitDuration = YES",
          by: Source.iOSDecompile),
        .reverseEngineered(
          "the animator's duration is _durationOfSpringAnimation(m, k, c, v)",
          by: Source.iOSDecompile),
      ],
      uncertain: [
        PropertyAnimatorSpring.uncertainty, UIKitSettlingDuration.uncertainty,
      ]))
}
