//===--- MotionExtremaTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The turning points and first zero of SpringMotion.extrema checked against
// the MPFR truth: v (resp. x) vanishes there to a few ulps of its scale and
// changes sign across it, none comes earlier on a dense grid, and extremum
// heights follow the predicted geometric decay.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Motion extrema: turning points and first zero against the truth")
struct MotionExtremaTests {
  /// Whether `value(t)` changes sign across t (at t ± a small step) and
  /// keeps one sign on a dense grid of (0, t − step).
  static func isFirstSignChange(
    at t: Double, step: Double, _ value: (Double) -> Double
  ) -> Bool {
    guard value(t - step) * value(t + step) < 0 else { return false }
    let before = value(step / 2)
    for index in 1..<400 {
      let s = (t - step) * Double(index) / 400
      if s > step / 2 && value(s) * before < 0 { return false }
    }
    return true
  }

  @Test(
    "first extremum, spacing, decrement and first zero in every regime (seeded)",
    arguments: [
      SweepFamily.ui, .broad, .nearCritical, .critical,
      .overdamped, .undamped,
    ])
  func againstTruth(family: SweepFamily) throws {
    for springCase in family.cases(count: 40, seed: 31) {
      let spring = springCase.spring
      let motion = SpringMotion(spring: spring, initialState: springCase.initialState)
      let truth = MPFRTruth(spring: spring, initialState: springCase.initialState)
      let extrema = motion.extrema
      let scale = TrajectoryPeaks(of: springCase, truth: truth)
      let rate = max(spring.naturalFrequency, 2 * spring.decayRate)
      let label = "\(spring) \(springCase.initialState)"
      func velocity(_ t: Double) -> Double { truth.state(at: t).velocity.double }
      func position(_ t: Double) -> Double { truth.state(at: t).position.double }
      // Far out the truth's doubles underflow: nothing left to check there.
      func visible(_ t: Double) -> Bool { spring.decayRate * t < 500 }
      if let first = extrema.firstTime, first > 0, visible(first) {
        // v(t₀) = 0 up to the change of v over the time's own error.
        let slack = 64 * Double.ulpOfOne * (scale.velocity + rate * scale.velocity * first)
        #expect(abs(velocity(first)) <= slack, "\(label): v(\(first))")
        // For ζ ≫ 1 the extremum time is ill-conditioned (the fast mode
        // turns within a sliver of time): a coarser step there.
        let step = (spring.regime == .overdamped ? 1e-4 : 1e-7) * first
        #expect(Self.isFirstSignChange(at: first, step: step, velocity), "\(label): \(first)")
      } else if extrema.firstTime == nil,
        spring.regime == .overdamped
          || spring.regime == .critical
      {
        // No turning point: v keeps its sign after t = 0 (a few samples).
        let v0 = velocity(1e-9 / rate)
        for index in 1...200 {
          #expect(velocity(Double(index) * 0.1 / rate) * v0 >= 0, "\(label)")
        }
      }
      if let zero = extrema.firstZeroTime, visible(zero) {
        let slack = 64 * Double.ulpOfOne * scale.position * (1 + rate * zero)
        #expect(abs(position(zero)) <= slack, "\(label): x(\(zero))")
        #expect(Self.isFirstSignChange(at: zero, step: 1e-7 * zero, position), "\(label)")
      }
      if let spacing = extrema.spacing, let first = extrema.firstTime, visible(first) {
        // Spacing π/ωd and the exact geometric decay e^(−n·απ/ωd).
        #expect(abs(spacing * spring.dampedFrequency / Double.pi - 1) < 1e-14)
        #expect(abs(extrema.decrement - spring.decayRate * spacing) <= 1e-14 * extrema.decrement)
        let h0 = abs(position(first))
        for n in [1.0, 2, 5] {
          guard let t = extrema.time(ofExtremum: n) else {
            Issue.record("\(label): no extremum \(n)")
            continue
          }
          guard visible(t) else { continue }
          let predicted = extrema.predictedHeight(ofExtremum: n, firstHeight: h0)
          let actual = abs(position(t))
          #expect(abs(predicted - actual) <= 1e-12 * h0 + 1e-300, "\(label) n \(n)")
          #expect(abs(motion.extremum(n)?.position ?? .nan) - actual <= 1e-12 * h0 + 1e-300)
        }
      }
    }
  }

  @Test("at rest, released at rest, and on the extended-range path")
  func specialStarts() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 4)
    #expect(SpringMotion(spring: spring, initialState: .rest).extrema.firstTime == 0)
    // Released at rest: extremum 0 is the start.
    #expect(SpringMotion(spring: spring, position: 1, velocity: 0).extrema.firstTime == 0)
    // Scaled by 2^400 in length and time: the times scale back exactly.
    let ordinary = SpringMotion(spring: spring, position: 1, velocity: 3)
    let wide = SpringMotion(
      spring: try Spring(mass: 0x1p800, stiffness: 100, damping: 4 * 0x1p400),
      position: 0x1p400, velocity: 3)
    let a = ordinary.extrema
    let b = wide.extrema
    #expect(abs((b.firstTime ?? 0) / 0x1p400 / (a.firstTime ?? 1) - 1) < 1e-14)
    #expect(abs((b.spacing ?? 0) / 0x1p400 / (a.spacing ?? 1) - 1) < 1e-14)
    #expect(abs(b.decrement / a.decrement - 1) < 1e-14)
    // ζ = 2^40 (separated modes): thrown towards the target from x0 = 1, it
    // crosses zero and turns, where the truth's velocity vanishes.
    let stiff = try Spring(mass: 1, stiffness: 1, damping: 0x1p41)
    let thrown = SpringMotion(spring: stiff, position: 1, velocity: -0x1p42)
    let turning = thrown.extrema
    let zero = try #require(turning.firstZeroTime)
    let extremum = try #require(turning.firstTime)
    #expect(extremum > zero)
    let truth = MPFRTruth(spring: stiff, initialState: thrown.initialState)
    #expect(abs(truth.state(at: zero).position.double) < 1e-12)
    // v is a difference of two terms of size λ_slow·|B| = 2^−41 there.
    #expect(abs(truth.state(at: extremum).velocity.double) < 1e-9 * 0x1p-41)
  }
}
