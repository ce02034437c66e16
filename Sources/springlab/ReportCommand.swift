//===--- ReportCommand.swift ----------------------------------------------===//
//
// springlab report: writes Reports/ (or checks it). Composes SpringValidation
// and SpringBenchmarkKit; computes nothing itself.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringValidation

extension Command {
  static let report = Command(
    name: "report",
    summary: "write Reports/: accuracy, solvers, settling, engines, mappings, claims, throughput",
    help: """
      Usage: springlab report [--quick] [--out DIR] [--jobs N] [--check] [--no-bench]

      Runs SpringLab's seeded sweeps and benchmarks and writes Markdown reports
      with SVG figures into DIR (default Reports). The full run uses every core
      and shows progress on stderr; --quick is the small sweep CI uses.
      --check regenerates into memory and exits 1 when the files in DIR differ
      in their deterministic parts (timing sections are ignored).
      """,
    options: [
      OptionSpec(name: "quick", valueName: nil, help: "the small sweep (CI)"),
      OptionSpec(name: "out", valueName: "DIR", help: "output directory (default Reports)"),
      OptionSpec(name: "jobs", valueName: "N", help: "worker threads (default: every core)"),
      OptionSpec(name: "check", valueName: nil, help: "compare with DIR instead of writing"),
      OptionSpec(name: "no-bench", valueName: nil, help: "skip the timing benchmarks (throughput.md)"),
    ],
    run: { (arguments, _) throws(CommandLineError) in try ReportCommand(arguments).run() })
}

/// The parsed `report` invocation.
struct ReportCommand {
  let configuration: ReportConfiguration
  let directory: URL
  let check: Bool
  let bench: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let jobs = try arguments.number(
      "jobs", command: "report", requirement: "an integer >= 1", isValid: { $0 >= 1 && $0 == $0.rounded() })
    configuration = ReportConfiguration(
      quick: arguments.has("quick"), jobs: jobs.map { Int($0) } ?? ProcessInfo.processInfo.activeProcessorCount)
    directory = URL(fileURLWithPath: arguments.value("out") ?? "Reports")
    check = arguments.has("check")
    bench = !arguments.has("no-bench")
  }

  func run() throws(CommandLineError) -> String {
    let started = Date()
    let progress: @Sendable (String) -> Void = { line in
      writeError(String(format: "[%6.1fs] ", Date().timeIntervalSince(started)) + line)
    }
    #if arch(x86_64) && !os(Windows) && !os(Android)
    var (files, headlines, pages) = ReportGenerator.files(configuration, progress: progress)
    var timingHeadlines: [String] = []
    if bench {
      // --check ignores timing sections, so it need not measure anything.
      let throughput: (files: [ReportFile], headlines: [String])
      if check {
        throughput = ThroughputReport.render(BenchmarkReport(machine: .current(), results: []))
      } else {
        progress("throughput benchmarks")
        throughput = ThroughputReport.generate(quick: configuration.quick, progress: progress)
      }
      files += throughput.files
      timingHeadlines += throughput.headlines
      pages.append(("throughput.md", "ns per sample of every evaluator and solver, ratios to the C baseline"))
    }
    files.append(ReportGenerator.index(
      configuration, headlines: headlines, timingHeadlines: timingHeadlines, pages: pages))
    return check ? try compare(files) : try write(files)
    #else
    throw .software("springlab report: needs Float80 (x86-64) for its truth")
    #endif
  }

  private func write(_ files: [ReportFile]) throws(CommandLineError) -> String {
    do {
      for file in files {
        let url = directory.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url)
      }
      // Remove generated files of earlier runs that this run no longer makes.
      let kept = Set(files.map(\.path))
      for stale in existingReportFiles() where !kept.contains(stale) {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(stale))
      }
    } catch {
      throw .software("springlab report: cannot write \(directory.path): \(error.localizedDescription)")
    }
    return files.map { "wrote \(directory.path)/\($0.path)" }.joined(separator: "\n") + "\n"
  }

  private func compare(_ files: [ReportFile]) throws(CommandLineError) -> String {
    var problems: [String] = []
    for file in files {
      let url = directory.appendingPathComponent(file.path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        problems.append("missing: \(file.path)")
        continue
      }
      let existing = ReportFile(path: file.path, contents: String(decoding: data, as: UTF8.self), isTiming: file.isTiming)
      if existing.deterministicContents != file.deterministicContents {
        problems.append("differs: \(file.path)")
      }
    }
    let generated = Set(files.map(\.path))
    for extra in existingReportFiles() where !generated.contains(extra) {
      problems.append("not generated any more: \(extra)")
    }
    if problems.isEmpty { return "Reports are up to date (\(files.count) files checked).\n" }
    throw .check(problems)
  }

  /// The .md and .svg files under the report directory, relative paths.
  private func existingReportFiles() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") || $0.hasSuffix(".svg") }.sorted()
  }
}
