//===--- SwiftUIAnimationSpring.swift -------------------------------------===//

import SpringModel

/// SwiftUI `Animation.spring(response:dampingFraction:blendDuration:)`.
///
/// Its default `response` depends on the SDK the app is *built* with
/// (default arguments are baked in at compile time): 0.55 in the iOS 13–16
/// SDKs, 0.5 since. `dampingFraction` defaults to 0.825, `blendDuration` to
/// 0. The spring is `FluidSpring`'s; overdamping is honoured.
public struct SwiftUIAnimationSpring: FluidResponseAnimation {
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

  /// SwiftUI's default `blendDuration` for this form: 0 s.
  public static let defaultBlendDuration = 0.0

  /// Creates the parameters; the defaults are the current SDK's (pass
  /// `SDKEra.iOS13Through16.defaultResponse` for apps built with older SDKs).
  /// - Throws: `invalidParameter` for a response that is not finite and > 0,
  ///   or a fraction or blend duration that is not finite and ≥ 0.
  public init(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = defaultBlendDuration) throws(MappingError) {
    try Self.validate(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
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
    provenance: FluidSpring.provenance(
      .documented("defaults response 0.5, dampingFraction 0.825, blendDuration 0 (0.55 in the iOS 13–16 SDK interfaces)", in: Source.swiftUIInterface)))
}
