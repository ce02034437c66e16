//===--- TaylorPropagator.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An independent MPFR integrator of m x'' + c x' + k x = 0 that knows nothing
// of the closed form: no roots, no regimes, no exponential or trigonometric
// function — only the equation's own Taylor recurrence.
//
// Writing a = c/m and b = k/m, every derivative follows from the two before
// it: x⁽ⁿ⁺²⁾ = −a x⁽ⁿ⁺¹⁾ − b x⁽ⁿ⁾. With the scaled terms uₙ = x⁽ⁿ⁾ hⁿ/n!,
//
//     u₀ = x,  u₁ = h v,  uₙ₊₂ = (−a h uₙ₊₁ − b h² uₙ/(n + 1)) / (n + 2),
//     x(h) = Σ uₙ,  v(h) = Σ n uₙ / h,
//
// summed until two successive terms fall below 2^-(P + 8) of both sums. Applied to
// (1, 0) and (0, 1) this gives the step's transition matrix Φ(h). The step
// is chosen from the local scale: h = t/2^j with (a + √b)·h ≤ 1/2, so the
// series converges fast and without cancellation. The equation is linear and
// autonomous, so 2^j identical steps compose to Φ(h)^(2^j), which j matrix
// squarings evaluate exactly as stepping would, but in j products instead of
// 2^j: stiff springs (ζ = 1e6) and horizons of 1e300 s cost microseconds to
// milliseconds, not years.
//
// Rounding: each step or squaring contributes ~2^-P relative to the
// entries, amplified at most 2^j times; P = target + j + 64 keeps the result
// ~2^-(target + 60) relative to ‖Φ(t)‖ · ‖(x0, v0)‖.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The 2×2 transition matrix of the spring's equation over one time span:
/// (x, v)(t + span) = Φ·(x, v)(t).
public struct TransitionMatrix {
  /// The entries ∂x/∂x0, ∂x/∂v0, ∂v/∂x0, ∂v/∂v0.
  public var xx: MPFRNumber, xv: MPFRNumber, vx: MPFRNumber, vv: MPFRNumber

  /// (x, v) after the span from (x0, v0), at the entries' precision.
  public func apply(_ x0: MPFRNumber, _ v0: MPFRNumber) -> (x: MPFRNumber, v: MPFRNumber) {
    let x = MPFRNumber(precision: xx.precision)
    let v = MPFRNumber(precision: xx.precision)
    x.setSumOfProducts(xx, x0, xv, v0)
    v.setSumOfProducts(vx, x0, vv, v0)
    return (x, v)
  }

  /// self · other (the span of other followed by the span of self).
  public func times(_ other: TransitionMatrix) -> TransitionMatrix {
    let bits = xx.precision
    func entry(_ a: MPFRNumber, _ b: MPFRNumber, _ c: MPFRNumber, _ d: MPFRNumber) -> MPFRNumber {
      let result = MPFRNumber(precision: bits)
      result.setSumOfProducts(a, b, c, d)
      return result
    }
    return TransitionMatrix(
      xx: entry(xx, other.xx, xv, other.vx), xv: entry(xx, other.xv, xv, other.vv),
      vx: entry(vx, other.xx, vv, other.vx), vv: entry(vx, other.xv, vv, other.vv))
  }
}

/// An MPFR integrator of one spring that knows nothing of the closed form:
/// the independent check of `MPFRTruth`.
///
/// Accuracy: ~2^-(targetBits + 60) relative to ‖Φ(t)‖·‖(x0, v0)‖; cost: one
/// Taylor series and j = log2((c/m + √(k/m))·t) + 1 matrix squarings at
/// targetBits + j + 64 bits per state — about 0.1 ms at 200 bits for
/// everyday springs, milliseconds for t·rates of 1e600.
public struct TaylorPropagator: Sendable {
  /// The spring integrated.
  public let spring: Spring
  /// Target accuracy in bits; the working precision adds the step count's
  /// bits and 64 more.
  public let targetBits: Int

  /// Prepares the integrator of `spring` to `targetBits` of accuracy.
  public init(spring: Spring, targetBits: Int = MPFRNumber.defaultPrecision) {
    self.spring = spring
    self.targetBits = targetBits
  }

