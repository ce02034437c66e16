//===--- BenchCommand+Compare.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Comparisons: `--compare NAME`, `bench compare BASELINE.json CURRENT.json`
// and the instruction-count gate (`--check-baseline`, `--update-baseline`),
// each printed as a table, Markdown or JSON (--format).
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringCSV

extension BenchCommand {
  /// The committed baseline `--check-baseline` gates on and
  /// `--update-baseline` writes.
  var baselinePath: String {
    arguments.value("baseline-file") ?? "Benchmarks/Baselines/instructions.json"
  }

  /// What `--check-baseline` compares with: the baseline and the
  /// thresholds.json beside it, read and checked before any workload runs.
  struct GateFiles {
    var baseline: BenchmarkReport
    var thresholds: InstructionThresholds
  }

  /// Reads the baseline and its thresholds.json.
  /// - Throws: `.noInput` (66) when either does not exist, is a directory
  ///   or cannot be read; `.data` (65) when either is empty, not JSON, not
  ///   the expected document, or holds a count that is not > 0 (or
  ///   finite), or a threshold that is negative or not finite.
  func gateFiles() throws(CommandLineError) -> GateFiles {
    let thresholdsPath = URL(fileURLWithPath: baselinePath).deletingLastPathComponent()
      .appendingPathComponent("thresholds.json").path
    let command = "springlab bench --check-baseline"
    let baseline = try Self.read(command) { () throws(BenchmarkFileError) in
      let report = try BenchmarkFile.decode(
        BenchmarkReport.self, from: BenchmarkFile.contents(of: baselinePath), file: baselinePath)
      let problems = report.instructionBaselineProblems
      if !problems.isEmpty { throw .invalid(problems.map { "'\(baselinePath)': \($0)" }) }
      return report
    }
    let thresholds = try Self.read(command) { () throws(BenchmarkFileError) in
      try InstructionThresholds.load(thresholdsPath)
    }
    return GateFiles(baseline: baseline, thresholds: thresholds)
  }

  /// `load()`, its failure as the command reports it: 66 for a file that
  /// cannot be read, 65 for one whose content is wrong.
  static func read<T>(_ command: String, _ load: () throws(BenchmarkFileError) -> T)
    throws(CommandLineError) -> T
  {
    do { return try load() } catch {
      switch error {
      case .unreadable(let message): throw .noInput("\(command): \(message)")
      case .invalid(let messages): throw .data(messages.map { "\(command): \($0)" })
      }
    }
  }

  /// `--update-baseline` writes `report` as the committed baseline;
  /// `--check-baseline` gates `report` on `files` (read by `gateFiles()`
  /// before the workloads ran).
  func gate(_ report: BenchmarkReport, on files: GateFiles?) throws(CommandLineError) -> String {
    let baselineURL = URL(fileURLWithPath: baselinePath)
    guard let files else {
      do { try RegularFile.write(BenchmarkJSON.encode(report), to: baselineURL) } catch {
        let reason = (error as? NotARegularFile).map { "\($0)" } ?? error.localizedDescription
        throw .io("springlab bench: cannot write \(baselineURL.path): \(reason)")
      }
      writeError("wrote \(report.results.count) instruction counts to \(baselineURL.path)")
      return BenchmarkTable.render(report)
    }
    let check = InstructionGate(
      baseline: files.baseline, current: report, thresholds: files.thresholds)
    let table: String
    switch try comparisonFormat() {
    case "markdown": table = check.markdown()
    case "json": table = check.json()
    default: table = check.render()
    }
    if check.fails {
      for failure in check.failures { writeError("instruction-count gate: \(failure)") }
      throw .regression(report: table)
    }
    return table
  }

  /// `bench compare BASELINE.json CURRENT.json`.
  func compareFiles() throws(CommandLineError) -> String {
    guard arguments.positional.count == 3 else {
      throw .usage("springlab bench compare: expected BASELINE.json CURRENT.json")
    }
    _ = try comparisonFormat()
    let baseline = try Self.read("springlab bench compare") { () throws(BenchmarkFileError) in
      try BenchmarkFile.report(at: arguments.positional[1])
    }
    let current = try Self.read("springlab bench compare") { () throws(BenchmarkFileError) in
      try BenchmarkFile.report(at: arguments.positional[2])
    }
    return try compared(baseline, current)
  }

  func compared(_ baseline: BenchmarkReport, _ current: BenchmarkReport)
    throws(CommandLineError) -> String
  {
    let comparison = BenchmarkComparison(baseline: baseline, current: current, threshold: threshold)
    let table: String
    switch try comparisonFormat() {
    case "markdown": table = comparison.markdown()
    case "json": table = comparison.json()
    default: table = comparison.render()
    }
    guard comparison.comparesAnything else {
      throw .data([
        "springlab bench compare: no benchmark (name and unit) is in both the baseline and the "
          + "current results, so nothing was compared"
      ])
    }
    if comparison.hasRegression { throw .regression(report: table) }
    return table
  }
}
