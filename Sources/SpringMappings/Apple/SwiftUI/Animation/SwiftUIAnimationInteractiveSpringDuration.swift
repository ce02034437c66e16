//===--- SwiftUIAnimationInteractiveSpringDuration.swift ------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Animation.interactiveSpring(duration:extraBounce:blendDuration:)`
/// (iOS 17): `spring(duration: duration, bounce: 0.15 + extraBounce,
/// blendDuration:)`, defaults 0.15 / 0 / 0.25.
public struct SwiftUIAnimationInteractiveSpringDuration: SpringAPIFamily {
  /// The base bounce the form adds `extraBounce` to.
  public static let baseBounce = 0.15

  /// `duration`, seconds (default 0.15).
  public var duration = 0.0
  /// `extraBounce` (default 0).
  public var extraBounce = 0.0
  /// `blendDuration`, seconds (default 0.25).
  public var blendDuration = 0.0

  /// ζ of the resulting spring.
  var dampingFraction: Double { AppleBounce.dampingRatio(bounce: Self.baseBounce + extraBounce) }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try PerceptualSpring.spring(
        duration: duration, bounce: extraBounce,
        durationName: Self.parameterName(\.duration),
        bounceName: Self.parameterName(\.extraBounce), baseBounce: Self.baseBounce,
        maximumStiffness: FluidSpring.maximumStiffness))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    let bounce = AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio)
    return expression {
      $0.duration = physical.spring.naturalPeriod
      $0.extraBounce = abs(bounce - baseBounce) < 1e-12 ? 0 : bounce - baseBounce
    }.addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(response: duration, dampingFraction: dampingFraction)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.animation.interactive-duration", platform: .swiftUI,
    signature:
      "Animation.interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25)",
    parameters: [
      .perceptualDuration(\.duration, default: 0.15, sample: 0.05...1),
      .number(
        \.extraBounce, "extra-bounce", label: "extraBounce", default: 0,
        .within(
          (-1 - baseBounce)...(1 - baseBounce), lowerOpen: true,
          " (the total bounce 0.15 + extraBounce must lie in (-1, 1])"),
        sample: .uniform(-1...0.85), "added to the base bounce 0.15"),
      .number(
        \.blendDuration, "blend-duration", label: "blendDuration", default: 0.25, unit: "s",
        .nonNegative(), sample: .always(.number(0.25)), "blends duration changes"),
    ], noVelocity: FluidSpring.noVelocity, examples: [.defaults],
    provenance: FluidSpring.provenance(
      .documented(
        "defaults 0.15 / 0 / 0.25; = spring(duration:, bounce: 0.15 + extraBounce, blendDuration:)",
        in: Source.swiftUIInterface)))
}

// The typed initializer: every stored parameter as an argument.
extension SwiftUIAnimationInteractiveSpringDuration {
  /// The arguments of
  /// `SwiftUIAnimationInteractiveSpringDuration`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(duration: Double? = nil, extraBounce: Double? = nil, blendDuration: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      if let duration { family.duration = duration }
      if let extraBounce { family.extraBounce = extraBounce }
      if let blendDuration { family.blendDuration = blendDuration }
    }
  }
}
