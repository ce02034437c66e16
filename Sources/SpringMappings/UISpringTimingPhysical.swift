//===--- UISpringTimingPhysical.swift -------------------------------------===//

import SpringModel

/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
///
/// The spring as given; "the duration is computed assuming a small settling
/// oscillation" — the animator ignores its own duration and runs UIKit's
/// `_durationOfSpringAnimation` instead (`UIKitSettlingDuration`).
public struct UISpringTimingPhysical: SpringAPIFamily {
  /// `mass` (> 0).
  public var mass: Double
  /// `stiffness` (> 0).
  public var stiffness: Double
  /// `damping` coefficient (≥ 0).
  public var damping: Double
  /// `initialVelocity.dx`, distances per second toward the target.
  public var initialVelocity: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a mass or stiffness that is not finite
  ///   and > 0, a damping that is not finite and ≥ 0, a non-finite velocity.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requireSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "uikit.timing.physical", platform: .uikit,
    signature: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)",
    parameters: [
      .number("mass", default: nil, "must be > 0"),
      .number("stiffness", default: nil, "spring constant"),
      .number("damping", default: nil, "damping coefficient"),
      .velocity(label: "initialVelocity", unit: .distancesPerSecond, "CGVector dx, normalized to the distance"),
    ],
    velocityUnit: .distancesPerSecond,
    provenance: Provenance([
      .documented("ζ = damping/(2√(stiffness·mass)); the duration is computed assuming a small settling oscillation", in: Source.uikitHeader),
      .reverseEngineered("implicitDuration = YES: the animator's duration is -settlingDuration = _durationOfSpringAnimation(m, k, c, v)", by: Source.iOSDecompile),
      .reverseEngineered("_durationOfSpringAnimation for ζ ≥ 1 is Barry et al.'s Lambert-W approximation of the critical settling time (constants completed from that paper)", by: Source.iOSDecompile),
    ], uncertain: [
      PropertyAnimatorSpring.uncertainty, UIKitSettlingDuration.uncertainty,
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      mass: values.number("mass"), stiffness: values.number("stiffness"),
      damping: values.number("damping"), initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(mass), .number(stiffness), .number(damping), .number(initialVelocity)]
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try Spring.fromAPI(mass: mass, stiffness: stiffness, damping: damping, blame: "mass")
    return PhysicalSpring(spring: PropertyAnimatorSpring.animated(spring), initialVelocity: initialVelocity)
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let spring = physical.spring
    if spring.exceedsCriticalDamping {
      return .notRepresentable(PropertyAnimatorSpring.overdampedReason(spring.dampingRatio))
    }
    guard let family = try? Self(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: physical.initialVelocity)
    else { return .notRepresentable("UIKit cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let root = (mass * stiffness).squareRoot()
    return [
      DerivedValue("dampingRatio", damping / (root + root)),
      DerivedValue(
        "settlingDuration",
        UIKitSettlingDuration.duration(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity),
        unit: "s"),
    ]
  }
}
