//===--- ConformanceRendering.swift ---------------------------------------===//
//
// A score as a text table, Markdown or JSON.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth

/// "FAIL: 2 of 6 families (near-critical, overdamped) …" or "PASS: …".
func verdictSummary(failing: [String], total: Int, task: ConformanceTask, bound: Double)
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
protocol ConformanceRendering {
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
struct EvaluationReport: ConformanceRendering {
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
struct SettlingReport: ConformanceRendering {
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
