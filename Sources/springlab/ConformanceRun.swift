//===--- ConformanceRun.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What `score` and `validate` share: CASES as SpringTruth's case types, and
// the scoring of RESULTS against them. The tables are SpringCSV's
// (CasesTable, ResultsTable), the scoring SpringTruth's and the rendering
// SpringConformance's; this file maps one to the next.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV
import SpringConformance
import SpringModel
import SpringTruth

/// The cases `score` and `validate` score: a CASES file read a case at a
/// time, or cases made in memory.
enum ScoredCases {
  case file(CasesReader, ConformanceTask)
  case evaluate([EvaluationCase])
  case settle([SettlingCase])

  /// Starts reading a CASES file for `task`.
  /// - Throws: `CommandLineError.data` naming the file, line and column of a
  ///   bad header.
  init(reading source: any ByteSource, task: ConformanceTask, label: String)
    throws(CommandLineError)
  {
    do throws(SpringTableError) {
      self = .file(
        try CasesReader(
          reading: source, layout: task == .evaluate ? .evaluate : .settle, label: label),
        task)
    } catch {
      throw CommandLineError(tableError: error)
    }
  }

  var task: ConformanceTask {
    switch self {
    case .file(_, let task): task
    case .evaluate: .evaluate
    case .settle: .settle
    }
  }

  /// How messages name the cases.
  var label: String {
    switch self {
    case .file(let reader, _): reader.label
    case .evaluate, .settle: "cases"
    }
  }

  /// Whether the cases have ids (generated cases always do).
  var hasIDs: Bool {
    switch self {
    case .file(let reader, _): reader.hasIDs
    case .evaluate, .settle: true
    }
  }
}

extension CommandLineError {
  /// A CASES or RESULTS table's refusal; a failed read keeps the `springlab:`
  /// prefix `score` has always given it.
  init(tableError error: SpringTableError) {
    switch error {
    case .data(let messages): self = .data(messages)
    case .software(let message): self = .software(message)
    case .io(let message): self = .io("springlab: \(message)")
    }
  }
}

/// Reads a RESULTS table with `task`'s answer columns.
/// - Throws: `CommandLineError.data` naming the file, line and column of
///   every problem.
func readResults(_ source: any ByteSource, task: ConformanceTask, label: String)
  throws(CommandLineError) -> ResultsTable
{
  do throws(SpringTableError) {
    return try ResultsTable(reading: source, columns: task.resultColumns, label: label)
  } catch {
    throw CommandLineError(tableError: error)
  }
}

/// The rows scored at a time: their truth lives only while they are scored.
let conformanceBatchSize = 4096

/// Scores `results` against `cases`, a batch of cases at a time as they
/// are read, and renders the report.
/// - Throws: `CommandLineError.data` for malformed CASES, RESULTS that do
///   not align with them, or cases whose truth is beyond binary64;
///   `.failedVerdict` (exit 1, report on stdout) when some family fails.
func conformanceReport(
  cases: ScoredCases, results: ResultsTable, bound: Double, grade: EvaluationGrade = .faithful,
  format: ScoreFormat, command: String, rows: ScoredRowsFile? = nil
) throws(CommandLineError) -> String {
  do {
    let report = try scoredReport(
      cases: cases, results: results, bound: bound, grade: grade, format: format,
      command: command, rows: rows)
    try rows?.commit(command: command)
    return report
  } catch {
    if case .failedVerdict = error {
      try rows?.commit(command: command)
    } else {
      rows?.discard()
    }
    throw error
  }
}

