//===--- ReferenceScaling.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The units a reference run integrates in, so that GSL stays an independent
// check at magnitudes where the equation's own terms over- or underflow.
//
// The right-hand side −(c·v + k·(x − target))/m underflows for m = 1e300,
// k = 1e-300 (k·x/m = 1e-600 rounds to 0, and every stepper then agrees on a
// motion that never moves) and overflows for k = 1e200, x = 1e200. The
// equation is covariant under a change of units: with time unit 2^p, length
// unit 2^q and force unit 2^s,
//
//     m̃ = m·2^(s−2p),  c̃ = c·2^(s−p),  k̃ = k·2^s,
//     x̃ = x·2^−q,  ṽ = v·2^(p−q),  t̃ = t·2^−p,
//
// all exact, and the scaled problem is the same problem. The reference picks
// 2^p ≈ 1/ω0, k̃ in [1, 2) and the largest initial value or target in
// [1/2, 1): m̃ is then in (1/4, 2] and c̃ = 2ζ√(k̃m̃). GSL's scaled control
// keeps the caller's tolerances exactly: component i may err by
// atol·scale_i + rtol·|ỹ_i| with scale = (2^−q, 2^(p−q)), the unscaled
// control in the new units.
//
// Moderate inputs (the same bounds as SpringMotion's ordinary path) are
// integrated unscaled, as before. What cannot be scaled into range is
// refused with a reason: a damping ratio beyond 2^1000 (c̃ itself would
// overflow), a time beyond 2^1000 periods, a threshold below 2^−900 of the
// motion's size.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Units of time, length and force for a reference run (powers of two).
struct ReferenceScaling {
  /// p: t = 2^p · t̃.
  let timeExponent: Int
  /// q: x = 2^q · x̃, v = 2^(q−p) · ṽ.
  let positionExponent: Int
  /// s: k̃ = k · 2^s.
  let forceExponent: Int

  /// The caller's own units.
  static let identity = ReferenceScaling(timeExponent: 0, positionExponent: 0, forceExponent: 0)

  var isIdentity: Bool { timeExponent == 0 && positionExponent == 0 && forceExponent == 0 }

  /// x·2^n, rounded once (exact unless it over- or underflows).
  static func scale(_ x: Double, by n: Int) -> Double {
    guard x != 0 && x.isFinite && n != 0 else { return x }
    return Double(
      sign: x.sign, exponent: Int(x.exponent) + min(max(n, -5000), 5000), significand: x.significand
    )
  }

  /// The units for `spring` with these positions (x0 and targets) and
  /// velocity: the identity when every magnitude is moderate.
  /// - Throws: `.invalidInput` when the damping ratio exceeds 2^1000.
  static func units(
    for spring: Spring, positions: [Double], velocity: Double
  ) throws(ReferenceError) -> ReferenceScaling {
    func within(_ value: Double, _ bound: Double) -> Bool {
      abs(value) >= 1 / bound && abs(value) < bound
    }
    func moderate(_ value: Double) -> Bool { value == 0 || within(value, 0x1p300) }
    // ω0² and α (when c > 0) are never 0 in truth: one that rounds to 0 is
    // exactly what must be scaled.
    let rates = [spring.stiffness / spring.mass] + (spring.damping > 0 ? [spring.decayRate] : [])
    if rates.allSatisfy({ within($0, 0x1p200) }) && moderate(velocity)
      && positions.allSatisfy(moderate)
    {
      return .identity
    }
    // ω0 = √(k/m) with its exponent from the parts: no overflow on the way.
    let ratio = spring.stiffness.significand / spring.mass.significand
    let exponent = Int(spring.stiffness.exponent) - Int(spring.mass.exponent) + Int(ratio.exponent)
    let p = -((exponent - (exponent & 1)) / 2)
    let s = -Int(spring.stiffness.exponent)
    var q = Int.min
    for value in positions where value != 0 { q = max(q, Int(value.exponent) + 1) }
    if velocity != 0 { q = max(q, Int(velocity.exponent) + p + 1) }
    if q == Int.min { q = 0 }
    let units = ReferenceScaling(timeExponent: p, positionExponent: q, forceExponent: s)
    let damping = scale(spring.damping, by: s - p)
    guard damping < 0x1p1000 else {
      throw .invalidInput(
        SpringInputError(
          parameter: "damping", value: spring.damping,
          requirement: "such that the damping ratio is below 2^1000 for GSL integration "
            + "(the scaled equation's damping would overflow)"))
    }
    return units
  }

  /// The spring in these units.
  func spring(_ spring: Spring) throws(ReferenceError) -> Spring {
    let p = timeExponent
    let s = forceExponent
    do {
      return try Spring(
        mass: Self.scale(spring.mass, by: s - 2 * p),
        stiffness: Self.scale(spring.stiffness, by: s),
        damping: Self.scale(spring.damping, by: s - p))
    } catch {
      throw .invalidInput(error)
    }
  }

  /// A time in these units.
  func time(_ t: Double) -> Double { Self.scale(t, by: -timeExponent) }
  /// A scaled time back in seconds.
  func seconds(_ scaled: Double) -> Double { Self.scale(scaled, by: timeExponent) }
  /// A position (value, target, threshold) in these units.
  func position(_ x: Double) -> Double { Self.scale(x, by: -positionExponent) }
  /// A scaled position back in the caller's units.
  func unscaledPosition(_ x: Double) -> Double { Self.scale(x, by: positionExponent) }
  /// A velocity in these units.
  func velocity(_ v: Double) -> Double { Self.scale(v, by: timeExponent - positionExponent) }
  /// A scaled velocity back in the caller's units.
  func unscaledVelocity(_ v: Double) -> Double {
    Self.scale(v, by: positionExponent - timeExponent)
  }

  /// The factors of the absolute tolerance per component (GSL's scaled
  /// control): the tolerance stays the caller's in the caller's units.
  var absoluteScales: (position: Double, velocity: Double) {
    (Self.scale(1, by: -positionExponent), Self.scale(1, by: timeExponent - positionExponent))
  }

  /// `error` with its times in seconds again.
  func unscaled(_ error: ReferenceError) -> ReferenceError {
    switch error {
    case .invalidInput: return error
    case .solverFailure(var failure):
      failure.time = seconds(failure.time)
      return .solverFailure(failure)
    case .workLimitExceeded(var limit):
      limit.time = seconds(limit.time)
      return .workLimitExceeded(limit)
    }
  }
}
