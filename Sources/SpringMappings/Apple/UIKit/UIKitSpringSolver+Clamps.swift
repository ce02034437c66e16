//===--- UIKitSpringSolver+Clamps.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What UIKit's spring solver clamps before it solves, stated as the clamps
// of an API's own parameters (`SpringAPIFamily.clamps`).
//
//===----------------------------------------------------------------------===//

extension UIKitSpringSolver {
  /// What the solver clamps before it solves: the duration to [0.01, 10] s
  /// and the damping ratio to [FLT_EPSILON, 1], as clamps of the family's
  /// parameters at `duration` and `dampingRatio`; `runner` (the animation,
  /// the animator) still runs for the duration given.
  static func clamps<Family: SpringAPIFamily>(
    of family: Family, duration: KeyPath<Family, Double>,
    dampingRatio: KeyPath<Family, Double>, runner: String
  ) -> [ParameterClamp] {
    [
      family.clamp(
        duration, into: durationRange,
        rule: "UIKit's spring solver clamps the duration it solves for to [0.01, 10] s; "
          + "\(runner) still runs for the duration given"),
      family.clamp(
        dampingRatio, into: dampingRatioRange,
        rule: "UIKit's spring solver clamps the damping ratio to [FLT_EPSILON, 1]"),
    ].compactMap { $0 }
  }
}
