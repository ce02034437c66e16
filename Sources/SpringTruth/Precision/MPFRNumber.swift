//===--- MPFRNumber.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One MPFR number (an `mpfr_t`) owned by a Swift object.
//
// MPFR (https://www.mpfr.org) computes every operation correctly rounded to
// the precision of its destination, the property libm authors test against.
// Swift sees an `mpfr_t` as `UnsafeMutablePointer<__mpfr_struct>`; a
// `__mpfr_struct` held in a Swift variable cannot be both the output and an
// input of one call (overlapping inout accesses), so each number lives at a
// stable heap address, initialized in `init` and cleared in `deinit`, and the
// same pointer may be passed as output and input exactly as in C.
//
// Every operation rounds to nearest (MPFR_RNDN). MPFR's exponent range
// (about 2^±(2^30)) dwarfs binary64's, so products and quotients of binary64
// inputs never overflow or underflow here where `Double` would.
//
//===----------------------------------------------------------------------===//

import CMPFR

/// An arbitrary-precision binary floating-point number, backed by MPFR.
///
/// A number has a fixed precision (significand bits), chosen at creation.
/// The arithmetic below creates a new number whose precision is the largest
/// of its operands' and holds the correctly rounded (to nearest) result; the
/// `set…` methods overwrite `self` at `self`'s precision instead, without
/// allocating. NaN and ±infinity propagate as in IEEE 754.
///
/// Not `Sendable`: a number may be overwritten. Types that share numbers
/// across threads (`MPFRTruth`, `TruthValue`) never overwrite them after
/// construction; MPFR only reads its source operands.
public final class MPFRNumber {
  /// SpringTruth's default precision in bits: 200 bits ≈ 60 decimal digits.
  public static let defaultPrecision = 200

  /// The smallest and largest precisions accepted; others are clamped.
  public static let precisionRange = 1...(1 << 24)

  /// The MPFR number itself, at a stable address for the object's lifetime.
  let raw: UnsafeMutablePointer<__mpfr_struct>

  /// Creates a NaN of `precision` bits (clamped to `precisionRange`).
  public init(precision: Int = MPFRNumber.defaultPrecision) {
    let bits = min(max(precision, Self.precisionRange.lowerBound), Self.precisionRange.upperBound)
    raw = .allocate(capacity: 1)
    mpfr_init2(raw, mpfr_prec_t(bits))
  }

  deinit {
    mpfr_clear(raw)
    raw.deallocate()
  }

  /// Creates `value` at `precision` bits: exact whenever `precision` ≥ 53
  /// (every binary64 number, subnormals included, fits in 53 bits).
  public convenience init(_ value: Double, precision: Int = MPFRNumber.defaultPrecision) {
    self.init(precision: precision)
    mpfr_set_d(raw, value, MPFR_RNDN)
  }

  /// Creates the integer `value` at `precision` bits (exact when it fits).
  public convenience init(_ value: Int, precision: Int = MPFRNumber.defaultPrecision) {
    self.init(precision: precision)
    mpfr_set_si(raw, value, MPFR_RNDN)
  }

  /// Creates a copy of `other`, rounded to `precision` bits (its own
  /// precision when `nil`, which makes the copy exact).
  public convenience init(_ other: MPFRNumber, precision: Int? = nil) {
    self.init(precision: precision ?? other.precision)
    mpfr_set(raw, other.raw, MPFR_RNDN)
  }

  /// π rounded to `precision` bits.
  public static func pi(precision: Int = MPFRNumber.defaultPrecision) -> MPFRNumber {
    let result = MPFRNumber(precision: precision)
    mpfr_const_pi(result.raw, MPFR_RNDN)
    return result
  }

  // MARK: - Properties

  /// The precision in bits.
  public var precision: Int { Int(mpfr_get_prec(raw)) }

  /// The nearest binary64 number: ±infinity when |self| exceeds the largest
  /// finite double (the MPFR number itself is finite), ±0 when it lies below
  /// half the smallest subnormal.
  public var double: Double { mpfr_get_d(raw, MPFR_RNDN) }

  /// −1, 0 or +1 (0 also for NaN).
  public var sign: Int { Int(mpfr_sgn(raw)) }
  /// Whether self is NaN.
  public var isNaN: Bool { mpfr_nan_p(raw) != 0 }
  /// Whether self is +∞ or −∞.
  public var isInfinite: Bool { mpfr_inf_p(raw) != 0 }
  /// Whether self is +0 or −0.
  public var isZero: Bool { mpfr_zero_p(raw) != 0 }
  /// Neither NaN nor infinite.
  public var isFinite: Bool { mpfr_number_p(raw) != 0 }

