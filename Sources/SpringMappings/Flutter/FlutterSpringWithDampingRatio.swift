//===--- FlutterSpringWithDampingRatio.swift ------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Flutter `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`:
/// c = ratio·2√(mk), ratio defaulting to 1.
public struct FlutterSpringWithDampingRatio: GivenSpringFamily {
  /// `mass`.
  public var mass = 0.0
  /// `stiffness`.
  public var stiffness = 0.0
  /// `ratio`: ζ (default 1).
  public var ratio = 0.0
  /// `SpringSimulation`'s velocity, value units per second.
  public var velocity = 0.0

  /// The damping coefficient Flutter computes.
  public var damping: Double { ratio * 2.0 * (mass * stiffness).squareRoot() }

  /// The description of `spring` by its mass, stiffness and damping ratio.
  public mutating func setSpring(_ spring: Spring, velocity: Double) {
    (mass, stiffness, ratio, self.velocity) = (
      spring.mass, spring.stiffness, spring.snappedDampingRatio, velocity
    )
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    [DerivedValue("damping", damping)]
      + FlutterSpring.derived(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "flutter.spring.damping-ratio", platform: .flutter,
    signature:
      "SpringDescription.withDampingRatio({required double mass, required double stiffness, double ratio = 1.0})",
    parameters: [
      .mass(\.mass, default: nil), .stiffness(\.stiffness, default: nil),
      .number(
        \.ratio, "ratio", default: 1, .nonNegative(), sample: .uniform(0...3), "damping ratio ζ"),
      FlutterSpring.velocity(\.velocity),
    ],
    examples: [.setting { ($0.mass, $0.stiffness, $0.ratio) = (1, 170, 0.7) }],
    provenance: Provenance(
      [
        .documented(
          "damping = ratio · 2 · √(mass · stiffness), ratio defaults to 1", in: Source.flutter)
      ] + FlutterSpring.notes))
}
