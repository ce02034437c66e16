//===--- EvaluationScoreReport.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An `evaluate` score as text, Markdown or JSON.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel
import SpringTruth

/// An `evaluate` score as `springlab score` prints it (Docs/Conformance.md):
/// per family the samples, K max / p99 / RMS, E max, non-finite rows and the
/// verdict, then the worst rows with their inputs, ζ, ω0·t, the truth, the
/// result and which of x and v is wrong.
public struct EvaluationScoreReport: ScoreRendering, Sendable {
  /// The score printed.
  public var score: EvaluationScore

  public init(score: EvaluationScore) { self.score = score }

  /// The report in `format`, ending with a line break. No NaN or infinity
  /// is printed: tables spell them out, JSON writes null.
  public func render(_ format: ScoreFormat) -> String { rendering(format) }

  /// The verdict in one line, naming the failing families.
  public var summary: String {
    verdictSummary(
      failing: score.families.filter { !$0.passes }.map(\.family), total: score.families.count,
      criterion: criterion)
  }

  /// What the verdict demands, e.g. `K <= 4 with finite results`.
  var criterion: String {
    switch score.grade {
    case .faithful: "K <= \(ScoreNumber.table(score.bound, digits: 4)) with finite results"
    case .uiExact:
      "E <= \(ScoreNumber.table(EvaluationGrade.uiExactBound, digits: 4)) with finite results"
    }
  }

  var headline: String {
    let verdict = score.passes ? "PASS" : "FAIL"
    let limit =
      score.grade == .faithful
      ? "bound K <= \(ScoreNumber.table(score.bound, digits: 4))"
      : "grade ui-exact: E <= \(ScoreNumber.table(EvaluationGrade.uiExactBound, digits: 4))"
    return "evaluate: \(verdict) (\(limit); "
      + "\(score.families.filter(\.passes).count) of \(score.families.count) families pass)"
  }
  let familyHeader = [
    "family", "samples", "K max", "K p99", "K rms", "E max", "non-finite", "faithful",
    "ui-exact", "verdict",
  ]
  var familyRows: [[String]] {
    score.families.map { family in
      [
        family.family, "\(family.samples)", ScoreNumber.statistic(family.k?.max),
        ScoreNumber.statistic(family.k?.p99),
        ScoreNumber.statistic(family.k?.rms), ScoreNumber.statistic(family.eMax),
        "\(family.nonFinite)", family.faithful ? "yes" : "no", family.uiExact ? "yes" : "no",
        family.passes ? "pass" : "FAIL",
      ]
    }
  }
  let worstHeader = [
    "row", "id", "family", "mass", "stiffness", "damping", "x0", "v0", "t", "zeta", "w0*t",
    "truth x", "truth v", "result x", "result v", "wrong", "K", "E",
  ]
  var worstRows: [[String]] {
    score.worst.map { row in
      let c = row.evaluationCase
      return [
        "\(row.row + 1)", c.id ?? "", c.family, ScoreNumber.roundTrip(c.spring.mass),
        ScoreNumber.roundTrip(c.spring.stiffness),
        ScoreNumber.roundTrip(c.spring.damping), ScoreNumber.roundTrip(c.initialState.position),
        ScoreNumber.roundTrip(c.initialState.velocity), ScoreNumber.roundTrip(c.time),
        ScoreNumber.result(row.dampingRatio), ScoreNumber.statistic(row.naturalPhase),
        ScoreNumber.result(row.truth.position), ScoreNumber.result(row.truth.velocity),
        ScoreNumber.result(row.result?.position), ScoreNumber.result(row.result?.velocity),
        row.wrongComponent?.rawValue ?? "none",
        row.conditionScaledError.map { ScoreNumber.statistic($0) } ?? "non-finite",
        ScoreNumber.statistic(row.normalizedError),
      ]
    }
  }
  var bandRows: [[String]] {
    score.bands.map { band in
      [
        band.band.axis.rawValue, band.band.label, "\(band.samples)",
        ScoreNumber.statistic(band.kMax), ScoreNumber.statistic(band.eMax),
        "\(band.nonFinite)", band.passes ? "yes" : "NO",
      ]
    }
  }
  var json: JSONValue {
    .object([
      ("task", .string("evaluate")), ("grade", .string(score.grade.rawValue)),
      ("bound", .number(score.bound)), ("pass", .bool(score.passes)),
      (
        "families",
        .array(
          score.families.map { family in
            .object([
              ("family", .string(family.family)), ("samples", .integer(family.samples)),
              ("kMax", .finite(family.k?.max)), ("kP99", .finite(family.k?.p99)),
              ("kRms", .finite(family.k?.rms)), ("eMax", .finite(family.eMax)),
              ("nonFinite", .integer(family.nonFinite)), ("faithful", .bool(family.faithful)),
              ("uiExact", .bool(family.uiExact)), ("pass", .bool(family.passes)),
            ])
          })
      ),
      (
        "bands",
        .array(
          score.bands.map { band in
            .object([
              ("by", .string(band.band.axis.rawValue)), ("band", .string(band.band.label)),
              ("samples", .integer(band.samples)), ("kMax", .finite(band.kMax)),
              ("eMax", .finite(band.eMax)), ("nonFinite", .integer(band.nonFinite)),
              ("pass", .bool(band.passes)),
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
              ("t", .number(c.time)), ("zeta", .finite(row.dampingRatio)),
              ("omega0T", .finite(row.naturalPhase)),
              ("truth", Self.state(row.truth)), ("result", row.result.map(Self.state) ?? .null),
              ("wrong", row.wrongComponent.map { .string($0.rawValue) } ?? .null),
              ("k", .finite(row.conditionScaledError)), ("e", .finite(row.normalizedError)),
            ])
          })
      ),
    ])
  }

  /// A state as `{"position": x, "velocity": v}`, null for a value that is
  /// not finite.
  static func state(_ state: SpringState) -> JSONValue {
    .object([("position", .finite(state.position)), ("velocity", .finite(state.velocity))])
  }
}
