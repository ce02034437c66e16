//===--- ClosedFormAgreementTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every GSL stepper against the exact motion (the MPFR truth of the
// closed form) on seeded samples of the sweep families of Docs/Design.md, within the bound
// that follows from its tolerance (ReferenceErrorBound):
//
//     E ≤ κ · N · τ + N · 2⁻⁵⁰,   τ = max(atol/peak|x|, atol/peak|v|) + rtol,
//
// with N the run's accepted steps and κ = 0.2 for embedded pairs (rk2,
// rkf45, rkck, rk8pd), 1 for step doubling (rk4, rk1imp, rk2imp, rk4imp)
// and 8 for extrapolation and multistep methods (bsimp, msadams, msbdf).
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference
import SpringTruth
import Testing

@Suite("GSL steppers against the closed form")
struct ClosedFormAgreementTests {
  @Test(
    "each stepper stays within its tolerance-derived bound on every family",
    arguments: StepperPlan.all)
  func stepperMeetsItsBound(plan: StepperPlan) throws {
    let integrator = try plan.integrator
    var worstRatio = 0.0
    var covered = 0
    for family in SweepFamily.allCases {
      for springCase in plan.cases(of: family, seed: 2026) {
        let measured = try MeasuredRun(springCase, integrator: integrator)
        #expect(
          measured.worstError <= measured.bound,
          "\(plan.stepper) \(family.rawValue): E \(measured.worstError) > bound \(measured.bound) for \(springCase.spring) from \(springCase.initialState)"
        )
        worstRatio = max(worstRatio, measured.worstError / measured.bound)
        covered += 1
      }
    }
    print("\(plan.testDescription): \(covered) cases, worst E / bound = \(worstRatio)")
    // Stiff families are skipped for explicit steppers, never more.
    #expect(covered >= plan.casesPerFamily * (plan.stepper.isStiffStable ? 6 : 5))
  }

  @Test(
    "rk8pd at 1e-12 agrees with the closed form to 1e-10 on UI and near-critical springs",
    arguments: [SweepFamily.ui, .nearCritical])
  func rk8pdIsATightReference(family: SweepFamily) throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-12)
    var worst = 0.0
    for springCase in family.cases(count: 40, seed: 1_000_000_007) {
      let measured = try MeasuredRun(springCase, integrator: integrator)
      worst = max(worst, measured.worstError)
      #expect(measured.worstError <= 1e-10, "\(springCase.spring) from \(springCase.initialState)")
    }
    print("rk8pd 1e-12 \(family.rawValue): worst normalized error \(worst)")
  }

  @Test("the bound is not vacuous: a looser tolerance gives a larger error")
  func errorTracksTheTolerance() throws {
    // The same cases at 1e-6 and 1e-10: rk4's error (step doubling, order 4)
    // must shrink by orders of magnitude, so the runs really are controlled
    // by the tolerance and not by some fixed step.
    var loose = 0.0
    var tight = 0.0
    for springCase in SweepFamily.ui.cases(count: 6, seed: 3) {
      loose = max(
        loose,
        try MeasuredRun(springCase, integrator: ReferenceIntegrator(stepper: .rk4, tolerance: 1e-6))
          .worstError)
      tight = max(
        tight,
        try MeasuredRun(
          springCase, integrator: ReferenceIntegrator(stepper: .rk4, tolerance: 1e-10)
        ).worstError)
    }
    #expect(tight < loose / 100, "1e-10: \(tight), 1e-6: \(loose)")
    #expect(loose < 1e-4)
  }

  @Test("outputs at many times or one time agree: the output list does not bias the result")
  func denseOutputsAgreeWithASingleOutput() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-10)
    for springCase in SweepFamily.ui.cases(count: 8, seed: 4) {
      let last = springCase.times[springCase.times.count - 1]
      let dense = try integrator.trajectory(
        of: springCase.spring, from: springCase.initialState,
        at: (0...500).map { last * Double($0) / 500 })
      let single = try integrator.trajectory(
        of: springCase.spring, from: springCase.initialState, at: [last])
      let measured = try MeasuredRun(springCase, integrator: integrator)
      let a = dense.states[500]
      let b = single.states[0]
      let difference = max(
        abs(a.position - b.position) / measured.peaks.position,
        abs(a.velocity - b.velocity) / measured.peaks.velocity)
      #expect(difference <= measured.bound, "\(springCase.spring)")
      #expect(dense.statistics.acceptedSteps >= 500)
    }
  }
}
