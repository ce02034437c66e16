//===--- MPFRTruthGrid.swift ----------------------------------------------===//
//
// The truth on every time of a uniform grid (a display's frames) without a
// transcendental call per sample.
//
// The equation is linear and autonomous, so the exact states at
// τ_n = start + n·step obey (x, v)(τ_{n+1}) = Φ(step)·(x, v)(τ_n), with the
// transition matrix Φ(step) taken once from the closed form (the motions
// from (1, 0) and from (0, 1)). The grid's binary64 times
// t_n = start + Double(n)·step (`UniformTimeGrid.time(at:)`, two roundings)
// differ from τ_n by δ_n, below an ulp of t_n; each state is carried over δ_n
// by the equation's own Taylor series, uₖ₊₂ = (−aδ uₖ₊₁ − bδ² uₖ/(k + 1))/(k + 2)
// with a = c/m, b = k/m, which converges in a handful of terms since
// (a + √b)|δ| is tiny. Should it not be (|δ| spanning a sizeable part of a
// period, at absurd times), that sample is evaluated directly.
//
// Rounding: each step adds ~2^-w relative to the state, and n steps at most
// n·2^-w, so w = p + 32 + (bits of the count) keeps every state within a few
// 2^-p of the trajectory's peaks (checked in Tests/SpringTruthTests against
// the direct closed form).
//
//===----------------------------------------------------------------------===//

import SpringModel

extension MPFRTruth {
  /// x(t) and v(t) at every time of `grid`, in order, as a sequence: the
  /// same values as `state(at: grid.time(at: n))` to within a few 2^-p of
  /// the trajectory's peaks, at a fraction of the cost.
  public func states(on grid: UniformTimeGrid) -> MPFRTruthGrid {
    MPFRTruthGrid(truth: self, grid: grid)
  }
}

/// The truth's states on a uniform time grid, by exact recurrence.
public struct MPFRTruthGrid: Sequence, Sendable {
  /// The truth evaluated.
  public let truth: MPFRTruth
  /// The grid; sample n is at `grid.time(at: n)`.
  public let grid: UniformTimeGrid

  /// A fresh pass over the grid from its first time.
  public func makeIterator() -> Iterator { Iterator(truth: truth, grid: grid) }

  /// Produces the states one by one (not `Sendable`: it owns working numbers).
  public struct Iterator: IteratorProtocol {
    private let truth: MPFRTruth
    private let grid: UniformTimeGrid
    private let bits: Int
    private var index = 0
    /// The state at τ_index exactly (to the working precision).
    private var x: MPFRNumber, v: MPFRNumber
    /// Φ(step).
    private let xx: MPFRNumber, xv: MPFRNumber, vx: MPFRNumber, vv: MPFRNumber
    /// a = c/m, b = k/m, and the largest rate a + √b (rounded, for a bound).
    private let a: MPFRNumber, b: MPFRNumber, rate: Double
    private let start: MPFRNumber, step: MPFRNumber

    init(truth: MPFRTruth, grid: UniformTimeGrid) {
      self.truth = truth
      self.grid = grid
      let countBits = Int.bitWidth - grid.count.leadingZeroBitCount
      bits = truth.precision + MPFRTruth.guardBits + countBits + 8
      let constants = MPFRSpringConstants(spring: truth.spring, precision: bits)
      start = MPFRNumber(grid.start, precision: 64)
      step = MPFRNumber(grid.step, precision: 64)
      let motion = MPFRMotion(
        constants: constants, initialState: truth.initialState, component: .position)
      (x, v) = motion.evaluate(at: start)
      let first = MPFRMotion(
        constants: constants, initialState: SpringState(position: 1, velocity: 0),
        component: .position
      ).evaluate(at: step)
      let second = MPFRMotion(
        constants: constants, initialState: SpringState(position: 0, velocity: 1),
        component: .position
      ).evaluate(at: step)
      (xx, vx, xv, vv) = (first.value, first.derivative, second.value, second.derivative)
      a = MPFRNumber(precision: bits)
      a.setQuotient(constants.damping, constants.mass)
      b = constants.omega0Squared
      rate = (a + b.squareRoot()).double
    }

    /// The state at the next grid time, or `nil` after the last.
    public mutating func next() -> MPFRTruth.State? {
      guard index < grid.count else { return nil }
      let time = grid.time(at: index)
      // δ = t_n − τ_n = time − start − n·step, formed exactly.
      let offset = Self.exactSum(MPFRNumber(time, precision: 64), -start)
      let elapsed = MPFRNumber(precision: 128)  // n·step exactly (53 + 63 bits)
      elapsed.setProduct(step, MPFRNumber(index, precision: 64))
      let delta = Self.exactSum(offset, -elapsed)
      let state: MPFRTruth.State
      if delta.isZero {
        state = MPFRTruth.State(
          position: TruthValue(owning: MPFRNumber(x)), velocity: TruthValue(owning: MPFRNumber(v)))
      } else if rate * Swift.abs(delta.double) <= 0.5 {
        state = carried(over: delta)
      } else {
        state = truth.state(at: time)
      }
      // τ_{n+1}.
      let nextX = MPFRNumber(precision: bits), nextV = MPFRNumber(precision: bits)
      nextX.setSumOfProducts(xx, x, xv, v)
      nextV.setSumOfProducts(vx, x, vv, v)
      (x, v) = (nextX, nextV)
      index += 1
      return state
    }

    /// The state at τ_n + δ by the equation's Taylor series about τ_n.
    private func carried(over delta: MPFRNumber) -> MPFRTruth.State {
      let aDelta = MPFRNumber(precision: bits), bDelta2 = MPFRNumber(precision: bits)
      aDelta.setProduct(a, delta)
      bDelta2.setProduct(b, delta)
      bDelta2.setProduct(bDelta2, delta)
      var previous = MPFRNumber(x)  // uₖ
      var current = MPFRNumber(precision: bits)  // uₖ₊₁
      current.setProduct(v, delta)
      let position = x + current
      let weighted = MPFRNumber(current)  // Σ k uₖ
      let cutoff = MPFRNumber(1, precision: bits)
      cutoff.scaleByPowerOfTwo(-(bits + 4))
      var negligible = 0
      for k in 0..<400 {
        // uₖ₊₂ = (−aδ uₖ₊₁ − bδ² uₖ/(k + 1)) / (k + 2)
        let term = MPFRNumber(precision: bits)
        term.setSumOfProducts(aDelta, current, bDelta2, previous / Double(k + 1))
        let next = -(term / Double(k + 2))
        let scaled = next * Double(k + 2)
        position.setSum(position, next)
        weighted.setSum(weighted, scaled)
        let small =
          next.magnitude() <= position.magnitude() * cutoff
          && scaled.magnitude() <= weighted.magnitude() * cutoff
        negligible = small ? negligible + 1 : 0
        previous = current
        current = next
        if negligible >= 2 { break }
      }
      return MPFRTruth.State(
        position: TruthValue(owning: position), velocity: TruthValue(owning: weighted / delta))
    }

    /// a + b without rounding (the precision covers both operands' bits).
    private static func exactSum(_ a: MPFRNumber, _ b: MPFRNumber) -> MPFRNumber {
      var bits = Swift.max(a.precision, b.precision) + 2
      if let ea = a.exponent, let eb = b.exponent { bits += Swift.abs(ea - eb) }
      let sum = MPFRNumber(precision: bits)
      sum.setSum(a, b)
      return sum
    }
  }
}
