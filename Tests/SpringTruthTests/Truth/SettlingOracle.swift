//===--- SettlingOracle.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An independent settling time, by brute force on the Taylor integrator: no
// closed form, no envelope formula, no extremum phases.
//
// 1. A horizon H after which |y| ≤ ε is proven by energy: E = ½mv² + ½kx²
//    never increases (c ≥ 0), and |x| ≤ √(2E/k), |v| ≤ √(2E/m); H is doubled
//    until that bound at H is below ε.
// 2. A grid on [0, H], stepped by the transition matrix of one cell, fine
//    enough (≥ 10 cells per half-period of the undamped frequency) that a
//    cell holds at most one extremum of y.
// 3. The last time |y| > ε is the latest of the grid points and extrema with
//    |y| > ε; extrema are located by bisection on the sign of y' in the
//    cells where it changes, between the last grid point above ε and the
//    first one whose energy bound is below ε.
// 4. The crossing after it, by bisection on "|y(t)| > ε" with the
//    integrator run from t = 0 at every step.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

/// The independent settling time of one component (x or v) of a motion.
struct SettlingOracle {
  let motion: TaylorMotion

  init(spring: Spring, start: SpringState, targetBits: Int = 200) {
    motion = TaylorMotion(spring: spring, start: start, targetBits: targetBits)
  }

  private func evaluate(_ t: MPFRNumber, velocity: Bool) -> (y: MPFRNumber, slope: MPFRNumber) {
    let state = motion.propagator.state(at: t, from: motion.start)
    return motion.component(state.x, state.v, velocity: velocity)
  }

  /// √(2E/k) (velocity: √(2E/m)) at state (x, v): a bound on |y| from then on.
  private func energyBound(_ x: MPFRNumber, _ v: MPFRNumber, velocity: Bool) -> MPFRNumber {
    let m = MPFRNumber(motion.spring.mass, precision: 64)
    let k = MPFRNumber(motion.spring.stiffness, precision: 64)
    let twiceEnergy = MPFRNumber(precision: x.precision)
    twiceEnergy.setSumOfProducts(m * v, v, k * x, x)
    return (twiceEnergy / (velocity ? m : k)).squareRoot()
  }

  /// The last time |y| > ε (0 if never), to ~2^-(bisections) relative.
  func settlingTime(threshold epsilon: Double, velocity: Bool = false) -> MPFRNumber {
    let bits = motion.propagator.targetBits + 64
    let eps = MPFRNumber(epsilon, precision: 64)
    // 1. The horizon.
    let omega0 = (motion.spring.stiffness / motion.spring.mass).squareRoot()
    let horizon = MPFRNumber(
      1 / (motion.spring.damping / motion.spring.mass + omega0), precision: bits)
    for _ in 0..<4000 {
      let state = motion.propagator.state(at: horizon, from: motion.start)
      if energyBound(state.x, state.v, velocity: velocity) < eps { break }
      horizon.scaleByPowerOfTwo(1)
    }
    // 2. The grid.
    let halfPeriods = (horizon * omega0 / Double.pi).double
    let cells = Int(min(40_000, max(400, (10 * halfPeriods).rounded(.up))))
    let cell = horizon / Double(cells)
    let step = motion.propagator.transition(over: cell)
    var x = MPFRNumber(motion.start.position, precision: step.xx.precision)
    var v = MPFRNumber(motion.start.velocity, precision: step.xx.precision)
    var values: [(y: MPFRNumber, slope: MPFRNumber)] = [motion.component(x, v, velocity: velocity)]
    var bounded: [Bool] = [energyBound(x, v, velocity: velocity) < eps]
    for _ in 0..<cells {
      (x, v) = step.apply(x, v)
      values.append(motion.component(x, v, velocity: velocity))
      bounded.append(energyBound(x, v, velocity: velocity) < eps)
    }
    func time(_ index: Int) -> MPFRNumber { cell * Double(index) }
    // 3. The last point above ε: a grid point or an extremum after it.
    var lastAbove: Int? = nil
    for index in values.indices where values[index].y.magnitude() > eps { lastAbove = index }
    var latest: MPFRNumber? = lastAbove.map(time)
    var latestCellEnd = lastAbove.map { min($0 + 1, cells) } ?? 0
    // Past the first grid point whose energy bound is below ε nothing can
    // rise above ε again.
    let proven = bounded.indices.first { $0 >= (lastAbove ?? 0) && bounded[$0] } ?? cells
    for index in (lastAbove ?? 0)..<max(lastAbove ?? 0, proven) {
      let left = values[index].slope
      let right = values[index + 1].slope
      guard left.sign * right.sign < 0 else { continue }
      // An extremum inside the cell: bisect y' to 2^-120 of the cell.
      var low = time(index)
      var high = time(index + 1)
      for _ in 0..<120 {
        let middle = (low + high) / 2.0
        if evaluate(middle, velocity: velocity).slope.sign == left.sign {
          low = middle
        } else {
          high = middle
        }
      }
      if evaluate(low, velocity: velocity).y.magnitude() > eps {
        latest = low
        latestCellEnd = index + 1
      }
    }
    guard let latest else { return MPFRNumber(0, precision: bits) }
    // 4. The crossing: |y| > ε at `latest`, ≤ ε at the end of its cell.
    var low = latest
    var high = time(latestCellEnd)
    for _ in 0..<(motion.propagator.targetBits + 40) {
      let middle = (low + high) / 2.0
      if evaluate(middle, velocity: velocity).y.magnitude() > eps {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }
}
