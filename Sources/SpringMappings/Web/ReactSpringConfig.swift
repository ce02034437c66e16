//===--- ReactSpringConfig.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// react-spring `config: { tension, friction, mass, velocity }`.
///
/// tension is k and friction is c, in per-second units (react-spring's 1 ms
/// semi-implicit Euler step multiplies them by 1e-6 and 1e-3 per
/// millisecond); `velocity` is in the value's units per *millisecond*.
public struct ReactSpringConfig: SpringAPIFamily {
  /// A named preset of `config` (mass 1).
  public struct Preset: Hashable, Sendable {
    /// The preset's name in `config`.
    public var name: String
    /// `tension`.
    public var tension: Double
    /// `friction`.
    public var friction: Double
  }

  /// react-spring's `config.default`, `.gentle`, `.wobbly`, `.stiff`,
  /// `.slow`, `.molasses`.
  public static let presets: [Preset] = [
    Preset(name: "default", tension: 170, friction: 26),
    Preset(name: "gentle", tension: 120, friction: 14),
    Preset(name: "wobbly", tension: 180, friction: 12),
    Preset(name: "stiff", tension: 210, friction: 20),
    Preset(name: "slow", tension: 280, friction: 60),
    Preset(name: "molasses", tension: 280, friction: 120),
  ]

  /// `tension` = k (default 170).
  public var tension = 0.0
  /// `friction` = c (default 26).
  public var friction = 0.0
  /// `mass` (default 1).
  public var mass = 0.0
  /// `velocity`, value units per millisecond (default 0).
  public var velocity = 0.0

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try Spring.fromAPI(
      mass: mass, stiffness: tension, damping: friction, blame: Self.parameterName(\.tension),
      names: [
        "mass": Self.parameterName(\.mass), "stiffness": Self.parameterName(\.tension),
        "damping": Self.parameterName(\.friction),
      ])
    return PhysicalSpring(
      spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let spring = physical.spring
    let velocity = velocityArgument(for: physical, in: context).value
    return expression {
      ($0.tension, $0.friction, $0.mass, $0.velocity) = (
        spring.stiffness, spring.damping, spring.mass, velocity
      )
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] { [] }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "react-spring", platform: .reactSpring,
    signature:
      "config: { tension: 170, friction: 26, mass: 1, velocity: 0 } (presets default 170/26, gentle 120/14, wobbly 180/12, stiff 210/20, slow 280/60, molasses 280/120)",
    parameters: [
      .number(
        \.tension, "tension", default: 170,
        .positive("; react-spring never moves a spring with tension <= 0"),
        sample: .logUniform(20...2000), "k"),
      .number(\.friction, "friction", default: 26, .nonNegative(), sample: .uniform(0...80), "c"),
      .mass(\.mass, default: 1),
      .velocity(
        \.velocity, label: "velocity", unit: .unitsPerMillisecond,
        sample: .restOrUniform(-0.05...0.05), "value units per millisecond"),
    ],
    examples: presets.map { preset in
      .setting { ($0.tension, $0.friction) = (preset.tension, preset.friction) }
    },
    provenance: Provenance(
      [
        .documented(
          "defaults = config.default (170/26), mass 1; presets; a = (−tension·1e-6·Δx − friction·1e-3·v)/mass per 1 ms step with v in units/ms",
          in: Source.reactSpring)
      ],
      uncertain: [
        "react-spring integrates with semi-implicit Euler in ceil(dt) steps of 1 ms, so its motion deviates slightly from this exact one"
      ]))
}

extension ReactSpringConfig {
  /// The config of a preset (mass 1, at rest).
  public init(preset: Preset) {
    self.init()
    (tension, friction, mass, velocity) = (preset.tension, preset.friction, 1, 0)
  }
}

// The typed initializer: every stored parameter as an argument.
extension ReactSpringConfig {
  /// The arguments of
  /// `ReactSpringConfig`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(
    tension: Double? = nil, friction: Double? = nil, mass: Double? = nil, velocity: Double? = nil
  ) throws(MappingError) {
    try self.init { family in
      if let tension { family.tension = tension }
      if let friction { family.friction = friction }
      if let mass { family.mass = mass }
      if let velocity { family.velocity = velocity }
    }
  }
}
