//===--- SolversReportTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringReference
import SpringTruth
import Testing

@testable import SpringReports

@Suite("Solver sweep: tolerances, failures, skipped runs")
struct SolversReportTests {
  static let cases = Array(
    SolversResults.cases(ReportConfiguration(quick: true, jobs: 1)).prefix(4))

  @Test("eleven tolerances, decades from 1e-3 to 1e-13")
  func tolerances() {
    let tolerances = SolversResults.tolerances
    #expect(tolerances.count == 11 && tolerances.count >= 8)
    #expect(tolerances.first == 1e-3 && tolerances.last == 1e-13)
    for (a, b) in zip(tolerances, tolerances.dropFirst()) { #expect(abs(a / b - 10) < 1e-12) }
  }

  @Test("every case ends at its horizon: the last sample is the final time")
  func finalTime() {
    for springCase in Self.cases {
      #expect(springCase.times.last == springCase.horizon)
      #expect(springCase.times == springCase.times.sorted())
    }
  }

  @Test(
    "a stepper that fails on most cases is not attempted at tighter tolerances; reasons are named"
  )
  func abandonment() throws {
    // Implicit Euler with a 300-step budget fails at every tolerance tight enough.
    let outcomes = SolversResults.integrateAll(.rk1imp, cases: Self.cases, budget: 300)
    let firstAbandoned = try #require(outcomes.firstIndex { $0 == nil })
    #expect(firstAbandoned > 0)
    let last = try #require(outcomes[firstAbandoned - 1])
    #expect(last.filter { $0.trajectory == nil }.count * 2 > Self.cases.count)
    #expect(outcomes[firstAbandoned...].allSatisfy { $0 == nil })
    let reasons = Set(last.compactMap(\.failure))
    #expect(
      reasons.allSatisfy { $0.hasPrefix("step budget (") && $0.hasSuffix("steps) exhausted") })
  }

  @Test("a failed or skipped run prints no NaN: a dash and its reason instead")
  func noNaN() {
    let failed = SolverRun(
      stepper: .rk1imp, tolerance: 1e-9, completed: 0,
      failures: [SolverFailure(reason: "step budget (10 steps) exhausted", count: 4)],
      skipped: nil, frameError: .nan, finalError: .nan, timedFrameError: .nan,
      timedFinalError: .nan,
      acceptedSteps: 0, rejectedSteps: 0, rightHandSideEvaluations: 0, jacobianEvaluations: 0,
      time: nil)
    let skipped = SolversResults.skippedRun(.rk1imp, 1e-10, after: failed)
    let results = SolversResults(
      runs: [failed, skipped], cases: 4, samples: 25, timedCases: 2, closedFormFrameError: 1e-16,
      closedFormFinalError: 1e-16, closedFormTime: nil, stepBudget: 10, retargetCases: 0,
      retargetWorstDifference: 0)
    let text = results.document().text
    #expect(!text.contains("NaN") && !text.contains("nan"))
    #expect(text.contains("| gsl:rk1imp | 1e-9 | 0 | 4 | — |"))
    #expect(text.contains("not attempted: more than half of the cases failed at 1e-9"))
  }

  @Test(
    "a tolerance with failed cases gets no work–precision point; the page names GSL's and MPFR's versions"
  )
  func failedRunsHaveNoPoint() {
    func run(_ tolerance: Double, failed: Int) -> SolverRun {
      SolverRun(
        stepper: .rk1imp, tolerance: tolerance, completed: 4 - failed,
        failures: failed == 0 ? [] : [SolverFailure(reason: "step budget", count: failed)],
        skipped: nil, frameError: 1e-6, finalError: 1e-6, timedFrameError: 1e-6,
        timedFinalError: 1e-6, acceptedSteps: 10, rejectedSteps: 0, rightHandSideEvaluations: 30,
        jacobianEvaluations: 10, time: nil, worstRightHandSideEvaluations: 40)
    }
    let results = SolversResults(
      runs: [run(1e-6, failed: 0), run(1e-7, failed: 1)], cases: 4, samples: 25, timedCases: 2,
      closedFormFrameError: 1e-16, closedFormFinalError: 1e-16, closedFormTime: nil,
      stepBudget: 10, retargetCases: 0, retargetWorstDifference: 0)
    let plotted = ReportFigures.workPrecisionRuns(results, stepper: .rk1imp)
    #expect(plotted.map(\.tolerance) == [1e-6])
    let text = results.document().text
    #expect(text.contains("GSL \(ReferenceIntegrator.gslVersion)"))
    #expect(text.contains("MPFR \(MPFRNumber.libraryVersion)"))
    #expect(ReferenceIntegrator.gslVersion.split(separator: ".").count >= 2)
    #expect(MPFRNumber.libraryVersion.split(separator: ".").count == 3)
  }
}
