//===--- SwiftUIAnimationSpringDuration.swift -----------------------------===//

import SpringModel

/// SwiftUI `Animation.spring(duration:bounce:blendDuration:)` (iOS 17):
/// `spring(response: duration, dampingFraction: springDampingFraction(bounce))`.
public struct SwiftUIAnimationSpringDuration: SpringAPIFamily {
  /// `duration`, seconds: 2π/ω0 (default 0.5).
  public var duration: Double
  /// `bounce` in (−1, 1] (default 0).
  public var bounce: Double
  /// `blendDuration`, seconds (default 0).
  public var blendDuration: Double

  /// Creates the parameters with SwiftUI's defaults.
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a bounce outside (−1, 1], a blend duration that is not finite and ≥ 0.
  public init(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(duration, "duration")
    try MappingError.require(bounce, "bounce", in: -1...1, lowerOpen: true, "; above 1 the inline helper gives a negative damping fraction")
    try MappingError.requireNonNegative(blendDuration, "blend-duration")
    self.duration = duration
    self.bounce = bounce
    self.blendDuration = blendDuration
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.animation.spring-duration", platform: .swiftUI,
    signature: "Animation.spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)",
    parameters: [
      .number("duration", default: 0.5, unit: "s", "perceptual duration 2π/ω0"),
      .number("bounce", default: 0, "0 critical, 1 undamped, negative overdamped"),
      .number("blend-duration", label: "blendDuration", default: 0, unit: "s", "blends duration changes"),
    ],
    velocityUnit: FluidSpring.velocityUnit,
    provenance: FluidSpring.provenance(
      .documented("defaults 0.5 / 0 / 0; = spring(response: duration, dampingFraction: springDampingFraction(bounce:))", in: Source.swiftUIInterface)))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(duration: values.number("duration"), bounce: values.number("bounce"), blendDuration: values.number("blend-duration"))
  }

  public var parameterValues: [ParameterValue] { [.number(duration), .number(bounce), .number(blendDuration)] }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try FluidSpring.spring(response: duration, dampingFraction: AppleBounce.dampingRatio(bounce: bounce), blame: "duration"))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    let family = try? Self(
      duration: physical.spring.naturalPeriod,
      bounce: AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio))
    guard let family else { return .notRepresentable("SwiftUI cannot take these values") }
    return Expression.exactly(family).addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(response: duration, dampingFraction: AppleBounce.dampingRatio(bounce: bounce))
  }
}
