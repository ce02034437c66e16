//===--- BenchCommand.swift -----------------------------------------------===//
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
             springlab bench --check-baseline | --update-baseline [--baseline-file FILE]
             springlab bench compare BASELINE.json CURRENT.json [--threshold PCT]
                             [--format table|markdown|json]

      Runs the benchmarks whose names start with one of the comma-separated
      prefixes (all by default) and prints median/min/max per item. Timings:
      closed-form.direct[.<regime>], closed-form.frame-grid, closed-form.batched,
      c-baseline.direct[.<regime>] (ns/sample), settle.exact[.<regime>]
      (ns/query), gsl.<stepper> and closed-form.trajectory (ns/output of one
      1.5 s trajectory at 120 Hz), mapping.<api-id> (ns/conversion).
      Deterministic figures: accuracy.closed-form.<evaluator>.<family>
      (worst condition-scaled error K).

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
      side. --update-baseline rewrites the baseline with the current counts.

      Baselines are stored per machine under --baselines DIR (default
      .benchmarkBaselines), as <DIR>/<machine>/<NAME>.json; --save also appends
      the run (commit, date, machine, build, results) as one JSON line to
      <DIR>/history.jsonl. --compare NAME and 'bench compare' print a table of
      changes, with a 95% order-statistic confidence interval for each median
      and a Mann–Whitney U test on the repetitions, and exit 2 when a timing
      grew by more than --threshold percent (default 10) and the test finds
      the difference significant (p < 0.05; it needs at least 4 repetitions a
      side to get there), or a deterministic figure (instructions, K) grew at
      all (any growth from a baseline of 0 counts); 0 otherwise. A results
      file with no results, a figure that is negative, not finite or outside
      min <= median <= max, or two files with no benchmark in common exit 65.
      --format markdown prints the comparison as a table for a pull-request
      comment, --format json as {"regression", "threshold", "rule", "rows":
      [{"name", "unit", "baseline", "current", "change_percent", "holm_p",
      "verdict"}]} (with --compare NAME, only the comparison is printed); the
      exit status is the same. The decision rule (drift correction by
      c-baseline.direct, Holm's correction, interval separation, "unstable"
      for figures too noisy to judge) is printed under every comparison.
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
    ("format", "table|markdown|json", "how a comparison is printed (default table)"),
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
    case let other?:
      throw .usage(
        "springlab bench: unknown subcommand '\(TextExcerpt.of(other))' (valid: compare)")
    }
  }

  /// Refuses options a subcommand would ignore.
  private func onlyOptions(_ allowed: Set<String>, for command: String) throws(CommandLineError) {
    let given = Set(arguments.values.keys).union(arguments.flags).subtracting(allowed)
    if let first = given.sorted().first {
      let valid =
        allowed.isEmpty ? "none" : allowed.sorted().map { "--\($0)" }.joined(separator: ", ")
      throw .usage(
        "springlab \(command): option '--\(first)' does not apply here (valid: \(valid))")
    }
  }

  /// A baseline name from --save or --compare, checked.
  private func baselineName(_ option: String) throws(CommandLineError) -> String? {
    guard let name = arguments.value(option) else { return nil }
    guard BaselineStore.isValidName(name) else {
      throw .usage(
        "springlab bench: --\(option) '\(TextExcerpt.of(name))' is not a baseline name: "
          + "use \(BaselineStore.nameRequirement)")
    }
    return name
  }

  /// Runs (or counts), then writes JSON, saves and compares as asked.
  private func measure() throws(CommandLineError) -> String {
    for option in ["json", "baselines"] where arguments.value(option)?.isEmpty == true {
      throw .usage("springlab bench: --\(option) needs a path (got '')")
    }
    let saveName = try baselineName("save")
    let compareName = try baselineName("compare")
    if arguments.value("format") != nil && compareName == nil {
      throw .usage("springlab bench: --format applies to a comparison; add --compare NAME")
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
    let report: BenchmarkReport
    if arguments.has("instructions") || gating {
      if repetitions != nil {
        throw .usage("springlab bench: --repetitions applies to timings, not to --instructions")
      }
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
    let store = BaselineStore(
      root: URL(fileURLWithPath: arguments.value("baselines") ?? ".benchmarkBaselines"),
      machine: report.machine.identifier)
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
    if gating { return try gate(report) }
    var output = BenchmarkTable.render(report)
    if let name = compareName {
      var baseline: BenchmarkReport
      do { baseline = try store.load(name) } catch {
        throw .usage(
          "springlab bench: no baseline '\(name)' for this machine at \(store.url(for: name).path)")
      }
      try Self.requireComparable(baseline, "baseline '\(name)'")
      // A filtered run answers for the filtered part of the baseline only.
      baseline.results.removeAll { !BenchmarkRun.matches($0.name, prefixes: prefixes) }
      let comparison = try compared(baseline, report)
      output = try comparisonFormat() == "table" ? output + "\n" + comparison : comparison
    }
    return output
  }

  /// `--update-baseline` writes `report` as the committed baseline;
  /// `--check-baseline` gates `report` on it.
  private func gate(_ report: BenchmarkReport) throws(CommandLineError) -> String {
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
    let table = check.render()
    if check.fails {
      for failure in check.failures { writeError("instruction-count gate: \(failure)") }
      throw .regression(report: table)
    }
    return table
  }

  /// `bench compare BASELINE.json CURRENT.json`.
  private func compareFiles() throws(CommandLineError) -> String {
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
  private static func requireComparable(_ report: BenchmarkReport, _ name: String)
    throws(CommandLineError)
  {
    let problems = report.comparisonProblems
    if !problems.isEmpty {
      throw .data(problems.map { "springlab bench compare: \(name): \($0)" })
    }
  }

  private func requireComparable(_ report: BenchmarkReport, _ name: String) throws(CommandLineError)
  {
    try Self.requireComparable(report, name)
  }

  private func compared(_ baseline: BenchmarkReport, _ current: BenchmarkReport)
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

  /// --format: table (default), markdown or json.
  private func comparisonFormat() throws(CommandLineError) -> String {
    let format = arguments.value("format") ?? "table"
    guard ["table", "markdown", "json"].contains(format) else {
      throw .usage(
        "springlab bench: --format must be table, markdown or json (got '\(TextExcerpt.of(format))')"
      )
    }
    return format
  }

  /// `bench workload NAME[,NAME…] RUNS`: fixed workloads, for callgrind.
  private func workload() throws(CommandLineError) -> String {
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
