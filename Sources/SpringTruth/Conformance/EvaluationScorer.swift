//===--- EvaluationScorer.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The `evaluate` score built a batch of rows at a time, so that a table of
// any length is scored in memory that grows by one K a row: each family
// keeps its K values (its p99 needs them all), its largest E and its count
// of non-finite rows, each regime (`ErrorBand`) its count and maxima, and
// the whole score keeps its ten worst rows. A row's
// truth lives only while its batch is scored.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Scores `evaluate` rows as they arrive and summarizes them into an
/// `EvaluationScore`.
///
/// Add rows in case order, a batch at a time (`score(_:firstRow:results:jobs:)`)
/// or already scored (`add(_:)`); `finish()` gives the same score whatever
/// the batches were.
public struct EvaluationScorer: Sendable {
  /// The K bound of the faithful grade.
  public let bound: Double
  /// The grade that decides each family's verdict.
  public let grade: EvaluationGrade
  private var families = FamilyTallies(empty: EvaluationFamilyTally())
  private var worst = WorstRows<EvaluationRowScore>(by: { $0.isWorse(than: $1) })
  private var bands: [ErrorBand: EvaluationBandTally] = [:]

  /// A scorer whose faithful grade is K ≤ `bound`, its verdict `grade`.
  public init(
    bound: Double = ConformanceTask.evaluate.defaultBound, grade: EvaluationGrade = .faithful
  ) {
    self.bound = bound
    self.grade = grade
  }

  /// Scores `cases`, rows `firstRow`, `firstRow + 1`, … of the table, with
  /// their `results` (nil for a missing or unparsable result), computing
  /// their truth on `jobs` threads: once per motion (spring and initial
  /// state) of the batch. `each` sees every scored row, in case order.
  /// - Returns: the rows whose motion's peak |x| or |v| is beyond binary64's
  ///   range (0-based indices into the table, with the reason); they are
  ///   not scored.
  /// - Precondition: `results.count == cases.count`.
  public mutating func score(
    _ cases: [EvaluationCase], firstRow: Int, results: [SpringState?], jobs: Int = 1,
    each: (EvaluationRowScore) -> Void = { _ in }
  ) -> [(row: Int, reason: String)] {
    precondition(results.count == cases.count, "one result per case")
    struct Motion: Hashable { var spring: Spring, state: SpringState }
    var groups: [Motion: Int] = [:]
    var members: [[Int]] = []
    for (index, evaluationCase) in cases.enumerated() {
      let motion = Motion(spring: evaluationCase.spring, state: evaluationCase.initialState)
      if let group = groups[motion] {
        members[group].append(index)
      } else {
        groups[motion] = members.count
        members.append([index])
      }
    }
    let scored = parallelMap(members, jobs: jobs) { rows -> (MotionPeaks, [EvaluationRowScore]) in
      let first = cases[rows[0]]
      let truth = ConformanceTruth(spring: first.spring, initialState: first.initialState)
      let peaks = truth.peaks()
      guard peaks.position.isFinite && peaks.velocity.isFinite else { return (peaks, []) }
      return (
        peaks,
        rows.map { index in
          EvaluationRowScore(
            row: firstRow + index, evaluationCase: cases[index], result: results[index],
            truth: truth.point(at: cases[index].time), peaks: peaks)
        }
      )
    }
    var rows: [EvaluationRowScore?] = Array(repeating: nil, count: cases.count)
    var unrepresentable: [(row: Int, reason: String)] = []
    for (group, (peaks, scores)) in zip(members, scored) {
      if scores.isEmpty {
        let what = peaks.position.isFinite ? "|v|" : "|x|"
        for index in group {
          unrepresentable.append(
            (firstRow + index, "the motion's peak \(what) is beyond binary64's range"))
        }
      }
      for (index, score) in zip(group, scores) { rows[index] = score }
    }
    // Added in case order, as `add(_:)` asks.
    for case let row? in rows {
      add(row)
      each(row)
    }
    return unrepresentable.sorted { $0.row < $1.row }
  }

  /// Adds a row already scored; rows are added in case order.
  public mutating func add(_ row: EvaluationRowScore) {
    families.tally(row.evaluationCase.family) { $0.add(row) }
    worst.offer(row)
    for band in row.bands { bands[band, default: EvaluationBandTally()].add(row) }
  }

  /// The score of the rows added so far.
  public func finish() -> EvaluationScore {
    EvaluationScore(
      bound: bound,
      families: families.map { family, tally in
        tally.score(family: family, bound: bound, grade: grade)
      },
      worst: worst.rows,
      bands: bands.sorted { $0.key < $1.key }.map {
        $0.value.score(band: $0.key, bound: bound, grade: grade)
      }, grade: grade)
  }
}

/// What a family's evaluate score needs of its rows.
struct EvaluationFamilyTally: Sendable {
  var samples = 0
  var k: [Double] = []
  var eMax: Double?
  var nonFinite = 0

  mutating func add(_ row: EvaluationRowScore) {
    samples += 1
    if let e = row.normalizedError { eMax = max(eMax ?? e, e) }
    if let k = row.conditionScaledError { self.k.append(k) } else { nonFinite += 1 }
  }

  func score(family: String, bound: Double, grade: EvaluationGrade) -> EvaluationFamilyScore {
    let summary = k.isEmpty ? nil : ErrorSummary(k)
    let faithful = nonFinite == 0 && (summary?.max ?? 0) <= bound
    let uiExact = nonFinite == 0 && (eMax ?? 0) <= EvaluationGrade.uiExactBound
    return EvaluationFamilyScore(
      family: family, samples: samples, k: summary, eMax: eMax, nonFinite: nonFinite,
      passes: grade == .faithful ? faithful : uiExact, faithful: faithful, uiExact: uiExact)
  }
}
