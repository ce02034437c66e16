//===--- FrameSampledAnimationChart.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A sampled animation as a figure: value against time, the target as a
// dashed line, a dot at every frame when there are few enough to see.
//
//===----------------------------------------------------------------------===//

extension FrameSampledAnimation {
  /// The most frames drawn with a dot each; longer samplings are drawn as a
  /// plain line.
  public static let markerLimit = 100

  /// Value against time as a line chart titled `title`: the sampled values
  /// (a dot at each frame when there are at most `markerLimit`), a dashed
  /// line at the target (`distance`), the time axis from 0 to the last
  /// frame, the value axis over start, target and values with a 5 % margin. The figure is 720 px wide, wider when the title needs it.
  /// Deterministic: the same animation and title give the same SVG bytes.
  public func chart(title: String) -> LineChart {
    let end = duration
    let frameRate = SVGFormat.significant(framesPerSecond, digits: 6)
    let trajectory = LineSeries(
      name: "value at \(frameRate) fps", x: times, y: values, color: .series(0),
      markers: count <= Self.markerLimit)
    let target = LineSeries(
      name: "target \(SVGFormat.significant(distance, digits: 6))",
      x: [0, end], y: [distance, distance], dashed: true, color: ChartColor(hex: 0x777777))
    let xAxis =
      end > 0
      ? ChartAxis(title: "time", unit: "s", domain: 0...end) : ChartAxis(title: "time", unit: "s")
    // Values, start and target with 5 % of their span above and below, so
    // that the target line never sits on the plot's border.
    let low = min(0, distance, values.min() ?? 0)
    let high = max(0, distance, values.max() ?? 0)
    let pad = 0.05 * (high - low)
    let yAxis =
      pad > 0 && pad.isFinite
      ? ChartAxis(title: "value", domain: (low - pad)...(high + pad)) : ChartAxis(title: "value")
    // The title is drawn at 15 px bold: about 9.5 px per character.
    let width = max(720, (Double(title.count) * 9.5 + 40).rounded(.up))
    return LineChart(
      title: title, xAxis: xAxis, yAxis: yAxis, series: [trajectory, target],
      width: width)
  }
}
