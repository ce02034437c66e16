//===--- SettlingOracle.swift ---------------------------------------------===//
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
  let spring: Spring
  let start: SpringState
  let propagator: TaylorPropagator

  init(spring: Spring, start: SpringState, targetBits: Int = 200) {
    self.spring = spring
    self.start = start
    propagator = TaylorPropagator(spring: spring, targetBits: targetBits)
  }

  /// y and y' of the chosen component from a state (x, v): for the
  /// velocity, y' = −(c v + k x)/m.
  private func component(
    _ x: MPFRNumber, _ v: MPFRNumber, velocity: Bool
  ) -> (y: MPFRNumber, slope: MPFRNumber) {
    guard velocity else { return (x, v) }
    let force = MPFRNumber(precision: x.precision)
    force.setSumOfProducts(
      MPFRNumber(spring.damping, precision: 64), v,
      MPFRNumber(spring.stiffness, precision: 64), x)
    return (v, -(force / spring.mass))
  }

  private func evaluate(_ t: MPFRNumber, velocity: Bool) -> (y: MPFRNumber, slope: MPFRNumber) {
    let state = propagator.state(at: t, from: start)
    return component(state.x, state.v, velocity: velocity)
  }

  /// √(2E/k) (velocity: √(2E/m)) at state (x, v): a bound on |y| from then on.
  private func energyBound(_ x: MPFRNumber, _ v: MPFRNumber, velocity: Bool) -> MPFRNumber {
    let m = MPFRNumber(spring.mass, precision: 64)
    let k = MPFRNumber(spring.stiffness, precision: 64)
    let twiceEnergy = MPFRNumber(precision: x.precision)
    twiceEnergy.setSumOfProducts(m * v, v, k * x, x)
    return (twiceEnergy / (velocity ? m : k)).squareRoot()
  }

  /// The last time |y| > ε (0 if never), to ~2^-(bisections) relative.
  func settlingTime(threshold epsilon: Double, velocity: Bool = false) -> MPFRNumber {
    let bits = propagator.targetBits + 64
    let eps = MPFRNumber(epsilon, precision: 64)
    // 1. The horizon.
    let omega0 = (spring.stiffness / spring.mass).squareRoot()
    let horizon = MPFRNumber(1 / (spring.damping / spring.mass + omega0), precision: bits)
    for _ in 0..<4000 {
      let state = propagator.state(at: horizon, from: start)
      if energyBound(state.x, state.v, velocity: velocity) < eps { break }
      horizon.scaleByPowerOfTwo(1)
    }
    // 2. The grid.
    let halfPeriods = (horizon * omega0 / Double.pi).double
    let cells = Int(min(40_000, max(400, (10 * halfPeriods).rounded(.up))))
    let cell = horizon / Double(cells)
    let step = propagator.transition(over: cell)
    var x = MPFRNumber(start.position, precision: step.xx.precision)
    var v = MPFRNumber(start.velocity, precision: step.xx.precision)
    var values: [(y: MPFRNumber, slope: MPFRNumber)] = [component(x, v, velocity: velocity)]
    var bounded: [Bool] = [energyBound(x, v, velocity: velocity) < eps]
    for _ in 0..<cells {
      (x, v) = step.apply(x, v)
      values.append(component(x, v, velocity: velocity))
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
    for _ in 0..<(propagator.targetBits + 40) {
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
