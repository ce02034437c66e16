//===--- SampledTrajectory.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The states a solver accepted, step by step, and what can be read off them
// between the steps: where a component has its extremum inside a step and
// roughly how large it is there.
//
// Between two accepted steps a component u (x or v) is approximated by the
// cubic Hermite interpolant of its values and derivatives at both ends; the
// derivatives come from the ODE itself (x' = v, v' = a = −(c v + k x)/m,
// a' = −(c a + k v)/m). The interpolant only *locates* candidates: every
// decision that matters is re-checked by the solver (SettlingRefinement).
//
// Extrema of u are zeros of u', and u' solves the same ODE, so its zeros are
// π/ωd apart when ζ < 1 and there is at most one when ζ ≥ 1. With steps of
// at most 1/ω0 < π/ωd (the cap the settling search sets for ζ < 1) every
// step holds at most one extremum of each component, found by the sign
// change of u' across it.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Accepted states (t, x, v) of one run, in order.
struct SampledTrajectory {
  /// The component a settling threshold applies to.
  enum Component {
    /// x, with derivatives v and a.
    case position
    /// v, with derivatives a and a'.
    case velocity
  }

  let mass: Double
  let stiffness: Double
  let damping: Double
  private(set) var times: [Double] = []
  private(set) var positions: [Double] = []
  private(set) var velocities: [Double] = []

  init(spring: Spring) {
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
  }

  var count: Int { times.count }

  mutating func append(time: Double, position: Double, velocity: Double) {
    times.append(time)
    positions.append(position)
    velocities.append(velocity)
  }

  /// u, u' and u'' of `component` at sample `index`.
  func derivatives(of component: Component, at index: Int) -> (Double, Double, Double) {
    let x = positions[index]
    let v = velocities[index]
    let a = -(damping * v + stiffness * x) / mass
    switch component {
    case .position: return (x, v, a)
    case .velocity: return (v, a, -(damping * a + stiffness * v) / mass)
    }
  }

  /// The value of `component` at sample `index`.
  func value(of component: Component, at index: Int) -> Double {
    switch component {
    case .position: positions[index]
    case .velocity: velocities[index]
    }
  }

  /// The extremum of `component` strictly inside step `index` (between
  /// samples index and index + 1), located on the Hermite interpolant: its
  /// time and estimated value. Nil when u' keeps its sign over the step.
  func interiorExtremum(of component: Component, inStep index: Int) -> (
    time: Double, value: Double
  )? {
    let (u0, d0, dd0) = derivatives(of: component, at: index)
    let (u1, d1, dd1) = derivatives(of: component, at: index + 1)
    guard d0 * d1 < 0 else { return nil }
    let t0 = times[index]
    let h = times[index + 1] - t0
    // Bisection on the derivative's interpolant, which changes sign on (0, 1).
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = 0.5 * (low + high)
      let slope = hermite(d0, dd0 * h, d1, dd1 * h, at: mid)
      if (slope < 0) == (d0 < 0) { low = mid } else { high = mid }
    }
    let s = 0.5 * (low + high)
    return (t0 + s * h, hermite(u0, d0 * h, u1, d1 * h, at: s))
  }

  /// The cubic with values p0, p1 and derivatives m0, m1 (per unit s) at
  /// s = 0 and 1, evaluated at s.
  private func hermite(_ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, at s: Double)
    -> Double
  {
    let s2 = s * s
    let s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (3 * s2 - 2 * s3) * p1 + (s3 - s2)
      * m1
  }
}
