//===--- ScoreCommand.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab score: scores an evaluator's RESULTS on CASES against the truth,
// per family, with a verdict (Docs/Conformance.md). Options and dispatch
// only: SpringCSV reads the tables, SpringTruth scores, SpringConformance
// prints (ConformanceRun.swift maps one to the next).
//
//===----------------------------------------------------------------------===//

import SpringConformance
import SpringTruth

extension Command {
  static let score = Command(
    name: "score",
    summary: "score an evaluator's results on cases against the truth, with a verdict",
    help: """
      Usage: springlab score [--task evaluate|settle] --cases CASES.csv --results RESULTS.csv
                             [--bound B] [--grade faithful|ui-exact]
                             [--format table|json|markdown] [--rows FILE]

      CASES needs the columns mass,stiffness,damping,x0,v0,t (settle: epsilon
      instead of t, and optionally velocity_epsilon); 'id' and 'family' are
      optional, other columns are ignored. Without 'family' every row is in the
      family 'all'; family labels are free text. RESULTS holds position,velocity
      (settle: settling_time), one row per case: in the same order, or matched
      by 'id' when both files have an 'id' column (a CASES id may not repeat).
      Either file may be '-' for standard input. Files are read a record at a
      time: at most 2^20 data rows, 256 MiB of fields and 16 MiB per record.
      RESULTS is read first and kept as numbers; the cases are then scored
      as they are read, so memory grows by a few dozen bytes a row.

      The scorer computes the truth itself and reports, per family:
        evaluate  samples, K max / p99 / RMS, E max, non-finite results, verdict
                  E = max(|dx| / peak|x|, |dv| / peak|v|), the peaks taken over
                  the row's whole motion t >= 0 (not over [0, t]: near t = 0 that
                  would be pointwise relative error); K = E / (2^-52 (1 + |wd t|))
        settle    relMax (largest relative error of finite times), residual K
                  (how far |x| at the returned time is from epsilon, in units of
                  binary64 rounding), exact inf/0 mismatches, non-finite results
      then (evaluate) the same errors by regime: damping band (1 - zeta and
      zeta - 1 by decade, zeta by decade above 10), wd*t decade and peak |x|
      decade; then the 10 worst rows with their inputs (evaluate: also zeta,
      w0*t, the truth, the result and which of x and v is wrong, the one with
      the larger normalized error). An evaluate family is faithful when every
      row has a finite result and K <= B (default 4), ui-exact when every row
      has a finite result and E <= 1e-4; the table shows both, and --grade
      (default faithful) picks the one a family must meet to pass. A settle
      family passes when relMax <= B (default 1e-9) with no mismatch. A
      missing, unparsable, NaN or infinite result (settle: NaN, minus
      infinity or negative) fails its row;
      it is never fatal. Numbers are decimal, as in every file springlab reads;
      nan, inf and -inf are read as such, and a hexadecimal number is refused
      (exit 65).

      --format json prints {"task", "grade", "bound", "pass", "families":
      [{"family", "samples", "kMax", "kP99", "kRms", "eMax", "nonFinite",
      "faithful", "uiExact", "pass"}], "bands":
      [{"by", "band", "samples", "kMax", "eMax", "nonFinite", "pass"}], "worst":
      [{"row", "id", "family", "mass", ..., "t", "zeta", "omega0T", "truth":
      {"position", "velocity"}, "result": {...} or null, "wrong": "x", "v",
      "x and v", "missing" or null, "k", "e"}]}; settle families carry
      relMax, residualKMax, mismatches instead of the K fields, and settle
      has no "bands".

      Exit status: 0 every family passes, 1 some family fails, 65 malformed
      CASES or RESULTS or a row count that does not match, 64 bad usage.
      """,
    options: [
      OptionSpec(name: "task", valueName: "T", help: "evaluate (default) or settle"),
      OptionSpec(name: "cases", valueName: "FILE", help: "the cases (CSV); '-' for stdin"),
      OptionSpec(
        name: "results", valueName: "FILE", help: "the evaluator's results (CSV); '-' for stdin"),
      OptionSpec(
        name: "bound", valueName: "B",
        help: "verdict bound (default 4 for evaluate, 1e-9 for settle)"),
      ConformanceGrade.optionSpec, ConformanceFormat.optionSpec, ScoredRowsFile.optionSpec,
    ],
    printing: { (arguments, input) throws(CommandLineError) in
      try rejectPositional(arguments, command: "score")
      let task = try conformanceTask(arguments, command: "score")
      let bound = try conformanceBound(arguments, task: task, command: "score")
      let grade = try ConformanceGrade.parse(arguments, task: task, command: "score")
      let format = try ConformanceFormat.parse(arguments, command: "score")
      guard let casesPath = arguments.value("cases"), let resultsPath = arguments.value("results")
      else {
        throw .usage("springlab score: --cases FILE and --results FILE are required (see --help)")
      }
      if casesPath == "-" && resultsPath == "-" {
        throw .usage("springlab score: only one of --cases and --results can be '-' (stdin)")
      }
      // CASES is opened and its header checked first, then RESULTS is read
      // whole, as numbers, and then the cases a record at a time, each batch
      // scored as it is read.
      // Created before any input is read, so an existing path is refused
      // first; removed again unless the rows are written.
      let rowsFile = try arguments.value("rows").map { (path) throws(CommandLineError) in
        try ScoredRowsFile(path: path, task: task, command: "score")
      }
      defer { rowsFile?.discard() }
      let cases = try ScoredCases(
        reading: try input.source(casesPath), task: task,
        label: casesPath == "-" ? "CASES (stdin)" : casesPath)
      let results = try readResults(
        try input.source(resultsPath), task: task,
        label: resultsPath == "-" ? "RESULTS (stdin)" : resultsPath)
      return try conformanceReport(
        cases: cases, results: results, bound: bound, grade: grade, format: format,
        command: "score", rows: rowsFile)
    })
}

