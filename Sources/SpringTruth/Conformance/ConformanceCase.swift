//===--- ConformanceCase.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One row of a CASES file: a spring, its initial state, and what is asked
// about it (a time, or settling thresholds), with the row's optional id and
// its family label.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// One `evaluate` row: where is the spring released from `initialState`
/// at `time`?
public struct EvaluationCase: Sendable, Hashable {
  /// The row's `id` cell, when CASES has an `id` column.
  public var id: String?
  /// The row's `family` cell, or `Conformance.unlabeledFamily` when CASES
  /// has no `family` column.
  public var family: String
  /// The spring (exact binary64 parameters).
  public var spring: Spring
  /// x0 (displacement from the target) and v0 (units per second) at t = 0.
  public var initialState: SpringState
  /// t ≥ 0 in seconds.
  public var time: Double

  /// Creates an `evaluate` row.
  public init(
    id: String? = nil, family: String, spring: Spring, initialState: SpringState, time: Double
  ) {
    self.id = id
    self.family = family
    self.spring = spring
    self.initialState = initialState
    self.time = time
  }
}

/// One `settle` row: when does the spring released from `initialState`
/// settle within `threshold` (and `velocityThreshold`, when given)?
public struct SettlingCase: Sendable, Hashable {
  /// The row's `id` cell, when CASES has an `id` column.
  public var id: String?
  /// The row's `family` cell, or `Conformance.unlabeledFamily`.
  public var family: String
  /// The spring (exact binary64 parameters).
  public var spring: Spring
  /// x0 and v0 at t = 0.
  public var initialState: SpringState
  /// ε > 0, in position units (`epsilon`).
  public var threshold: Double
  /// εv > 0 in units per second (`velocity_epsilon`), or nil.
  public var velocityThreshold: Double?

  /// Creates a `settle` row.
  public init(
    id: String? = nil, family: String, spring: Spring, initialState: SpringState,
    threshold: Double, velocityThreshold: Double? = nil
  ) {
    self.id = id
    self.family = family
    self.spring = spring
    self.initialState = initialState
    self.threshold = threshold
    self.velocityThreshold = velocityThreshold
  }
}

/// Names shared by the conformance kit.
public enum Conformance {
  /// The family of every row when CASES has no `family` column.
  public static let unlabeledFamily = "all"
  /// How many of the worst rows a score lists.
  public static let worstRowCount = 10
}
