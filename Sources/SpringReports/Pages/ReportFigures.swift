//===--- ReportFigures.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The SVG figures embedded in the reports, built from the same data as the
// tables beside them.
//
//===----------------------------------------------------------------------===//

import SpringFigures
import SpringMappings
import SpringModel
import SpringReference

/// Figures of the report pages, as files under `figures/`.
public enum ReportFigures {
  /// Worst K against |ζ − 1|, one series per method and side of critical.
  public static func nearCritical(_ results: AccuracyResults) -> ReportFile {
    var series: [LineSeries] = []
    for (index, name) in results.evaluators.enumerated() {
      for (side, sign) in [("ζ > 1", 1.0), ("ζ < 1", -1.0)] {
        let points = results.nearCritical.filter { $0.offset * sign > 0 }
          .map { ChartPoint(x: abs($0.offset), y: max($0.worstK[index], 1e-3)) }
        series.append(
          LineSeries(
            name: "\(name), \(side)", points: points, dashed: sign < 0,
            color: ChartColor.palette[index % ChartColor.palette.count], markers: true))
      }
    }
    let chart = LineChart(
      title: "Near critical damping: worst condition-scaled error",
      xAxis: ChartAxis(title: "|ζ − 1| of the binary64 inputs", scale: .log10),
      yAxis: ChartAxis(title: "worst K (1 = limit of binary64)", scale: .log10),
      series: series)
    return ReportFile(path: "figures/near-critical.svg", contents: chart.svg())
  }

  /// Worst K over (ζ, ω0) for the closed form or the textbook form, both on
  /// one logarithmic colour scale (the decades spanning both grids), so that
  /// the two maps can be compared colour for colour.
  public static func heatMap(_ results: AccuracyResults, textbook: Bool) -> ReportFile {
    let grid = textbook ? results.textbookHeatMap : results.heatMap.worstK
    let shared = (results.heatMap.worstK + results.textbookHeatMap).flatMap { $0 }.filter {
      $0 > 0 && $0.isFinite
    }
    let scale = ChartAxis(title: "worst K", scale: .log10).resolved(for: shared)
    // values[j][i] is the cell at (ζ_i, ω0_j).
    let values = results.heatMap.omegas.indices.map { j in
      results.heatMap.zetas.indices.map { grid[$0][j] }
    }
    let map = HeatMap(
      title: textbook ? "Textbook two-exponential form: worst K" : "SpringLab closed form: worst K",
      xAxis: ChartAxis(title: "damping ratio ζ", scale: .log10),
      yAxis: ChartAxis(title: "natural frequency ω0", unit: "rad/s", scale: .log10),
      colorAxis: ChartAxis(title: "worst K", scale: .log10, domain: scale.lower...scale.upper),
      xValues: results.heatMap.zetas, yValues: results.heatMap.omegas, values: values)
    return ReportFile(
      path: textbook ? "figures/heat-map-textbook.svg" : "figures/heat-map.svg", contents: map.svg()
    )
  }

  /// Which error a work–precision diagram plots.
  public enum PrecisionMeasure: String, Sendable {
    /// Worst E over the sampled times.
    case frames
    /// Worst E at the final time.
    case final
  }

  /// Which cost a work–precision diagram plots.
  public enum WorkMeasure: String, Sendable {
    /// Right-hand-side evaluations per trajectory (deterministic).
    case evaluations = "evals"
    /// Median time per trajectory (a timing).
    case time
  }

  /// The runs of `stepper` that get a point in a work–precision diagram:
  /// those with results and no failed case (a run with failed cases would
  /// plot figures over only the cases it managed).
  static func workPrecisionRuns(_ results: SolversResults, stepper: ODEStepper) -> [SolverRun] {
    results.runs.filter { $0.stepper == stepper && $0.hasResult && $0.failed == 0 }
  }

