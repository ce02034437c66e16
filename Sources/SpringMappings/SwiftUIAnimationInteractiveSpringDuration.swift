//===--- SwiftUIAnimationInteractiveSpringDuration.swift ------------------===//

import SpringModel

/// SwiftUI `Animation.interactiveSpring(duration:extraBounce:blendDuration:)`
/// (iOS 17): `spring(duration: duration, bounce: 0.15 + extraBounce,
/// blendDuration:)`, defaults 0.15 / 0 / 0.25.
public struct SwiftUIAnimationInteractiveSpringDuration: SpringAPIFamily {
  /// The base bounce the form adds `extraBounce` to.
  public static let baseBounce = 0.15

  /// `duration`, seconds (default 0.15).
  public var duration: Double
  /// `extraBounce` (default 0).
  public var extraBounce: Double
  /// `blendDuration`, seconds (default 0.25).
  public var blendDuration: Double

  /// Creates the parameters with SwiftUI's defaults.
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a total bounce outside (−1, 1], a blend duration that is not ≥ 0.
  public init(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) throws(MappingError) {
    try MappingError.requirePositive(duration, "duration")
    try MappingError.require(
      extraBounce, "extra-bounce", in: (-1 - Self.baseBounce)...(1 - Self.baseBounce), lowerOpen: true,
      " (the total bounce 0.15 + extraBounce must lie in (-1, 1])")
    try MappingError.requireNonNegative(blendDuration, "blend-duration")
    self.duration = duration
    self.extraBounce = extraBounce
    self.blendDuration = blendDuration
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.animation.interactive-duration", platform: .swiftUI,
    signature: "Animation.interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25)",
    parameters: [
      .number("duration", default: 0.15, unit: "s", "perceptual duration 2π/ω0"),
      .number("extra-bounce", label: "extraBounce", default: 0, "added to the base bounce 0.15"),
      .number("blend-duration", label: "blendDuration", default: 0.25, unit: "s", "blends duration changes"),
    ],
    velocityUnit: FluidSpring.velocityUnit,
    provenance: FluidSpring.provenance(
      .documented("defaults 0.15 / 0 / 0.25; = spring(duration:, bounce: 0.15 + extraBounce, blendDuration:)", in: Source.swiftUIInterface)))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      duration: values.number("duration"), extraBounce: values.number("extra-bounce"),
      blendDuration: values.number("blend-duration"))
  }

  public var parameterValues: [ParameterValue] { [.number(duration), .number(extraBounce), .number(blendDuration)] }

  /// ζ of the resulting spring.
  var dampingFraction: Double { AppleBounce.dampingRatio(bounce: Self.baseBounce + extraBounce) }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try FluidSpring.spring(response: duration, dampingFraction: dampingFraction, blame: "duration"))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    let bounce = AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio)
    let extra = abs(bounce - baseBounce) < 1e-12 ? 0 : bounce - baseBounce
    guard let family = try? Self(duration: physical.spring.naturalPeriod, extraBounce: extra)
    else { return .notRepresentable("SwiftUI cannot take these values") }
    return Expression.exactly(family).addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(response: duration, dampingFraction: dampingFraction)
  }
}
