//===--- SwiftUIAnimationInteractiveSpring.swift --------------------------===//

import SpringModel

/// SwiftUI `Animation.interactiveSpring(response:dampingFraction:
/// blendDuration:)`: a fluid spring with interaction-friendly defaults
/// 0.15 / 0.86 / 0.25.
public struct SwiftUIAnimationInteractiveSpring: FluidResponseAnimation {
  /// `response`, seconds (default 0.15).
  public var response: Double
  /// `dampingFraction` (default 0.86).
  public var dampingFraction: Double
  /// `blendDuration`, seconds (default 0.25).
  public var blendDuration: Double

  /// SwiftUI's default `blendDuration` for this form: 0.25 s.
  public static let defaultBlendDuration = 0.25

  /// Creates the parameters with SwiftUI's defaults.
  /// - Throws: `invalidParameter` for a response that is not finite and > 0,
  ///   or a fraction or blend duration that is not finite and ≥ 0.
  public init(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = defaultBlendDuration) throws(MappingError) {
    try Self.validate(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
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
    provenance: FluidSpring.provenance(
      .documented("defaults 0.15 / 0.86 / 0.25", in: Source.swiftUIInterface)))
}
