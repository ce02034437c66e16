//===--- ConformanceTestSupport.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The truth as the conformance tests use it directly, bypassing the scorer:
// x(t) and v(t) rounded to binary64, and a brute-force peak search.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringTruth

/// x(t) and v(t) of the truth, rounded to binary64.
func truthState(_ spring: Spring, _ start: SpringState, at t: Double) -> SpringState {
  let state = MPFRTruth(spring: spring, initialState: start).state(at: t)
  return SpringState(position: state.position.double, velocity: state.velocity.double)
}

/// max |x| and max |v| of the truth over [0, horizon] by brute force: 1001
/// uniform samples over the horizon, 1001 over its first two damped periods,
/// 1001 log-spaced down to horizon·1e-13, then a golden-section refinement
/// around the best samples of each component.
func bruteForcePeaks(
  _ spring: Spring, _ start: SpringState, horizon: Double
) -> (position: Double, velocity: Double) {
  let truth = MPFRTruth(spring: spring, initialState: start)
  func heights(_ t: Double) -> (Double, Double) {
    let state = truth.state(at: max(0, t))
    return (state.position.magnitudeDouble, state.velocity.magnitudeDouble)
  }
  let early = min(horizon, 2 * spring.period)
  var times: [Double] = []
  for index in 0...1000 {
    let fraction = Double(index) / 1000
    times += [horizon * fraction, early * fraction, horizon * exp(log(1e-13) * (1 - fraction))]
  }
  times = Array(Set(times)).sorted()
  let sampled = times.map(heights)
  // Golden-section search in the bracket of each of the 16 best samples (a
  // sparse sample far out may beat the dense early ones without bracketing
  // its own maximum).
  func refine(_ component: (Double, Double) -> Double) -> Double {
    let values = sampled.map { component($0.0, $0.1) }
    let ratio = (5.0.squareRoot() - 1) / 2
    var peak = values.max() ?? 0
    for best in values.indices.sorted(by: { values[$0] > values[$1] }).prefix(16) {
      var low = times[max(0, best - 1)]
      var high = times[min(times.count - 1, best + 1)]
      for _ in 0..<120 where high > low {
        let a = high - ratio * (high - low)
        let b = low + ratio * (high - low)
        let (ha, hb) = (heights(a), heights(b))
        let (fa, fb) = (component(ha.0, ha.1), component(hb.0, hb.1))
        peak = max(peak, fa, fb)
        if fa < fb { low = a } else { high = b }
      }
    }
    return peak
  }
  return (refine { x, _ in x }, refine { _, v in v })
}
