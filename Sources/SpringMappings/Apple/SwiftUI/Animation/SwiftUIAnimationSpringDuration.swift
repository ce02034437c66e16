//===--- SwiftUIAnimationSpringDuration.swift -----------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Animation.spring(duration:bounce:blendDuration:)` (iOS 17):
/// `spring(response: duration, dampingFraction: springDampingFraction(bounce))`.
public struct SwiftUIAnimationSpringDuration: SpringAPIFamily {
  /// `duration`, seconds: 2π/ω0 (default 0.5).
  public var duration = 0.0
  /// `bounce` in (−1, 1] (default 0).
  public var bounce = 0.0
  /// `blendDuration`, seconds (default 0).
  public var blendDuration = 0.0

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try PerceptualSpring.spring(
        duration: duration, bounce: bounce, durationName: Self.parameterName(\.duration),
        bounceName: Self.parameterName(\.bounce), maximumStiffness: FluidSpring.maximumStiffness))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    return expression {
      ($0.duration, $0.bounce) = PerceptualSpring.durationAndBounce(of: physical.spring)
    }.addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(
      response: duration, dampingFraction: AppleBounce.dampingRatio(bounce: bounce))
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.animation.spring-duration", platform: .swiftUI,
    signature:
      "Animation.spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)",
    parameters: [
      .perceptualDuration(\.duration, default: 0.5, sample: 0.05...2),
      .number(
        \.bounce, "bounce", default: 0,
        .within(
          -1...1, lowerOpen: true, "; above 1 the inline helper gives a negative damping fraction"),
        sample: .uniform(-0.9...1), "0 critical, 1 undamped, negative overdamped"),
      .number(
        \.blendDuration, "blend-duration", label: "blendDuration", default: 0, unit: "s",
        .nonNegative(), sample: .always(.number(0)), "blends duration changes"),
    ],
    noVelocity: FluidSpring.noVelocity, examples: [.defaults, .setting { $0.bounce = 0.3 }],
    provenance: FluidSpring.provenance(
      .documented(
        "defaults 0.5 / 0 / 0; = spring(response: duration, dampingFraction: springDampingFraction(bounce:))",
        in: Source.swiftUIInterface)))
}

// The typed initializer: every stored parameter as an argument.
extension SwiftUIAnimationSpringDuration {
  /// The arguments of
  /// `SwiftUIAnimationSpringDuration`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(duration: Double? = nil, bounce: Double? = nil, blendDuration: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      if let duration { family.duration = duration }
      if let bounce { family.bounce = bounce }
      if let blendDuration { family.blendDuration = blendDuration }
    }
  }
}
