//===--- SwiftUIAnimationInteractiveSpring.swift --------------------------===//

import SpringModel

/// SwiftUI `Animation.interactiveSpring(response:dampingFraction:
/// blendDuration:)`: a fluid spring with interaction-friendly defaults
/// 0.15 / 0.86 / 0.25.
public struct SwiftUIAnimationInteractiveSpring: SpringAPIFamily {
  /// `response`, seconds (default 0.15).
  public var response: Double
  /// `dampingFraction` (default 0.86).
  public var dampingFraction: Double
  /// `blendDuration`, seconds (default 0.25).
  public var blendDuration: Double

  /// Creates the parameters with SwiftUI's defaults.
  /// - Throws: `invalidParameter` for a response that is not finite and > 0,
  ///   or a fraction or blend duration that is not finite and ≥ 0.
  public init(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) throws(MappingError) {
    try MappingError.requirePositive(response, "response")
    try MappingError.requireNonNegative(dampingFraction, "damping-fraction")
    try MappingError.requireNonNegative(blendDuration, "blend-duration")
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.animation.interactive", platform: .swiftUI,
    signature: "Animation.interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25)",
    parameters: [
      .number("response", default: 0.15, unit: "s", "2π/ω0"),
      .number("damping-fraction", label: "dampingFraction", default: 0.86, "ζ"),
      .number("blend-duration", label: "blendDuration", default: 0.25, unit: "s", "blends response changes"),
    ],
    velocityUnit: FluidSpring.velocityUnit,
    provenance: Provenance(
      [.documented("defaults 0.15 / 0.86 / 0.25", in: Source.swiftUIInterface)] + FluidSpring.notes,
      uncertain: ["the motion is integrated at 1/300 s steps; SpringLab reports the exact motion of the same spring"]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      response: values.number("response"), dampingFraction: values.number("damping-fraction"),
      blendDuration: values.number("blend-duration"))
  }

  public var parameterValues: [ParameterValue] { [.number(response), .number(dampingFraction), .number(blendDuration)] }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try FluidSpring.spring(response: response, dampingFraction: dampingFraction, blame: "response"))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    let family = try? Self(response: physical.spring.naturalPeriod, dampingFraction: physical.spring.snappedDampingRatio)
    guard let family else { return .notRepresentable("SwiftUI cannot take these values") }
    return Expression.exactly(family).addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(response: response, dampingFraction: dampingFraction)
  }
}
