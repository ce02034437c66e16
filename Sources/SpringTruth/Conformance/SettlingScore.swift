//===--- SettlingScore.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How an evaluator did on `settle` CASES, measured against the exact
// settling time T of the truth:
//
//   relative error   |T_result − T| / T          for finite T > 0
//   mismatch         T = ∞ or T = 0 answered otherwise, or the reverse
//   residual K       min over the thresholds given of
//                    ||x(T_result)| − ε| / (peak|x| · 2⁻⁵² · (1 + |ωd T_result|))
//                    (and the same with v, εv): how far the answer is from
//                    being a crossing at all, in units of binary64 rounding
//
// A family passes when no result is missing or invalid, there is no
// mismatch and the largest relative error is ≤ bound.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Why a `settle` row fails whatever the bound.
public enum SettlingFailure: String, Sendable {
  /// The result is missing, unparsable, NaN, −∞ or negative.
  case nonFinite = "non-finite"
  /// The truth is ∞ (never settles) or 0 (never leaves the band) and the
  /// result is not, or the result is ∞ or 0 and the truth is not.
  case mismatch
}

/// The score of one `settle` row.
public struct SettlingRowScore: Sendable {
  /// 0-based index of the row in the cases.
  public var row: Int
  /// The case itself.
  public var settlingCase: SettlingCase
  /// The evaluator's settling time; nil when missing or unparsable.
  public var result: Double?
  /// The exact settling time rounded to binary64 (+∞: never settles).
  public var truth: Double
  /// |result − truth| / truth when both are finite and > 0.
  public var relativeError: Double?
  /// The residual K (see the file header) when both are finite and > 0.
  public var residualK: Double?
  /// Why the row fails regardless of the bound, if it does.
  public var failure: SettlingFailure?
}

/// The score of one family of `settle` rows.
public struct SettlingFamilyScore: Sendable {
  /// The family label.
  public var family: String
  /// Rows in the family.
  public var samples: Int
  /// The largest relative error of finite times; nil when there is none.
  public var relMax: Double?
  /// The largest residual K; nil when there is none.
  public var residualKMax: Double?
  /// Rows whose ∞ or 0 does not match the truth's.
  public var mismatches: Int
  /// Rows whose result is missing, unparsable, NaN, −∞ or negative.
  public var nonFinite: Int
  /// No mismatch, no non-finite row, and relMax ≤ the bound.
  public var passes: Bool
}

/// The score of an evaluator on a set of `settle` cases.
public struct SettlingScore: Sendable {
  /// The relative-error bound of the verdict.
  public var bound: Double
  /// Per family, in order of first appearance.
  public var families: [SettlingFamilyScore]
  /// The `Conformance.worstRowCount` worst rows: failing rows first (in row
  /// order), then by relative error, largest first.
  public var worst: [SettlingRowScore]
  /// Whether every family passes.
  public var passes: Bool { families.allSatisfy(\.passes) }
}

/// The exact settling times of a set of `settle` cases, computed once.
public struct SettlingTruth: Sendable {
  /// The cases, in order.
  public let cases: [SettlingCase]
  private let times: [TruthTime]
  private let peaks: [MotionPeaks]
  /// The threads `score` uses.
  private let jobs: Int

  /// Computes the exact settling time and the peaks of every case on `jobs`
  /// threads.
  /// - Throws: `UnrepresentableTruth` for cases whose settling time is
  ///   finite but beyond binary64's range.
  public init(cases: [SettlingCase], jobs: Int = 1) throws(UnrepresentableTruth) {
    self.cases = cases
    self.jobs = jobs
    // Each row's MPFR truth is dropped once its time and peaks are known
    // (kept, it took about 2 KB a row); `score` builds it again for the
    // residual, which costs a tenth of the search.
    let computed = parallelMap(cases, jobs: jobs) { settlingCase in
      let truth = ConformanceTruth(
        spring: settlingCase.spring, initialState: settlingCase.initialState)
      return (
        truth.settlingTime(
          threshold: settlingCase.threshold, velocityThreshold: settlingCase.velocityThreshold),
        // |v|'s peak only scales the residual of a velocity threshold.
        truth.peaks(includingVelocity: settlingCase.velocityThreshold != nil)
      )
    }
    times = computed.map(\.0)
    peaks = computed.map(\.1)
    let bad = times.enumerated().filter { $0.element.binary64 == nil }.map {
      (row: $0.offset, reason: "the exact settling time is beyond binary64's range")
    }
    if !bad.isEmpty { throw UnrepresentableTruth(rows: bad) }
  }

  /// Scores `results` (one per case, in case order; nil for a missing or
  /// unparsable result) with the verdict bound relMax ≤ `bound`.
  /// - Precondition: `results.count == cases.count`.
  public func score(
    _ results: [Double?], bound: Double = ConformanceTask.settle.defaultBound
  ) -> SettlingScore {
    var scorer = SettlingScorer(bound: bound)
    for row in rowScores(results) { scorer.add(row) }
    return scorer.finish()
  }

  /// The score of every row, in case order (`score(_:bound:)` keeps only
  /// the family summaries and the worst rows).
  /// - Precondition: `results.count == cases.count`.
  public func rowScores(_ results: [Double?]) -> [SettlingRowScore] {
    precondition(results.count == cases.count, "one result per case")
    return parallelMap(Array(cases.indices), jobs: jobs) { [self] index in
      SettlingRowScore(
        row: index, settlingCase: cases[index], result: results[index], exact: times[index],
        peaks: peaks[index])
    }
  }
}

extension SettlingRowScore {
  /// Scores `result` against `exact`, the settling time of `settlingCase`,
  /// whose motion peaks at `peaks`.
  init(
    row: Int, settlingCase: SettlingCase, result: Double?, exact: TruthTime, peaks: MotionPeaks
  ) {
    let truthTime = exact.binary64 ?? .nan
    self.init(
      row: row, settlingCase: settlingCase, result: result, truth: truthTime,
      relativeError: nil, residualK: nil, failure: nil)
    guard let result, !result.isNaN, result >= 0 else {
      failure = .nonFinite
      return
    }
    if result.isInfinite || truthTime.isInfinite || result == 0 || exact.isZero {
      let agrees = (result.isInfinite && truthTime.isInfinite) || (result == 0 && exact.isZero)
      if !agrees { failure = .mismatch }
      return
    }
    relativeError = exact.relativeError(of: result)
    let point = ConformanceTruth(
      spring: settlingCase.spring, initialState: settlingCase.initialState
    ).point(at: result)
    let spring = settlingCase.spring
    let phase = 1 + abs(spring.dampedFrequency * result)
    func residual(_ magnitude: Double, _ threshold: Double, _ peak: Double) -> Double {
      abs(magnitude - threshold) / (peak * binary64Unit * phase)
    }
    var residualK = residual(point.positionMagnitude, settlingCase.threshold, peaks.position)
    if let velocityThreshold = settlingCase.velocityThreshold {
      residualK = min(
        residualK, residual(point.velocityMagnitude, velocityThreshold, peaks.velocity))
    }
    self.residualK = residualK.isNaN ? nil : residualK
  }

  /// Whether `self` ranks before `other` among the worst rows: failing rows
  /// first (in row order), then by relative error, largest first.
  func isWorse(than other: SettlingRowScore) -> Bool {
    switch (failure, other.failure) {
    case (nil, nil):
      let a = relativeError ?? 0
      let b = other.relativeError ?? 0
      return a != b ? a > b : row < other.row
    case (nil, _): return false
    case (_, nil): return true
    default: return row < other.row
    }
  }
}
