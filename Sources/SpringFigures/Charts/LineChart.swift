//===--- LineChart.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Several (x, y) series as lines on linear or log10 axes: trajectories of
// presets, error against |ζ − 1|.
//
//===----------------------------------------------------------------------===//

/// One (x, y) data point.
public struct ChartPoint: Sendable, Hashable {
  /// Horizontal coordinate in the x axis' units.
  public var x: Double
  /// Vertical coordinate in the y axis' units.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A named series of a line chart.
public struct LineSeries: Sendable, Hashable {
  /// Legend name.
  public var name: String
  /// Points in drawing order (usually ascending x).
  public var points: [ChartPoint]
  /// Drawn dashed (e.g. for a reference or an engine's variant).
  public var dashed: Bool
  /// Colour; nil takes the palette colour of the series' index.
  public var color: ChartColor?
  /// Draws a dot at each point as well (for sparse series).
  public var markers: Bool

  /// Creates a series from points.
  public init(
    name: String, points: [ChartPoint], dashed: Bool = false, color: ChartColor? = nil,
    markers: Bool = false
  ) {
    self.name = name
    self.points = points
    self.dashed = dashed
    self.color = color
    self.markers = markers
  }

  /// Creates a series from parallel arrays (the shorter length is used).
  public init(
    name: String, x: [Double], y: [Double], dashed: Bool = false, color: ChartColor? = nil,
    markers: Bool = false
  ) {
    self.init(
      name: name, points: zip(x, y).map { ChartPoint(x: $0, y: $1) }, dashed: dashed,
      color: color, markers: markers)
  }
}

/// A line chart rendered as a standalone SVG document.
///
/// Points that cannot be placed — a coordinate not finite, or ≤ 0 on a log
/// axis — are skipped: the line breaks there, and a footnote counts them.
/// Lines are clipped to the plot area when a fixed domain cuts them. A chart
/// with no placeable point renders empty axes with the note "no data".
/// Legend on the right when there are two series or more. The same chart
/// always renders to the same bytes.
public struct LineChart: Sendable, Hashable {
  /// Title above the plot.
  public var title: String
  /// Horizontal axis.
  public var xAxis: ChartAxis
  /// Vertical axis.
  public var yAxis: ChartAxis
  /// The series, drawn in order (later ones on top).
  public var series: [LineSeries]
  /// Figure width in pixels.
  public var width: Double
  /// Figure height in pixels.
  public var height: Double

  /// Creates a chart.
  public init(
    title: String, xAxis: ChartAxis, yAxis: ChartAxis, series: [LineSeries],
    width: Double = 720, height: Double = 440
  ) {
    self.title = title
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
    self.width = width
    self.height = height
  }

  private func placeable(_ point: ChartPoint) -> Bool {
    xAxis.accepts(point.x) && yAxis.accepts(point.y)
  }

  private var legendEntries: [LegendEntry] {
    series.enumerated().map { index, line in
      LegendEntry(name: line.name, color: (line.color ?? .series(index)).svg, dashed: line.dashed)
    }
  }

  /// The plot area and the axes resolved against the placeable points.
  public func plotFrame() -> PlotFrame {
    let points = series.flatMap(\.points).filter(placeable)
    return ChartChrome.frame(
      width: width, height: height, x: xAxis.resolved(for: points.map(\.x)),
      y: yAxis.resolved(for: points.map(\.y)),
      legendWidth: ChartChrome.legendWidth(legendEntries))
  }

  /// The chart as an SVG document.
  public func svg() -> String {
    let frame = plotFrame()
    var writer = SVGWriter(width: width, height: height, title: title)
    ChartChrome.title(&writer, title, width: width)
    ChartChrome.axes(&writer, frame, xLabel: xAxis.label, yLabel: yAxis.label)
    writer.clipRect(
      id: "plot", x: frame.left, y: frame.top, width: frame.width, height: frame.height)
    var skipped = 0
    var drawn = 0
    for (index, line) in series.enumerated() {
      let color = (line.color ?? .series(index)).svg
      var segment: [(x: Double, y: Double)] = []
      var dots: [(x: Double, y: Double)] = []
      func flush() {
        if segment.count > 1 {
          writer.polyline(segment, stroke: color, dashed: line.dashed, clipID: "plot")
        } else if segment.count == 1 && !line.markers {
          writer.circle(x: segment[0].x, y: segment[0].y, radius: 2, fill: color, clipID: "plot")
        }
        segment.removeAll()
      }
      for point in line.points {
        guard placeable(point), let pixel = frame.pixel(x: point.x, y: point.y) else {
          skipped += 1
          flush()
          continue
        }
        drawn += 1
        segment.append(pixel)
        if line.markers { dots.append(pixel) }
      }
      flush()
      for dot in dots {
        writer.circle(x: dot.x, y: dot.y, radius: 2.5, fill: color, clipID: "plot")
      }
    }
    if drawn == 0 { ChartChrome.centeredNote(&writer, "no data", frame: frame) }
    ChartChrome.legend(&writer, legendEntries, frame: frame)
    if let note = ChartChrome.skippedNote(
      skipped, log: xAxis.scale == .log10 || yAxis.scale == .log10)
    {
      ChartChrome.footnote(&writer, note, frame: frame, height: height)
    }
    return writer.finished()
  }
}
