//===--- SettlingScoreTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringTruth
import Testing

@Suite("Scoring settle results: relative error, ∞/0 mismatches, residual K")
struct SettlingScoreTests {
  /// m = 1, k = 1, c = 2 from x0 = 1: x = (1 + t)e^(−t), which falls to 1e-3
  /// at T = 9.233413476451586… (the root of (1 + T)e^(−T) = 1e-3).
  let critical: Spring
  static let criticalTime = 9.233413476451586

  init() throws { critical = try Spring(mass: 1, stiffness: 1, damping: 2) }

  func settlingCase(
    _ spring: Spring, _ x0: Double, _ v0: Double, epsilon: Double, velocityEpsilon: Double? = nil
  ) -> SettlingCase {
    SettlingCase(
      family: "f", spring: spring, initialState: SpringState(position: x0, velocity: v0),
      threshold: epsilon, velocityThreshold: velocityEpsilon)
  }

  @Test("the exact time passes with residual K below 1; 9.2334 is 1.5e-6 off and fails 1e-9")
  func relativeError() throws {
    let truth = try SettlingTruth(cases: [
      settlingCase(critical, 1, 0, epsilon: 1e-3),
      settlingCase(critical, 1, 0, epsilon: 1e-3),
    ])
    let score = truth.score([Self.criticalTime, 9.2334])
    let rows = truth.rowScores([Self.criticalTime, 9.2334])
    #expect(try #require(rows[0].relativeError) < 3e-16)
    #expect(try #require(rows[0].residualK) < 1)
    let off = try #require(rows[1].relativeError)
    #expect(score.families[0].relMax == off)
    #expect(abs(off - (Self.criticalTime - 9.2334) / Self.criticalTime) < 1e-12)
    #expect(!score.passes)
    #expect(score.worst.first?.row == 1)
    #expect(truth.score([Self.criticalTime, 9.2334], bound: 1e-5).passes)
  }

  @Test("∞ and 0 must match exactly; NaN, −∞, negative and missing results are non-finite")
  func mismatches() throws {
    // Undamped with amplitude 1: never settles within 0.5, never leaves 2.
    let undamped = try Spring(mass: 1, stiffness: 1, damping: 0)
    let cases = [
      settlingCase(undamped, 1, 0, epsilon: 0.5), settlingCase(undamped, 1, 0, epsilon: 0.5),
      settlingCase(undamped, 1, 0, epsilon: 2), settlingCase(undamped, 1, 0, epsilon: 2),
      settlingCase(critical, 1, 0, epsilon: 1e-3),
      settlingCase(critical, 1, 0, epsilon: 1e-3),
      settlingCase(critical, 1, 0, epsilon: 1e-3),
      settlingCase(critical, 1, 0, epsilon: 1e-3),
      settlingCase(critical, 1, 0, epsilon: 1e-3),
      settlingCase(critical, 1, 0, epsilon: 1e-3),
    ]
    let truth = try SettlingTruth(cases: cases)
    let results: [Double?] = [.infinity, 100, 0, 0.5, 0, .infinity, .nan, -.infinity, -1, nil]
    let score = truth.score(results)
    let rows = truth.rowScores(results)
    let failures = rows.map(\.failure)
    #expect(
      failures == [
        nil, .mismatch, nil, .mismatch, .mismatch, .mismatch, .nonFinite, .nonFinite, .nonFinite,
        .nonFinite,
      ])
    let family = try #require(score.families.first)
    #expect(family.mismatches == 4 && family.nonFinite == 4 && !family.passes)
    #expect(family.relMax == nil)
    #expect(rows[0].truth == .infinity && rows[2].truth == 0)
  }

  @Test("with a velocity threshold the later crossing counts; its residual is the velocity's")
  func velocityThreshold() throws {
    // x = (1 + t)e^(−t), v = −t e^(−t): |v| ≤ 1e-9 only after T ≈ 25.
    let truth = try SettlingTruth(cases: [
      settlingCase(critical, 1, 0, epsilon: 1e-3, velocityEpsilon: 1e-9)
    ])
    let exact = truth.rowScores([nil])[0].truth
    #expect(exact > 20 && abs(exact * exp(-exact) - 1e-9) < 1e-20)
    let score = truth.score([exact])
    #expect(try #require(truth.rowScores([exact])[0].residualK) < 1)
    #expect(score.passes)
  }
}
