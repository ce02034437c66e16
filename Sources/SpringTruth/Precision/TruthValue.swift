//===--- TruthValue.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One real number of the truth (a position, a velocity, a time), kept at the
// truth's precision, with the roundings a metric needs.
//
// An error metric must subtract a binary64 result from the truth without
// rounding the truth first: `error(of:)` forms computed − truth from the full
// MPFR value and rounds only the difference, once.
//
//===----------------------------------------------------------------------===//

import CMPFR

/// A real number computed by the truth at its working precision (≥ the
/// truth's `precision` in bits), immutable.
///
/// `Sendable`: the MPFR number it owns is never written after creation, and
/// MPFR only reads source operands.
public struct TruthValue: @unchecked Sendable {
  /// The value; never mutated once the `TruthValue` exists.
  private let number: MPFRNumber

  /// Wraps `number`, which the caller must not modify afterwards.
  init(owning number: MPFRNumber) { self.number = number }

  /// Creates a value equal to `number` (an exact copy at its precision).
  public init(copying number: MPFRNumber) { self.number = MPFRNumber(number) }

  /// Creates the value `value` exactly (at 64 bits).
  public init(_ value: Double) { number = MPFRNumber(value, precision: 64) }

  /// A copy of the value as an MPFR number (exact, at its full precision).
  public var mpfr: MPFRNumber { MPFRNumber(number) }

  /// The precision of the stored value in bits.
  public var precision: Int { number.precision }

  /// The nearest binary64 number: ±infinity when |value| exceeds the largest
  /// finite double (the truth itself is then finite — `binary64` tells the
  /// two apart), ±0 below half the smallest subnormal.
  public var double: Double { number.double }

  /// The nearest binary64 number, or `nil` when the value is finite but
  /// beyond binary64's range ("not representable in binary64").
  /// An infinite value (a settling time that never comes) gives ±infinity.
  public var binary64: Double? {
    let rounded = number.double
    return rounded.isInfinite && number.isFinite ? nil : rounded
  }

  /// The value as a double-double pair (about 106 significant bits).
  public var doubleDouble: DoubleDouble { DoubleDouble(number) }

  /// computed − self, correctly rounded to binary64 (to nearest, ties to
  /// even), from the full-precision value: the error of an evaluator's
  /// result. (Below the smallest subnormal, a difference within 2^-53
  /// relative of the midpoint 2^-1075 is decided from its 53-bit rounding.)
  /// Overflows to ±infinity only when the difference itself exceeds
  /// the largest double; NaN when either is NaN or both are the same
  /// infinity.
  public func error(of computed: Double) -> Double {
    let difference = MPFRNumber(precision: 53)
    mpfr_d_sub(difference.raw, computed, number.raw, MPFR_RNDN)
    // Correct for normal results. A subnormal result is rounded again from
    // the exact difference to the bits the subnormal grid (2^-1074) leaves
    // in its binade, so it is rounded once, not twice.
    guard let exponent = difference.exponent, exponent < -1021 else {
      return difference.double
    }
    let bits = exponent + 1074
    if bits >= 1 {
      let subnormal = MPFRNumber(precision: bits)
      mpfr_d_sub(subnormal.raw, computed, number.raw, MPFR_RNDN)
      return subnormal.double
    }
    // |difference| < 2^-1074: 0 or the smallest subnormal, decided against
    // the midpoint 2^-1075 from the 53-bit rounding (a tie goes to 0).
    let halfSubnormal = MPFRNumber(1, precision: 2)
    halfSubnormal.scaleByPowerOfTwo(-1075)
    let result = difference.magnitude() > halfSubnormal ? Double.leastNonzeroMagnitude : 0
    return difference.sign < 0 ? -result : result
  }

  /// |self| as a binary64 number, rounded to nearest (+infinity when beyond
  /// binary64's range).
  public var magnitudeDouble: Double { Swift.abs(number.double) }

  /// −1, 0 or +1 (0 also for NaN).
  public var sign: Int { number.sign }
  /// Whether the value is NaN (a non-finite input or time).
  public var isNaN: Bool { number.isNaN }
  /// Whether the value is ±∞ (a settling time that never comes).
  public var isInfinite: Bool { number.isInfinite }
  /// Whether the value is ±0.
  public var isZero: Bool { number.isZero }

  /// The value in decimal scientific notation with `significantDigits`
  /// correctly rounded digits (`inf`, `-inf` or `nan` for special values).
  public func decimalString(significantDigits: Int) -> String {
    number.decimalString(significantDigits: significantDigits)
  }

  /// −1, 0 or +1 as the value is below, equal to or above `value`; `nil`
  /// when either is NaN.
  public func compare(to value: Double) -> Int? { number.compare(to: value) }
}

extension TruthValue: Comparable {
  /// Equality by value.
  public static func == (a: TruthValue, b: TruthValue) -> Bool { a.number == b.number }
  /// a < b by value.
  public static func < (a: TruthValue, b: TruthValue) -> Bool { a.number < b.number }
}

extension TruthValue: CustomStringConvertible {
  /// The value in decimal, with enough digits for its precision.
  public var description: String { number.description }
}
