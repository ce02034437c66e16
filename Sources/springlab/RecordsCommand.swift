//===--- RecordsCommand.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab records check FILE: an Apple records file (Docs/AppleRecords.md,
// written by Examples/AppleRecorder on a Mac) against SpringLab's mappings.
// Reads with SpringCSV, compares and renders with SpringReports; computes
// nothing itself.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringMappings
import SpringReports

extension Command {
  static let records = Command(
    name: "records",
    summary: "check a file of values Apple's frameworks returned against SpringLab",
    help: """
      Usage: springlab records check FILE [--format table|markdown]

      Reads a records file in the schema of Docs/AppleRecords.md (what
      Examples/AppleRecorder writes on a Mac: SwiftUI Spring, CASpringAnimation
      and UIKit timing values, with the OS and Xcode versions), computes
      SpringLab's value of every row through the mappings 'convert' uses, and
      prints per API and quantity how many rows agree (identical, within the
      printed digits, within single precision) and the worst rows that
      differ. Rows SpringLab does not emulate yet (settlingDuration(target:…),
      update, getters without a formula) are counted and listed, not compared.
      FILE may be '-' for standard input.

      Exit status: 0 when every compared row agrees, 1 when one differs (the
      table is still printed), 65 for a file that does not follow the schema
      (naming line and column: an API SpringLab does not map, a parameter
      the API does not take or a value outside its domain, a derived name
      the API does not compute), 66 when FILE cannot be read, 64 for bad
      usage.
      """,
    options: [
      OptionSpec(name: "format", valueName: "F", help: "table (default) or markdown")
    ],
    printing: { (arguments, input) throws(CommandLineError) in
      try RecordsCommand(arguments).run(input)
    },
    acceptsPositional: true)
}

/// The parsed `records` invocation.
struct RecordsCommand {
  let path: String
  let markdown: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    guard arguments.positional.first == "check" else {
      let given = arguments.positional.first.map { " (got '\(TextExcerpt.of($0))')" } ?? ""
      throw .usage("springlab records: expected the subcommand 'check FILE'\(given)")
    }
    guard arguments.positional.count == 2 else {
      throw .usage("springlab records check: expected one FILE (a records CSV, or '-')")
    }
    path = arguments.positional[1]
    let format = arguments.value("format") ?? "table"
    guard ["table", "markdown"].contains(format) else {
      throw .usage(
        "springlab records: --format must be table or markdown (got '\(TextExcerpt.of(format))')")
    }
    markdown = format == "markdown"
  }

  func run(_ input: InputSource) throws(CommandLineError) -> String {
    let label = path == "-" ? "standard input" : path
    let source = try input.source(path)
    // Each row is checked against the mappings (an API SpringLab maps,
    // parameters it takes in their domain, a derived name it knows: anything
    // else is a schema error, not a difference) and counted as it is read;
    // no row is kept.
    var check = DeviceRecordCheck(label: label)
    var problems = ProblemLog()
    do {
      try DeviceRecordTable.forEachRow(reading: source, label: label) { row in
        if let problem = check.add(row) { problems.add(problem) }
      }
    } catch {
      throw CommandLineError(error, command: "records")
    }
    if !problems.isEmpty { throw .data(problems.report) }
    let report = RecordCheckReport(check.tally)
    let text = markdown ? report.markdown() : report.text()
    guard report.passes else {
      throw .failedVerdict(report: text, message: "springlab records check: " + report.verdict)
    }
    return text
  }
}
