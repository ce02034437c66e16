//===--- UIViewDampingSpring.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)` (iOS 7).
///
/// UIKit has no stiffness here: it solves for the spring whose envelope has
/// decayed to 0.001 of the distance exactly at `duration`
/// (`UIKitSpringSolver`: ζ clamped to [FLT_EPSILON, 1], d to [0.01, 10],
/// 12 Newton steps), with m = 1, and runs a `CASpringAnimation` for
/// `duration` seconds. A damping ratio above 1 is clamped to 1, so this API
/// cannot overdamp; 0 is clamped to FLT_EPSILON, so it cannot be undamped.
public struct UIViewDampingSpring: SpringAPIFamily {
  /// `withDuration`, seconds: the animation's duration and the solver's d.
  public var duration = 0.0
  /// `usingSpringWithDamping`: the damping ratio ζ (clamped to [FLT_EPSILON, 1]).
  public var damping = 0.0
  /// `initialSpringVelocity`, distances per second toward the target.
  public var initialSpringVelocity = 0.0

  /// What UIKit's solver produces for these parameters.
  public var solution: UIKitSpringSolver.Solution {
    UIKitSpringSolver.solve(
      duration: duration, dampingRatio: damping, velocity: initialSpringVelocity)
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try solution.spring(dampingParameter: Self.parameterName(\.damping))
    return PhysicalSpring(spring: spring, initialVelocity: initialSpringVelocity)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    UIKitSpringSolver.expression(
      physical, duration: \.duration, dampingRatio: \.damping, velocity: \.initialSpringVelocity)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let solution = self.solution
    let spring = try? Spring(stiffness: solution.stiffness, damping: solution.damping)
    return [
      DerivedValue("stiffness", solution.stiffness),
      DerivedValue("damping", solution.damping),
      DerivedValue("animationDuration", duration, unit: "s"),
      DerivedValue(
        "settlingDuration",
        spring.flatMap {
          CoreAnimationSettlingDuration.duration(
            spring: $0, velocity: initialSpringVelocity, allowsOverdamping: false)
        }, unit: "s"),
    ]
  }

  /// UIKit's solver clamps the duration to [0.01, 10] s and the damping
  /// ratio to [FLT_EPSILON, 1] (`UIKitSpringSolver`).
  public var clamps: [ParameterClamp] {
    UIKitSpringSolver.clamps(
      of: self, duration: \.duration, dampingRatio: \.damping, runner: "the animation")
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "uikit.uiview.damping", platform: .uikit,
    signature:
      "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
    parameters: [
      .number(
        \.duration, "duration", label: "withDuration", default: nil, unit: "s", .positive(),
        sample: .uniform(0.2...2),
        "animation duration; the solver's settling time (clamped to [0.01, 10])"),
      .number(
        \.damping, "damping", label: "usingSpringWithDamping", default: nil, .nonNegative(),
        sample: .uniform(0.1...1), "damping ratio, clamped to [FLT_EPSILON, 1]"),
      .velocity(
        \.initialSpringVelocity, label: "initialSpringVelocity", unit: .distancesPerSecond,
        "1 = the whole distance in one second"),
    ],
    examples: [.setting { ($0.duration, $0.damping) = (0.5, 0.7) }],
    provenance: Provenance(
      [
        .documented(
          "initialSpringVelocity is in distances per second (200 pt at 100 pt/s → 0.5)",
          in: Source.uikitHeader),
        .reverseEngineered(
          "m = 1 and parametersOfSpringAnimation(ε = 0.001): ζ → [FLT_EPSILON, 1], d → [0.01, 10], 12 Newton steps from 5/d, k = ω², c = 2ζω",
          by: Source.iOSDecompile),
        .reverseEngineered(
          "the solver's body, with single-precision exponentials (≈1e-6 relative)",
          by: Source.openUXKit),
        .reverseEngineered(
          "-[UIViewSpringAnimationState setupWithDuration:…] hands the duration to the animation state that times the CASpringAnimation (animationDuration)",
          by: Source.iOSDecompile),
        .derived(
          "settlingDuration: what CASpringAnimation.settlingDuration reports for the solved spring"),
      ],
      uncertain: [
        "whether √(1−ζ²) is evaluated in single precision (two ports disagree; ≈1e-7 relative)"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension UIViewDampingSpring {
  /// The arguments of
  /// `UIViewDampingSpring`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(duration: Double, damping: Double, initialSpringVelocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      family.duration = duration
      family.damping = damping
      if let initialSpringVelocity { family.initialSpringVelocity = initialSpringVelocity }
    }
  }
}
