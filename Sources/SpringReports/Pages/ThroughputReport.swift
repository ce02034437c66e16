//===--- ThroughputReport.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Reports/throughput.md from repeated benchmark runs: each figure's median
// with a distribution-free 95% interval and its run-to-run spread, every
// ratio against one named baseline, where each target stands, and the
// machine context a reader needs to reproduce them. Every figure is a
// timing, so the figures sit in timing sections that `springlab report
// --check` skips.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringFigures
import SpringReference

/// The repeated timings of one report run and where they were taken.
public struct ThroughputMeasurement: Sendable {
  /// The machine and toolchain.
  public var machine: MachineContext
  /// Every benchmark's figures, in suite order.
  public var timings: [TimingSamples]
  /// The local benchmark history, for the instruction-count trend.
  public var history: BenchmarkHistoryState
  /// The portable build's figures, when the run measured them.
  public var portable: PortableMeasurement?
  /// Whole commands' CPU time and peak memory, when the run measured them.
  public var commands: CommandMeasurement?

  public init(
    machine: MachineContext, timings: [TimingSamples], history: BenchmarkHistoryState = .absent,
    portable: PortableMeasurement? = nil, commands: CommandMeasurement? = nil
  ) {
    self.machine = machine
    self.timings = timings
    self.history = history
    self.portable = portable
    self.commands = commands
  }

  /// The timings of `name`, if measured.
  public func timing(_ name: String) -> TimingSamples? { timings.first { $0.name == name } }
}

/// The throughput page and its headline.
public enum ThroughputReport {
  /// The performance targets SpringLab set itself: the Swift evaluators as
  /// ratios to the C baseline on the same workload, the settling query in ns.
  static let targets: [(name: String, reference: String?, limit: Double, label: String)] = [
    ("closed-form.direct", "c-baseline.direct", 1.0, "direct evaluator ≤ 1.0× the C baseline"),
    ("closed-form.frame-grid", "c-baseline.direct", 0.15, "frame-grid ≤ 0.15× the C baseline"),
    ("closed-form.batched", "c-baseline.direct", 0.3, "batched ≤ 0.3× the C baseline"),
    ("settle.exact", nil, 215, "settling query ≤ 215 ns"),
  ]

  /// Benchmark prefixes the page measures.
  static let prefixes = [
    "closed-form", "c-baseline", "libmvec", "settle", "gsl", "mapping", "csv",
  ]

  /// Runs every timing benchmark serially (fewer runs when `quick`) and
  /// renders the page.
  public static func generate(
    quick: Bool, progress: @escaping (String) -> Void
  ) -> (files: [ReportFile], headlines: [String]) {
    let timing = RepeatedTiming(
      runs: quick ? 6 : 12, runTime: quick ? 0.004 : 0.012, warmUpTime: quick ? 0.004 : 0.01)
    let selected = BenchmarkRun.allBenchmarks().filter {
      BenchmarkRun.matches($0.name, prefixes: prefixes)
    }
    var timings: [TimingSamples] = []
    for (index, benchmark) in selected.enumerated() {
      progress("[\(index + 1)/\(selected.count)] \(benchmark.name)")
      timings.append(timing.measure(benchmark))
    }
    let portable = PortableMeasurement.measure(timings: true, progress: progress)
    let commands = CommandThroughput.measure(rows: quick ? 10_000 : 100_000, progress: progress)
    return render(
      ThroughputMeasurement(
        machine: .current(), timings: timings, history: .load(), portable: portable,
        commands: commands))
  }

  /// The one baseline a figure is divided by, if any: the C baseline of the
  /// same workload for the Swift evaluators (regime by regime), the closed
  /// form on the same outputs for the GSL steppers, the C pipeline for CSV
  /// evaluate; none for the baselines themselves, settling queries and
  /// conversions.
  public static func baseline(for name: String) -> String? {
    if name.hasPrefix("closed-form.direct.") {
      return "c-baseline.direct." + name.dropFirst("closed-form.direct.".count)
    }
    if ["closed-form.direct", "closed-form.frame-grid", "closed-form.batched", "libmvec.direct"]
      .contains(name)
    {
      return "c-baseline.direct"
    }
    if name.hasPrefix("gsl.") { return "closed-form.trajectory" }
    if name == "csv.evaluate" { return "csv.c-baseline" }
    return nil
  }

  /// A ratio of two medians with a conservative interval: the ratio of the
  /// two 95% intervals' opposite ends, which covers the ratio of the true
  /// medians with probability ≥ 90% (each interval misses with ≤ 5%).
  public struct Ratio: Sendable, Hashable {
    public var value: Double
    public var lower: Double?
    public var upper: Double?
  }

