//===--- ChartRenderingTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The four figure types render well-formed, deterministic, self-contained
// SVG with labelled axes; data land where the mapping says; bad values are
// skipped and counted; empty input renders a note instead of crashing.
//
//===----------------------------------------------------------------------===//

import SpringTestSupport
import Testing

@testable import SpringFigures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks shared by every figure: well-formed XML, explicit size, white
/// background first, sans-serif on every text, nothing external, no NaN.
func expectSelfContained(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> ParsedSVG
{
  let parsed = ParsedSVG(svg)
  #expect(
    parsed.isWellFormed, "\(String(describing: parsed.error))", sourceLocation: sourceLocation)
  let root = parsed.elements.first
  #expect(root?.name == "svg", sourceLocation: sourceLocation)
  let attributes = root?.attributes ?? [:]
  #expect(attributes["width"] != nil && attributes["height"] != nil, sourceLocation: sourceLocation)
  #expect(
    attributes["viewBox"] == "0 0 \(attributes["width"] ?? "") \(attributes["height"] ?? "")",
    sourceLocation: sourceLocation)
  let firstRect = parsed.elements(named: "rect").first
  #expect(
    firstRect?["fill"] == "#ffffff" && firstRect?["width"] == attributes["width"],
    sourceLocation: sourceLocation)
  #expect(
    parsed.elements(named: "text").allSatisfy { $0["font-family"] == "sans-serif" },
    sourceLocation: sourceLocation)
  #expect(
    parsed.elements(named: "script").isEmpty && !svg.contains("href"),
    sourceLocation: sourceLocation)
  let lower = svg.lowercased()
  #expect(!lower.contains("nan") && !lower.contains("inf\""), sourceLocation: sourceLocation)
  return parsed
}

@Suite("SVG figures")
struct ChartRenderingTests {
  static let trajectories = LineChart(
    title: "Trajectories & <presets>",
    xAxis: ChartAxis(title: "time", unit: "s"),
    yAxis: ChartAxis(title: "position", unit: "distances"),
    series: [
      LineSeries(name: "smooth", x: [0, 2.5, 5, 7.5, 10], y: [-1, -0.2, 0, 0.01, 0]),
      LineSeries(
        name: "bouncy", x: [0, 2.5, 5, 7.5, 10], y: [-1, 0.3, -0.1, 0.02, 0], dashed: true),
    ])

  @Test("line chart: labels, legend, dashed series, deterministic")
  func lineChart() {
    let svg = Self.trajectories.svg()
    let parsed = expectSelfContained(svg)
    for label in [
      "Trajectories & <presets>", "time (s)", "position (distances)", "smooth", "bouncy",
    ] {
      #expect(parsed.texts.contains(label), "\(label)")
    }
    // Ticks at the nice values of both axes.
    #expect(parsed.texts.contains("10") && parsed.texts.contains("-1"))
    #expect(parsed.elements(named: "polyline").count == 2)
    #expect(parsed.elements(named: "polyline").contains { $0["stroke-dasharray"] == "6 4" })
    #expect(svg == Self.trajectories.svg())
    // One series: no legend entry.
    var single = Self.trajectories
    single.series.removeLast()
    #expect(!ParsedSVG(single.svg()).texts.contains("smooth"))
  }

  @Test("a point at the axis maximum lands on the plot's right (and top) edge")
  func mapping() {
    let frame = Self.trajectories.plotFrame()
    // y data −1…0.3: span 1.3 → step 0.5 → axis −1…0.5.
    #expect(frame.x.upper == 10 && frame.y.upper == 0.5)
    #expect(frame.pixelX(10) == frame.right)
    #expect(frame.pixelX(0) == frame.left)
    #expect(frame.pixelY(0.5) == frame.top)
    #expect(frame.pixelY(frame.y.lower) == frame.bottom)
    // …and that is where the polyline puts the last point of "smooth" (x = 10).
    let last = "\(SVGFormat.fixed(frame.right)),\(SVGFormat.fixed(frame.pixelY(0)!))"
    let points = ParsedSVG(Self.trajectories.svg()).elements(named: "polyline")[0]["points"] ?? ""
    #expect(points.hasSuffix(last))
    // Log-log: 1e-16 and 1 are the ends.
    let loglog = LineChart(
      title: "error", xAxis: ChartAxis(title: "|ζ − 1|", scale: .log10),
      yAxis: ChartAxis(title: "K", scale: .log10),
      series: [LineSeries(name: "a", x: [1e-16, 1e-8, 1], y: [1, 1e3, 1e6])])
    let logFrame = loglog.plotFrame()
    #expect(logFrame.pixelX(1) == logFrame.right && logFrame.pixelY(1e6) == logFrame.top)
    #expect(abs(logFrame.pixelX(1e-8)! - (logFrame.left + logFrame.width / 2)) < 1e-9)
  }

