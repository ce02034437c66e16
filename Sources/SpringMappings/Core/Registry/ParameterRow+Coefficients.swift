//===--- ParameterRow+Coefficients.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The rows of the APIs that take a spring's coefficients directly — UIKit's
// and SwiftUI's physical springs, Core Animation, Flutter, Motion: `mass`,
// `stiffness` and `damping` mean the same in all of them, so their names,
// rules, summaries and sampling domains are written once, here.
//
//===----------------------------------------------------------------------===//

extension ParameterRow {
  /// `mass`: finite and > 0 (`note` appended to the refusal), sampled
  /// log-uniformly in [0.5, 4].
  public static func mass(
    _ path: WritableKeyPath<Family, Double> & Sendable, default defaultValue: Double?,
    _ note: String = ""
  ) -> ParameterRow {
    .number(
      path, "mass", default: defaultValue, .positive(note), sample: .logUniform(0.5...4),
      "must be > 0")
  }

  /// `stiffness`, the spring constant k: finite and > 0, sampled
  /// log-uniformly in [20, 2000].
  public static func stiffness(
    _ path: WritableKeyPath<Family, Double> & Sendable, default defaultValue: Double?,
    _ note: String = ""
  ) -> ParameterRow {
    .number(
      path, "stiffness", default: defaultValue, .positive(note), sample: .logUniform(20...2000),
      "spring constant")
  }

  /// `damping`, the damping coefficient c: finite and ≥ 0, sampled
  /// uniformly in [0, `upTo`] (80 reaches ζ ≈ 6 on the stiffest, heaviest
  /// sampled springs; APIs that cannot overdamp sample less).
  public static func damping(
    _ path: WritableKeyPath<Family, Double> & Sendable, default defaultValue: Double?,
    _ note: String = "",
    sampleUpTo upper: Double = 80, summary: String = "damping coefficient"
  ) -> ParameterRow {
    .number(
      path, "damping", default: defaultValue, .nonNegative(note), sample: .uniform(0...upper),
      summary)
  }
}
