//===--- InterpolatingSpring.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What SwiftUI's `Animation.interpolatingSpring(…)` animates
// (`SpringAnimation`) [R: OpenSwiftUI SpringAnimation.swift, "Audited for
// 6.5.4"]: the analytic spring from 0 to 1 with the given mass, stiffness,
// damping and a normalized initial velocity — except that ζ ≥ 1 is evaluated
// as the critically damped motion with ω0, so overdamping is not honoured.
// It runs for `SwiftUISettlingDuration.interpolatingSpringDuration` and is
// "logically complete" after 2π/√k (stiffness alone, not k/m).
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The shared arithmetic of SwiftUI's interpolating springs.
public enum InterpolatingSpring {
  /// The spring that moves: the given one, or its critical twin for ζ > 1.
  public static func animated(_ spring: Spring) -> Spring {
    CoreAnimationSpring.animated(spring, allowsOverdamping: false)
  }

  /// The reason an overdamped spring cannot be expressed.
  static func overdampedReason(_ zeta: Double) -> String {
    "interpolatingSpring evaluates ζ ≥ 1 as critically damped, so it cannot overdamp (ζ = \(zeta))"
  }

  /// What the family reports: its duration and logical completion time.
  static func derived(_ spring: Spring, velocity: Double) -> [DerivedValue] {
    [
      DerivedValue(
        "duration", SwiftUISettlingDuration.interpolatingSpringDuration(spring, velocity: velocity),
        unit: "s"),
      DerivedValue("logicallyComplete", 2 * Double.pi / spring.stiffness.squareRoot(), unit: "s"),
    ]
  }

  /// Provenance notes shared by the family.
  static let notes: [Provenance.Note] = [
    .documented(
      "initialVelocity is \"a value in the range [0, 1] representing the magnitude of the value being animated\" per second",
      in: Source.appleDocs),
    .reverseEngineered(
      "SpringAnimation: analytic, ζ ≥ 1 evaluated as critical with ω0, duration(epsilon: 0.001) with the 0.1 s grid for ζ ≥ 1, logically complete after 2π/√k",
      by: Source.openSwiftUI),
  ]

  /// The provenance of an interpolating spring: the API's own `fact`, then
  /// the notes and the uncertainty shared by the family.
  static func provenance(_ fact: Provenance.Note) -> Provenance {
    Provenance([fact] + notes, uncertain: [uncertainty])
  }

  /// The uncertainty shared by the family.
  static let uncertainty =
    "the underdamped duration: OpenSwiftUI's text divides by ζ/ω0 and clamps at 1 s, read here as Core Animation's ζω0 and 0 (a guess)"

  /// The velocity row: normalized.
  static func velocity<F>(_ path: WritableKeyPath<F, Double> & Sendable) -> ParameterRow<F> {
    .velocity(
      path, label: "initialVelocity", unit: .distancesPerSecond,
      "fraction of the distance per second")
  }
}