  @Test("non-finite and non-positive (log) points are skipped, breaking the line")
  func skippedPoints() {
    let chart = LineChart(
      title: "gaps", xAxis: ChartAxis(title: "x"), yAxis: ChartAxis(title: "y", scale: .log10),
      series: [LineSeries(name: "s", x: [0, 1, 2, 3, 4, 5], y: [1, 10, .nan, 100, 0, 1000])])
    let parsed = expectSelfContained(chart.svg())
    // Segments [0, 1] and [3]; 5 alone: two polylines' worth of points, one dot for 3 and 5.
    #expect(parsed.elements(named: "polyline").count == 1)
    #expect(parsed.elements(named: "circle").count == 2)
    #expect(parsed.texts.contains("2 values not shown (not finite or ≤ 0 on a log axis)"))
  }

  @Test("empty input renders axes with a note, for every figure type")
  func emptyInputs() {
    let figures = [
      LineChart(
        title: "empty", xAxis: ChartAxis(title: "x"), yAxis: ChartAxis(title: "y"), series: []
      ).svg(),
      LineChart(
        title: "empty", xAxis: ChartAxis(title: "x", scale: .log10), yAxis: ChartAxis(title: "y"),
        series: [LineSeries(name: "a", points: []), LineSeries(name: "b", x: [.nan], y: [1])]
      ).svg(),
      BarChart(title: "empty", valueAxis: ChartAxis(title: "v"), bars: []).svg(),
      Histogram(
        title: "empty", xAxis: ChartAxis(title: "v", scale: .log10),
        series: [HistogramSeries(name: "a", values: [])]
      ).svg(),
      HeatMap(
        title: "empty", xAxis: ChartAxis(title: "x"), yAxis: ChartAxis(title: "y"),
        colorAxis: ChartAxis(title: "c"), xValues: [], yValues: [], values: []
      ).svg(),
    ]
    for svg in figures {
      let parsed = expectSelfContained(svg)
      #expect(parsed.texts.contains("no data"))
    }
  }

