//===--- SettlingReportTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@testable import SpringReports

@Suite("Settling comparisons")
struct SettlingReportTests {
  static let motions = SettlingResults.uiMotions(ReportConfiguration(quick: true, jobs: 2))

  @Test("Core Animation's envelope is never early for ζ < 1: amplitude ≤ 1 + |(ζω0 − v0)/ωd|")
  func envelopeIsAnUpperBound() {
    let underdamped = Self.motions.filter { $0.spring.regime == .underdamped }
    let comparison = SettlingResults.compare("CA", epsilon: 1e-3, motions: underdamped) { motion in
      CoreAnimationSettlingDuration.duration(
        spring: motion.spring, velocity: motion.initialState.velocity, allowsOverdamping: true)
    }
    #expect(comparison.outcomes.count == underdamped.count && underdamped.count > 100)
    #expect(comparison.earlyFraction(byMoreThan: 0) == 0)
    #expect(comparison.snapExcesses(byMoreThan: 0).isEmpty)
  }

  @Test("an early estimate leaves |x(estimate)| > ε; the snap beyond ε is |x| − ε")
  func snapBeyondTheThreshold() throws {
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 100, damping: 10), position: -1, velocity: 0)
    let exact = try motion.settlingTime(threshold: 1e-3)
    let comparison = SettlingResults.compare("half", epsilon: 1e-3, motions: [motion]) { _ in
      exact / 2
    }
    #expect(comparison.relativeErrors == [-0.5])
    let displacement = abs(motion.position(at: exact / 2))
    #expect(displacement > 1e-3)
    #expect(comparison.snapExcesses() == [displacement - 1e-3])
  }

  @Test("early means earlier than exact by more than 1 ms; the frame column by more than 1/120 s")
  func earlyDefinition() {
    let exact = 0.5
    let outcome = { (estimate: Double) in
      SettlingOutcome(estimate: estimate, exact: exact, displacement: 0.002)
    }
    let comparison = SettlingComparison(
      name: "constructed", epsilon: 1e-3,
      outcomes: [
        outcome(exact - 0.0005),  // truncated to whole ms: not early
        outcome(exact - 0.002),  // early by 2 ms, within a 120 Hz frame
        outcome(exact - 0.01),  // early by more than a frame (8.33 ms)
        outcome(exact + 0.1),  // late
      ],
      failures: 0)
    #expect(comparison.earlyFraction() == 0.5)
    #expect(comparison.earlyFraction(byMoreThan: SettlingComparison.frameMargin) == 0.25)
    #expect(comparison.earlyFraction(byMoreThan: 0) == 0.75)
    #expect(comparison.snapExcesses().count == 2)
    #expect(comparison.snapExcesses().allSatisfy { abs($0 - 0.001) < 1e-15 })
  }

  @Test("an estimate truncated to whole milliseconds is never early (Compose's rounding)")
  func truncationIsNotEarly() throws {
    let early = Self.motions.prefix(50).map { motion -> Bool in
      guard let exact = try? motion.settlingTime(threshold: 1e-2) else { return false }
      let truncated = (exact * 1000).rounded(.down) / 1000
      return SettlingOutcome(estimate: truncated, exact: exact, displacement: 0).isEarly(
        byMoreThan: SettlingComparison.earlyMargin)
    }
    #expect(!early.contains(true))
  }

  @Test("the excursion discarded is max |x(t)| over t ≥ the stop, checked by dense sampling")
  func discardedExcursionMatchesSampling() throws {
    let springs = [
      try Spring(mass: 1, stiffness: 100, damping: 2),  // ζ 0.1: many turning points
      try Spring(mass: 1, stiffness: 100, damping: 10),  // ζ 0.5
      try Spring(mass: 1, stiffness: 100, damping: 20),  // critical
      try Spring(mass: 1, stiffness: 100, damping: 40),  // overdamped
    ]
    for spring in springs {
      for velocity in [0.0, -30, 30] {
        let motion = SpringMotion(spring: spring, position: -1, velocity: velocity)
        for start in [0.0, 0.013, 0.05, 0.21, 0.5, 1.3] {
          let computed = SettlingOutcome.largestExcursion(of: motion, from: start)
          // Brute force: |x| on a 10 µs grid over 5 s after the stop.
          var sampled = 0.0
          for n in 0...500_000 {
            sampled = max(sampled, abs(motion.position(at: start + Double(n) * 1e-5)))
          }
          // The grid misses a turning point by at most the curvature over 5 µs.
          #expect(computed >= sampled * (1 - 1e-9), "\(spring) v \(velocity) from \(start)")
          #expect(
            computed <= sampled * (1 + 1e-6) + 1e-300, "\(spring) v \(velocity) from \(start)")
        }
      }
    }
  }

  @Test(
    "rest rules other than Compose's never snap beyond their own threshold; every row reports the excursion discarded"
  )
  func restRulesSnapWithinTheirThreshold() {
    let results = SettlingResults.restComparisons(Array(Self.motions.prefix(200)), jobs: 2)
    #expect(!results.isEmpty)
    for (rule, _, distance, frameRate, comparison) in results where !rule.hasPrefix("compose") {
      #expect(
        comparison.snapExcesses(byMoreThan: 0).allSatisfy { $0 == 0 },
        "\(rule) at \(distance), \(frameRate) fps")
      #expect(comparison.outcomes.allSatisfy { $0.discardedExcursion >= $0.displacement })
    }
  }
}
