//===--- CASpringAnimationPerceptual.swift --------------------------------===//

import SpringModel

/// `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17), with
/// `initialVelocity` set afterwards.
///
/// Sets `allowsOverdamping` = true, k = (2π/d)², c = 4πζ/d (mass stays 1),
/// and `duration` = `settlingDuration` — computed inside the initializer,
/// before any `initialVelocity` is set.
public struct CASpringAnimationPerceptual: SpringAPIFamily {
  /// `perceptualDuration`, seconds: 2π/ω0.
  public var perceptualDuration: Double
  /// `bounce`, in (−1, 1].
  public var bounce: Double
  /// `initialVelocity` set after the initializer, distances per second.
  public var initialVelocity: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a bounce outside (−1, 1], or a non-finite velocity.
  public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(perceptualDuration, "perceptual-duration")
    try MappingError.require(
      bounce, "bounce", in: -1...1, lowerOpen: true,
      "; above 1 the damping would be negative and Core Animation would use 10")
    try MappingError.requireFinite(initialVelocity, "velocity")
    self.perceptualDuration = perceptualDuration
    self.bounce = bounce
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "ca.spring.perceptual", platform: .coreAnimation,
    signature: "CASpringAnimation(perceptualDuration:bounce:)",
    parameters: [
      .number("perceptual-duration", label: "perceptualDuration", default: nil, unit: "s", "2π/ω0"),
      .number("bounce", default: nil, "0 critical, 1 undamped, negative overdamped"),
      .velocity(label: "initialVelocity", unit: .distancesPerSecond, "the property, set after init"),
    ],
    velocityUnit: .distancesPerSecond,
    provenance: Provenance([
      .documented("init(perceptualDuration:bounce:), perceptualDuration and bounce exist (iOS 17)", in: Source.caHeader),
      .reverseEngineered("allowsOverdamping = YES, k = (2π/d)², c = ζ·4π/d, duration = settlingDuration at init", by: Source.iOSDecompile),
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      perceptualDuration: values.number("perceptual-duration"), bounce: values.number("bounce"),
      initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(perceptualDuration), .number(bounce), .number(initialVelocity)]
  }

  /// The spring the initializer sets.
  public func spring() throws(MappingError) -> Spring {
    let zeta = AppleBounce.dampingRatio(bounce: bounce)
    let frequency = 2 * Double.pi / perceptualDuration
    return try Spring.fromAPI(
      stiffness: frequency * frequency, damping: zeta * (4 * Double.pi) / perceptualDuration,
      blame: "perceptual-duration")
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try spring(), initialVelocity: initialVelocity)
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    guard let family = try? Self(
      perceptualDuration: physical.spring.naturalPeriod,
      bounce: AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio),
      initialVelocity: physical.initialVelocity)
    else { return .notRepresentable("Core Animation cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? spring() else { return [] }
    return [
      DerivedValue("stiffness", spring.stiffness),
      DerivedValue("damping", spring.damping),
      DerivedValue(
        "duration",
        CoreAnimationSettlingDuration.duration(spring: spring, velocity: 0, allowsOverdamping: true), unit: "s"),
    ] + CASpringAnimationParameters.derived(for: spring, velocity: initialVelocity, allowsOverdamping: true)
  }
}
