//===--- ReportFigures.swift ----------------------------------------------===//
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
        series.append(LineSeries(
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

  /// Worst K over (ζ, ω0) for the closed form or the textbook form.
  public static func heatMap(_ results: AccuracyResults, textbook: Bool) -> ReportFile {
    let grid = textbook ? results.textbookHeatMap : results.heatMap.worstK
    // values[j][i] is the cell at (ζ_i, ω0_j).
    let values = results.heatMap.omegas.indices.map { j in results.heatMap.zetas.indices.map { grid[$0][j] } }
    let map = HeatMap(
      title: textbook ? "Textbook two-exponential form: worst K" : "SpringLab closed form: worst K",
      xAxis: ChartAxis(title: "damping ratio ζ", scale: .log10),
      yAxis: ChartAxis(title: "natural frequency ω0", unit: "rad/s", scale: .log10),
      colorAxis: ChartAxis(title: "worst K", scale: .log10),
      xValues: results.heatMap.zetas, yValues: results.heatMap.omegas, values: values)
    return ReportFile(
      path: textbook ? "figures/heat-map-textbook.svg" : "figures/heat-map.svg", contents: map.svg())
  }

  /// Worst normalized error against f-evaluations per trajectory, one series
  /// per stepper (its three tolerances), and the closed form as a line.
  public static func solvers(_ results: SolversResults) -> ReportFile {
    var series: [LineSeries] = []
    for (index, stepper) in ODEStepper.allCases.enumerated() {
      let runs = results.runs.filter { $0.stepper == stepper && $0.completed > 0 }
      series.append(LineSeries(
        name: stepper.methodName,
        points: runs.map { ChartPoint(x: $0.rightHandSideEvaluations, y: max($0.worstError, 1e-17)) },
        dashed: index >= ChartColor.palette.count, color: ChartColor.palette[index % ChartColor.palette.count],
        markers: true))
    }
    let evaluations = results.runs.map(\.rightHandSideEvaluations).filter { $0 > 0 }
    series.append(LineSeries(
      name: "closed form (any cost)",
      x: [evaluations.min() ?? 1, evaluations.max() ?? 1e6],
      y: [results.closedFormWorstError, results.closedFormWorstError], dashed: true,
      color: ChartColor(hex: 0x999999)))
    let chart = LineChart(
      title: "GSL steppers at tolerances 1e-6, 1e-9, 1e-12: accuracy against cost",
      xAxis: ChartAxis(title: "right-hand-side evaluations per trajectory", scale: .log10),
      yAxis: ChartAxis(title: "worst normalized error E", scale: .log10), series: series)
    return ReportFile(path: "figures/solvers.svg", contents: chart.svg())
  }

  /// Normalized trajectories of Apple's presets and defaults over 1.5 s.
  public static func applePresets() -> ReportFile {
    let presets: [(String, String, [String: Double])] = [
      (".smooth", "swiftui.smooth", [:]), (".snappy", "swiftui.snappy", [:]), (".bouncy", "swiftui.bouncy", [:]),
      (".spring()", "swiftui.animation.spring", [:]),
      (".interactiveSpring()", "swiftui.animation.interactive", [:]),
      ("CASpringAnimation()", "ca.spring", [:]),
      ("UISpringTimingParameters()", "uikit.timing.default", [:]),
    ]
    var series: [LineSeries] = []
    for (index, (name, id, parameters)) in presets.enumerated() {
      guard let conversion = try? SpringConversion(from: id, parameters: parameters.mapValues { .number($0) }) else {
        continue
      }
      let motion = conversion.physical.motion
      let times = (0...300).map { 1.5 * Double($0) / 300 }
      series.append(LineSeries(
        name: name, x: times, y: times.map { 1 + motion.position(at: $0) },
        dashed: index >= ChartColor.palette.count, color: ChartColor.palette[index % ChartColor.palette.count]))
    }
    let chart = LineChart(
      title: "Apple's spring presets and defaults (0 → 1)",
      xAxis: ChartAxis(title: "time", unit: "s"), yAxis: ChartAxis(title: "value"), series: series)
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
          name: String(comparison.name.split(separator: "(")[0]).trimmingSpaces(), values: comparison.relativeErrors.map { max(-1, min($0, 3)) },
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
