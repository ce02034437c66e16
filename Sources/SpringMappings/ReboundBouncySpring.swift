//===--- ReboundBouncySpring.swift ----------------------------------------===//

import SpringModel

/// Rebound `SpringConfig.fromBouncinessAndSpeed(bounciness, speed)` (Origami
/// PopAnimation values): `ReboundConversion.origami(bounciness:speed:)`, then
/// the Origami conversion, mass 1.
public struct ReboundBouncySpring: SpringAPIFamily {
  /// PopAnimation `bounciness` (typically 0…20).
  public var bounciness: Double
  /// PopAnimation `speed` (typically 0…20).
  public var speed: Double
  /// `Spring.setVelocity`, value units per second.
  public var velocity: Double

  /// Creates the config.
  /// - Throws: `invalidParameter` for non-finite values or values that give
  ///   a non-positive tension or negative friction.
  public init(bounciness: Double, speed: Double, velocity: Double = 0) throws(MappingError) {
    try MappingError.requireFinite(bounciness, "bounciness")
    try MappingError.requireFinite(speed, "speed")
    try MappingError.requireFinite(velocity, "velocity")
    let origami = ReboundConversion.origami(bounciness: bounciness, speed: speed)
    guard ReboundConversion.tension(origami: origami.tension) > 0 else {
      throw .invalidParameter("speed", value: .number(speed), requirement: "a value giving a positive tension")
    }
    guard ReboundConversion.friction(origami: origami.friction) >= 0 else {
      throw .invalidParameter("bounciness", value: .number(bounciness), requirement: "a value giving a friction >= 0")
    }
    self.bounciness = bounciness
    self.speed = speed
    self.velocity = velocity
  }

  public static let api = SpringAPIDescription(
    id: "rebound.bouncy", platform: .rebound,
    signature: "SpringConfig.fromBouncinessAndSpeed(bounciness, speed)",
    parameters: [
      .number("bounciness", default: nil, "PopAnimation bounciness, typically 0…20"),
      .number("speed", default: nil, "PopAnimation speed, typically 0…20"),
      .velocity(label: "setVelocity", unit: .unitsPerSecond, "value units per second"),
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance([
      .documented("BouncyConversion: b = 0.8·normalize(bounciness/1.7, 0, 20), s = normalize(speed/1.7, 0, 20), Origami tension = 0.5 + 199.5·s, friction = quadratic-out blend of the no-bounce cubic toward 0.01; then OrigamiValueConverter", in: Source.rebound),
    ], uncertain: [
      "Rebound integrates with RK4 at 1 ms and loses time in its frame interpolation, so its motion runs slightly slow against this exact one",
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(bounciness: values.number("bounciness"), speed: values.number("speed"), velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(bounciness), .number(speed), .number(velocity)] }

  /// The Origami (tension, friction) of these values.
  public var origami: (tension: Double, friction: Double) {
    ReboundConversion.origami(bounciness: bounciness, speed: speed)
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let origami = self.origami
    let spring = try Spring.fromAPI(
      stiffness: ReboundConversion.tension(origami: origami.tension),
      damping: ReboundConversion.friction(origami: origami.friction), blame: "speed")
    return PhysicalSpring(spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let (k, c) = physical.unitMassSpring
    switch ReboundConversion.bouncinessAndSpeed(
      origamiTension: ReboundConversion.origamiTension(k), origamiFriction: ReboundConversion.origamiFriction(c))
    {
    case .failure(let reason): return .notRepresentable(reason.description)
    case .success(let values):
      guard let family = try? Self(
        bounciness: values.bounciness, speed: values.speed, velocity: velocityArgument(for: physical, in: context).value)
      else { return .notRepresentable("Rebound cannot take these values") }
      return .exactly(family)
    }
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let origami = self.origami
    return [
      DerivedValue("origamiTension", origami.tension),
      DerivedValue("origamiFriction", origami.friction),
      DerivedValue("tension", ReboundConversion.tension(origami: origami.tension)),
      DerivedValue("friction", ReboundConversion.friction(origami: origami.friction)),
    ]
  }
}
