//===--- AccuracySweep.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every evaluator against the truth on the same cases, sharing the truth and
// the peaks of each case.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A method under test: its name and how it evaluates one case.
public struct EvaluatorUnderTest: Sendable {
  /// Short stable name used in tables, e.g. `closed-form`.
  public var name: String
  /// Builds the evaluation of a spring from a state: t ↦ (x, v). The
  /// closure receives the case's times in ascending order.
  public var make: @Sendable (Spring, SpringState) -> (([Double]) -> [SpringState])

  public init(
    name: String, make: @escaping @Sendable (Spring, SpringState) -> (([Double]) -> [SpringState])
  ) {
    self.name = name
    self.make = make
  }

  /// An evaluator from a pointwise state function.
  public static func pointwise(
    _ name: String, _ state: @escaping @Sendable (Spring, SpringState) -> ((Double) -> SpringState)
  ) -> EvaluatorUnderTest {
    EvaluatorUnderTest(name: name) { spring, start in
      let evaluate = state(spring, start)
      return { times in times.map(evaluate) }
    }
  }

  /// SpringLab's direct closed form.
  public static let closedForm = pointwise("closed-form") { spring, start in
    let motion = SpringMotion(spring: spring, initialState: start)
    return { motion.state(at: $0) }
  }

  /// SpringLab's SIMD batch (one motion per batch here; lanes are independent).
  public static let batched = pointwise("batched") { spring, start in
    let batch = SpringMotionBatch([SpringMotion(spring: spring, initialState: start)])
    return { t in
      let (p, v) = batch.states(at: t)
      return SpringState(position: p[0], velocity: v[0])
    }
  }
}

/// The errors of one evaluator on one case.
public struct CaseErrors: Sendable {
  public var springCase: SpringCase
  public var errors: [SampleError]

  /// Worst condition-scaled error K over the case's samples.
  public var worstK: Double { errors.map(\.conditionScaled).max() ?? 0 }
}

/// Runs evaluators against the truth.
public enum AccuracySweep {
  /// Errors of every evaluator on every case: result[e][c] for evaluator e
  /// and case c. Deterministic for any `jobs`.
  public static func measure(
    _ cases: [SpringCase], evaluators: [EvaluatorUnderTest], jobs: Int
  ) -> [[CaseErrors]] {
    let perCase = parallelMap(cases, jobs: jobs) { springCase -> [CaseErrors] in
      let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
      let peaks = TrajectoryPeaks(of: springCase, truth: truth)
      let exact = springCase.times.map { truth.state(at: $0) }
      let omegaD = springCase.spring.dampedFrequency
      return evaluators.map { evaluator in
        let computed = evaluator.make(springCase.spring, springCase.initialState)(springCase.times)
        let errors = springCase.times.indices.map { index in
          SampleError(
            time: springCase.times[index], computed: computed[index], exact: exact[index],
            peaks: peaks,
            dampedFrequency: omegaD)
        }
        return CaseErrors(springCase: springCase, errors: errors)
      }
    }
    return evaluators.indices.map { e in perCase.map { $0[e] } }
  }
}

/// Summaries of a set of case errors: K for position and velocity, and E.
public struct AccuracySummary: Sendable {
  public var cases: Int
  public var samples: Int
  public var positionK: ErrorSummary
  public var velocityK: ErrorSummary
  public var normalized: ErrorSummary
  /// The sample with the largest K (either component), as a CASES row: the
  /// witness of the maximum; nil when there is no sample.
  public var worst: EvaluationCase?

  public init(_ caseErrors: [CaseErrors]) {
    let all = caseErrors.flatMap(\.errors)
    cases = caseErrors.count
    samples = all.count
    positionK = ErrorSummary(all.map(\.scaledPosition))
    velocityK = ErrorSummary(all.map(\.scaledVelocity))
    normalized = ErrorSummary(all.map(\.normalized))
    var largest = -Double.infinity
    for caseError in caseErrors {
      for error in caseError.errors where error.conditionScaled > largest {
        largest = error.conditionScaled
        worst = EvaluationCase(
          family: caseError.springCase.family.rawValue, spring: caseError.springCase.spring,
          initialState: caseError.springCase.initialState, time: error.time)
      }
    }
  }
}