  /// The binary exponent e with 2^(e−1) ≤ |self| < 2^e, for a finite non-zero
  /// number; `nil` for zero, infinity and NaN.
  public var exponent: Int? {
    guard mpfr_regular_p(raw) != 0 else { return nil }
    return Int(mpfr_get_exp(raw))
  }

  // MARK: - In-place operations (self ← result, at self's precision)

  /// self ← x.
  public func set(_ x: MPFRNumber) { mpfr_set(raw, x.raw, MPFR_RNDN) }
  /// self ← x.
  public func set(_ x: Double) { mpfr_set_d(raw, x, MPFR_RNDN) }
  /// self ← a + b.
  public func setSum(_ a: MPFRNumber, _ b: MPFRNumber) { mpfr_add(raw, a.raw, b.raw, MPFR_RNDN) }
  /// self ← a − b.
  public func setDifference(_ a: MPFRNumber, _ b: MPFRNumber) {
    mpfr_sub(raw, a.raw, b.raw, MPFR_RNDN)
  }
  /// self ← a · b.
  public func setProduct(_ a: MPFRNumber, _ b: MPFRNumber) {
    mpfr_mul(raw, a.raw, b.raw, MPFR_RNDN)
  }
  /// self ← a / b.
  public func setQuotient(_ a: MPFRNumber, _ b: MPFRNumber) {
    mpfr_div(raw, a.raw, b.raw, MPFR_RNDN)
  }
  /// self ← a·b + c·d with a single rounding.
  public func setSumOfProducts(_ a: MPFRNumber, _ b: MPFRNumber, _ c: MPFRNumber, _ d: MPFRNumber) {
    mpfr_fmma(raw, a.raw, b.raw, c.raw, d.raw, MPFR_RNDN)
  }
  /// self ← a·b − c·d with a single rounding.
  public func setDifferenceOfProducts(
    _ a: MPFRNumber, _ b: MPFRNumber, _ c: MPFRNumber, _ d: MPFRNumber
  ) {
    mpfr_fmms(raw, a.raw, b.raw, c.raw, d.raw, MPFR_RNDN)
  }
  /// self ← a · n.
  public func setProduct(_ a: MPFRNumber, _ n: Int) { mpfr_mul_si(raw, a.raw, n, MPFR_RNDN) }
  /// self ← a / n.
  public func setQuotient(_ a: MPFRNumber, _ n: Int) { mpfr_div_si(raw, a.raw, n, MPFR_RNDN) }
  /// self ← self · 2^n (exact unless the exponent range is exceeded).
  public func scaleByPowerOfTwo(_ n: Int) { mpfr_mul_2si(raw, raw, n, MPFR_RNDN) }

  // MARK: - Functions (new numbers at the operand's precision)

  private func unary(
    _ body: (UnsafeMutablePointer<__mpfr_struct>, UnsafePointer<__mpfr_struct>) -> Void
  ) -> MPFRNumber {
    let result = MPFRNumber(precision: precision)
    body(result.raw, raw)
    return result
  }

  /// e^self.
  public func exp() -> MPFRNumber { unary { _ = mpfr_exp($0, $1, MPFR_RNDN) } }
  /// The natural logarithm (NaN below 0, −∞ at 0).
  public func log() -> MPFRNumber { unary { _ = mpfr_log($0, $1, MPFR_RNDN) } }
  /// √self (NaN below 0).
  public func squareRoot() -> MPFRNumber { unary { _ = mpfr_sqrt($0, $1, MPFR_RNDN) } }
  /// |self|.
  public func magnitude() -> MPFRNumber { unary { _ = mpfr_abs($0, $1, MPFR_RNDN) } }
  /// The smallest integer ≥ self, rounded to the precision (exact whenever
  /// the precision exceeds the integer's bit length).
  public func ceiling() -> MPFRNumber { unary { _ = mpfr_ceil($0, $1) } }
  /// The largest integer ≤ self (exact under the same condition).
  public func floor() -> MPFRNumber { unary { _ = mpfr_floor($0, $1) } }
  /// arccos(self) in [0, π], for |self| ≤ 1.
  public func arccosine() -> MPFRNumber { unary { _ = mpfr_acos($0, $1, MPFR_RNDN) } }
  /// atanh(self), for |self| < 1.
  public func atanh() -> MPFRNumber { unary { _ = mpfr_atanh($0, $1, MPFR_RNDN) } }

