//===--- ConversionReport.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab convert` output: the physical spring, then every API — as a
// table for people or as JSON with stable keys for scripts.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringMappings
import SpringModel
import SpringReports

enum ConversionReport {
  // MARK: - Table

  /// The physical block, then one block per API. Parameters of the other
  /// APIs are printed to the fewest digits that reproduce the motion within
  /// `ReproducingDecimals.tolerance` of the distance.
  static func table(
    _ conversion: SpringConversion, visibility: BounceVisibility = .standard,
    ids: Set<String>? = nil
  ) -> String {
    let spring = conversion.physical.spring
    let summary = MotionSummary(conversion.physical, visibility: visibility)
    var text = "From \(conversion.source.id): \(options(conversion.sourceParameters))\n"
    text += clampLines(conversion)
    if conversion.context.distance != 1 {
      text +=
        "Distance \(optionText(conversion.context.distance)) (target − start, in the value's units)\n"
    }
    text +=
      conversion.fling == nil
      ? "\nPhysical spring (normalized motion from 0 to 1)\n"
      : "\nPhysical spring (a fling: the value starts on its target and moves off at the velocity)\n"
    let quantities = PhysicalQuantities(
      conversion.physical, summary: summary, fling: conversion.fling)
    func shown(_ key: String, _ value: Double?, _ text: (String) -> String) -> String {
      if let reason = quantities.reasons[key] { return "n/a (\(reason))" }
      return text(tableNumber(value))
    }
    let settling =
      quantities.settlingTime == .infinity && conversion.fling == nil
      ? "never settles (the spring is undamped: |x| keeps returning to the distance)"
      : shown("settlingTime", quantities.settlingTime) {
        "\($0) s (exact; |x| stays within 0.001 of the distance)"
      }
    let velocity =
      conversion.fling.map {
        "\(tableNumber($0)) units/s (the distance is 0: a fling from the target)"
      }
      ?? "\(tableNumber(conversion.physical.initialVelocity)) distances/s toward the target"
    let bounces =
      quantities.reasons["visibleBounces"].map { "n/a (\($0))" }
      ?? summary.visibleBounces.map { "\($0)" }
      ?? summary.visibleBouncesEstimate.map { "about \(tableNumber($0)) (too many to count)" }
      ?? "infinitely many"
    let damped =
      quantities.dampedPeriod.map { _ in
        shown("dampedPeriod", quantities.dampedPeriod) {
          "\($0) s (2π/ωd, between successive maxima)"
        }
      }
      ?? (quantities.reasons["dampedPeriod"].map { "n/a (\($0))" }
        ?? "none (\(PeriodPresentation.noDampedPeriodReason(spring)): the motion does not oscillate)")
    let rows: [(String, String)] = [
      ("mass", tableNumber(spring.mass, digits: 10)),
      ("stiffness", tableNumber(spring.stiffness, digits: 10)),
      ("damping", tableNumber(spring.damping, digits: 10)),
      (
        "natural frequency",
        shown("naturalFrequency", quantities.naturalFrequency) { "\($0) rad/s" }
      ),
      ("damping ratio", shown("dampingRatio", quantities.dampingRatio) { $0 }),
      (
        "natural period",
        shown("naturalPeriod", quantities.naturalPeriod) {
          "\($0) s (2π/ω0; SwiftUI's duration and response)"
        }
      ),
      ("damped period", damped),
      ("settling time", settling),
      (
        "overshoot",
        quantities.reasons["overshoot"].map { "n/a (\($0))" }
          ?? "\(tableNumber(summary.overshoot, digits: 4)) % of the distance"
      ),
      (
        "visible bounces",
        "\(bounces) (turning points past the target farther than \(visibility.description))"
      ),
      ("initial velocity", velocity),
    ]
    for (name, value) in rows { text += "  " + name.padding(toLength: 19) + value + "\n" }
    text +=
      ids == nil
      ? "\nThe same motion in every API (✓ reproduces it, ✗ cannot); parameters to the fewest digits that\n"
      : "\nThe same motion in the APIs asked for (✓ reproduces it, ✗ cannot); parameters to the fewest digits that\n"
    text +=
      "reproduce the motion within \(ReportNumber.format(ReproducingDecimals.tolerance)) of the distance (--format json: full precision)\n"
    // Each uncertainty is printed in full once, at the first API it
    // concerns; later APIs refer to that one.
    var firstWithUncertainty: [String: String] = [:]
    for entry in conversion.entries where ids?.contains(entry.api.id) ?? true {
      let mark = entry.isRepresentable ? "✓" : "✗"
      text += "\n\(mark) \(entry.api.id)\(entry.isSource ? "  (source)" : "")\n"
      if let reason = entry.reason { text += "    not representable: \(reason)\n" }
      if !entry.parameters.isEmpty {
        let shown =
          entry.isSource
          ? options(entry.parameters)
          : ReproducingDecimals.shortest(
            id: entry.api.id, parameters: entry.parameters, context: conversion.checkContext
          )
          .map { "--\($0.name) \($0.text)" }.joined(separator: " ")
        text += "    \(entry.isRepresentable ? "" : "closest: ")\(shown)\n"
      }
      if !entry.derived.isEmpty {
        let derived = entry.derived.map(derivedText)
        text += "    computes: \(derived.joined(separator: ", "))\n"
        var reasons: [(reason: String, names: [String])] = []
        for value in entry.derived where value.value == nil {
          let reason = value.unavailableReason ?? "not computed"
          if let index = reasons.firstIndex(where: { $0.reason == reason }) {
            reasons[index].names.append(value.name)
          } else {
            reasons.append((reason, [value.name]))
          }
        }
        for (reason, names) in reasons {
          text += "    n/a: \(names.joined(separator: ", ")): \(reason)\n"
        }
      }
      var seenAt: [String] = []
      var fresh: [String] = []
      for uncertainty in entry.api.provenance.uncertainties {
        if let first = firstWithUncertainty[uncertainty] {
          if !seenAt.contains(first) { seenAt.append(first) }
        } else {
          firstWithUncertainty[uncertainty] = entry.api.id
          fresh.append(uncertainty)
        }
      }
      let notes =
        fresh + (seenAt.isEmpty ? [] : ["as for \(seenAt.joined(separator: " and ")) above"])
      if !notes.isEmpty { text += "    uncertain: \(notes.joined(separator: "; "))\n" }
    }
    if ids == nil {
      text +=
        "\nFewer APIs: --to ID|PLATFORM[,…] (e.g. --to compose,swiftui); their code: --format code; "
        + "what each runs: --format runs\n"
    }
    return text
  }

