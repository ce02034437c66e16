//===--- EngineReplayDocument.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// engine-replay.md, the page: tables of what each replayed engine shows at
// 30–240 Hz against the truth, the retarget hand-off, and two figures.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringFigures
import SpringMappings
import SpringModel
import SpringTruth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EngineReplayResults {
  /// The clock index of (rate, jittered).
  func clockIndex(_ rate: Double, jittered: Bool) -> Int? {
    clocks.firstIndex { $0.rate == rate && $0.jittered == jittered }
  }

  /// The cases of `family`.
  func cases(_ family: SweepFamily) -> [EngineReplayCase] { cases.filter { $0.family == family } }

  /// `metric` over `cases` for engine `engine` at clock `clock`.
  func values(
    _ family: SweepFamily, engine: Int, clock: Int, _ metric: (EngineReplayMeasurement) -> Double?
  ) -> [Double] {
    cases(family).compactMap { metric($0.measurements[engine][clock]) }
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : 0.5 * (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2])
  }

  static func points(_ value: Double) -> String { ReportNumber.format(value, digits: 2) }
  static func milliseconds(_ seconds: Double) -> String {
    ReportNumber.format(seconds * 1000, digits: 3)
  }

  /// "median / worst" of per-case worst deviations.
  func deviationCell(_ family: SweepFamily, engine: Int, clock: Int) -> String {
    let values = values(family, engine: engine, clock: clock) { $0.worstDeviation }
    return "\(Self.points(Self.median(values))) / \(Self.points(values.max() ?? .nan))"
  }

  /// The engine name for tables.
  func name(_ engine: Int) -> String {
    EngineCatalogue.engine(id: engines[engine])?.entry.name ?? engines[engine]
  }

  /// engine-replay.md.
  public func document(figures: [String: String]) -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Engines as they run: frame-loop replays at 30–240 Hz")
    let ui = cases(.ui).count
    let near = cases(.nearCritical).count
    let over = cases(.overdamped).count
    doc.paragraph(
      """
      Fifteen shipped spring engines, each ported from its public source with its own \
      evaluation method, clock, time handling, rest rule, snap and retargeting code \
      (`SpringEngines/Replay`; `springlab engines` lists the files and versions followed, \
      [Docs/Provenance/PeerEngines.md](../Docs/Provenance/PeerEngines.md) the background). Each \
      is driven frame by frame on a steady clock and on a jittered one (every interval \
      (1 ± \(ReportNumber.format(Self.jitter)))/F, one frame in 40 dropped, seeded from \
      \(seed)) at 30, 60, 90, 120 and 240 Hz, and what it shows on every frame is compared \
      with the truth (`MPFRTruth`) started at the moment the animation was started. \
      Moves are 100 points: \(ui) everyday UI springs (velocities scaled with the move), \
      \(near) near-critical and \(over) heavily overdamped springs of the shared sweep families \
      whose ω0 lies in the UI range, released from rest. Frame 0 shows the start value; every \
      engine is started by code running at that instant (an event or the frame itself).
      """)
    doc.paragraph(
      """
      Any row can be reproduced: `springlab evaluate --method engine:<id> --fps F` (add \
      `--jitter J --seed S` for a jittered clock) prints the value an engine shows at the \
      requested times.
      """)

    doc.heading("Worst deviation on a 100-point move, everyday UI springs")
    doc.paragraph(
      """
      Median over the springs of each spring's worst |shown − exact| (points), then the worst \
      spring. This is what a user sees, start latency included: an engine that shows its first \
      moving frame one frame late is a frame behind the exact motion throughout.
      """)
    for jittered in [false, true] {
      doc.paragraph(
        jittered
          ? "**Jittered clock** (median / worst, points):"
          : "**Steady clock** (median / worst, points):")
      let header = ["engine"] + Self.rates.map { "\(ReportNumber.format($0)) Hz" }
      let rows = engines.indices.map { engine in
        [name(engine)]
          + Self.rates.map { rate in
            guard let clock = clockIndex(rate, jittered: jittered) else { return "—" }
            return deviationCell(.ui, engine: engine, clock: clock)
          }
      }
      doc.table(header, rows, alignments: ["l"] + Self.rates.map { _ in "r" })
    }
    if let path = figures["error"] {
      doc.figure(
        path,
        caption:
          "Median worst deviation against frame rate, steady clocks, one line per engine (by id)."
      )
    }

    doc.heading("Where the deviation comes from (everyday UI springs, 60 Hz)")
    doc.paragraph(
      """
      *Start lag*: frame 1's time minus the animation time the engine's clock gives it (one \
      frame \
      for an engine whose clock starts on its first frame; negative when it runs ahead). \
      *Lag removed*: the worst deviation against the exact motion shifted by that lag \
      (SpringLab's \
      closed form, accurate to binary64 — [accuracy.md](accuracy.md)). *Rest error*: the time \
      the engine declares rest minus the exact time from which its own rule holds for good \
      (negative: declared early, at a frame where the exact motion still leaves the band later). \
      *Snap*: how far the engine's own value was from the target when it jumped there. \
      *Rate spread*: the largest difference between the values shown at 30, 60, 90, 120 and \
      240 Hz at the same instant (multiples of 1/30 s), steady clocks.
      """)
    if let steady60 = clockIndex(60, jittered: false),
      let jittered60 = clockIndex(60, jittered: true)
    {
      var rows: [[String]] = []
      for engine in engines.indices {
        let lag = values(.ui, engine: engine, clock: steady60) { $0.startLag }
        let lagFree = values(.ui, engine: engine, clock: steady60) { $0.lagFreeDeviation }
        let lagFreeJittered = values(.ui, engine: engine, clock: jittered60) {
          $0.lagFreeDeviation
        }
        let rest = values(.ui, engine: engine, clock: steady60) { $0.restTimeError }
        let snaps = values(.ui, engine: engine, clock: steady60) { $0.snap }
        let spreads = cases(.ui).map { $0.frameRateSpread[engine] }
        rows.append([
          name(engine),
          lag.isEmpty ? "—" : Self.milliseconds(Self.median(lag)),
          "\(Self.points(Self.median(lagFree))) / \(Self.points(lagFree.max() ?? .nan))",
          Self.points(lagFreeJittered.max() ?? .nan),
          rest.isEmpty
            ? "—"
            : "\(Self.milliseconds(Self.median(rest))) / "
              + "\(Self.milliseconds(rest.min() ?? .nan))",
          snaps.isEmpty ? "—" : Self.points(snaps.max() ?? .nan),
          "\(Self.points(Self.median(spreads))) / \(Self.points(spreads.max() ?? .nan))",
        ])
      }
      doc.table(
        [
          "engine", "start lag (ms)", "lag removed: median / worst (pt)",
          "lag removed, jittered: worst",
          "rest error: median / earliest (ms)", "worst snap (pt)",
          "rate spread: median / worst (pt)",
        ], rows, alignments: ["l", "r", "r", "r", "r", "r", "r"])
    }
    if let path = figures["rates"] {
      doc.figure(
        path,
        caption: """
          The same spring (k 170, c 14, m 1; 0 → 100) as shown at 60 Hz (solid) and 120 Hz \
          (dashed) by the engines with the largest rate spread, with the exact motion.
          """)
    }

    doc.heading("Near-critical and heavily overdamped springs (60 Hz)")
    doc.paragraph(
      """
      Worst deviation (median / worst, points), steady and jittered. Engines that evaluate every \
      ζ ≥ 1 spring with the critical formula, or integrate explicitly, stand out here.
      """)
    if let steady60 = clockIndex(60, jittered: false),
      let jittered60 = clockIndex(60, jittered: true)
    {
      let rows = engines.indices.map { engine in
        [
          name(engine), deviationCell(.nearCritical, engine: engine, clock: steady60),
          deviationCell(.nearCritical, engine: engine, clock: jittered60),
          deviationCell(.overdamped, engine: engine, clock: steady60),
          deviationCell(.overdamped, engine: engine, clock: jittered60),
        ]
      }
      doc.table(
        [
          "engine", "near-critical, steady", "near-critical, jittered", "overdamped, steady",
          "overdamped, jittered",
        ],
        rows, alignments: ["l", "r", "r", "r", "r"])
    }

    doc.heading("Retargeting: the velocity carried across")
    doc.paragraph(
      """
      k 170, c 14, m 1 from 0 toward 100, sent to 150 right after the frame nearest 150 ms, on a \
      steady clock. SpringLab's exact hand-off keeps value and velocity continuous \
      (`RetargetedAnimation`); *carried* is the velocity each engine starts its new motion with; \
      *exact* is the exact velocity at the change, and *at its time* the exact velocity at the \
      engine's own animation time (the change minus its start lag), against which *error* is \
      taken; the last column is the worst deviation from the exact retargeted motion afterwards. \
      Flutter, libadwaita, Remotion, MuJoCo and anime.js have no retargeting of their own.
      """)
    doc.table(
      [
        "engine", "rate", "carried (pt/s)", "exact (pt/s)", "at its time (pt/s)", "error",
        "worst after (pt)",
      ],
      retargets.map { measurement in
        let error =
          (measurement.carried - measurement.exactAtEngineTime) / measurement.exactAtEngineTime
        return [
          EngineCatalogue.engine(id: measurement.engine)?.entry.name ?? measurement.engine,
          "\(ReportNumber.format(measurement.framesPerSecond)) Hz",
          ReportNumber.format(measurement.carried, digits: 5),
          ReportNumber.format(measurement.exact, digits: 5),
          ReportNumber.format(measurement.exactAtEngineTime, digits: 5),
          "\(ReportNumber.format(100 * error, digits: 2))%",
          Self.points(measurement.worstAfter),
        ]
      }, alignments: ["l", "r", "r", "r", "r", "r", "r"])
    doc.paragraph(
      """
      Known numerical bugs of these engines, each reproduced from its source with the public \
      record and the numbers: [engine-bugs.md](engine-bugs.md).
      """)
    return doc
  }

  /// One line for the index.
  public var headline: String {
    guard let steady60 = clockIndex(60, jittered: false) else { return "" }
    let medians = engines.indices.map { engine in
      (
        engine,
        Self.median(values(.ui, engine: engine, clock: steady60) { $0.lagFreeDeviation })
      )
    }
    let worst = medians.max { $0.1 < $1.1 }
    return
      "Shipped engines replayed frame by frame: at 60 Hz, with start lag removed, the median "
      + "worst "
      + "deviation on a 100-point move is largest for \(worst.map { name($0.0) } ?? "—") "
      + "(\(Self.points(worst?.1 ?? .nan)) pt). [engine-replay.md](engine-replay.md)"
  }

  /// The floor of engine-replay-error.svg's deviation axis, in points:
  /// smaller medians are drawn on it (an exact engine would otherwise
  /// stretch the axis to 1e-15).
  static let errorFigureFloor = 0.01

  /// Median worst deviation against frame rate, steady clocks: one series
  /// per distinct curve (engines with identical medians share an entry),
  /// the 0.5 pt visibility line, ticks at the measured rates.
  public func errorFigure() -> ReportFile {
    var curves: [(names: [String], points: [ChartPoint])] = []
    for engine in engines.indices {
      let points = Self.rates.compactMap { rate -> ChartPoint? in
        guard let clock = clockIndex(rate, jittered: false) else { return nil }
        let median = Self.median(
          values(.ui, engine: engine, clock: clock) { $0.worstDeviation })
        return ChartPoint(x: rate, y: max(median, Self.errorFigureFloor))
      }
      if let same = curves.firstIndex(where: { $0.points == points }) {
        curves[same].names.append(engines[engine])
      } else {
        curves.append(([engines[engine]], points))
      }
    }
    var series = curves.enumerated().map { index, curve in
      LineSeries(
        name: curve.names.joined(separator: " = "), points: curve.points,
        dashed: index >= ChartColor.palette.count, color: ChartColor.series(index), markers: true)
    }
    let visible = BounceVisibility.standard.threshold
    series.append(
      LineSeries(
        name: "\(ReportNumber.format(visible)) pt: visible at 2×", x: [25, 300],
        y: [visible, visible],
        dashed: true, color: ChartColor(hex: 0x999999)))
    let highest = curves.flatMap(\.points).map(\.y).max() ?? 50
    let chart = LineChart(
      title: "Worst deviation on a 100-point move against frame rate (median over UI springs; "
        + "below \(ReportNumber.format(Self.errorFigureFloor)) pt drawn at \(ReportNumber.format(Self.errorFigureFloor)))",
      xAxis: ChartAxis(
        title: "frame rate (log scale)", unit: "Hz", scale: .log10, domain: 25...300,
        tickValues: Self.rates),
      yAxis: ChartAxis(
        title: "median worst |shown − exact| (log scale)", unit: "pt", scale: .log10,
        domain: Self.errorFigureFloor...max(100, pow(10, log10(highest).rounded(.up)))),
      series: series, width: 900, height: 560)
    return ReportFile(path: "figures/engine-replay-error.svg", contents: chart.svg())
  }

  /// The same spring at 60 and 120 Hz for the three engines with the
  /// largest median rate spread.
  public func ratesFigure() -> ReportFile {
    let ranked = engines.indices.sorted { a, b in
      Self.median(cases(.ui).map { $0.frameRateSpread[a] })
        > Self.median(cases(.ui).map { $0.frameRateSpread[b] })
    }.prefix(3)
    var series: [LineSeries] = []
    let path = "figures/engine-replay-rates.svg"
    guard let spring = try? Spring(mass: 1, stiffness: 170, damping: 14) else {
      return ReportFile(path: path, contents: "")
    }
    let move = ReplayMove(spring: spring, initialState: SpringState(position: -100, velocity: 0))
    let end = 0.6
    let fine = (0...300).map { end * Double($0) / 300 }
    let exact = SpringMotion(spring: move.spring, initialState: move.initialState)
    series.append(
      LineSeries(
        name: "exact", x: fine, y: fine.map { 100 + exact.position(at: $0) },
        color: ChartColor(hex: 0x999999)))
    for (rank, engine) in ranked.enumerated() {
      guard let replay = EngineCatalogue.engine(id: engines[engine]) else { continue }
      for rate in [60.0, 120] {
        let clock = EngineReplayResults.clock(rate: rate, jittered: false, seed: 0)
        let run = replay.replay(move, clock: clock, through: end)
        let shown = run.times.indices.filter { run.times[$0] <= end }
        series.append(
          LineSeries(
            name: "\(engines[engine]), \(ReportNumber.format(rate)) Hz",
            x: shown.map { run.times[$0] }, y: shown.map { 100 + run.values[$0] },
            dashed: rate > 60,
            color: ChartColor.series(rank), markers: rate == 60))
      }
    }
    let chart = LineChart(
      title:
        "One spring at 60 and 120 Hz: the engines whose motion depends most on the frame rate",
      xAxis: ChartAxis(title: "time", unit: "s"),
      yAxis: ChartAxis(title: "value shown", unit: "pt"),
      series: series, width: 820, height: 520)
    return ReportFile(path: path, contents: chart.svg())
  }
}
