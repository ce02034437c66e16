//===--- ConvertCommand.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab convert: one API's spring parameters → the physical spring → the
// same spring in every API, or the reason an API cannot express it.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV
import SpringCode
import SpringMappings

extension Command {
  static let convert = Command(
    name: "convert",
    summary: "one API's spring parameters in every other API (table or JSON)",
    help: APISelection.usage("convert") + """
                               [--minimum-distance M] [--zero-velocity-near-target]
                               [--bounce-threshold PT] [--bounce-move PT]
                               [--to ID|PLATFORM[,…]] [--format table|json|code|runs]

      Builds the spring API 'API' animates from its parameters (the API's argument
      labels in kebab-case, e.g. --damping-ratio, --perceptual-duration; an omitted
      parameter takes the API's default; 'springlab apis' lists them), and prints:
      the physical spring (mass, stiffness, damping, natural frequency, damping
      ratio, natural period 2π/ω0, damped period 2π/ωd — none for a spring that
      does not oscillate, including one critical to rounding — exact settling time
      at 0.001 of the distance, overshoot in percent of the distance, visible
      bounces: turning points past the target farther than --bounce-threshold
      points (default 0.5, one pixel at 2×) on a move of --bounce-move points
      (default 100)), then the same motion in every API, or the reason an API
      cannot express it (with the spring-only parameters when only the initial
      velocity is the problem), and what each API computes itself. The table
      prints other APIs' parameters to the fewest digits that reproduce the
      motion within 1e-6 of the distance.

      --to prints only the APIs named: ids or platforms as 'springlab apis' lists
      them (uikit.uiview.damping, Compose, "Core Animation"), separated by commas,
      case-insensitively; an unknown one exits 64 with the nearest names.

      A parameter's VALUE may be written as in code: a decimal (0.5, 400.0), a
      Kotlin literal (0.5f, 1_500f, 10_000.0) or a Compose or SpringForce preset
      on its own quantity (Spring.StiffnessLow, Spring.DampingRatioMediumBouncy,
      SpringForce.STIFFNESS_LOW); it is read as the decimal it spells. Anything
      else exits 64 with what the option takes (the same in sample and export).

      Every parameter the source API clamps before it uses it (UIKit's damping
      ratio to [FLT_EPSILON, 1], Motion's 1 − bounce to [0.05, 1], …) is stated
      under the first line: the value given, the value used and the rule; in
      JSON as "clamps": [{"parameter", "given", "quantity", "value", "used",
      "rule"}] ("quantity" is the parameter's name, or what the API forms from it
      and clamps, e.g. "1 - bounce"), a key present only then; with --format
      code as a comment before the snippets.

      --format code prints each API's spring as code to paste, in its language
      (Swift for UIKit, Core Animation and SwiftUI; Kotlin for Compose and
      SpringForce; Dart for Flutter; JavaScript for Motion, react-spring and
      Rebound), each headed by what its numbers assume (the move, --distance,
      default 1, and the unit of its velocity), to the table's digits, and last the CSS linear() of 'springlab
      export --to css-linear' within 0.001 of the distance (its proven bound
      stated); an API that cannot express the motion prints a comment with the
      reason. With --to, 'css' names the CSS export.

      --format runs prints what each API actually runs: the time its animation
      ends as its platform uses it (the duration it computes — Core Animation's
      settlingDuration, UIKit's duration, SwiftUI's logical completion, Compose's
      estimated duration for this move and its visibilityThreshold, at the first
      frame after it — or the first frame at 60 frames/s its engine's rest rule
      holds: SpringForce, Flutter, Motion, react-spring, Rebound) and the
      jump there in points on the --bounce-move (how far from the target the
      value is when it is snapped there; Flutter stops where it is), beside the
      exact settling time. A SwiftUI animation that completes logically while it
      still moves also gets the time it stays within --bounce-threshold of the
      target; a last row gives the CSS export's transition-duration and how
      close its linear() stays to the motion ('css' in --to selects it).

      --velocity is in the source API's own unit: distances per second for Apple's
      APIs (1 = the whole distance in a second), the value's units per second (per
      millisecond for react-spring) for the others. --distance (target − start in
      the value's units, default 1) converts between the two; a |distance| below
      --minimum-distance (default 1e-6) is refused, or with
      --zero-velocity-near-target treated as a start from rest. A distance of
      exactly 0 with a source velocity in value units that is not 0 is a
      fling from the target: APIs with velocities in value units express it
      (the velocity unchanged), APIs with velocities in distances per second
      are ✗ naming the distance, the physical block gives flingVelocity
      (units/s) instead of the settling time, overshoot and bounces, and
      --format runs refuses it.

      --format json prints {"physical": {"mass", "stiffness", "damping",
      "naturalFrequency", "dampingRatio", "naturalPeriod", "dampedPeriod",
      "settlingTime", "overshoot", "visibleBounces", "bounceThreshold",
      "bounceMove"}, "apis": [{"id", "representable", "reason", "parameters",
      "derived"}]} in full precision. The settling time (and bounces) of a spring
      that never settles and a damped period that does not exist are null;
      visibleBounces is an integer, or from 1e15 on the logarithm's estimate; a
      quantity binary64 cannot hold (ω0 = √(k/m) beyond 1.8e308, say) or that an
      API's own arithmetic (Float for Core Animation, UIKit and Android) cannot
      compute is left out and named, with the reason, in an "omitted" object
      (the table prints n/a and the reason). A fling adds "flingVelocity"
      before "bounceThreshold". An API whose computed value depends on the move
      (Compose's estimatedDuration) adds "notes": {name: what it assumes}.

      An API is marked ✓ only when its parameters, read back through the API,
      give the same ω0 and ζ to 1e-5 relative (and the same initial velocity in
      units of ω0): a parameter that rounds to 0 or overflows makes it ✗ with
      the reason.

      A parameter may also be written as the API's own argument label
      (--dampingFraction, --initialSpringVelocity). Unknown API or parameter,
      missing or invalid value: exit 64 with the valid choices and the nearest
      ones ("did you mean").
      """,
    options: APISelection.options + bounceOptions + [
      OptionSpec(
        name: "to", valueName: "T,…",
        help: "only these targets: API ids or platforms (see springlab apis)"),
      OptionSpec(name: "format", valueName: "F", help: "table (default), json, code or runs"),
    ],
    printing: { (arguments) throws(CommandLineError) in
      let format = try ConvertFormat(arguments)
      let targets = try ConvertTargets(arguments, format: format)
      let visibility = try bounceVisibility(arguments)
      let conversion = try makeConversion(arguments)
      switch format {
      case .json:
        return ConversionReport.json(conversion, visibility: visibility, ids: targets.ids)
      case .table:
        return ConversionReport.table(conversion, visibility: visibility, ids: targets.ids)
      case .runs:
        if let fling = conversion.fling {
          throw .usage(
            "springlab convert: --format runs needs a nonzero --distance: with distance 0 the "
              + "move is a fling of \(optionText(fling)) units/s from the target, and the APIs' "
              + "rest rules and jumps are fractions of a distance")
        }
        return AnimationEndTable.table(
          conversion, visibility: visibility, ids: targets.ids, includesCSS: targets.includesCSS)
      case .code:
        // A clamp is stated as a comment every language of the output reads.
        return ConversionReport.clampLines(conversion, asComment: true)
          + SpringCode.text(
            SpringCode.snippets(
              for: conversion, ids: targets.ids, includesCSS: targets.includesCSS))
      }
    },
    acceptsAnyOption: true)
}