  /// `numerator`'s median over `denominator`'s, with its interval.
  public static func ratio(_ numerator: TimingSamples, _ denominator: TimingSamples) -> Ratio {
    let value = numerator.median / denominator.median
    guard let top = numerator.interval, let bottom = denominator.interval else {
      return Ratio(value: value)
    }
    return Ratio(value: value, lower: top.lower / bottom.upper, upper: top.upper / bottom.lower)
  }

  /// Whether a target is met: "met" when the whole interval is within the
  /// limit, "missed" when the whole interval is beyond it, else "undecided".
  public static func status(value: Double, lower: Double?, upper: Double?, limit: Double) -> String
  {
    if let upper, upper <= limit { return "met" }
    if let lower, lower > limit { return "missed" }
    if lower == nil || upper == nil {
      return value <= limit ? "met (no interval)" : "missed (no interval)"
    }
    return "undecided (the interval contains the limit)"
  }

  /// GSL benchmarks' labels carry their tolerance (rk1imp's differs).
  static func label(_ name: String) -> String {
    guard name.hasPrefix("gsl."), let stepper = ODEStepper(rawValue: String(name.dropFirst(4)))
    else { return name }
    return "\(name) (tolerance \(ReportNumber.format(GSLSuite.tolerance(for: stepper))))"
  }

  /// Each ns/sample and ns/output figure over its baseline: a dot at the
  /// median ratio with its 95% interval, the targets marked, a 1× line;
  /// ratios to the C baseline apart from ratios to another baseline.
  static func ratioChart(_ measurement: ThroughputMeasurement) -> DotIntervalChart {
    var toC: [DotInterval] = []
    var toOther: [DotInterval] = []
    for timing in measurement.timings {
      guard let reference = baseline(for: timing.name), let base = measurement.timing(reference)
      else { continue }
      let target = targets.first { $0.name == timing.name && $0.reference == reference }?.limit
      let r = ratio(timing, base)
      let row = DotInterval(
        label: "\(short(label(timing.name))) ÷ \(short(reference))", value: r.value,
        lower: r.lower, upper: r.upper, target: target)
      if reference == "c-baseline.direct" { toC.append(row) } else { toOther.append(row) }
    }
    return DotIntervalChart(
      title: "Median time per item over the row's baseline, with its interval (dashed red: target)",
      valueAxis: ChartAxis(
        title: "time ÷ baseline time (log scale); C = c-baseline.direct", scale: .log10),
      groups: [
        DotIntervalGroup(title: "Ratio to the C textbook baseline", rows: toC),
        DotIntervalGroup(title: "Ratio to another SpringLab figure", rows: toOther),
      ].filter { !$0.rows.isEmpty },
      references: [1])
  }

  /// A benchmark name shortened for the figure's labels.
  static func short(_ name: String) -> String {
    var text = name
    for (long, brief) in [
      ("c-baseline.direct", "C"), ("closed-form.trajectory", "closed form"), ("closed-form.", ""),
      ("tolerance ", "tol "),
    ] {
      text = text.replacingOccurrences(of: long, with: brief)
    }
    return text
  }

  static func format(_ value: Double) -> String { ReportNumber.format(value, digits: 3) }

  static func interval(_ lower: Double?, _ upper: Double?) -> String {
    guard let lower, let upper else { return "n < 6" }
    return "\(format(lower))–\(format(upper))"
  }

