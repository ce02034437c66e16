//===--- SwiftUIAnimationInterpolatingSpring.swift ------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Animation.interpolatingSpring(mass:stiffness:damping:
/// initialVelocity:)`: the given spring, analytically, with ζ ≥ 1 animated
/// as critical (`InterpolatingSpring`).
public struct SwiftUIAnimationInterpolatingSpring: InterpolatingSpringAnimation {
  /// `mass` (default 1).
  public var mass = 0.0
  /// `stiffness`.
  public var stiffness = 0.0
  /// `damping` coefficient.
  public var damping = 0.0
  /// `initialVelocity`, distances per second toward the target (default 0).
  public var initialVelocity = 0.0

  /// The spring as given.
  public func storedSpring() throws(MappingError) -> Spring {
    try Spring.fromAPI(
      mass: mass, stiffness: stiffness, damping: damping, blame: Self.parameterName(\.mass))
  }

  /// The parameters of `spring` as it is.
  public mutating func setSpring(_ spring: Spring, initialVelocity: Double) {
    (mass, stiffness, damping, self.initialVelocity) = (
      spring.mass, spring.stiffness, spring.damping, initialVelocity
    )
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? storedSpring() else { return [] }
    return InterpolatingSpring.derived(spring, velocity: initialVelocity)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.animation.interpolating", platform: .swiftUI,
    signature:
      "Animation.interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0)",
    parameters: [
      .mass(\.mass, default: 1), .stiffness(\.stiffness, default: nil),
      .damping(
        \.damping, default: nil, sampleUpTo: 5,
        summary: "damping coefficient; ζ ≥ 1 is animated as critical"),
      InterpolatingSpring.velocity(\.initialVelocity),
    ],
    examples: [.setting { ($0.stiffness, $0.damping) = (170, 15) }],
    provenance: InterpolatingSpring.provenance(
      .documented(
        "defaults mass 1, initialVelocity 0; stiffness and damping required",
        in: Source.swiftUIInterface)))
}
