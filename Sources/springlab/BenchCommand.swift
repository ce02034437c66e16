//===--- BenchCommand.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab bench: throughput, instruction counts, baselines and regression
// checks. Composes SpringBenchmarkKit; measures nothing itself.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringCSV

extension Command {
  static let bench = Command(
    name: "bench",
    summary: "benchmarks: run, save and compare baselines, count instructions",
    help: """
      Usage: springlab bench [--filter PREFIX,…] [--json FILE] [--save NAME]
                             [--compare NAME] [--threshold PCT] [--instructions]
             springlab bench --check-baseline [--format table|markdown|json]
                             [--baseline-file FILE]
             springlab bench --update-baseline [--baseline-file FILE]
             springlab bench compare BASELINE.json CURRENT.json [--threshold PCT]
                             [--format table|markdown|json]
             springlab bench fingerprint
             springlab bench --list [--instructions]

      Runs the benchmarks whose names start with one of the comma-separated
      prefixes (all by default) and prints median/min/max per item. Timings:
      closed-form.direct[.<regime>], closed-form.frame-grid, closed-form.batched,
      c-baseline.direct[.<regime>] (ns/sample), settle.exact[.<regime>]
      (ns/query), gsl.<stepper> and closed-form.trajectory (ns/output of one
      1.5 s trajectory at 120 Hz), mapping.<api-id> (ns/conversion).
      Deterministic figures: accuracy.closed-form.<evaluator>.<family>
      (worst condition-scaled error K). --list names every benchmark, one per
      line (with --instructions, every workload); a --filter prefix that
      matches none of them exits 64.

      --instructions counts instructions per item of fixed workloads under
      valgrind's callgrind instead of timing them: identical on every run of
      the same build, so it is the mode a CI job can gate on. Workloads:
      closed-form.direct, .frame-grid, .batched, c-baseline.direct,
      settle.exact, csv.evaluate, gsl.<stepper> (each at tolerance 1e-6) and
      mapping.<api-id>.

      --check-baseline counts every workload and compares with the committed
      baseline (--baseline-file, default Benchmarks/Baselines/instructions.json),
      each count allowed to grow by the percentage that thresholds.json in the
      same directory gives its name prefix; exit 2, naming each benchmark that
      moved and by how much, when one grew beyond it or is missing on either
      side. --format markdown prints the gate as a pull-request comment,
      --format json as {"fails", "rule", "rows": [{"name", "unit", "baseline",
      "current", "change_percent", "allowed_percent", "verdict"}]}. The
      baseline and thresholds.json are read before any workload runs: one
      that does not exist or cannot be read exits 66; one that is empty, not
      JSON or not the expected document, a count that is not > 0 and finite,
      or a threshold that is negative or not finite exits 65.
      --update-baseline rewrites the baseline with the current counts.

      'bench fingerprint' prints one 64-bit digest (16 hex digits) of every
      bit the direct, batched and frame-grid evaluators and the settling
      search produce on fixed seeded workloads of every family, and the number
      of values: two builds (portable, native) that print the same line
      computed the same bits.

      Baselines are stored per machine under --baselines DIR (default
      .benchmarkBaselines), as <DIR>/<machine>/<NAME>.json; --save also appends
      the run (commit, date, machine, build, results) as one JSON line to
      <DIR>/history.jsonl. --compare NAME and 'bench compare' print a table of
      changes, each median with its 95% order-statistic confidence interval,
      and exit 2 when a figure regressed, 0 otherwise. A timing regresses when
      its median grew by more than --threshold percent (default 10) — after
      dividing each timing by its own run's c-baseline.direct median when
      both runs timed it with repetitions (that reference is then shown,
      never judged) — and, when
      both sides recorded their repetitions, the Mann–Whitney U test of the
      repetitions is significant at 5% after Holm's correction over every
      timing compared (reachable only with 4 or more repetitions a side) and
      the medians' 84% confidence intervals do not overlap; a change beyond
      the threshold that fails this is "unstable" (either 84% interval wider
      than twice the threshold) or "not significant". Without repetitions the
      threshold alone decides. A deterministic figure (instructions, K), and
      any figure whose baseline is 0, regresses on any growth. The rule is printed
      under every comparison. A results file (or saved baseline) with no
      results, a figure that is negative, not finite or outside
      min <= median <= max, "repetitions" that are empty, negative or not
      finite, or a file that is empty or not a results file, or two files
      with no benchmark in common exit 65; a file that does not exist or
      cannot be read, or a --compare NAME never saved, exits 66. --format markdown prints the comparison as a
      table for a pull-request comment (line breaks in a name as <br>, '|'
      as \\|), --format json as {"regression", "threshold", "rule", "rows":
      [{"name", "unit", "baseline", "current", "change_percent", "holm_p",
      "verdict"}]} (with --compare NAME, only the comparison is printed); the
      exit status is the same.
      Baseline names (--save, --compare) are 1 to 100 letters, digits, '.',
      '_' or '-', not starting with '.'. A file that cannot be written exits 74.
      """,
    options: BenchCommand.options,
    printing: { (arguments) throws(CommandLineError) in try BenchCommand(arguments).run() },
    acceptsPositional: true)
}