  /// The page for `measurement` (empty timing sections when nothing was
  /// measured).
  public static func render(_ measurement: ThroughputMeasurement) -> (
    files: [ReportFile], headlines: [String]
  ) {
    var doc = MarkdownDocument(title: "Throughput")
    let runs = measurement.timings.first?.sorted.count ?? 0
    doc.paragraph(
      """
      Timings from one `springlab report` run on the machine below, by SpringLab's benchmark \
      harness, one benchmark at a time: a warm-up, then separate runs that each calibrate their \
      own iteration count (at least \(ReportNumber.format(1000 * RepeatedTiming().runTime)) ms \
      each in a full report). Each figure is the **median** of the runs with a distribution-free \
      **95% confidence interval** for the median (order statistics: with n = 12 runs, the 3rd \
      smallest and 3rd largest, coverage 96.1%) and the **run-to-run spread** (max − min)/median. \
      Absolute times on shared machines drift, so each Swift figure is also divided by **one \
      named baseline**: the plain-C textbook closed form on the same workload \
      (\(EvaluationWorkload.defaultCount) everyday UI springs × \(EvaluationWorkload.defaultFrames) \
      frames at \(ReportNumber.format(1 / EvaluationWorkload.defaultFrameStep)) Hz; regime rows over \
      the C baseline of the same regime), or for a GSL stepper the closed form on the same \
      outputs. A ratio's interval divides the opposite ends of the two medians' intervals, so it \
      covers the ratio of the true medians with probability ≥ 90%.
      """)
    doc.paragraph(
      """
      Instruction counts are not taken in a report run: valgrind cannot execute the \
      `-target-cpu native` build these timings come from. `scripts/bench --instructions` builds \
      the portable release binary and counts instructions per item with callgrind \
      (deterministic, the figure to gate CI on); `scripts/bench --instructions --compare NAME` \
      fails on any increase.
      """)
    doc.figure(
      "figures/throughput.svg",
      caption:
        "Median time per item over the row's baseline, log scale; dashed marks are the targets; GSL rows at their benchmark tolerance (timings vary by run)."
    )
    doc.timing { doc in
      let machine = measurement.machine
      doc.heading("Machine")
      doc.table(
        ["what", "value"],
        [
          ["CPU", machine.cpu], ["logical cores", "\(machine.cores)"], ["OS", machine.os],
          ["compiler", machine.compiler], ["C library", machine.cLibrary],
          ["build", machine.build],
          ["revision", machine.revision], ["runs per figure", "\(runs)"],
        ],
        alignments: ["l", "l"])
      doc.heading("Targets")
      var rows: [[String]] = []
      for target in targets {
        guard let timing = measurement.timing(target.name) else { continue }
        if let reference = target.reference, let base = measurement.timing(reference) {
          let r = ratio(timing, base)
          rows.append([
            target.label, format(r.value) + "×", interval(r.lower, r.upper),
            status(value: r.value, lower: r.lower, upper: r.upper, limit: target.limit),
          ])
        } else {
          let i = timing.interval
          rows.append([
            target.label, format(timing.median) + " ns", interval(i?.lower, i?.upper),
            status(value: timing.median, lower: i?.lower, upper: i?.upper, limit: target.limit),
          ])
        }
      }
      doc.table(
        ["target", "measured (median)", "interval", "status"], rows,
        alignments: ["l", "r", "r", "l"])
      doc.heading("All figures")
      doc.table(
        [
          "benchmark", "median", "95% interval", "spread", "unit", "÷ baseline", "ratio",
          "ratio interval (≥ 90%)",
        ],
        measurement.timings.map { timing in
          let i = timing.interval
          var cells = [
            label(timing.name), format(timing.median), interval(i?.lower, i?.upper),
            ReportNumber.percent(timing.spread, decimals: 1), timing.unit,
          ]
          if let reference = baseline(for: timing.name), let base = measurement.timing(reference) {
            let r = ratio(timing, base)
            cells += ["`\(reference)`", format(r.value), interval(r.lower, r.upper)]
          } else {
            cells += ["—", "", ""]
          }
          return cells
        },
        alignments: ["l", "r", "r", "r", "l", "l", "r", "r"])
    }
    portableSection(measurement.portable, into: &doc)
    CommandThroughput.section(measurement.commands, into: &doc)
    vectorLibmSection(measurement, into: &doc)
    missedTargetsSection(into: &doc)
    doc.paragraph(
      """
      Names: `closed-form.direct[.<regime>]` is `SpringMotion.state(at:)` at each frame time, \
      through `SpringMotion.evaluate(at:positions:velocities:)` (the same values, written to \
      output buffers as the C baseline writes them); \
      `closed-form.frame-grid` a whole trajectory by `FrameGridSampler` (tables built once per \
      spring and step, as an animation system caches them); `closed-form.batched` all springs at \
      once by `SpringMotionBatch`; `c-baseline.direct[.<regime>]` the C textbook form on the same \
      workload; `settle.exact[.<regime>]` one exact settling-time query at ε = 1e-3 of the \
      distance; `gsl.<stepper>` per output of one GSL trajectory of m 1, k 170, c 15 from x0 = −1 \
      at rest, 180 outputs at 120 Hz up to 1.5 s, at tolerance \(GSLSuite.toleranceSummary) \
      (implicit Euler is first order: at 1e-9 one run would take hundreds of milliseconds); \
      `closed-form.trajectory` the same outputs by `SpringMotion.state(at:)`; \
      `mapping.<api-id>` one conversion of the API's parameters to the physical spring; \
      `csv.evaluate` one row of `springlab evaluate` (parse, closed form, shortest round-trip \
      output, in memory) and `csv.c-baseline` the same rows by fgets, strtod, the C textbook \
      form and printf.
      """)
    regressionRuleSection(&doc)
    doc.heading("Instruction-count trend")
    doc.timing { doc in InstructionHistory.section(measurement.history, into: &doc) }
    let chart = ReportFile(
      path: "figures/throughput.svg", contents: ratioChart(measurement).svg(), isTiming: true)
    let file = ReportFile(path: "throughput.md", contents: doc.text)
    return (
      [chart] + [InstructionHistory.figure(measurement.history)].compactMap { $0 } + [file],
      headline(measurement).map { [$0] } ?? []
    )
  }

