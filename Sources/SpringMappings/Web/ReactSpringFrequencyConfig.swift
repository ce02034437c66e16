//===--- ReactSpringFrequencyConfig.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// react-spring `config: { frequency, damping, mass }`: the "natural
/// frequency" `frequency` is really a period in seconds and `damping` a
/// damping ratio; react-spring derives tension = (2π/frequency)²·mass and
/// friction = 4π·damping·mass/frequency, after clamping frequency to ≥ 0.01
/// and damping to ≥ 0.
public struct ReactSpringFrequencyConfig: SpringAPIFamily {
  /// `frequency`: the undamped period in seconds (clamped to ≥ 0.01).
  public var frequency = 0.0
  /// `damping`: the damping ratio (default 1; negatives clamp to 0).
  public var damping = 0.0
  /// `mass` (default 1).
  public var mass = 0.0
  /// `velocity`, value units per millisecond (default 0).
  public var velocity = 0.0

  /// The (tension, friction) react-spring derives.
  public var tensionAndFriction: (tension: Double, friction: Double) {
    let f = max(frequency, 0.01)
    let zeta = max(damping, 0)
    return (pow2(2 * Double.pi / f) * mass, 4 * Double.pi * zeta * mass / f)
  }

  private func pow2(_ x: Double) -> Double { x * x }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let (tension, friction) = tensionAndFriction
    let spring = try Spring.fromAPI(mass: mass, stiffness: tension, damping: friction) {
      coefficient, value in blame(coefficient, value)
    }
    return PhysicalSpring(
      spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  /// The parameter at fault when SpringModel refuses `coefficient` (its
  /// `mass`, `stiffness` = tension or `damping` = friction) at `value`:
  /// tension = (2π/f)²·m is the frequency's when (2π/f)² alone leaves the
  /// normal range, else the mass's; friction = 4π·ζ·m/f is the damping's
  /// when 4π·m/f alone is a normal number, else the mass's.
  private func blame(_ coefficient: String, _ value: Double) -> ParameterBlame {
    let f = max(frequency, 0.01)
    let name: String
    let given: Double
    let requirement: String
    switch coefficient {
    case "stiffness":
      let omegaSquared = pow2(2 * Double.pi / f)
      (name, given) =
        omegaSquared.isNormal && omegaSquared.isFinite
        ? (Self.parameterName(\.mass), mass) : (Self.parameterName(\.frequency), frequency)
      requirement = ParameterBlame.giving("tension", "(2π/frequency)²·mass", value)
    case "damping":
      let perRatio = 4 * Double.pi * mass / f
      (name, given) =
        perRatio.isNormal && perRatio.isFinite
        ? (Self.parameterName(\.damping), damping) : (Self.parameterName(\.mass), mass)
      requirement = ParameterBlame.giving("friction", "4π·damping·mass/frequency", value)
    default:
      (name, given) = (Self.parameterName(\.mass), mass)
      requirement = "a value giving a valid spring (mass must be a finite number > 0)"
    }
    return ParameterBlame(name: name, value: given, requirement: requirement)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let period = physical.spring.naturalPeriod
    guard period >= 0.01 else {
      return .notRepresentable(
        "react-spring clamps frequency (the period) to at least 0.01 s; this spring's is \(period) s"
      )
    }
    let velocity = velocityArgument(for: physical, in: context).value
    return expression {
      ($0.frequency, $0.damping) = (period, physical.spring.snappedDampingRatio)
      ($0.mass, $0.velocity) = (physical.spring.mass, velocity)
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let (tension, friction) = tensionAndFriction
    return [DerivedValue("tension", tension), DerivedValue("friction", friction)]
  }

  /// react-spring clamps the frequency (the period) to at least 0.01 s and
  /// the damping ratio to at least 0 (`tensionAndFriction`).
  public var clamps: [ParameterClamp] {
    [
      clamp(
        \.frequency, into: 0.01...Double.infinity,
        rule: "react-spring clamps frequency (the undamped period) to at least 0.01 s"),
      clamp(
        \.damping, into: 0...Double.infinity,
        rule: "react-spring clamps the damping ratio to at least 0"),
    ].compactMap { $0 }
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "react-spring.frequency", platform: .reactSpring,
    signature: "config: { frequency, damping: 1, mass: 1, velocity: 0 }",
    parameters: [
      .number(
        \.frequency, "frequency", default: nil, unit: "s", .positive(), sample: .uniform(0.05...2),
        "undamped period 2π/ω0 (clamped to >= 0.01)"),
      .number(
        \.damping, "damping", default: 1, .finite, sample: .uniform(0...3),
        "damping ratio ζ (clamped to >= 0)"),
      .mass(\.mass, default: 1),
      .velocity(
        \.velocity, label: "velocity", unit: .unitsPerMillisecond,
        sample: .restOrUniform(-0.05...0.05), "value units per millisecond"),
    ],
    examples: [.setting { ($0.frequency, $0.damping) = (0.5, 0.7) }],
    provenance: Provenance(
      [
        .documented(
          "mergeConfig: frequency < 0.01 → 0.01, damping < 0 → 0, tension = (2π/frequency)²·mass, friction = 4π·damping·mass/frequency; damping defaults to 1",
          in: Source.reactSpring)
      ],
      uncertain: [
        "react-spring integrates with semi-implicit Euler in ceil(dt) steps of 1 ms, so its motion deviates slightly from this exact one"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension ReactSpringFrequencyConfig {
  /// The arguments of
  /// `config: { frequency, damping: 1, mass: 1, velocity: 0 }`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(
    frequency: Double, damping: Double? = nil, mass: Double? = nil, velocity: Double? = nil
  ) throws(MappingError) {
    try self.init { family in
      family.frequency = frequency
      if let damping { family.damping = damping }
      if let mass { family.mass = mass }
      if let velocity { family.velocity = velocity }
    }
  }
}
