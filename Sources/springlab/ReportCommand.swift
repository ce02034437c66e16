//===--- ReportCommand.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab report: writes Reports/ (or checks it). Parses the options and
// hands over to SpringReports; computes nothing itself.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringReports

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
      in their deterministic parts (timing sections are ignored); it checks
      throughput.md whenever DIR has one, --no-bench or not.

      DIR may hold other files: the report lists what it wrote in
      DIR/.springlab-report-manifest, overwrites and removes only those, and
      refuses (exit 64, before writing anything) to overwrite a file it did not
      write. Each file is replaced atomically. A failed write exits 74.
      """,
    options: [
      OptionSpec(name: "quick", valueName: nil, help: "the small sweep (CI)"),
      OptionSpec(name: "out", valueName: "DIR", help: "output directory (default Reports)"),
      OptionSpec(
        name: "jobs", valueName: "N", help: "worker threads, 1 to 1024 (default: every core)"),
      OptionSpec(name: "check", valueName: nil, help: "compare with DIR instead of writing"),
      OptionSpec(
        name: "no-bench", valueName: nil, help: "skip the timing benchmarks (throughput.md)"),
    ],
    printing: { (arguments) throws(CommandLineError) in try ReportCommand(arguments).run() })
}

/// The parsed `report` invocation.
struct ReportCommand {
  /// --jobs: 1 to 1024 worker threads.
  static let jobsRange = 1...1024

  let configuration: ReportConfiguration
  let directory: URL
  let check: Bool
  let bench: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let jobs = try arguments.integer("jobs", in: Self.jobsRange)
    configuration = ReportConfiguration(
      quick: arguments.has("quick"),
      jobs: jobs ?? min(ProcessInfo.processInfo.activeProcessorCount, Self.jobsRange.upperBound))
    let out = arguments.value("out") ?? "Reports"
    guard !out.isEmpty else {
      throw .usage(
        "springlab report: --out needs a directory name (got ''); the default is Reports")
    }
    directory = URL(fileURLWithPath: out)
    check = arguments.has("check")
    // --check measures nothing, so it checks the throughput page whenever
    // the directory has one (a full run's folder), even with --no-bench.
    bench =
      !arguments.has("no-bench")
      || (check && ReportDirectory(url: directory).manifestLists("throughput.md"))
  }

  func run() throws(CommandLineError) -> String {
    let started = Date()
    let progress: @Sendable (String) -> Void = { line in
      writeError(String(format: "[%6.1fs] ", Date().timeIntervalSince(started)) + line)
    }
    let output = ReportDirectory(url: directory)
    if !check {
      do { try output.preflight() } catch { throw Self.refusal(error) }
    }
    // --check ignores timing sections, so it need not measure anything.
    let files = ReportGenerator.allFiles(
      configuration, bench: bench, measureTimings: !check, progress: progress)
    if check {
      let problems = output.differences(
        from: files, mayVary: ReportGenerator.machineDependentPaths)
      if problems.isEmpty { return "Reports are up to date (\(files.count) files checked).\n" }
      throw .check(problems)
    }
    TemporaryFiles.removeOnInterruption()
    do {
      let written = try output.write(files)
      return written.map { "wrote \(directory.path)/\($0)" }.joined(separator: "\n") + "\n"
    } catch {
      throw Self.refusal(error)
    }
  }

  /// A failed write exits 74; a directory the report may not write exits 64.
  private static func refusal(_ error: ReportDirectoryError) -> CommandLineError {
    switch error {
    case .io: .io("springlab report: \(error)")
    case .foreignFile, .notADirectory, .unreadableManifest, .symbolicLink:
      .usage("springlab report: \(error)")
    }
  }
}
