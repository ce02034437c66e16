//===--- ReactSpringFrequencyConfig.swift ---------------------------------===//

import SpringModel

/// react-spring `config: { frequency, damping, mass }`: the "natural
/// frequency" `frequency` is really a period in seconds and `damping` a
/// damping ratio; react-spring derives tension = (2π/frequency)²·mass and
/// friction = 4π·damping·mass/frequency, after clamping frequency to ≥ 0.01
/// and damping to ≥ 0.
public struct ReactSpringFrequencyConfig: SpringAPIFamily {
  /// `frequency`: the undamped period in seconds (clamped to ≥ 0.01).
  public var frequency: Double
  /// `damping`: the damping ratio (default 1; negatives clamp to 0).
  public var damping: Double
  /// `mass` (default 1).
  public var mass: Double
  /// `velocity`, value units per millisecond (default 0).
  public var velocity: Double

  /// Creates the config.
  /// - Throws: `invalidParameter` for a frequency or mass that is not finite
  ///   and > 0, a non-finite damping or velocity.
  public init(frequency: Double, damping: Double = 1, mass: Double = 1, velocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(frequency, "frequency")
    try MappingError.requireFinite(damping, "damping")
    try MappingError.requirePositive(mass, "mass")
    try MappingError.requireFinite(velocity, "velocity")
    self.frequency = frequency
    self.damping = damping
    self.mass = mass
    self.velocity = velocity
  }

  public static let api = SpringAPIDescription(
    id: "react-spring.frequency", platform: .reactSpring,
    signature: "config: { frequency, damping: 1, mass: 1, velocity: 0 }",
    parameters: [
      .number("frequency", default: nil, unit: "s", "undamped period 2π/ω0 (clamped to >= 0.01)"),
      .number("damping", default: 1, "damping ratio ζ (clamped to >= 0)"),
      .number("mass", default: 1, "must be > 0"),
      .velocity(label: "velocity", unit: .unitsPerMillisecond, "value units per millisecond"),
    ],
    velocityUnit: .unitsPerMillisecond,
    provenance: Provenance([
      .documented("mergeConfig: frequency < 0.01 → 0.01, damping < 0 → 0, tension = (2π/frequency)²·mass, friction = 4π·damping·mass/frequency; damping defaults to 1", in: Source.reactSpring),
    ], uncertain: [
      "react-spring integrates with semi-implicit Euler in ceil(dt) steps of 1 ms, so its motion deviates slightly from this exact one",
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      frequency: values.number("frequency"), damping: values.number("damping"), mass: values.number("mass"),
      velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(frequency), .number(damping), .number(mass), .number(velocity)] }

  /// The (tension, friction) react-spring derives.
  public var tensionAndFriction: (tension: Double, friction: Double) {
    let f = max(frequency, 0.01), zeta = max(damping, 0)
    return (pow2(2 * Double.pi / f) * mass, 4 * Double.pi * zeta * mass / f)
  }

  private func pow2(_ x: Double) -> Double { x * x }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let (tension, friction) = tensionAndFriction
    let spring = try Spring.fromAPI(mass: mass, stiffness: tension, damping: friction, blame: "frequency")
    return PhysicalSpring(spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let period = physical.spring.naturalPeriod
    guard period >= 0.01 else {
      return .notRepresentable("react-spring clamps frequency (the period) to at least 0.01 s; this spring's is \(period) s")
    }
    guard let family = try? Self(
      frequency: period, damping: physical.spring.snappedDampingRatio, mass: physical.spring.mass,
      velocity: velocityArgument(for: physical, in: context).value)
    else { return .notRepresentable("react-spring cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let (tension, friction) = tensionAndFriction
    return [DerivedValue("tension", tension), DerivedValue("friction", friction)]
  }
}
