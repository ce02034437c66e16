//===--- ScoreReportTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The score reports on scores computed by SpringTruth from real cases: the
// documented layout, the verdict line, and no NaN or infinity printed.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringConformance
import SpringModel
import SpringTruth
import Testing

/// Whether `text` holds `nan` or `inf` in any spelling.
private func holdsNonFinite(_ text: String) -> Bool {
  let lower = text.lowercased()
  return lower.contains("nan") || lower.contains("inf")
}

@Suite("EvaluationScoreReport and SettlingScoreReport")
struct ScoreReportTests {
  /// Two families: `exact` answered with the initial state at t = 0 (the
  /// exact answer), `broken` answered with NaN.
  func evaluationScore() throws -> EvaluationScore {
    let spring = try Spring(mass: 1, stiffness: 4, damping: 0.5)
    let start = SpringState(position: -1, velocity: 2)
    let cases = [
      EvaluationCase(id: "a", family: "exact", spring: spring, initialState: start, time: 0),
      EvaluationCase(id: "b|c", family: "broken", spring: spring, initialState: start, time: 1),
    ]
    let truth = try EvaluationTruth(cases: cases)
    return truth.score([start, SpringState(position: .nan, velocity: 0)])
  }

  @Test("the verdict names the failing family; the table shows it failing")
  func evaluateVerdict() throws {
    let report = EvaluationScoreReport(score: try evaluationScore())
    #expect(report.summary.hasPrefix("FAIL: 1 of 2 families (broken) miss K <= 4"))
    let table = report.render(.table)
    #expect(table.hasPrefix("evaluate: FAIL (bound K <= 4; 1 of 2 families pass)\n\n"))
    let brokenLine = try #require(table.split(separator: "\n").first { $0.hasPrefix("broken") })
    #expect(brokenLine.hasSuffix("FAIL"))
  }

  @Test("no format prints nan or inf; the NaN answer is spelled out")
  func noNonFinite() throws {
    let report = EvaluationScoreReport(score: try evaluationScore())
    for format in ScoreFormat.allCases {
      #expect(!holdsNonFinite(report.render(format)), "\(format)")
    }
    #expect(report.render(.table).contains("not-a-number"))
    #expect(report.render(.markdown).contains("| b\\|c |"))
  }

  @Test("the JSON has exactly the documented keys, with null for a non-finite K")
  func evaluateJSON() throws {
    let score = try evaluationScore()
    let text = EvaluationScoreReport(score: score).render(.json)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(Set(json.keys) == ["task", "grade", "bound", "pass", "families", "bands", "worst"])
    #expect(json["bound"] as? Double == score.bound && json["pass"] as? Bool == false)
    let families = try #require(json["families"] as? [[String: Any]])
    #expect(families.map { $0["family"] as? String } == ["exact", "broken"])
    let worst = try #require(json["worst"] as? [[String: Any]])
    // The failed row comes first, with no K; its NaN position is null.
    #expect(worst.first?["id"] as? String == "b|c" && worst.first?["k"] is NSNull)
    #expect(
      Set(worst.first?.keys.map { $0 } ?? []) == [
        "row", "id", "family", "mass", "stiffness", "damping", "x0", "v0", "t", "zeta",
        "omega0T", "truth", "result", "wrong", "k", "e",
      ])
    let result = try #require(worst.first?["result"] as? [String: Any])
    #expect(result["position"] is NSNull && result["velocity"] as? Double == 0)
    #expect(worst.first?["wrong"] as? String == "x")
    #expect(worst.first?["zeta"] as? Double == 0.125)
  }

  @Test("settle: inf is printed only as a settling time that never ends")
  func settleInfinity() throws {
    // Undamped and leaving the band: it never settles, the exact answer is inf.
    let spring = try Spring(mass: 1, stiffness: 1, damping: 0)
    let start = SpringState(position: 1, velocity: 0)
    let cases = [
      SettlingCase(
        id: nil, family: "all", spring: spring, initialState: start, threshold: 0.5,
        velocityThreshold: nil)
    ]
    let score = try SettlingTruth(cases: cases).score([.infinity])
    #expect(score.passes)
    let report = SettlingScoreReport(score: score)
    #expect(report.summary.hasPrefix("PASS: every family (1) meets relative error <= 1e-09"))
    let table = report.render(.table)
    let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("1 ") })
    #expect(row.split(separator: " ").filter { $0 == "inf" }.count == 2, "\(row)")
    // JSON writes null for the infinite times.
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.render(.json).utf8)) as? [String: Any])
    let worst = try #require((json["worst"] as? [[String: Any]])?.first)
    #expect(worst["settlingTime"] is NSNull && worst["exact"] is NSNull)
  }
}
