//===--- TaylorPropagatorTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The independent integrator on motions whose solutions are textbook
// functions, computed here with MPFR's own cos, sin and exp.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("TaylorPropagator")
struct TaylorPropagatorTests {
  @Test("m = k = 1, c = 0 from (1, 0): x = cos t, v = −sin t, up to t = 1e4")
  func cosine() throws {
    let spring = try Spring(mass: 1, stiffness: 1, damping: 0)
    let taylor = TaylorPropagator(spring: spring)
    for t in [0.5, 3, 100, 1e4] {
      let (x, v) = taylor.state(at: t, from: SpringState(position: 1, velocity: 0))
      let (sine, cosine) = MPFRNumber(t, precision: 300).sineCosine()
      #expect((x - cosine).magnitude() <= 0x1p-200)
      #expect((v + sine).magnitude() <= 0x1p-200)
    }
  }

  @Test("m = 1, k = 1, c = 2 from (1, 0): x = (1 + t)e^(−t), v = −t e^(−t)")
  func critical() throws {
    let spring = try Spring(mass: 1, stiffness: 1, damping: 2)
    let taylor = TaylorPropagator(spring: spring)
    for t in [0.25, 7, 60] {
      let (x, v) = taylor.state(at: t, from: SpringState(position: 1, velocity: 0))
      let time = MPFRNumber(t, precision: 300)
      let decay = (-time).exp()
      let expectedX = (time + 1.0) * decay
      #expect(((x - expectedX) / expectedX).magnitude() <= 0x1p-200)
      #expect(((v + time * decay) / (time * decay)).magnitude() <= 0x1p-200)
    }
  }

  @Test("ζ = 1e6: the slow mode x ≈ e^(−t/(2ζ)) survives 2^44 halvings' worth of squaring")
  func stiff() throws {
    // m = 1, k = 1, c = 2e6: roots −s and −f with s·f = 1, s + f = 2e6; from
    // (1, −s) only the slow mode is excited: x = e^(−st) exactly.
    let spring = try Spring(mass: 1, stiffness: 1, damping: 2e6)
    let c = MPFRNumber(2e6, precision: 300)
    let slow = MPFRNumber(2, precision: 300) / (c + (c * c - 4.0).squareRoot())
    let t = 1e6
    let taylor = TaylorPropagator(spring: spring)
    // v0 = −s rounded to binary64 excites the fast mode by the rounding
    // only, which has decayed by e^(−2e12) at t.
    let v0 = -slow.double
    let (x, _) = taylor.state(at: t, from: SpringState(position: 1, velocity: v0))
    // x = A e^(−st) with A = (v0 + f)/(f − s): v0 = −s(1 + ρ), |ρ| ≤ 2^-53.
    let f = c - slow
    let amplitude = (MPFRNumber(v0, precision: 300) + f) / (f - slow)
    let expected = amplitude * (-(slow * t)).exp()
    #expect(((x - expected) / expected).magnitude() <= 0x1p-190)
  }
}
