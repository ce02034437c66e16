//===--- ThroughputReport.swift -------------------------------------------===//
//
// Reports/throughput.md from a benchmark run: ns per item, ratios to the C
// baseline measured in the same run, and where each target stands. Every
// figure is a timing, so the whole page sits in a timing section that
// `springlab report --check` skips.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringFigures
import SpringReference

/// The throughput page and its headline.
public enum ThroughputReport {
  /// How the running binary was built, as the build scripts declare it in
  /// SPRINGLAB_BUILD (e.g. "release, -target-cpu native"); "release" otherwise.
  static var buildDescription: String {
    ProcessInfo.processInfo.environment["SPRINGLAB_BUILD"] ?? "release (portable x86-64 unless the build script says otherwise)"
  }

  /// The targets of issue 6, as ratios to the C baseline (or ns for settling).
  static let targets: [(name: String, reference: String?, limit: Double, label: String)] = [
    ("closed-form.direct", "c-baseline.direct", 1.0, "direct evaluator ≤ 1.0× the C baseline"),
    ("closed-form.frame-grid", "c-baseline.direct", 0.15, "frame-grid ≤ 0.15× the C baseline"),
    ("closed-form.batched", "c-baseline.direct", 0.3, "batched ≤ 0.3× the C baseline"),
    ("settle.exact", nil, 300, "settling query ≤ 300 ns"),
  ]

  /// Runs the timing benchmarks (fewer repetitions when `quick`) and renders
  /// the page.
  public static func generate(
    quick: Bool, progress: @escaping (String) -> Void
  ) -> (files: [ReportFile], headlines: [String]) {
    let harness = BenchmarkHarness(repetitions: quick ? 3 : 11, repetitionTime: quick ? 0.01 : 0.02)
    let prefixes = ["closed-form", "c-baseline", "settle", "gsl", "mapping"]
    let report = BenchmarkRun.run(prefixes: prefixes, harness: harness, progress: progress)
    return render(report)
  }

  /// The C baseline a figure is compared with: the same regime's workload
  /// (`c-baseline.direct.<regime>`) when there is one, else the UI workload.
  static func baseline(for result: BenchmarkResult, in report: BenchmarkReport) -> Double? {
    let regime = result.name.split(separator: ".").count == 3 && result.name.hasPrefix("closed-form.direct.")
      ? result.name.split(separator: ".")[2] : nil
    if let regime, let own = report.result(named: "c-baseline.direct.\(regime)") { return own.median }
    return report.result(named: "c-baseline.direct")?.median
  }

  /// Each ns/sample and ns/output figure as a ratio to its C baseline.
  static func barChart(_ report: BenchmarkReport) -> BarChart {
    let bars = report.results
      .filter { ($0.unit == "ns/sample" || $0.unit == "ns/output") && !$0.name.hasPrefix("c-baseline.direct.") }
      .map { Bar(label: $0.name, value: $0.median / (baseline(for: $0, in: report) ?? .nan)) }
    return BarChart(
      title: "Cost per sample relative to the C textbook closed form",
      valueAxis: ChartAxis(title: "time per item ÷ C baseline time per sample", scale: .log10), bars: bars)
  }

