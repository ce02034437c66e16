//===--- CASpringAnimationParameters.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `CASpringAnimation` with `mass`, `stiffness`, `damping`,
/// `initialVelocity` and `allowsOverdamping` set directly.
///
/// Without `allowsOverdamping` a spring with ζ > 1 "is treated as critically
/// damped": Core Animation animates the critical spring of the same mass and
/// stiffness. Its `settlingDuration` is `CoreAnimationSettlingDuration`.
public struct CASpringAnimationParameters: SpringAPIFamily {
  /// `mass` (default 1).
  public var mass = 0.0
  /// `stiffness` (default 100).
  public var stiffness = 0.0
  /// `damping` (default 10).
  public var damping = 0.0
  /// `initialVelocity`, distances per second toward the target (default 0).
  public var initialVelocity = 0.0
  /// `allowsOverdamping` (default false).
  public var allowsOverdamping = false

  /// The spring as set on the animation.
  public func storedSpring() throws(MappingError) -> Spring {
    try Spring.fromAPI(
      mass: mass, stiffness: stiffness, damping: damping, blame: Self.parameterName(\.mass))
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = CoreAnimationSpring.animated(
      try storedSpring(), allowsOverdamping: allowsOverdamping)
    return PhysicalSpring(spring: spring, initialVelocity: initialVelocity)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let spring = physical.spring
    return expression {
      ($0.mass, $0.stiffness, $0.damping) = (spring.mass, spring.stiffness, spring.damping)
      ($0.initialVelocity, $0.allowsOverdamping) = (
        physical.initialVelocity, spring.exceedsCriticalDamping
      )
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? storedSpring() else { return [] }
    return Self.derived(
      for: spring, velocity: initialVelocity, allowsOverdamping: allowsOverdamping)
  }

  /// Core Animation's own numbers for a spring: `settlingDuration`,
  /// `perceptualDuration` and `bounce` (from the stored damping).
  static func derived(for spring: Spring, velocity: Double, allowsOverdamping: Bool)
    -> [DerivedValue]
  {
    let perceptual = 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot()
    let ratio = perceptual * spring.damping / (spring.mass * 4 * Double.pi)
    return [
      DerivedValue(
        "settlingDuration",
        CoreAnimationSettlingDuration.duration(
          spring: spring, velocity: velocity, allowsOverdamping: allowsOverdamping),
        unit: "s"),
      DerivedValue("perceptualDuration", perceptual, unit: "s"),
      DerivedValue("bounce", AppleBounce.bounce(dampingRatio: ratio)),
    ]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "ca.spring", platform: .coreAnimation,
    signature: "CASpringAnimation: mass, stiffness, damping, initialVelocity, allowsOverdamping",
    parameters: [
      .mass(\.mass, default: 1, "; Core Animation would log and use 1"),
      .stiffness(\.stiffness, default: 100, "; Core Animation would log and use 100"),
      .damping(\.damping, default: 10, "; Core Animation would log and use 10"),
      .velocity(
        \.initialVelocity, label: "initialVelocity", unit: .distancesPerSecond,
        "positive toward the target"),
      .flag(
        \.allowsOverdamping, "allows-overdamping", label: "allowsOverdamping", default: false,
        sample: .always(.flag(true)), "when false, ζ > 1 is animated as critical"),
    ],
    examples: [.defaults, .setting { ($0.damping, $0.allowsOverdamping) = (40, true) }],
    provenance: Provenance([
      .documented(
        "defaults 1/100/10/0, allowsOverdamping false (\"otherwise it is treated as critically damped\"); positive velocity moves toward the target",
        in: Source.caHeader),
      .documented(
        "settlingDuration ≈ 2.85 s at damping 5, just over 1 s at 15", in: Source.appleDocs),
      .reverseEngineered(
        "settlingDuration = durationForEpsilon:0.001: ζ < 1 envelope −ln(ε/(1 + |(ζω0 − v0)/ωd|))/(ζω0); ζ ≥ 1 a 0.1 s grid walk; FLT_MAX clamp; invalid setters fall back to the defaults",
        by: Source.iOSDecompile),
      .reverseEngineered(
        "perceptualDuration = 2π√(m/k); bounce = 1 − ζ (ζ ≤ 1) or 1/ζ − 1", by: Source.iOSDecompile),
    ]))
}

// The typed initializer: every stored parameter as an argument.
extension CASpringAnimationParameters {
  /// The arguments of
  /// `CASpringAnimation: mass, stiffness, damping, initialVelocity, allowsOverdamping`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(
    mass: Double? = nil, stiffness: Double? = nil, damping: Double? = nil,
    initialVelocity: Double? = nil, allowsOverdamping: Bool? = nil
  ) throws(MappingError) {
    try self.init { family in
      if let mass { family.mass = mass }
      if let stiffness { family.stiffness = stiffness }
      if let damping { family.damping = damping }
      if let initialVelocity { family.initialVelocity = initialVelocity }
      if let allowsOverdamping { family.allowsOverdamping = allowsOverdamping }
    }
  }
}
