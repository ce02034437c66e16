//===--- ExportReport.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// export.md: how many stops a spring takes as CSS linear() at a proven
// tolerance, for Apple's presets and typical springs on 100 px and 1000 px
// moves — next to Motion's fixed 10 ms sampling and Ramer–Douglas–Peucker,
// computed by SpringExport on the same durations, with the largest error
// each actually reaches — and one paste-ready linear() per preset.
//
//===----------------------------------------------------------------------===//

import SpringExport
import SpringFigures
import SpringMappings
import SpringModel

/// One spring, move and tolerance: the stops and the largest error of each
/// recipe.
public struct ExportComparison: Sendable {
  /// The spring's name on the page.
  public var subject: String
  /// The move in px.
  public var distance: Double
  /// The tolerance in px.
  public var tolerance: Double
  /// The exported duration (the settling time at the tolerance), seconds.
  public var duration: Double
  /// Stops and proven largest error (px) of SpringLab's export.
  public var springLab: (stops: Int, error: Double)
  /// Stops and largest error (px) of Motion's fixed 10 ms, 4-decimal sampling.
  public var fixedSampling: (stops: Int, error: Double)
  /// Stops and largest error (px) of Ramer–Douglas–Peucker at the tolerance.
  public var douglasPeucker: (stops: Int, error: Double)
}

/// The data behind export.md.
public struct ExportResults: Sendable {
  /// Tolerances in px, on every move.
  public static let tolerances: [Double] = [0.1, 0.25, 0.5, 1, 2]
  /// Moves in px.
  public static let distances: [Double] = [100, 1000]
  /// The tolerance of the paste-ready samples, as a fraction of the move.
  public static let sampleTolerance = 1e-3

  /// The springs: (name, API id, parameters, is an Apple preset).
  static let subjects: [(name: String, id: String, parameters: [String: Double], preset: Bool)] = [
    (".smooth", "swiftui.smooth", [:], true),
    (".snappy", "swiftui.snappy", [:], true),
    (".bouncy", "swiftui.bouncy", [:], true),
    (".spring()", "swiftui.animation.spring", [:], true),
    ("CASpringAnimation()", "ca.spring", [:], true),
    ("UISpringTimingParameters()", "uikit.timing.default", [:], true),
    (
      "wobbly (response 0.6 s, ζ 0.3)", "swiftui.spring.response",
      ["response": 0.6, "damping-ratio": 0.3], false
    ),
    (
      "bouncy (response 0.4 s, ζ 0.5)", "swiftui.spring.response",
      ["response": 0.4, "damping-ratio": 0.5], false
    ),
    (
      "overdamped (response 0.5 s, ζ 1.5)", "swiftui.spring.response",
      ["response": 0.5, "damping-ratio": 1.5], false
    ),
    (
      "flicked (bounce 0.2, 2 distances/s)", "uikit.uiview.bounce", ["bounce": 0.2, "velocity": 2],
      false
    ),
  ]

  /// Every (spring, move, tolerance), in that order.
  public var comparisons: [ExportComparison]
  /// One css-linear export per Apple preset at `sampleTolerance`.
  public var samples: [(name: String, export: EasingExport)]
  /// Springs that could not be built or exported, with the reason (expected
  /// empty).
  public var failures: [String]

  /// Runs every export and comparison. Deterministic.
  public static func compute() -> ExportResults {
    var comparisons: [ExportComparison] = []
    var samples: [(String, EasingExport)] = []
    var failures: [String] = []
    for subject in subjects {
      do {
        let family = try SpringAPIRegistry.make(
          id: subject.id, parameters: subject.parameters.mapValues { .number($0) })
        let physical = try family.physical(in: .unit)
        let motion = try ProgressMotion(
          spring: physical.spring, initialVelocity: physical.initialVelocity)
        for distance in distances {
          for tolerance in tolerances {
            comparisons.append(
              try compare(subject.name, motion, distance: distance, tolerance: tolerance))
          }
        }
        if subject.preset {
          samples.append(
            (
              subject.name,
              try EasingExport(motion: motion, tolerance: sampleTolerance, format: .cssLinear)
            ))
        }
      } catch {
        failures.append("\(subject.name): \(error)")
      }
    }
    return ExportResults(comparisons: comparisons, samples: samples, failures: failures)
  }

