//===--- ValidateCommand.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab validate: `cases → CMD → score` in one step. The cases go to the
// standard input of `/bin/sh -c CMD`, its standard output is read as
// RESULTS, and the score is printed (Docs/Conformance.md).
//
// The command runs in its own process group with a deadline, on pipes of
// springlab's own (ShellCommand.swift); when the deadline is exceeded the
// whole group is killed, so an evaluator that spawned helpers does not
// outlive the run, and one that escaped the group cannot hold the caller.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV
import SpringTruth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Command {
  static let validate = Command(
    name: "validate",
    summary: "run an external evaluator on seeded cases and score it (cases + score)",
    help: """
      Usage: springlab validate --command CMD [--task evaluate|settle] [--family F[,F...]|all]
                                [--count N] [--seed S] [--bound B] [--timeout S]
                                [--grade faithful|ui-exact] [--format table|json|markdown]
                                [--rows FILE]

      Generates the cases 'springlab cases' would write for the same --task,
      --family, --count and --seed, pipes them as CSV to the standard input of
      '/bin/sh -c CMD' (in the current directory and environment; its stderr is
      relayed to springlab's), reads CMD's standard output as RESULTS (a header row,
      then position,velocity - settle: settling_time - one row per case, in
      order or keyed by id) and prints the score exactly as 'springlab score'.

      Exit status: 0 every family passes, 1 some family fails, 70 when CMD
      exits with a nonzero status, is killed, runs longer than --timeout
      seconds (default 60; its whole process group is then killed, and
      springlab stops waiting even for processes that left the group), or writes
      output that is not a RESULTS table with one row per case; 64 bad usage.
      """,
    options: [
      OptionSpec(name: "command", valueName: "CMD", help: "the evaluator, run by /bin/sh -c")
    ] + caseOptions + [
      OptionSpec(
        name: "bound", valueName: "B",
        help: "verdict bound (default 4 for evaluate, 1e-9 for settle)"),
      OptionSpec(
        name: "timeout", valueName: "S",
        help: "seconds before CMD is killed (default 60, at most 1e6)"),
      ConformanceGrade.optionSpec, ConformanceFormat.optionSpec, ScoredRowsFile.optionSpec,
    ],
    printing: { (arguments) throws(CommandLineError) in
      try rejectPositional(arguments, command: "validate")
      guard let command = arguments.value("command"),
        command.contains(where: { !$0.isWhitespace })
      else {
        throw .usage("springlab validate: --command CMD is required (see --help)")
      }
      let selection = try CaseSelection(arguments, command: "validate")
      let bound = try conformanceBound(arguments, task: selection.task, command: "validate")
      let grade = try ConformanceGrade.parse(arguments, task: selection.task, command: "validate")
      let format = try ConformanceFormat.parse(arguments, command: "validate")
      let timeout =
        try arguments.number(
          "timeout", command: "validate",
          requirement: "a number of seconds > 0 and at most 1e6 (about 11.6 days)",
          isValid: { $0 > 0 && $0 <= 1e6 }) ?? 60
      let cases: ScoredCases
      let caseCount: Int
      let input: String
      switch selection.task {
      case .evaluate:
        let rows = selection.evaluationCases
        cases = .evaluate(rows)
        caseCount = rows.count
        input = casesCSV(rows)
      case .settle:
        let rows = selection.settlingCases
        cases = .settle(rows)
        caseCount = rows.count
        input = casesCSV(rows)
      }
      // Created before the evaluator runs, so an existing path is refused
      // first; removed again unless the rows are written.
      let rowsFile = try arguments.value("rows").map { (path) throws(CommandLineError) in
        try ScoredRowsFile(path: path, task: selection.task, command: "validate")
      }
      defer { rowsFile?.discard() }
      let run = try ShellCommand(command).run(
        input: Array(input.utf8), timeout: timeout, outputLimit: max(1 << 24, 256 * caseCount))
      let survivors =
        "processes it started outside that group (setsid, daemons) may have survived, "
        + "cut off from springlab's streams"
      let shown = command.count > 80 ? command.prefix(77) + "..." : Substring(command)
      switch run.outcome {
      case .exited(0): break
      case .exited(let status):
        throw .software("springlab validate: the command exited with status \(status): \(shown)")
      case .signaled(let signal):
        throw .software("springlab validate: the command was killed by signal \(signal): \(shown)")
      case .timedOut(let shellExited):
        let held =
          shellExited ? " (its shell exited, but a process it started kept its output open)" : ""
        throw .software(
          "springlab validate: the command did not finish within \(tableNumber(timeout)) s\(held); "
            + "its process group was killed; \(survivors): \(shown)")
      case .outputTooLarge(let limit):
        throw .software(
          "springlab validate: the command wrote more than \(limit) bytes for \(caseCount) "
            + "cases; its process group was killed; \(survivors): \(shown)")
      }
      do throws(CommandLineError) {
        let results = try readResults(
          MemoryByteSource(String(decoding: run.output, as: UTF8.self)), task: selection.task,
          label: "the command's output")
        return try conformanceReport(
          cases: cases, results: results, bound: bound, grade: grade, format: format,
          command: "validate", rows: rowsFile)
      } catch {
        // Output that is not a RESULTS table is the command's failure.
        guard case .data(let messages) = error else { throw error }
        throw .software(
          (["springlab validate: the command's output is not a valid RESULTS table:"]
            + messages.prefix(20))
            .joined(separator: "\n"))
      }
    })
}
