//===--- UISpringTimingDampingRatio.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in
/// `UIViewPropertyAnimator(duration:timingParameters:)`.
///
/// The timing parameters store only ζ (m = 1); the animator derives k and c
/// from *its own* duration with the same solver as
/// `UIView.animate(withDuration:…usingSpringWithDamping:…)`
/// (`UIKitSpringSolver`), so ζ > 1 is clamped to 1.
public struct UISpringTimingDampingRatio: SpringAPIFamily {
  /// `dampingRatio` (clamped to [FLT_EPSILON, 1] by the solver).
  public var dampingRatio = 0.0
  /// `initialVelocity.dx`, distances per second toward the target.
  public var initialVelocity = 0.0
  /// The animator's `duration`, seconds (clamped to [0.01, 10] by the solver).
  public var duration = 0.0

  /// The solver's result for the animator's duration.
  public var solution: UIKitSpringSolver.Solution {
    UIKitSpringSolver.solve(
      duration: duration, dampingRatio: dampingRatio, velocity: initialVelocity)
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try solution.spring(
      dampingParameter: Self.parameterName(\.dampingRatio), minimumStiffness: 0.01)
    return PhysicalSpring(spring: spring, initialVelocity: initialVelocity)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    UIKitSpringSolver.expression(
      physical, duration: \.duration, dampingRatio: \.dampingRatio, velocity: \.initialVelocity)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let solution = self.solution
    return [
      DerivedValue("stiffness", max(solution.stiffness, 0.01)),
      DerivedValue("damping", solution.damping),
      DerivedValue("animatorDuration", duration, unit: "s"),
    ]
  }

  /// UIKit's solver clamps the duration to [0.01, 10] s and the damping
  /// ratio to [FLT_EPSILON, 1] (`UIKitSpringSolver`).
  public var clamps: [ParameterClamp] {
    UIKitSpringSolver.clamps(
      of: self, duration: \.duration, dampingRatio: \.dampingRatio, runner: "the animator")
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "uikit.timing.damping", platform: .uikit,
    signature:
      "UIViewPropertyAnimator(duration:timingParameters: UISpringTimingParameters(dampingRatio:initialVelocity:))",
    parameters: [
      .number(
        \.dampingRatio, "damping-ratio", label: "dampingRatio", default: nil, .nonNegative(),
        sample: .uniform(0.1...1), "damping ratio, clamped to [FLT_EPSILON, 1]"),
      .velocity(
        \.initialVelocity, label: "initialVelocity", unit: .distancesPerSecond,
        "CGVector dx, normalized to the distance"),
      .number(
        \.duration, "duration", default: nil, unit: "s", .positive(), sample: .uniform(0.2...2),
        "the animator's duration; the solver's settling time"),
    ],
    examples: [.setting { ($0.dampingRatio, $0.duration) = (0.7, 0.5) }],
    provenance: Provenance(
      [
        .documented(
          "initialVelocity components are normalized to the total distance", in: Source.appleDocs),
        .reverseEngineered(
          "stores ζ only (m = 1, implicitDuration = NO); the animator calls computeDerivedSpringParameters → parametersOfSpringAnimation(ε = 0.001) with its duration",
          by: Source.iOSDecompile),
        .reverseEngineered("the solver's body", by: Source.openUXKit),
      ],
      uncertain: [
        "the animator's clamp k ≥ 0.01 is reported by the reference notes, not seen in code"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension UISpringTimingDampingRatio {
  /// The arguments of
  /// `UISpringTimingDampingRatio`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(dampingRatio: Double, initialVelocity: Double? = nil, duration: Double)
    throws(MappingError)
  {
    try self.init { family in
      family.dampingRatio = dampingRatio
      if let initialVelocity { family.initialVelocity = initialVelocity }
      family.duration = duration
    }
  }
}