  /// The page for `report`.
  public static func render(_ report: BenchmarkReport) -> (files: [ReportFile], headlines: [String]) {
    var doc = MarkdownDocument(title: "Throughput")
    var headline = "Throughput: "
    doc.paragraph("""
      Timings from one `springlab report` run on the machine below, by SpringLab's own harness \
      (warm-up, calibrated iterations, repeated measurements; median, min and max per item). \
      Absolute times on shared machines drift, so every Swift figure is also given as a ratio to \
      the plain-C textbook closed form measured in the same run on the same workload \
      (\(EvaluationWorkload.defaultCount) everyday UI springs × \(EvaluationWorkload.defaultFrames) frames at \
      \(ReportNumber.format(1 / EvaluationWorkload.defaultFrameStep)) Hz). Track regressions with `springlab bench --save NAME` / \
      `--compare NAME`, or exactly with `springlab bench --instructions`.
      """)
    doc.figure("figures/throughput.svg", caption: "Time per item relative to the C textbook baseline (log scale; timings vary by run).")
    doc.timing { doc in
      let machine = report.machine
      doc.paragraph("""
        Machine: \(machine.cpu), \(machine.cores) cores, \(machine.os), Swift \(machine.swift), \
        revision \(machine.revision). Build: \(buildDescription).
        """)
      doc.heading("Targets")
      var rows: [[String]] = []
      for target in targets {
        guard let result = report.result(named: target.name) else { continue }
        let value: Double
        if let reference = target.reference, let base = report.result(named: reference) {
          value = result.median / base.median
        } else {
          value = result.median
        }
        let shown = target.reference == nil ? ReportNumber.format(value, digits: 3) + " ns" : ReportNumber.format(value, digits: 3) + "×"
        rows.append([target.label, shown, value <= target.limit ? "met" : "short"])
        headline += "\(target.name) \(shown); "
      }
      doc.table(["target", "measured", "status"], rows, alignments: ["l", "r", "l"])
      doc.heading("Ratios")
      var ratios: [[String]] = []
      func ratio(_ label: String, _ numerator: String, _ denominator: String) {
        guard let top = report.result(named: numerator), let bottom = report.result(named: denominator) else { return }
        ratios.append([label, ReportNumber.format(top.median / bottom.median, digits: 3) + "×"])
      }
      ratio("Swift direct / C baseline", "closed-form.direct", "c-baseline.direct")
      ratio("frame-grid / direct", "closed-form.frame-grid", "closed-form.direct")
      ratio("batched / direct", "closed-form.batched", "closed-form.direct")
      for stepper in ODEStepper.allCases {
        ratio("GSL \(stepper.rawValue) (tolerance \(ReportNumber.format(GSLSuite.tolerance(for: stepper)))) / closed form, per output",
              "gsl.\(stepper.rawValue)", "closed-form.trajectory")
      }
      doc.table(["ratio", "value"], ratios)
      doc.heading("All figures")
      doc.table(
        ["benchmark", "median", "min", "max", "unit", "× C baseline"],
        report.results.map { result in
          let base = baseline(for: result, in: report)
          let ratio = (result.unit == "ns/sample" || result.unit == "ns/output") && base != nil
            ? ReportNumber.format(result.median / base!, digits: 3) : ""
          return [result.name, ReportNumber.format(result.median, digits: 4), ReportNumber.format(result.min, digits: 4),
                  ReportNumber.format(result.max, digits: 4), result.unit, ratio]
        })
    }
    doc.paragraph("""
      Names: `closed-form.direct[.<regime>]` is `SpringMotion.state(at:)` per sample; \
      `closed-form.frame-grid` a whole trajectory by `FrameGridSampler` (tables built once per \
      spring and step, as an animation system caches them); `closed-form.batched` all springs at \
      once by `SpringMotionBatch`; `c-baseline.direct[.<regime>]` the C textbook form on the same \
      workload; `settle.exact[.<regime>]` one exact settling-time query at ε = 1e-3 of the \
      distance; `gsl.<stepper>` per output of one GSL trajectory of m 1, k 170, c 15 from x0 = −1 \
      at rest, 180 outputs at 120 Hz up to 1.5 s, at tolerance \(GSLSuite.toleranceSummary); \
      `closed-form.trajectory` the same outputs by `SpringMotion.state(at:)`; \
      `mapping.<api-id>` one conversion of the API's parameters to the physical spring.
      """)
    let chart = ReportFile(path: "figures/throughput.svg", contents: barChart(report).svg(), isTiming: true)
    let file = ReportFile(path: "throughput.md", contents: doc.text)
    return ([chart, file], [String(headline.dropLast(2)) + " (timings). [throughput.md](throughput.md)"])
  }
}
