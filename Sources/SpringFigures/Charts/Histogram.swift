//===--- Histogram.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Distributions of several series of values on shared bins: settling-time
// errors, snap jumps. Bins are uniform in the value (linear axis) or in its
// logarithm (log axis) over the resolved axis domain.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A named set of values to bin.
public struct HistogramSeries: Sendable, Hashable {
  /// Legend name.
  public var name: String
  /// The values; those the axis cannot place are skipped.
  public var values: [Double]
  /// Colour; nil takes the palette colour of the series' index.
  public var color: ChartColor?

  /// Creates a series.
  public init(name: String, values: [Double], color: ChartColor? = nil) {
    self.name = name
    self.values = values
    self.color = color
  }
}

/// How the series of a histogram are drawn.
public enum HistogramStyle: String, Sendable, Hashable {
  /// One step outline per series, overlaid.
  case steps
  /// Side-by-side filled bars within each bin.
  case bars
}

/// One bin: its edges and the count of each series' values in it.
public struct HistogramBin: Sendable, Hashable {
  /// Lower edge (inclusive).
  public var lower: Double
  /// Upper edge (exclusive, except for the last bin, which includes it).
  public var upper: Double
  /// Number of values of series i in the bin.
  public var counts: [Int]
}

/// A histogram of one or more series, rendered as a standalone SVG document.
///
/// Values that cannot be placed (not finite, ≤ 0 on a log axis, or outside a
/// fixed domain) are skipped and counted in a footnote. The y axis shows
/// counts, or with `normalized` each series' fraction of its own placed
/// values. No values at all render empty axes with the note "no data".
public struct Histogram: Sendable, Hashable {
  /// Title above the plot.
  public var title: String
  /// The axis of the values (horizontal).
  public var xAxis: ChartAxis
  /// The series, sharing the same bins.
  public var series: [HistogramSeries]
  /// Number of bins (≥ 1) over the axis domain.
  public var binCount: Int
  /// Step outlines or side-by-side bars.
  public var style: HistogramStyle
  /// Fractions of each series instead of counts.
  public var normalized: Bool
  /// Figure width in pixels.
  public var width: Double
  /// Figure height in pixels.
  public var height: Double

  /// Creates a histogram.
  public init(
    title: String, xAxis: ChartAxis, series: [HistogramSeries], binCount: Int = 30,
    style: HistogramStyle = .steps, normalized: Bool = false, width: Double = 720,
    height: Double = 440
  ) {
    self.title = title
    self.xAxis = xAxis
    self.series = series
    self.binCount = max(1, binCount)
    self.style = style
    self.normalized = normalized
    self.width = width
    self.height = height
  }

  /// The resolved value axis (fitted to all placeable values).
  public var resolvedXAxis: ResolvedAxis {
    xAxis.resolved(for: series.flatMap(\.values))
  }

  /// The bins over `resolvedXAxis` with each series' counts.
  public func bins() -> [HistogramBin] {
    let axis = resolvedXAxis
    var bins = (0..<binCount).map { index in
      HistogramBin(
        lower: edge(index, axis), upper: edge(index + 1, axis),
        counts: Array(repeating: 0, count: series.count))
    }
    for (s, line) in series.enumerated() {
      for value in line.values {
        guard let index = binIndex(value, axis) else { continue }
        bins[index].counts[s] += 1
      }
    }
    return bins
  }

  /// Values of all series that no bin holds.
  public var skippedCount: Int {
    let axis = resolvedXAxis
    return series.reduce(0) { total, line in
      total + line.values.filter { binIndex($0, axis) == nil }.count
    }
  }

  private func edge(_ index: Int, _ axis: ResolvedAxis) -> Double {
    if index == 0 { return axis.lower }
    if index == binCount { return axis.upper }
    let fraction = Double(index) / Double(binCount)
    switch axis.scale {
    case .linear: return axis.lower + fraction * (axis.upper - axis.lower)
    case .log10:
      let low = log10(axis.lower)
      let high = log10(axis.upper)
      return pow(10, low + fraction * (high - low))
    }
  }

