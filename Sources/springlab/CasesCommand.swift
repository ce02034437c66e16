//===--- CasesCommand.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab cases: seeded CASES for an evaluator under test — the first step
// of `cases → your evaluator → score` (Docs/Conformance.md).
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

extension Command {
  static let cases = Command(
    name: "cases",
    summary: "seeded test cases (CSV) for proving an external spring evaluator accurate",
    help: """
      Usage: springlab cases [--task evaluate|settle] [--family F[,F...]|all] [--count N]
                             [--seed S] > cases.csv
             springlab cases --suite v1 [--tier hard|all] > cases.csv
             springlab cases --list

      Writes seeded cases as CSV for an evaluator under test:
        evaluate  id,family,mass,stiffness,damping,x0,v0,t
        settle    id,family,mass,stiffness,damping,x0,v0,epsilon,velocity_epsilon
      (velocity_epsilon is filled on every other row and empty on the others).
      Units as in 'springlab evaluate': x0 = position - target, v0 in units per
      second, t in seconds. Every number is in shortest round-trip form.

      --count N rows per family (default 200): for evaluate each spring is asked
      at 8 times, t = 0 among them; for settle each row is its own spring. The
      same --family, --count and --seed always give the same rows, and a family
      has the same rows alone as among all of them. Ids are 1, 2, ... over the
      file. --list names the families, one line each.

      --suite V prints a frozen suite stored in SpringLab instead (evaluate
      rows, ids and families as stored), after checking its SHA-256: v1 has
      the tier 'hard', the worst rows SpringLab's adversarial search found
      for each family and evaluation method (accuracy.md) and issue 28's
      witnesses. --tier chooses one tier (default all, in tier order); a
      frozen suite is never edited, a regenerated one is a new version.

      Feed the file to your evaluator and score what it writes with
      'springlab score', or do both with 'springlab validate'.
      """,
    options: caseOptions + [
      OptionSpec(name: "list", valueName: nil, help: "name the families, one line each"),
      OptionSpec(
        name: "suite", valueName: "V",
        help: "print the frozen suite V (\(FrozenSuite.versions.joined(separator: ", ")))"),
      OptionSpec(name: "tier", valueName: "T", help: "with --suite: all (default) or hard"),
    ],
    printing: { (arguments) throws(CommandLineError) in
      try rejectPositional(arguments, command: "cases")
      if arguments.value("suite") != nil || arguments.value("tier") != nil {
        return try frozenSuiteText(arguments)
      }
      if arguments.has("list") {
        let width = SweepFamily.allCases.map(\.rawValue.count).max() ?? 0
        return SweepFamily.allCases.map {
          $0.rawValue.padding(toLength: width + 1) + " " + $0.summary
        }
        .joined(separator: "\n") + "\n"
      }
      return try CaseSelection(arguments, command: "cases").csv()
    })

  /// The options that choose generated cases (shared with `validate`).
  static let caseOptions = [
    OptionSpec(name: "task", valueName: "T", help: "evaluate (default) or settle"),
    OptionSpec(
      name: "family", valueName: "F",
      help: "all (default) or F[,F...], names from 'springlab cases --list'"),
    OptionSpec(
      name: "count", valueName: "N",
      help:
        "rows per family, 1 to \(CaseSelection.maximumCount) (default \(ConformanceCases.defaultCount))"
    ),
    OptionSpec(name: "seed", valueName: "S", help: "seed, an integer 0 to 2^64-1 (default 1)"),
  ]
}

/// The text of `--suite V [--tier T]`, each file's SHA-256 checked.
func frozenSuiteText(_ arguments: ParsedArguments) throws(CommandLineError) -> String {
  guard let version = arguments.value("suite") else {
    throw .usage("springlab cases: option '--tier' needs '--suite' (e.g. --suite v1 --tier hard)")
  }
  for other in ["family", "count", "seed", "list"]
  where arguments.value(other) != nil || arguments.has(other) {
    throw .usage("springlab cases: option '--\(other)' cannot be used with '--suite'")
  }
  if let task = arguments.value("task"), task != ConformanceTask.evaluate.rawValue {
    throw .usage(
      "springlab cases: suite \(version.prefix(80)) has evaluate rows only (got --task '\(task.prefix(80))')"
    )
  }
  guard FrozenSuite.versions.contains(version) else {
    throw .usage(
      "springlab cases: unknown suite '\(version.prefix(80))' (valid: \(FrozenSuite.versions.joined(separator: ", ")))"
    )
  }
  let stored = FrozenSuite.tiers(of: version)
  let tierText = arguments.value("tier") ?? "all"
  let tiers: [SuiteTier]
  if tierText == "all" {
    tiers = stored
  } else if let tier = SuiteTier(rawValue: tierText), stored.contains(tier) {
    tiers = [tier]
  } else {
    throw .usage(
      "springlab cases: suite \(version) has no tier '\(tierText.prefix(80))' (valid: all, "
        + stored.map(\.rawValue).joined(separator: ", ") + ")")
  }
  var text = ""
  for tier in tiers {
    guard let file = FrozenSuite.file(version: version, tier: tier), file.isIntact else {
      throw .software(
        "springlab cases: suite \(version) tier \(tier.rawValue) does not match its SHA-256 (a damaged build)"
      )
    }
    // One header: later tiers add their rows only.
    text += text.isEmpty ? file.text : String(file.text.drop { $0 != "\n" }.dropFirst())
  }
  return text
}

