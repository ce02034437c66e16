//===--- EvaluationRowDiagnosis.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What a scored `evaluate` row says about where an evaluator goes wrong:
// the regime (ζ), how far into the motion (ω0·t) and which of x and v
// carries the error. `score` prints these for its worst rows.
//
//===----------------------------------------------------------------------===//

/// Which part of a result is wrong.
public enum WrongComponent: String, Sendable, Hashable {
  /// The position carries the larger normalized error.
  case position = "x"
  /// The velocity carries the larger normalized error.
  case velocity = "v"
  /// Both carry the same nonzero normalized error, or both are not finite.
  case both = "x and v"
  /// No result was given, or it could not be read.
  case missing
}

extension EvaluationRowScore {
  /// ζ = c / (2√(km)) of the row's spring (SpringModel's `Spring`).
  public var dampingRatio: Double { evaluationCase.spring.dampingRatio }

  /// ω0·t: the row's time in units of the spring's natural time scale
  /// (radians of undamped phase).
  public var naturalPhase: Double { evaluationCase.spring.naturalFrequency * evaluationCase.time }

  /// The component with the larger normalized error (|Δx| / peak|x| against
  /// |Δv| / peak|v|), the one not finite, or `missing`; nil when the result
  /// equals the truth in both.
  public var wrongComponent: WrongComponent? {
    guard let result else { return .missing }
    switch (result.position.isFinite, result.velocity.isFinite) {
    case (false, false): return .both
    case (false, true): return .position
    case (true, false): return .velocity
    case (true, true): break
    }
    guard let errors = componentErrors else { return nil }
    if errors.position > errors.velocity { return .position }
    if errors.velocity > errors.position { return .velocity }
    return errors.position > 0 ? .both : nil
  }
}
