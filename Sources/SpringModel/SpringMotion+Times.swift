//===--- SpringMotion+Times.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One motion at many times: the values `state(at:)` gives at each, written
// to the caller's buffers, with the form decided once for all of them (the
// shape of a C evaluator's loop, `f(spring, times, positions, velocities,
// count)`, which the C baseline of Reports/throughput.md has). The critical
// form's compensated kernel (CompensatedForms.swift) has an eight-lane twin
// that gives the scalar one's bits, so its loop runs on SIMD lanes.
//
//===----------------------------------------------------------------------===//

extension SpringMotion {
  /// Writes x and v at `times[i]` (seconds, ≥ 0) into `positions[i]` and
  /// `velocities[i]` for every i: bit for bit what `state(at: times[i])`
  /// returns, so the same accuracy (Docs/Design.md). The branch on the form
  /// is taken once per call, and a critically damped motion's exponentials
  /// are computed eight at a time.
  /// - Precondition: both output buffers hold at least `times.count`
  ///   elements, and no two of the three buffers overlap.
  public func evaluate(
    at times: UnsafeBufferPointer<Double>,
    positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      positions.count >= times.count && velocities.count >= times.count,
      "the output buffers must hold one element per time")
    guard let t = times.baseAddress, let x = positions.baseAddress,
      let v = velocities.baseAddress
    else { return }
    if form == .critical {
      // The critical form of `state(at:)` eight lanes at a time: the same
      // operations in the same order (CompensatedForms.swift), so the same
      // bits; a block with a deep decay (or a NaN) goes one by one.
      let alphaLanes = DoubleLanes(repeating: alpha)
      let alphaLowLanes = DoubleLanes(repeating: alphaLow)
      let x0 = DoubleLanes(repeating: initialState.position)
      let v0 = DoubleLanes(repeating: initialState.velocity)
      let b = DoubleLanes(repeating: positionSineCoefficient)
      let q = DoubleLanes(repeating: velocitySineCoefficient)
      let bLow = DoubleLanes(repeating: positionSineLow)
      let qLow = DoubleLanes(repeating: velocitySineLow)
      let zero = DoubleLanes()
      var index = 0
      while index + DoubleLanes.scalarCount <= times.count {
        let lanes = UnsafeRawPointer(t + index).loadUnaligned(as: DoubleLanes.self)
        let decay = alphaLanes * lanes
        if allLanes((decay .< SpringMotion.deepDecay) .& (decay .> -SpringMotion.deepDecay)) {
          let (eh, el) = laneEnvelopePair(alphaLanes, alphaLowLanes, lanes)
          let (px, pv) = laneSmallPhaseState(
            x0: x0, v0: v0, b: b, bLow: bLow, q: q, qLow: qLow, t: lanes, c1: zero, s1: zero,
            eh: eh, el: el)
          UnsafeMutableRawPointer(x + index).storeBytes(of: px, as: DoubleLanes.self)
          UnsafeMutableRawPointer(v + index).storeBytes(of: pv, as: DoubleLanes.self)
        } else {
          for lane in index..<(index + DoubleLanes.scalarCount) {
            let s = closedFormState(at: t[lane])
            x[lane] = s.position
            v[lane] = s.velocity
          }
        }
        index += DoubleLanes.scalarCount
      }
      while index < times.count {
        let s = closedFormState(at: t[index])
        x[index] = s.position
        v[index] = s.velocity
        index += 1
      }
    } else if plainModesStart.isFinite {
      evaluatePlainModes(at: times, x, v)
    } else if form == .oscillating && isOrdinaryRange {
      evaluateLargePhases(at: times, x, v)
    } else {
      for index in 0..<times.count {
        let s = closedFormState(at: t[index])
        x[index] = s.position
        v[index] = s.velocity
      }
    }
  }

  /// `evaluate(at:positions:velocities:)` for a motion whose two-exponential
  /// form rounds plainly from some time on (PlainModes.swift): blocks of
  /// eight times that are all past γt = 1 and that time, and above the deep
  /// decay, take `lanePlainModesState` (`state(at:)`'s bits), every other
  /// time `closedFormState`.
  private func evaluatePlainModes(
    at times: UnsafeBufferPointer<Double>, _ x: UnsafeMutablePointer<Double>,
    _ v: UnsafeMutablePointer<Double>
  ) {
    guard let t = times.baseAddress else { return }
    let frequencyLanes = DoubleLanes(repeating: frequency)
    let fastRateLanes = DoubleLanes(repeating: fastRate)
    let slowRateLanes = DoubleLanes(repeating: slowRate)
    let fastAmplitudeLanes = DoubleLanes(repeating: fastAmplitude)
    let slowAmplitudeLanes = DoubleLanes(repeating: slowAmplitude)
    let fastVelocityLanes = DoubleLanes(repeating: fastVelocityAmplitude)
    let slowVelocityLanes = DoubleLanes(repeating: slowVelocityAmplitude)
    let start = DoubleLanes(repeating: plainModesStart)
    let deep = -SpringMotion.deepDecay
    let limit = SpringMotion.hyperbolicLimit
    var index = 0
    while index + DoubleLanes.scalarCount <= times.count {
      let lanes = UnsafeRawPointer(t + index).loadUnaligned(as: DoubleLanes.self)
      let phase = frequencyLanes * lanes
      let fastExponent = fastRateLanes * lanes
      let slowExponent = slowRateLanes * lanes
      // `closedFormPair`'s conditions for the two-exponential form, with
      // the fast mode above the deep decay too.
      if allLanes(
        ((phase .> limit) .| (phase .< -limit)) .& (lanes .>= start) .& (slowExponent .> deep)
          .& (fastExponent .<= 0) .& (fastExponent .> deep))
      {
        let (px, pv) = lanePlainModesState(
          fastAmplitude: fastAmplitudeLanes, fastVelocityAmplitude: fastVelocityLanes,
          fastExponent: fastExponent, slowAmplitude: slowAmplitudeLanes,
          slowVelocityAmplitude: slowVelocityLanes, slowExponent: slowExponent)
        UnsafeMutableRawPointer(x + index).storeBytes(of: px, as: DoubleLanes.self)
        UnsafeMutableRawPointer(v + index).storeBytes(of: pv, as: DoubleLanes.self)
      } else {
        for lane in index..<(index + DoubleLanes.scalarCount) {
          let s = closedFormState(at: t[lane])
          x[lane] = s.position
          v[lane] = s.velocity
        }
      }
      index += DoubleLanes.scalarCount
    }
    while index < times.count {
      let s = closedFormState(at: t[index])
      x[index] = s.position
      v[index] = s.velocity
      index += 1
    }
  }

  /// `evaluate(at:positions:velocities:)` for ζ < 1: blocks of eight times
  /// whose phases are all in the plain large-phase range (beyond the
  /// compensated phase limit, within the reduction's exact range) and whose
  /// decays are above the deep decay take the plain form in eight lanes
  /// (`laneSinCos` and `laneTableExp` give `state(at:)`'s bits), every other
  /// time `closedFormState`.
  private func evaluateLargePhases(
    at times: UnsafeBufferPointer<Double>, _ x: UnsafeMutablePointer<Double>,
    _ v: UnsafeMutablePointer<Double>
  ) {
    guard let t = times.baseAddress else { return }
    let frequencyLanes = DoubleLanes(repeating: frequency)
    let alphaLanes = DoubleLanes(repeating: alpha)
    let x0 = DoubleLanes(repeating: initialState.position)
    let v0 = DoubleLanes(repeating: initialState.velocity)
    let a = DoubleLanes(repeating: positionSineAmplitude)
    let p = DoubleLanes(repeating: velocitySineAmplitude)
    let damped = alpha != 0
    var index = 0
    while index + DoubleLanes.scalarCount <= times.count {
      let lanes = UnsafeRawPointer(t + index).loadUnaligned(as: DoubleLanes.self)
      let phase = frequencyLanes * lanes
      let decay = alphaLanes * lanes
      if allLanes(
        (phase .> SpringMotion.compensatedPhaseLimit) .& (phase .<= SpringMotion.reducedPhaseLimit)
          .& (decay .< SpringMotion.deepDecay))
      {
        let (sine, cosine) = outlinedLaneSinCos(phase)
        let envelope = damped ? laneTableExp(-decay) : DoubleLanes(repeating: 1)
        let (px, pv) = laneLargePhaseState(
          x0: x0, v0: v0, a: a, p: p, cosine: cosine, sine: sine, envelope: envelope)
        UnsafeMutableRawPointer(x + index).storeBytes(of: px, as: DoubleLanes.self)
        UnsafeMutableRawPointer(v + index).storeBytes(of: pv, as: DoubleLanes.self)
      } else {
        for lane in index..<(index + DoubleLanes.scalarCount) {
          let s = closedFormState(at: t[lane])
          x[lane] = s.position
          v[lane] = s.velocity
        }
      }
      index += DoubleLanes.scalarCount
    }
    while index < times.count {
      let s = closedFormState(at: t[index])
      x[index] = s.position
      v[index] = s.velocity
      index += 1
    }
  }
}
