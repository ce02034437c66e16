//===--- LastCrossingSearch.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The last time a sampled component leaves the band |u| ≤ ε, refined with
// the solver itself.
//
// 1. Bracket. Scan the accepted steps backwards for the last one in which
//    |u| exceeds ε: at its start sample (a solver value), or at an interior
//    extremum located on the Hermite interpolant. An interior extremum that
//    the interpolant puts above 0.7 ε (the interpolant can be off by tens of
//    percent on a long step) is re-evaluated by the solver, and only a value
//    the solver finds above ε counts. The crossing then lies in
//    [lo, hi] with |u(lo)| > ε and |u| ≤ ε on [T, hi].
// 2. Refine. Evaluate u(t) by integrating with the same stepper and
//    tolerances from the accepted state at the step's start to t (a fraction
//    of one step), and shrink [lo, hi] by Illinois false position with
//    bisection every third step, down to adjacent doubles. The answer is the
//    first double at which the solver's |u| is ≤ ε: its error is the solver's
//    own (δu/|u'| in time), not an interpolant's or a frame grid's.
//
//===----------------------------------------------------------------------===//

/// Finds the last ε-crossing of one component of a sampled run.
struct LastCrossingSearch {
  let samples: SampledTrajectory
  /// A driver for re-integrations (same stepper, tolerances and spring).
  let probe: GSLDriver

  /// The interpolant's extremum must exceed this fraction of ε before the
  /// solver is asked to check it.
  static let candidateFraction = 0.7

  /// The last time |u| > ε, or 0 if |u| ≤ ε at every sample and extremum.
  /// The last sample must satisfy |u| ≤ ε.
  func lastCrossing(
    of component: SampledTrajectory.Component, above epsilon: Double
  ) throws(ReferenceError) -> Double {
    var index = samples.count - 2
    while index >= 0 {
      let start = abs(samples.value(of: component, at: index))
      var extremumTime: Double?
      if let extremum = samples.interiorExtremum(of: component, inStep: index) {
        extremumTime = extremum.time
        if abs(extremum.value) > Self.candidateFraction * epsilon {
          let solved = abs(try evaluate(component, at: extremum.time, fromSample: index))
          if solved > epsilon {
            return try refine(
              component, above: epsilon, fromSample: index, low: extremum.time,
              lowExcess: solved - epsilon, high: samples.times[index + 1],
              highExcess: abs(samples.value(of: component, at: index + 1)) - epsilon)
          }
        }
      }
      if start > epsilon {
        let end = samples.times[index + 1]
        let endExcess = abs(samples.value(of: component, at: index + 1)) - epsilon
        guard let extremumTime else {
          return try refine(
            component, above: epsilon, fromSample: index, low: samples.times[index],
            lowExcess: start - epsilon, high: end, highExcess: endExcess)
        }
        // The band is left before the extremum unless the solver puts the
        // extremum itself above ε (the interpolant underestimated it).
        let extremumExcess =
          abs(try evaluate(component, at: extremumTime, fromSample: index)) - epsilon
        if extremumExcess > 0 {
          return try refine(
            component, above: epsilon, fromSample: index, low: extremumTime,
            lowExcess: extremumExcess, high: end, highExcess: endExcess)
        }
        return try refine(
          component, above: epsilon, fromSample: index, low: samples.times[index],
          lowExcess: start - epsilon, high: extremumTime, highExcess: extremumExcess)
      }
      index -= 1
    }
    return 0
  }

  /// u(t) by the solver, integrating from accepted sample `index` to t.
  func evaluate(
    _ component: SampledTrajectory.Component, at time: Double, fromSample index: Int
  ) throws(ReferenceError) -> Double {
    try probe.restart(
      at: samples.times[index], value: samples.positions[index],
      velocity: samples.velocities[index])
    try probe.advance(to: time, goal: "refining a settling crossing near t = \(time)")
    return component == .position ? probe.value : probe.velocity
  }

  /// Shrinks [low, high] around the crossing: excess = |u| − ε is > 0 at
  /// low and (up to the solver's noise) ≤ 0 from the crossing to high.
  private func refine(
    _ component: SampledTrajectory.Component, above epsilon: Double, fromSample index: Int,
    low: Double, lowExcess: Double, high: Double, highExcess: Double
  ) throws(ReferenceError) -> Double {
    var low = low
    var high = high
    // Illinois weights: halved each time the same end is kept twice.
    var lowWeight = lowExcess
    var highWeight = min(highExcess, 0)
    var keptLow = 0
    var keptHigh = 0
    for iteration in 0..<200 {
      guard high > low.nextUp else { break }
      var t = low + (high - low) * lowWeight / (lowWeight - highWeight)
      if iteration % 3 == 2 || !(t > low && t < high) || lowWeight - highWeight == 0 {
        t = low + 0.5 * (high - low)
      }
      let excess = abs(try evaluate(component, at: t, fromSample: index)) - epsilon
      if excess > 0 {
        low = t
        lowWeight = excess
        keptLow = 0
        keptHigh += 1
        if keptHigh >= 2 { highWeight *= 0.5 }
      } else {
        high = t
        highWeight = excess
        keptHigh = 0
        keptLow += 1
        if keptLow >= 2 { lowWeight *= 0.5 }
      }
    }
    return high
  }
}
