//===--- ComposeSpring.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Jetpack Compose `spring(dampingRatio, stiffness, visibilityThreshold)`.
///
/// Mass 1, ω0 = √stiffness, c = 2ζ√stiffness, evaluated in closed form.
/// The parameters are `Float`. The animation ends when Compose's duration
/// estimate (`ComposeDurationEstimate`) has elapsed, then jumps to the
/// target. Initial velocity comes from `animateTo(…, initialVelocity)` in
/// the value's units per second.
public struct ComposeSpring: SpringAPIFamily {
  /// `Spring.DampingRatio*` constants (shared with `SpringForce`).
  public typealias DampingRatio = AndroidSpringPresets.DampingRatio
  /// `Spring.Stiffness*` constants (shared with `SpringForce`, which lacks
  /// `mediumLow`).
  public typealias Stiffness = AndroidSpringPresets.Stiffness

  /// `dampingRatio` (Float; default `DampingRatioNoBouncy` = 1).
  public var dampingRatio = 0.0
  /// `stiffness` (Float; default `StiffnessMedium` = 1500).
  public var stiffness = 0.0
  /// `visibilityThreshold` in the value's units (default
  /// `DefaultDisplacementThreshold` = 0.01 for Float values).
  public var visibilityThreshold = 0.0
  /// Initial velocity, the value's units per second.
  public var initialVelocity = 0.0

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try AndroidSpringPresets.spring(
        stiffness: stiffness, dampingRatio: dampingRatio,
        stiffnessName: Self.parameterName(\.stiffness),
        dampingRatioName: Self.parameterName(\.dampingRatio), platform: "Compose"),
      initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    AndroidSpringPresets.expression(
      physical, in: context, velocityLabel: "initialVelocity",
      velocity: \.initialVelocity, stiffness: \.stiffness, dampingRatio: \.dampingRatio)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let threshold = FloatParameter.stored(visibilityThreshold)
    let milliseconds = ComposeDurationEstimate.milliseconds(
      stiffness: Float(stiffness), dampingRatio: Float(dampingRatio),
      initialDisplacement: Float(-context.distance / threshold),
      initialVelocity: Float(initialVelocity / threshold))
    var estimate = DerivedValue("estimatedDuration", Double(milliseconds) / 1000, unit: "s")
    // The estimate depends on the move and the threshold, both in the
    // value's units (`--format runs` gives it for its own move).
    estimate.note =
      "for a move of \(ReproducingDecimals.text(context.distance)) with visibilityThreshold "
      + "\(ReproducingDecimals.text(visibilityThreshold)), in the value's units"
    if milliseconds == ComposeDurationEstimate.maximumMilliseconds {
      estimate.note =
        "Compose's MAX_LONG_MILLIS = Long.MAX_VALUE / 1e6 ms, what it returns for a spring that never settles"
    }
    return [estimate]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "compose.spring", platform: .compose,
    signature:
      "spring(dampingRatio: Float = Spring.DampingRatioNoBouncy, stiffness: Float = Spring.StiffnessMedium, visibilityThreshold: T? = null)",
    parameters: [
      .number(
        \.dampingRatio, "damping-ratio", label: "dampingRatio", default: DampingRatio.noBouncy,
        FloatParameter.rule(.nonNegative()), sample: .uniform(0...3),
        "ζ (Float); presets 0.2 / 0.5 / 0.75 / 1"),
      .number(
        \.stiffness, "stiffness", default: Stiffness.medium, FloatParameter.rule(.positive()),
        sample: .logUniform(20...10_000),
        "k at mass 1 (Float); presets 10000 / 1500 / 400 / 200 / 50"),
      .number(
        \.visibilityThreshold, "visibility-threshold", label: "visibilityThreshold", default: 0.01,
        FloatParameter.rule(.positive()), sample: .always(.number(0.01)),
        "value units; null means 0.01 for Float"),
      .velocity(
        \.initialVelocity, label: "initialVelocity", unit: .unitsPerSecond,
        rule: FloatParameter.rule(.finite), "animateTo(…, initialVelocity), value units per second"),
    ],
    examples: [
      .defaults,
      .setting { ($0.dampingRatio, $0.stiffness) = (DampingRatio.mediumBouncy, Stiffness.low) },
    ],
    provenance: Provenance([
      .documented(
        "defaults dampingRatio 1, stiffness 1500; presets; closed-form SpringSimulation with mass 1; DefaultDisplacementThreshold 0.01",
        in: Source.compose),
      .documented(
        "estimatedDuration: SpringEstimation.kt (envelope for ζ < 1, Newton on the last crossing otherwise), whole milliseconds",
        in: Source.compose),
    ]))
}

// The typed initializer: every stored parameter as an argument.
extension ComposeSpring {
  /// The arguments of
  /// `ComposeSpring`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(
    dampingRatio: Double? = nil, stiffness: Double? = nil, visibilityThreshold: Double? = nil,
    initialVelocity: Double? = nil
  ) throws(MappingError) {
    try self.init { family in
      if let dampingRatio { family.dampingRatio = dampingRatio }
      if let stiffness { family.stiffness = stiffness }
      if let visibilityThreshold { family.visibilityThreshold = visibilityThreshold }
      if let initialVelocity { family.initialVelocity = initialVelocity }
    }
  }
}
