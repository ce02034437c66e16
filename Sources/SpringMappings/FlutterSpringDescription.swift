//===--- FlutterSpringDescription.swift -----------------------------------===//

import SpringModel

/// Flutter `SpringDescription(mass:stiffness:damping:)`: the spring as given.
public struct FlutterSpringDescription: GivenSpringFamily {
  /// `mass`.
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `damping` coefficient.
  public var damping: Double
  /// `SpringSimulation`'s velocity, value units per second.
  public var velocity: Double

  /// Creates the description (every argument is required in Flutter).
  /// - Throws: `invalidParameter` for a mass or stiffness that is not finite
  ///   and > 0, a damping that is not finite and ≥ 0, a non-finite velocity.
  public init(mass: Double, stiffness: Double, damping: Double, velocity: Double = 0) throws(MappingError) {
    try MappingError.requireSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.velocity = velocity
  }

  public static let api = SpringAPIDescription(
    id: "flutter.spring", platform: .flutter,
    signature: "SpringDescription({required double mass, required double stiffness, required double damping})",
    parameters: [
      .number("mass", default: nil, "must be > 0"),
      .number("stiffness", default: nil, "spring constant"),
      .number("damping", default: nil, "damping coefficient"),
      FlutterSpring.velocityParameter,
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance(FlutterSpring.notes))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      mass: values.number("mass"), stiffness: values.number("stiffness"), damping: values.number("damping"),
      velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(mass), .number(stiffness), .number(damping), .number(velocity)] }

  /// The description of `spring` as it is.
  public init(given spring: Spring, velocity: Double) throws(MappingError) {
    try self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: velocity)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FlutterSpring.derived(mass: mass, stiffness: stiffness, damping: damping)
  }
}
