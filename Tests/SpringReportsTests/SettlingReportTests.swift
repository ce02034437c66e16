//===--- SettlingReportTests.swift ----------------------------------------===//

import SpringMappings
import SpringModel
import SpringReports
import Testing

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
    #expect(comparison.relativeErrors.count == underdamped.count && underdamped.count > 100)
    #expect(comparison.earlyFraction == 0)
    #expect(comparison.snapJumps.isEmpty)
  }

  @Test("an estimate that is early leaves |x(estimate)| > ε as its snap jump")
  func snapJumpIsTheDisplacementAtTheEstimate() throws {
    let motion = SpringMotion(spring: try Spring(mass: 1, stiffness: 100, damping: 10), position: -1, velocity: 0)
    let exact = try motion.settlingTime(threshold: 1e-3)
    let comparison = SettlingResults.compare("half", epsilon: 1e-3, motions: [motion]) { _ in exact / 2 }
    #expect(comparison.relativeErrors == [-0.5])
    #expect(comparison.snapJumps == [abs(motion.position(at: exact / 2))])
    #expect(comparison.snapJumps[0] > 1e-3)
  }
}
