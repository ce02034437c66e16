//===--- AnimationEndTable.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab convert --format runs`: what each API actually runs — when its
// animation ends as its platform uses it, and the jump at that moment on
// the move — beside the exact settling time, as one table.
//
//===----------------------------------------------------------------------===//

import SpringCode
import SpringEngines
import SpringExport
import SpringMappings
import SpringModel

enum AnimationEndTable {
  /// The frame rate rest rules are checked at.
  static let frameRate = 60.0

  /// The heading, then one row per API: id, end time, jump, rule.
  static func table(
    _ conversion: SpringConversion, visibility: BounceVisibility, ids: Set<String>?,
    includesCSS: Bool = true
  ) -> String {
    let move = visibility.move
    let ends = AnimationEnd.ends(
      for: conversion, move: move, frameRate: frameRate, ids: ids)
    let settling = conversion.summary.settlingTime
    var text =
      "From \(conversion.source.id): \(ConversionReport.options(conversion.sourceParameters))\n"
      + ConversionReport.clampLines(conversion)
    text +=
      "What each API runs on a \(optionText(move)) pt move (rest rules checked at \(optionText(frameRate)) frames/s)\n"
    if settling.isFinite && settling > 0 {
      text +=
        "exact settling time: \(tableNumber(settling)) s (|x| stays within 0.001 of the distance from then on)\n\n"
    } else if settling == .infinity && conversion.physical.spring.damping == 0 {
      text += "exact settling time: never (the spring is undamped)\n\n"
    } else {
      text += "exact settling time: n/a (beyond binary64 at this spring's time scale)\n\n"
    }
    // An animation that runs on past its logical completion (SwiftUI's)
    // is within the bounce threshold from this time on.
    let withinThreshold = try? SpringMotion(
      spring: conversion.physical.spring, position: -1,
      velocity: conversion.physical.initialVelocity
    ).settlingTime(threshold: visibility.threshold / move)
    let withinText = withinThreshold.map(durationText)
    let apiRows: [[String]] =
      [["API", "ends at", "jump there", "by"]]
      + ends.map { end in
        let time: String
        switch (end.time, end.notEndedWithin) {
        case (let value?, _): time = durationText(value)
        case (nil, let horizon?): time = "> \(optionText(horizon)) s"
        case (nil, nil): time = "n/a"
        }
        let jump: String
        if let value = end.jump {
          let outcome: String
          switch end.outcome {
          case .snaps: outcome = ""
          case .stops: outcome = " off, stops"
          case .runsOn:
            outcome =
              " left, runs on"
              + (withinText.map { "; within \(optionText(visibility.threshold)) pt at \($0)" }
                ?? "")
          }
          jump = "\(tableNumber(value, digits: 3)) pt" + outcome
        } else {
          jump = "—"
        }
        let rule = end.ruleText + (end.reason.map { ": \($0)" } ?? "")
        return [end.id, time, jump, rule]
      }
    let rows = apiRows + (includesCSS ? [cssRow(conversion, move: move)] : [])
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      text +=
        row[0].padding(toLength: widths[0] + 1) + row[1].padding(toLength: widths[1] + 1)
        + row[2].padding(toLength: widths[2] + 1) + row[3] + "\n"
    }
    return text
  }

  /// The CSS export's row: a `linear()` transition ends at its duration on
  /// the target (no jump: the curve itself reaches it), within the export's
  /// verified deviation of the exact motion throughout.
  static func cssRow(_ conversion: SpringConversion, move: Double) -> [String] {
    let rule = "transition-duration of export --to css-linear"
    guard conversion.fling == nil, conversion.physical.initialVelocity.isFinite,
      let motion = try? ProgressMotion(
        spring: conversion.physical.spring, initialVelocity: conversion.physical.initialVelocity),
      let export = try? EasingExport(
        motion: motion, distance: 1, unit: .fraction, tolerance: SpringCode.cssTolerance,
        format: .cssLinear)
    else {
      return ["css", "n/a", "—", "\(rule): not representable (see --format code --to css)"]
    }
    let largest = tableNumber(export.maxError * move, digits: 3)
    return [
      "css", durationText(export.duration), "none (the curve ends on the target)",
      "\(rule); within \(largest) pt of the exact motion throughout",
    ]
  }
}
