//===--- SpringMotion+Times.swift -----------------------------------------===//
//
// One motion at many times: the values `state(at:)` gives at each, written
// to the caller's buffers, with the form decided once for all of them (the
// shape of a C evaluator's loop, `f(spring, times, positions, velocities,
// count)`, which the C baseline of Reports/throughput.md has). The critical
// form's exponential is SpringLab's own table method, whose eight-lane
// version gives the scalar one's bits, so its loop runs on SIMD lanes.
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
      // The critical form of `state(at:)` in two passes: the exponentials
      // eight at a time (`laneTableExp`, bit for bit `tableExp`), then the
      // products, which vectorize.
      let minusAlpha = -alpha
      var index = 0
      while index + DoubleLanes.scalarCount <= times.count {
        let lanes = UnsafeRawPointer(t + index).loadUnaligned(as: DoubleLanes.self)
        UnsafeMutableRawPointer(v + index).storeBytes(
          of: laneTableExp(DoubleLanes(repeating: minusAlpha) * lanes), as: DoubleLanes.self)
        index += DoubleLanes.scalarCount
      }
      while index < times.count {
        v[index] = tableExp(minusAlpha * t[index])
        index += 1
      }
      for index in 0..<times.count {
        let s = criticalState(at: t[index], envelope: v[index])
        x[index] = s.position
        v[index] = s.velocity
      }
    } else {
      for index in 0..<times.count {
        let s = closedFormState(at: t[index])
        x[index] = s.position
        v[index] = s.velocity
      }
    }
  }
}