/// Reads `--task`.
func conformanceTask(_ arguments: ParsedArguments, command: String) throws(CommandLineError)
  -> ConformanceTask
{
  let text = arguments.value("task") ?? ConformanceTask.evaluate.rawValue
  guard let task = ConformanceTask(rawValue: text) else {
    throw .usage("springlab \(command): unknown task '\(text)' (valid: evaluate, settle)")
  }
  return task
}

/// The cases chosen by `--task`, `--family`, `--count` and `--seed`.
struct CaseSelection {
  static let maximumCount = 100_000

  var task: ConformanceTask
  var families: [SweepFamily]
  var count: Int
  var seed: UInt64

  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    task = try conformanceTask(arguments, command: command)
    let valid = SweepFamily.allCases.map(\.rawValue).joined(separator: ", ")
    let familyText = arguments.value("family") ?? "all"
    if familyText == "all" {
      families = SweepFamily.allCases
    } else {
      families = []
      for name in familyText.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = name.trimmingCharacters(in: " ")
        if trimmed == "all" {
          throw .usage(
            "springlab \(command): 'all' stands alone in --family (got '\(familyText.prefix(80))'): "
              + "write --family all, or list families from \(valid)")
        }
        guard let family = SweepFamily(rawValue: trimmed) else {
          throw .usage(
            "springlab \(command): unknown family '\(trimmed.prefix(80))' (valid: all, \(valid))")
        }
        if !families.contains(family) { families.append(family) }
      }
    }
    let countText = arguments.value("count") ?? String(ConformanceCases.defaultCount)
    guard let count = Int(countText), (1...Self.maximumCount).contains(count) else {
      throw .usage(
        "springlab \(command): option '--count' must be an integer from 1 to \(Self.maximumCount) "
          + "(got '\(countText.prefix(80))')")
    }
    self.count = count
    let seedText = arguments.value("seed") ?? "1"
    guard let seed = UInt64(seedText) else {
      throw .usage(
        "springlab \(command): option '--seed' must be an integer from 0 to 18446744073709551615 "
          + "(got '\(seedText.prefix(80))')")
    }
    self.seed = seed
  }

  /// The generated `evaluate` cases.
  var evaluationCases: [EvaluationCase] {
    ConformanceCases.evaluation(families: families, count: count, seed: seed)
  }

  /// The generated `settle` cases.
  var settlingCases: [SettlingCase] {
    ConformanceCases.settling(families: families, count: count, seed: seed)
  }

  /// The cases as CSV.
  func csv() -> String {
    switch task {
    case .evaluate: casesCSV(evaluationCases)
    case .settle: casesCSV(settlingCases)
    }
  }
}

/// `evaluate` cases as CSV, with the header `id,family,` + the task's columns.
func casesCSV(_ cases: [EvaluationCase]) -> String {
  var text =
    (["id", "family"] + ConformanceTask.evaluate.caseColumns).joined(separator: ",") + "\n"
  for row in cases {
    let fields = [
      row.id ?? "", row.family, roundTrip(row.spring.mass), roundTrip(row.spring.stiffness),
      roundTrip(row.spring.damping), roundTrip(row.initialState.position),
      roundTrip(row.initialState.velocity), roundTrip(row.time),
    ]
    text += fields.joined(separator: ",") + "\n"
  }
  return text
}

/// `settle` cases as CSV; `velocity_epsilon` is empty where not given.
func casesCSV(_ cases: [SettlingCase]) -> String {
  let columns = ["id", "family"] + ConformanceTask.settle.caseColumns + ["velocity_epsilon"]
  var text = columns.joined(separator: ",") + "\n"
  for row in cases {
    let fields = [
      row.id ?? "", row.family, roundTrip(row.spring.mass), roundTrip(row.spring.stiffness),
      roundTrip(row.spring.damping), roundTrip(row.initialState.position),
      roundTrip(row.initialState.velocity), roundTrip(row.threshold),
      row.velocityThreshold.map(roundTrip) ?? "",
    ]
    text += fields.joined(separator: ",") + "\n"
  }
  return text
}

extension Substring {
  fileprivate func trimmingCharacters(in blank: Character) -> String {
    var slice = self[...]
    while slice.first == blank { slice = slice.dropFirst() }
    while slice.last == blank { slice = slice.dropLast() }
    return String(slice)
  }
}

/// The kit's commands take options only: a stray argument is bad usage.
func rejectPositional(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
  if let stray = arguments.positional.first {
    throw .usage("springlab \(command): unexpected argument '\(stray.prefix(80))' (see --help)")
  }
}
