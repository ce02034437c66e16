//===--- ReferenceIntegrator+Trajectory.swift -----------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Free motions and retargeted motions at requested times.
//
// Both run through one loop in absolute coordinates, y = (value, velocity),
// with the current target in the callbacks' context: a free motion is the
// case target = 0 (so y0 is x itself) with no retargets. At a retarget time
// the integration lands on that time exactly, the target changes, and the
// driver restarts from the state it reached — multistep history and the step
// size are discarded, because the acceleration jumps there. Nothing in this
// file knows the closed form.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension ReferenceIntegrator {
  /// The state of `spring` released from `initialState` at each of `times`.
  ///
  /// - Parameters:
  ///   - spring: the spring.
  ///   - initialState: x and v at t = 0, finite.
  ///   - times: seconds, finite, ≥ 0 and ascending (repeats allowed), any
  ///     number of them; the integration visits each in turn.
  /// - Returns: the states, approximate to the tolerance (see
  ///   `ReferenceErrorBound`), and the run's statistics. A spring at rest
  ///   on its target (x0 = v0 = 0) stays there: every state is exactly
  ///   zero, with no step taken.
  ///   Inputs of any magnitude are integrated in scaled variables where the
  ///   equation's terms would over- or underflow (ReferenceScaling.swift),
  ///   with the caller's tolerances; a state beyond binary64's range comes
  ///   back as ±infinity.
  /// - Throws: `ReferenceError.invalidInput` naming a bad input
  ///   (`initialState.position`, `times[3]`, …) or one that cannot be scaled
  ///   into range (`damping` for a damping ratio beyond 2^1000, a time beyond
  ///   2^1000 natural periods); `.solverFailure` for a GSL status;
  ///   `.workLimitExceeded` when the run needs more than `maxSteps` steps plus
  ///   one per time.
  public func trajectory(
    of spring: Spring, from initialState: SpringState, at times: [Double]
  ) throws(ReferenceError) -> ReferenceTrajectory {
    try ReferenceError.checking { () throws(SpringInputError) in
      _ = try SpringInputError.requireFinite(initialState.position, "initialState.position")
      _ = try SpringInputError.requireFinite(initialState.velocity, "initialState.velocity")
    }
    if initialState.position == 0 && initialState.velocity == 0 {
      // At rest on the target: x = 0 for all t exactly, whatever t is.
      // Nothing to integrate (and no step budget to spend reaching t = 1e300).
      try Self.checkTimes(times)
      return ReferenceTrajectory(
        stepper: stepper, times: times,
        states: Array(repeating: SpringState(position: 0, velocity: 0), count: times.count),
        statistics: .none)
    }
    let run = try integrate(
      spring: spring, value: initialState.position, velocity: initialState.velocity, target: 0,
      retargets: [], times: times)
    return ReferenceTrajectory(
      stepper: stepper, times: times,
      states: zip(run.values, run.velocities).map { SpringState(position: $0, velocity: $1) },
      statistics: run.statistics)
  }

  /// A spring animation whose target jumps at given times, integrated
  /// segment by segment with no knowledge of the closed form: the reference
  /// for `RetargetedAnimation`.
  ///
  /// - Parameters:
  ///   - spring: the spring, shared by all segments.
  ///   - value: the value at t = 0, finite.
  ///   - velocity: its velocity in units per second, finite.
  ///   - target: the first target, finite.
  ///   - retargets: target changes at strictly increasing, finite times > 0
  ///     with finite targets.
  ///   - times: output times as for `trajectory(of:from:at:)`.
  /// - Returns: value and velocity at each time (approximate, to the
  ///   tolerance relative to |value|), and the statistics over all segments.
  /// - Throws: as `trajectory(of:from:at:)`; bad retargets are named
  ///   `retargets[2].time` and so on.
  public func retargetedMotion(
    of spring: Spring, value: Double, velocity: Double, target: Double,
    retargets: [Retarget], at times: [Double]
  ) throws(ReferenceError) -> RetargetedReference {
    try ReferenceError.checking { () throws(SpringInputError) in
      try Retarget.validate(value: value, velocity: velocity, target: target, retargets: retargets)
    }
    let run = try integrate(
      spring: spring, value: value, velocity: velocity, target: target, retargets: retargets,
      times: times)
    return RetargetedReference(
      stepper: stepper, times: times, values: run.values, velocities: run.velocities,
      statistics: run.statistics)
  }

  /// Both motions: checks `times` (other inputs are already checked) and
  /// runs the loop in the caller's units or, for extreme magnitudes, scaled.
  private func integrate(
    spring: Spring, value: Double, velocity: Double, target: Double, retargets: [Retarget],
    times: [Double]
  ) throws(ReferenceError) -> (
    values: [Double], velocities: [Double], statistics: IntegrationStatistics
  ) {
    try Self.checkTimes(times)
    guard !times.isEmpty else { return ([], [], .none) }
    let scaling = try ReferenceScaling.units(
      for: spring, positions: [value, target] + retargets.map(\.target), velocity: velocity)
    if !scaling.isIdentity {
      return try integrateScaled(
        spring: spring, value: value, velocity: velocity, target: target, retargets: retargets,
        times: times, scaling: scaling)
    }
    return try integrate(
      spring: spring, value: value, velocity: velocity, target: target, retargets: retargets,
      times: times, scaling: scaling)
  }

  /// The shared loop in the units of `scaling` (ReferenceScaling.swift):
  /// the same run on the scaled spring, values, targets and times, with the
  /// results and any error's time back in the caller's units.
  private func integrateScaled(
    spring: Spring, value: Double, velocity: Double, target: Double, retargets: [Retarget],
    times: [Double], scaling: ReferenceScaling
  ) throws(ReferenceError) -> (
    values: [Double], velocities: [Double], statistics: IntegrationStatistics
  ) {
    for (index, time) in times.enumerated() where !(scaling.time(time) < 0x1p1000) {
      throw .invalidInput(
        SpringInputError(
          parameter: "times[\(index)]", value: time,
          requirement: "at most 2^1000 natural periods for GSL integration"))
    }
    let scaledSpring = try scaling.spring(spring)
    let scaledRetargets = retargets.map {
      Retarget(time: scaling.time($0.time), target: scaling.position($0.target))
    }
    do {
      let run = try integrate(
        spring: scaledSpring, value: scaling.position(value), velocity: scaling.velocity(velocity),
        target: scaling.position(target), retargets: scaledRetargets,
        times: times.map(scaling.time), scaling: scaling)
      return (
        run.values.map(scaling.unscaledPosition), run.velocities.map(scaling.unscaledVelocity),
        run.statistics
      )
    } catch {
      throw scaling.unscaled(error)
    }
  }

  /// The loop, on a problem already in the units of `scaling` (the
  /// identity for moderate inputs). A failing step names what it was
  /// integrating toward: by its time in the caller's units, by its index
  /// in scaled ones (a scaled time would mislead).
  private func integrate(
    spring: Spring, value: Double, velocity: Double, target: Double, retargets: [Retarget],
    times: [Double], scaling: ReferenceScaling
  ) throws(ReferenceError) -> (
    values: [Double], velocities: [Double], statistics: IntegrationStatistics
  ) {
    let namesTimes = scaling.isIdentity
    let driver = try makeDriver(
      spring: spring, target: target, stepLimit: maxSteps + times.count + retargets.count,
      scaling: scaling)
    try driver.restart(at: 0, value: value, velocity: velocity)
    var values: [Double] = []
    var velocities: [Double] = []
    values.reserveCapacity(times.count)
    velocities.reserveCapacity(times.count)
    var nextChange = 0
    for (index, time) in times.enumerated() {
      while nextChange < retargets.count, retargets[nextChange].time <= time {
        let change = retargets[nextChange]
        try driver.advance(
          to: change.time,
          goal: namesTimes
            ? "integrating toward the retarget at t = \(change.time)"
            : "integrating toward retargets[\(nextChange)]")
        driver.context.target = change.target
        try driver.restart(at: change.time, value: driver.value, velocity: driver.velocity)
        nextChange += 1
      }
      try driver.advance(
        to: time,
        goal: namesTimes
          ? "integrating toward t = \(time) (times[\(index)])"
          : "integrating toward times[\(index)]")
      values.append(driver.value)
      velocities.append(driver.velocity)
    }
    return (values, velocities, driver.statistics)
  }

  /// Checks that `times` are finite, ≥ 0 and ascending.
  static func checkTimes(_ times: [Double]) throws(ReferenceError) {
    var previous = 0.0
    for (index, time) in times.enumerated() {
      guard time.isFinite, time >= previous else {
        throw .invalidInput(
          SpringInputError(
            parameter: "times[\(index)]", value: time,
            requirement: index == 0
              ? "a finite number >= 0"
              : "a finite number >= \(previous) (times must be ascending)"))
      }
      previous = time
    }
  }
}
