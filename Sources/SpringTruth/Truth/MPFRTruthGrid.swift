//===--- MPFRTruthGrid.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
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
// (a + √b)|δ| is tiny (δ itself comes exactly from two error-free
// transformations of the two roundings). Should it not be (|δ| spanning a
// sizeable part of a period at absurd times, or products in the subnormal
// range), that sample is evaluated directly.
//
// Rounding: each step adds ~2^-w relative to the state, and n steps at most
// n·2^-w, so w = p + 32 + (bits of the count) keeps every state within a few
// 2^-p of the trajectory's peaks (checked in Tests/SpringTruthTests against
// the direct closed form).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Produces the states one by one (not `Sendable`: it owns working
  /// numbers, which copies of an iterator share).
  public struct Iterator: IteratorProtocol {
    private let truth: MPFRTruth
    private let grid: UniformTimeGrid
    private let bits: Int
    private var index = 0
    /// Φ(step).
    private let xx: MPFRNumber, xv: MPFRNumber, vx: MPFRNumber, vv: MPFRNumber
    /// a = c/m, b = k/m, and the largest rate a + √b (rounded, for a bound).
    private let a: MPFRNumber, b: MPFRNumber, rate: Double
    private let start: MPFRNumber, step: MPFRNumber
    /// The state at τ_index and every scratch number, allocated once.
    private let work: Workspace

    /// Working numbers, reused from sample to sample.
    private final class Workspace {
      /// The state at τ_index exactly (to the working precision), and room
      /// for the next one.
      var x: MPFRNumber, v: MPFRNumber, nextX: MPFRNumber, nextV: MPFRNumber
      /// The two rounding errors of t_n (64 bits: doubles) and δ.
      let productError = MPFRNumber(precision: 64), sumError = MPFRNumber(precision: 64)
      let delta: MPFRNumber, aDelta: MPFRNumber, bDelta2: MPFRNumber, scaled: MPFRNumber
      /// uₖ, uₖ₊₁, uₖ₊₂ of the Taylor carry.
      var terms: [MPFRNumber]

      init(x: MPFRNumber, v: MPFRNumber, bits: Int) {
        self.x = x
        self.v = v
        nextX = MPFRNumber(precision: bits)
        nextV = MPFRNumber(precision: bits)
        delta = MPFRNumber(precision: bits)
        aDelta = MPFRNumber(precision: bits)
        bDelta2 = MPFRNumber(precision: bits)
        scaled = MPFRNumber(precision: bits)
        terms = (0..<3).map { _ in MPFRNumber(precision: bits) }
      }
    }

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
      let (x, v) = motion.evaluate(at: start)
      work = Workspace(x: x, v: v, bits: bits)
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
      let state: MPFRTruth.State
      if !setOffset(of: index, at: time) {
        state = truth.state(at: time)
      } else if work.delta.isZero {
        state = MPFRTruth.State(
          position: TruthValue(owning: MPFRNumber(work.x)),
          velocity: TruthValue(owning: MPFRNumber(work.v)))
      } else if let terms = Self.termCount(rate * Swift.abs(work.delta.double), bits: bits) {
        state = carried(terms: terms)
      } else {
        state = truth.state(at: time)
      }
      // τ_{n+1}.
      work.nextX.setSumOfProducts(xx, work.x, xv, work.v)
      work.nextV.setSumOfProducts(vx, work.x, vv, work.v)
      (work.x, work.nextX) = (work.nextX, work.x)
      (work.v, work.nextV) = (work.nextV, work.v)
      index += 1
      return state
    }

    /// Sets `work.delta` to δ = t_n − τ_n = time − (start + n·step), rounded
    /// to the working precision (so the carry lands within 2^-bits·|δ| of
    /// t_n); false when binary64 cannot give the parts exactly.
    ///
    /// time is RN(start + p) with p = RN(n·step). With e₁ = n·step − p
    /// (exact by a fused multiply-add) and e₂ = (start + p) − time (exact by
    /// Knuth's two-sum), δ = −(e₁ + e₂).
    private func setOffset(of index: Int, at time: Double) -> Bool {
      let n = Double(index)
      let product = n * grid.step
      let productError = (-product).addingProduct(n, grid.step)
      let sum = grid.start + product
      let back = sum - grid.start
      let sumError = (grid.start - (sum - back)) + (product - back)
      guard product.isNormal || product == 0, productError.isFinite, sumError.isFinite,
        sum == time, index < (1 << 53)
      else { return false }
      work.productError.set(-productError)
      work.sumError.set(-sumError)
      work.delta.setSum(work.productError, work.sumError)
      return true
    }

    /// The number of Taylor terms that carry a state over |δ| with
    /// r = (a + √b)|δ| to 2^-(bits + 8) of its scale (terms shrink like
    /// r^k/k!), or nil when r > 1/2 (then the sample is evaluated directly).
    static func termCount(_ r: Double, bits: Int) -> Int? {
      guard r <= 0.5 else { return nil }
      guard r > 0 else { return 2 }
      var logTerm = 0.0  // log2(r^k / k!)
      for k in 1...(bits + 16) {
        logTerm += log2(r) - log2(Double(k))
        if logTerm <= -Double(bits + 8) { return Swift.max(k, 2) }
      }
      return bits + 16
    }

    /// The state at τ_n + δ by the equation's Taylor series about τ_n:
    /// u₀ = x, u₁ = vδ, uₖ₊₂ = −(aδ uₖ₊₁ + bδ² uₖ/(k + 1))/(k + 2),
    /// x(τ + δ) = Σ uₖ, v(τ + δ) = Σ k uₖ / δ.
    private func carried(terms: Int) -> MPFRTruth.State {
      let delta = work.delta
      let scaled = work.scaled
      work.aDelta.setProduct(a, delta)
      work.bDelta2.setProduct(b, delta)
      work.bDelta2.setProduct(work.bDelta2, delta)
      var previous = work.terms[0]
      var current = work.terms[1]
      var next = work.terms[2]
      previous.set(work.x)
      current.setProduct(work.v, delta)
      let position = MPFRNumber(precision: bits)
      position.setSum(work.x, current)
      let weighted = MPFRNumber(current)  // Σ k uₖ
      for k in 0..<(terms - 1) {
        scaled.setQuotient(previous, k + 1)
        next.setSumOfProducts(work.aDelta, current, work.bDelta2, scaled)
        next.setQuotient(next, -(k + 2))
        position.setSum(position, next)
        scaled.setProduct(next, k + 2)
        weighted.setSum(weighted, scaled)
        (previous, current, next) = (current, next, previous)
      }
      weighted.setQuotient(weighted, delta)
      return MPFRTruth.State(
        position: TruthValue(owning: position), velocity: TruthValue(owning: weighted))
    }
  }
}
