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
  /// Every row, in case order.
  public var rows: [SettlingRowScore]
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
    precondition(results.count == cases.count, "one result per case")
    let rows = parallelMap(Array(cases.indices), jobs: jobs) { [self] index in
      scoreRow(index, result: results[index])
    }
    let families = familyOrder(of: cases.map(\.family)).map { family -> SettlingFamilyScore in
      let members = rows.filter { $0.settlingCase.family == family }
      let relMax = members.compactMap(\.relativeError).max()
      let mismatches = members.filter { $0.failure == .mismatch }.count
      let nonFinite = members.filter { $0.failure == .nonFinite }.count
      return SettlingFamilyScore(
        family: family, samples: members.count, relMax: relMax,
        residualKMax: members.compactMap(\.residualK).max(), mismatches: mismatches,
        nonFinite: nonFinite, passes: mismatches == 0 && nonFinite == 0 && (relMax ?? 0) <= bound)
    }
    let worst = rows.sorted { a, b in
      switch (a.failure, b.failure) {
      case (nil, nil):
        let ea = a.relativeError ?? 0
        let eb = b.relativeError ?? 0
        return ea != eb ? ea > eb : a.row < b.row
      case (nil, _): return false
      case (_, nil): return true
      default: return a.row < b.row
      }
    }.prefix(Conformance.worstRowCount)
    return SettlingScore(bound: bound, families: families, worst: Array(worst), rows: rows)
  }

  private func scoreRow(_ index: Int, result: Double?) -> SettlingRowScore {
    let settlingCase = cases[index]
    let exact = times[index]
    let truthTime = exact.binary64 ?? .nan
    var row = SettlingRowScore(
      row: index, settlingCase: settlingCase, result: result, truth: truthTime,
      relativeError: nil, residualK: nil, failure: nil)
    guard let result, !result.isNaN, result >= 0 else {
      row.failure = .nonFinite
      return row
    }
    if result.isInfinite || truthTime.isInfinite || result == 0 || exact.isZero {
      let agrees = (result.isInfinite && truthTime.isInfinite) || (result == 0 && exact.isZero)
      if !agrees { row.failure = .mismatch }
      return row
    }
    row.relativeError = exact.relativeError(of: result)
    let point = ConformanceTruth(
      spring: settlingCase.spring, initialState: settlingCase.initialState
    ).point(at: result)
    let spring = settlingCase.spring
    let phase = 1 + abs(spring.dampedFrequency * result)
    func residual(_ magnitude: Double, _ threshold: Double, _ peak: Double) -> Double {
      abs(magnitude - threshold) / (peak * binary64Unit * phase)
    }
    var residualK = residual(point.positionMagnitude, settlingCase.threshold, peaks[index].position)
    if let velocityThreshold = settlingCase.velocityThreshold {
      residualK = min(
        residualK, residual(point.velocityMagnitude, velocityThreshold, peaks[index].velocity))
    }
    row.residualK = residualK.isNaN ? nil : residualK
    return row
  }
}
