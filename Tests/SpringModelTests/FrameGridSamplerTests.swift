//===--- FrameGridEvaluationTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The frame-grid recurrence against the MPFR truth: its drift between
// anchors keeps the condition-scaled error within the stated bound.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth
import Testing

@testable import SpringModel

@Suite("Frame-grid evaluation")
struct FrameGridEvaluationTests {
  /// Worst K over every sample of `grid` for `springCase`, with peaks from
  /// the truth over the case's horizon.
  static func worstK(
    _ springCase: SpringCase, grid: UniformTimeGrid, tableSize: Int
  ) -> Double {
    let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
    let (positions, velocities) = motion.samples(on: grid, tableSize: tableSize)
    let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
    let peaks = TrajectoryPeaks(of: springCase, truth: truth)
    let omegaD = springCase.spring.dampedFrequency
    var worst = 0.0
    // The truth's own recurrence in MPFR (MPFRTruthGrid), one state per sample.
    for (index, exact) in truth.states(on: grid).enumerated() {
      let error = SampleError(
        time: grid.time(at: index),
        computed: SpringState(position: positions[index], velocity: velocities[index]),
        exact: exact, peaks: peaks, dampedFrequency: omegaD)
      worst = max(worst, error.conditionScaled)
    }
    return worst
  }

  @Test("K ≤ 6 on every family with the default table size", arguments: SweepFamily.allCases)
  func accuracyOnFamilies(family: SweepFamily) throws {
    var worst = 0.0
    for springCase in family.cases(count: 20, seed: 61) {
      let grid = try UniformTimeGrid(step: springCase.horizon / 20_000, count: 20_000)
      let size = FrameGridSampler.preferredTableSize(forSampleCount: grid.count)
      worst = max(worst, Self.worstK(springCase, grid: grid, tableSize: size))
    }
    print("frame grid \(family.rawValue): K = \(worst)")
    #expect(worst <= 6)
  }

  @Test(
    "K ≤ 6 over 10⁶ samples, and the error does not grow with the table size",
    arguments: SweepFamily.allCases)
  func millionSamples(family: SweepFamily) throws {
    let springCase = family.cases(count: 1, seed: 62)[0]
    let grid = try UniformTimeGrid(step: springCase.horizon / 1_000_000, count: 1_000_000)
    #expect(Self.worstK(springCase, grid: grid, tableSize: 1024) <= 6)
    let short = try UniformTimeGrid(step: springCase.horizon / 4096, count: 4096)
    #expect(Self.worstK(springCase, grid: short, tableSize: 4096) <= 6)
  }

  @Test(
    "anchors are the direct closed form where both run the same kernel, the compensated large phase beyond"
  )
  func anchorsAreDirect() throws {
    var compared = (same: 0, compensated: 0, plainModes: 0)
    for springCase in SweepFamily.broad.cases(count: 20, seed: 63) {
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      let grid = try UniformTimeGrid(start: 0.25, step: springCase.horizon / 999, count: 1000)
      let (positions, velocities) = motion.samples(on: grid, tableSize: 16)
      let frequency = springCase.spring.dampedFrequency
      let gamma = springCase.spring.overdampedRate
      for index in stride(from: 0, to: grid.count, by: 16) {
        let t = grid.time(at: index)
        let direct = motion.state(at: t)
        if t >= motion.plainModesStart && gamma * t > 1.01 {
          // ζ > 1 with a plainly rounded two-exponential form (PlainModes.swift):
          // the anchor is its compensated twin.
          compared.plainModes += 1
          #expect(Self.withinPlainModes(positions[index], velocities[index], direct, motion, t))
          continue
        }
        if gamma * t > 0.124 && gamma * t < 1.01 {
          // ζ > 1 between γt = 1/8 and 1: the anchor takes the two
          // exponentials, the direct state the Taylor tails (both within
          // their bounds of the truth: AdversarialSearchTests).
          continue
        }
        if frequency * t <= 0.99 {
          // ζ ≥ 1 (frequency 0) or a phase up to 1: the same kernel, bit for bit.
          compared.same += 1
          #expect(positions[index] == direct.position && velocities[index] == direct.velocity)
        } else {
          // The anchor is the large-phase form compensated with glibc's sin
          // and cos, the direct state the same with SpringLab's (phase ≤ 3)
          // or its plain rounding: they differ by the direct form's few
          // rounding errors.
          compared.compensated += 1
          #expect(Self.withinPlainRounding(positions[index], velocities[index], direct, motion, t))
        }
      }
    }
    #expect(compared.same > 0 && compared.compensated > 0 && compared.plainModes > 0)
  }

