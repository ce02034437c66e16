//===--- FluidResponseAnimation.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's `Animation.spring(response:dampingFraction:blendDuration:)` and
// `Animation.interactiveSpring(response:dampingFraction:blendDuration:)` are
// one fluid spring animation (`FluidSpring`) with two sets of defaults. Each
// keeps its own type, defaults and registry entry; what they do with the
// three values — their rows, rules and arithmetic — is written once, here.
//
//===----------------------------------------------------------------------===//

/// A SwiftUI fluid spring animation taking `response`, `dampingFraction` and
/// `blendDuration` (`SwiftUIAnimationSpring`,
/// `SwiftUIAnimationInteractiveSpring`).
///
/// The spring is `FluidSpring`'s for `response` and `dampingFraction`;
/// `blendDuration` only blends response changes. The extension supplies the
/// whole `SpringAPIFamily` conformance but `table`, whose rows come from
/// `fluidRows`.
public protocol FluidResponseAnimation: SpringAPIFamily {
  /// `response`, seconds: 2π/ω0.
  var response: Double { get set }
  /// `dampingFraction`: ζ.
  var dampingFraction: Double { get set }
  /// `blendDuration`, seconds: how long a change of response is blended.
  var blendDuration: Double { get set }
}

extension FluidResponseAnimation {
  /// The three rows, with the API's defaults: a response that is finite and
  /// > 0, a fraction and a blend duration that are finite and ≥ 0 (SwiftUI's
  /// domain).
  static func fluidRows(
    response: (default: Double, summary: String), dampingFraction: Double,
    blendDuration: (default: Double, summary: String), sampleResponseUpTo upper: Double
  ) -> [ParameterRow<Self>] {
    [
      .number(
        \.response, "response", default: response.default, unit: "s", .positive(),
        sample: .uniform(0.05...upper), response.summary),
      .number(
        \.dampingFraction, "damping-fraction", label: "dampingFraction", default: dampingFraction,
        .nonNegative(), sample: .uniform(0...3), "ζ"),
      .number(
        \.blendDuration, "blend-duration", label: "blendDuration", default: blendDuration.default,
        unit: "s", .nonNegative(), sample: .always(.number(blendDuration.default)),
        blendDuration.summary),
    ]
  }

  /// `FluidSpring`'s spring, started from rest (the API takes no velocity).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try FluidSpring.spring(
        response: response, dampingFraction: dampingFraction,
        responseName: Self.parameterName(\.response),
        ratioName: Self.parameterName(\.dampingFraction)))
  }

  /// response = 2π/ω0 and dampingFraction = ζ with the default blend
  /// duration; not representable above the stiffness cap, and only as a
  /// spring from rest when the motion starts moving.
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    return expression {
      ($0.response, $0.dampingFraction) = (
        physical.spring.naturalPeriod, physical.spring.snappedDampingRatio
      )
    }.addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  /// `FluidSpring.derived`: stiffness, damping, logical completion time.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(response: response, dampingFraction: dampingFraction)
  }
}
