//===--- SearchOutcome.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What an adversarial search found for one family and method: the worst
// row, its K, the aimed phase's own worst row, and the best K after every row scored, so a reader sees how
// the maximum grew with the budget. Any such maximum is a lower bound on the
// method's true worst case over the family.
//
//===----------------------------------------------------------------------===//

/// One row the search found and its condition-scaled error.
public struct SearchWitness: Sendable, Hashable {
  /// The row, labelled with its family and an id naming family and method.
  public var row: EvaluationCase
  /// K of the method on the row, exactly as `springlab score` computes it.
  public var k: Double
}

/// The search's result for one family and one method.
public struct SearchOutcome: Sendable {
  /// The family searched.
  public var family: SweepFamily
  /// The method's name (`SearchMethod.name`).
  public var method: String
  /// The worst row found; nil when no row was measurable.
  public var worst: SearchWitness?
  /// The best K after each row scored, in the search's fixed order (the
  /// random phase, the aimed phase, then each local search in turn); its
  /// count is the rows scored.
  public var trace: [Double]
  /// Rows scored in the random phase (the first entries of `trace`).
  public var randomRows: Int
  /// Rows scored in the aimed phase (the `aimedRows` entries of `trace`
  /// after the random phase's); 0 when the search had no aimed phase.
  public var aimedRows: Int
  /// The aimed phase's own worst row, before any local search (its id
  /// ends in `/aimed`); nil when the phase scored no measurable row.
  public var aimedWorst: SearchWitness?
  /// Rows whose result was not finite, or whose K was not (never counted as
  /// a maximum; `springlab score` fails such a row outright).
  public var nonFinite: Int

  /// Rows scored in all.
  public var rowsScored: Int { trace.count }

  /// The best K after the first `fraction` (0…1) of the rows scored; 0 when
  /// none was.
  public func bestK(afterFraction fraction: Double) -> Double {
    guard !trace.isEmpty else { return 0 }
    let count = Int((Double(trace.count) * min(max(fraction, 0), 1)).rounded(.up))
    return count == 0 ? 0 : trace[count - 1]
  }
}