  @Test("bar chart: labels, values, a bar at the maximum fills the plot, n/a for log ≤ 0")
  func barChart() {
    let chart = BarChart(
      title: "ns/sample", valueAxis: ChartAxis(title: "time per sample", unit: "ns"),
      bars: [
        Bar(label: "closed form", value: 10), Bar(label: "textbook", value: 4.25),
        Bar(label: "rk4 (1 ms)", value: .infinity),
      ])
    let svg = chart.svg()
    let parsed = expectSelfContained(svg)
    for label in [
      "ns/sample", "time per sample (ns)", "closed form", "textbook", "rk4 (1 ms)", "10", "4.25",
      "n/a",
    ] {
      #expect(parsed.texts.contains(label), "\(label)")
    }
    let frame = chart.plotFrame()
    #expect(frame.x.lower == 0 && frame.x.upper == 10)
    let bars = parsed.elements(named: "rect").filter { $0["fill"] == ChartColor.series(0).svg }
    #expect(bars.count == 2)
    #expect(bars[0]["width"] == SVGFormat.fixed(frame.width))
    #expect(svg == chart.svg())
    let log = BarChart(
      title: "ratios", valueAxis: ChartAxis(title: "ratio", scale: .log10),
      bars: [Bar(label: "a", value: 0), Bar(label: "b", value: 30)])
    let logParsed = expectSelfContained(log.svg())
    #expect(
      logParsed.texts.contains("n/a")
        && logParsed.texts.contains("1 value not shown (not finite or ≤ 0 on a log axis)"))
  }

  @Test("bar chart targets: a dashed mark at the target's value across its row only")
  func barTargets() throws {
    let chart = BarChart(
      title: "ratios", valueAxis: ChartAxis(title: "ratio", domain: 0...2),
      bars: [
        Bar(label: "direct", value: 1.2, target: 1), Bar(label: "grid", value: 0.1),
        Bar(label: "off-axis", value: 0.5, target: 5),
      ])
    let parsed = expectSelfContained(chart.svg())
    let marks = parsed.elements(named: "line").filter { $0["stroke"] == BarChart.targetColor }
    #expect(marks.count == 1)
    let frame = chart.plotFrame()
    let x = try #require(frame.pixelX(1))
    #expect(marks.first?["x1"] == SVGFormat.fixed(x) && marks.first?["x2"] == SVGFormat.fixed(x))
    #expect(
      marks.first?["y1"] == SVGFormat.fixed(frame.top) && marks.first?["stroke-dasharray"] != nil)
    #expect(marks.first?["y2"] == SVGFormat.fixed(frame.top + 24))
  }

  @Test("dot-interval chart: a dot at each value, its whisker, a 1× line, values right of the plot")
  func dotIntervalChart() throws {
    let chart = DotIntervalChart(
      title: "ratios", valueAxis: ChartAxis(title: "ratio", scale: .log10),
      groups: [
        DotIntervalGroup(
          title: "to C",
          rows: [
            DotInterval(label: "direct ÷ C", value: 0.885, lower: 0.836, upper: 0.904, target: 1),
            DotInterval(label: "grid ÷ C", value: 0.0772, lower: 0.0738, upper: 0.0801),
          ]),
        DotIntervalGroup(
          title: "other", rows: [DotInterval(label: "broken", value: 0, target: 0.5)]),
      ], references: [1])
    let svg = chart.svg()
    let parsed = expectSelfContained(svg)
    for label in [
      "to C", "other", "direct ÷ C", "0.885 (0.836–0.904)", "0.0772 (0.0738–0.0801)", "n/a", "1×",
    ] {
      #expect(parsed.texts.contains(label), "\(label)")
    }
    let frame = chart.plotFrame()
    let dots = parsed.elements(named: "circle")
    #expect(dots.count == 2)
    let x = try #require(frame.pixelX(0.885))
    #expect(dots.first?["cx"] == SVGFormat.fixed(x))
    // Whiskers span the interval ends.
    let whiskers = parsed.elements(named: "line").filter {
      $0["stroke"] == "#1f77b4" && $0["y1"] == $0["y2"]
    }
    let low = try #require(frame.pixelX(0.836))
    let high = try #require(frame.pixelX(0.904))
    #expect(
      whiskers.contains { $0["x1"] == SVGFormat.fixed(low) && $0["x2"] == SVGFormat.fixed(high) })
    // The 1× reference spans the plot; two targets are placed (1 and 0.5).
    let one = try #require(frame.pixelX(1))
    #expect(
      parsed.elements(named: "line").contains {
        $0["x1"] == SVGFormat.fixed(one) && $0["y1"] == SVGFormat.fixed(frame.top)
          && $0["y2"] == SVGFormat.fixed(frame.bottom)
      })
    #expect(
      parsed.elements(named: "line").filter { $0["stroke"] == DotIntervalChart.targetColor }.count
        == 2)
    // Value labels sit right of the plot, clear of every mark.
    let valueLabels = parsed.elements(named: "text").filter {
      ($0["x"].flatMap(Double.init) ?? 0) > frame.right
    }
    #expect(valueLabels.count == 3)
    #expect(svg == chart.svg())
  }

  @Test("a long legend entry wraps at spaces instead of running past the figure")
  func legendWraps() {
    let long = "UISpringTimingParameters(): assumed critical, a guess [G]"
    let chart = LineChart(
      title: "t", xAxis: ChartAxis(title: "x"), yAxis: ChartAxis(title: "y"),
      series: [
        LineSeries(name: "short", x: [0, 1], y: [0, 1], color: ChartColor(hex: 0x111111)),
        LineSeries(name: long, x: [0, 1], y: [1, 0], color: ChartColor(hex: 0x222222)),
      ], width: 880)
    let parsed = expectSelfContained(chart.svg())
    let lines = ChartChrome.legendLines(long)
    #expect(lines.count == 2 && lines.joined(separator: " ") == long)
    for line in lines {
      #expect(parsed.texts.contains(line), "\(line)")
      #expect(ChartChrome.textWidth(line) <= ChartChrome.legendTextWidth)
    }
    // The plot leaves room for the widest line, so the legend ends inside.
    let frame = chart.plotFrame()
    let widest = lines.map { ChartChrome.textWidth($0) }.max() ?? 0
    #expect(frame.right + 16 + 28 + widest <= 880)
    #expect(ChartChrome.legendLines("short") == ["short"])
  }

  @Test("histogram: bin counts, the maximum in the last bin, skipped values counted")
  func histogram() {
    let linear = Histogram(
      title: "settling error", xAxis: ChartAxis(title: "error", unit: "ms", domain: 0...10),
      series: [HistogramSeries(name: "60 Hz", values: [0.5, 1.5, 1.5, 9.999, 10, 11, .nan])],
      binCount: 10)
    let bins = linear.bins()
    #expect(bins.map { $0.counts[0] } == [1, 2, 0, 0, 0, 0, 0, 0, 0, 2])
    #expect(bins.first!.lower == 0 && bins.last!.upper == 10)
    #expect(linear.skippedCount == 2)
    let parsed = expectSelfContained(linear.svg())
    #expect(parsed.texts.contains("2 values not shown (not finite or outside the axis)"))
    #expect(parsed.texts.contains("error (ms)") && parsed.texts.contains("count"))

    // Log bins: one per decade over 1e-3…10; two series side by side, normalized.
    let log = Histogram(
      title: "snap jumps", xAxis: ChartAxis(title: "jump", unit: "pt", scale: .log10),
      series: [
        HistogramSeries(name: "motion", values: [0.002, 0.02, 0.2, 2, 5, 0, -1]),
        HistogramSeries(name: "rebound", values: [0.005, 0.005, 9]),
      ],
      binCount: 4, style: .bars, normalized: true)
    let logBins = log.bins()
    #expect(log.resolvedXAxis.lower == 1e-3 && log.resolvedXAxis.upper == 10)
    #expect(logBins.map(\.counts) == [[1, 2], [1, 0], [1, 0], [2, 1]])
    #expect(abs(logBins[1].lower - 0.01) < 1e-17 && abs(logBins[2].upper - 1) < 1e-15)
    let logParsed = expectSelfContained(log.svg())
    #expect(logParsed.texts.contains("motion") && logParsed.texts.contains("rebound"))
    #expect(logParsed.texts.contains("fraction of values"))
    // Normalized: the tallest is rebound's 2/3 in the first bin → y axis to 0.8.
    #expect(log.plotFrame().y.upper == 0.8)
    #expect(log.svg() == log.svg())
  }

  @Test("heat map: cell edges, viridis ends on a log colour scale, grey for no value")
  func heatMap() {
    #expect(HeatMap.cellEdges([1, 2, 4], scale: .linear) == [0.5, 1.5, 3, 5])
    let logEdges = HeatMap.cellEdges([1, 10, 100], scale: .log10)
    let expected = [-0.5, 0.5, 1.5, 2.5].map { pow(10, $0) }
    #expect(zip(logEdges, expected).allSatisfy { abs($0 / $1 - 1) < 1e-14 })

    let map = HeatMap(
      title: "accuracy over (ζ, ω0)", xAxis: ChartAxis(title: "ζ", scale: .log10),
      yAxis: ChartAxis(title: "ω0", unit: "rad/s", scale: .log10),
      colorAxis: ChartAxis(title: "K", unit: "binary64 units", scale: .log10),
      xValues: [0.1, 1, 10], yValues: [1, 100],
      values: [[1e-3, 0.5, 1], [2, .nan, 0.9]])
    let svg = map.svg()
    let parsed = expectSelfContained(svg)
    // Colour range rounded out to decades: 1e-3…10.
    #expect(map.colorScale().axis.lower == 1e-3 && map.colorScale().axis.upper == 10)
    let fills = parsed.elements(named: "rect").compactMap { $0["fill"] }
    #expect(fills.contains("#440154"))  // 1e-3, the low end
    #expect(fills.contains("#cccccc"))  // NaN
    #expect(map.colorScale().color(for: 10)?.svg == "#fde725")
    #expect(map.colorScale().color(for: 1e-3)?.svg == "#440154")
    for label in [
      "ζ", "ω0 (rad/s)", "K (binary64 units)", "grey: 1 cell without a value (not finite or ≤ 0)",
    ] {
      #expect(parsed.texts.contains(label), "\(label)")
    }
    // Legend ticks at decades.
    #expect(["0.001", "0.01", "0.1", "1", "10"].allSatisfy(parsed.texts.contains))
    let frame = map.plotFrame()
    #expect(frame.pixelX(HeatMap.cellEdges(map.xValues, scale: .log10).last!) == frame.right)
    #expect(frame.pixelY(HeatMap.cellEdges(map.yValues, scale: .log10).first!) == frame.bottom)
    #expect(svg == map.svg())
  }
}
