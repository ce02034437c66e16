//===--- FlutterSpringWithDampingRatio.swift ------------------------------===//

import SpringModel

/// Flutter `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`:
/// c = ratio·2√(mk), ratio defaulting to 1.
public struct FlutterSpringWithDampingRatio: GivenSpringFamily {
  /// `mass`.
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `ratio`: ζ (default 1).
  public var ratio: Double
  /// `SpringSimulation`'s velocity, value units per second.
  public var velocity: Double

  /// Creates the description.
  /// - Throws: `invalidParameter` for a mass or stiffness that is not finite
  ///   and > 0, a ratio that is not finite and ≥ 0, a non-finite velocity.
  public init(mass: Double, stiffness: Double, ratio: Double = 1, velocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(mass, "mass")
    try MappingError.requirePositive(stiffness, "stiffness")
    try MappingError.requireNonNegative(ratio, "ratio")
    try MappingError.requireFinite(velocity, "velocity")
    self.mass = mass
    self.stiffness = stiffness
    self.ratio = ratio
    self.velocity = velocity
  }

  public static let api = SpringAPIDescription(
    id: "flutter.spring.damping-ratio", platform: .flutter,
    signature: "SpringDescription.withDampingRatio({required double mass, required double stiffness, double ratio = 1.0})",
    parameters: [
      .number("mass", default: nil, "must be > 0"),
      .number("stiffness", default: nil, "spring constant"),
      .number("ratio", default: 1, "damping ratio ζ"),
      FlutterSpring.velocityParameter,
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance(
      [.documented("damping = ratio · 2 · √(mass · stiffness), ratio defaults to 1", in: Source.flutter)] + FlutterSpring.notes))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      mass: values.number("mass"), stiffness: values.number("stiffness"), ratio: values.number("ratio"),
      velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(mass), .number(stiffness), .number(ratio), .number(velocity)] }

  /// The damping coefficient Flutter computes.
  public var damping: Double { ratio * 2.0 * (mass * stiffness).squareRoot() }

  /// The description of `spring` by its mass, stiffness and damping ratio.
  public init(given spring: Spring, velocity: Double) throws(MappingError) {
    try self.init(mass: spring.mass, stiffness: spring.stiffness, ratio: spring.snappedDampingRatio, velocity: velocity)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    [DerivedValue("damping", damping)] + FlutterSpring.derived(mass: mass, stiffness: stiffness, damping: damping)
  }
}
