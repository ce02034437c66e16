//===--- InitialStepTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The starting step comes from the problem (state, derivatives, tolerances,
// order), not from output times or absolute constants: rescaling time
// rescales it, and the first steps are not thrown away.
//
//===----------------------------------------------------------------------===//

import SpringModel
import Testing

@testable import SpringReference

@Suite("The starting step")
struct InitialStepTests {
  /// The spring and state with time stretched by 1/s: k → s²k, c → s·c,
  /// v0 → s·v0, so that x_s(t) = x(s·t).
  static func rescaled(_ spring: Spring, _ state: SpringState, by s: Double) throws -> (
    Spring, SpringState
  ) {
    (
      try Spring(
        mass: spring.mass, stiffness: spring.stiffness * s * s, damping: spring.damping * s),
      SpringState(position: state.position, velocity: state.velocity * s)
    )
  }

  @Test(
    "is scale-free: a spring 10⁶ times faster starts with a step 10⁶ times shorter",
    arguments: [1e-6, 1e-3, 1e3, 1e6])
  func scaleFree(scale: Double) throws {
    let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
    for state in [
      SpringState(position: -1, velocity: 0), SpringState(position: 0, velocity: 3), .rest,
    ] {
      for order in [1, 4, 8] {
        // Relative tolerance only: an absolute one would fix a scale.
        func step(_ spring: Spring, _ state: SpringState) -> Double {
          initialStepSize(
            context: SpringSystemContext(spring: spring, target: 0, evaluationLimit: 1),
            time: 0, value: state.position, velocity: state.velocity,
            absoluteTolerance: 0, relativeTolerance: 1e-10, order: order)
        }
        let (fast, fastState) = try Self.rescaled(spring, state, by: scale)
        let h = step(spring, state)
        let hScaled = step(fast, fastState)
        #expect(h > 0 && h.isFinite)
        #expect(abs(hScaled * scale - h) <= 1e-12 * h, "state \(state), order \(order)")
      }
    }
  }

  @Test("keeps the first step's error within the tolerance: rk8pd rejects no early step")
  func firstStepsAccepted() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-10)
    for stiffness in [1e-2, 1.0, 170, 1e6] {
      let spring = try Spring(mass: 1, stiffness: stiffness, damping: 0.3 * stiffness.squareRoot())
      // A twentieth of a period: a few steps, all of them from the start.
      let period = spring.naturalPeriod
      let run = try integrator.trajectory(
        of: spring, from: SpringState(position: -1, velocity: 0), at: [period / 20])
      #expect(run.statistics.rejectedSteps == 0, "k = \(stiffness): \(run.statistics)")
    }
  }
}
