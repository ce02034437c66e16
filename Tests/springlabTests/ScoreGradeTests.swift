//===--- ScoreGradeTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `score --grade` (issue 47): every family graded faithful (K ≤ 4) and
// ui-exact (E ≤ 1e-4 of the peak); the grade asked for decides exit 0.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("score --grade faithful|ui-exact")
struct ScoreGradeTests {
  /// x(t) = cos t, v(t) = −sin t (m = k = 1, c = 0, x0 = 1): peaks 1, so a
  /// result off by `offset` in x has E = |offset|.
  func run(offset: Double, _ extra: [String]) throws -> SpringlabRun {
    let times = [0.0, 0.5, 2, 7]
    let cases =
      "mass,stiffness,damping,x0,v0,t\n"
      + times.map { "1,1,0,1,0,\($0)\n" }.joined()
    let results =
      "position,velocity\n" + times.map { "\(cos($0) + offset),\(-sin($0))\n" }.joined()
    return try ScoreCommandTests().score(cases, results, extra)
  }

  @Test("E = 5e-5 is ui-exact but not faithful; E = 2e-4 is neither")
  func grades() throws {
    let close = try run(offset: 5e-5, ["--format", "json"])
    #expect(close.status == 1, "\(close.stderr)")
    let json = try scoreJSON(close)
    #expect(json["grade"] as? String == "faithful")
    let family = try #require(try families(json)["all"])
    #expect(family["faithful"] as? Bool == false && family["uiExact"] as? Bool == true)
    let eMax = try #require(family["eMax"] as? Double)
    #expect(abs(eMax - 5e-5) <= 1e-15)
    let uiExact = try run(offset: 5e-5, ["--grade", "ui-exact"])
    #expect(uiExact.status == 0, "\(uiExact.stderr)")
    #expect(uiExact.stdout.hasPrefix("evaluate: PASS (grade ui-exact: E <= 0.0001; "))
    let far = try run(offset: 2e-4, ["--grade", "ui-exact"])
    #expect(far.status == 1)
    #expect(far.stderr.contains("FAIL: 1 of 1 family (all) miss E <= 0.0001"), "\(far.stderr)")
  }

  @Test("SpringLab's own results are both; a bad --grade or one for settle is refused (64)")
  func refusals() throws {
    let exact = try run(offset: 0, ["--format", "json"])
    #expect(exact.status == 0)
    let family = try #require(try families(try scoreJSON(exact))["all"])
    #expect(family["faithful"] as? Bool == true && family["uiExact"] as? Bool == true)
    let unknown = try run(offset: 0, ["--grade", "exact"])
    #expect(unknown.status == 64 && unknown.stdout.isEmpty)
    #expect(unknown.stderr.contains("valid: faithful, ui-exact"))
    let settle = try springlab([
      "validate", "--task", "settle", "--command", "true", "--grade", "ui-exact",
    ])
    #expect(settle.status == 64 && settle.stderr.contains("--grade applies to --task evaluate"))
  }
}
