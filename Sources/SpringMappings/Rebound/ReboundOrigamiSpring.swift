//===--- ReboundOrigamiSpring.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Rebound `SpringConfig.fromOrigamiTensionAndFriction(tension, friction)`:
/// k = (tension − 30)·3.62 + 194, c = (friction − 8)·3 + 25, mass 1. The
/// default Origami spring (40, 7) is k 230.2, c 22.
public struct ReboundOrigamiSpring: SpringAPIFamily {
  /// Origami `tension` (default 40).
  public var tension = 0.0
  /// Origami `friction` (default 7).
  public var friction = 0.0
  /// `Spring.setVelocity`, value units per second.
  public var velocity = 0.0

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try Spring.fromAPI(
      stiffness: ReboundConversion.tension(origami: tension),
      damping: ReboundConversion.friction(origami: friction)
    ) { coefficient, value in
      coefficient == "damping"
        ? ParameterBlame(
          name: Self.parameterName(\.friction), value: friction,
          requirement: ParameterBlame.giving("c", "(friction − 8)·3 + 25", value))
        : ParameterBlame(
          name: Self.parameterName(\.tension), value: tension,
          requirement: ParameterBlame.giving("k", "(tension − 30)·3.62 + 194", value))
    }
    return PhysicalSpring(
      spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let (k, c) = physical.unitMassSpring
    let velocity = velocityArgument(for: physical, in: context).value
    return expression {
      ($0.tension, $0.friction) = (
        ReboundConversion.origamiTension(k), ReboundConversion.origamiFriction(c)
      )
      $0.velocity = velocity
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    [
      DerivedValue("tension", ReboundConversion.tension(origami: tension)),
      DerivedValue("friction", ReboundConversion.friction(origami: friction)),
    ]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "rebound.origami", platform: .rebound,
    signature: "SpringConfig.fromOrigamiTensionAndFriction(tension, friction) (default (40, 7))",
    parameters: [
      .number(
        \.tension, "tension", default: 40, .finite, sample: .uniform(0...150),
        "Origami tension; k = (tension − 30)·3.62 + 194"),
      .number(
        \.friction, "friction", default: 7, .finite, sample: .uniform(0...30),
        "Origami friction; c = (friction − 8)·3 + 25"),
      .velocity(\.velocity, label: "setVelocity", unit: .unitsPerSecond, "value units per second"),
    ],
    checks: [
      ParameterCheck(
        \.tension, "> \(ReboundConversion.origamiTension(0)) (Rebound tension must be > 0)"
      ) {
        ReboundConversion.tension(origami: $0.tension) > 0
      },
      ParameterCheck(
        \.friction, ">= \(ReboundConversion.origamiFriction(0)) (Rebound friction must be >= 0)"
      ) {
        ReboundConversion.friction(origami: $0.friction) >= 0
      },
    ],
    examples: [.defaults],
    provenance: Provenance(
      [
        .documented(
          "OrigamiValueConverter; DEFAULT_ORIGAMI_SPRING_CONFIG = (40, 7); mass 1",
          in: Source.rebound)
      ],
      uncertain: [
        "Rebound integrates with RK4 at 1 ms and loses time in its frame interpolation, so its motion runs slightly slow against this exact one"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension ReboundOrigamiSpring {
  /// The arguments of
  /// `SpringConfig.fromOrigamiTensionAndFriction(tension, friction) (default (40, 7))`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(tension: Double? = nil, friction: Double? = nil, velocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      if let tension { family.tension = tension }
      if let friction { family.friction = friction }
      if let velocity { family.velocity = velocity }
    }
  }
}
