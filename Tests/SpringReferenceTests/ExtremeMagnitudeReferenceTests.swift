//===--- ExtremeMagnitudeReferenceTests.swift -----------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The GSL reference at magnitudes where the equation's own terms over- or
// underflow in binary64: it integrates in scaled variables
// (ReferenceScaling.swift) and stays within ReferenceErrorBound of the MPFR
// truth, or refuses what it cannot scale, naming the input.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference
import SpringTruth
import Testing

@Suite("GSL reference at extreme magnitudes")
struct ExtremeMagnitudeReferenceTests {
  /// max(|Δx|/peak|x|, |Δv|/peak|v|) of `state` at `t` against the truth,
  /// and ReferenceErrorBound's bound for the run.
  static func normalizedError(
    spring: Spring, start: SpringState, at t: Double, state: SpringState, steps: Int,
    integrator: ReferenceIntegrator
  ) -> (error: Double, bound: Double) {
    let truth = MPFRTruth(spring: spring, initialState: start)
    let exact = truth.state(at: t)
    let peaks = truth.peaks(through: t)
    func ratio(_ error: Double, _ peak: Double) -> Double {
      error == 0 ? 0 : (peak > 0 ? error / peak : .infinity)
    }
    let error = max(
      ratio(abs(exact.position.error(of: state.position)), peaks.position.magnitudeDouble),
      ratio(abs(exact.velocity.error(of: state.velocity)), peaks.velocity.magnitudeDouble))
    let bound = integrator.normalizedErrorBound(
      peakPosition: peaks.position.magnitudeDouble, peakVelocity: peaks.velocity.magnitudeDouble,
      acceptedSteps: steps)
    return (error, bound)
  }

  @Test(
    "the cases every stepper got wrong or could not start",
    arguments: [ODEStepper.rk8pd, .rkf45, .rk4imp, .bsimp, .msadams, .msbdf])
  func reportedCases(stepper: ODEStepper) throws {
    let integrator = try ReferenceIntegrator(stepper: stepper, tolerance: 1e-10)
    // (m, k, c, x0, v0, t): k·x/m underflowing to 0 made every stepper
    // return (-1, 0) for the first (the truth is (−cos 1, ω0 sin 1)).
    let cases: [(Double, Double, Double, Double, Double, Double)] = [
      (1e300, 1e-300, 0, -1, 0, 1e300),
      (1e-10, 1e300, 0, -1, 0, 1e-154),
      (1, 1e200, 0, 1e200, 0, 1e-100),
      (1, 1, 1e10, 0, 1e300, 1e-11),
    ]
    for (m, k, c, x0, v0, t) in cases {
      let spring = try Spring(mass: m, stiffness: k, damping: c)
      let start = SpringState(position: x0, velocity: v0)
      let run = try integrator.trajectory(of: spring, from: start, at: [t])
      let measured = Self.normalizedError(
        spring: spring, start: start, at: t, state: run.states[0],
        steps: run.statistics.acceptedSteps, integrator: integrator)
      #expect(
        measured.error <= measured.bound,
        "\(stepper.rawValue) \(m),\(k),\(c),\(x0),\(v0),\(t): E \(measured.error) > \(measured.bound)"
      )
    }
  }

  @Test("random magnitudes 1e-300…1e300 for m, k, x0, v0: within the error bound")
  func randomMagnitudes() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-10)
    var random = SplitMix64(seed: 2_026_1201)
    var worst = 0.0
    var measuredCases = 0
    for _ in 0..<80 {
      func any() -> Double { random.logUniform(1e-300, 1e300) }
      let mass = any()
      let stiffness = any()
      // ζ from 1e-3 to 10 (heavier damping is stiff for an explicit stepper).
      let zeta = random.logUniform(1e-3, 10)
      let omega0 = (stiffness.squareRoot() / mass.squareRoot())
      let spring = try Spring(mass: mass, stiffness: stiffness, damping: 2 * zeta * mass * omega0)
      let start = SpringState(position: random.sign() * any(), velocity: random.sign() * any())
      // Up to five natural periods.
      let t = random.uniform(0, 5) * spring.naturalPeriod
      guard spring.damping.isFinite, t.isFinite else { continue }
      let run = try integrator.trajectory(of: spring, from: start, at: [t])
      // A trajectory beyond binary64's range (|v0|/ω0 can reach 1e600) comes
      // back as ±infinity where the truth overflows; only representable ones
      // are measured.
      let truth = MPFRTruth(spring: spring, initialState: start)
      let peaks = truth.peaks(through: t)
      guard peaks.position.binary64 != nil, peaks.velocity.binary64 != nil else {
        let exact = truth.state(at: t)
        for (value, truthValue) in [
          (run.states[0].position, exact.position), (run.states[0].velocity, exact.velocity),
        ] where truthValue.binary64 == nil {
          #expect(
            value.isInfinite, "\(spring) from \(start) at \(t): \(value), truth \(truthValue)")
        }
        continue
      }
      measuredCases += 1
      let measured = Self.normalizedError(
        spring: spring, start: start, at: t, state: run.states[0],
        steps: run.statistics.acceptedSteps, integrator: integrator)
      worst = max(worst, measured.error / measured.bound)
      #expect(
        measured.error <= measured.bound,
        "\(spring) from \(start) at \(t): E \(measured.error) > \(measured.bound)")
    }
    print("reference at extreme magnitudes: worst E/bound = \(worst) over \(measuredCases)")
    #expect(measuredCases >= 30)
  }

  @Test("settling in scaled variables agrees with the truth")
  func settling() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-12)
    let cases: [(Double, Double, Double, Double, Double, Double)] = [
      (1, 100, 10, 1e100, 0, 1e-100),
      (1e300, 1e-300, 1, -1, 0, 1e-3),
      (1e-200, 1e100, 1e-50, 1e-150, 1e100, 1e-160),
    ]
    for (m, k, c, x0, v0, epsilon) in cases {
      let spring = try Spring(mass: m, stiffness: k, damping: c)
      let start = SpringState(position: x0, velocity: v0)
      let time = try integrator.settlingTime(of: spring, from: start, threshold: epsilon).time
      let truth = try MPFRTruth(spring: spring, initialState: start).settlingTime(
        threshold: epsilon)
      let exact = try #require(truth.binary64)
      #expect(
        abs(time - exact) <= 1e-6 * exact,
        "\(m),\(k),\(c),\(x0),\(v0) ε \(epsilon): \(time) vs \(exact)")
    }
  }

  @Test("what cannot be scaled into range is refused, naming the input")
  func refusals() throws {
    let integrator = try ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-10)
    // ζ = 5e304: the scaled damping itself would overflow.
    let stiff = try Spring(mass: 1e-10, stiffness: 1, damping: 1e300)
    #expect {
      _ = try integrator.trajectory(
        of: stiff, from: SpringState(position: -1, velocity: 0), at: [1])
    } throws: { error in
      guard case .invalidInput(let input) = error as? ReferenceError else { return false }
      return input.parameter == "damping"
    }
    // ε/x0 = 1e-310: below what the scaled motion can resolve.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect {
      _ = try integrator.settlingTime(
        of: spring, from: SpringState(position: 1e200, velocity: 0), threshold: 1e-110)
    } throws: { error in
      guard case .invalidInput(let input) = error as? ReferenceError else { return false }
      return input.parameter == "threshold"
    }
  }
}
