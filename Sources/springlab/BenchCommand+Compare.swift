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
  /// `--update-baseline` writes `report` as the committed baseline;
  /// `--check-baseline` gates `report` on it.
  func gate(_ report: BenchmarkReport) throws(CommandLineError) -> String {
    let baselineURL = URL(
      fileURLWithPath: arguments.value("baseline-file") ?? "Benchmarks/Baselines/instructions.json")
    if arguments.has("update-baseline") {
      do { try RegularFile.write(BenchmarkJSON.encode(report), to: baselineURL) } catch {
        let reason = (error as? NotARegularFile).map { "\($0)" } ?? error.localizedDescription
        throw .io("springlab bench: cannot write \(baselineURL.path): \(reason)")
      }
      writeError("wrote \(report.results.count) instruction counts to \(baselineURL.path)")
      return BenchmarkTable.render(report)
    }
    let thresholdsURL = baselineURL.deletingLastPathComponent().appendingPathComponent(
      "thresholds.json")
    let baseline: BenchmarkReport
    let thresholds: InstructionThresholds
    do {
      baseline = try BenchmarkJSON.decode(Data(contentsOf: baselineURL))
      thresholds = try InstructionThresholds.decode(Data(contentsOf: thresholdsURL))
    } catch {
      throw .data([
        "springlab bench: cannot read \(baselineURL.path) and \(thresholdsURL.path): \(error)"
      ])
    }
    let check = InstructionGate(baseline: baseline, current: report, thresholds: thresholds)
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
    func load(_ path: String) throws(CommandLineError) -> BenchmarkReport {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .usage("springlab bench compare: cannot read '\(TextExcerpt.of(path))'")
      }
      let report: BenchmarkReport
      do { report = try BenchmarkJSON.decode(data) } catch {
        throw .data(["springlab bench compare: '\(path)' is not a benchmark results file: \(error)"]
        )
      }
      try requireComparable(report, "'\(path)'")
      return report
    }
    return try compared(load(arguments.positional[1]), load(arguments.positional[2]))
  }

  /// Refuses a report with no results or impossible figures (exit 65).
  static func requireComparable(_ report: BenchmarkReport, _ name: String)
    throws(CommandLineError)
  {
    let problems = report.comparisonProblems
    if !problems.isEmpty {
      throw .data(problems.map { "springlab bench compare: \(name): \($0)" })
    }
  }

  func requireComparable(_ report: BenchmarkReport, _ name: String) throws(CommandLineError) {
    try Self.requireComparable(report, name)
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
