//===--- InstructionGateTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The instruction-count gate: thresholds by longest prefix, verdicts at and
// around the threshold on hand-made reports, and the committed baseline and
// thresholds files covering exactly the fixed workloads.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringMappings
import SpringReference
import Testing

@testable import SpringBenchmarkKit

@Suite("Instruction-count gate")
struct InstructionGateTests {
  static let machine = MachineDescription(
    cpu: "test", cores: 1, os: "test", swift: "test", revision: "test")

  static func report(_ counts: [(String, Double)], unit: String = "instructions/sample")
    -> BenchmarkReport
  {
    BenchmarkReport(
      machine: machine,
      results: counts.map { BenchmarkResult(name: $0.0, unit: unit, exactly: $0.1) })
  }

  static let thresholds = InstructionThresholds(
    defaultPercent: 2, prefixes: ["gsl.": 5, "gsl.rk1": 10, "mapping.": 5])

  @Test("the longest matching prefix gives the threshold; names matching none get the default")
  func prefixes() {
    #expect(Self.thresholds.percent(for: "closed-form.direct") == 2)
    #expect(Self.thresholds.percent(for: "gsl.rk4") == 5)
    #expect(Self.thresholds.percent(for: "gsl.rk1imp") == 10)
    #expect(Self.thresholds.percent(for: "mapping.ca.spring") == 5)
    #expect(Self.thresholds.percent(for: "gs") == 2)
  }

  @Test("1000 → 1021 at 2% is a regression of +2.1%; 1019 is within; 970 is an improvement")
  func verdicts() throws {
    let baseline = Self.report([("a", 1000), ("b", 1000), ("c", 1000), ("gsl.rk4", 1000)])
    let current = Self.report([("a", 1021), ("b", 1019), ("c", 970), ("gsl.rk4", 1049)])
    let gate = InstructionGate(baseline: baseline, current: current, thresholds: Self.thresholds)
    #expect(gate.rows.map(\.verdict) == [.regression, .within, .improvement, .within])
    let change = try #require(gate.rows[0].changePercent)
    #expect(abs(change - 2.1) < 1e-12)
    #expect(gate.rows[3].thresholdPercent == 5)
    #expect(gate.fails)
    #expect(gate.failures == ["a: +2.1% instructions/sample (growth allowed up to 2%)"])
    let table = gate.render()
    #expect(table.contains("regression") && table.contains("+2.1%") && table.contains("up to 5%"))
    #expect(table.contains("growth allowed") && !table.contains("±"))
  }

  @Test("exactly at the threshold passes: 1000 → 1020 at 2%")
  func atThreshold() {
    let gate = InstructionGate(
      baseline: Self.report([("a", 1000)]), current: Self.report([("a", 1020)]),
      thresholds: Self.thresholds)
    #expect(gate.rows.map(\.verdict) == [.within])
    #expect(!gate.fails)
  }

  @Test("a count on one side only fails the gate; timings and other units are ignored")
  func oneSided() {
    var baseline = Self.report([("kept", 10), ("dropped", 10)])
    baseline.results.append(
      BenchmarkResult(name: "timed", unit: "ns/sample", median: 5, min: 4, max: 6, samples: 3))
    var current = Self.report([("kept", 10), ("new", 10)])
    current.results.append(
      BenchmarkResult(name: "timed", unit: "ns/sample", median: 50, min: 40, max: 60, samples: 3))
    // Same name in another unit is not the same figure.
    current.results.append(BenchmarkResult(name: "kept", unit: "instructions/query", exactly: 99))
    let gate = InstructionGate(baseline: baseline, current: current, thresholds: Self.thresholds)
    let verdicts = Dictionary(
      gate.rows.map { ("\($0.name) \($0.unit)", $0.verdict) }, uniquingKeysWith: { a, _ in a })
    #expect(verdicts["kept instructions/sample"] == .within)
    #expect(verdicts["new instructions/sample"] == .unbaselined)
    #expect(verdicts["kept instructions/query"] == .unbaselined)
    #expect(verdicts["dropped instructions/sample"] == .missing)
    #expect(verdicts.keys.allSatisfy { !$0.hasPrefix("timed") })
    #expect(gate.fails)
  }

