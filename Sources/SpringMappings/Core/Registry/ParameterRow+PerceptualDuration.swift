//===--- ParameterRow+PerceptualDuration.swift ----------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The `duration` row of Apple's perceptual-duration APIs (SwiftUI's
// `Spring(duration:bounce:)` and its animations, UIKit's iOS 17 spring
// APIs): the natural period 2π/ω0 in seconds, written once.
//
//===----------------------------------------------------------------------===//

extension ParameterRow {
  /// `duration`, the perceptual duration 2π/ω0 in seconds: finite and > 0,
  /// sampled uniformly in `range`; `label` is the API's own spelling when
  /// it differs (`springDuration`).
  public static func perceptualDuration(
    _ path: WritableKeyPath<Family, Double> & Sendable, label: String? = nil,
    default defaultValue: Double?, sample range: ClosedRange<Double> = 0.1...2
  ) -> ParameterRow {
    .number(
      path, "duration", label: label, default: defaultValue, unit: "s", .positive(),
      sample: .uniform(range), "perceptual duration 2π/ω0")
  }
}
