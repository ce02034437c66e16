//===--- ThroughputReportTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringFigures
import SpringReports
import Testing

@Suite("Throughput page: one baseline per row, intervals, target status")
struct ThroughputReportTests {
  @Test("each row has exactly one named baseline; baselines themselves have none")
  func baselines() {
    #expect(ThroughputReport.baseline(for: "closed-form.direct") == "c-baseline.direct")
    #expect(
      ThroughputReport.baseline(for: "closed-form.direct.critical") == "c-baseline.direct.critical")
    #expect(ThroughputReport.baseline(for: "closed-form.frame-grid") == "c-baseline.direct")
    #expect(ThroughputReport.baseline(for: "c-baseline.direct") == nil)
    #expect(ThroughputReport.baseline(for: "c-baseline.direct.critical") == nil)
    #expect(ThroughputReport.baseline(for: "gsl.rk1imp") == "closed-form.trajectory")
    #expect(ThroughputReport.baseline(for: "closed-form.trajectory") == nil)
    #expect(ThroughputReport.baseline(for: "settle.exact") == nil)
    #expect(ThroughputReport.baseline(for: "csv.evaluate") == "csv.c-baseline")
    #expect(ThroughputReport.baseline(for: "csv.c-baseline") == nil)
  }

  @Test("a ratio's interval divides opposite ends of the two medians' intervals")
  func ratioInterval() {
    let top = TimingSamples(name: "a", unit: "ns", figures: (1...12).map(Double.init))
    let bottom = TimingSamples(name: "b", unit: "ns", figures: Array(repeating: 2, count: 12))
    let ratio = ThroughputReport.ratio(top, bottom)
    #expect(ratio.value == 3.25 && ratio.lower == 1.5 && ratio.upper == 5)
  }

  @Test("a target is met or missed only when the whole interval says so")
  func status() {
    #expect(ThroughputReport.status(value: 0.1, lower: 0.08, upper: 0.12, limit: 0.15) == "met")
    #expect(ThroughputReport.status(value: 1.14, lower: 1.1, upper: 1.2, limit: 1) == "missed")
    #expect(
      ThroughputReport.status(value: 0.95, lower: 0.9, upper: 1.05, limit: 1).hasPrefix("undecided")
    )
  }

  @Test("the page divides a regime's C row by nothing and its Swift row by that regime's C row")
  func regimeRows() {
    let figures = { (value: Double) in (0..<12).map { value + Double($0) * 0.01 } }
    let measurement = ThroughputMeasurement(
      machine: MachineContext.current(),
      timings: [
        TimingSamples(name: "c-baseline.direct", unit: "ns/sample", figures: figures(16)),
        TimingSamples(name: "closed-form.direct.critical", unit: "ns/sample", figures: figures(6)),
        TimingSamples(name: "c-baseline.direct.critical", unit: "ns/sample", figures: figures(6)),
      ])
    let page = ThroughputReport.render(measurement).files.first { $0.path == "throughput.md" }!
      .contents
    let rows = page.split(separator: "\n").filter {
      $0.hasPrefix("| c-baseline.direct.critical") || $0.hasPrefix("| closed-form.direct.critical")
    }
    #expect(rows.count == 2)
    #expect(
      rows.contains {
        $0.hasPrefix("| closed-form.direct.critical")
          && $0.contains("`c-baseline.direct.critical` | 1 |")
      })
    #expect(rows.contains { $0.hasPrefix("| c-baseline.direct.critical") && $0.contains("| — |") })
  }

  /// A history entry of commit `commit` whose direct evaluator took `count`
  /// instructions per sample (nil: a timing-only run).
  static func entry(_ commit: String, _ count: Double?) -> BenchmarkHistoryEntry {
    let machine = MachineDescription(
      cpu: "test CPU", cores: 2, os: "test OS", swift: "6.3", revision: commit)
    let results =
      count.map {
        [BenchmarkResult(name: "closed-form.direct", unit: "instructions/sample", exactly: $0)]
      } ?? [BenchmarkResult(name: "closed-form.direct", unit: "ns/sample", exactly: 13)]
    return BenchmarkHistoryEntry(
      report: BenchmarkReport(machine: machine, results: results),
      date: Date(timeIntervalSince1970: 1_800_000_000), build: "release")
  }

  @Test("the instruction-count trend is timing material: same files and same deterministic text")
  func historyTrend() throws {
    let csv = (0..<12).map { 900 + Double($0) }
    let cBaseline = (0..<12).map { 600 + Double($0) }
    let timings = [
      TimingSamples(name: "csv.evaluate", unit: "ns/row", figures: csv),
      TimingSamples(name: "csv.c-baseline", unit: "ns/row", figures: cBaseline),
    ]
    func render(_ history: BenchmarkHistoryState) -> [ReportFile] {
      ThroughputReport.render(
        ThroughputMeasurement(machine: .current(), timings: timings, history: history)
      ).files
    }
    let without = render(.absent)
    let with = render(
      .entries([
        Self.entry("aaaaaaa", 210), Self.entry("bbbbbbb", nil),
        Self.entry("ccccccc", 180),
      ]))
    // The trend is drawn from real history only: no empty axes without one.
    #expect(!without.contains { $0.path == InstructionHistory.figurePath })
    #expect(with.contains { $0.path == InstructionHistory.figurePath && $0.isTiming })
    #expect(
      without.map(\.path) == with.map(\.path).filter { $0 != InstructionHistory.figurePath })
    #expect(ReportGenerator.machineDependentPaths == [InstructionHistory.figurePath])
    for (a, b) in zip(without, with.filter({ $0.path != InstructionHistory.figurePath })) {
      #expect(a.deterministicContents == b.deterministicContents, "\(a.path)")
    }
    // A history whose runs carry no instruction counts draws nothing either.
    #expect(
      !render(.entries([Self.entry("bbbbbbb", nil)])).contains {
        $0.path == InstructionHistory.figurePath
      })
    let page = try #require(without.first { $0.path == "throughput.md" }).contents
    #expect(page.contains("No benchmark history"))
    #expect(!page.contains("instruction-history.svg"))
    // The CSV row is divided by the C pipeline: 905.5 / 605.5.
    #expect(page.contains("| csv.evaluate |") && page.contains("`csv.c-baseline` | 1.5 |"))
    let withPage = try #require(with.first { $0.path == "throughput.md" }).contents
    #expect(withPage.contains("(figures/instruction-history.svg)"))
    #expect(withPage.contains("2 of 3 runs"))
    #expect(withPage.contains("| 2 | `ccccccc` |"))
    #expect(!withPage.contains("bbbbbbb"))
    // Two counted runs, one line: points at x = 1 and 2 for 210 and 180.
    let chart = InstructionHistory.chart([
      Self.entry("aaaaaaa", 210), Self.entry("bbbbbbb", nil), Self.entry("ccccccc", 180),
    ])
    #expect(chart.series.map(\.name) == ["closed-form.direct"])
    #expect(chart.series[0].points == [ChartPoint(x: 1, y: 210), ChartPoint(x: 2, y: 180)])
  }
}

