//===--- UISpringTimingPhysical.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
///
/// The spring as given; "the duration is computed assuming a small settling
/// oscillation" — the animator ignores its own duration and runs UIKit's
/// `_durationOfSpringAnimation` instead (`UIKitSettlingDuration`).
public struct UISpringTimingPhysical: SpringAPIFamily {
  /// `mass` (> 0).
  public var mass = 0.0
  /// `stiffness` (> 0).
  public var stiffness = 0.0
  /// `damping` coefficient (≥ 0).
  public var damping = 0.0
  /// `initialVelocity.dx`, distances per second toward the target.
  public var initialVelocity = 0.0

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try Spring.fromAPI(
      mass: mass, stiffness: stiffness, damping: damping, blame: Self.parameterName(\.mass))
    return PhysicalSpring(
      spring: PropertyAnimatorSpring.animated(spring), initialVelocity: initialVelocity)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let spring = physical.spring
    if spring.exceedsCriticalDamping {
      return .notRepresentable(PropertyAnimatorSpring.overdampedReason(spring.dampingRatio))
    }
    return expression {
      ($0.mass, $0.stiffness, $0.damping) = (spring.mass, spring.stiffness, spring.damping)
      $0.initialVelocity = physical.initialVelocity
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let root = (mass * stiffness).squareRoot()
    return [
      DerivedValue("dampingRatio", damping / (root + root)),
      DerivedValue(
        "settlingDuration",
        UIKitSettlingDuration.duration(
          mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity),
        unit: "s"),
    ]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "uikit.timing.physical", platform: .uikit,
    signature: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)",
    parameters: [
      .mass(\.mass, default: nil), .stiffness(\.stiffness, default: nil),
      .damping(\.damping, default: nil, sampleUpTo: 10),
      .velocity(
        \.initialVelocity, label: "initialVelocity", unit: .distancesPerSecond,
        "CGVector dx, normalized to the distance"),
    ],
    examples: [.setting { ($0.mass, $0.stiffness, $0.damping) = (1, 170, 15) }],
    provenance: Provenance(
      [
        .documented(
          "ζ = damping/(2√(stiffness·mass)); the duration is computed assuming a small settling oscillation",
          in: Source.uikitHeader),
        .reverseEngineered(
          "implicitDuration = YES: the animator's duration is -settlingDuration = _durationOfSpringAnimation(m, k, c, v)",
          by: Source.iOSDecompile),
        .reverseEngineered(
          "_durationOfSpringAnimation for ζ ≥ 1 is Barry et al.'s Lambert-W approximation of the critical settling time (constants completed from that paper)",
          by: Source.iOSDecompile),
      ],
      uncertain: [
        PropertyAnimatorSpring.uncertainty, UIKitSettlingDuration.uncertainty,
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension UISpringTimingPhysical {
  /// The arguments of
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      family.mass = mass
      family.stiffness = stiffness
      family.damping = damping
      if let initialVelocity { family.initialVelocity = initialVelocity }
    }
  }
}
