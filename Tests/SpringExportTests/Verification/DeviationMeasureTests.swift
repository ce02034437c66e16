//===--- DeviationMeasureTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The measure of any curve's deviation against brute force on the MPFR
// truth: the lower bound is attained, the upper bound is never exceeded on a
// grid far denser than the measure itself evaluates, and the two are within
// the requested precision. Also the deviation after a curve ends, and the
// curvature bound everything rests on.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@testable import SpringExport

@Suite("Deviation measure: enclosures of the true maximum error")
struct DeviationMeasureTests {
  /// The largest |curve − truth| on `count` + 1 evenly spaced instants and
  /// at every point of the curve.
  static func bruteForce(_ test: TestMotion, _ curve: PiecewiseLinearCurve, count: Int = 40_000)
    -> Double
  {
    let start = curve.times[0]
    let end = curve.endTime
    var worst = 0.0
    let instants =
      (0...count).map { start + (end - start) * Double($0) / Double(count) } + curve.times
    for t in instants { worst = max(worst, abs(curve.value(at: t) - test.truthProgress(at: t))) }
    return worst
  }

  /// Curves of every kind: one straight line, Motion's recipe, RDP, and the
  /// motion sampled at random instants with random offsets.
  static func curves(for test: TestMotion, random: inout SplitMix64) throws
    -> [PiecewiseLinearCurve]
  {
    let motion = try test.progressMotion
    let duration = try motion.settlingTime(tolerance: 1e-3)
    var times = (0..<25).map { _ in random.uniform(0, duration) } + [0, duration]
    times.sort()
    let values = times.map { motion.progress(at: $0) + random.uniform(-3e-3, 3e-3) }
    return [
      try PiecewiseLinearCurve(times: [0, duration], values: [0, 1]),
      try FixedIntervalSampling.motionRecipe(motion, duration: duration).curve,
      try RamerDouglasPeucker.linearEasingGenerator(
        motion, duration: duration, tolerance: 1e-3, valueDecimals: 3
      ).curve,
      try PiecewiseLinearCurve(times: times, values: values),
    ]
  }

  /// The motions `enclosesBruteForce` checks, by index: each is its own
  /// test case, so the cases run in parallel.
  static let bruteForceCases = Array(0..<16)

  @Test(
    "lower ≤ brute force ≤ upper, and upper within 0.1 % of lower", arguments: bruteForceCases)
  func enclosesBruteForce(index: Int) throws {
    let tests =
      try TestMotion.applePresets() + TestMotion.typical() + TestMotion.random(count: 6, seed: 3)
    try #require(tests.count == Self.bruteForceCases.count)
    // Each case's curves from its own seed.
    var random = SplitMix64(seed: 0xDE71_A710 &+ UInt64(index))
    do {
      let test = tests[index]
      let motion = try test.progressMotion
      for curve in try Self.curves(for: test, random: &random) {
        let bound = motion.maximumDeviation(of: curve)
        let brute = Self.bruteForce(test, curve)
        // The lower bound is attained where the measure says (up to the
        // binary64 closed form's rounding, which the truth does not share).
        let there = abs(curve.value(at: bound.time) - test.truthProgress(at: bound.time))
        #expect(abs(there - bound.lower) <= 1e-14, "\(test)")
        // Nothing on a grid 40,000 fine exceeds the upper bound, and the
        // enclosure is as tight as requested.
        #expect(
          brute <= bound.upper + 1e-15, "\(test): brute force \(brute) > upper \(bound.upper)")
        #expect(
          bound.upper <= bound.lower * (1 + 1e-3) + 1e-13,
          "\(test): \(bound.lower) … \(bound.upper)")
        #expect(brute <= bound.lower * (1 + 1e-3) + 1e-13, "\(test)")
      }
    }
  }

  @Test("after a curve ends on the target: the enclosure holds the truth's largest excursion")
  func restDeviation() throws {
    for test in try TestMotion.applePresets() + TestMotion.typical() {
      let motion = try test.progressMotion
      for tolerance in [1e-2, 1e-4] {
        let settle = try motion.settlingTime(tolerance: tolerance)
        for time in [0.5 * settle, settle, 1.2 * settle] {
          let bound = motion.restDeviation(after: time)
          let span = 6 * max(settle, 1 / test.spring.naturalFrequency)
          var brute = 0.0
          for step in 0...40_000 {
            brute = max(brute, abs(test.truthProgress(at: time + span * Double(step) / 40_000) - 1))
          }
          #expect(bound.lower <= brute * (1 + 1e-9), "\(test) after \(time)")
          // Up to the closed form's rounding (~1e-16 of the distance).
          #expect(brute <= bound.upper + 1e-15, "\(test) after \(time): \(brute) > \(bound.upper)")
          #expect(bound.upper <= bound.lower * (1 + 1e-3) * (1 + 1e-12), "\(test)")
          if time >= settle { #expect(bound.upper <= tolerance + 1e-15, "\(test)") }
        }
      }
    }
  }

  @Test("the curvature bound at τ holds for |x''(t)| at every later t (MPFR truth)")
  func curvatureBound() throws {
    var random = SplitMix64(seed: 0xC0FFEE)
    let tests =
      try TestMotion.applePresets() + TestMotion.typical() + TestMotion.random(count: 24, seed: 11)
    for test in tests {
      let motion = try test.progressMotion
      let bound = CurvatureBound(spring: test.spring)
      let horizon = 8 / min(test.spring.naturalFrequency, max(test.spring.decayRate, 1e-3))
      for _ in 0..<4 {
        let tau = random.uniform(0, horizon / 2)
        let m = bound.maximum(after: motion.motion.state(at: tau))
        var largest = 0.0
        for step in 0...4000 {
          let t = tau + horizon * Double(step) / 4000
          // |x''| = |c v + k x| / m from the truth's x and v, rounded once.
          let state = test.truth.state(at: t)
          let force = MPFRNumber(precision: 256)
          force.setSumOfProducts(
            MPFRNumber(test.spring.damping), state.velocity.mpfr,
            MPFRNumber(test.spring.stiffness), state.position.mpfr)
          let acceleration = (force / test.spring.mass).magnitude().double
          largest = max(largest, acceleration)
        }
        #expect(largest <= m, "\(test) after \(tau): |x''| \(largest) > \(m)")
        // Not uselessly loose either: the fast overdamped mode makes it up to
        // ~2ζ times what is reached, critical damping ~5 times.
        let zeta = test.spring.dampingRatio
        #expect(m <= (4 * zeta + 8) * largest || largest < 1e-12 * m, "\(test): \(m) vs \(largest)")
      }
    }
  }
}
