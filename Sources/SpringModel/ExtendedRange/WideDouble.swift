//===--- WideDouble.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A binary64 significand with an exponent of its own: s · 2^e, s in ±[1, 2).
//
// The extended-range path needs quantities that leave binary64's range while
// the answer does not: k/m for k = 1e300 and m = 1e-10, ω0²·x0 for x0 = 1e200,
// the ratio |x0|/ε = 1e310. Holding them as a significand and an `Int`
// exponent keeps every bit: each operation below rounds once, in the
// significand, exactly as binary64 arithmetic would without over- or
// underflow, so an error analysis written for doubles carries over unchanged.
// Only the conversion back to `Double` can overflow (to ±infinity, meaning
// "not representable") or underflow (rounding into the subnormals or to 0,
// once, correctly).
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// s · 2^exponent with s in ±[1, 2), or zero (s = 0, exponent 0).
///
/// Meant for finite values: the extended-range path builds no infinite or NaN
/// one (an `exp` whose result leaves even this range saturates to 0 or to a
/// huge exponent, which converts to `Double` as 0 or ±infinity). A non-finite
/// double is carried as its own significand and converts back unchanged.
@usableFromInline
struct WideDouble: Sendable {
  /// ±[1, 2), or 0.
  var significand: Double
  /// The power of two; 0 for zero.
  var exponent: Int

  /// Zero.
  static let zero = WideDouble(normalizedSignificand: 0, exponent: 0)

  /// ln 2 split in two: the high part has 32 significant bits, so n·ln2High
  /// is exact for |n| < 2^21 (fdlibm's split).
  static let ln2High = 6.93147180369123816490e-01
  static let ln2Low = 1.90821492927058770002e-10

  private init(normalizedSignificand: Double, exponent: Int) {
    self.significand = normalizedSignificand
    self.exponent = exponent
  }

  /// The value of the finite double `x`, exactly (subnormals included).
  init(_ x: Double) {
    self.init(x, exponent: 0)
  }

  /// x · 2^exponent, exactly, for a finite double x.
  init(_ x: Double, exponent: Int) {
    if x == 0 || !x.isFinite {
      self.init(normalizedSignificand: x.isFinite ? 0 : x, exponent: 0)
      return
    }
    self.init(
      normalizedSignificand: x < 0 ? -x.significand : x.significand,
      exponent: exponent + Int(x.exponent))
  }

  var isZero: Bool { significand == 0 }

  /// |self|.
  var magnitude: WideDouble {
    WideDouble(normalizedSignificand: abs(significand), exponent: exponent)
  }

  /// The nearest double (ties to even), ±infinity beyond the largest finite
  /// double, 0 or a subnormal below the least normal one. Exact when the
  /// value is representable.
  var doubleValue: Double {
    if significand == 0 { return significand }
    // Clamp far outside binary64 so that the conversion's own loop stays short.
    let e = min(max(exponent, -4000), 4000)
    return Double(
      sign: significand < 0 ? .minus : .plus, exponent: e, significand: abs(significand))
  }

  /// self · 2^n, exactly.
  func scaled(by n: Int) -> WideDouble {
    isZero ? self : WideDouble(normalizedSignificand: significand, exponent: exponent + n)
  }

  static prefix func - (a: WideDouble) -> WideDouble {
    WideDouble(normalizedSignificand: -a.significand, exponent: a.exponent)
  }

  static func * (a: WideDouble, b: WideDouble) -> WideDouble {
    if a.isZero || b.isZero { return .zero }
    return WideDouble(a.significand * b.significand, exponent: a.exponent + b.exponent)
  }

  /// a / b for b ≠ 0 (a zero divisor gives zero: never used so).
  static func / (a: WideDouble, b: WideDouble) -> WideDouble {
    if a.isZero || b.isZero { return .zero }
    return WideDouble(a.significand / b.significand, exponent: a.exponent - b.exponent)
  }

  static func + (a: WideDouble, b: WideDouble) -> WideDouble {
    if a.isZero { return b }
    if b.isZero { return a }
    let (large, small) = a.exponent >= b.exponent ? (a, b) : (b, a)
    let shift = large.exponent - small.exponent
    // Beyond 64 bits apart the smaller term cannot change the rounded sum.
    if shift > 64 { return large }
    let aligned = Double(
      sign: small.significand < 0 ? .minus : .plus, exponent: -shift,
      significand: abs(small.significand))
    return WideDouble(large.significand + aligned, exponent: large.exponent)
  }

  static func - (a: WideDouble, b: WideDouble) -> WideDouble { a + -b }

  static func * (a: WideDouble, b: Double) -> WideDouble { a * WideDouble(b) }

  /// √self for self ≥ 0.
  func squareRoot() -> WideDouble {
    if isZero { return self }
    // An even exponent halves exactly; fold an odd one into the significand.
    let odd = exponent & 1
    return WideDouble(
      (significand * Double(1 << odd)).squareRoot(), exponent: (exponent - odd) / 2)
  }

  /// ln|self| for self ≠ 0, with an absolute error of about 2⁻⁵³·max(1, |ln|self||).
  func logarithm() -> Double {
    let e = Double(exponent)
    return e * WideDouble.ln2High + (e * WideDouble.ln2Low + log(abs(significand)))
  }

  /// e^y, for any y (−infinity gives 0). Relative error about 2⁻⁵²·(1 + |y|·2⁻⁵³·…),
  /// i.e. that of exp on the reduced argument plus the rounding of y itself.
  static func exp(_ y: Double) -> WideDouble {
    if y.isNaN { return .zero }
    // Far beyond anything a product of binary64 numbers can compensate.
    if y < -1e6 { return .zero }
    if y > 1e6 { return WideDouble(normalizedSignificand: 1, exponent: 1 << 24) }
    let n = (y * 1.4426950408889634).rounded()
    let r = (y - n * ln2High) - n * ln2Low
    return WideDouble(libmExp(r), exponent: Int(n))
  }

  /// Compares magnitudes: |a| < |b|.
  static func magnitudeIsLess(_ a: WideDouble, _ b: WideDouble) -> Bool {
    if a.isZero { return !b.isZero }
    if b.isZero { return false }
    if a.exponent != b.exponent { return a.exponent < b.exponent }
    return abs(a.significand) < abs(b.significand)
  }
}

/// libm's exp under a name that does not collide with `WideDouble.exp`.
@inline(__always)
private func libmExp(_ x: Double) -> Double {
  #if canImport(Glibc)
    return Glibc.exp(x)
  #else
    return Darwin.exp(x)
  #endif
}