/// `conformanceReport` without the rows file's last step: every scored row
/// goes to `rows` as it is scored.
private func scoredReport(
  cases: ScoredCases, results: ResultsTable, bound: Double, grade: EvaluationGrade,
  format: ScoreFormat, command: String, rows: ScoredRowsFile?
) throws(CommandLineError) -> String {
  for note in results.notes { writeError(note) }
  if results.noteCount > results.notes.count {
    writeError("… and \(results.noteCount - results.notes.count) more unreadable result cells")
  }
  var alignment = ResultsAlignment(results, casesHaveIDs: cases.hasIDs, casesLabel: cases.label)
  // Matching by id, the alignment refuses a repeated case id: one index of
  // the ids is enough.
  if case .file(let reader, _) = cases, alignment.byID { reader.refusesRepeatedIDs = false }
  let jobs = ProcessInfo.processInfo.activeProcessorCount
  let report: String
  let passes: Bool
  let summary: String
  switch cases.task {
  case .evaluate:
    var scorer = EvaluationScorer(bound: bound, grade: grade)
    try streamCases(cases, alignment: &alignment) { row in
      EvaluationCase(
        id: row.id, family: row.family ?? Conformance.unlabeledFamily, spring: row.spring.spring,
        initialState: row.spring.initialState, time: row.spring.parameter)
    } answer: { row in
      guard let row else { return nil }
      let answers = results.answers(row: row)
      guard let x = answers.first ?? nil, let v = answers.last ?? nil else { return nil }
      return SpringState(position: x, velocity: v)
    } score: { batch, firstRow, answers in
      scorer.score(batch, firstRow: firstRow, results: answers, jobs: jobs) { rows?.append($0) }
    }
    let score = scorer.finish()
    let rendering = EvaluationScoreReport(score: score)
    report = rendering.render(format)
    passes = score.passes
    summary = rendering.summary
  case .settle:
    var scorer = SettlingScorer(bound: bound)
    try streamCases(cases, alignment: &alignment) { row in
      SettlingCase(
        id: row.id, family: row.family ?? Conformance.unlabeledFamily, spring: row.spring.spring,
        initialState: row.spring.initialState, threshold: row.spring.parameter,
        velocityThreshold: row.spring.extra)
    } answer: { row in
      row.flatMap { results.answers(row: $0).first ?? nil }
    } score: { batch, firstRow, answers in
      scorer.score(batch, firstRow: firstRow, results: answers, jobs: jobs) { rows?.append($0) }
    }
    let score = scorer.finish()
    let rendering = SettlingScoreReport(score: score)
    report = rendering.render(format)
    passes = score.passes
    summary = rendering.summary
  }
  guard passes else {
    throw .failedVerdict(report: report, message: "springlab \(command): \(summary)")
  }
  return report
}

/// Reads `cases` (a CASES file's rows, or the cases held in memory, each
/// made a `Case` by `make`), pairs each with its answer (`answer` of its RESULTS row
/// by `alignment`) and hands them to `score` `conformanceBatchSize` at a
/// time, with the index of the batch's first case.
/// - Throws: `CommandLineError.data`: the CASES file's problems, then the
///   alignment's (`ResultsAlignment.finish`), then the cases whose truth
///   `score` found beyond binary64, each naming its line.
private func streamCases<Case, Answer>(
  _ cases: ScoredCases, alignment: inout ResultsAlignment,
  make: (CasesReader.Row) -> Case,
  answer: (Int?) -> Answer?,
  score: ([Case], Int, [Answer?]) -> [(row: Int, reason: String)]
) throws(CommandLineError) {
  var batch: [Case] = []
  var answers: [Answer?] = []
  var lines: [Int] = []
  var count = 0
  var unrepresentable: [String] = []
  func flush() {
    for bad in score(batch, count - batch.count, answers) {
      let line = lines[bad.row - (count - batch.count)]
      unrepresentable.append("\(cases.label): line \(line): \(bad.reason)")
    }
    batch.removeAll(keepingCapacity: true)
    answers.removeAll(keepingCapacity: true)
    lines.removeAll(keepingCapacity: true)
  }
  func add(_ item: Case, of row: CasesReader.Row) {
    let line = row.spring.line
    answers.append(answer(alignment.resultRow(forCase: count, id: row.id, line: line)))
    batch.append(item)
    lines.append(line)
    count += 1
    if batch.count == conformanceBatchSize { flush() }
  }
  do throws(SpringTableError) {
    switch cases {
    case .file(let reader, _):
      while let row = try reader.next() { add(make(row), of: row) }
      flush()
      try reader.finish()
    case .evaluate(let rows):
      for (index, row) in rows.enumerated() {
        let spring = SpringRow(
          line: index + 2, spring: row.spring, initialState: row.initialState,
          parameter: row.time, extra: nil)
        let caseRow = CasesReader.Row(spring: spring, id: row.id, family: row.family)
        add(make(caseRow), of: caseRow)
      }
      flush()
    case .settle(let rows):
      for (index, row) in rows.enumerated() {
        let spring = SpringRow(
          line: index + 2, spring: row.spring, initialState: row.initialState,
          parameter: row.threshold, extra: row.velocityThreshold)
        let caseRow = CasesReader.Row(spring: spring, id: row.id, family: row.family)
        add(make(caseRow), of: caseRow)
      }
      flush()
    }
    try alignment.finish(caseCount: count)
  } catch {
    throw CommandLineError(tableError: error)
  }
  if !unrepresentable.isEmpty { throw .data(unrepresentable) }
}
