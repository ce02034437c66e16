//===--- ReferenceIntegrator+Settling.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The settling time T(ε) = inf{T ≥ 0 : |x(t)| ≤ ε for all t ≥ T}, from the
// integrated trajectory alone.
//
// When to stop integrating: the energy E = ½ m v² + ½ k x² never increases
// (dE/dt = −c v² ≤ 0), and |x| ≤ √(2E/k) = √(x² + v²/ω0²), |v| ≤ √(v² + ω0² x²).
// Once the integrated state has both bounds within the thresholds, no later
// excursion is possible: the run stops there and the last crossing lies
// behind it (LastCrossingSearch). An undamped spring (c = 0) conserves E,
// so its amplitude is reached every period: the answer is ∞ (or 0 if the
// amplitude is within ε) without integrating at all. A spring with c > 0
// settles in finite time, but a very lightly damped one may take more steps
// than `maxSteps`: the run then ends in `workLimitExceeded`.
//
// Steps are capped at 1/ω0 when ζ < 1, so each step holds at most one
// extremum of x and of v (SampledTrajectory.swift).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A settling time computed by integration, with its cost.
public struct ReferenceSettling: Hashable, Sendable {
  /// The stepper that produced it.
  public var stepper: ODEStepper
  /// Seconds; 0 when the motion never leaves the band, `+infinity` when an
  /// undamped motion's amplitude exceeds a threshold.
  public var time: Double
  /// The cost: the forward run plus every re-integration of the refinement.
  public var statistics: IntegrationStatistics
}

extension ReferenceIntegrator {
  /// The settling time of `spring` released from `initialState`: the last
  /// time |x| crosses `threshold` and, when `velocityThreshold` is given, the
  /// last time |v| crosses it — whichever is later.
  ///
  /// - Parameters:
  ///   - spring: the spring.
  ///   - initialState: x0 (displacement from the target) and v0 at t = 0.
  ///   - threshold: ε > 0, finite, in position units.
  ///   - velocityThreshold: optional εv > 0, finite, in units per second.
  /// - Returns: T refined to the solver's own accuracy: the solver's |x| is
  ///   > ε just before T and ≤ ε from T on, so T is off the exact crossing by
  ///   about the solver's position error divided by |v(T)|.
  ///   Extreme magnitudes are integrated in scaled variables, as for
  ///   `trajectory(of:from:at:)`.
  /// - Throws: `.invalidInput` for a bad threshold or state (`threshold`,
  ///   `velocityThreshold`, `initialState.position`, …), for a threshold below
  ///   2^−900 of the motion's size in the scaled units, and for a damping
  ///   ratio beyond 2^1000; `.solverFailure`; `.workLimitExceeded` when the
  ///   spring is too lightly damped to settle within `maxSteps` steps.
  public func settlingTime(
    of spring: Spring, from initialState: SpringState, threshold: Double,
    velocityThreshold: Double? = nil
  ) throws(ReferenceError) -> ReferenceSettling {
    try ReferenceError.checking { () throws(SpringInputError) in
      _ = try SpringInputError.requireFinite(initialState.position, "initialState.position")
      _ = try SpringInputError.requireFinite(initialState.velocity, "initialState.velocity")
      _ = try SpringInputError.requirePositive(threshold, "threshold")
      if let velocityThreshold {
        _ = try SpringInputError.requirePositive(velocityThreshold, "velocityThreshold")
      }
    }
    let scaling = try ReferenceScaling.units(
      for: spring, positions: [initialState.position], velocity: initialState.velocity)
    guard scaling.isIdentity else {
      return try scaledSettlingTime(
        of: spring, from: initialState, threshold: threshold,
        velocityThreshold: velocityThreshold, scaling: scaling)
    }
    return try unscaledSettlingTime(
      of: spring, from: initialState, threshold: threshold, velocityThreshold: velocityThreshold)
  }

