//===--- SpringMotionTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
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

@Suite("SpringMotion closed form: exact values and physical properties")
struct SpringMotionTests {
  @Test("t = 0 returns the initial state exactly in every regime")
  func initialStateIsExact() {
    for family in SweepFamily.allCases {
      for springCase in family.cases(count: 50, seed: 5) {
        let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
        #expect(motion.state(at: 0) == springCase.initialState, "\(family)")
      }
    }
  }

  @Test("critical damping follows (x0 + (v0 + ω0 x0) t) e^(−ω0 t)")
  func criticalKnownSolution() throws {
    // m = 1, k = 1, c = 2: ω0 = 1, and x0 = 1, v0 = 0 gives (1 + t)e^(−t).
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 1, damping: 2), position: 1, velocity: 0)
    for t in stride(from: 0.0, through: 30, by: 0.37) {
      let x = (1 + t) * exp(-t)
      let v = -t * exp(-t)
      #expect(abs(motion.position(at: t) - x) <= 4 * Double.ulpOfOne)
      #expect(abs(motion.velocity(at: t) - v) <= 4 * Double.ulpOfOne)
    }
  }

  @Test("undamped motion is x0 cos ω0t + (v0/ω0) sin ω0t")
  func undampedKnownSolution() throws {
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 4, damping: 0), position: 1, velocity: 2)
    for t in stride(from: 0.0, through: 100, by: 0.731) {
      // ω0 = 2: x = cos 2t + sin 2t.
      let x = cos(2 * t) + sin(2 * t)
      let v = -2 * sin(2 * t) + 2 * cos(2 * t)
      #expect(abs(motion.position(at: t) - x) <= 4 * Double.ulpOfOne * (1 + 2 * t))
      #expect(abs(motion.velocity(at: t) - v) <= 8 * Double.ulpOfOne * (1 + 2 * t))
    }
  }

  @Test("acceleration satisfies the equation of motion m a = −c v − k x")
  func accelerationMatchesEquation() {
    for springCase in SweepFamily.ui.cases(count: 50, seed: 8) {
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      let spring = springCase.spring
      for t in springCase.times {
        let s = motion.state(at: t)
        let expected = -(spring.damping * s.velocity + spring.stiffness * s.position) / spring.mass
        let scale = spring.stiffness * 1 + spring.damping * 40
        #expect(abs(motion.acceleration(at: t) - expected) <= 1e-13 * scale)
      }
    }
  }

  @Test("energy ½mv² + ½kx² never increases along sampled trajectories")
  func energyNeverIncreases() {
    for family in SweepFamily.allCases {
      for springCase in family.cases(count: 60, seed: 9, samplesPerCase: 64) {
        let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
        let initial = springCase.initialState.energy(on: springCase.spring)
        let omegaD = springCase.spring.dampedFrequency
        var previous = initial
        for t in springCase.times {
          let energy = motion.state(at: t).energy(on: springCase.spring)
          // x and v carry errors of a few ulps of their peaks (times 1 + ωd t),
          // so E carries about 2·K·2⁻⁵²·(1 + ωd t)·√(E·E0).
          let rounding = 16 * Double.ulpOfOne * (1 + omegaD * t) * (previous * initial).squareRoot()
          #expect(energy <= previous + rounding, "\(family) t \(t)")
          previous = energy
        }
      }
    }
  }

  @Test("no NaN or infinity for valid finite input, even at extreme times")
  func alwaysFinite() {
    let times: [Double] = [0, 1e-300, 1e-9, 1, 1e3, 1e9, 1e15, 1e300, .greatestFiniteMagnitude]
    for family in SweepFamily.allCases {
      for springCase in family.cases(count: 80, seed: 10) {
        let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
        for t in times + springCase.times {
          let s = motion.state(at: t)
          #expect(
            s.position.isFinite && s.velocity.isFinite, "\(family) \(springCase.spring) t \(t)")
          #expect(motion.acceleration(at: t).isFinite)
        }
      }
    }
  }

  @Test("the motion is linear in its initial state")
  func linearity() {
    for springCase in SweepFamily.broad.cases(count: 100, seed: 12) {
      let spring = springCase.spring
      let start = springCase.initialState
      let whole = SpringMotion(spring: spring, initialState: start)
      let fromX = SpringMotion(spring: spring, position: start.position, velocity: 0)
      let fromV = SpringMotion(spring: spring, position: 0, velocity: start.velocity)
      let omegaD = spring.dampedFrequency
      let scale = abs(start.position) + abs(start.velocity) / spring.naturalFrequency
      for t in springCase.times {
        let a = whole.state(at: t)
        let b = fromX.state(at: t)
        let c = fromV.state(at: t)
        // Each side errs by a few ulps of the trajectory's peaks.
        let tolerance = 16 * Double.ulpOfOne * (1 + omegaD * t) * scale
        #expect(abs(a.position - (b.position + c.position)) <= tolerance, "\(spring) t \(t)")
      }
    }
  }
}
