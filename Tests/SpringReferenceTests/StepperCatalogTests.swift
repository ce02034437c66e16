//===--- StepperCatalogTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The eleven steppers as GSL reports them, and the statistics each run
// counts: steps from GSL's evolve object, evaluations from the callbacks.
//
// The catalog is checked against GSL itself: the step type `ODEStepper`
// hands to GSL (`gslStepType`, the table under test) must be the one GSL
// names as the case is named, with the order `gsl_odeiv2_step_order`
// reports. The test keeps no table of its own to agree with.
//
//===----------------------------------------------------------------------===//

import CGSL
import SpringModel
import Testing

@testable import SpringReference

@Suite("The GSL stepper catalog and run statistics")
struct StepperCatalogTests {
  @Test(
    "eleven steppers, named as GSL names them, with the order GSL reports",
    arguments: ODEStepper.allCases)
  func stepperMatchesGSL(stepper: ODEStepper) throws {
    GSLRuntime.prepare()
    #expect(ODEStepper.allCases.count == 11)
    // The step type the integrator uses, as GSL names it and reports it.
    let step = try #require(gsl_odeiv2_step_alloc(stepper.gslStepType, 2))
    defer { gsl_odeiv2_step_free(step) }
    #expect(String(cString: gsl_odeiv2_step_name(step)) == stepper.rawValue)
    // A fresh stepper reports the lowest order of its range.
    #expect(Int(gsl_odeiv2_step_order(step)) == stepper.orders.lowerBound)
    #expect(ODEStepper(methodName: stepper.methodName) == stepper)
    #expect(stepper.methodName == "gsl:\(stepper.rawValue)")
  }

  @Test("names that are not steppers are rejected")
  func unknownNames() {
    #expect(ODEStepper(methodName: "gsl:rk9") == nil)
    #expect(ODEStepper(methodName: "rk8pd") == nil)
    #expect(ODEStepper(methodName: "gsl:") == nil)
  }

  @Test(
    "the Jacobian is used by exactly the steppers that need it; counts are plausible",
    arguments: ODEStepper.allCases)
  func statisticsAreCounted(stepper: ODEStepper) throws {
    let integrator = try ReferenceIntegrator(stepper: stepper, tolerance: 1e-6)
    let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
    let run = try integrator.trajectory(
      of: spring, from: SpringState(position: -1, velocity: 0), at: [0.25, 0.5, 1])
    let stats = run.statistics
    #expect(stats.acceptedSteps >= 3)
    #expect(stats.rejectedSteps >= 0)
    // Every attempted step evaluates f at least once per stage: 2 for rk2 …
    let stagesAtLeast = [ODEStepper.rk2: 2, .rk4: 4, .rkf45: 5, .rkck: 5, .rk8pd: 12][stepper] ?? 1
    #expect(
      stats.rightHandSideEvaluations >= stagesAtLeast * (stats.acceptedSteps + stats.rejectedSteps))
    if stepper.usesJacobian {
      #expect(stats.jacobianEvaluations > 0)
      #expect(stepper.isImplicit)
    } else {
      #expect(stats.jacobianEvaluations == 0)
    }
    #expect(
      stepper.isImplicit == [.rk1imp, .rk2imp, .rk4imp, .bsimp, .msadams, .msbdf].contains(stepper))
  }

  @Test("statistics add up over outputs: more outputs, more (truncated) steps")
  func outputsCost() throws {
    let integrator = try ReferenceIntegrator(stepper: .rkck, tolerance: 1e-8)
    let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
    let one = try integrator.trajectory(
      of: spring, from: SpringState(position: -1, velocity: 0), at: [2])
    let many = try integrator.trajectory(
      of: spring, from: SpringState(position: -1, velocity: 0),
      at: (1...1000).map { Double($0) / 500 })
    #expect(many.statistics.acceptedSteps >= 1000)
    #expect(many.statistics.acceptedSteps > one.statistics.acceptedSteps)
    // Repeated times cost nothing and repeat the state.
    let repeated = try integrator.trajectory(
      of: spring, from: SpringState(position: -1, velocity: 0), at: [0, 0, 2, 2])
    #expect(repeated.states[0] == SpringState(position: -1, velocity: 0))
    #expect(repeated.states[2] == repeated.states[3])
    #expect(repeated.statistics == one.statistics)
    // No times: nothing to do.
    let none = try integrator.trajectory(
      of: spring, from: SpringState(position: -1, velocity: 0), at: [])
    #expect(none.states.isEmpty && none.statistics == .none)
  }
}
