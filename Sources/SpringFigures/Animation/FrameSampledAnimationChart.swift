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
    Self.chart(
      title: title, times: times, values: values, frameCount: count, duration: duration,
      distance: distance, framesPerSecond: framesPerSecond)
  }

  /// The chart of `chart(title:)` from the frames drawn: `times` and
  /// `values` (all frames, or a `FrameDecimation` of them), `frameCount`
  /// frames sampled in all over `duration` seconds.
  static func chart(
    title: String, times: [Double], values: [Double], frameCount: Int, duration: Double,
    distance: Double, framesPerSecond: Double
  ) -> LineChart {
    let end = duration
    let frameRate = SVGFormat.significant(framesPerSecond, digits: 6)
    let trajectory = LineSeries(
      name: "value at \(frameRate) fps", x: times, y: values, color: .series(0),
      markers: frameCount <= Self.markerLimit)
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

extension FrameStream {
  /// `FrameSampledAnimation.chart(title:)` of these frames, drawn from a
  /// `FrameDecimation` of them: the same SVG bytes for up to
  /// `FrameDecimation.keepAllLimit` frames, and beyond, a line through each
  /// column's first, lowest, highest and last frame — what a 720 px plot
  /// can show — in the memory of a block, not of every frame.
  ///
  /// `check` sees every block first (`springlab sample` refuses a value
  /// that is not finite there) and may throw.
  public func chart<Failure: Error>(
    title: String, check: (Block) throws(Failure) -> Void
  ) throws(Failure) -> LineChart {
    var decimation = FrameDecimation(count: count, duration: duration)
    try forEachBlock { (block) throws(Failure) in
      try check(block)
      decimation.add(block)
    }
    let (times, values) = decimation.points
    return FrameSampledAnimation.chart(
      title: title, times: times, values: values, frameCount: count, duration: duration,
      distance: distance, framesPerSecond: framesPerSecond)
  }
}

extension FrameStream {
  /// `chart(title:check:)` with no check.
  public func chart(title: String) -> LineChart {
    chart(title: title, check: { (_) throws(Never) in })
  }
}

/// The frames a line chart needs: every frame up to `keepAllLimit`; beyond,
/// per column of the plot (`columns` across the time axis, twice the pixels
/// of a 720 px figure) the first, lowest, highest and last frame in time
/// order — the line through them covers the same pixels as the line
/// through every frame (the M4 aggregation of Jugel et al., "M4: A
/// Visualization-Oriented Time Series Data Aggregation", PVLDB 7(10), 2014,
/// https://www.vldb.org/pvldb/vol7/p797-jugel.pdf).
public struct FrameDecimation: Sendable {
  /// Columns across the time axis: twice the plot's width in pixels.
  public static let columns = 1440
  /// Up to this many frames (four per column) every frame is kept.
  public static let keepAllLimit = 4 * columns

  private let keepsAll: Bool
  private let duration: Double
  private var times: [Double] = []
  private var values: [Double] = []
  /// The current column and the indices (into the column's frames) of its
  /// first, lowest, highest and last frames.
  private var column = -1
  private var columnFrames: [(time: Double, value: Double)] = []
  private var lowest = 0
  private var highest = 0

  /// A decimation of `count` frames over `duration` seconds.
  public init(count: Int, duration: Double) {
    keepsAll = count <= Self.keepAllLimit || !(duration > 0)
    self.duration = duration
  }

  /// Takes the frames of `block`, which follows the previous one.
  public mutating func add(_ block: FrameStream.Block) {
    for (time, value) in zip(block.times, block.values) {
      if keepsAll {
        times.append(time)
        values.append(value)
        continue
      }
      let index = min(Self.columns - 1, Int(time / duration * Double(Self.columns)))
      if index != column {
        flush()
        column = index
      }
      if columnFrames.isEmpty {
        lowest = 0
        highest = 0
      } else {
        if value < columnFrames[lowest].value { lowest = columnFrames.count }
        if value > columnFrames[highest].value { highest = columnFrames.count }
      }
      // Only the first, the extremes so far and the newest frame matter.
      columnFrames.append((time, value))
      if columnFrames.count > 8 { compact() }
    }
  }

  /// The frames kept, in time order.
  public var points: (times: [Double], values: [Double]) {
    var copy = self
    copy.flush()
    return (copy.times, copy.values)
  }

  /// Keeps the column's first, lowest, highest and last frames.
  private mutating func compact() {
    let last = columnFrames.count - 1
    let kept = Array(Set([0, lowest, highest, last])).sorted()
    let frames = kept.map { columnFrames[$0] }
    lowest = kept.firstIndex(of: lowest)!
    highest = kept.firstIndex(of: highest)!
    columnFrames = frames
  }

  /// Appends the current column's kept frames.
  private mutating func flush() {
    guard !columnFrames.isEmpty else { return }
    compact()
    for frame in columnFrames {
      times.append(frame.time)
      values.append(frame.value)
    }
    columnFrames.removeAll(keepingCapacity: true)
  }
}
