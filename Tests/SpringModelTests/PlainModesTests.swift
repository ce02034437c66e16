//===--- PlainModesTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The per-spring decision of PlainModes.swift: the plain two-exponential
// form measured against the MPFR truth stays within the bound the motion
// computes for itself, on every overdamped spring of four families — the
// ones that take it (bound ≤ 1.75) and the ones that do not.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth
import Testing

@testable import SpringModel

@Suite("Plain two-exponential form")
struct PlainModesTests {
  /// Times from `start` (and just past it) out to twelve slow time
  /// constants, log-spaced.
  static func times(of motion: SpringMotion, from start: Double) -> [Double] {
    let end = max(start * 2, 12 / -motion.slowRate)
    var times = [start, start.nextUp, start * (1 + 0x1p-30)]
    for i in 0...40 { times.append(start * pow(end / start, Double(i) / 40)) }
    return times.filter { -motion.slowRate * $0 < 700 }.sorted()
  }

  /// The plain form's K at each of `times(of:from:)`, against the MPFR truth.
  static func plainErrors(
    _ springCase: SpringCase, _ motion: SpringMotion, from start: Double
  ) -> Double {
    var timed = springCase
    timed.times = times(of: motion, from: start)
    let errors = sampleErrors(of: timed) { t in
      plainModesState(
        fastAmplitude: motion.fastAmplitude, fastVelocityAmplitude: motion.fastVelocityAmplitude,
        fastExponent: motion.fastRate * t, slowAmplitude: motion.slowAmplitude,
        slowVelocityAmplitude: motion.slowVelocityAmplitude, slowExponent: motion.slowRate * t)
    }
    return errors.map { max($0.scaledPosition, $0.scaledVelocity) }.max() ?? 0
  }

  @Test(
    "measured K of the plain form is within the motion's own bound",
    arguments: [SweepFamily.ui, .broad, .nearCritical, .overdamped])
  func plainFormWithinBound(family: SweepFamily) {
    var plain = 0
    var compensated = 0
    var later = 0
    var worstMargin = Double.infinity
    for springCase in family.cases(count: 120, seed: 2_026_120_71) {
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      guard motion.regime == .overdamped && motion.isOrdinaryRange else { continue }
      let bound = motion.plainModesBound()
      #expect(motion.roundsModesPlainly == (bound <= SpringMotion.plainModesLimit))
      if motion.roundsModesPlainly { plain += 1 } else { compensated += 1 }
      // The bound must hold wherever it is finite (near ζ = 1 it is huge
      // and the form, never taken there, loses all digits: skip those).
      let switchTime = SpringMotion.hyperbolicLimit / motion.frequency
      if bound < 1e3 {
        let measured = Self.plainErrors(springCase, motion, from: switchTime)
        #expect(
          measured <= bound,
          "K \(measured) > bound \(bound): \(springCase.spring) from \(springCase.initialState)")
        worstMargin = min(worstMargin, bound - measured)
      }
      // Where the plain form starts later, it is within the limit from there.
      let start = motion.plainModesStart
      if start > 0 && start.isFinite {
        later += 1
        #expect(start > switchTime)
        let measured = Self.plainErrors(springCase, motion, from: start)
        #expect(
          measured <= SpringMotion.plainModesLimit,
          "K \(measured) from \(start): \(springCase.spring) from \(springCase.initialState)")
      }
    }
    print(
      "\(family.rawValue): plain \(plain), compensated \(compensated) (\(later) plain later), margin \(worstMargin)"
    )
    #expect(plain + compensated > 0)
  }

  @Test("the decision follows the bound: cancelling modes compensate, the rest round plainly")
  func decisionsWhereExpected() throws {
    let ui = SweepFamily.ui.cases(count: 200, seed: 5).map {
      SpringMotion(spring: $0.spring, initialState: $0.initialState)
    }.filter { $0.regime == .overdamped }
    let plainShare = Double(ui.filter(\.roundsModesPlainly).count) / Double(ui.count)
    #expect(plainShare > 0.5, "plain share \(plainShare)")
    // ζ = 3 from rest: v = (r_f A)(e^(r_f t) − e^(r_s t)) cancels at first,
    // so the velocity's bound, 1.78, is above the limit.
    let spring = try Spring(mass: 1, stiffness: 1, damping: 6)
    let fromRest = SpringMotion(spring: spring, position: 1, velocity: 0)
    #expect(!fromRest.roundsModesPlainly)
    #expect(fromRest.plainModesBound() > 1.75 && fromRest.plainModesBound() < 1.8)
    // ... but plainly from a little later on (the bound falls with t).
    let switchTime = 1 / spring.overdampedRate
    #expect(fromRest.plainModesStart > switchTime && fromRest.plainModesStart < 2 * switchTime)
    // The same spring released on its slow mode (v0 = r_s·x0): A = 0.
    let slowMode = SpringMotion(spring: spring, position: 1, velocity: -(3 - 8.0.squareRoot()))
    #expect(slowMode.roundsModesPlainly)
    #expect(slowMode.plainModesBound() < 1.5)
    // ζ = 1 + 1e-6: |A|, |C| ≈ 350 ≫ the peak 1, but the form starts at
    // γt = 1, t ≈ 707 s, where both terms are below e^(−707) of it.
    let nearCritical = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 1, damping: 2 * (1 + 1e-6)), position: 1, velocity: 0)
    #expect(nearCritical.regime == .overdamped)
    #expect(nearCritical.roundsModesPlainly)
    #expect(nearCritical.plainModesBound() < 0.26)
  }

  @Test("evaluate(at:) gives state(at:)'s bits for a motion that rounds plainly")
  func evaluateMatchesState() throws {
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 100, damping: 40), position: -1, velocity: 3)
    #expect(motion.roundsModesPlainly)
    let times = (0..<203).map { Double($0) / 60 }
    var x = [Double](repeating: 0, count: times.count)
    var v = [Double](repeating: 0, count: times.count)
    times.withUnsafeBufferPointer { t in
      x.withUnsafeMutableBufferPointer { p in
        v.withUnsafeMutableBufferPointer { q in motion.evaluate(at: t, positions: p, velocities: q)
        }
      }
    }
    for (index, t) in times.enumerated() {
      let state = motion.state(at: t)
      #expect(x[index].bitPattern == state.position.bitPattern, "x at \(t)")
      #expect(v[index].bitPattern == state.velocity.bitPattern, "v at \(t)")
    }
  }
}
