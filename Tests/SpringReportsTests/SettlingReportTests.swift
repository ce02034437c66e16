//===--- SettlingReportTests.swift ----------------------------------------===//

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
}
