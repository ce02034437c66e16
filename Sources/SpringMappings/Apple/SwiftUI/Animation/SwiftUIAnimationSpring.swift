//===--- SwiftUIAnimationSpring.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Animation.spring(response:dampingFraction:blendDuration:)`.
///
/// Its default `response` depends on the SDK the app is *built* with
/// (default arguments are baked in at compile time): 0.55 in the iOS 13–16
/// SDKs, 0.5 since. `dampingFraction` defaults to 0.825, `blendDuration` to
/// 0 (this API's table holds the current SDK's defaults). The spring is
/// `FluidSpring`'s; overdamping is honoured.
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
  public var response = 0.0
  /// `dampingFraction`: ζ.
  public var dampingFraction = 0.0
  /// `blendDuration`, seconds: how long a change of response is blended.
  public var blendDuration = 0.0

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.animation.spring", platform: .swiftUI,
    signature:
      "Animation.spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) (response default 0.55 in the iOS 13–16 SDKs)",
    parameters: fluidRows(
      response: (0.5, "2π/ω0; the default is 0.55 when built with an iOS 13–16 SDK"),
      dampingFraction: 0.825,
      blendDuration: (0, "blends response changes; no effect on one animation"),
      sampleResponseUpTo: 2),
    noVelocity: FluidSpring.noVelocity,
    examples: [.defaults, .setting { $0.response = SDKEra.iOS13Through16.defaultResponse }],
    provenance: FluidSpring.provenance(
      .documented(
        "defaults response 0.5, dampingFraction 0.825, blendDuration 0 (0.55 in the iOS 13–16 SDK interfaces)",
        in: Source.swiftUIInterface)))
}
