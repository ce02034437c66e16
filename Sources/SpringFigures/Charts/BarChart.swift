//===--- BarChart.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Horizontal bars with labels and values: nanoseconds per sample, ratios.
//
//===----------------------------------------------------------------------===//

/// One labelled bar.
public struct Bar: Sendable, Hashable {
  /// Row label, drawn left of the plot.
  public var label: String
  /// Length of the bar in the value axis' units.
  public var value: Double
  /// Colour; nil uses the first palette colour.
  public var color: ChartColor?
  /// A target for this row, drawn as a dashed vertical mark across the row
  /// (e.g. "≤ 0.15× the baseline"); nil for none. Skipped, like a bar, when
  /// it cannot be placed.
  public var target: Double?

  /// Creates a bar.
  public init(label: String, value: Double, color: ChartColor? = nil, target: Double? = nil) {
    self.label = label
    self.value = value
    self.color = color
    self.target = target
  }
}

/// A horizontal bar chart rendered as a standalone SVG document.
///
/// Bars start at 0 on a linear axis (whose domain always includes 0) and at
/// the axis' lower end on a log axis. A bar whose value cannot be placed
/// (not finite, or ≤ 0 on a log axis) is skipped: its row keeps its label
/// and shows "n/a". Values are printed at the bar ends with four significant
/// digits when `showsValues` is set. A bar's `target` is a dashed mark
/// across its row, under the bar's value label. Rows run top to bottom in
/// the given order; the height grows with the number of rows.
public struct BarChart: Sendable, Hashable {
  /// Title above the plot.
  public var title: String
  /// The horizontal value axis.
  public var valueAxis: ChartAxis
  /// The bars, top to bottom.
  public var bars: [Bar]
  /// Prints each value at its bar's end.
  public var showsValues: Bool
  /// Figure width in pixels.
  public var width: Double

  /// Creates a bar chart.
  public init(
    title: String, valueAxis: ChartAxis, bars: [Bar], showsValues: Bool = true,
    width: Double = 720
  ) {
    self.title = title
    self.valueAxis = valueAxis
    self.bars = bars
    self.showsValues = showsValues
    self.width = width
  }

  /// Pixels per row.
  static let rowHeight = 24.0
  /// The colour of target marks.
  public static let targetColor = "#c0392b"

  /// Figure height: title, one row per bar (at least one), axis labels.
  public var height: Double {
    ChartChrome.titleHeight + 8 + Double(max(1, bars.count)) * Self.rowHeight
      + ChartChrome.bottomMargin
  }

  /// The plot area; its x axis is the value axis, its y axis runs over the
  /// rows (0 at the bottom, `bars.count` at the top).
  public func plotFrame() -> PlotFrame {
    var values = bars.map(\.value) + bars.compactMap(\.target)
    if valueAxis.scale == .linear { values.append(0) }
    let x = valueAxis.resolved(for: values)
    let labelWidth = min(0.45 * width, bars.map { ChartChrome.textWidth($0.label) }.max() ?? 0)
    let left = 16 + labelWidth
    let right = 20 + (showsValues ? 64.0 : 0)
    let top = ChartChrome.titleHeight + 8
    return PlotFrame(
      left: left, top: top, width: max(40, width - left - right),
      height: Double(max(1, bars.count)) * Self.rowHeight, x: x,
      y: ResolvedAxis(scale: .linear, lower: 0, upper: Double(max(1, bars.count))))
  }

  /// The chart as an SVG document.
  public func svg() -> String {
    let frame = plotFrame()
    var writer = SVGWriter(width: width, height: height, title: title)
    ChartChrome.title(&writer, title, width: width)
    ChartChrome.axes(&writer, frame, xLabel: valueAxis.label, yLabel: nil, yTicks: false)
    let baseline: Double
    if valueAxis.scale == .linear {
      baseline = frame.pixelX(0) ?? frame.left
    } else {
      baseline = frame.left
    }
    var skipped = 0
    for (row, bar) in bars.enumerated() {
      let centre = frame.top + (Double(row) + 0.5) * Self.rowHeight
      writer.text(bar.label, x: frame.left - 8, y: centre, anchor: "end", middleBaseline: true)
      if let target = bar.target, valueAxis.accepts(target), let x = frame.pixelX(target),
        x >= frame.left, x <= frame.right
      {
        writer.line(
          x1: x, y1: centre - Self.rowHeight / 2, x2: x, y2: centre + Self.rowHeight / 2,
          stroke: Self.targetColor, width: 2, dashed: true)
      }
      guard valueAxis.accepts(bar.value), let end = frame.pixelX(bar.value) else {
        skipped += 1
        writer.text("n/a", x: baseline + 4, y: centre, middleBaseline: true, fill: "#777777")
        continue
      }
      let clamped = min(frame.right, max(frame.left, end))
      let color = (bar.color ?? .series(0)).svg
      writer.rect(
        x: min(baseline, clamped), y: centre - Self.rowHeight * 0.35,
        width: abs(clamped - baseline), height: Self.rowHeight * 0.7, fill: color)
      if showsValues {
        let text = SVGFormat.significant(bar.value)
        if clamped >= baseline {
          writer.text(text, x: clamped + 4, y: centre, middleBaseline: true)
        } else {
          writer.text(text, x: clamped - 4, y: centre, anchor: "end", middleBaseline: true)
        }
      }
    }
    if bars.isEmpty { ChartChrome.centeredNote(&writer, "no data", frame: frame) }
    if let note = ChartChrome.skippedNote(skipped, log: valueAxis.scale == .log10) {
      ChartChrome.footnote(&writer, note, frame: frame, height: height)
    }
    return writer.finished()
  }
}
