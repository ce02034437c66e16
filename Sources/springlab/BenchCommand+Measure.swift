//===--- BenchCommand+Measure.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab bench` without a subcommand: time or count the benchmarks, then
// write --json, --save the baseline and its history, and compare or gate
// as asked.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringCSV

extension BenchCommand {
  /// Every name `--filter` selects from, in run order: the timed
  /// benchmarks and the accuracy figures, or with `--instructions` the
  /// fixed workloads callgrind counts.
  var benchmarkNames: [String] {
    arguments.has("instructions")
      ? FixedWorkloads.all().map(\.name)
      : BenchmarkRun.allBenchmarks().map(\.name) + AccuracyFigures.names
  }

  /// `bench --list [--instructions]`: every name, one per line.
  func list() throws(CommandLineError) -> String {
    try onlyOptions(["list", "instructions"], for: "bench --list")
    return benchmarkNames.map { $0 + "\n" }.joined()
  }

  /// Refuses a `--filter` prefix that selects nothing (a typo would
  /// otherwise drop a suite silently), naming the suites and `--list`.
  func requireKnownPrefixes() throws(CommandLineError) {
    let names = benchmarkNames
    let unknown = prefixes.filter { prefix in !names.contains { $0.hasPrefix(prefix) } }
    guard !unknown.isEmpty else { return }
    var suites: [String] = []
    for name in names {
      let suite = String(name.prefix { $0 != "." }) + "."
      if !suites.contains(suite) { suites.append(suite) }
    }
    let mode = arguments.has("instructions") ? " --instructions" : ""
    let quoted = unknown.map { "'\(TextExcerpt.of($0))'" }.joined(separator: ", ")
    throw .usage(
      "springlab bench: --filter \(quoted) matches no benchmark\(mode.isEmpty ? "" : " under" + mode); "
        + "names start with \(suites.joined(separator: ", ")) "
        + "('springlab bench --list\(mode)' names all \(names.count))")
  }

  /// Runs (or counts), then writes JSON, saves and compares as asked.
  func measure() throws(CommandLineError) -> String {
    if arguments.has("list") { return try list() }
    for option in ["json", "baselines"] where arguments.value(option)?.isEmpty == true {
      throw .usage("springlab bench: --\(option) needs a path (got '')")
    }
    let saveName = try baselineName("save")
    let compareName = try baselineName("compare")
    if arguments.value("format") != nil && compareName == nil && !arguments.has("check-baseline") {
      throw .usage(
        "springlab bench: --format applies to a comparison or the gate; add --compare NAME or "
          + "--check-baseline")
    }
    _ = try comparisonFormat()
    let repetitions = try arguments.integer("repetitions", in: Self.repetitionsRange)
    let progress: (String) -> Void = { writeError($0) }
    let gating = arguments.has("check-baseline") || arguments.has("update-baseline")
    if gating && arguments.value("filter") != nil {
      throw .usage(
        "springlab bench: --check-baseline and --update-baseline count every workload; drop --filter"
      )
    }
    if (arguments.has("instructions") || gating) && repetitions != nil {
      throw .usage("springlab bench: --repetitions applies to timings, not to --instructions")
    }
    try requireKnownPrefixes()
    // Every file the run compares with is read and checked before any
    // workload runs: a bad file is refused in milliseconds, not after the
    // measurements.
    let gateFiles =
      arguments.has("check-baseline") && !arguments.has("update-baseline")
      ? try self.gateFiles() : nil
    let root = URL(fileURLWithPath: arguments.value("baselines") ?? ".benchmarkBaselines")
    var saved: BenchmarkReport?
    if let name = compareName {
      let path = BaselineStore(root: root, machine: MachineDescription.current().identifier)
        .url(for: name).path
      guard FileManager.default.fileExists(atPath: path) else {
        throw .noInput("springlab bench: no baseline '\(name)' for this machine at \(path)")
      }
      saved = try Self.read("springlab bench --compare") { () throws(BenchmarkFileError) in
        try BenchmarkFile.report(at: path)
      }
    }
    let report: BenchmarkReport
    if arguments.has("instructions") || gating {
      guard InstructionCounter.isAvailable else {
        throw .software("springlab bench: --instructions needs valgrind (run scripts/setup)")
      }
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      let counter = InstructionCounter(
        executable: executable, workloadArguments: ["bench", "workload"])
      do {
        report = BenchmarkReport(
          machine: .current(), results: try counter.count(prefixes: prefixes, progress: progress))
      } catch {
        throw .software("springlab bench: \(error)")
      }
    } else {
      let harness = BenchmarkHarness(repetitions: repetitions ?? 11)
      report = BenchmarkRun.run(prefixes: prefixes, harness: harness, progress: progress)
    }
    if report.results.isEmpty {
      throw .usage(
        "springlab bench: no benchmark matches --filter '\(arguments.value("filter") ?? "")'")
    }
    let store = BaselineStore(root: root, machine: report.machine.identifier)
    if let path = arguments.value("json") {
      do {
        try RegularFile.write(BenchmarkJSON.encode(report), to: URL(fileURLWithPath: path))
      } catch let error as NotARegularFile {
        throw .io("springlab bench: cannot write --json: \(error)")
      } catch {
        throw .io("springlab bench: cannot write --json '\(path)': \(error.localizedDescription)")
      }
    }
    if let name = saveName {
      do {
        try store.save(report, as: name)
        writeError("saved baseline \(store.url(for: name).path)")
        let history = store.root.appendingPathComponent("history.jsonl")
        let build =
          ProcessInfo.processInfo.environment["SPRINGLAB_BUILD"]
          ?? "not declared (SPRINGLAB_BUILD unset)"
        try BenchmarkHistory.append(
          BenchmarkHistoryEntry(report: report, date: Date(), build: build), to: history)
        writeError("appended to \(history.path)")
      } catch let error as NotARegularFile {
        throw .io("springlab bench: cannot save baseline '\(name)': \(error)")
      } catch {
        throw .io(
          "springlab bench: cannot save baseline \(store.url(for: name).path): \(error.localizedDescription)"
        )
      }
    }
    if gating { return try gate(report, on: gateFiles) }
    var output = BenchmarkTable.render(report)
    if var baseline = saved {
      // A filtered run answers for the filtered part of the baseline only.
      baseline.results.removeAll { !BenchmarkRun.matches($0.name, prefixes: prefixes) }
      let comparison = try compared(baseline, report)
      output = try comparisonFormat() == "table" ? output + "\n" + comparison : comparison
    }
    return output
  }
}