  /// (sin self, cos self), each correctly rounded to `precision` bits (self's
  /// when `nil`); MPFR reduces arguments of any size exactly.
  public func sineCosine(precision bits: Int? = nil) -> (sine: MPFRNumber, cosine: MPFRNumber) {
    let sine = MPFRNumber(precision: bits ?? precision)
    let cosine = MPFRNumber(precision: bits ?? precision)
    mpfr_sin_cos(sine.raw, cosine.raw, raw, MPFR_RNDN)
    return (sine, cosine)
  }

  /// (sinh self, cosh self), each correctly rounded.
  public func hyperbolicSineCosine() -> (sine: MPFRNumber, cosine: MPFRNumber) {
    let sine = MPFRNumber(precision: precision)
    let cosine = MPFRNumber(precision: precision)
    mpfr_sinh_cosh(sine.raw, cosine.raw, raw, MPFR_RNDN)
    return (sine, cosine)
  }

  /// atan2(y, x) / π in (−1, 1]: the angle of the point (x, y) in half-turns,
  /// correctly rounded (no rounding of π involved).
  public static func atan2OverPi(_ y: MPFRNumber, _ x: MPFRNumber) -> MPFRNumber {
    let result = MPFRNumber(precision: max(y.precision, x.precision))
    mpfr_atan2pi(result.raw, y.raw, x.raw, MPFR_RNDN)
    return result
  }

  /// self rounded to `precision` bits (a copy, exact when not narrower).
  public func rounded(toPrecision precision: Int) -> MPFRNumber {
    MPFRNumber(self, precision: precision)
  }

  /// The decimal digits of self: `significantDigits` digits, correctly
  /// rounded, in scientific notation such as `-1.2345e-7`; `nan`, `inf`,
  /// `-inf` and `0` (or `-0`) for the special values.
  public func decimalString(significantDigits: Int) -> String {
    if isNaN { return "nan" }
    if isInfinite { return sign < 0 ? "-inf" : "inf" }
    if isZero { return mpfr_signbit(raw) != 0 ? "-0" : "0" }
    let digits = max(1, significantDigits)
    var exponent10: mpfr_exp_t = 0
    guard let text = mpfr_get_str(nil, &exponent10, 10, digits, raw, MPFR_RNDN) else {
      return "nan"
    }
    defer { mpfr_free_str(text) }
    var mantissa = String(cString: text)
    var prefix = ""
    if mantissa.hasPrefix("-") {
      prefix = "-"
      mantissa.removeFirst()
    }
    // MPFR returns 0.d₁d₂… × 10^exponent10; write d₁.d₂… × 10^(exponent10 − 1).
    let first = mantissa.prefix(1)
    let rest = mantissa.dropFirst()
    let body = rest.isEmpty ? String(first) : "\(first).\(rest)"
    return "\(prefix)\(body)e\(Int(exponent10) - 1)"
  }
}

// MARK: - Arithmetic operators (new numbers at the operands' largest precision)

extension MPFRNumber {
  private static func binary(
    _ a: MPFRNumber, _ b: MPFRNumber,
    _ body: (
      UnsafeMutablePointer<__mpfr_struct>, UnsafePointer<__mpfr_struct>,
      UnsafePointer<__mpfr_struct>
    ) -> Void
  ) -> MPFRNumber {
    let result = MPFRNumber(precision: max(a.precision, b.precision))
    body(result.raw, a.raw, b.raw)
    return result
  }

  /// a + b, correctly rounded at the larger precision.
  public static func + (a: MPFRNumber, b: MPFRNumber) -> MPFRNumber {
    binary(a, b) { _ = mpfr_add($0, $1, $2, MPFR_RNDN) }
  }
  /// a − b, correctly rounded at the larger precision.
  public static func - (a: MPFRNumber, b: MPFRNumber) -> MPFRNumber {
    binary(a, b) { _ = mpfr_sub($0, $1, $2, MPFR_RNDN) }
  }
  /// a · b, correctly rounded at the larger precision.
  public static func * (a: MPFRNumber, b: MPFRNumber) -> MPFRNumber {
    binary(a, b) { _ = mpfr_mul($0, $1, $2, MPFR_RNDN) }
  }
  /// a / b, correctly rounded at the larger precision.
  public static func / (a: MPFRNumber, b: MPFRNumber) -> MPFRNumber {
    binary(a, b) { _ = mpfr_div($0, $1, $2, MPFR_RNDN) }
  }
  /// −a (exact).
  public static prefix func - (a: MPFRNumber) -> MPFRNumber {
    a.unary { _ = mpfr_neg($0, $1, MPFR_RNDN) }
  }

