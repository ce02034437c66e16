//===--- FlutterSpring.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What every Flutter SpringDescription shares: the getters `duration` and
// `bounce` (added with withDurationAndBounce), and the velocity of
// `SpringSimulation(spring, start, end, velocity)` in the value's units per
// second [A: flutter/flutter spring_simulation.dart].
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Flutter's `SpringDescription` getters and conventions.
public enum FlutterSpring {
  /// The `duration` getter: 2π√(m/k) rounded to whole milliseconds, in
  /// seconds.
  public static func durationGetter(mass: Double, stiffness: Double) -> Double {
    let seconds = (4 * Double.pi * Double.pi * mass / stiffness).squareRoot()
    return (seconds * 1000).rounded(.toNearestOrAwayFromZero) / 1000
  }

  /// The `bounce` getter: 1 − ζ for ζ < 1, 1/ζ − 1 otherwise.
  public static func bounceGetter(mass: Double, stiffness: Double, damping: Double) -> Double {
    let zeta = damping / (2 * (mass * stiffness).squareRoot())
    return zeta < 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The getters for a description.
  static func derived(mass: Double, stiffness: Double, damping: Double) -> [DerivedValue] {
    [
      DerivedValue("duration", durationGetter(mass: mass, stiffness: stiffness), unit: "s"),
      DerivedValue("bounce", bounceGetter(mass: mass, stiffness: stiffness, damping: damping)),
    ]
  }

  /// The velocity row: `SpringSimulation`'s.
  static func velocity<F>(_ path: WritableKeyPath<F, Double> & Sendable) -> ParameterRow<F> {
    .velocity(
      path, label: "velocity", unit: .unitsPerSecond,
      "SpringSimulation(spring, start, end, velocity), value units per second")
  }

  /// The provenance note shared by the family.
  static let notes: [Provenance.Note] = [
    .documented(
      "closed-form SpringSimulation (branch by the sign of c² − 4mk, no snap to the end by default); velocity in value units per time; getters duration (whole ms) and bounce",
      in: Source.flutter)
  ]
}
