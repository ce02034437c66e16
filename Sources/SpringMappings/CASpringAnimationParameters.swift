//===--- CASpringAnimationParameters.swift --------------------------------===//

import SpringModel

/// `CASpringAnimation` with `mass`, `stiffness`, `damping`,
/// `initialVelocity` and `allowsOverdamping` set directly.
///
/// Without `allowsOverdamping` a spring with ζ > 1 "is treated as critically
/// damped": Core Animation animates the critical spring of the same mass and
/// stiffness. Its `settlingDuration` is `CoreAnimationSettlingDuration`.
public struct CASpringAnimationParameters: SpringAPIFamily {
  /// `mass` (default 1).
  public var mass: Double
  /// `stiffness` (default 100).
  public var stiffness: Double
  /// `damping` (default 10).
  public var damping: Double
  /// `initialVelocity`, distances per second toward the target (default 0).
  public var initialVelocity: Double
  /// `allowsOverdamping` (default false).
  public var allowsOverdamping: Bool

  /// Creates the parameters with Core Animation's defaults.
  /// - Throws: `invalidParameter` for values Core Animation would replace by
  ///   its defaults (mass or stiffness ≤ 0, damping < 0) or non-finite ones.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) throws(MappingError) {
    try MappingError.requirePositive(mass, "mass", "; Core Animation would log and use 1")
    try MappingError.requirePositive(stiffness, "stiffness", "; Core Animation would log and use 100")
    try MappingError.requireNonNegative(damping, "damping", "; Core Animation would log and use 10")
    try MappingError.requireFinite(initialVelocity, "velocity")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  public static let api = SpringAPIDescription(
    id: "ca.spring", platform: .coreAnimation,
    signature: "CASpringAnimation: mass, stiffness, damping, initialVelocity, allowsOverdamping",
    parameters: [
      .number("mass", default: 1, "must be > 0"),
      .number("stiffness", default: 100, "spring constant"),
      .number("damping", default: 10, "damping coefficient"),
      .velocity(label: "initialVelocity", unit: .distancesPerSecond, "positive toward the target"),
      .flag("allows-overdamping", label: "allowsOverdamping", default: false, "when false, ζ > 1 is animated as critical"),
    ],
    velocityUnit: .distancesPerSecond,
    provenance: Provenance([
      .documented("defaults 1/100/10/0, allowsOverdamping false (\"otherwise it is treated as critically damped\"); positive velocity moves toward the target", in: Source.caHeader),
      .documented("settlingDuration ≈ 2.85 s at damping 5, just over 1 s at 15", in: Source.appleDocs),
      .reverseEngineered("settlingDuration = durationForEpsilon:0.001: ζ < 1 envelope −ln(ε/(1 + |(ζω0 − v0)/ωd|))/(ζω0); ζ ≥ 1 a 0.1 s grid walk; FLT_MAX clamp; invalid setters fall back to the defaults", by: Source.iOSDecompile),
      .reverseEngineered("perceptualDuration = 2π√(m/k); bounce = 1 − ζ (ζ ≤ 1) or 1/ζ − 1", by: Source.iOSDecompile),
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      mass: values.number("mass"), stiffness: values.number("stiffness"), damping: values.number("damping"),
      initialVelocity: values.number("velocity"), allowsOverdamping: values.flag("allows-overdamping"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(mass), .number(stiffness), .number(damping), .number(initialVelocity), .flag(allowsOverdamping)]
  }

  /// The spring as set on the animation.
  public func storedSpring() throws(MappingError) -> Spring {
    try Spring.fromAPI(mass: mass, stiffness: stiffness, damping: damping, blame: "mass")
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = CoreAnimationSpring.animated(try storedSpring(), allowsOverdamping: allowsOverdamping)
    return PhysicalSpring(spring: spring, initialVelocity: initialVelocity)
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let spring = physical.spring
    guard let family = try? Self(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: physical.initialVelocity, allowsOverdamping: spring.exceedsCriticalDamping)
    else { return .notRepresentable("Core Animation cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? storedSpring() else { return [] }
    return Self.derived(for: spring, velocity: initialVelocity, allowsOverdamping: allowsOverdamping)
  }

  /// Core Animation's own numbers for a spring: `settlingDuration`,
  /// `perceptualDuration` and `bounce` (from the stored damping).
  static func derived(for spring: Spring, velocity: Double, allowsOverdamping: Bool) -> [DerivedValue] {
    let perceptual = 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot()
    let ratio = perceptual * spring.damping / (spring.mass * 4 * Double.pi)
    return [
      DerivedValue(
        "settlingDuration",
        CoreAnimationSettlingDuration.duration(spring: spring, velocity: velocity, allowsOverdamping: allowsOverdamping),
        unit: "s"),
      DerivedValue("perceptualDuration", perceptual, unit: "s"),
      DerivedValue("bounce", AppleBounce.bounce(dampingRatio: ratio)),
    ]
  }
}