  /// The three recipes on one spring, move and tolerance, over the export's
  /// duration; errors over [0, duration] and after it (every curve ends on
  /// the target), in px.
  static func compare(
    _ name: String, _ motion: ProgressMotion, distance: Double, tolerance: Double
  ) throws -> ExportComparison {
    let export = try EasingExport(
      motion: motion, distance: distance, unit: .px, tolerance: tolerance, format: .cssLinear)
    let duration = export.duration
    let rest = motion.restDeviation(after: duration).upper
    func error(_ sampled: SampledEasing) -> Double {
      max(motion.maximumDeviation(of: sampled.curve).upper, rest) * distance
    }
    let fixed = try FixedIntervalSampling.motionRecipe(motion, duration: duration)
    let rdp = try RamerDouglasPeucker.linearEasingGenerator(
      motion, duration: duration, tolerance: tolerance / distance,
      valueDecimals: export.valueDecimals)
    return ExportComparison(
      subject: name, distance: distance, tolerance: tolerance, duration: duration,
      springLab: (export.pointCount, export.maxError),
      fixedSampling: (fixed.pointCount, error(fixed)),
      douglasPeucker: (rdp.pointCount, error(rdp)))
  }

  /// The comparisons on one move at one tolerance.
  func rows(distance: Double, tolerance: Double) -> [ExportComparison] {
    comparisons.filter { $0.distance == distance && $0.tolerance == tolerance }
  }

  /// Mean stops of a recipe over the springs.
  static func meanStops(
    _ rows: [ExportComparison], _ recipe: (ExportComparison) -> (stops: Int, error: Double)
  ) -> Double {
    rows.isEmpty ? .nan : Double(rows.map { recipe($0).stops }.reduce(0, +)) / Double(rows.count)
  }

  /// The largest error of a recipe over the springs, in px.
  static func worstError(
    _ rows: [ExportComparison], _ recipe: (ExportComparison) -> (stops: Int, error: Double)
  ) -> Double {
    rows.map { recipe($0).error }.max() ?? .nan
  }

  static let recipes:
    [(name: String, pick: @Sendable (ExportComparison) -> (stops: Int, error: Double))] = [
      ("SpringLab", { $0.springLab }),
      ("fixed 10 ms, 4 decimals", { $0.fixedSampling }),
      ("Ramer–Douglas–Peucker", { $0.douglasPeucker }),
    ]

  /// The index headline: 0.5 px on a 100 px move.
  public var headline: String {
    let rows = rows(distance: 100, tolerance: 0.5)
    let stops = Self.recipes.map { ReportNumber.format(Self.meanStops(rows, $0.pick), digits: 3) }
    let errors = Self.recipes.map { ReportNumber.format(Self.worstError(rows, $0.pick), digits: 3) }
    return
      "Export: at 0.5 px on a 100 px move, SpringLab's proven `linear()` needs \(stops[0]) stops on "
      + "average over \(rows.count) springs and never exceeds 0.5 px; Motion's 10 ms sampling uses "
      + "\(stops[1]) and reaches \(errors[1]) px, Ramer–Douglas–Peucker \(stops[2]) and "
      + "\(errors[2]) px. "
      + "[export.md](export.md)"
  }

  /// The two figures: mean stops and worst error against the tolerance.
  public func figures() -> [ReportFile] {
    var stops: [LineSeries] = []
    // The reference first, so that the recipes are drawn over it.
    var errors = [
      LineSeries(
        name: "the tolerance", x: [Self.tolerances[0], Self.tolerances[Self.tolerances.count - 1]],
        y: [1, 1],
        dashed: true, color: ChartColor(hex: 0x777777))
    ]
    for (index, recipe) in Self.recipes.enumerated() {
      for distance in Self.distances {
        let dashed = distance != Self.distances[0]
        let name = "\(recipe.name), \(Int(distance)) px"
        let color = ChartColor.series(index)
        stops.append(
          LineSeries(
            name: name, x: Self.tolerances,
            y: Self.tolerances.map {
              Self.meanStops(rows(distance: distance, tolerance: $0), recipe.pick)
            },
            dashed: dashed, color: color, markers: true))
        errors.append(
          LineSeries(
            name: name, x: Self.tolerances,
            y: Self.tolerances.map {
              Self.worstError(rows(distance: distance, tolerance: $0), recipe.pick) / $0
            },
            dashed: dashed, color: color, markers: true))
      }
    }
    let tolerance = ChartAxis(title: "tolerance", unit: "px", scale: .log10)
    let stopsChart = LineChart(
      title: "Stops against tolerance (mean over \(Self.subjects.count) springs)", xAxis: tolerance,
      yAxis: ChartAxis(title: "stops", scale: .log10), series: stops, width: 820)
    let errorsChart = LineChart(
      title: "Largest error reached, in tolerances (worst over \(Self.subjects.count) springs)",
      xAxis: tolerance,
      yAxis: ChartAxis(title: "largest error / tolerance", scale: .log10), series: errors,
      width: 820)
    return [
      ReportFile(path: "figures/export-stops.svg", contents: stopsChart.svg()),
      ReportFile(path: "figures/export-errors.svg", contents: errorsChart.svg()),
    ]
  }

