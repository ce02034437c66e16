//===--- SettlingScorer.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The `settle` score built a batch of rows at a time, in memory that does
// not grow with the rows: each family keeps its largest relative error and
// residual K and its counts, and the whole score keeps its ten worst rows.
// A row's truth (its exact settling time, peaks and the state at the
// answered time) lives only while its batch is scored.
//
//===----------------------------------------------------------------------===//

/// Scores `settle` rows as they arrive and summarizes them into a
/// `SettlingScore`.
///
/// Add rows in case order, a batch at a time (`score(_:firstRow:results:jobs:)`)
/// or already scored (`add(_:)`); `finish()` gives the same score whatever
/// the batches were.
public struct SettlingScorer: Sendable {
  /// The relative-error bound of the verdict.
  public let bound: Double
  private var families = FamilyTallies(empty: SettlingFamilyTally())
  private var worst = WorstRows<SettlingRowScore>(by: { $0.isWorse(than: $1) })

  /// A scorer with the verdict bound relMax ≤ `bound`.
  public init(bound: Double = ConformanceTask.settle.defaultBound) {
    self.bound = bound
  }

  /// Scores `cases`, rows `firstRow`, `firstRow + 1`, … of the table, with
  /// their `results` (nil for a missing or unparsable result), computing
  /// each exact settling time on `jobs` threads. `each` sees every scored
  /// row, in case order.
  /// - Returns: the rows whose exact settling time is finite but beyond
  ///   binary64's range (0-based indices into the table, with the reason);
  ///   they are not scored.
  /// - Precondition: `results.count == cases.count`.
  public mutating func score(
    _ cases: [SettlingCase], firstRow: Int, results: [Double?], jobs: Int = 1,
    each: (SettlingRowScore) -> Void = { _ in }
  ) -> [(row: Int, reason: String)] {
    precondition(results.count == cases.count, "one result per case")
    let scored = parallelMap(Array(cases.indices), jobs: jobs) { index -> SettlingRowScore? in
      let settlingCase = cases[index]
      let truth = ConformanceTruth(
        spring: settlingCase.spring, initialState: settlingCase.initialState)
      let time = truth.settlingTime(
        threshold: settlingCase.threshold, velocityThreshold: settlingCase.velocityThreshold)
      guard time.binary64 != nil else { return nil }
      return SettlingRowScore(
        row: firstRow + index, settlingCase: settlingCase, result: results[index], exact: time,
        // |v|'s peak only scales the residual of a velocity threshold.
        peaks: truth.peaks(includingVelocity: settlingCase.velocityThreshold != nil))
    }
    var unrepresentable: [(row: Int, reason: String)] = []
    for (index, row) in scored.enumerated() {
      if let row {
        add(row)
        each(row)
      } else {
        unrepresentable.append(
          (firstRow + index, "the exact settling time is beyond binary64's range"))
      }
    }
    return unrepresentable
  }

  /// Adds a row already scored; rows are added in case order.
  public mutating func add(_ row: SettlingRowScore) {
    families.tally(row.settlingCase.family) { $0.add(row) }
    worst.offer(row)
  }

  /// The score of the rows added so far.
  public func finish() -> SettlingScore {
    SettlingScore(
      bound: bound,
      families: families.map { family, tally in tally.score(family: family, bound: bound) },
      worst: worst.rows)
  }
}

/// What a family's settle score needs of its rows.
struct SettlingFamilyTally: Sendable {
  var samples = 0
  var relMax: Double?
  var residualKMax: Double?
  var mismatches = 0
  var nonFinite = 0

  mutating func add(_ row: SettlingRowScore) {
    samples += 1
    if let e = row.relativeError { relMax = max(relMax ?? e, e) }
    if let k = row.residualK { residualKMax = max(residualKMax ?? k, k) }
    switch row.failure {
    case .mismatch: mismatches += 1
    case .nonFinite: nonFinite += 1
    case nil: break
    }
  }

  func score(family: String, bound: Double) -> SettlingFamilyScore {
    SettlingFamilyScore(
      family: family, samples: samples, relMax: relMax, residualKMax: residualKMax,
      mismatches: mismatches, nonFinite: nonFinite,
      passes: mismatches == 0 && nonFinite == 0 && (relMax ?? 0) <= bound)
  }
}