@Suite("Throughput page: the portable build")
struct PortableThroughputTests {
  static func page(_ portable: PortableMeasurement?) -> String {
    let measurement = ThroughputMeasurement(
      machine: MachineContext.current(), timings: [], portable: portable)
    return ThroughputReport.render(measurement).files.first { $0.path == "throughput.md" }!
      .contents
  }

  static func result(_ name: String, _ median: Double) -> BenchmarkResult {
    BenchmarkResult(name: name, unit: "ns/sample", exactly: median)
  }

  @Test("its targets are ratios to its own C baseline; its bits must match the native build's")
  func portableSection() {
    let results = [
      Self.result("closed-form.direct", 12), Self.result("closed-form.frame-grid", 6),
      Self.result("closed-form.batched", 24), Self.result("c-baseline.direct", 30),
      Self.result("settle.exact", 350),
    ]
    let same = Self.page(
      PortableMeasurement(
        results: results, portableFingerprint: "00ff 10", nativeFingerprint: "00ff 10"))
    #expect(same.contains("## Portable build"))
    #expect(same.contains("Same bits on both instruction sets: yes"))
    #expect(same.contains("| direct evaluator ≤ 1.0× the C baseline | 12 ns | 0.4× | met |"))
    #expect(same.contains("| batched ≤ 0.3× the C baseline | 24 ns | 0.8× | missed |"))
    #expect(same.contains("| settling query ≤ 250 ns | 350 ns |  | missed |"))
    let different = Self.page(
      PortableMeasurement(
        results: results, portableFingerprint: "00ff 10", nativeFingerprint: "00fe 10"))
    #expect(different.contains("Same bits on both instruction sets: NO"))
    #expect(Self.page(nil).contains("Not measured in this run"))
  }
}
