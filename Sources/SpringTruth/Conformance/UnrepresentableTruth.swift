//===--- UnrepresentableTruth.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// CASES rows whose right answer does not exist in binary64: a peak of |x|
/// or |v|, or an exact settling time, beyond the largest finite double. No
/// binary64 evaluator can be right on them, so they are refused as data.
public struct UnrepresentableTruth: Error, Sendable {
  /// The offending rows: the 0-based index into the cases and what is
  /// out of range.
  public var rows: [(row: Int, reason: String)]
}
