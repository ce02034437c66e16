//===--- ReboundBouncySpring.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Rebound `SpringConfig.fromBouncinessAndSpeed(bounciness, speed)` (Origami
/// PopAnimation values): `ReboundConversion.origami(bounciness:speed:)`, then
/// the Origami conversion, mass 1.
public struct ReboundBouncySpring: SpringAPIFamily {
  /// PopAnimation `bounciness` (typically 0…20).
  public var bounciness = 0.0
  /// PopAnimation `speed` (typically 0…20).
  public var speed = 0.0
  /// `Spring.setVelocity`, value units per second.
  public var velocity = 0.0

  /// The Origami (tension, friction) of these values.
  public var origami: (tension: Double, friction: Double) {
    ReboundConversion.origami(bounciness: bounciness, speed: speed)
  }

  /// Rebound's friction (c) at bounciness 0: the no-bounce curve of the
  /// Origami tension the speed alone sets (BouncyConversion.js: `b3Nobounce`
  /// of `bouncyTension`), which the bounciness blends toward 0.01.
  public var noBounceFriction: Double {
    ReboundConversion.friction(
      origami: ReboundConversion.noBounceFriction(tension: origami.tension))
  }

  /// Whether the speed is not at fault for the friction: its no-bounce
  /// friction is finite, and ≥ 0 unless the blend is (the blend is a
  /// weighted mean with 0.01 for a bounciness in 0…34, so a negative result
  /// there comes from the speed).
  var speedGivesFriction: Bool {
    let base = noBounceFriction
    return base.isFinite
      && (base >= 0 || ReboundConversion.friction(origami: origami.friction) >= 0)
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let origami = self.origami
    let spring = try Spring.fromAPI(
      stiffness: ReboundConversion.tension(origami: origami.tension),
      damping: ReboundConversion.friction(origami: origami.friction)
    ) { coefficient, value in
      coefficient == "damping" && speedGivesFriction
        ? ParameterBlame(
          name: Self.parameterName(\.bounciness), value: bounciness,
          requirement: ParameterBlame.giving("friction", "Rebound's blended friction", value))
        : ParameterBlame(
          name: Self.parameterName(\.speed), value: speed,
          requirement: ParameterBlame.giving(
            coefficient == "damping" ? "friction" : "tension",
            coefficient == "damping"
              ? "Rebound's no-bounce friction of this speed" : "Rebound's tension of this speed",
            value))
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
    switch ReboundConversion.bouncinessAndSpeed(
      origamiTension: ReboundConversion.origamiTension(k),
      origamiFriction: ReboundConversion.origamiFriction(c))
    {
    case .failure(let reason): return .notRepresentable(reason.description)
    case .success(let values):
      let velocity = velocityArgument(for: physical, in: context).value
      return expression {
        ($0.bounciness, $0.speed, $0.velocity) = (values.bounciness, values.speed, velocity)
      }
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let origami = self.origami
    return [
      DerivedValue("origamiTension", origami.tension),
      DerivedValue("origamiFriction", origami.friction),
      DerivedValue("tension", ReboundConversion.tension(origami: origami.tension)),
      DerivedValue("friction", ReboundConversion.friction(origami: origami.friction)),
    ]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "rebound.bouncy", platform: .rebound,
    signature: "SpringConfig.fromBouncinessAndSpeed(bounciness, speed)",
    parameters: [
      .number(
        \.bounciness, "bounciness", default: nil, .finite, sample: .uniform(0...20),
        "PopAnimation bounciness, typically 0…20"),
      .number(
        \.speed, "speed", default: nil, .finite, sample: .uniform(0...20),
        "PopAnimation speed, typically 0…20"),
      .velocity(\.velocity, label: "setVelocity", unit: .unitsPerSecond, "value units per second"),
    ],
    checks: [
      ParameterCheck(
        \.speed,
        "a value giving a finite, positive tension and a finite no-bounce friction (>= 0 unless the bounciness brings it back) in Rebound's BouncyConversion"
      ) {
        let tension = ReboundConversion.tension(origami: $0.origami.tension)
        return tension > 0 && tension.isFinite && $0.speedGivesFriction
      },
      ParameterCheck(\.bounciness, "a value giving a finite friction >= 0") {
        let friction = ReboundConversion.friction(origami: $0.origami.friction)
        return friction >= 0 && friction.isFinite
      },
    ],
    examples: [.setting { ($0.bounciness, $0.speed) = (5, 12) }],
    provenance: Provenance(
      [
        .documented(
          "BouncyConversion: b = 0.8·normalize(bounciness/1.7, 0, 20), s = normalize(speed/1.7, 0, 20), Origami tension = 0.5 + 199.5·s, friction = quadratic-out blend of the no-bounce cubic toward 0.01; then OrigamiValueConverter",
          in: Source.rebound)
      ],
      uncertain: [
        "Rebound integrates with RK4 at 1 ms and loses time in its frame interpolation, so its motion runs slightly slow against this exact one"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension ReboundBouncySpring {
  /// The arguments of
  /// `SpringConfig.fromBouncinessAndSpeed(bounciness, speed)`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(bounciness: Double, speed: Double, velocity: Double? = nil) throws(MappingError) {
    try self.init { family in
      family.bounciness = bounciness
      family.speed = speed
      if let velocity { family.velocity = velocity }
    }
  }
}