  private func binIndex(_ value: Double, _ axis: ResolvedAxis) -> Int? {
    guard xAxis.accepts(value), let fraction = axis.fraction(of: value),
      fraction >= 0, fraction <= 1
    else { return nil }
    return min(binCount - 1, Int(fraction * Double(binCount)))
  }

  private var yTitle: String { normalized ? "fraction of values" : "count" }

  /// Bar heights: counts, or fractions of each series' placed values.
  private func heights(_ bins: [HistogramBin]) -> [[Double]] {
    let totals = series.indices.map { s in bins.reduce(0) { $0 + $1.counts[s] } }
    return bins.map { bin in
      series.indices.map { s in
        normalized
          ? (totals[s] > 0 ? Double(bin.counts[s]) / Double(totals[s]) : 0)
          : Double(bin.counts[s])
      }
    }
  }

  private var legendEntries: [LegendEntry] {
    series.enumerated().map { index, line in
      LegendEntry(name: line.name, color: (line.color ?? .series(index)).svg, box: style == .bars)
    }
  }

  /// The plot area: x is the value axis, y runs from 0 to the tallest bin.
  public func plotFrame() -> PlotFrame {
    let tallest = heights(bins()).flatMap { $0 }.max() ?? 0
    let y = ChartAxis(title: yTitle).resolved(for: [0, tallest > 0 ? tallest : 1])
    return ChartChrome.frame(
      width: width, height: height, x: resolvedXAxis, y: y,
      legendWidth: ChartChrome.legendWidth(legendEntries))
  }

  /// The histogram as an SVG document.
  public func svg() -> String {
    let frame = plotFrame()
    let bins = bins()
    let heights = heights(bins)
    var writer = SVGWriter(width: width, height: height, title: title)
    ChartChrome.title(&writer, title, width: width)
    ChartChrome.axes(&writer, frame, xLabel: xAxis.label, yLabel: yTitle)
    let baseline = frame.bottom
    let edges = (0...binCount).map { frame.pixelX(edge($0, frame.x)) ?? frame.left }
    for (s, line) in series.enumerated() {
      let color = (line.color ?? .series(s)).svg
      switch style {
      case .steps:
        var d = "M\(SVGFormat.fixed(edges[0])) \(SVGFormat.fixed(baseline))"
        for (index, row) in heights.enumerated() {
          let top = frame.pixelY(row[s]) ?? baseline
          d += " L\(SVGFormat.fixed(edges[index])) \(SVGFormat.fixed(top))"
          d += " L\(SVGFormat.fixed(edges[index + 1])) \(SVGFormat.fixed(top))"
        }
        d += " L\(SVGFormat.fixed(edges[binCount])) \(SVGFormat.fixed(baseline))"
        writer.path(d, stroke: color, width: 1.8)
      case .bars:
        let share = 1 / Double(max(1, series.count))
        for (index, row) in heights.enumerated() where row[s] > 0 {
          let binWidth = edges[index + 1] - edges[index]
          let top = frame.pixelY(row[s]) ?? baseline
          writer.rect(
            x: edges[index] + binWidth * (0.05 + 0.9 * share * Double(s)), y: top,
            width: binWidth * 0.9 * share, height: baseline - top, fill: color)
        }
      }
    }
    if bins.allSatisfy({ $0.counts.allSatisfy { $0 == 0 } }) {
      ChartChrome.centeredNote(&writer, "no data", frame: frame)
    }
    ChartChrome.legend(&writer, legendEntries, frame: frame)
    let skipped = skippedCount
    if skipped > 0 {
      let noun = skipped == 1 ? "value" : "values"
      let reason =
        xAxis.domain == nil
        ? (xAxis.scale == .log10 ? "not finite or ≤ 0" : "not finite")
        : "not finite or outside the axis"
      ChartChrome.footnote(
        &writer, "\(skipped) \(noun) not shown (\(reason))", frame: frame, height: height)
    }
    return writer.finished()
  }
}