  /// export.md; `figures` maps "stops" and "errors" to relative SVG paths.
  public func document(figures: [String: String] = [:]) -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Export: springs as CSS linear() with a proven error")
    doc.paragraph(
      """
      `springlab export` turns any API's spring into a CSS `linear()` easing (or CSS keyframes, \
      Core Animation keyframes, JSON stops) whose straight pieces, through the printed numbers, \
      stay within a tolerance of the true motion at every instant — between stops, and after the \
      duration, which is the exact settling time at the tolerance. Stops sit where a greedy search \
      proves the longest pieces, with a bound on the curvature rather than samples alone \
      ([Docs/Export.md](../Docs/Export.md) has the algorithm and the proof).
      """)
    doc.paragraph(
      """
      For comparison, the two recipes in common use, computed by SpringLab on the same duration: \
      Motion's `generateLinearEasing` (a stop every 10 ms, outputs rounded to 4 decimals) and \
      linear-easing-generator's Ramer–Douglas–Peucker (10,000 samples simplified at the same \
      tolerance as a distance in the (time, progress) plane, then rounded to the same decimals \
      as SpringLab's). Their largest error is measured with the same enclosure SpringLab proves \
      its own with (upper bound, within 0.1 %); **bold** marks an error above the tolerance. \
      Moves of 100 px and 1000 px, tolerances of 0.1 to 2 px, springs: Apple's presets and \
      defaults and four typical springs (SwiftUI `Spring(response:dampingRatio:)`, and UIKit's \
      bounce with a flick of 2 distances per second).
      """)
    if !failures.isEmpty { doc.bullets(failures.map { "could not export \($0)" }) }
    if let path = figures["stops"] {
      doc.figure(
        path,
        caption:
          "Stops against the tolerance, mean over the springs "
          + "(solid: 100 px move, dashed: 1000 px)."
      )
    }
    if let path = figures["errors"] {
      doc.figure(
        path,
        caption:
          "Largest error each recipe reaches, in tolerances, worst over the springs "
          + "(above 1: the tolerance is broken)."
      )
    }

    doc.heading("Summary")
    var summary: [[String]] = []
    for distance in Self.distances {
      for tolerance in Self.tolerances {
        let rows = rows(distance: distance, tolerance: tolerance)
        summary.append(
          ["\(Int(distance)) px", ReportNumber.format(tolerance, digits: 3) + " px"]
            + Self.recipes.flatMap { recipe in
              [
                ReportNumber.format(Self.meanStops(rows, recipe.pick), digits: 3),
                Self.errorCell(Self.worstError(rows, recipe.pick), tolerance: tolerance),
              ]
            })
      }
    }
    doc.table(
      [
        "move", "tolerance", "SpringLab stops", "worst error (px)", "fixed 10 ms stops",
        "worst error (px)",
        "RDP stops", "worst error (px)",
      ],
      summary, alignments: ["l", "r", "r", "r", "r", "r", "r", "r"])

    for distance in Self.distances {
      doc.heading("Every spring on a \(Int(distance)) px move")
      doc.table(
        [
          "spring", "tolerance", "duration (s)", "SpringLab stops", "error (px)", "fixed stops",
          "error (px)",
          "RDP stops", "error (px)",
        ],
        comparisons.filter { $0.distance == distance }.map { row in
          [
            row.subject, ReportNumber.format(row.tolerance, digits: 3) + " px",
            ReportNumber.format(row.duration, digits: 5),
          ]
            + Self.recipes.flatMap { recipe in
              [
                String(recipe.pick(row).stops),
                Self.errorCell(recipe.pick(row).error, tolerance: row.tolerance),
              ]
            }
        },
        alignments: ["l", "r", "r", "r", "r", "r", "r", "r", "r"])
    }

    doc.heading("Paste-ready linear() for Apple's presets")
    doc.paragraph(
      """
      At \(ReportNumber.format(Self.sampleTolerance, digits: 3)) of the distance (1 px on a 1000 px \
      move): the curve through these stops stays within that of the preset's motion, from rest, at \
      every instant; after the duration the value rests on the target. Paste both declarations \
      (or use them in `animation-*` with `animation-fill-mode: both`).
      """)
    for (name, export) in samples {
      doc.paragraph(
        "`\(name)` — \(export.pointCount) stops, \(export.durationText) s, proven error ≤ "
          + "\(ReportNumber.format(export.maxError, digits: 3)) of the distance:")
      doc.code(export.text, language: "css")
    }
    return doc
  }

  /// An error in px, bold when it exceeds the tolerance.
  static func errorCell(_ error: Double, tolerance: Double) -> String {
    let text = ReportNumber.format(error, digits: 3)
    return error > tolerance ? "**\(text)**" : text
  }
}
