//===--- ReactSpringConfig.swift ------------------------------------------===//

import SpringModel

/// react-spring `config: { tension, friction, mass, velocity }`.
///
/// tension is k and friction is c, in per-second units (react-spring's 1 ms
/// semi-implicit Euler step multiplies them by 1e-6 and 1e-3 per
/// millisecond); `velocity` is in the value's units per *millisecond*.
public struct ReactSpringConfig: SpringAPIFamily {
  /// A named preset of `config` (mass 1).
  public struct Preset: Hashable, Sendable {
    /// The preset's name in `config`.
    public var name: String
    /// `tension`.
    public var tension: Double
    /// `friction`.
    public var friction: Double
  }

  /// react-spring's `config.default`, `.gentle`, `.wobbly`, `.stiff`,
  /// `.slow`, `.molasses`.
  public static let presets: [Preset] = [
    Preset(name: "default", tension: 170, friction: 26),
    Preset(name: "gentle", tension: 120, friction: 14),
    Preset(name: "wobbly", tension: 180, friction: 12),
    Preset(name: "stiff", tension: 210, friction: 20),
    Preset(name: "slow", tension: 280, friction: 60),
    Preset(name: "molasses", tension: 280, friction: 120),
  ]

  /// `tension` = k (default 170).
  public var tension: Double
  /// `friction` = c (default 26).
  public var friction: Double
  /// `mass` (default 1).
  public var mass: Double
  /// `velocity`, value units per millisecond (default 0).
  public var velocity: Double

  /// Creates the config with react-spring's defaults (`config.default`).
  /// - Throws: `invalidParameter` for a tension or mass that is not finite
  ///   and > 0 (a tension ≤ 0 never moves), a friction that is not finite and
  ///   ≥ 0, a non-finite velocity.
  public init(tension: Double = 170, friction: Double = 26, mass: Double = 1, velocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(tension, "tension", "; react-spring never moves a spring with tension <= 0")
    try MappingError.requireNonNegative(friction, "friction")
    try MappingError.requirePositive(mass, "mass")
    try MappingError.requireFinite(velocity, "velocity")
    self.tension = tension
    self.friction = friction
    self.mass = mass
    self.velocity = velocity
  }

  /// The config of a preset.
  public init(preset: Preset) {
    (tension, friction, mass, velocity) = (preset.tension, preset.friction, 1, 0)
  }

  public static let api = SpringAPIDescription(
    id: "react-spring", platform: .reactSpring,
    signature: "config: { tension: 170, friction: 26, mass: 1, velocity: 0 } (presets default 170/26, gentle 120/14, wobbly 180/12, stiff 210/20, slow 280/60, molasses 280/120)",
    parameters: [
      .number("tension", default: 170, "k"),
      .number("friction", default: 26, "c"),
      .number("mass", default: 1, "must be > 0"),
      .velocity(label: "velocity", unit: .unitsPerMillisecond, "value units per millisecond"),
    ],
    velocityUnit: .unitsPerMillisecond,
    provenance: Provenance([
      .documented("defaults = config.default (170/26), mass 1; presets; a = (−tension·1e-6·Δx − friction·1e-3·v)/mass per 1 ms step with v in units/ms", in: Source.reactSpring),
    ], uncertain: [
      "react-spring integrates with semi-implicit Euler in ceil(dt) steps of 1 ms, so its motion deviates slightly from this exact one",
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      tension: values.number("tension"), friction: values.number("friction"), mass: values.number("mass"),
      velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(tension), .number(friction), .number(mass), .number(velocity)] }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try Spring.fromAPI(
      mass: mass, stiffness: tension, damping: friction, blame: "tension",
      names: ["mass": "mass", "stiffness": "tension", "damping": "friction"])
    return PhysicalSpring(spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let spring = physical.spring
    guard let family = try? Self(
      tension: spring.stiffness, friction: spring.damping, mass: spring.mass,
      velocity: velocityArgument(for: physical, in: context).value)
    else { return .notRepresentable("react-spring cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] { [] }
}
