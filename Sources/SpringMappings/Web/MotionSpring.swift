//===--- MotionSpring.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Motion (framer-motion) `{ type: "spring", stiffness, damping, mass,
/// velocity }`: the spring as given, in closed form ("based on Wobble").
///
/// `velocity` is in the value's units per second (Motion negates it and
/// works in units per millisecond inside). The animation is done when speed
/// ≤ restSpeed and distance ≤ restDelta, then snaps to the target.
public struct MotionSpring: StoredSpringFamily {
  /// `stiffness` (default 100).
  public var stiffness = 0.0
  /// `damping` (default 10).
  public var damping = 0.0
  /// `mass` (default 1).
  public var mass = 0.0
  /// `velocity`, value units per second (default 0).
  public var velocity = 0.0

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] { [] }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "motion.spring", platform: .motion,
    signature: "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1, velocity: 0 }",
    parameters: [
      .stiffness(\.stiffness, default: 100), .damping(\.damping, default: 10),
      .mass(\.mass, default: 1),
      .velocity(\.velocity, label: "velocity", unit: .unitsPerSecond, "value units per second"),
    ],
    examples: [.defaults, .setting { ($0.stiffness, $0.damping) = (400, 15) }],
    provenance: Provenance(
      [
        .documented(
          "defaults k 100, c 10, m 1, velocity 0 (units/s, negated into units/ms inside); closed-form branches by ζ < 1, ζ === 1, ζ > 1",
          in: Source.motion)
      ],
      uncertain: [
        "Motion caps ωd·t at 300 in its overdamped sinh/cosh form (issue #1207): strongly overdamped springs jump away from this motion late in the animation"
      ]))
}
