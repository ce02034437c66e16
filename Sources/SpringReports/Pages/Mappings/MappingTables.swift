//===--- MappingTables.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The tables of the mappings pages: an API's parameters, the physical spring
// they animate (five significant digits for physical values, four for ζ,
// three for percentages), and what the API computes itself.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// One row of a physical-equivalents table.
struct MappingRow {
  var label: String
  var conversion: SpringConversion?
  var failure: String?

  /// The conversion of `id` with `parameters` (defaults for the rest).
  static func convert(_ id: String, _ parameters: [String: Double], label: String) -> MappingRow {
    do {
      return MappingRow(
        label: label,
        conversion: try SpringConversion(from: id, parameters: parameters.mapValues { .number($0) })
      )
    } catch {
      return MappingRow(label: label, conversion: nil, failure: "\(error)")
    }
  }

  /// The rows of `id` over the grid `first` × `second`.
  static func grid(
    _ id: String, _ first: String, _ firstValues: [Double], _ second: String,
    _ secondValues: [Double]
  ) -> [MappingRow] {
    firstValues.flatMap { a in
      secondValues.map { b in
        convert(
          id, [first: a, second: b], label: "\(ReportNumber.format(a)), \(ReportNumber.format(b))")
      }
    }
  }
}

/// Formatting shared by the mappings pages.
enum MappingTables {
  /// Physical values: five significant digits.
  static func physical(_ value: Double) -> String { ReportNumber.format(value, digits: 5) }
  /// Damping ratios: four.
  static func ratio(_ value: Double) -> String { ReportNumber.format(value, digits: 4) }
  /// Below this fraction of the distance (or of 1, for a bounce) a value
  /// is binary64 rounding noise of the evaluation — an overshoot of 1e-18
  /// cannot be told from an evaluation error of 1e-16 — and prints as 0.
  static let roundingNoise = 1e-12

  /// Percentages of the distance: three significant digits; 0 below
  /// `roundingNoise`.
  static func percent(_ value: Double) -> String {
    abs(value) < 100 * roundingNoise ? "0%" : ReportNumber.format(value, digits: 3) + "%"
  }

  static let physicalHeader = [
    "m", "k", "c", "ζ", "natural period (s)", "settles (s)", "overshoot", "bounces",
  ]

  /// The physical columns of `conversion`.
  static func physicalCells(_ conversion: SpringConversion) -> [String] {
    let spring = conversion.physical.spring
    let summary = conversion.summary
    return [
      physical(spring.mass), physical(spring.stiffness), physical(spring.damping),
      ratio(spring.dampingRatio),
      physical(PeriodPresentation.natural(spring)), physical(summary.settlingTime),
      percent(summary.overshoot),
      summary.visibleBounces.map(String.init) ?? "∞",
    ]
  }

  /// What the API computes for `conversion`, each value tagged [M] or [F]
  /// as `confirmed` allows (see `ConfirmedValues`).
  static func computedCell(_ conversion: SpringConversion, confirmed: ConfirmedValues) -> String {
    let source = conversion.entries.first { $0.isSource }
    return derivedText(
      source?.derived ?? [], api: conversion.source.id, parameters: conversion.sourceParameters,
      motion: conversion.physical, confirmed: confirmed)
  }

  static func derivedText(
    _ values: [DerivedValue], api: String, parameters: [(name: String, value: ParameterValue)],
    motion: PhysicalSpring, confirmed: ConfirmedValues
  ) -> String {
    values.compactMap { value in
      value.value.map {
        let shown = value.name == "bounce" && abs($0) < roundingNoise ? "0" : physical($0)
        return "\(value.name) \(shown)\(value.unit.isEmpty ? "" : " " + value.unit)"
          + confirmed.tag(api: api, name: value.name, parameters: parameters, physical: motion)
      }
    }.joined(separator: "; ")
  }

  /// A physical table: the first column, the physical columns, and what the
  /// API computes under `computesHeader`.
  static func table(
    _ doc: inout MarkdownDocument, firstColumn: String, computesHeader: String,
    _ rows: [MappingRow],
    confirmed: ConfirmedValues
  ) {
    doc.table(
      [firstColumn] + physicalHeader + [computesHeader],
      rows.map { row in
        guard let conversion = row.conversion else {
          return [row.label, "—", "", "", "", "", "", "", "", row.failure ?? ""]
        }
        return [row.label] + physicalCells(conversion) + [
          computedCell(conversion, confirmed: confirmed)
        ]
      },
      alignments: ["l"] + Array(repeating: "r", count: physicalHeader.count) + ["l"])
  }

  /// The columns, in words, for the paragraph under a table's heading.
  static let columnLegend = """
    Columns: mass m, stiffness k, damping c, damping ratio ζ = c/(2√(km)), the **natural** \
    period 2π/ω0 with ω0 = √(k/m) (what SwiftUI calls `duration` and `response`; the damped \
    period 2π/ωd between maxima is longer), the **exact** settling time (last time |x| crosses \
    0.001 of the distance — not an envelope estimate), the overshoot past the target in % of the \
    distance, and the visible bounces (turning points past the target farther than \
    \(BounceVisibility.standard.description), see mappings.md). An overshoot or bounce below \
    \(ReportNumber.format(roundingNoise)) (of the distance) is binary64 rounding noise and \
    prints as 0.
    """
}
