//===--- AndroidSpringForce.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// androidx.dynamicanimation `SpringForce` (`setStiffness`,
/// `setDampingRatio`) driven by a `SpringAnimation` with `setStartVelocity`.
///
/// Mass 1, ω0 = √stiffness; Float parameters. Its default damping ratio is
/// 0.5 (`DAMPING_RATIO_MEDIUM_BOUNCY`), unlike Compose's 1.
public struct AndroidSpringForce: SpringAPIFamily {
  /// `SpringForce.STIFFNESS_*` (shared with Compose).
  public typealias Stiffness = AndroidSpringPresets.Stiffness
  /// `SpringForce.DAMPING_RATIO_*` (shared with Compose).
  public typealias DampingRatio = AndroidSpringPresets.DampingRatio

  /// `stiffness` (Float, > 0; default `STIFFNESS_MEDIUM` = 1500).
  public var stiffness = 0.0
  /// `dampingRatio` (Float, ≥ 0; default `DAMPING_RATIO_MEDIUM_BOUNCY` = 0.5).
  public var dampingRatio = 0.0
  /// `SpringAnimation.setStartVelocity`, value units (pixels) per second.
  public var startVelocity = 0.0

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try AndroidSpringPresets.spring(
        stiffness: stiffness, dampingRatio: dampingRatio,
        stiffnessName: Self.parameterName(\.stiffness),
        dampingRatioName: Self.parameterName(\.dampingRatio), platform: "SpringForce"),
      initialVelocity: try Self.normalizedVelocity(startVelocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    AndroidSpringPresets.expression(
      physical, in: context, velocityLabel: "startVelocity",
      velocity: \.startVelocity, stiffness: \.stiffness, dampingRatio: \.dampingRatio)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] { [] }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "android.springforce", platform: .androidx,
    signature:
      "SpringForce().setStiffness(float).setDampingRatio(float) in SpringAnimation.setStartVelocity(float)",
    parameters: [
      .number(
        \.stiffness, "stiffness", default: Stiffness.medium,
        FloatParameter.rule(.positive("; SpringForce throws IllegalArgumentException")),
        sample: .logUniform(20...10_000),
        "k at mass 1 (Float); STIFFNESS_HIGH/MEDIUM/LOW/VERY_LOW = 10000/1500/200/50"),
      .number(
        \.dampingRatio, "damping-ratio", label: "dampingRatio", default: DampingRatio.mediumBouncy,
        FloatParameter.rule(.nonNegative("; SpringForce throws IllegalArgumentException")),
        sample: .uniform(0...3),
        "ζ (Float); DAMPING_RATIO_HIGH/MEDIUM/LOW/NO_BOUNCY = 0.2/0.5/0.75/1"),
      .velocity(
        \.startVelocity, label: "startVelocity", unit: .unitsPerSecond,
        rule: FloatParameter.rule(.finite), "pixels per second"),
    ],
    examples: [
      .defaults,
      .setting { ($0.stiffness, $0.dampingRatio) = (Stiffness.high, DampingRatio.noBouncy) },
    ],
    provenance: Provenance(
      [
        .documented(
          "constants and defaults (stiffness 1500, damping ratio 0.5); closed-form branches with mass 1; Float setters",
          in: Source.springForce)
      ],
      uncertain: [
        "SpringAnimation re-seeds the closed form every frame from Float state, so the motion drifts from the exact one by float rounding"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension AndroidSpringForce {
  /// The arguments of
  /// `AndroidSpringForce`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(stiffness: Double? = nil, dampingRatio: Double? = nil, startVelocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      if let stiffness { family.stiffness = stiffness }
      if let dampingRatio { family.dampingRatio = dampingRatio }
      if let startVelocity { family.startVelocity = startVelocity }
    }
  }
}
