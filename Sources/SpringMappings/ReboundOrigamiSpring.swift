//===--- ReboundOrigamiSpring.swift ---------------------------------------===//

import SpringModel

/// Rebound `SpringConfig.fromOrigamiTensionAndFriction(tension, friction)`:
/// k = (tension − 30)·3.62 + 194, c = (friction − 8)·3 + 25, mass 1. The
/// default Origami spring (40, 7) is k 230.2, c 22.
public struct ReboundOrigamiSpring: SpringAPIFamily {
  /// Origami `tension` (default 40).
  public var tension: Double
  /// Origami `friction` (default 7).
  public var friction: Double
  /// `Spring.setVelocity`, value units per second.
  public var velocity: Double

  /// Creates the config with Rebound's default Origami values.
  /// - Throws: `invalidParameter` for an Origami tension giving k ≤ 0, a
  ///   friction giving c < 0, or non-finite values.
  public init(tension: Double = 40, friction: Double = 7, velocity: Double = 0) throws(MappingError) {
    try MappingError.requireFinite(tension, "tension")
    try MappingError.requireFinite(friction, "friction")
    try MappingError.requireFinite(velocity, "velocity")
    guard ReboundConversion.tension(origami: tension) > 0 else {
      throw .invalidParameter("tension", value: .number(tension), requirement: "> \(ReboundConversion.origamiTension(0)) (Rebound tension must be > 0)")
    }
    guard ReboundConversion.friction(origami: friction) >= 0 else {
      throw .invalidParameter("friction", value: .number(friction), requirement: ">= \(ReboundConversion.origamiFriction(0)) (Rebound friction must be >= 0)")
    }
    self.tension = tension
    self.friction = friction
    self.velocity = velocity
  }

  public static let api = SpringAPIDescription(
    id: "rebound.origami", platform: .rebound,
    signature: "SpringConfig.fromOrigamiTensionAndFriction(tension, friction) (default (40, 7))",
    parameters: [
      .number("tension", default: 40, "Origami tension; k = (tension − 30)·3.62 + 194"),
      .number("friction", default: 7, "Origami friction; c = (friction − 8)·3 + 25"),
      .velocity(label: "setVelocity", unit: .unitsPerSecond, "value units per second"),
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance([
      .documented("OrigamiValueConverter; DEFAULT_ORIGAMI_SPRING_CONFIG = (40, 7); mass 1", in: Source.rebound),
    ], uncertain: [
      "Rebound integrates with RK4 at 1 ms and loses time in its frame interpolation, so its motion runs slightly slow against this exact one",
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(tension: values.number("tension"), friction: values.number("friction"), velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(tension), .number(friction), .number(velocity)] }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try Spring.fromAPI(
      stiffness: ReboundConversion.tension(origami: tension), damping: ReboundConversion.friction(origami: friction),
      blame: "tension", names: ["damping": "friction"])
    return PhysicalSpring(spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let (k, c) = physical.unitMassSpring
    guard let family = try? Self(
      tension: ReboundConversion.origamiTension(k), friction: ReboundConversion.origamiFriction(c),
      velocity: velocityArgument(for: physical, in: context).value)
    else { return .notRepresentable("Rebound cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    [
      DerivedValue("tension", ReboundConversion.tension(origami: tension)),
      DerivedValue("friction", ReboundConversion.friction(origami: friction)),
    ]
  }
}
