//===--- RetargetingReferenceTests.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The closed form's hand-off at each target change (RetargetedAnimation)
// against an integration that knows nothing of closed forms: absolute
// coordinates, the target changing in the right-hand side, the solver
// restarted at each change.
//
// Errors are normalized as in Docs/Design.md, by the peak displacement from the
// target in force and the peak velocity; the solver's relative tolerance
// applies to |value|, so τ uses max|value| for the position part:
//
//     τ = max((atol + rtol·max|value|) / peak|value − target|, atol/peak|v| + rtol)
//
// and the bound is ReferenceErrorBound's κ·N·τ with N over all segments.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference
import SpringTruth
import Testing

@Suite("Retargeted motions: closed-form hand-off against piecewise integration")
struct RetargetingReferenceTests {
  struct Scenario {
    var spring: Spring
    var velocity: Double
    var retargets: [Retarget]
    var times: [Double]

    /// The scenario from value 0 toward 1 in closed form, and integrated by
    /// `integrator` at its times.
    func motions(integrating integrator: ReferenceIntegrator) throws -> (
      closedForm: RetargetedAnimation, reference: RetargetedReference
    ) {
      let closedForm = try RetargetedAnimation(
        spring: spring, value: 0, velocity: velocity, target: 1, retargets: retargets)
      let reference = try integrator.retargetedMotion(
        of: spring, value: 0, velocity: velocity, target: 1, retargets: retargets, at: times)
      return (closedForm, reference)
    }
  }

  /// UI springs from value 0 toward 1, with four target changes in flight
  /// and 400 output times (some exactly at the changes).
  static func scenarios(count: Int, seed: UInt64) -> [Scenario] {
    var random = SplitMix64(seed: seed)
    return SweepFamily.ui.cases(count: count, seed: seed).map { springCase in
      var retargets: [Retarget] = []
      var time = 0.0
      for _ in 0..<4 {
        time += random.uniform(0.05, 0.5)
        retargets.append(Retarget(time: time, target: random.uniform(-2, 2)))
      }
      var times = (0...399).map { (time + 1.5) * Double($0) / 399 }
      times += retargets.map(\.time)
      return Scenario(
        spring: springCase.spring, velocity: springCase.initialState.velocity,
        retargets: retargets, times: times.sorted())
    }
  }

  @Test(
    "RetargetedAnimation agrees with the piecewise integration within the bound",
    arguments: [
      (ODEStepper.rk8pd, 1e-12), (.rkck, 1e-10), (.bsimp, 1e-10), (.msbdf, 1e-10),
      (.msadams, 1e-10),
    ])
  func handOffMatchesIntegration(stepper: ODEStepper, tolerance: Double) throws {
    let integrator = try ReferenceIntegrator(stepper: stepper, tolerance: tolerance)
    var worstRatio = 0.0
    for scenario in Self.scenarios(count: 12, seed: 41) {
      let (closedForm, reference) = try scenario.motions(integrating: integrator)
      var peakDisplacement = 0.0
      var peakVelocity = 0.0
      var largestValue = 0.0
      var valueError = 0.0
      var velocityError = 0.0
      for (index, t) in scenario.times.enumerated() {
        let exact = closedForm.valueAndVelocity(at: t)
        peakDisplacement = max(peakDisplacement, abs(exact.value - closedForm.target(at: t)))
        peakVelocity = max(peakVelocity, abs(exact.velocity))
        largestValue = max(largestValue, abs(exact.value))
        valueError = max(valueError, abs(reference.values[index] - exact.value))
        velocityError = max(velocityError, abs(reference.velocities[index] - exact.velocity))
      }
      let tau = max(
        (tolerance + tolerance * largestValue) / peakDisplacement,
        tolerance / peakVelocity + tolerance)
      let bound = ReferenceErrorBound.normalizedError(
        stepper: stepper, normalizedTolerance: tau,
        acceptedSteps: reference.statistics.acceptedSteps)
      let error = max(valueError / peakDisplacement, velocityError / peakVelocity)
      #expect(
        error <= bound,
        "\(stepper): E \(error) > \(bound) for \(scenario.spring), \(scenario.retargets)")
      worstRatio = max(worstRatio, error / bound)
    }
    print("retargeting \(stepper) at \(tolerance): worst E / bound = \(worstRatio)")
  }

  @Test("rk8pd at 1e-12 tracks the hand-off to 1e-10 of the motion's scale")
  func tightHandOff() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-12)
    for scenario in Self.scenarios(count: 20, seed: 42) {
      let (closedForm, reference) = try scenario.motions(integrating: integrator)
      let scale = scenario.times.map { abs(closedForm.valueAndVelocity(at: $0).value) }.max()! + 1
      for (index, t) in scenario.times.enumerated() {
        #expect(
          abs(reference.values[index] - closedForm.valueAndVelocity(at: t).value) <= 1e-10 * scale)
      }
    }
  }

  @Test("with no retargets the piecewise integration is the free trajectory, value = target + x")
  func noRetargetsIsTheFreeMotion() throws {
    let integrator = try ReferenceIntegrator(stepper: .msbdf, tolerance: 1e-10)
    let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
    let times = (0...50).map { Double($0) / 20 }
    let free = try integrator.trajectory(
      of: spring, from: SpringState(position: -1, velocity: 3), at: times)
    let retargeted = try integrator.retargetedMotion(
      of: spring, value: -1, velocity: 3, target: 0, retargets: [], at: times)
    #expect(retargeted.values == free.states.map(\.position))
    #expect(retargeted.velocities == free.states.map(\.velocity))
    #expect(retargeted.statistics == free.statistics)
  }

  @Test("a retarget restarts the solver: the velocity is continuous and the value lands on time")
  func restartAtEachChange() throws {
    let integrator = try ReferenceIntegrator(stepper: .msadams, tolerance: 1e-10)
    let spring = try Spring(mass: 1, stiffness: 300, damping: 20)
    let change = Retarget(time: 0.3, target: 5)
    let run = try integrator.retargetedMotion(
      of: spring, value: 0, velocity: 0, target: 1, retargets: [change],
      at: [(0.3).nextDown, 0.3, (0.3).nextUp, 0.31])
    // Across the change (a few ulps of time) value and velocity barely move,
    // and the acceleration pulls toward the new target after it.
    #expect(abs(run.values[2] - run.values[0]) < 1e-12)
    #expect(abs(run.velocities[2] - run.velocities[0]) < 1e-9)
    #expect(run.velocities[3] > run.velocities[1])
  }
}
