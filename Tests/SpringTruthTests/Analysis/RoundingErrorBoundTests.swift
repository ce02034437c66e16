//===--- RoundingErrorBoundTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import Testing

@testable import SpringTruth

@Suite("Rounding-error bounds of the closed form's branches")
struct RoundingErrorBoundTests {
  @Test(
    "every branch SpringLab runs is bounded by K ≤ 2 on both sides of its switches",
    arguments: RoundingErrorBound.Branch.allCases.filter { $0 != .formerLargePhase })
  func bounded(branch: RoundingErrorBound.Branch) {
    let worst = RoundingErrorBound.worstCase(branch, directions: 30, phases: 60)
    print(
      "bound \(branch.rawValue): K ≤ \(worst.k) at ζ \(worst.dampingRatio), phase \(worst.phase)")
    #expect(worst.k <= 2)
    #expect(worst.k >= 0.5, "at least the final rounding")
  }

  @Test("the plain form from a phase of 1, as before issue 40, is not: its bound exceeds 4")
  func formerBranchExceeds() {
    let worst = RoundingErrorBound.worstCase(.formerLargePhase, directions: 30, phases: 60)
    #expect(worst.k > 4)
    // Near the outside adversary's witnesses: ζ 0.55–0.82 just past the switch.
    #expect(worst.dampingRatio > 0.5 && worst.dampingRatio < 0.85 && worst.phase < 1.05)
  }

  @Test("the bound holds where it is tight: no aimed row's K exceeds its branch's bound")
  func boundsMeasuredErrors() throws {
    // The worst case of the plain large phase, as a row: ω0 = 1 scaled to
    // m = 1, k = 1, c = 2ζ, state (cos θ, sin θ), t just past 2/ωd.
    let worst = RoundingErrorBound.worstCase(.plainLargePhase, directions: 30, phases: 60)
    let spring = try Spring(mass: 1, stiffness: 1, damping: 2 * worst.dampingRatio)
    let truth = RowTruth(
      spring: spring,
      initialState: SpringState(position: cos(worst.direction), velocity: sin(worst.direction)))
    let omega = spring.dampedFrequency
    var measured = 0.0
    var time = worst.phase / omega
    for _ in 0..<64 {
      let state = SpringMotion(spring: spring, initialState: truth.initialState).state(at: time)
      if let k = truth.conditionScaledError(of: state, at: time, truth: truth.point(at: time)) {
        measured = max(measured, k)
      }
      time = time.nextUp
    }
    #expect(measured > 0 && measured <= worst.k)
  }

  @Test("glibc's sin and cos are within the 0.55 ulp the bounds assume, on phases 1…1e4")
  func libmSineAndCosine() {
    var random = SplitMix64(seed: 40)
    var worst = 0.0
    for _ in 0..<20_000 {
      let y = random.logUniform(1, 1e4)
      let (sine, cosine) = MPFRNumber(y).sineCosine()
      for (computed, exact) in [(sin(y), sine), (cos(y), cosine)] {
        let reference = exact.double
        worst = max(worst, abs((MPFRNumber(computed) - exact).double) / reference.ulp)
      }
    }
    print("glibc sin, cos: \(worst) ulp")
    #expect(worst <= RoundingErrorBound.libmSineCosine / 2)
  }
}
