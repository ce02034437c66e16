//===--- SwiftUIAnimationInteractiveSpring.swift --------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Animation.interactiveSpring(response:dampingFraction:
/// blendDuration:)`: a fluid spring with interaction-friendly defaults
/// 0.15 / 0.86 / 0.25.
public struct SwiftUIAnimationInteractiveSpring: FluidResponseAnimation {
  /// `response`, seconds (default 0.15).
  public var response = 0.0
  /// `dampingFraction` (default 0.86).
  public var dampingFraction = 0.0
  /// `blendDuration`, seconds (default 0.25).
  public var blendDuration = 0.0

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.animation.interactive", platform: .swiftUI,
    signature:
      "Animation.interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25)",
    parameters: fluidRows(
      response: (0.15, "2π/ω0"), dampingFraction: 0.86,
      blendDuration: (0.25, "blends response changes"),
      sampleResponseUpTo: 1),
    noVelocity: FluidSpring.noVelocity, examples: [.defaults],
    provenance: FluidSpring.provenance(
      .documented("defaults 0.15 / 0.86 / 0.25", in: Source.swiftUIInterface)))
}
