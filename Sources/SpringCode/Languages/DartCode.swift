//===--- DartCode.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Flutter springs as Dart: `SpringDescription` and its factories, and the
// `SpringSimulation` that carries the initial velocity.
//
//===----------------------------------------------------------------------===//

import SpringMappings

/// Dart snippets for Flutter's APIs.
enum DartCode {
  /// The code of API `id` with parameters `p`; the simulation runs from 0
  /// to `distance`.
  static func code(_ id: String, _ p: CodeParameters, distance: Double) -> String {
    let simulation =
      "final simulation = SpringSimulation(spring, 0, \(ReproducingDecimals.text(distance)), \(p["velocity"]));"
    switch id {
    case "flutter.spring":
      return """
        const spring = SpringDescription(mass: \(p["mass"]), stiffness: \(p["stiffness"]), damping: \(p["damping"]));
        \(simulation)
        """
    case "flutter.spring.damping-ratio":
      return """
        final spring = SpringDescription.withDampingRatio(mass: \(p["mass"]), stiffness: \(p["stiffness"]), ratio: \(p["ratio"]));
        \(simulation)
        """
    case "flutter.spring.duration-bounce":
      return """
        final spring = SpringDescription.withDurationAndBounce(duration: \(duration(p["duration"])), bounce: \(p["bounce"]));
        \(simulation)
        """
    default:
      return "// no Dart form is known for \(id)"
    }
  }

  /// A duration in seconds as a Dart `Duration`: whole milliseconds when
  /// the seconds are, else whole microseconds (its resolution), rounded.
  static func duration(_ seconds: String) -> String {
    let value = Double(seconds) ?? 0
    let milliseconds = (value * 1000).rounded()
    if abs(milliseconds / 1000 - value) <= value.ulp * 4, abs(milliseconds) < 1e15 {
      return "Duration(milliseconds: \(Int(milliseconds)))"
    }
    let microseconds = (value * 1e6).rounded()
    return "Duration(microseconds: \(abs(microseconds) < 1e15 ? Int(microseconds) : 0))"
  }
}
