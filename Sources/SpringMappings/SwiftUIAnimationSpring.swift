//===--- SwiftUIAnimationSpring.swift -------------------------------------===//

import SpringModel

/// SwiftUI `Animation.spring(response:dampingFraction:blendDuration:)`.
///
/// Its default `response` depends on the SDK the app is *built* with
/// (default arguments are baked in at compile time): 0.55 in the iOS 13–16
/// SDKs, 0.5 since. `dampingFraction` defaults to 0.825, `blendDuration` to
/// 0. The spring is `FluidSpring`'s; overdamping is honoured.
public struct SwiftUIAnimationSpring: SpringAPIFamily {
  /// The SDK generation an app is compiled against.
  public enum SDKEra: String, Hashable, Sendable, CaseIterable {
    /// iOS 13–16 SDKs: `response: Double = 0.55`.
    case iOS13Through16
    /// iOS 17 SDK and later: `response: Double = 0.5`.
    case iOS17AndLater

    /// The default `response` in this era.
    public var defaultResponse: Double { self == .iOS13Through16 ? 0.55 : 0.5 }
  }

  /// `response`, seconds: 2π/ω0.
  public var response: Double
  /// `dampingFraction`: ζ.
  public var dampingFraction: Double
  /// `blendDuration`, seconds: how long a change of response is blended.
  public var blendDuration: Double

  /// Creates the parameters; the defaults are the current SDK's (pass
  /// `SDKEra.iOS13Through16.defaultResponse` for apps built with older SDKs).
  /// - Throws: `invalidParameter` for a response that is not finite and > 0,
  ///   or a fraction or blend duration that is not finite and ≥ 0.
  public init(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(response, "response")
    try MappingError.requireNonNegative(dampingFraction, "damping-fraction")
    try MappingError.requireNonNegative(blendDuration, "blend-duration")
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.animation.spring", platform: .swiftUI,
    signature: "Animation.spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) (response default 0.55 in the iOS 13–16 SDKs)",
    parameters: [
      .number("response", default: 0.5, unit: "s", "2π/ω0; the default is 0.55 when built with an iOS 13–16 SDK"),
      .number("damping-fraction", label: "dampingFraction", default: 0.825, "ζ"),
      .number("blend-duration", label: "blendDuration", default: 0, unit: "s", "blends response changes; no effect on one animation"),
    ],
    velocityUnit: FluidSpring.velocityUnit,
    provenance: Provenance(
      [.documented("defaults response 0.5, dampingFraction 0.825, blendDuration 0 (0.55 in the iOS 13–16 SDK interfaces)", in: Source.swiftUIInterface)]
        + FluidSpring.notes,
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
