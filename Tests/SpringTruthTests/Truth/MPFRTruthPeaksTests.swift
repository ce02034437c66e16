//===--- MPFRTruthPeaksTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The exact peaks max|x| and max|v| over [0, H] against a dense scan.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("MPFRTruth peaks")
struct MPFRTruthPeaksTests {
  /// A dense scan's largest |y| bounds the exact peak from below, and from
  /// above once the curvature is allowed for: next to an interior extremum
  /// (y' = 0) the nearest sample, at most h/2 away, is lower by at most
  /// max|y''|·h²/8. max|y''| is taken from the samples (x'' = −(2αv + ω0²x),
  /// v'' = 2α(2αv + ω0²x) − ω0²v) with a factor 2 to spare.
  @Test(
    "peaks are ≥ every scanned value and within the scan's curvature allowance",
    arguments: [TruthFamily.everyday, .nearCritical, .critical, .overdamped, .extremeScaled])
  func againstScan(family: TruthFamily) throws {
    for springCase in family.cases(count: 4, seed: 44) {
      let spring = springCase.spring
      let alpha = MPFRNumber(spring.damping, precision: 128) / (2 * spring.mass)
      let omega0Squared = MPFRNumber(spring.stiffness, precision: 128) / spring.mass
      let rate = (alpha * 2.0 + omega0Squared.squareRoot()).double
      // 100 time constants of the fastest mode at most: the peaks come early.
      let span = min(springCase.times.max() ?? 1, 100 / rate)
      let count = 40_001
      let grid = try UniformTimeGrid(step: span / Double(count - 1), count: count)
      let truth = MPFRTruth(spring: spring, initialState: springCase.start)
      let peaks = truth.peaks(through: grid.time(at: count - 1))
      var scanX = MPFRNumber(0, precision: 64)
      var scanV = MPFRNumber(0, precision: 64)
      var curvatureX = MPFRNumber(0, precision: 64)
      var curvatureV = MPFRNumber(0, precision: 64)
      for state in truth.states(on: grid) {
        let x = state.position.mpfr
        let v = state.velocity.mpfr
        if x.magnitude() > scanX { scanX = x.magnitude() }
        if v.magnitude() > scanV { scanV = v.magnitude() }
        let force = alpha * 2.0 * v + omega0Squared * x  // = −x''
        let jerk = (alpha * 2.0 * force - omega0Squared * v).magnitude()  // = |v''|
        if force.magnitude() > curvatureX { curvatureX = force.magnitude() }
        if jerk > curvatureV { curvatureV = jerk }
      }
      let h = grid.step
      let allowanceX = curvatureX * (2 * h * h / 8)
      let allowanceV = curvatureV * (2 * h * h / 8)
      let peakX = peaks.position.mpfr
      let peakV = peaks.velocity.mpfr
      #expect(scanX <= peakX * (1 + 0x1p-190), "\(springCase)")
      #expect(scanV <= peakV * (1 + 0x1p-190), "\(springCase)")
      #expect(peakX <= scanX + allowanceX, "\(springCase)")
      #expect(peakV <= scanV + allowanceV, "\(springCase)")
      // The allowance is small: the check has teeth.
      #expect(allowanceX <= peakX * 1e-5 && allowanceV <= peakV * 1e-5, "\(springCase)")
    }
  }

  @Test("a horizon of 0 (or not finite) gives |x0| and |v0|")
  func degenerateHorizon() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: -0.25, velocity: 3))
    for horizon in [0, -1, Double.nan, .infinity] {
      let peaks = truth.peaks(through: horizon)
      #expect(peaks.position == TruthValue(0.25) && peaks.velocity == TruthValue(3))
    }
  }
}
