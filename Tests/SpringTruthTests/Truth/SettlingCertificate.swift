//===--- SettlingCertificate.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An independent check of a claimed settling time T of one underdamped
// motion, where the brute-force oracle (SettlingOracle.swift) would need
// millions of grid cells (ζ = 1e-6 oscillates ~1e7 times before settling).
// Everything comes from the Taylor integrator and one identity of the
// equation, not from the closed form:
//
// 1. |y(T(1 − δ))| > ε, so the true settling time T* ≥ T(1 − δ).
// 2. From T' = T(1 + δ) on, |y| ≤ ε, so T* ≤ T(1 + δ):
//    - for ζ < 1 every solution obeys d/dt R² = −2αR² with
//      R² = y² + ((y' + αy)/ωd)², α = c/(2m), ωd² = k/m − α² (differentiate
//      and substitute y'' = −2αy' − (k/m)y), and |y| ≤ R; so past
//      T' + W, W = ln(R(T')/ε)/α, |y| ≤ ε;
//    - on [T', T' + W] the integrator steps a grid of 32 cells per half
//      period π/ωd (at most one extremum of y per cell), and each sign
//      change of y' is bisected to find the extremum's height.
//
// Together |T − T*| ≤ δ·T.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

/// The Taylor-only check of an underdamped settling time.
struct SettlingCertificate {
  let motion: TaylorMotion

  init(spring: Spring, start: SpringState, targetBits: Int = 200) {
    motion = TaylorMotion(spring: spring, start: start, targetBits: targetBits)
  }

  /// Whether |y| > ε just before `time`·(1 − δ), and the largest |y| from
  /// `time`·(1 + δ) on (infinity when the spring is not underdamped).
  func check(
    settlingTime time: MPFRNumber, threshold: Double, velocity: Bool, slack delta: Double
  ) -> (aboveBefore: Bool, largestAfter: MPFRNumber) {
    let bits = motion.propagator.targetBits + 64
    let epsilon = MPFRNumber(threshold, precision: 64)
    let exact = MPFRNumber(time, precision: bits)
    let before = motion.propagator.state(at: exact - exact * delta, from: motion.start)
    let aboveBefore =
      motion.component(before.x, before.v, velocity: velocity).y.magnitude() > epsilon
    let infinity = MPFRNumber(0, precision: 64)
    infinity.set(.infinity)
    let mass = MPFRNumber(motion.spring.mass, precision: bits)
    let alpha = MPFRNumber(motion.spring.damping, precision: bits) / (mass * 2.0)
    let omegaSquared = MPFRNumber(motion.spring.stiffness, precision: bits) / mass - alpha * alpha
    guard omegaSquared > 0.0, alpha > 0.0 else { return (aboveBefore, infinity) }
    let omega = omegaSquared.squareRoot()

    let origin = exact + exact * delta
    let state = motion.propagator.state(at: origin, from: motion.start)
    func at(_ offset: MPFRNumber) -> (y: MPFRNumber, slope: MPFRNumber) {
      let moved = motion.propagator.transition(over: offset).apply(state.x, state.v)
      return motion.component(moved.x, moved.v, velocity: velocity)
    }
    let first = motion.component(state.x, state.v, velocity: velocity)
    var largest = first.y.magnitude()
    let scaled = (first.slope + alpha * first.y) / omega
    let radius = (first.y * first.y + scaled * scaled).squareRoot()
    guard radius > epsilon else { return (aboveBefore, largest) }
    let window = (radius / epsilon).log() / alpha
    let halfPeriod = MPFRNumber.pi(precision: bits) / omega
    let cells = min(200_000, Int(((window / halfPeriod).double * 32).rounded(.up)) + 1)
    let cell = window / Double(cells)
    let step = motion.propagator.transition(over: cell)
    var (x, v) = (state.x, state.v)
    var previous = first
    for index in 0..<cells {
      (x, v) = step.apply(x, v)
      let current = motion.component(x, v, velocity: velocity)
      if current.y.magnitude() > largest { largest = current.y.magnitude() }
      if previous.slope.sign * current.slope.sign < 0 {
        // An extremum in this cell: bisect the sign of y'.
        var low = cell * Double(index)
        var high = cell * Double(index + 1)
        for _ in 0..<120 {
          let middle = (low + high) / 2.0
          if at(middle).slope.sign == previous.slope.sign { low = middle } else { high = middle }
        }
        let peak = at(low).y.magnitude()
        if peak > largest { largest = peak }
      }
      previous = current
    }
    return (aboveBefore, largest)
  }
}
