//===--- HardTierScore.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One evaluation method scored on the conformance kit's frozen hard tier
// (suite v1), for accuracy.md.
//
//===----------------------------------------------------------------------===//

/// One method scored on a frozen suite tier.
public struct HardTierScore: Sendable, Hashable {
  /// The method's name.
  public var method: String
  /// Rows in the tier.
  public var rows: Int
  /// The largest K over the measurable rows.
  public var worstK: Double
  /// Rows with K > 2.
  public var aboveTwo: Int
  /// Rows that are not measurable (`EvaluationRowScore.isNonFinite`).
  public var nonFinite: Int
}
