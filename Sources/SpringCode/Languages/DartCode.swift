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
  /// The mapping refuses a duration whose microseconds exceed Dart's int64
  /// (`FlutterSpringWithDurationAndBounce.fitsDuration`), so both fit.
  static func duration(_ seconds: String) -> String {
    let value = Double(seconds) ?? 0
    let milliseconds = (value * 1000).rounded()
    if abs(milliseconds / 1000 - value) <= value.ulp * 4,
      let whole = Int64(exactly: milliseconds),
      whole.multipliedReportingOverflow(by: 1000).overflow == false
    {
      return "Duration(milliseconds: \(whole))"
    }
    let microseconds = (value * 1e6).rounded()
    guard abs(microseconds) < 0x1p63, let whole = Int64(exactly: microseconds) else {
      // Not an int64: no Duration holds it (the mapping refuses these).
      return "Duration(microseconds: \(ReproducingDecimals.text(microseconds)))"
    }
    return "Duration(microseconds: \(whole))"
  }
}
