//===--- SpringMotion+Times.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One motion at many times: the values `state(at:)` gives at each, written
// to the caller's buffers, with the form decided once for all of them (the
// shape of a C evaluator's loop, `f(spring, times, positions, velocities,
// count)`, which the C baseline of Reports/throughput.md has). Where a form's
// kernels have eight-lane twins that give the scalar ones' bits — the
// critical form, the plain two exponentials (PlainModes.swift), the plain
// large phase with SpringLab's sin and cos — blocks of eight consecutive
// times that all take that form run on SIMD lanes; every other time runs
// `state(at:)`'s scalar code.
//
//===----------------------------------------------------------------------===//

extension SpringMotion {
  /// Writes x and v at `times[i]` (seconds, ≥ 0) into `positions[i]` and
  /// `velocities[i]` for every i: bit for bit what `state(at: times[i])`
  /// returns, so the same accuracy (Docs/Design.md). The branch on the form
  /// is taken once per call, and blocks of eight times in the critical form,
  /// the plain two exponentials or the plain large phase are computed eight
  /// at a time.
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
      evaluateCritical(t, times.count, x, v)
    } else if plainModesStart.isFinite {
      evaluatePlainModes(t, times.count, x, v)
    } else if form == .oscillating && isOrdinaryRange {
      evaluateLargePhases(t, times.count, x, v)
    } else {
      for index in 0..<times.count {
        let s = closedFormState(at: t[index])
        x[index] = s.position
        v[index] = s.velocity
      }
    }
  }

  /// Each block of eight consecutive times by `lanes`, or, where it returns
  /// nil (a time outside the form's lane kernel), by `closedFormState` one
  /// by one, as are the last `count % 8` times.
  @inline(__always)
  private func evaluateInBlocks(
    _ t: UnsafePointer<Double>, _ count: Int, _ x: UnsafeMutablePointer<Double>,
    _ v: UnsafeMutablePointer<Double>,
    lanes: (DoubleLanes) -> (position: DoubleLanes, velocity: DoubleLanes)?
  ) {
    var index = 0
    while index + DoubleLanes.scalarCount <= count {
      let block = UnsafeRawPointer(t + index).loadUnaligned(as: DoubleLanes.self)
      if let (px, pv) = lanes(block) {
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
    while index < count {
      let s = closedFormState(at: t[index])
      x[index] = s.position
      v[index] = s.velocity
      index += 1
    }
  }

  /// ζ = 1: the critical form of `state(at:)` in eight lanes, the same
  /// operations in the same order (CompensatedForms.swift); a block with a
  /// deep decay (or a NaN) goes one by one.
  private func evaluateCritical(
    _ t: UnsafePointer<Double>, _ count: Int, _ x: UnsafeMutablePointer<Double>,
    _ v: UnsafeMutablePointer<Double>
  ) {
    let alphaLanes = DoubleLanes(repeating: alpha)
    let alphaLowLanes = DoubleLanes(repeating: alphaLow)
    let x0 = DoubleLanes(repeating: initialState.position)
    let v0 = DoubleLanes(repeating: initialState.velocity)
    let b = DoubleLanes(repeating: positionSineCoefficient)
    let q = DoubleLanes(repeating: velocitySineCoefficient)
    let bLow = DoubleLanes(repeating: positionSineLow)
    let qLow = DoubleLanes(repeating: velocitySineLow)
    let zero = DoubleLanes()
    evaluateInBlocks(t, count, x, v) { lanes in
      let decay = alphaLanes * lanes
      guard allLanes((decay .< SpringMotion.deepDecay) .& (decay .> -SpringMotion.deepDecay))
      else { return nil }
      let (eh, el) = laneEnvelopePair(alphaLanes, alphaLowLanes, lanes)
      return laneSmallPhaseState(
        x0: x0, v0: v0, b: b, bLow: bLow, q: q, qLow: qLow, t: lanes, c1: zero, s1: zero,
        eh: eh, el: el)
    }
  }

  /// ζ > 1 with a plain start (PlainModes.swift): blocks whose times are all
  /// past γt = 1 and the start, and above the deep decay, take
  /// `lanePlainModesState` (`laneTableExp` gives `tableExp`'s bits).
  private func evaluatePlainModes(
    _ t: UnsafePointer<Double>, _ count: Int, _ x: UnsafeMutablePointer<Double>,
    _ v: UnsafeMutablePointer<Double>
  ) {
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
    evaluateInBlocks(t, count, x, v) { lanes in
      let phase = frequencyLanes * lanes
      let fastExponent = fastRateLanes * lanes
      let slowExponent = slowRateLanes * lanes
      // `closedFormPair`'s conditions for the two-exponential form, with
      // the fast mode above the deep decay too.
      guard
        allLanes(
          ((phase .> limit) .| (phase .< -limit)) .& (lanes .>= start) .& (slowExponent .> deep)
            .& (fastExponent .<= 0) .& (fastExponent .> deep))
      else { return nil }
      return lanePlainModesState(
        fastAmplitude: fastAmplitudeLanes, fastVelocityAmplitude: fastVelocityLanes,
        fastExponent: fastExponent, slowAmplitude: slowAmplitudeLanes,
        slowVelocityAmplitude: slowVelocityLanes, slowExponent: slowExponent)
    }
  }

  /// ζ < 1: blocks whose phases are all in the plain large-phase range
  /// (beyond the compensated phase limit, within the reduction's exact
  /// range) and whose decays are above the deep decay take the plain form in
  /// eight lanes (`laneSinCos` and `laneTableExp` give `state(at:)`'s bits).
  private func evaluateLargePhases(
    _ t: UnsafePointer<Double>, _ count: Int, _ x: UnsafeMutablePointer<Double>,
    _ v: UnsafeMutablePointer<Double>
  ) {
    let frequencyLanes = DoubleLanes(repeating: frequency)
    let alphaLanes = DoubleLanes(repeating: alpha)
    let x0 = DoubleLanes(repeating: initialState.position)
    let v0 = DoubleLanes(repeating: initialState.velocity)
    let a = DoubleLanes(repeating: positionSineAmplitude)
    let p = DoubleLanes(repeating: velocitySineAmplitude)
    let damped = alpha != 0
    evaluateInBlocks(t, count, x, v) { lanes in
      let phase = frequencyLanes * lanes
      let decay = alphaLanes * lanes
      guard
        allLanes(
          (phase .> SpringMotion.compensatedPhaseLimit)
            .& (phase .<= SpringMotion.reducedPhaseLimit) .& (decay .< SpringMotion.deepDecay))
      else { return nil }
      let (sine, cosine) = outlinedLaneSinCos(phase)
      let envelope = damped ? laneTableExp(-decay) : DoubleLanes(repeating: 1)
      return laneLargePhaseState(
        x0: x0, v0: v0, a: a, p: p, cosine: cosine, sine: sine, envelope: envelope)
    }
  }
}