/// `--format table|json|code`.
enum ConvertFormat: String {
  case table, json, code, runs

  /// Reads `--format`.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let text = arguments.value("format") ?? "table"
    guard let format = ConvertFormat(rawValue: text) else {
      throw .usage(
        "springlab convert: unknown format '\(TextExcerpt.of(text))' (valid: table, json, code, runs)"
      )
    }
    self = format
  }
}

/// `--to ID|PLATFORM[,…]`: the targets to print (every API when absent);
/// `css` (the CSS export) is a target of `--format code` and `runs` only.
struct ConvertTargets {
  /// The API ids to print; nil for all.
  var ids: Set<String>?
  /// Whether `--format code` and `runs` end with the CSS export.
  var includesCSS = true

  init(_ arguments: ParsedArguments, format: ConvertFormat) throws(CommandLineError) {
    guard let text = arguments.value("to") else { return }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if names.contains(where: \.isEmpty) {
      throw .usage(
        "springlab convert: --to takes API ids or platforms separated by commas (got '\(TextExcerpt.of(text))')"
      )
    }
    let css = names.filter { $0.lowercased() == "css" }
    if !css.isEmpty && format != .code && format != .runs {
      throw .usage(
        "springlab convert: --to css is the CSS export, printed by --format code and runs only")
    }
    includesCSS = !css.isEmpty
    do {
      ids = Set(
        try SpringAPIRegistry.targets(named: names.filter { $0.lowercased() != "css" }).map(\.id))
    } catch {
      throw .usage("springlab convert: --to: \(error)")
    }
  }
}

/// The options that set what counts as a visible bounce.
private let bounceOptions = [
  OptionSpec(
    name: "bounce-threshold", valueName: "PT",
    help: "smallest visible bounce in points (default 0.5)"),
  OptionSpec(
    name: "bounce-move", valueName: "PT", help: "length of the move in points (default 100)"),
]

/// `--bounce-threshold` and `--bounce-move`, defaults filled in.
private func bounceVisibility(_ arguments: ParsedArguments) throws(CommandLineError)
  -> BounceVisibility
{
  let standard = BounceVisibility.standard
  let threshold =
    try arguments.number(
      "bounce-threshold", command: "convert", requirement: "a finite number > 0",
      isValid: { $0 > 0 }) ?? standard.threshold
  let move =
    try arguments.number(
      "bounce-move", command: "convert", requirement: "a finite number > 0", isValid: { $0 > 0 })
    ?? standard.move
  do {
    return try BounceVisibility(threshold: threshold, move: move)
  } catch {
    throw .usage("springlab convert: \(error)")
  }
}

/// Reads the options, looks up the API and converts.
private func makeConversion(_ arguments: ParsedArguments) throws(CommandLineError)
  -> SpringConversion
{
  let selection = try APISelection(arguments, command: "convert")
  do {
    return try SpringConversion(source: selection.family, context: selection.context)
  } catch {
    throw .usage("springlab convert: \(error)")
  }
}
