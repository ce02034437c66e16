//===--- CASpringAnimationPerceptual.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17), with
/// `initialVelocity` set afterwards.
///
/// Sets `allowsOverdamping` = true, k = (2π/d)², c = 4πζ/d (mass stays 1),
/// and `duration` = `settlingDuration` — computed inside the initializer,
/// before any `initialVelocity` is set.
public struct CASpringAnimationPerceptual: SpringAPIFamily {
  /// `perceptualDuration`, seconds: 2π/ω0.
  public var perceptualDuration = 0.0
  /// `bounce`, in (−1, 1].
  public var bounce = 0.0
  /// `initialVelocity` set after the initializer, distances per second.
  public var initialVelocity = 0.0

  /// The spring the initializer sets.
  /// k = (2π/perceptualDuration)², c = 4πζ/perceptualDuration (as
  /// `PerceptualSpring`'s c = 2√k·ζ, to rounding).
  public func spring() throws(MappingError) -> Spring {
    try PerceptualSpring.spring(
      duration: perceptualDuration, bounce: bounce,
      durationName: Self.parameterName(\.perceptualDuration),
      bounceName: Self.parameterName(\.bounce))
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try spring(), initialVelocity: initialVelocity)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    expression {
      ($0.perceptualDuration, $0.bounce) = PerceptualSpring.durationAndBounce(of: physical.spring)
      $0.initialVelocity = physical.initialVelocity
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? spring() else { return [] }
    return [
      DerivedValue("stiffness", spring.stiffness),
      DerivedValue("damping", spring.damping),
      DerivedValue(
        "duration",
        CoreAnimationSettlingDuration.duration(
          spring: spring, velocity: 0, allowsOverdamping: true), unit: "s"),
    ]
      + CASpringAnimationParameters.derived(
        for: spring, velocity: initialVelocity, allowsOverdamping: true)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "ca.spring.perceptual", platform: .coreAnimation,
    signature: "CASpringAnimation(perceptualDuration:bounce:)",
    parameters: [
      .number(
        \.perceptualDuration, "perceptual-duration", label: "perceptualDuration", default: nil,
        unit: "s", .positive(), sample: .uniform(0.1...2), "2π/ω0"),
      .number(
        \.bounce, "bounce", default: nil,
        .within(
          -1...1, lowerOpen: true,
          "; above 1 the damping would be negative and Core Animation would use 10"),
        sample: .uniform(-0.9...1), "0 critical, 1 undamped, negative overdamped"),
      .velocity(
        \.initialVelocity, label: "initialVelocity", unit: .distancesPerSecond,
        "the property, set after init"),
    ],
    examples: [.setting { ($0.perceptualDuration, $0.bounce) = (0.5, 0.3) }],
    provenance: Provenance([
      .documented(
        "init(perceptualDuration:bounce:), perceptualDuration and bounce exist (iOS 17)",
        in: Source.caHeader),
      .reverseEngineered(
        "allowsOverdamping = YES, k = (2π/d)², c = ζ·4π/d, duration = settlingDuration at init",
        by: Source.iOSDecompile),
    ]))
}

// The typed initializer: every stored parameter as an argument.
extension CASpringAnimationPerceptual {
  /// The arguments of
  /// `CASpringAnimation(perceptualDuration:bounce:)`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      family.perceptualDuration = perceptualDuration
      family.bounce = bounce
      if let initialVelocity { family.initialVelocity = initialVelocity }
    }
  }
}
