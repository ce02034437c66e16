//===--- SwiftUIAnimationInterpolatingSpring.swift ------------------------===//

import SpringModel

/// SwiftUI `Animation.interpolatingSpring(mass:stiffness:damping:
/// initialVelocity:)`: the given spring, analytically, with ζ ≥ 1 animated
/// as critical (`InterpolatingSpring`).
public struct SwiftUIAnimationInterpolatingSpring: InterpolatingSpringAnimation {
  /// `mass` (default 1).
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `damping` coefficient.
  public var damping: Double
  /// `initialVelocity`, distances per second toward the target (default 0).
  public var initialVelocity: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a mass or stiffness that is not finite
  ///   and > 0, a damping that is not finite and ≥ 0, a non-finite velocity.
  public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requireSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.animation.interpolating", platform: .swiftUI,
    signature: "Animation.interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0)",
    parameters: [
      .number("mass", default: 1, "must be > 0"),
      .number("stiffness", default: nil, "spring constant"),
      .number("damping", default: nil, "damping coefficient; ζ ≥ 1 is animated as critical"),
      InterpolatingSpring.velocityParameter,
    ],
    velocityUnit: .distancesPerSecond,
    provenance: InterpolatingSpring.provenance(
      .documented("defaults mass 1, initialVelocity 0; stiffness and damping required", in: Source.swiftUIInterface)))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      mass: values.number("mass"), stiffness: values.number("stiffness"), damping: values.number("damping"),
      initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(mass), .number(stiffness), .number(damping), .number(initialVelocity)]
  }

  /// The spring as given.
  public func storedSpring() throws(MappingError) -> Spring {
    try Spring.fromAPI(mass: mass, stiffness: stiffness, damping: damping, blame: "mass")
  }

  /// The parameters of `spring` as it is.
  public init(given spring: Spring, initialVelocity: Double) throws(MappingError) {
    try self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? storedSpring() else { return [] }
    return InterpolatingSpring.derived(spring, velocity: initialVelocity)
  }
}
