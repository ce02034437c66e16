//===--- SpringEvaluator.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Evaluators written in Swift, validated in-process by the same cases and
// the same scoring as `springlab validate` runs on an external command.
//
//   struct MyEvaluator: SpringEvaluator {
//     func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
//       …
//     }
//   }
//   let score = try Conformance.validate(MyEvaluator())   // every family, seed 1
//   assert(score.passes)
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Computes x(t) and v(t) of a spring released from a state: the
/// `evaluate` task of the conformance kit.
public protocol SpringEvaluator {
  /// x(t) and v(t) at `t` seconds (≥ 0) for `spring` released from `start`
  /// (x0 = displacement from the target, v0 in units per second).
  func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState

  /// Every case's state, in order. The default maps `state(of:from:at:)`;
  /// an evaluator that works in batches (SIMD lanes, frame grids) overrides
  /// it.
  func states(for cases: [EvaluationCase]) -> [SpringState]
}

extension SpringEvaluator {
  /// Maps `state(of:from:at:)` over the cases.
  public func states(for cases: [EvaluationCase]) -> [SpringState] {
    cases.map { state(of: $0.spring, from: $0.initialState, at: $0.time) }
  }
}

/// Computes settling times: the `settle` task of the conformance kit.
public protocol SpringSettlingEvaluator {
  /// The last time |x| crosses `threshold` (and |v| crosses
  /// `velocityThreshold`, when given) for `spring` released from `start`:
  /// 0 when the motion never leaves the band, +∞ when it never settles.
  func settlingTime(
    of spring: Spring, from start: SpringState, threshold: Double, velocityThreshold: Double?
  ) -> Double
}

/// SpringLab's own closed form, `SpringMotion`, as an evaluator under test.
public struct SpringMotionEvaluator: SpringEvaluator, SpringSettlingEvaluator, Sendable {
  /// SpringLab's closed form.
  public init() {}

  /// `SpringMotion.state(at:)`.
  public func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
    SpringMotion(spring: spring, initialState: start).state(at: t)
  }

  /// `SpringMotion.settlingTime(threshold:velocityThreshold:)`; NaN for an
  /// invalid threshold.
  public func settlingTime(
    of spring: Spring, from start: SpringState, threshold: Double, velocityThreshold: Double?
  ) -> Double {
    (try? SpringMotion(spring: spring, initialState: start)
      .settlingTime(threshold: threshold, velocityThreshold: velocityThreshold)) ?? .nan
  }
}

extension Conformance {
  /// Scores `evaluator` on `springlab cases` rows: `count` per family of
  /// `families`, drawn with `seed`; the faithful grade is K ≤ `bound`, the
  /// verdict `grade`'s.
  /// - Throws: `UnrepresentableTruth` (never for the generated cases).
  public static func validate(
    _ evaluator: some SpringEvaluator, families: [SweepFamily] = SweepFamily.allCases,
    count: Int = ConformanceCases.defaultCount, seed: UInt64 = 1,
    bound: Double = ConformanceTask.evaluate.defaultBound, grade: EvaluationGrade = .faithful,
    jobs: Int = 1
  ) throws(UnrepresentableTruth) -> EvaluationScore {
    let cases = ConformanceCases.evaluation(families: families, count: count, seed: seed)
    return try score(evaluator, on: cases, bound: bound, grade: grade, jobs: jobs)
  }

  /// Scores `evaluator` on `cases`; the faithful grade is K ≤ `bound`, the
  /// verdict `grade`'s.
  public static func score(
    _ evaluator: some SpringEvaluator, on cases: [EvaluationCase],
    bound: Double = ConformanceTask.evaluate.defaultBound, grade: EvaluationGrade = .faithful,
    jobs: Int = 1
  ) throws(UnrepresentableTruth) -> EvaluationScore {
    let truth = try EvaluationTruth(cases: cases, jobs: jobs)
    return truth.score(
      checkedCount(evaluator.states(for: cases), cases.count), bound: bound, grade: grade)
  }

  /// Scores the settling times of `evaluator` on `springlab cases --task
  /// settle` rows against the relative-error bound `bound`.
  public static func validateSettling(
    _ evaluator: some SpringSettlingEvaluator, families: [SweepFamily] = SweepFamily.allCases,
    count: Int = ConformanceCases.defaultCount, seed: UInt64 = 1,
    bound: Double = ConformanceTask.settle.defaultBound, jobs: Int = 1
  ) throws(UnrepresentableTruth) -> SettlingScore {
    let cases = ConformanceCases.settling(families: families, count: count, seed: seed)
    return try scoreSettling(evaluator, on: cases, bound: bound, jobs: jobs)
  }

  /// Scores the settling times of `evaluator` on `cases`.
  public static func scoreSettling(
    _ evaluator: some SpringSettlingEvaluator, on cases: [SettlingCase],
    bound: Double = ConformanceTask.settle.defaultBound, jobs: Int = 1
  ) throws(UnrepresentableTruth) -> SettlingScore {
    let truth = try SettlingTruth(cases: cases, jobs: jobs)
    let times = cases.map {
      evaluator.settlingTime(
        of: $0.spring, from: $0.initialState, threshold: $0.threshold,
        velocityThreshold: $0.velocityThreshold)
    }
    return truth.score(times, bound: bound)
  }

  /// The results as optionals, padded with nil (missing) or truncated to
  /// `count`, so a batch evaluator returning the wrong count scores as
  /// failing rows instead of trapping.
  private static func checkedCount(_ states: [SpringState], _ count: Int) -> [SpringState?] {
    var results: [SpringState?] = states.prefix(count).map { $0 }
    while results.count < count { results.append(nil) }
    return results
  }
}