  /// A computed value for the table: `settlingDuration 1.2 s`; an infinite
  /// one (the API's answer for a spring that never settles) as `never`;
  /// the value's note, if any, in parentheses.
  private static func derivedText(_ value: DerivedValue) -> String {
    let number =
      value.value.map {
        $0 == .infinity
          ? "never (infinite: the spring never settles)"
          : tableNumber($0) + (value.unit.isEmpty ? "" : " \(value.unit)")
      } ?? "n/a"
    return "\(value.name) \(number)" + (value.note.map { " (\($0))" } ?? "")
  }

  /// One line per source parameter the API clamps: `Clamped: --damping 1.5
  /// is used as 1 (UIKit's spring solver clamps …)`; as a `/* … */` comment,
  /// which Swift, Kotlin, Dart, JavaScript and CSS all read, when
  /// `asComment`.
  static func clampLines(_ conversion: SpringConversion, asComment: Bool = false) -> String {
    conversion.clamps.map { clamp in
      let given = "--\(clamp.parameter) \(optionText(clamp.given))"
      let what =
        clamp.isDirect
        ? given : "\(given) makes \(clamp.quantity) = \(optionText(clamp.value)), which"
      let line = "Clamped: \(what) is used as \(optionText(clamp.used)) (\(clamp.rule))"
      return (asComment ? "/* \(line) */" : line) + "\n"
    }.joined()
  }

  /// `--name value …` for a parameter list.
  static func options(_ parameters: [(name: String, value: ParameterValue)]) -> String {
    if parameters.isEmpty { return "(no parameters)" }
    return parameters.map { parameter in
      switch parameter.value {
      case .number(let number): "--\(parameter.name) \(optionText(number))"
      case .flag(let flag): "--\(parameter.name) \(flag)"
      }
    }.joined(separator: " ")
  }
}
