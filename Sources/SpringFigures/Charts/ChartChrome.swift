//===--- ChartChrome.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What every chart draws around its data: title, plot border, grid, ticks
// and tick labels, axis titles, legend and notes. Layout is computed from
// estimated text widths (0.6 em per character), so it is deterministic.
//
//===----------------------------------------------------------------------===//

/// A legend entry: a named line (solid or dashed) or a filled box.
struct LegendEntry {
  var name: String
  var color: String
  var dashed = false
  var box = false
}

enum ChartChrome {
  static let titleHeight = 36.0
  static let fontSize = 12.0
  /// Room under the plot for tick labels, the axis title and a footnote.
  static let bottomMargin = 64.0

  /// Estimated width in pixels of `text` at `size`.
  static func textWidth(_ text: String, size: Double = fontSize) -> Double {
    Double(text.count) * 0.6 * size
  }

  /// The widest legend text line, in pixels; longer names wrap.
  static let legendTextWidth = 220.0

  /// Legend width for `entries` (0 when there is at most one series).
  static func legendWidth(_ entries: [LegendEntry]) -> Double {
    guard entries.count > 1 else { return 0 }
    let widest = entries.flatMap { legendLines($0.name) }.map { textWidth($0) }.max() ?? 0
    return 44 + min(legendTextWidth, widest)
  }

  /// `name` broken at spaces into lines of at most `legendTextWidth`
  /// pixels (a single word longer than that stays whole), so that no legend
  /// entry is clipped.
  static func legendLines(_ name: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in name.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if !current.isEmpty && textWidth(candidate) > legendTextWidth {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    lines.append(current)
    return lines
  }

  /// Lays out a plot area in a `width` × `height` figure, leaving room for
  /// the y tick labels, the axis titles and a legend on the right.
  static func frame(
    width: Double, height: Double, x: ResolvedAxis, y: ResolvedAxis, legendWidth: Double,
    extraRight: Double = 0
  ) -> PlotFrame {
    let labelWidth = y.ticks.map { textWidth($0.label) }.max() ?? 0
    let left = max(56, 34 + labelWidth)
    let right = 20 + legendWidth + extraRight
    let top = titleHeight + 8
    let bottom = bottomMargin
    return PlotFrame(
      left: left, top: top, width: max(40, width - left - right),
      height: max(40, height - top - bottom), x: x, y: y)
  }

  static func title(_ writer: inout SVGWriter, _ title: String, width: Double) {
    writer.text(title, x: width / 2, y: 24, anchor: "middle", size: 15, bold: true)
  }

  /// Grid, border, ticks, tick labels and axis titles. `yTicks: false`
  /// draws no y ticks (the bar chart labels its own rows); `grid: false`
  /// draws no grid lines (heat maps).
  static func axes(
    _ writer: inout SVGWriter, _ frame: PlotFrame, xLabel: String, yLabel: String?,
    yTicks: Bool = true, grid: Bool = true
  ) {
    for tick in frame.x.ticks {
      guard let px = frame.pixelX(tick.value), px >= frame.left - 0.01, px <= frame.right + 0.01
      else { continue }
      if grid { writer.line(x1: px, y1: frame.top, x2: px, y2: frame.bottom, stroke: "#e6e6e6") }
      writer.line(x1: px, y1: frame.bottom, x2: px, y2: frame.bottom + 5, stroke: "#444444")
      writer.text(tick.label, x: px, y: frame.bottom + 18, anchor: "middle")
    }
    if yTicks {
      for tick in frame.y.ticks {
        guard let py = frame.pixelY(tick.value), py >= frame.top - 0.01, py <= frame.bottom + 0.01
        else { continue }
        if grid { writer.line(x1: frame.left, y1: py, x2: frame.right, y2: py, stroke: "#e6e6e6") }
        writer.line(x1: frame.left - 5, y1: py, x2: frame.left, y2: py, stroke: "#444444")
        writer.text(tick.label, x: frame.left - 8, y: py, anchor: "end", middleBaseline: true)
      }
    }
    writer.rect(
      x: frame.left, y: frame.top, width: frame.width, height: frame.height, fill: "none",
      stroke: "#444444")
    writer.text(
      xLabel, x: frame.left + frame.width / 2, y: frame.bottom + 40, anchor: "middle", size: 13)
    if let yLabel {
      let x = 16.0
      let y = frame.top + frame.height / 2
      writer.text(
        yLabel, x: x, y: y, anchor: "middle", size: 13, rotation: -90, middleBaseline: true)
    }
  }

  /// The legend to the right of the plot, when there are two entries or more.
  static func legend(_ writer: inout SVGWriter, _ entries: [LegendEntry], frame: PlotFrame) {
    guard entries.count > 1 else { return }
    let x = frame.right + 16
    var y = frame.top + 10
    for entry in entries {
      defer { y += 20 + 15 * Double(legendLines(entry.name).count - 1) }
      if entry.box {
        writer.rect(x: x, y: y - 6, width: 22, height: 12, fill: entry.color)
      } else {
        writer.line(
          x1: x, y1: y, x2: x + 22, y2: y, stroke: entry.color, width: 2.5, dashed: entry.dashed)
      }
      for (line, text) in legendLines(entry.name).enumerated() {
        writer.text(text, x: x + 28, y: y + 15 * Double(line), middleBaseline: true)
      }
    }
  }

  /// A note centred in the plot area (e.g. "no data").
  static func centeredNote(_ writer: inout SVGWriter, _ note: String, frame: PlotFrame) {
    writer.text(
      note, x: frame.left + frame.width / 2, y: frame.top + frame.height / 2, anchor: "middle",
      size: 13, middleBaseline: true, fill: "#777777")
  }

  /// A small note under the plot's right corner (e.g. skipped values).
  static func footnote(_ writer: inout SVGWriter, _ note: String, frame: PlotFrame, height: Double)
  {
    writer.text(note, x: frame.right, y: height - 6, anchor: "end", size: 10, fill: "#777777")
  }

  /// "n values not shown (…)" or nil when nothing was skipped.
  static func skippedNote(_ count: Int, log: Bool) -> String? {
    guard count > 0 else { return nil }
    let noun = count == 1 ? "value" : "values"
    return "\(count) \(noun) not shown (not finite\(log ? " or ≤ 0 on a log axis" : ""))"
  }
}
