//===--- UISpringTimingDurationBounce.swift -------------------------------===//

import SpringModel

/// `UISpringTimingParameters(duration:bounce:initialVelocity:)` (iOS 17).
///
/// m = 1, k = (2π/duration)², c = 2√k·ζ with ζ from `bounce`; the duration
/// is implicit: the animator runs UIKit's `_durationOfSpringAnimation`.
public struct UISpringTimingDurationBounce: SpringAPIFamily {
  /// `duration`, seconds: the perceptual duration 2π/ω0.
  public var duration: Double
  /// `bounce`, in (−1, 1].
  public var bounce: Double
  /// `initialVelocity.dx`, distances per second toward the target.
  public var initialVelocity: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a bounce outside (−1, 1], or a non-finite velocity.
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(duration, "duration")
    try MappingError.require(bounce, "bounce", in: -1...1, lowerOpen: true, "; above 1 the damping would be negative")
    try MappingError.requireFinite(initialVelocity, "velocity")
    self.duration = duration
    self.bounce = bounce
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "uikit.timing.bounce", platform: .uikit,
    signature: "UISpringTimingParameters(duration:bounce:initialVelocity:)",
    parameters: [
      .number("duration", default: nil, unit: "s", "perceptual duration 2π/ω0"),
      .number("bounce", default: nil, "0 critical, 1 undamped, negative overdamped"),
      .velocity(label: "initialVelocity", unit: .distancesPerSecond, "CGVector dx, normalized to the distance (init(duration:bounce:) passes zero)"),
    ],
    velocityUnit: .distancesPerSecond,
    provenance: Provenance([
      .reverseEngineered("_convertBounce:toDampingRatio: then _convertDampingRatio:response: (m = 1, k = (2π/d)², c = 2√k·ζ), implicitDuration = YES", by: Source.iOSDecompile),
      .reverseEngineered("the animator's duration is _durationOfSpringAnimation(m, k, c, v)", by: Source.iOSDecompile),
    ], uncertain: [
      PropertyAnimatorSpring.uncertainty, UIKitSettlingDuration.uncertainty,
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      duration: values.number("duration"), bounce: values.number("bounce"),
      initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(duration), .number(bounce), .number(initialVelocity)]
  }

  /// The spring UIKit stores.
  public func storedSpring() throws(MappingError) -> Spring {
    try PerceptualSpring.spring(response: duration, dampingRatio: AppleBounce.dampingRatio(bounce: bounce), blame: "duration")
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: PropertyAnimatorSpring.animated(try storedSpring()), initialVelocity: initialVelocity)
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let zeta = physical.spring.snappedDampingRatio
    if physical.spring.exceedsCriticalDamping {
      return .notRepresentable(PropertyAnimatorSpring.overdampedReason(zeta))
    }
    guard let family = try? Self(
      duration: physical.spring.naturalPeriod, bounce: AppleBounce.bounce(dampingRatio: zeta),
      initialVelocity: physical.initialVelocity)
    else { return .notRepresentable("UIKit cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let spring = try? storedSpring()
    return [
      DerivedValue("dampingRatio", spring?.dampingRatio),
      DerivedValue(
        "settlingDuration",
        spring.flatMap {
          UIKitSettlingDuration.duration(mass: $0.mass, stiffness: $0.stiffness, damping: $0.damping, velocity: initialVelocity)
        }, unit: "s"),
    ]
  }
}
