//===--- OutputFormat.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// `--format table|json`.
enum OutputFormat: String {
  case table, json

  static let optionSpec = OptionSpec(
    name: "format", valueName: "F", help: "table (default) or json")

  /// Reads `--format`.
  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    let text = arguments.value("format") ?? "table"
    guard let format = OutputFormat(rawValue: text) else {
      throw .usage("springlab \(command): unknown format '\(text)' (valid: table, json)")
    }
    self = format
  }
}

/// `value` with `digits` significant digits for tables: `646.878`, `inf`,
/// `1e-05`.
func tableNumber(_ value: Double?, digits: Int = 6) -> String {
  guard let value else { return "n/a" }
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  return String(format: "%.\(digits)g", value)
}

/// A duration for people: `0.5 s`, or `never` for +infinity (a spring that
/// never settles); never `inf`.
func durationText(_ seconds: Double) -> String {
  seconds == .infinity ? "never" : "\(tableNumber(seconds)) s"
}

/// A parameter value as an option would take it: numbers in shortest
/// round-trip form (`0.5`, not `0.5000`), flags as `true`/`false`.
func optionText(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(format: "%.0f", value) : roundTrip(value)
}
