//===--- EvaluationScore.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How an evaluator did on `evaluate` CASES, per family and on its worst
// rows, measured against the truth:
//
//   E = max(|Δx| / peak|x|, |Δv| / peak|v|)     (peaks over t ≥ 0: MotionPeaks)
//   K = E / (2⁻⁵² · (1 + |ωd t|))
//
// A family passes when every row has a finite result with K ≤ bound.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The score of one row.
public struct EvaluationRowScore: Sendable {
  /// 0-based index of the row in the cases.
  public var row: Int
  /// The case itself.
  public var evaluationCase: EvaluationCase
  /// The evaluator's result; nil when missing or unparsable.
  public var result: SpringState?
  /// The truth's x(t) and v(t), rounded to binary64.
  public var truth: SpringState
  /// The peaks the errors are normalized by.
  public var peaks: MotionPeaks
  /// E; nil when the row is not measurable (see `isNonFinite`).
  public var normalizedError: Double?
  /// K; nil when the row is not measurable.
  public var conditionScaledError: Double?
  /// |Δx| / peak|x| and |Δv| / peak|v|, whose larger is E (+infinity for
  /// an error on a component that is identically 0); nil when the result
  /// is missing or not finite.
  public var componentErrors: (position: Double, velocity: Double)?

  /// The result is missing, unparsable or not finite, or its error is not
  /// a finite number (a nonzero result where the truth is identically 0):
  /// the row fails whatever the bound.
  public var isNonFinite: Bool { conditionScaledError == nil }
}

/// The score of one family of rows.
public struct EvaluationFamilyScore: Sendable {
  /// The family label (`Conformance.unlabeledFamily` without a column).
  public var family: String
  /// Rows in the family.
  public var samples: Int
  /// Max, p99 (nearest rank) and RMS of K over the measurable rows; nil
  /// when no row is measurable.
  public var k: ErrorSummary?
  /// The largest E over the measurable rows; nil when none is.
  public var eMax: Double?
  /// Rows that are not measurable (`EvaluationRowScore.isNonFinite`).
  public var nonFinite: Int
  /// The verdict under the score's grade (`faithful` or `uiExact`).
  public var passes: Bool
  /// Every result finite and K max ≤ the bound.
  public var faithful: Bool
  /// Every result finite and E max ≤ `EvaluationGrade.uiExactBound`.
  public var uiExact: Bool
}

/// The score of an evaluator on a set of `evaluate` cases.
public struct EvaluationScore: Sendable {
  /// The K bound of the faithful grade.
  public var bound: Double
  /// Per family, in order of first appearance in the cases.
  public var families: [EvaluationFamilyScore]
  /// The `Conformance.worstRowCount` worst rows: non-finite rows first (in
  /// row order), then by K, largest first.
  public var worst: [EvaluationRowScore]
  /// The errors by regime (`ErrorBand`): by damping, then phase, then
  /// magnitude, each in ascending order; only bands that hold rows.
  public var bands: [EvaluationBandScore] = []
  /// The grade that decides the verdict.
  public var grade: EvaluationGrade = .faithful
  /// Whether every family passes.
  public var passes: Bool { families.allSatisfy(\.passes) }
}

/// The truth of a set of `evaluate` cases, computed once and reusable for
/// scoring any number of evaluators' results.
public struct EvaluationTruth: Sendable {
  /// The cases, in order.
  public let cases: [EvaluationCase]
  private let truths: [TruthPoint]
  private let peaks: [MotionPeaks]