/// Reads `--bound` (default: the task's).
func conformanceBound(
  _ arguments: ParsedArguments, task: ConformanceTask, command: String
) throws(CommandLineError) -> Double {
  try arguments.number("bound", command: command, requirement: "a finite number > 0") { $0 > 0 }
    ?? task.defaultBound
}

/// `--grade faithful|ui-exact` of `score` and `validate`.
enum ConformanceGrade {
  static let optionSpec = OptionSpec(
    name: "grade", valueName: "G",
    help: "faithful (default) or ui-exact: the grade exit 0 needs")

  /// Reads `--grade` (default faithful); refused for `settle`, whose
  /// verdict is its relative-error bound.
  static func parse(_ arguments: ParsedArguments, task: ConformanceTask, command: String)
    throws(CommandLineError) -> EvaluationGrade
  {
    guard let text = arguments.value("grade") else { return .faithful }
    guard task == .evaluate else {
      throw .usage(
        "springlab \(command): --grade applies to --task evaluate; settle's verdict is its "
          + "relative-error --bound (default 1e-9)")
    }
    guard let grade = EvaluationGrade(rawValue: text) else {
      throw .usage(
        "springlab \(command): unknown grade '\(text.prefix(80))' (valid: faithful, ui-exact)")
    }
    return grade
  }
}

/// `--format table|json|markdown` of `score` and `validate`.
enum ConformanceFormat {
  static let optionSpec = OptionSpec(
    name: "format", valueName: "F", help: "table (default), json or markdown")

  /// Reads `--format` (default `table`).
  static func parse(_ arguments: ParsedArguments, command: String) throws(CommandLineError)
    -> ScoreFormat
  {
    let text = arguments.value("format") ?? "table"
    guard let format = ScoreFormat(rawValue: text) else {
      throw .usage(
        "springlab \(command): unknown format '\(text.prefix(80))' (valid: table, json, markdown)")
    }
    return format
  }
}
