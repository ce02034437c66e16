//===--- HeatMap.swift ----------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A grid of values over (x, y) — accuracy over (ζ, ω0) — with a colour
// legend bar. Axes and colours may each be linear or log10.
//
//===----------------------------------------------------------------------===//

/// A heat map rendered as a standalone SVG document.
///
/// Cells are centred on the given x and y values; their edges lie halfway
/// between neighbouring centres (geometrically halfway on a log axis) and
/// the outer cells are as wide as their inner halves. The axes span the
/// cells exactly (fixed `domain`s of `xAxis`/`yAxis` are not used).
/// The colour range fits the placeable values (rounded out to decades on a
/// log colour scale) unless `colorAxis.domain` fixes it; values beyond a
/// fixed range take the end colours. Cells without a placeable value — not
/// finite, ≤ 0 on a log colour scale, or missing from a short row — are grey
/// and a footnote says so.
public struct HeatMap: Sendable, Hashable {
  /// Title above the plot.
  public var title: String
  /// Horizontal axis (title, unit, scale).
  public var xAxis: ChartAxis
  /// Vertical axis (title, unit, scale).
  public var yAxis: ChartAxis
  /// The colour axis: title and unit of the values, linear or log10, range.
  public var colorAxis: ChartAxis
  /// Cell centres along x, ascending (> 0 on a log axis).
  public var xValues: [Double]
  /// Cell centres along y, ascending (> 0 on a log axis).
  public var yValues: [Double]
  /// `values[j][i]` is the cell at (xValues[i], yValues[j]).
  public var values: [[Double]]
  /// Figure width in pixels.
  public var width: Double
  /// Figure height in pixels.
  public var height: Double

  /// Creates a heat map.
  public init(
    title: String, xAxis: ChartAxis, yAxis: ChartAxis, colorAxis: ChartAxis,
    xValues: [Double], yValues: [Double], values: [[Double]], width: Double = 720,
    height: Double = 480
  ) {
    self.title = title
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.colorAxis = colorAxis
    self.xValues = xValues
    self.yValues = yValues
    self.values = values
    self.width = width
    self.height = height
  }

  /// Cell edges around ascending `centres` on `scale` (count + 1 values).
  public static func cellEdges(_ centres: [Double], scale: AxisScale) -> [Double] {
    guard let first = centres.first, let last = centres.last else { return [] }
    if centres.count == 1 {
      return scale == .linear
        ? [first - 0.5, first + 0.5] : [first / 10.0.squareRoot(), first * 10.0.squareRoot()]
    }
    var edges: [Double] = []
    for index in 0..<(centres.count - 1) {
      let a = centres[index]
      let b = centres[index + 1]
      edges.append(scale == .linear ? 0.5 * (a + b) : (a * b).squareRoot())
    }
    let head = scale == .linear ? 2 * first - edges[0] : first * first / edges[0]
    let tail =
      scale == .linear ? 2 * last - edges[edges.count - 1] : last * last / edges[edges.count - 1]
    return [head] + edges + [tail]
  }

  private func axis(_ description: ChartAxis, _ centres: [Double]) -> ResolvedAxis {
    let edges = Self.cellEdges(centres.filter(description.accepts), scale: description.scale)
    guard let low = edges.first, let high = edges.last, low < high,
      description.accepts(low), description.accepts(high)
    else { return description.resolved(for: [Double]()) }
    return ResolvedAxis(scale: description.scale, lower: low, upper: high)
  }

  /// The colour scale over the placeable values (or the fixed range).
  public func colorScale() -> ColorScale {
    ColorScale(axis: colorAxis.resolved(for: values.flatMap { $0 }))
  }

  private var legendLabelWidth: Double {
    colorScale().axis.ticks.map { ChartChrome.textWidth($0.label) }.max() ?? 0
  }

  /// The plot area with both axes spanning the cells.
  public func plotFrame() -> PlotFrame {
    ChartChrome.frame(
      width: width, height: height, x: axis(xAxis, xValues), y: axis(yAxis, yValues),
      legendWidth: 0, extraRight: 20 + 16 + 8 + legendLabelWidth + 30)
  }

  /// The heat map as an SVG document.
  public func svg() -> String {
    let frame = plotFrame()
    let scale = colorScale()
    var writer = SVGWriter(width: width, height: height, title: title)
    ChartChrome.title(&writer, title, width: width)
    let xEdges = Self.cellEdges(xValues, scale: xAxis.scale)
    let yEdges = Self.cellEdges(yValues, scale: yAxis.scale)
    var grey = 0
    var drawn = 0
    for j in yValues.indices {
      for i in xValues.indices {
        guard let x0 = frame.pixelX(xEdges[i]), let x1 = frame.pixelX(xEdges[i + 1]),
          let y0 = frame.pixelY(yEdges[j]), let y1 = frame.pixelY(yEdges[j + 1])
        else { continue }
        let value = j < values.count && i < values[j].count ? values[j][i] : .nan
        let fill: String
        if let color = scale.color(for: value) {
          fill = color.svg
          drawn += 1
        } else {
          fill = "#cccccc"
          grey += 1
        }
        // 0.5 px of overlap to the right and upwards hides anti-aliasing
        // seams; the next column and row are drawn over it, the border
        // covers the last ones.
        writer.rect(x: x0, y: y1 - 0.5, width: x1 - x0 + 0.5, height: y0 - y1 + 0.5, fill: fill)
      }
    }
    ChartChrome.axes(&writer, frame, xLabel: xAxis.label, yLabel: yAxis.label, grid: false)
    if drawn == 0 { ChartChrome.centeredNote(&writer, "no data", frame: frame) }
    legendBar(&writer, frame: frame, scale: scale)
    if grey > 0 {
      let noun = grey == 1 ? "cell" : "cells"
      ChartChrome.footnote(
        &writer,
        "grey: \(grey) \(noun) without a value (not finite\(colorAxis.scale == .log10 ? " or ≤ 0" : ""))",
        frame: frame, height: height)
    }
    return writer.finished()
  }

  /// The colour bar right of the plot with its ticks and title.
  private func legendBar(_ writer: inout SVGWriter, frame: PlotFrame, scale: ColorScale) {
    let x = frame.right + 20
    let barWidth = 16.0
    let slices = 64
    let sliceHeight = frame.height / Double(slices)
    for slice in 0..<slices {
      let fraction = (Double(slice) + 0.5) / Double(slices)
      writer.rect(
        x: x, y: frame.bottom - Double(slice + 1) * sliceHeight, width: barWidth,
        height: sliceHeight + 0.5, fill: ColorScale.color(atFraction: fraction).svg)
    }
    writer.rect(
      x: x, y: frame.top, width: barWidth, height: frame.height, fill: "none", stroke: "#444444")
    for tick in scale.axis.ticks {
      guard let fraction = scale.axis.fraction(of: tick.value), fraction >= -1e-9,
        fraction <= 1 + 1e-9
      else { continue }
      let y = frame.bottom - fraction * frame.height
      writer.line(x1: x + barWidth, y1: y, x2: x + barWidth + 4, y2: y, stroke: "#444444")
      writer.text(tick.label, x: x + barWidth + 7, y: y, middleBaseline: true)
    }
    let titleX = x + barWidth + 8 + legendLabelWidth + 16
    writer.text(
      colorAxis.label, x: titleX, y: frame.top + frame.height / 2, anchor: "middle", size: 13,
      rotation: 90, middleBaseline: true)
  }
}
