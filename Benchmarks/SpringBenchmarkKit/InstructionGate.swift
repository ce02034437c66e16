//===--- InstructionGate.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The deterministic regression gate: instruction counts of the fixed
// workloads against the committed baseline (Benchmarks/Baselines/
// instructions.json), each allowed to grow by its committed threshold
// (Benchmarks/Baselines/thresholds.json) before the gate fails.
//
// Counts are identical on every run of the same build, so a threshold here
// is not noise tolerance: it is how much extra work a change may add to a
// workload without someone looking at it and rewriting the baseline on
// purpose (`springlab bench --update-baseline`).
//
//===----------------------------------------------------------------------===//

import Foundation

/// Percent growth allowed per benchmark, by name prefix.
public struct InstructionThresholds: Codable, Hashable, Sendable {
  /// Growth allowed (percent) for names no prefix matches.
  public var defaultPercent: Double
  /// Growth allowed (percent) for names starting with each prefix; the
  /// longest matching prefix wins.
  public var prefixes: [String: Double]

  enum CodingKeys: String, CodingKey {
    case defaultPercent = "default"
    case prefixes
  }

  public init(defaultPercent: Double, prefixes: [String: Double] = [:]) {
    self.defaultPercent = defaultPercent
    self.prefixes = prefixes
  }

  /// A thresholds file's content.
  /// - Throws: `DecodingError`, or `Invalid` when a percentage is negative or not finite.
  public static func decode(_ data: Data) throws -> InstructionThresholds {
    let thresholds = try JSONDecoder().decode(InstructionThresholds.self, from: data)
    if let problem = thresholds.problems.first { throw Invalid(description: problem) }
    return thresholds
  }

  /// The thresholds file at `path`, read and checked like `decode(_:)`.
  /// - Throws: `BenchmarkFileError.unreadable` when it does not exist, is
  ///   a directory or cannot be read; `.invalid` when it is empty, not
  ///   JSON, lacks `default`, or gives a percentage that is negative or not
  ///   finite — each sentence naming the file and the threshold.
  public static func load(_ path: String) throws(BenchmarkFileError) -> InstructionThresholds {
    let thresholds = try BenchmarkFile.decode(
      InstructionThresholds.self, from: BenchmarkFile.contents(of: path), file: path)
    let problems = thresholds.problems
    if !problems.isEmpty { throw .invalid(problems.map { "'\(path)': \($0)" }) }
    return thresholds
  }

  /// Why these thresholds make no sense, one line per percentage that is
  /// negative or not finite; empty when they do.
  public var problems: [String] {
    let percents = [("default", defaultPercent)] + prefixes.sorted { $0.key < $1.key }
    return percents.filter { !($0.1.isFinite && $0.1 >= 0) }.map {
      "threshold '\($0.0)' must be a finite percentage >= 0 (got \($0.1))"
    }
  }

  /// A thresholds file that does not make sense.
  public struct Invalid: Error, CustomStringConvertible {
    public var description: String
  }

  /// The growth allowed for benchmark `name`, in percent.
  public func percent(for name: String) -> Double {
    let matching = prefixes.filter { name.hasPrefix($0.key) }
    guard let best = matching.max(by: { $0.key.count < $1.key.count }) else {
      return defaultPercent
    }
    return best.value
  }
}

/// One instruction count checked against the baseline.
public struct InstructionGateRow: Hashable, Sendable {
  public enum Verdict: String, Sendable {
    /// Grew by more than its threshold: the gate fails.
    case regression
    /// Shrank by more than its threshold: the baseline should be rewritten
    /// to lock the gain in (the gate passes).
    case improvement
    /// Grew by at most the threshold, or shrank by at most it.
    case within
    /// Counted now but not in the baseline: the gate fails until the
    /// baseline is rewritten, so no workload goes ungated.
    case unbaselined = "not in baseline"
    /// In the baseline but no longer counted: the gate fails likewise.
    case missing
  }
  public var name: String
  public var unit: String
  public var baseline: Double?
  public var current: Double?
  /// (current − baseline)/baseline in percent, when both exist.
  public var changePercent: Double?
  /// The growth allowed, in percent.
  public var thresholdPercent: Double
  public var verdict: Verdict
}

/// Current instruction counts against a committed baseline.
public struct InstructionGate: Sendable {
  public var rows: [InstructionGateRow]

  /// Checks every instruction count in `current` against `baseline`
  /// (matched by name and unit; other figures are ignored).
  public init(
    baseline: BenchmarkReport, current: BenchmarkReport, thresholds: InstructionThresholds
  ) {
    func counts(_ report: BenchmarkReport) -> [BenchmarkResult] {
      report.results.filter { $0.unit.hasPrefix("instructions") }
    }
    var rows: [InstructionGateRow] = []
    for result in counts(current) {
      let allowed = thresholds.percent(for: result.name)
      guard let old = baseline.result(named: result.name, unit: result.unit) else {
        rows.append(
          InstructionGateRow(
            name: result.name, unit: result.unit, baseline: nil, current: result.median,
            changePercent: nil, thresholdPercent: allowed, verdict: .unbaselined))
        continue
      }
      let change =
        old.median == 0
        ? (result.median == 0 ? 0 : .infinity) : (result.median - old.median) / old.median * 100
      let verdict: InstructionGateRow.Verdict =
        change > allowed ? .regression : (change < -allowed ? .improvement : .within)
      rows.append(
        InstructionGateRow(
          name: result.name, unit: result.unit, baseline: old.median, current: result.median,
          changePercent: change, thresholdPercent: allowed, verdict: verdict))
    }
    for old in counts(baseline) where current.result(named: old.name, unit: old.unit) == nil {
      rows.append(
        InstructionGateRow(
          name: old.name, unit: old.unit, baseline: old.median, current: nil, changePercent: nil,
          thresholdPercent: thresholds.percent(for: old.name), verdict: .missing))
    }
    self.rows = rows
  }

  /// Whether the gate fails: a regression, or a count on one side only.
  public var fails: Bool {
    rows.contains { [.regression, .unbaselined, .missing].contains($0.verdict) }
  }

  /// The rows that fail the gate, in words:
  /// `gsl.rk4: +3.1% instructions/output (growth allowed up to 2%)`.
  public var failures: [String] {
    rows.compactMap { row -> String? in
      switch row.verdict {
      case .regression:
        "\(row.name): \(Self.signed(row.changePercent ?? 0)) \(row.unit) (growth allowed \(Self.allowed(row)))"
      case .unbaselined: "\(row.name): not in the baseline"
      case .missing: "\(row.name): in the baseline but no longer counted"
      case .improvement, .within: nil
      }
    }
  }

  static func signed(_ percent: Double) -> String {
    (percent >= 0 ? "+" : "") + BenchmarkTable.format(percent) + "%"
  }

  /// The "growth allowed" cell of `row`: `up to 2%`, the row's threshold
  /// from thresholds.json. Only growth is limited; any drop passes.
  static func allowed(_ row: InstructionGateRow) -> String {
    "up to " + BenchmarkTable.format(row.thresholdPercent) + "%"
  }

  /// The check as an aligned text table.
  public func render() -> String {
    var table = [
      ["benchmark", "baseline", "current", "change", "growth allowed", "verdict", "unit"]
    ]
    for row in rows {
      table.append([
        row.name, row.baseline.map(BenchmarkTable.format) ?? "-",
        row.current.map(BenchmarkTable.format) ?? "-",
        row.changePercent.map(Self.signed) ?? "-", Self.allowed(row),
        row.verdict.rawValue, row.unit,
      ])
    }
    return BenchmarkTable.align(table)
  }
}