  /// `settlingTime` in the units of `scaling` (ReferenceScaling.swift): the
  /// thresholds scaled with the state, the time back in seconds. A
  /// threshold that the scaled motion (of size about 1) cannot resolve —
  /// below 2^−900 of it — is refused.
  private func scaledSettlingTime(
    of spring: Spring, from initialState: SpringState, threshold: Double,
    velocityThreshold: Double?, scaling: ReferenceScaling
  ) throws(ReferenceError) -> ReferenceSettling {
    let scaledThreshold = scaling.position(threshold)
    let scaledVelocityThreshold = velocityThreshold.map(scaling.velocity)
    for (name, value, scaled) in [
      ("threshold", threshold, scaledThreshold),
      ("velocityThreshold", velocityThreshold ?? 1, scaledVelocityThreshold ?? 1),
    ] where !(scaled >= 0x1p-900) {
      throw .invalidInput(
        SpringInputError(
          parameter: name, value: value,
          requirement: "at least 2^-900 of the motion's size for GSL integration "
            + "(in the units GSL integrates in, it is \(scaled))"))
    }
    let start = SpringState(
      position: scaling.position(initialState.position),
      velocity: scaling.velocity(initialState.velocity))
    do {
      let run = try unscaledSettlingTime(
        of: try scaling.spring(spring), from: start, threshold: scaledThreshold,
        velocityThreshold: scaledVelocityThreshold, scaling: scaling)
      return ReferenceSettling(
        stepper: run.stepper, time: scaling.seconds(run.time), statistics: run.statistics)
    } catch {
      throw scaling.unscaled(error)
    }
  }

  /// The settling search itself, on a problem already in its units.
  private func unscaledSettlingTime(
    of spring: Spring, from initialState: SpringState, threshold: Double,
    velocityThreshold: Double?, scaling: ReferenceScaling = .identity
  ) throws(ReferenceError) -> ReferenceSettling {
    let omega0 = spring.naturalFrequency
    // The energy bounds on every later |x| and |v|.
    func positionBound(_ x: Double, _ v: Double) -> Double { hypot(x, v / omega0) }
    func velocityBound(_ x: Double, _ v: Double) -> Double { hypot(v, omega0 * x) }
    func settled(_ x: Double, _ v: Double) -> Bool {
      positionBound(x, v) <= threshold
        && (velocityThreshold.map { velocityBound(x, v) <= $0 } ?? true)
    }
    let x0 = initialState.position
    let v0 = initialState.velocity
    if spring.damping == 0 {
      // E is conserved: each bound is the amplitude, reached every period.
      let position = positionBound(x0, v0) > threshold
      let velocity = velocityThreshold.map { velocityBound(x0, v0) > $0 } ?? false
      return ReferenceSettling(
        stepper: stepper, time: position || velocity ? .infinity : 0, statistics: .none)
    }
    if settled(x0, v0) {
      return ReferenceSettling(stepper: stepper, time: 0, statistics: .none)
    }
    let driver = try makeDriver(spring: spring, target: 0, stepLimit: maxSteps, scaling: scaling)
    if spring.regime == .underdamped { driver.maximumStep = 1 / omega0 }
    try driver.restart(at: 0, value: x0, velocity: v0)
    var samples = SampledTrajectory(spring: spring)
    samples.append(time: 0, position: x0, velocity: v0)
    repeat {
      try driver.step(
        toward: .greatestFiniteMagnitude,
        goal: "integrating until the energy bound is within the thresholds")
      samples.append(time: driver.time, position: driver.value, velocity: driver.velocity)
    } while !settled(driver.value, driver.velocity)
    let probe = try makeDriver(spring: spring, target: 0, stepLimit: maxSteps, scaling: scaling)
    probe.maximumStep = driver.maximumStep
    let search = LastCrossingSearch(samples: samples, probe: probe)
    var time = try search.lastCrossing(of: .position, above: threshold)
    if let velocityThreshold {
      time = max(time, try search.lastCrossing(of: .velocity, above: velocityThreshold))
    }
    return ReferenceSettling(
      stepper: stepper, time: time, statistics: driver.statistics + probe.statistics)
  }
}