  /// j with (a + √b)·|t|/2^j ≤ 1/2.
  public func halvings(for t: MPFRNumber) -> Int {
    let a = MPFRNumber(spring.damping, precision: 64) / MPFRNumber(spring.mass, precision: 64)
    let b = MPFRNumber(spring.stiffness, precision: 64) / MPFRNumber(spring.mass, precision: 64)
    let scale = (a + b.squareRoot()) * t.magnitude()
    guard let exponent = scale.exponent else { return 0 }
    // scale < 2^exponent, so 2^-(exponent + 1)·scale < 1/2.
    return max(0, exponent + 1)
  }

  /// Φ(h) from the Taylor series at `bits` of precision, for
  /// (a + √b)·|h| ≤ 1/2.
  public func stepMatrix(_ h: MPFRNumber, bits: Int) -> TransitionMatrix {
    let m = MPFRNumber(spring.mass, precision: bits)
    let a = MPFRNumber(spring.damping, precision: bits) / m
    let b = MPFRNumber(spring.stiffness, precision: bits) / m
    let ah = a * h
    let bh2 = b * h * h
    func column(_ x0: Double, _ v0: Double) -> (x: MPFRNumber, v: MPFRNumber) {
      var previous = MPFRNumber(x0, precision: bits)  // uₙ
      var current = MPFRNumber(v0, precision: bits) * h  // uₙ₊₁
      let sumX = MPFRNumber(previous) + current
      let sumNU = MPFRNumber(current)  // Σ n uₙ
      let cutoff = MPFRNumber(1, precision: bits)
      cutoff.scaleByPowerOfTwo(-(bits + 8))
      var n = 0
      var small = 0
      while n < 100_000 {
        // uₙ₊₂ from uₙ₊₁ and uₙ.
        let next = (-(ah * current) - bh2 * previous / Double(n + 1)) / Double(n + 2)
        let weighted = next * Double(n + 2)
        sumX.setSum(sumX, next)
        sumNU.setSum(sumNU, weighted)
        // Each sum has its own scale (v's column starts at b·h², x's at 1):
        // stop once two successive terms are negligible in both.
        let negligible =
          next.magnitude() <= sumX.magnitude() * cutoff
          && weighted.magnitude() <= sumNU.magnitude() * cutoff
        small = negligible ? small + 1 : 0
        previous = current
        current = next
        n += 1
        if small >= 2 && n >= 4 { break }
      }
      return (sumX, sumNU / h)
    }
    let first = column(1, 0)
    let second = column(0, 1)
    return TransitionMatrix(xx: first.x, xv: second.x, vx: first.v, vv: second.v)
  }

  /// Φ(t) = Φ(t/2^j)^(2^j), at targetBits + j + 64 bits (the entries'
  /// precision).
  public func transition(over t: MPFRNumber) -> TransitionMatrix {
    let j = halvings(for: t)
    let bits = targetBits + j + 64
    if t.isZero {
      let one = MPFRNumber(1, precision: bits)
      let zero = MPFRNumber(0, precision: bits)
      return TransitionMatrix(xx: one, xv: zero, vx: MPFRNumber(zero), vv: MPFRNumber(one))
    }
    let h = MPFRNumber(t, precision: bits)
    h.scaleByPowerOfTwo(-j)
    var matrix = stepMatrix(h, bits: bits)
    for _ in 0..<j { matrix = matrix.times(matrix) }
    return matrix
  }

  /// (x(t), v(t)) from `initialState` (exact binary64 values), for a
  /// finite t.
  public func state(
    at t: MPFRNumber, from initialState: SpringState
  ) -> (x: MPFRNumber, v: MPFRNumber) {
    let matrix = transition(over: t)
    let bits = matrix.xx.precision
    return matrix.apply(
      MPFRNumber(initialState.position, precision: bits),
      MPFRNumber(initialState.velocity, precision: bits))
  }

  /// (x(t), v(t)) from `initialState` at a binary64 time.
  public func state(
    at t: Double, from initialState: SpringState
  ) -> (x: MPFRNumber, v: MPFRNumber) {
    state(at: MPFRNumber(t, precision: 64), from: initialState)
  }
}