/// The parsed `bench` invocation.
struct BenchCommand {
  let arguments: ParsedArguments

  /// The options, as (name, value placeholder or nil for a flag, help).
  static let options: [OptionSpec] = [
    ("filter", "PREFIXES", "comma-separated name prefixes"),
    ("json", "FILE", "also write the results as JSON to FILE"),
    ("save", "NAME", "save the results as this machine's baseline NAME"),
    ("compare", "NAME", "compare with this machine's baseline NAME"),
    ("threshold", "PCT", "regression threshold for timings in percent (default 10)"),
    ("format", "table|markdown|json", "how a comparison or the gate is printed (default table)"),
    ("list", nil, "name every benchmark (with --instructions: every workload), one per line"),
    ("instructions", nil, "count instructions with callgrind instead of timing"),
    ("check-baseline", nil, "gate instruction counts on the committed baseline"),
    ("update-baseline", nil, "rewrite the committed instruction-count baseline"),
    (
      "baseline-file", "FILE",
      "committed baseline (default Benchmarks/Baselines/instructions.json)"
    ),
    ("repetitions", "N", "timed repetitions per benchmark, 1 to 10000 (default 11)"),
    ("baselines", "DIR", "baseline directory (default .benchmarkBaselines)"),
  ].map { (option: (String, String?, String)) in
    OptionSpec(name: option.0, valueName: option.1, help: option.2)
  }

  let threshold: Double

  /// --repetitions: 1 to 10,000 (each repetition of each benchmark lasts
  /// about 20 ms; 10,000 is about three minutes per benchmark).
  static let repetitionsRange = 1...10_000
  /// RUNS of `bench workload NAME RUNS` (an internal subcommand for callgrind).
  static let workloadRunsRange = 0...1_000_000_000

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    threshold =
      try arguments.number(
        "threshold", command: "bench", requirement: "a finite number >= 0", isValid: { $0 >= 0 })
      ?? 10
  }

  var prefixes: [String] {
    (arguments.value("filter") ?? "").split(separator: ",").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  func run() throws(CommandLineError) -> String {
    switch arguments.positional.first {
    case nil: return try measure()
    case "compare":
      try onlyOptions(["threshold", "format"], for: "bench compare")
      return try compareFiles()
    case "workload":
      try onlyOptions([], for: "bench workload")
      return try workload()
    case "fingerprint":
      try onlyOptions([], for: "bench fingerprint")
      guard arguments.positional.count == 1 else {
        throw .usage("springlab bench fingerprint: takes no arguments")
      }
      return EvaluationFingerprint.line() + "\n"
    case let other?:
      throw .usage(
        "springlab bench: unknown subcommand '\(TextExcerpt.of(other))' (valid: compare, fingerprint)"
      )
    }
  }

  /// Refuses options a subcommand would ignore.
  func onlyOptions(_ allowed: Set<String>, for command: String) throws(CommandLineError) {
    let given = Set(arguments.values.keys).union(arguments.flags).subtracting(allowed)
    if let first = given.sorted().first {
      let valid =
        allowed.isEmpty ? "none" : allowed.sorted().map { "--\($0)" }.joined(separator: ", ")
      throw .usage(
        "springlab \(command): option '--\(first)' does not apply here (valid: \(valid))")
    }
  }

  /// A baseline name from --save or --compare, checked.
  func baselineName(_ option: String) throws(CommandLineError) -> String? {
    guard let name = arguments.value(option) else { return nil }
    guard BaselineStore.isValidName(name) else {
      throw .usage(
        "springlab bench: --\(option) '\(TextExcerpt.of(name))' is not a baseline name: "
          + "use \(BaselineStore.nameRequirement)")
    }
    return name
  }

  /// --format: table (default), markdown or json.
  func comparisonFormat() throws(CommandLineError) -> String {
    let format = arguments.value("format") ?? "table"
    guard ["table", "markdown", "json"].contains(format) else {
      throw .usage(
        "springlab bench: --format must be table, markdown or json (got '\(TextExcerpt.of(format))')"
      )
    }
    return format
  }

  /// `bench workload NAME[,NAME…] RUNS`: fixed workloads, for callgrind.
  func workload() throws(CommandLineError) -> String {
    guard arguments.positional.count == 3,
      let runs = ParsedArguments.integer(arguments.positional[2]),
      Self.workloadRunsRange.contains(runs)
    else {
      throw .usage(
        "springlab bench workload: expected NAME[,NAME…] RUNS, RUNS an integer from 0 to \(Self.workloadRunsRange.upperBound)"
      )
    }
    let names = arguments.positional[1].split(separator: ",").map(String.init)
    if let unknown = FixedWorkloads.execute(names, runs: runs) {
      let valid = FixedWorkloads.all().map(\.name).joined(separator: ", ")
      throw .usage(
        "springlab bench workload: unknown workload '\(TextExcerpt.of(unknown))' (valid: \(valid))")
    }
    return ""
  }
}
