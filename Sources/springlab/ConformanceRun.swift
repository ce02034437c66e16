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

/// One task's cases as the scorers take them, with the index RESULTS is
/// matched against.
struct ScoredCases {
  enum Rows {
    case evaluate([EvaluationCase])
    case settle([SettlingCase])
  }

  var rows: Rows
  var index: CaseIndex

  var count: Int { index.count }
  var task: ConformanceTask {
    switch rows {
    case .evaluate: .evaluate
    case .settle: .settle
    }
  }

  /// Reads a CASES file for `task`.
  /// - Throws: `CommandLineError.data` naming the file, line and column of
  ///   every problem.
  init(reading source: any ByteSource, task: ConformanceTask, label: String)
    throws(CommandLineError)
  {
    let table: CasesTable
    do throws(SpringTableError) {
      table = try CasesTable(
        reading: source, layout: task == .evaluate ? .evaluate : .settle, label: label)
    } catch {
      throw CommandLineError(tableError: error)
    }
    index = table.index
    switch task {
    case .evaluate:
      rows = .evaluate(
        table.rows.map { row in
          EvaluationCase(
            id: row.id, family: row.family ?? Conformance.unlabeledFamily,
            spring: row.spring.spring, initialState: row.spring.initialState,
            time: row.spring.parameter)
        })
    case .settle:
      rows = .settle(
        table.rows.map { row in
          SettlingCase(
            id: row.id, family: row.family ?? Conformance.unlabeledFamily,
            spring: row.spring.spring, initialState: row.spring.initialState,
            threshold: row.spring.parameter, velocityThreshold: row.spring.extra)
        })
    }
  }

  /// Generated cases (`validate`).
  init(_ cases: [EvaluationCase]) {
    rows = .evaluate(cases)
    index = CaseIndex(generatedIDs: cases.map(\.id))
  }

  init(_ cases: [SettlingCase]) {
    rows = .settle(cases)
    index = CaseIndex(generatedIDs: cases.map(\.id))
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

/// Scores the RESULTS read from `results` against `cases` and renders the
/// report.
/// - Throws: `CommandLineError.data` for malformed RESULTS or cases whose
///   truth is beyond binary64; `.failedVerdict` (exit 1, report on stdout)
///   when some family fails.
func conformanceReport(
  cases: ScoredCases, results source: any ByteSource, resultsLabel: String, bound: Double,
  format: ScoreFormat, command: String
) throws(CommandLineError) -> String {
  let results: ResultsTable
  do throws(SpringTableError) {
    results = try ResultsTable(
      reading: source, columns: cases.task.resultColumns, label: resultsLabel, cases: cases.index)
  } catch {
    throw CommandLineError(tableError: error)
  }
  let shown = results.notes.prefix(10)
  for note in shown { writeError(note) }
  if results.notes.count > shown.count {
    writeError("… and \(results.notes.count - shown.count) more unreadable result cells")
  }
  let jobs = ProcessInfo.processInfo.activeProcessorCount
  func unrepresentable(_ error: UnrepresentableTruth) -> CommandLineError {
    .data(
      error.rows.map { "\(cases.index.label): line \(cases.index.lines[$0.row]): \($0.reason)" })
  }
  let report: String
  let passes: Bool
  let summary: String
  switch cases.rows {
  case .evaluate(let rows):
    let truth: EvaluationTruth
    do throws(UnrepresentableTruth) { truth = try EvaluationTruth(cases: rows, jobs: jobs) } catch {
      throw unrepresentable(error)
    }
    let states = results.cells.map { cells -> SpringState? in
      guard cells.count == 2, let x = cells[0].value, let v = cells[1].value else { return nil }
      return SpringState(position: x, velocity: v)
    }
    let score = truth.score(states, bound: bound)
    let rendering = EvaluationScoreReport(score: score)
    report = rendering.render(format)
    passes = score.passes
    summary = rendering.summary
  case .settle(let rows):
    let truth: SettlingTruth
    do throws(UnrepresentableTruth) { truth = try SettlingTruth(cases: rows, jobs: jobs) } catch {
      throw unrepresentable(error)
    }
    let score = truth.score(results.cells.map { $0.first?.value }, bound: bound)
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
