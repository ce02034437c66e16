//===--- UISpringTimingDampingRatio.swift ---------------------------------===//

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
  public var dampingRatio: Double
  /// `initialVelocity.dx`, distances per second toward the target.
  public var initialVelocity: Double
  /// The animator's `duration`, seconds (clamped to [0.01, 10] by the solver).
  public var duration: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a damping ratio that is not finite and
  ///   ≥ 0, a duration that is not finite and > 0, or a non-finite velocity.
  public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) throws(MappingError) {
    try MappingError.requireNonNegative(dampingRatio, "damping-ratio")
    try MappingError.requireFinite(initialVelocity, "velocity")
    try MappingError.requirePositive(duration, "duration")
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.duration = duration
  }

  public static let api = SpringAPIDescription(
    id: "uikit.timing.damping", platform: .uikit,
    signature: "UIViewPropertyAnimator(duration:timingParameters: UISpringTimingParameters(dampingRatio:initialVelocity:))",
    parameters: [
      .number("damping-ratio", label: "dampingRatio", default: nil, "damping ratio, clamped to [FLT_EPSILON, 1]"),
      .velocity(label: "initialVelocity", unit: .distancesPerSecond, "CGVector dx, normalized to the distance"),
      .number("duration", default: nil, unit: "s", "the animator's duration; the solver's settling time"),
    ],
    velocityUnit: .distancesPerSecond,
    provenance: Provenance([
      .documented("initialVelocity components are normalized to the total distance", in: Source.appleDocs),
      .reverseEngineered("stores ζ only (m = 1, implicitDuration = NO); the animator calls computeDerivedSpringParameters → parametersOfSpringAnimation(ε = 0.001) with its duration", by: Source.iOSDecompile),
      .reverseEngineered("the solver's body", by: Source.openUXKit),
    ], uncertain: [
      "the animator's clamp k ≥ 0.01 is reported by the reference notes, not seen in code",
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      dampingRatio: values.number("damping-ratio"), initialVelocity: values.number("velocity"),
      duration: values.number("duration"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(dampingRatio), .number(initialVelocity), .number(duration)]
  }

  /// The solver's result for the animator's duration.
  public var solution: UIKitSpringSolver.Solution {
    UIKitSpringSolver.solve(duration: duration, dampingRatio: dampingRatio, velocity: initialVelocity)
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try solution.spring(dampingParameter: "damping-ratio", minimumStiffness: 0.01)
    return PhysicalSpring(spring: spring, initialVelocity: initialVelocity)
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    UIKitSpringSolver.expression(physical) { duration, zeta throws(MappingError) in
      try Self(dampingRatio: zeta, initialVelocity: physical.initialVelocity, duration: duration)
    }
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let solution = self.solution
    return [
      DerivedValue("stiffness", max(solution.stiffness, 0.01)),
      DerivedValue("damping", solution.damping),
      DerivedValue("animatorDuration", duration, unit: "s"),
    ]
  }
}
