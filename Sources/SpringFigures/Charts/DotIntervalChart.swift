//===--- DotIntervalChart.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One dot per row with its interval as a whisker, rows in labelled groups,
// reference lines (a 1× line) and per-row targets: the figure for ratios on
// a log axis, where a bar's length would mean nothing.
//
//===----------------------------------------------------------------------===//

/// One row of a `DotIntervalChart`: an estimate with its interval.
public struct DotInterval: Sendable, Hashable {
  /// Row label, drawn left of the plot.
  public var label: String
  /// The estimate (e.g. a median ratio), in the value axis' units.
  public var value: Double
  /// The interval around it (e.g. a 95% interval); nil when there is none.
  public var lower: Double?, upper: Double?
  /// A target for this row, drawn as a short dashed mark; nil for none.
  public var target: Double?

  /// Creates a row.
  public init(
    label: String, value: Double, lower: Double? = nil, upper: Double? = nil,
    target: Double? = nil
  ) {
    self.label = label
    self.value = value
    self.lower = lower
    self.upper = upper
    self.target = target
  }
}

/// A group of rows under a heading (e.g. "ratio to the C baseline").
public struct DotIntervalGroup: Sendable, Hashable {
  /// The heading, drawn on its own row above the group.
  public var title: String
  /// The rows, top to bottom.
  public var rows: [DotInterval]

  /// Creates a group.
  public init(title: String, rows: [DotInterval]) {
    self.title = title
    self.rows = rows
  }
}

/// Dots with interval whiskers on a horizontal value axis, rendered as a
/// standalone SVG document.
///
/// Each group starts with a heading row; each row has its label on the
/// left, its dot and whisker in the plot, its target as a dashed red mark,
/// and its value printed in a column right of the plot, so labels never
/// overlap marks. `references` are full-height dotted lines (e.g. 1×). A
/// row whose value cannot be placed (not finite, or ≤ 0 on a log axis)
/// shows "n/a"; an interval end that cannot be placed is left out.
public struct DotIntervalChart: Sendable, Hashable {
  /// Title above the plot.
  public var title: String
  /// The horizontal value axis.
  public var valueAxis: ChartAxis
  /// The groups, top to bottom.
  public var groups: [DotIntervalGroup]
  /// Values with a full-height reference line and a label at the top.
  public var references: [Double]
  /// Figure width in pixels.
  public var width: Double

  /// Creates a chart.
  public init(
    title: String, valueAxis: ChartAxis, groups: [DotIntervalGroup], references: [Double] = [],
    width: Double = 900
  ) {
    self.title = title
    self.valueAxis = valueAxis
    self.groups = groups
    self.references = references
    self.width = width
  }

  /// Pixels per row.
  static let rowHeight = 22.0
  /// The colour of target marks.
  public static let targetColor = "#c0392b"
  /// Width of the value column right of the plot.
  static let valueColumn = 150.0

  /// Rows drawn: a heading row per group and one per entry.
  var rowCount: Int { groups.reduce(0) { $0 + 1 + $1.rows.count } }

  /// Figure height: title, the rows (at least one), axis labels.
  public var height: Double {
    ChartChrome.titleHeight + 16 + Double(max(1, rowCount)) * Self.rowHeight
      + ChartChrome.bottomMargin
  }

  /// The plot area; its x axis is the value axis.
  public func plotFrame() -> PlotFrame {
    let rows = groups.flatMap(\.rows)
    let values =
      rows.flatMap { [$0.value, $0.lower, $0.upper, $0.target].compactMap { $0 } } + references
    let x = valueAxis.resolved(for: values.filter { valueAxis.accepts($0) })
    let labels = rows.map(\.label) + groups.map(\.title)
    let labelWidth = min(0.4 * width, labels.map { ChartChrome.textWidth($0) }.max() ?? 0)
    let left = 16 + labelWidth
    let right = 12 + Self.valueColumn
    let top = ChartChrome.titleHeight + 16
    return PlotFrame(
      left: left, top: top, width: max(40, width - left - right),
      height: Double(max(1, rowCount)) * Self.rowHeight, x: x,
      y: ResolvedAxis(scale: .linear, lower: 0, upper: Double(max(1, rowCount))))
  }

  /// The printed value of a row: "0.885× (0.836–0.904)".
  static func valueText(_ row: DotInterval) -> String {
    let value = SVGFormat.significant(row.value, digits: 3)
    guard let lower = row.lower, let upper = row.upper else { return value }
    return "\(value) (\(SVGFormat.significant(lower, digits: 3))–"
      + "\(SVGFormat.significant(upper, digits: 3)))"
  }

  /// The chart as an SVG document.
  public func svg() -> String {
    let frame = plotFrame()
    var writer = SVGWriter(width: width, height: height, title: title)
    ChartChrome.title(&writer, title, width: width)
    ChartChrome.axes(&writer, frame, xLabel: valueAxis.label, yLabel: nil, yTicks: false)
    for reference in references {
      guard valueAxis.accepts(reference), let x = frame.pixelX(reference), x >= frame.left,
        x <= frame.right
      else { continue }
      writer.line(
        x1: x, y1: frame.top, x2: x, y2: frame.bottom, stroke: "#555555", width: 1.5,
        dashed: true)
      writer.text(
        SVGFormat.significant(reference, digits: 3) + "×", x: x, y: frame.top - 4,
        anchor: "middle", size: 11, fill: "#555555")
    }
    var row = 0
    var skipped = 0
    for group in groups {
      let headingCentre = frame.top + (Double(row) + 0.5) * Self.rowHeight
      writer.text(
        group.title, x: 16, y: headingCentre, bold: true, middleBaseline: true)
      row += 1
      for entry in group.rows {
        let centre = frame.top + (Double(row) + 0.5) * Self.rowHeight
        row += 1
        writer.text(entry.label, x: frame.left - 8, y: centre, anchor: "end", middleBaseline: true)
        if let target = entry.target, valueAxis.accepts(target), let x = frame.pixelX(target),
          x >= frame.left, x <= frame.right
        {
          writer.line(
            x1: x, y1: centre - Self.rowHeight * 0.45, x2: x, y2: centre + Self.rowHeight * 0.45,
            stroke: Self.targetColor, width: 2, dashed: true)
        }
        guard valueAxis.accepts(entry.value), let x = frame.pixelX(entry.value),
          x >= frame.left, x <= frame.right
        else {
          skipped += 1
          writer.text(
            "n/a", x: frame.right + 8, y: centre, middleBaseline: true, fill: "#777777")
          continue
        }
        func clamped(_ value: Double?) -> Double? {
          guard let value, valueAxis.accepts(value), let px = frame.pixelX(value) else {
            return nil
          }
          return min(frame.right, max(frame.left, px))
        }
        if let low = clamped(entry.lower), let high = clamped(entry.upper) {
          writer.line(x1: low, y1: centre, x2: high, y2: centre, stroke: "#1f77b4", width: 2)
          for end in [low, high] {
            writer.line(
              x1: end, y1: centre - 4, x2: end, y2: centre + 4, stroke: "#1f77b4", width: 2)
          }
        }
        writer.circle(x: x, y: centre, radius: 4, fill: "#1f77b4")
        writer.text(Self.valueText(entry), x: frame.right + 8, y: centre, middleBaseline: true)
      }
    }
    if rowCount == 0 { ChartChrome.centeredNote(&writer, "no data", frame: frame) }
    if let note = ChartChrome.skippedNote(skipped, log: valueAxis.scale == .log10) {
      ChartChrome.footnote(&writer, note, frame: frame, height: height)
    }
    return writer.finished()
  }
}
