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

import SpringEngines
import SpringMappings

enum AnimationEndTable {
  /// The frame rate rest rules are checked at.
  static let frameRate = 60.0

  /// The heading, then one row per API: id, end time, jump, rule.
  static func table(
    _ conversion: SpringConversion, visibility: BounceVisibility, ids: Set<String>?
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
    let rows: [[String]] =
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
          case .runsOn: outcome = " left, runs on"
          }
          jump = "\(tableNumber(value, digits: 3)) pt" + outcome
        } else {
          jump = "—"
        }
        let rule = end.ruleText + (end.reason.map { ": \($0)" } ?? "")
        return [end.id, time, jump, rule]
      }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      text +=
        row[0].padding(toLength: widths[0] + 1) + row[1].padding(toLength: widths[1] + 1)
        + row[2].padding(toLength: widths[2] + 1) + row[3] + "\n"
    }
    return text
  }
}
