//===--- FrameGridEvaluationTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The frame-grid recurrence against the MPFR truth: its drift between
// anchors keeps the condition-scaled error within the stated bound.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

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

  @Test("anchors reproduce the direct closed form exactly")
  func anchorsAreDirect() throws {
    for springCase in SweepFamily.broad.cases(count: 20, seed: 63) {
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      let grid = try UniformTimeGrid(start: 0.25, step: springCase.horizon / 999, count: 1000)
      let (positions, velocities) = motion.samples(on: grid, tableSize: 16)
      for index in stride(from: 0, to: grid.count, by: 16) {
        let direct = motion.state(at: grid.time(at: index))
        #expect(positions[index] == direct.position && velocities[index] == direct.velocity)
      }
    }
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
