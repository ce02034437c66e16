//===--- TaylorMotion.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A motion followed by SpringTruth's Taylor propagator alone — no closed
// form — and the component (position or velocity) a settling check tracks.
// SettlingOracle and SettlingCertificate both stand on it.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

/// A spring's motion from `start`, propagated by `TaylorPropagator`.
struct TaylorMotion {
  let spring: Spring
  let start: SpringState
  let propagator: TaylorPropagator

  init(spring: Spring, start: SpringState, targetBits: Int = 200) {
    self.spring = spring
    self.start = start
    propagator = TaylorPropagator(spring: spring, targetBits: targetBits)
  }

  /// y and y' of the tracked component from a state (x, v): the position
  /// (y = x, y' = v), or the velocity (y = v, y' = −(c v + k x)/m).
  func component(
    _ x: MPFRNumber, _ v: MPFRNumber, velocity: Bool
  ) -> (y: MPFRNumber, slope: MPFRNumber) {
    guard velocity else { return (x, v) }
    let force = MPFRNumber(precision: x.precision)
    force.setSumOfProducts(
      MPFRNumber(spring.damping, precision: 64), v,
      MPFRNumber(spring.stiffness, precision: 64), x)
    return (v, -(force / spring.mass))
  }
}