  /// The comparison rule of `bench --compare` and `bench compare` measured
  /// on itself: seeded A/A and detection experiments on simulated runs
  /// (deterministic, so outside the timing sections).
  static func regressionRuleSection(_ doc: inout MarkdownDocument) {
    doc.heading("Regression rule: false alarms and detection")
    let models = [
      ("shared machine (default)", RegressionRuleSimulation()),
      ("busy machine (bursts ×2)", RegressionRuleSimulation.harsh),
    ]
    let model = models[0].1
    doc.paragraph(
      """
      `bench --compare` and `bench compare` call a timing a regression only when its \
      drift-corrected median grew beyond the threshold, Holm's correction leaves its \
      Mann–Whitney test significant and the medians' 84% intervals are apart \
      (`BenchmarkComparison`; the rule is printed under every comparison). Measured on the rule \
      itself with seeded simulated runs (`RegressionRuleSimulation`): \(model.benchmarks) timings \
      of \(model.repetitions) repetitions and the C reference per run, a run-wide drift of \
      ±\(ReportNumber.format(100 * model.drift))%, a per-repetition jitter of \
      \(ReportNumber.format(100 * model.jitter))%, and bursts; threshold \
      \(ReportNumber.format(model.threshold))%. A/A compares two runs of the same build (goal: no \
      exit 2 in 20); detection slows one timing by the factor (goal: ≥ 95% at 1.5×, ≥ 80% at \
      1.2×). These are simulated runs, not this machine's: the noise model is in the type's \
      documentation, and `RegressionRuleTests` holds the rule to the goals.
      """)
    doc.table(
      ["noise", "A/A: comparisons flagged", "1.5× detected", "1.2× detected"],
      models.map { name, simulation in
        let aa = simulation.measure(comparisons: 20)
        let fast = simulation.measure(comparisons: 40, factor: 1.5)
        let slow = simulation.measure(comparisons: 40, factor: 1.2)
        return [
          name, "\(aa.flagged) of \(aa.comparisons)", ReportNumber.percent(fast.rate, decimals: 0),
          ReportNumber.percent(slow.rate, decimals: 0),
        ]
      })
  }

  /// "Throughput (medians of n runs): … — k of 4 targets missed (timings)."
  static func headline(_ measurement: ThroughputMeasurement) -> String? {
    var parts: [String] = []
    var missed = 0
    var met = 0
    var counted = 0
    for target in targets {
      guard let timing = measurement.timing(target.name) else { continue }
      let shown: String
      let state: String
      if let reference = target.reference, let base = measurement.timing(reference) {
        let r = ratio(timing, base)
        shown = "\(format(r.value))× the C baseline (interval \(interval(r.lower, r.upper)))"
        state = status(value: r.value, lower: r.lower, upper: r.upper, limit: target.limit)
      } else {
        let i = timing.interval
        shown = "\(format(timing.median)) ns (interval \(interval(i?.lower, i?.upper)))"
        state = status(value: timing.median, lower: i?.lower, upper: i?.upper, limit: target.limit)
      }
      counted += 1
      if state.hasPrefix("missed") { missed += 1 }
      if state.hasPrefix("met") { met += 1 }
      let limit =
        target.reference == nil
        ? "≤ \(ReportNumber.format(target.limit)) ns" : "≤ \(ReportNumber.format(target.limit))×"
      parts.append("\(target.name) \(shown), target \(limit): \(state)")
    }
    guard counted > 0 else { return nil }
    let undecided = counted - missed - met
    return
      "Throughput (medians of \(measurement.timings.first?.sorted.count ?? 0) runs, 95% intervals): "
      + parts.joined(separator: "; ") + " — \(missed) of \(counted) targets missed, \(met) met"
      + (undecided > 0 ? ", \(undecided) undecided" : "")
      + " (timings). [throughput.md](throughput.md)"
  }
}
