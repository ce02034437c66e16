//===--- DoubleDouble.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A high-precision number rounded to an unevaluated sum of two doubles.
//
//===----------------------------------------------------------------------===//

/// The pair (high, low) with high = RN(x) and low = RN(x − high): about 106
/// significant bits of x in two binary64 numbers, for code that carries the
/// truth in plain `Double`s.
///
/// Limits: when |x| exceeds the largest finite double, `high` is ±infinity
/// and `low` is 0 (see `isRepresentable`); when x − high falls below the
/// normal range (|x| < 2^-969 or so), `low` keeps fewer bits, down to none.
public struct DoubleDouble: Hashable, Sendable {
  /// x rounded to the nearest double.
  public var high: Double
  /// The rest x − high, rounded to the nearest double; |low| ≤ ulp(high)/2.
  public var low: Double

  /// Rounds `number` to a pair. NaN gives (NaN, NaN).
  public init(_ number: MPFRNumber) {
    high = number.double
    guard high.isFinite else {
      low = high.isNaN ? .nan : 0
      return
    }
    // x − RN(x) needs no more bits than x itself: the subtraction is exact.
    low = (number - high).double
  }

  /// Whether the pair is finite, i.e. x lies within binary64's range.
  public var isRepresentable: Bool { high.isFinite && low.isFinite }
}
