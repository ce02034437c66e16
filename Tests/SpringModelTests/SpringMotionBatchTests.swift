//===--- SpringMotionBatchTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("Batched evaluation")
struct SpringMotionBatchTests {
  @Test("K ≤ 3 in every family, in the caller's order", arguments: SweepFamily.allCases)
  func accuracy(family: SweepFamily) {
    let cases = family.cases(count: 301, seed: 81)
    let batch = SpringMotionBatch(
      cases.map { SpringMotion(spring: $0.spring, initialState: $0.initialState) })
    var worstX = 0.0
    var worstV = 0.0
    let samples = cases[0].times.count
    // Sample j of every case at once: one batch call per sample index.
    var results: [[SpringState]] = Array(repeating: [], count: cases.count)
    for j in 0..<samples {
      let (positions, velocities) = batch.states(at: cases.map { $0.times[j] })
      for i in cases.indices {
        results[i].append(SpringState(position: positions[i], velocity: velocities[i]))
      }
    }
    for (i, springCase) in cases.enumerated() {
      var sample = 0
      let errors = sampleErrors(of: springCase) { _ in
        defer { sample += 1 }
        return results[i][sample]
      }
      for error in errors {
        worstX = max(worstX, error.scaledPosition)
        worstV = max(worstV, error.scaledVelocity)
      }
    }
    print("batched \(family.rawValue): K_x = \(worstX), K_v = \(worstV)")
    #expect(worstX <= 3 && worstV <= 3)
  }

  @Test("mixed regimes and odd counts agree with the direct form to a few ulps")
  func mixedRegimes() throws {
    var motions: [SpringMotion] = []
    for family in SweepFamily.allCases {
      for springCase in family.cases(count: 7, seed: 82) {
        motions.append(
          SpringMotion(spring: springCase.spring, initialState: springCase.initialState))
      }
    }
    motions.append(
      SpringMotion(spring: try Spring(mass: 1, stiffness: 4, damping: 0), position: 1, velocity: 0))
    let batch = SpringMotionBatch(motions)
    #expect(batch.count == motions.count)
    for t in [0.0, 1e-3, 0.37, 5, 1e8] {
      let (positions, velocities) = batch.states(at: t)
      for (i, motion) in motions.enumerated() {
        let direct = motion.state(at: t)
        let omegaD = motion.spring.dampedFrequency
        let scale =
          (abs(motion.initialState.position) + abs(motion.initialState.velocity)
            / motion.spring.naturalFrequency) * (1 + omegaD * t)
        #expect(
          abs(positions[i] - direct.position) <= 16 * Double.ulpOfOne * scale,
          "\(motion.spring) t \(t)")
        #expect(velocities[i].isFinite)
      }
    }
    #expect(SpringMotionBatch([]).states(at: 1).positions.isEmpty)
  }
}