  /// Computes the truth and the peaks of every case on `jobs` threads.
  /// - Throws: `UnrepresentableTruth` for cases whose peak |x| or |v| is
  ///   beyond binary64's range.
  public init(cases: [EvaluationCase], jobs: Int = 1) throws(UnrepresentableTruth) {
    self.cases = cases
    // Rows of one motion share its truth (the spring's constants in MPFR)
    // and its peaks.
    struct Motion: Hashable { var spring: Spring, state: SpringState }
    struct MotionRows: Sendable {
      var motion: Motion
      var rows: [Int] = []
    }
    var motions: [Motion: Int] = [:]
    var unique: [MotionRows] = []
    // Each row's motion and its place among that motion's rows.
    let places = cases.indices.map { row -> (motion: Int, slot: Int) in
      let key = Motion(spring: cases[row].spring, state: cases[row].initialState)
      let index = motions[key] ?? unique.count
      if index == unique.count {
        motions[key] = index
        unique.append(MotionRows(motion: key))
      }
      unique[index].rows.append(row)
      return (index, unique[index].rows.count - 1)
    }
    let computed = parallelMap(unique, jobs: jobs) { group in
      let truth = ConformanceTruth(spring: group.motion.spring, initialState: group.motion.state)
      return (peaks: truth.peaks(), points: group.rows.map { truth.point(at: cases[$0].time) })
    }
    truths = places.map { computed[$0.motion].points[$0.slot] }
    peaks = places.map { computed[$0.motion].peaks }
    var bad: [(row: Int, reason: String)] = []
    for (row, peak) in peaks.enumerated() where !peak.position.isFinite || !peak.velocity.isFinite {
      let what = peak.position.isFinite ? "|v|" : "|x|"
      bad.append((row, "the motion's peak \(what) is beyond binary64's range"))
    }
    if !bad.isEmpty { throw UnrepresentableTruth(rows: bad) }
  }

  /// Scores `results` (one per case, in case order; nil for a missing or
  /// unparsable result) against the truth, with the verdict bound K ≤
  /// `bound`.
  /// - Precondition: `results.count == cases.count`.
  public func score(
    _ results: [SpringState?], bound: Double = ConformanceTask.evaluate.defaultBound,
    grade: EvaluationGrade = .faithful
  ) -> EvaluationScore {
    var scorer = EvaluationScorer(bound: bound, grade: grade)
    for row in rowScores(results) { scorer.add(row) }
    return scorer.finish()
  }

  /// The score of every row, in case order (`score(_:bound:)` keeps only
  /// the family summaries and the worst rows).
  /// - Precondition: `results.count == cases.count`.
  public func rowScores(_ results: [SpringState?]) -> [EvaluationRowScore] {
    precondition(results.count == cases.count, "one result per case")
    return cases.indices.map { index in
      EvaluationRowScore(
        row: index, evaluationCase: cases[index], result: results[index], truth: truths[index],
        peaks: peaks[index])
    }
  }
}

extension EvaluationRowScore {
  /// Scores `result` against the truth `truth` of `evaluationCase`, whose
  /// motion peaks at `peaks`.
  init(
    row: Int, evaluationCase: EvaluationCase, result: SpringState?, truth: TruthPoint,
    peaks: MotionPeaks
  ) {
    self.init(
      row: row, evaluationCase: evaluationCase, result: result, truth: truth.rounded,
      peaks: peaks, normalizedError: nil, conditionScaledError: nil, componentErrors: nil)
    guard let result, result.position.isFinite, result.velocity.isFinite else { return }
    let error = SampleError(
      time: evaluationCase.time, positionError: truth.positionError(of: result.position),
      velocityError: truth.velocityError(of: result.velocity),
      peakPosition: peaks.position, peakVelocity: peaks.velocity,
      dampedFrequency: evaluationCase.spring.dampedFrequency)
    componentErrors = (error.position, error.velocity)
    let k = error.conditionScaled
    if k.isFinite && error.normalized.isFinite {
      normalizedError = error.normalized
      conditionScaledError = k
    }
  }

  /// Whether `self` ranks before `other` among the worst rows: non-finite
  /// rows first (in row order), then by K, largest first.
  func isWorse(than other: EvaluationRowScore) -> Bool {
    switch (conditionScaledError, other.conditionScaledError) {
    case (nil, nil): row < other.row
    case (nil, _): true
    case (_, nil): false
    case (let a?, let b?): a != b ? a > b : row < other.row
    }
  }
}