  /// a + b, correctly rounded at a's precision.
  public static func + (a: MPFRNumber, b: Double) -> MPFRNumber {
    a.unary { _ = mpfr_add_d($0, $1, b, MPFR_RNDN) }
  }
  /// a − b, correctly rounded at a's precision.
  public static func - (a: MPFRNumber, b: Double) -> MPFRNumber {
    a.unary { _ = mpfr_sub_d($0, $1, b, MPFR_RNDN) }
  }
  /// a − b, correctly rounded at b's precision.
  public static func - (a: Double, b: MPFRNumber) -> MPFRNumber {
    b.unary { _ = mpfr_d_sub($0, a, $1, MPFR_RNDN) }
  }
  /// a · b, correctly rounded at a's precision.
  public static func * (a: MPFRNumber, b: Double) -> MPFRNumber {
    a.unary { _ = mpfr_mul_d($0, $1, b, MPFR_RNDN) }
  }
  /// a · b, correctly rounded at b's precision.
  public static func * (a: Double, b: MPFRNumber) -> MPFRNumber { b * a }
  /// a / b, correctly rounded at a's precision.
  public static func / (a: MPFRNumber, b: Double) -> MPFRNumber {
    a.unary { _ = mpfr_div_d($0, $1, b, MPFR_RNDN) }
  }
  /// a / b, correctly rounded at b's precision.
  public static func / (a: Double, b: MPFRNumber) -> MPFRNumber {
    b.unary { _ = mpfr_d_div($0, a, $1, MPFR_RNDN) }
  }
}

// MARK: - Comparisons (by value; every comparison with NaN is false)

extension MPFRNumber: Comparable {
  /// Equality by value (+0 == −0; NaN equals nothing).
  public static func == (a: MPFRNumber, b: MPFRNumber) -> Bool { mpfr_equal_p(a.raw, b.raw) != 0 }
  /// a < b by value.
  public static func < (a: MPFRNumber, b: MPFRNumber) -> Bool { mpfr_less_p(a.raw, b.raw) != 0 }
  /// a ≤ b by value.
  public static func <= (a: MPFRNumber, b: MPFRNumber) -> Bool {
    mpfr_lessequal_p(a.raw, b.raw) != 0
  }
  /// a > b by value.
  public static func > (a: MPFRNumber, b: MPFRNumber) -> Bool {
    mpfr_greater_p(a.raw, b.raw) != 0
  }
  /// a ≥ b by value.
  public static func >= (a: MPFRNumber, b: MPFRNumber) -> Bool {
    mpfr_greaterequal_p(a.raw, b.raw) != 0
  }
}

extension MPFRNumber {
  /// −1, 0 or +1 as self is below, equal to or above `value`; `nil` when
  /// either is NaN.
  public func compare(to value: Double) -> Int? {
    guard !isNaN, !value.isNaN else { return nil }
    return Int(mpfr_cmp_d(raw, value).signum())
  }
  /// a < b exactly (false when either is NaN).
  public static func < (a: MPFRNumber, b: Double) -> Bool { a.compare(to: b) == -1 }
  /// a ≤ b exactly (false when either is NaN).
  public static func <= (a: MPFRNumber, b: Double) -> Bool { (a.compare(to: b) ?? 1) <= 0 }
  /// a > b exactly (false when either is NaN).
  public static func > (a: MPFRNumber, b: Double) -> Bool { a.compare(to: b) == 1 }
  /// a ≥ b exactly (false when either is NaN).
  public static func >= (a: MPFRNumber, b: Double) -> Bool { (a.compare(to: b) ?? -1) >= 0 }
}

extension MPFRNumber: CustomStringConvertible {
  /// Enough decimal digits to identify the number at its precision.
  public var description: String {
    decimalString(significantDigits: Int((Double(precision) * 0.30103).rounded(.up)) + 1)
  }
}
