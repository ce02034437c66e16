//===--- SwiftUISpringPhysical.swift --------------------------------------===//

import SpringModel

/// SwiftUI `Spring(mass:stiffness:damping:allowOverDamping:)` (iOS 17).
///
/// Without `allowOverDamping` an overdamped spring "is treated as critically
/// damped": SwiftUI stores λ = ω0, so the spring that moves (and the
/// `damping` getter) has c = 2√(mk).
public struct SwiftUISpringPhysical: SpringAPIFamily {
  /// `mass` (default 1).
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `damping` coefficient.
  public var damping: Double
  /// `allowOverDamping` (default false).
  public var allowOverDamping: Bool
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a mass or stiffness that is not finite
  ///   and > 0, a damping that is not finite and ≥ 0, a non-finite velocity.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false,
    initialVelocity: Double = 0
  ) throws(MappingError) {
    try MappingError.requireSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.allowOverDamping = allowOverDamping
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.spring.physical", platform: .swiftUI,
    signature: "Spring(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)",
    parameters: [
      .number("mass", default: 1, "must be > 0"),
      .number("stiffness", default: nil, "spring constant"),
      .number("damping", default: nil, "damping coefficient"),
      .flag("allow-over-damping", label: "allowOverDamping", default: false, "when false, ζ > 1 is treated as critical"),
      SwiftUISpringStorage.velocityParameter,
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance([
      .documented("defaults mass 1, allowOverDamping false; overdamping not allowed is \"treated as critically damped\"", in: Source.appleDocs),
      .reverseEngineered("stores λ = ω0 in that case; inverse properties; settlingDuration", by: Source.openSwiftUI),
    ], uncertain: SwiftUISpringStorage.uncertainties))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      mass: values.number("mass"), stiffness: values.number("stiffness"), damping: values.number("damping"),
      allowOverDamping: values.flag("allow-over-damping"), initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(mass), .number(stiffness), .number(damping), .flag(allowOverDamping), .number(initialVelocity)]
  }

  /// SwiftUI's storage for these parameters.
  public var storage: SwiftUISpringStorage {
    SwiftUISpringStorage(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let stored = try Spring.fromAPI(mass: mass, stiffness: stiffness, damping: damping, blame: "mass")
    let spring = CoreAnimationSpring.animated(stored, allowsOverdamping: allowOverDamping)
    return PhysicalSpring(spring: spring, initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let spring = physical.spring
    let velocity = velocityArgument(for: physical, in: context)
    guard let family = try? Self(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      allowOverDamping: spring.exceedsCriticalDamping, initialVelocity: velocity.value)
    else { return .notRepresentable("SwiftUI cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] { storage.derived }
}
