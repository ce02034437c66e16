//===--- EvaluationGrade.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The two grades an `evaluate` score gives each family, after NIST StRD's
// practice of grading by accuracy rather than one pass/fail bound: faithful
// to binary64, or exact enough for a user interface. Every score shows both;
// the chosen one decides the verdict (`score --grade`).
//
//===----------------------------------------------------------------------===//

/// What an `evaluate` verdict demands of each family.
public enum EvaluationGrade: String, CaseIterable, Sendable {
  /// Every result finite and K ≤ the bound (default 4): at the limit of
  /// binary64, where rounding the exact result alone costs K ≤ 0.5.
  case faithful
  /// Every result finite and E ≤ `uiExactBound` of the motion's peaks:
  /// 0.01 pt on a 100 pt move, below what a display shows.
  case uiExact = "ui-exact"

  /// The largest E of the ui-exact grade.
  public static let uiExactBound = 1e-4
}
