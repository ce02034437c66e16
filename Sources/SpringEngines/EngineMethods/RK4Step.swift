//===--- RK4Step.swift ----------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One classic fourth-order Runge–Kutta step of x'' = −(k x + c v) at unit
// mass, shared by `FixedStepRK4` (the textbook stages) and `ReboundRK4`
// (rebound-js `Spring.advance`, whose first stage reads a stale position;
// Docs/Provenance/PeerEngines.md #rebound, quirk 1). With a(x, v) = −(k x + c v):
//
//     a1 = a(x1, v)           k1 = v           x1 = x for the textbook method
//     a2 = a(x + h/2·k1, k2)  k2 = v + h/2·a1
//     a3 = a(x + h/2·k2, k3)  k3 = v + h/2·a2
//     a4 = a(x + h·k3, k4)    k4 = v + h·a3
//     x += h/6·(k1 + 2k2 + 2k3 + k4),   v += h/6·(a1 + 2a2 + 2a3 + a4)
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Advances `state` by one RK4 step of `h` seconds with the first stage's
/// acceleration evaluated at position `firstStagePosition` (nil: the current
/// position, the textbook method). `stiffness` and `damping` are k/m and
/// c/m.
///
/// - Returns: x + h·k3, the position of the last stage (Rebound keeps it as
///   the next step's `tempPosition`).
@discardableResult
func rk4Step(
  _ state: inout SpringState, firstStagePosition: Double? = nil, h: Double,
  stiffness: Double, damping: Double
) -> Double {
  func acceleration(_ x: Double, _ v: Double) -> Double { -(stiffness * x + damping * v) }
  let x = state.position
  let v = state.velocity
  let k1 = v
  let a1 = acceleration(firstStagePosition ?? x, v)
  let k2 = v + 0.5 * h * a1
  let a2 = acceleration(x + 0.5 * h * k1, k2)
  let k3 = v + 0.5 * h * a2
  let a3 = acceleration(x + 0.5 * h * k2, k3)
  let lastStagePosition = x + h * k3
  let k4 = v + h * a3
  let a4 = acceleration(lastStagePosition, k4)
  state.position = x + h / 6 * (k1 + 2 * (k2 + k3) + k4)
  state.velocity = v + h / 6 * (a1 + 2 * (a2 + a3) + a4)
  return lastStagePosition
}