  /// A SciML-style work–precision diagram: error (x, log) against cost (y,
  /// log), one curve per stepper through its tolerances, and the closed
  /// form as a reference. Timing diagrams are marked as timing files.
  public static func workPrecision(
    _ results: SolversResults, precision: PrecisionMeasure, work: WorkMeasure
  ) -> ReportFile {
    var series: [LineSeries] = []
    for (index, stepper) in ODEStepper.allCases.enumerated() {
      let points = workPrecisionRuns(results, stepper: stepper).compactMap {
        run -> ChartPoint? in
        let error: Double
        let cost: Double
        switch work {
        case .evaluations:
          error = precision == .frames ? run.frameError : run.finalError
          cost = run.worstRightHandSideEvaluations
        case .time:
          guard let time = run.time else { return nil }
          error = precision == .frames ? run.timedFrameError : run.timedFinalError
          cost = time.median / 1000
        }
        return ChartPoint(x: max(error, 1e-18), y: cost)
      }
      series.append(
        LineSeries(
          name: stepper.methodName, points: points, dashed: index >= ChartColor.palette.count,
          color: ChartColor.palette[index % ChartColor.palette.count], markers: true))
    }
    let closedFormError = max(
      precision == .frames ? results.closedFormFrameError : results.closedFormFinalError, 1e-18)
    switch work {
    case .evaluations:
      let costs = results.runs.filter(\.hasResult).map(\.worstRightHandSideEvaluations).filter {
        $0 > 0
      }
      series.append(
        LineSeries(
          name: "closed form's E (no f-evaluations)", x: [closedFormError, closedFormError],
          y: [costs.min() ?? 1, costs.max() ?? 1e6], dashed: true, color: ChartColor(hex: 0x999999))
      )
    case .time:
      if let time = results.closedFormTime {
        series.append(
          LineSeries(
            name: "closed form", x: [closedFormError], y: [time.median / 1000],
            color: ChartColor(hex: 0x333333),
            markers: true))
      }
    }
    let location = precision == .frames ? "over the sampled times" : "at the final time"
    let chart = LineChart(
      title: "Work–precision \(location): " + (work == .evaluations ? "f-evaluations" : "time")
        + " against error",
      xAxis: ChartAxis(title: "worst normalized error E \(location)", scale: .log10),
      yAxis: work == .evaluations
        ? ChartAxis(title: "most right-hand-side evaluations of any trajectory", scale: .log10)
        : ChartAxis(title: "median time per trajectory", unit: "µs", scale: .log10),
      series: series)
    return ReportFile(
      path: "figures/wp-\(precision.rawValue)-\(work.rawValue).svg", contents: chart.svg(),
      isTiming: work == .time)
  }

  /// Normalized trajectories of Apple's presets and defaults over 1.5 s.
  /// `UISpringTimingParameters()` (ζ = 4.56 documented) is drawn twice,
  /// dashed, because how UIViewPropertyAnimator animates it is not
  /// recovered: as critical (SpringLab's assumption, tag G) and as the
  /// overdamped spring it documents.
  public static func applePresets() -> ReportFile {
    let presets: [(String, String, [String: Double])] = [
      (".smooth", "swiftui.smooth", [:]), (".snappy", "swiftui.snappy", [:]),
      (".bouncy", "swiftui.bouncy", [:]),
      (".spring()", "swiftui.animation.spring", [:]),
      (".interactiveSpring()", "swiftui.animation.interactive", [:]),
      ("CASpringAnimation()", "ca.spring", [:]),
    ]
    let times = (0...300).map { 1.5 * Double($0) / 300 }
    var series: [LineSeries] = []
    for (index, (name, id, parameters)) in presets.enumerated() {
      guard
        let conversion = try? SpringConversion(
          from: id, parameters: parameters.mapValues { .number($0) })
      else {
        continue
      }
      let motion = conversion.physical.motion
      series.append(
        LineSeries(
          name: name, x: times, y: times.map { 1 + motion.position(at: $0) },
          color: ChartColor.palette[index % ChartColor.palette.count]))
    }
    if let conversion = try? SpringConversion(from: "uikit.timing.default", parameters: [:]) {
      let animated = conversion.physical.motion
      series.append(
        LineSeries(
          name: "UISpringTimingParameters(): assumed critical [G]", x: times,
          y: times.map { 1 + animated.position(at: $0) }, dashed: true,
          color: ChartColor(hex: 0x555555)))
      if let documented = try? Spring(mass: 3, stiffness: 1000, damping: 500) {
        let overdamped = SpringMotion(
          spring: documented, position: -1, velocity: conversion.physical.initialVelocity)
        series.append(
          LineSeries(
            name: "UISpringTimingParameters(): if ζ 4.56", x: times,
            y: times.map { 1 + overdamped.position(at: $0) }, dashed: true,
            color: ChartColor(hex: 0xAAAAAA)))
      }
    }
    let chart = LineChart(
      title: "Apple's spring presets and defaults (0 → 1); dashed: not known how it animates",
      xAxis: ChartAxis(title: "time", unit: "s"), yAxis: ChartAxis(title: "value"), series: series,
      width: 880)
    return ReportFile(path: "figures/apple-presets.svg", contents: chart.svg())
  }

  /// Distributions of (estimate − exact)/exact per settling estimator.
  public static func settlingErrors(_ comparisons: [SettlingComparison]) -> ReportFile {
    let histogram = Histogram(
      title: "Settling-time estimates against the exact time",
      xAxis: ChartAxis(title: "(estimate − exact) / exact"),
      series: comparisons.enumerated().map { index, comparison in
        HistogramSeries(
          // Legends are narrow: drop the parenthetical detail of the name.
          name: String(comparison.name.split(separator: "(")[0]).trimmingSpaces(),
          values: comparison.relativeErrors.map { max(-1, min($0, 3)) },
          color: ChartColor.palette[index % ChartColor.palette.count])
      },
      binCount: 40)
    return ReportFile(path: "figures/settling-errors.svg", contents: histogram.svg())
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var copy = Substring(self)
    while copy.last == " " { copy = copy.dropLast() }
    return String(copy)
  }
}