  /// Whether (x, v) is within the plain large-phase form's worst-case
  /// error of `direct`: (2φ + 7 + 2αt)·2⁻⁵³ of the envelope times the
  /// amplitude, x0 cos + A sin with A = (v0 + αx0)/ωd, P = (ω0²x0 + αv0)/ωd
  /// (Docs/ErrorAnalysis.md), with a factor 2 to spare.
  static func withinPlainRounding(
    _ x: Double, _ v: Double, _ direct: SpringState, _ motion: SpringMotion, _ t: Double
  ) -> Bool {
    let spring = motion.spring
    let (x0, v0) = (motion.initialState.position, motion.initialState.velocity)
    let (alpha, frequency) = (spring.decayRate, spring.dampedFrequency)
    let omega0Squared = spring.stiffness / spring.mass
    let a = (v0 + alpha * x0) / frequency
    let p = (omega0Squared * x0 + alpha * v0) / frequency
    let envelope = exp(-alpha * t)
    let units = 2 * (2 * frequency * t + 7 + 2 * alpha * t) * 0x1p-53 * envelope
    return abs(x - direct.position) <= units * (x0 * x0 + a * a).squareRoot()
      && abs(v - direct.velocity) <= units * (v0 * v0 + p * p).squareRoot()
  }

  /// Whether (x, v) is within the plain two-exponential form's worst case
  /// of `direct`: each mode's term times (|r t| + 2.2)·2⁻⁵³, and the sum's
  /// rounding (PlainModes.swift), with a factor 2 to spare.
  static func withinPlainModes(
    _ x: Double, _ v: Double, _ direct: SpringState, _ motion: SpringMotion, _ t: Double
  ) -> Bool {
    let spring = motion.spring
    let (x0, v0) = (motion.initialState.position, motion.initialState.velocity)
    let (alpha, gamma) = (spring.decayRate, spring.overdampedRate)
    let fastRate = -(alpha + gamma)
    let slowRate = -(spring.stiffness / spring.mass) / (alpha + gamma)
    let fast = -(v0 - slowRate * x0) / (2 * gamma) * exp(fastRate * t)
    let slow = (v0 - fastRate * x0) / (2 * gamma) * exp(slowRate * t)
    let fastUnits = (abs(fastRate * t) + 2.2) * 0x1p-53
    let slowUnits = (abs(slowRate * t) + 2.2) * 0x1p-53
    let xError = abs(fast) * fastUnits + abs(slow) * slowUnits + abs(x) * 0x1p-53
    let vError =
      abs(fastRate * fast) * fastUnits + abs(slowRate * slow) * slowUnits + abs(v) * 0x1p-53
    return abs(x - direct.position) <= 2 * xError && abs(v - direct.velocity) <= 2 * vError
  }

  @Test("bad grids and table sizes are rejected")
  func validation() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(throws: SpringInputError.self) { try UniformTimeGrid(step: 0, count: 10) }
    #expect(throws: SpringInputError.self) { try UniformTimeGrid(start: -1, step: 0.1, count: 10) }
    #expect(throws: SpringInputError.self) { try UniformTimeGrid(step: 0.1, count: -1) }
    #expect(throws: SpringInputError.self) {
      try FrameGridSampler(spring: spring, step: .nan, tableSize: 8)
    }
    #expect(throws: SpringInputError.self) {
      try FrameGridSampler(spring: spring, step: 0.01, tableSize: 0)
    }
    let empty = SpringMotion(spring: spring, position: 1, velocity: 0).samples(
      on: try UniformTimeGrid(step: 0.1, count: 0))
    #expect(empty.positions.isEmpty && empty.velocities.isEmpty)
  }
}
