//===--- MotionSpring.swift -----------------------------------------------===//

import SpringModel

/// Motion (framer-motion) `{ type: "spring", stiffness, damping, mass,
/// velocity }`: the spring as given, in closed form ("based on Wobble").
///
/// `velocity` is in the value's units per second (Motion negates it and
/// works in units per millisecond inside). The animation is done when speed
/// ≤ restSpeed and distance ≤ restDelta, then snaps to the target.
public struct MotionSpring: GivenSpringFamily {
  /// `stiffness` (default 100).
  public var stiffness: Double
  /// `damping` (default 10).
  public var damping: Double
  /// `mass` (default 1).
  public var mass: Double
  /// `velocity`, value units per second (default 0).
  public var velocity: Double

  /// Creates the options with Motion's defaults.
  /// - Throws: `invalidParameter` for a stiffness or mass that is not finite
  ///   and > 0, a damping that is not finite and ≥ 0, a non-finite velocity.
  public init(stiffness: Double = 100, damping: Double = 10, mass: Double = 1, velocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(stiffness, "stiffness")
    try MappingError.requireNonNegative(damping, "damping")
    try MappingError.requirePositive(mass, "mass")
    try MappingError.requireFinite(velocity, "velocity")
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    self.velocity = velocity
  }

  public static let api = SpringAPIDescription(
    id: "motion.spring", platform: .motion,
    signature: "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1, velocity: 0 }",
    parameters: [
      .number("stiffness", default: 100, "spring constant"),
      .number("damping", default: 10, "damping coefficient"),
      .number("mass", default: 1, "must be > 0"),
      .velocity(label: "velocity", unit: .unitsPerSecond, "value units per second"),
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance([
      .documented("defaults k 100, c 10, m 1, velocity 0 (units/s, negated into units/ms inside); closed-form branches by ζ < 1, ζ === 1, ζ > 1", in: Source.motion),
    ], uncertain: [
      "Motion caps ωd·t at 300 in its overdamped sinh/cosh form (issue #1207): strongly overdamped springs jump away from this motion late in the animation",
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      stiffness: values.number("stiffness"), damping: values.number("damping"), mass: values.number("mass"),
      velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(stiffness), .number(damping), .number(mass), .number(velocity)] }

  /// The options of `spring` as it is.
  public init(given spring: Spring, velocity: Double) throws(MappingError) {
    try self.init(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass, velocity: velocity)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] { [] }
}
