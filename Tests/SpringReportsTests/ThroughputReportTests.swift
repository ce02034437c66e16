//===--- ThroughputReportTests.swift --------------------------------------===//

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
}
