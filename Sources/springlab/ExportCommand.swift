//===--- ExportCommand.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab export: one API's spring animation as CSS linear(), CSS
// keyframes, Core Animation keyframes or JSON stops, with a proven maximum
// error and the fewest stops. Composes SpringMappings (the API → the
// physical spring) and SpringExport (the curve and its proof).
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringExport
import SpringMappings

extension Command {
  static let export = Command(
    name: "export",
    summary: "one API's animation as CSS linear()/keyframes or CA keyframes, error bounded",
    help: """
      Usage: springlab export --from API [--PARAM VALUE …] [--velocity V] [--distance D]
                              --to css-linear|css-keyframes|ca-keyframes|json
                              --tolerance T [--unit px|fraction] [--format text|json]

      Builds the animation API 'API' runs from its parameters, exactly as
      'springlab convert' and 'sample' do (same parameters, defaults, --velocity
      unit), moving a value from 0 to D (--distance, default 1), and prints it
      as a piecewise-linear curve that never strays more than T from the true
      motion.

      Guarantee: the duration is the exact settling time at T (rounded up to
      5 significant digits), after which the motion stays within T of the
      target; the curve through the PRINTED stops, resting on the target after
      the duration, deviates from the closed-form motion by at most T at every
      instant — between stops too. Overshoot is kept (values above 1 or D).

      Algorithm: stops sit at offsets n/10^k of the duration; values print with
      the fewest decimals whose rounding costs at most T/16. From each stop,
      the farthest instant whose straight piece is proven within T becomes the
      next stop (doubling, then bisection), its value shifted by up to 0.9 T
      toward the side the curve bends to when that proves a longer piece. A
      piece is proven by bisecting it until, on every part, the error lies
      within ±T by its end values, end slopes and a bound on |x''| from the
      energy of the acceleration (which never increases) — not by sampling
      alone. The printed text is then read back and its maximum error measured
      from both sides; 'maxError' is that proven bound.

      --unit fraction (default): T and values are fractions of the distance;
      --unit px: T and keyframe values are in px, and --distance D is the move
      in px (required). css-linear values are always progress (0 → 1).

      Formats (--to): css-linear prints transition-timing-function: linear(…)
      and transition-duration; css-keyframes an @keyframes block with
      percentages (translateX in px, or a registered --spring-progress number)
      and a rule playing it with animation-timing-function: linear;
      ca-keyframes a property-list fragment (calculationMode linear, duration,
      keyTimes, values) for CAKeyframeAnimation; json the stops as
      {"duration", "unit", "keyframes": [{"offset", "value"}]}.

      --format json prints {"format", "value", "duration", "points",
      "maxError", "unit", "tolerance"}: value is the linear(…) string, the
      keyframes text, {"calculationMode", "keyTimes", "values"} or the
      keyframes array; duration in seconds; maxError in the unit.

      An API parameter named like an option of export (to, tolerance, unit,
      format) is written --api-NAME; any parameter may take the 'api-' prefix.

      Unknown API, parameter, format or unit, missing or invalid value, a
      tolerance below 1e-9 of the distance or too small for the printed digits,
      a spring that never settles or whose motion never leaves the tolerance, a
      curve that would need more than 100000 stops or more than 3000000
      evaluations of the motion to prove (time scales too far apart for the
      tolerance; decided up front where they can be): exit 64 with the
      reason, nothing on stdout.
      """,
    options: APISelection.options + [
      OptionSpec(
        name: "to", valueName: "FORMAT", help: "css-linear, css-keyframes, ca-keyframes or json"),
      OptionSpec(
        name: "tolerance", valueName: "T", help: "largest deviation allowed, in the unit (> 0)"),
      OptionSpec(name: "unit", valueName: "U", help: "fraction (default) or px"),
      OptionSpec(name: "format", valueName: "F", help: "text (default) or json"),
    ],
    printing: { (arguments) throws(CommandLineError) in try ExportCommand(arguments).run() },
    acceptsAnyOption: true)
}

/// The parsed `export` invocation.
struct ExportCommand {
  enum Format: String { case text, json }

  let selection: APISelection
  let target: ExportFormat
  let unit: ExportUnit
  let tolerance: Double
  let format: Format

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    guard let targetText = arguments.value("to") else {
      throw .usage("springlab export: --to FORMAT is required (valid: \(formats))")
    }
    guard let target = ExportFormat(rawValue: targetText) else {
      throw .usage("springlab export: unknown --to format '\(targetText)' (valid: \(formats))")
    }
    self.target = target
    let unitText = arguments.value("unit") ?? "fraction"
    guard let unit = ExportUnit(rawValue: unitText) else {
      throw .usage("springlab export: unknown unit '\(unitText)' (valid: fraction, px)")
    }
    self.unit = unit
    let formatText = arguments.value("format") ?? "text"
    guard let format = Format(rawValue: formatText) else {
      throw .usage("springlab export: unknown format '\(formatText)' (valid: text, json)")
    }
    self.format = format
    guard
      let tolerance = try arguments.number(
        "tolerance", command: "export", requirement: "a finite number > 0", isValid: { $0 > 0 })
    else {
      throw .usage(
        "springlab export: --tolerance T is required (the largest deviation, in the unit)")
    }
    self.tolerance = tolerance
    if unit == .px && arguments.value("distance") == nil {
      throw .usage("springlab export: --unit px needs --distance D (the move in px)")
    }
    selection = try APISelection(
      arguments, command: "export", ownOptions: ["to", "tolerance", "unit", "format"])
  }

  func run() throws(CommandLineError) -> String {
    let physical = try selection.physical(command: "export")
    let distance = selection.context.distance
    let export: EasingExport
    do {
      let motion = try ProgressMotion(
        spring: physical.spring, initialVelocity: physical.initialVelocity)
      export = try EasingExport(
        motion: motion, distance: distance, unit: unit, tolerance: tolerance, format: target)
    } catch {
      if case .verificationFailed = error { throw .software("springlab export: \(error)") }
      throw .usage("springlab export: \(error)")
    }
    switch format {
    case .text: return export.text
    case .json: return Self.json(export).rendered() + "\n"
    }
  }

  /// The JSON document of `--format json`.
  static func json(_ export: EasingExport) -> JSONValue {
    let value: JSONValue
    switch export.format {
    case .cssLinear:
      value = .string(export.linearFunction ?? "")
    case .cssKeyframes:
      value = .string(export.text)
    case .caKeyframes:
      value = .object([
        ("calculationMode", .string("linear")),
        ("keyTimes", .array(export.stops.map { .number($0.offset) })),
        ("values", .array(export.stops.map { .number($0.value) })),
      ])
    case .json:
      value = .array(
        export.stops.map {
          .object([("offset", .number($0.offset)), ("value", .number($0.value))])
        })
    }
    return .object([
      ("format", .string(export.format.rawValue)),
      ("value", value),
      ("duration", .number(export.duration)),
      ("points", .integer(export.pointCount)),
      ("maxError", .number(export.maxError)),
      ("unit", .string(export.unit.rawValue)),
      ("tolerance", .number(export.tolerance)),
    ])
  }
}
