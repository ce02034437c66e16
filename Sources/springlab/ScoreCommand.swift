//===--- ScoreCommand.swift -----------------------------------------------===//
//
// springlab score: scores an evaluator's RESULTS on CASES against the truth,
// per family, with a verdict (Docs/Conformance.md). Reading, matching and
// printing live here; the scoring itself is SpringTruth's.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV
import SpringModel
import SpringTruth

extension Command {
  static let score = Command(
    name: "score",
    summary: "score an evaluator's results on cases against the truth, with a verdict",
    help: """
      Usage: springlab score [--task evaluate|settle] --cases CASES.csv --results RESULTS.csv
                             [--bound B] [--format table|json|markdown]

      CASES needs the columns mass,stiffness,damping,x0,v0,t (settle: epsilon
      instead of t, and optionally velocity_epsilon); 'id' and 'family' are
      optional, other columns are ignored. Without 'family' every row is in the
      family 'all'; family labels are free text. RESULTS holds position,velocity
      (settle: settling_time), one row per case: in the same order, or matched
      by 'id' when both files have an 'id' column (a CASES id may not repeat).
      Either file may be '-' for standard input. Files are read a record at a
      time: at most 2^20 data rows, 256 MiB of fields and 16 MiB per record.

      The scorer computes the truth itself and reports, per family:
        evaluate  samples, K max / p99 / RMS, E max, non-finite results, verdict
                  E = max(|dx| / peak|x|, |dv| / peak|v|), the peaks taken over
                  the row's whole motion t >= 0 (not over [0, t]: near t = 0 that
                  would be pointwise relative error); K = E / (2^-52 (1 + |wd t|))
        settle    relMax (largest relative error of finite times), residual K
                  (how far |x| at the returned time is from epsilon, in units of
                  binary64 rounding), exact inf/0 mismatches, non-finite results
      then the 10 worst rows with their inputs. A family passes when every row
      has a finite result and K <= B (default 4), or, for settle, when relMax
      <= B (default 1e-9) with no mismatch. A missing, unparsable, NaN or
      infinite result (settle: NaN, minus infinity or negative) fails its row;
      it is never fatal.

      --format json prints {"task", "bound", "pass", "families": [{"family",
      "samples", "kMax", "kP99", "kRms", "eMax", "nonFinite", "pass"}], "worst":
      [{"row", "id", "family", "mass", ..., "t", "k", "e"}]}; settle families
      carry relMax, residualKMax, mismatches instead of the K fields.

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
      ConformanceFormat.optionSpec,
    ],
    printing: { (arguments, input) throws(CommandLineError) in
      try rejectPositional(arguments, command: "score")
      let task = try conformanceTask(arguments, command: "score")
      let bound = try conformanceBound(arguments, task: task, command: "score")
      let format = try ConformanceFormat(arguments, command: "score")
      guard let casesPath = arguments.value("cases"), let resultsPath = arguments.value("results")
      else {
        throw .usage("springlab score: --cases FILE and --results FILE are required (see --help)")
      }
      if casesPath == "-" && resultsPath == "-" {
        throw .usage("springlab score: only one of --cases and --results can be '-' (stdin)")
      }
      // Each file is read a record at a time: a bad byte is refused where it
      // stands, and an endless input within the table's limits.
      let cases = try CasesFile(
        reading: try input.source(casesPath), task: task,
        label: casesPath == "-" ? "CASES (stdin)" : casesPath)
      let resultsLabel = resultsPath == "-" ? "RESULTS (stdin)" : resultsPath
      return try conformanceReport(
        cases: cases, results: try input.source(resultsPath), resultsLabel: resultsLabel,
        bound: bound, format: format, command: "score")
    })
}

/// Reads `--bound` (default: the task's).
func conformanceBound(
  _ arguments: ParsedArguments, task: ConformanceTask, command: String
) throws(CommandLineError) -> Double {
  try arguments.number("bound", command: command, requirement: "a finite number > 0") { $0 > 0 }
    ?? task.defaultBound
}

/// `--format table|json|markdown` of `score` and `validate`.
enum ConformanceFormat: String {
  case table, json, markdown

  static let optionSpec = OptionSpec(
    name: "format", valueName: "F", help: "table (default), json or markdown")

  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    let text = arguments.value("format") ?? "table"
    guard let format = ConformanceFormat(rawValue: text) else {
      throw .usage(
        "springlab \(command): unknown format '\(text.prefix(80))' (valid: table, json, markdown)")
    }
    self = format
  }
}

// MARK: - CASES

/// A parsed CASES file: its rows for one task, their lines, and whether it
/// has an `id` column.
struct CasesFile {
  enum Rows {
    case evaluate([EvaluationCase])
    case settle([SettlingCase])
  }

  var rows: Rows
  /// The 1-based line of each row (the header is line 1).
  var lines: [Int]
  /// Whether the header has an `id` column.
  var hasIDs: Bool
  /// Where the rows came from, for messages.
  var label: String

  var count: Int { lines.count }
  var task: ConformanceTask {
    switch rows {
    case .evaluate: .evaluate
    case .settle: .settle
    }
  }
  var ids: [String?] {
    switch rows {
    case .evaluate(let cases): cases.map(\.id)
    case .settle(let cases): cases.map(\.id)
    }
  }

  /// Parses and validates CASES text for `task`.
  /// - Throws: `CommandLineError.data` naming the file, line and column of
  ///   every problem.
  init(reading source: any ByteSource, task: ConformanceTask, label: String)
    throws(CommandLineError)
  {
    self.label = label
    func labeled(_ error: CommandLineError) -> CommandLineError {
      guard case .data(let messages) = error else { return error }
      return .data(messages.map { "\(label): \($0)" })
    }
    let table: CSVTable
    let springRows: [SpringRow]
    do throws(CommandLineError) {
      table = try CSVTable(reading: source, requiredColumns: task.caseColumns)
      springRows =
        task == .evaluate
        ? try SpringRow.rows(of: table, last: .nonNegative("t"))
        : try SpringRow.rows(
          of: table, last: .positive("epsilon"), optional: .positive("velocity_epsilon"))
    } catch {
      throw labeled(error)
    }
    let idIndex = table.index(of: "id")
    let familyIndex = table.index(of: "family")
    hasIDs = idIndex != nil
    var problems: [String] = []
    var ids: [String?] = []
    var families: [String] = []
    var idLine: [String: Int] = [:]
    for row in table.rows {
      ids.append(idIndex.map { row.fields[$0] })
      if let idIndex, case let id = row.fields[idIndex], !id.isEmpty {
        // An id names one case: a repeat is ambiguous whatever RESULTS holds.
        if let first = idLine[id] {
          problems.append(
            "\(label): line \(row.line): id '\(TextExcerpt.of(id))' appears more than once "
              + "(first on line \(first))")
        } else {
          idLine[id] = row.line
        }
      }
      if let familyIndex {
        let family = row.fields[familyIndex]
        if family.isEmpty {
          problems.append("\(label): line \(row.line): column 'family' is empty")
        }
        families.append(family)
      } else {
        families.append(Conformance.unlabeledFamily)
      }
    }
    if !problems.isEmpty { throw .data(problems) }
    lines = springRows.map(\.line)
    switch task {
    case .evaluate:
      rows = .evaluate(
        springRows.indices.map { index in
          let row = springRows[index]
          return EvaluationCase(
            id: ids[index], family: families[index], spring: row.spring,
            initialState: row.initialState, time: row.parameter)
        })
    case .settle:
      rows = .settle(
        springRows.indices.map { index in
          let row = springRows[index]
          return SettlingCase(
            id: ids[index], family: families[index], spring: row.spring,
            initialState: row.initialState, threshold: row.parameter, velocityThreshold: row.extra)
        })
    }
  }

  /// Generated cases (`validate`), with the lines they would have in a file.
  init(_ cases: [EvaluationCase]) {
    rows = .evaluate(cases)
    lines = cases.indices.map { $0 + 2 }
    hasIDs = true
    label = "cases"
  }

  init(_ cases: [SettlingCase]) {
    rows = .settle(cases)
    lines = cases.indices.map { $0 + 2 }
    hasIDs = true
    label = "cases"
  }
}

// MARK: - RESULTS

/// RESULTS text read leniently: the structure must be right (header, field
/// counts, one row per case, ids), but a cell that is not a number only
/// fails its row.
struct ResultsFile {
  /// Per case, in case order: the result columns' values (nil = missing or
  /// unparsable).
  var values: [[Double?]]
  /// One note per unparsable cell, for stderr.
  var notes: [String]

  /// Parses `text` and aligns its rows with `cases`, by `id` when both have
  /// an `id` column, else by order.
  /// - Throws: `CommandLineError.data` for a missing header or column, rows
  ///   with the wrong number of fields, a row count that differs from
  ///   CASES, or ids that do not match one to one.
  init(reading source: any ByteSource, label: String, cases: CasesFile) throws(CommandLineError) {
    let columns = cases.task.resultColumns
    let table: CSVTable
    do throws(CommandLineError) {
      table = try CSVTable(reading: source, requiredColumns: columns)
    } catch {
      guard case .data(let messages) = error else { throw error }
      throw .data(messages.map { "\(label): \($0)" })
    }
    if !table.raggedRows.isEmpty {
      throw .data(table.raggedRows.map { "\(label): \($0.message)" })
    }
    guard table.rows.count == cases.count else {
      throw .data([
        "\(label): \(table.rows.count) result row\(table.rows.count == 1 ? "" : "s") for "
          + "\(cases.count) case\(cases.count == 1 ? "" : "s") in \(cases.label); every case needs "
          + "exactly one row (in the same order, or with the same id)"
      ])
    }
    let columnIndices = columns.compactMap { table.index(of: $0) }
    var notes: [String] = []
    var parsed: [[Double?]] = table.rows.map { row in
      zip(columns, columnIndices).map { column, index in
        let text = row.fields[index]
        if let value = Double(text) { return value }
        notes.append(
          "\(label): line \(row.line): column '\(column)' is "
            + (text.isEmpty ? "empty" : "not a number (got '\(text.prefix(80))')")
            + "; the row counts as failed")
        return nil
      }
    }
    if cases.hasIDs, let idIndex = table.index(of: "id") {
      parsed = try Self.matchByID(
        parsed, resultIDs: table.rows.map { ($0.line, $0.fields[idIndex]) }, label: label,
        cases: cases)
    }
    values = parsed
    self.notes = notes
  }

  /// `parsed` reordered so that row i holds the result whose id is case
  /// i's id.
  private static func matchByID(
    _ parsed: [[Double?]], resultIDs: [(line: Int, id: String)], label: String, cases: CasesFile
  ) throws(CommandLineError) -> [[Double?]] {
    var problems: [String] = []
    var caseRow: [String: Int] = [:]
    for (index, id) in cases.ids.enumerated() {
      let line = cases.lines[index]
      guard let id, !id.isEmpty else {
        problems.append(
          "\(cases.label): line \(line): column 'id' is empty (ids match results to cases)")
        continue
      }
      if let first = caseRow[id] {
        problems.append(
          "\(cases.label): line \(line): id '\(id.prefix(80))' appears more than once "
            + "(first on line \(cases.lines[first]))")
      } else {
        caseRow[id] = index
      }
    }
    var aligned: [[Double?]?] = Array(repeating: nil, count: cases.count)
    var firstLine: [String: Int] = [:]
    for (index, entry) in resultIDs.enumerated() {
      if entry.id.isEmpty {
        problems.append(
          "\(label): line \(entry.line): column 'id' is empty (ids match results to cases)")
      } else if let first = firstLine[entry.id] {
        problems.append(
          "\(label): line \(entry.line): id '\(entry.id.prefix(80))' appears more than once "
            + "(first on line \(first))")
      } else if let row = caseRow[entry.id] {
        firstLine[entry.id] = entry.line
        aligned[row] = parsed[index]
      } else {
        firstLine[entry.id] = entry.line
        problems.append(
          "\(label): line \(entry.line): id '\(entry.id.prefix(80))' is not in \(cases.label)")
      }
    }
    if !problems.isEmpty { throw .data(problems) }
    // Equal counts, unique ids and none unknown: every case has its row.
    return aligned.map { $0 ?? [] }
  }
}

// MARK: - Scoring and printing

/// Scores the RESULTS read from `results` against `cases` and renders the
/// report.
/// - Throws: `CommandLineError.data` for malformed RESULTS or cases whose
///   truth is beyond binary64; `.failedVerdict` (exit 1, report on stdout)
///   when some family fails.
func conformanceReport(
  cases: CasesFile, results source: any ByteSource, resultsLabel: String, bound: Double,
  format: ConformanceFormat, command: String
) throws(CommandLineError) -> String {
  let results = try ResultsFile(reading: source, label: resultsLabel, cases: cases)
  let shown = results.notes.prefix(10)
  for note in shown { writeError(note) }
  if results.notes.count > shown.count {
    writeError("… and \(results.notes.count - shown.count) more unreadable result cells")
  }
  let jobs = ProcessInfo.processInfo.activeProcessorCount
  func unrepresentable(_ error: UnrepresentableTruth) -> CommandLineError {
    .data(error.rows.map { "\(cases.label): line \(cases.lines[$0.row]): \($0.reason)" })
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
    let states = results.values.map { values -> SpringState? in
      guard values.count == 2, let x = values[0], let v = values[1] else { return nil }
      return SpringState(position: x, velocity: v)
    }
    let score = truth.score(states, bound: bound)
    report = EvaluationReport(score: score).render(format)
    passes = score.passes
    summary = verdictSummary(
      failing: score.families.filter { !$0.passes }.map(\.family), total: score.families.count,
      task: .evaluate, bound: bound)
  case .settle(let rows):
    let truth: SettlingTruth
    do throws(UnrepresentableTruth) { truth = try SettlingTruth(cases: rows, jobs: jobs) } catch {
      throw unrepresentable(error)
    }
    let score = truth.score(results.values.map { $0.first ?? nil }, bound: bound)
    report = SettlingReport(score: score).render(format)
    passes = score.passes
    summary = verdictSummary(
      failing: score.families.filter { !$0.passes }.map(\.family), total: score.families.count,
      task: .settle, bound: bound)
  }
  guard passes else {
    throw .failedVerdict(report: report, message: "springlab \(command): \(summary)")
  }
  return report
}

/// "FAIL: 2 of 6 families (near-critical, overdamped) …" or "PASS: …".
private func verdictSummary(failing: [String], total: Int, task: ConformanceTask, bound: Double)
  -> String
{
  let criterion =
    task == .evaluate
    ? "K <= \(tableNumber(bound, digits: 4)) with finite results"
    : "relative error <= \(tableNumber(bound, digits: 4)), no inf/0 mismatch, valid results"
  if failing.isEmpty { return "PASS: every family (\(total)) meets \(criterion)" }
  let names = failing.prefix(8).joined(separator: ", ") + (failing.count > 8 ? ", …" : "")
  return
    "FAIL: \(failing.count) of \(total) famil\(total == 1 ? "y" : "ies") (\(names)) miss \(criterion)"
}

/// A score rendered as a table, JSON or Markdown.
private protocol ConformanceRendering {
  var headline: String { get }
  var familyHeader: [String] { get }
  var familyRows: [[String]] { get }
  var worstHeader: [String] { get }
  var worstRows: [[String]] { get }
  var json: JSONValue { get }
}

extension ConformanceRendering {
  func render(_ format: ConformanceFormat) -> String {
    switch format {
    case .json:
      return json.rendered() + "\n"
    case .table:
      return headline + "\n\n" + textTable(familyHeader, familyRows) + "\n"
        + "Worst rows (failed rows first, then largest error first):\n"
        + textTable(worstHeader, worstRows)
    case .markdown:
      return "**\(headline)**\n\n" + markdownTable(familyHeader, familyRows) + "\n"
        + "Worst rows (failed rows first, then largest error first):\n\n"
        + markdownTable(worstHeader, worstRows)
    }
  }
}

/// An `evaluate` score for printing.
private struct EvaluationReport: ConformanceRendering {
  var score: EvaluationScore

  var headline: String {
    let verdict = score.passes ? "PASS" : "FAIL"
    return "evaluate: \(verdict) (bound K <= \(tableNumber(score.bound, digits: 4)); "
      + "\(score.families.filter(\.passes).count) of \(score.families.count) families pass)"
  }
  let familyHeader = [
    "family", "samples", "K max", "K p99", "K rms", "E max", "non-finite", "verdict",
  ]
  var familyRows: [[String]] {
    score.families.map { family in
      [
        family.family, "\(family.samples)", number(family.k?.max), number(family.k?.p99),
        number(family.k?.rms), number(family.eMax), "\(family.nonFinite)",
        family.passes ? "pass" : "FAIL",
      ]
    }
  }
  let worstHeader = [
    "row", "id", "family", "mass", "stiffness", "damping", "x0", "v0", "t", "position", "velocity",
    "K", "E",
  ]
  var worstRows: [[String]] {
    score.worst.map { row in
      let c = row.evaluationCase
      return [
        "\(row.row + 1)", c.id ?? "", c.family, roundTrip(c.spring.mass),
        roundTrip(c.spring.stiffness),
        roundTrip(c.spring.damping), roundTrip(c.initialState.position),
        roundTrip(c.initialState.velocity), roundTrip(c.time),
        resultText(row.result?.position), resultText(row.result?.velocity),
        row.conditionScaledError.map { number($0) } ?? "non-finite", number(row.normalizedError),
      ]
    }
  }
  var json: JSONValue {
    .object([
      ("task", .string("evaluate")), ("bound", .number(score.bound)), ("pass", .bool(score.passes)),
      (
        "families",
        .array(
          score.families.map { family in
            .object([
              ("family", .string(family.family)), ("samples", .integer(family.samples)),
              ("kMax", .finite(family.k?.max)), ("kP99", .finite(family.k?.p99)),
              ("kRms", .finite(family.k?.rms)), ("eMax", .finite(family.eMax)),
              ("nonFinite", .integer(family.nonFinite)), ("pass", .bool(family.passes)),
            ])
          })
      ),
      (
        "worst",
        .array(
          score.worst.map { row in
            let c = row.evaluationCase
            return .object([
              ("row", .integer(row.row + 1)), ("id", c.id.map { .string($0) } ?? .null),
              ("family", .string(c.family)), ("mass", .number(c.spring.mass)),
              ("stiffness", .number(c.spring.stiffness)), ("damping", .number(c.spring.damping)),
              ("x0", .number(c.initialState.position)), ("v0", .number(c.initialState.velocity)),
              ("t", .number(c.time)), ("k", .finite(row.conditionScaledError)),
              ("e", .finite(row.normalizedError)),
            ])
          })
      ),
    ])
  }
}

/// A `settle` score for printing.
private struct SettlingReport: ConformanceRendering {
  var score: SettlingScore

  var headline: String {
    let verdict = score.passes ? "PASS" : "FAIL"
    return "settle: \(verdict) (bound relative error <= \(tableNumber(score.bound, digits: 4)); "
      + "\(score.families.filter(\.passes).count) of \(score.families.count) families pass)"
  }
  let familyHeader = [
    "family", "samples", "relMax", "residual K max", "mismatches", "non-finite", "verdict",
  ]
  var familyRows: [[String]] {
    score.families.map { family in
      [
        family.family, "\(family.samples)", number(family.relMax), number(family.residualKMax),
        "\(family.mismatches)", "\(family.nonFinite)", family.passes ? "pass" : "FAIL",
      ]
    }
  }
  let worstHeader = [
    "row", "id", "family", "mass", "stiffness", "damping", "x0", "v0", "epsilon",
    "velocity_epsilon",
    "settling_time", "exact", "rel. error", "residual K",
  ]
  var worstRows: [[String]] {
    score.worst.map { row in
      let c = row.settlingCase
      return [
        "\(row.row + 1)", c.id ?? "", c.family, roundTrip(c.spring.mass),
        roundTrip(c.spring.stiffness),
        roundTrip(c.spring.damping), roundTrip(c.initialState.position),
        roundTrip(c.initialState.velocity), roundTrip(c.threshold),
        c.velocityThreshold.map(roundTrip) ?? "",
        settlingText(row.result), settlingText(row.truth),
        row.failure?.rawValue ?? number(row.relativeError), number(row.residualK),
      ]
    }
  }
  var json: JSONValue {
    .object([
      ("task", .string("settle")), ("bound", .number(score.bound)), ("pass", .bool(score.passes)),
      (
        "families",
        .array(
          score.families.map { family in
            .object([
              ("family", .string(family.family)), ("samples", .integer(family.samples)),
              ("relMax", .finite(family.relMax)), ("residualKMax", .finite(family.residualKMax)),
              ("mismatches", .integer(family.mismatches)),
              ("nonFinite", .integer(family.nonFinite)),
              ("pass", .bool(family.passes)),
            ])
          })
      ),
      (
        "worst",
        .array(
          score.worst.map { row in
            let c = row.settlingCase
            return .object([
              ("row", .integer(row.row + 1)), ("id", c.id.map { .string($0) } ?? .null),
              ("family", .string(c.family)), ("mass", .number(c.spring.mass)),
              ("stiffness", .number(c.spring.stiffness)), ("damping", .number(c.spring.damping)),
              ("x0", .number(c.initialState.position)), ("v0", .number(c.initialState.velocity)),
              ("epsilon", .number(c.threshold)), ("velocity_epsilon", .finite(c.velocityThreshold)),
              ("settlingTime", .finite(row.result)), ("exact", .finite(row.truth)),
              ("failure", row.failure.map { .string($0.rawValue) } ?? .null),
              ("relError", .finite(row.relativeError)), ("residualK", .finite(row.residualK)),
            ])
          })
      ),
    ])
  }
}

/// A statistic with 3 significant digits; "-" when absent.
private func number(_ value: Double?) -> String {
  guard let value, value.isFinite else { return "-" }
  return tableNumber(value, digits: 3)
}

/// An evaluator's number as it was read, in round-trip form; "missing" when
/// absent or unparsable, and a NaN or an infinity in words and symbols (so
/// stdout never holds `nan` or `inf`).
private func resultText(_ value: Double?) -> String {
  guard let value else { return "missing" }
  if value.isNaN { return "not-a-number" }
  if value.isInfinite { return value > 0 ? "+∞" : "−∞" }
  return roundTrip(value)
}

/// A settling time: round-trip text, and `inf` for "never settles" (the
/// one place `inf` is a valid answer).
private func settlingText(_ value: Double?) -> String {
  guard let value else { return "missing" }
  if value.isNaN { return "not-a-number" }
  if value.isInfinite { return value > 0 ? "inf" : "−∞" }
  return roundTrip(value)
}

/// Left-aligned text columns separated by two spaces.
private func textTable(_ header: [String], _ rows: [[String]]) -> String {
  let widths = header.indices.map { column in
    ([header] + rows).map { $0[column].count }.max() ?? 0
  }
  return ([header] + rows).map { cells in
    cells.indices.map { column in
      column == cells.count - 1
        ? cells[column]
        : cells[column] + String(repeating: " ", count: widths[column] - cells[column].count + 2)
    }.joined()
  }.joined(separator: "\n") + "\n"
}

/// A GitHub Markdown table.
private func markdownTable(_ header: [String], _ rows: [[String]]) -> String {
  func line(_ cells: [String]) -> String {
    "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
      + " |\n"
  }
  return line(header) + "|" + String(repeating: "---|", count: header.count) + "\n"
    + rows.map(line).joined()
}
