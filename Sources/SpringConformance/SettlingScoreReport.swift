//===--- SettlingScoreReport.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A `settle` score as text, Markdown or JSON.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringTruth

/// A `settle` score as `springlab score --task settle` prints it
/// (Docs/Conformance.md): per family the samples, the largest relative
/// error, the residual K, inf/0 mismatches, non-finite rows and the verdict,
/// then the worst rows with their inputs.
public struct SettlingScoreReport: ScoreRendering, Sendable {
  /// The score printed.
  public var score: SettlingScore

  public init(score: SettlingScore) { self.score = score }

  /// The report in `format`, ending with a line break. No NaN is printed,
  /// and `inf` only as a settling time that never ends.
  public func render(_ format: ScoreFormat) -> String { rendering(format) }

  /// The verdict in one line, naming the failing families.
  public var summary: String {
    verdictSummary(
      failing: score.families.filter { !$0.passes }.map(\.family), total: score.families.count,
      criterion: "relative error <= \(ScoreNumber.table(score.bound, digits: 4)), "
        + "no inf/0 mismatch, valid results")
  }

  var headline: String {
    let verdict = score.passes ? "PASS" : "FAIL"
    return
      "settle: \(verdict) (bound relative error <= \(ScoreNumber.table(score.bound, digits: 4)); "
      + "\(score.families.filter(\.passes).count) of \(score.families.count) families pass)"
  }
  let familyHeader = [
    "family", "samples", "relMax", "residual K max", "mismatches", "non-finite", "verdict",
  ]
  var familyRows: [[String]] {
    score.families.map { family in
      [
        family.family, "\(family.samples)", ScoreNumber.statistic(family.relMax),
        ScoreNumber.statistic(family.residualKMax),
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
        "\(row.row + 1)", c.id ?? "", c.family, ScoreNumber.roundTrip(c.spring.mass),
        ScoreNumber.roundTrip(c.spring.stiffness),
        ScoreNumber.roundTrip(c.spring.damping), ScoreNumber.roundTrip(c.initialState.position),
        ScoreNumber.roundTrip(c.initialState.velocity), ScoreNumber.roundTrip(c.threshold),
        c.velocityThreshold.map(ScoreNumber.roundTrip) ?? "",
        ScoreNumber.settlingTime(row.result), ScoreNumber.settlingTime(row.truth),
        row.failure?.rawValue ?? ScoreNumber.statistic(row.relativeError),
        ScoreNumber.statistic(row.residualK),
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