  @Test("thresholds files: negative or missing percentages are refused")
  func decoding() throws {
    let good = try InstructionThresholds.decode(
      Data(#"{"default": 2, "prefixes": {"gsl.": 5}}"#.utf8))
    #expect(good == InstructionThresholds(defaultPercent: 2, prefixes: ["gsl.": 5]))
    #expect(throws: (any Error).self) {
      try InstructionThresholds.decode(Data(#"{"default": -1, "prefixes": {}}"#.utf8))
    }
    #expect(throws: (any Error).self) {
      try InstructionThresholds.decode(Data(#"{"default": 2, "prefixes": {"gsl.": -0.5}}"#.utf8))
    }
    #expect(throws: (any Error).self) {
      try InstructionThresholds.decode(Data(#"{"prefixes": {}}"#.utf8))
    }
  }

  @Test("callgrind output: the totals line is the count")
  func callgrindTotals() {
    let text =
      "version: 1\ncreator: callgrind-3.22.0\npart: 2\nevents: Ir\nsummary: 24012\ntotals: 24012\n"
    #expect(InstructionCounter.total(inCallgrindOutput: text) == 24012)
    #expect(InstructionCounter.total(inCallgrindOutput: "events: Ir\n") == nil)
  }

  static let baselines = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Benchmarks/Baselines")

  @Test("the committed thresholds: 2% for evaluators and settling, 5% for GSL, mappings and CSV")
  func committedThresholds() throws {
    let thresholds = try InstructionThresholds.decode(
      Data(contentsOf: Self.baselines.appendingPathComponent("thresholds.json")))
    #expect(thresholds.percent(for: "closed-form.batched") == 2)
    #expect(thresholds.percent(for: "c-baseline.direct") == 2)
    #expect(thresholds.percent(for: "settle.exact") == 2)
    #expect(thresholds.percent(for: "gsl.msbdf") == 5)
    #expect(thresholds.percent(for: "mapping.flutter.spring") == 5)
    #expect(thresholds.percent(for: "csv.evaluate") == 5)
  }

  @Test("the committed baseline counts exactly the fixed workloads, each a positive count")
  func committedBaseline() throws {
    let baseline = try BenchmarkJSON.decode(
      Data(contentsOf: Self.baselines.appendingPathComponent("instructions.json")))
    let workloads = FixedWorkloads.all()
    #expect(baseline.results.map(\.name) == workloads.map(\.name))
    #expect(baseline.results.map(\.unit) == workloads.map(\.unit))
    #expect(
      baseline.results.allSatisfy { $0.median > 0 && $0.median.isFinite && $0.isDeterministic })
  }
}

@Suite("Fixed workloads")
struct FixedWorkloadsTests {
  @Test("every GSL stepper and every registered API has a workload; names are unique")
  func coverage() {
    let names = FixedWorkloads.all().map(\.name)
    #expect(Set(names).count == names.count)
    for name in [
      "closed-form.direct", "closed-form.frame-grid", "closed-form.batched", "c-baseline.direct",
      "settle.exact",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(ODEStepper.allCases.count == 11)
    for stepper in ODEStepper.allCases { #expect(names.contains("gsl.\(stepper.rawValue)")) }
    for id in SpringAPIRegistry.ids { #expect(names.contains("mapping.\(id)")) }
  }

  @Test("each GSL and mapping run returns the checksum of its outputs: finite")
  func runs() {
    for workload in FixedWorkloads.all()
    where workload.name.hasPrefix("gsl.") || workload.name.hasPrefix("mapping.") {
      #expect(workload.run().isFinite, "\(workload.name)")
    }
  }

  @Test("execute names the first unknown workload and runs nothing then")
  func unknown() {
    #expect(FixedWorkloads.execute(["mapping.flutter.spring", "no.such"], runs: 1) == "no.such")
    #expect(FixedWorkloads.execute(["mapping.flutter.spring"], runs: 1) == nil)
  }
}
