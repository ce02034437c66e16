//===--- MPFRTruthGridTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The truth on a uniform grid (exact recurrence + Taylor carry to the
// rounded binary64 times) against the direct closed form at every time.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("MPFRTruthGrid")
struct MPFRTruthGridTests {
  /// The largest |grid − direct| / peak in x and v over `grid`.
  static func worstDifference(_ truth: MPFRTruth, grid: UniformTimeGrid, every stride: Int = 1)
    -> Double
  {
    let end = grid.time(at: grid.count - 1)
    let peaks = truth.peaks(through: end)
    var worst = 0.0
    for (index, state) in truth.states(on: grid).enumerated() where index % stride == 0 {
      let direct = truth.state(at: grid.time(at: index))
      let dx = (state.position.mpfr - direct.position.mpfr).magnitude() / peaks.position.mpfr
      let dv = (state.velocity.mpfr - direct.velocity.mpfr).magnitude() / peaks.velocity.mpfr
      worst = max(worst, dx.double, dv.double)
    }
    return worst
  }

  @Test(
    "every grid time agrees with the direct closed form to 2^-196 of the peaks",
    arguments: [
      TruthFamily.everyday, .undamped, .nearCritical, .critical, .overdamped,
      .extremeScaled,
    ])
  func agreesWithDirect(family: TruthFamily) throws {
    var random = SplitMix64(seed: 808)
    var worst = 0.0
    for springCase in family.cases(count: 3, seed: 31) {
      let horizon = springCase.times.max() ?? 1
      let start = random.uniform(0, 0.1) * horizon
      let grid = try UniformTimeGrid(start: start, step: horizon / 1500, count: 1501)
      let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.start)
      worst = max(worst, Self.worstDifference(truth, grid: grid))
    }
    print("truth grid vs direct \(family): \(worst)")
    #expect(worst <= 0x1p-196)
  }

  @Test("3·10⁵ frames over 5000 periods: no drift beyond 2^-196")
  func longGrid() throws {
    let spring = try Spring(mass: 1, stiffness: 400, damping: 0)  // period π/10
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: -1, velocity: 3))
    let grid = try UniformTimeGrid(step: 1 / 60.0, count: 300_000)  // 5000 s ≈ 15915 periods
    let worst = Self.worstDifference(truth, grid: grid, every: 997)
    #expect(worst <= 0x1p-196)
  }

  @Test("an empty grid yields nothing; the first state is the start's")
  func edges() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: 0.5, velocity: -2))
    #expect(Array(truth.states(on: try UniformTimeGrid(step: 0.1, count: 0))).isEmpty)
    let first = Array(truth.states(on: try UniformTimeGrid(step: 0.1, count: 3)))[0]
    #expect(first.position == TruthValue(0.5) && first.velocity == TruthValue(-2))
  }

  @Test("absurd grids: times 1e17 s apart by less than their ulp, and subnormal steps")
  func absurdGrids() throws {
    let spring = try Spring(mass: 1, stiffness: 1, damping: 1e-17)
    let truth = MPFRTruth(spring: spring, initialState: SpringState(position: 0.5, velocity: -2))
    // ulp(1e17) = 16 s, more than 2 rad: those samples are evaluated directly.
    let far = try UniformTimeGrid(start: 1e17, step: 0.3, count: 40)
    #expect(Self.worstDifference(truth, grid: far) <= 0x1p-196)
    // n·step subnormal (no exact rounding error in binary64): evaluated directly.
    let tiny = try UniformTimeGrid(step: 0x1p-1030, count: 40)
    #expect(Self.worstDifference(truth, grid: tiny) <= 0x1p-196)
  }
}
