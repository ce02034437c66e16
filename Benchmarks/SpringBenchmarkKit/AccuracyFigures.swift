//===--- AccuracyFigures.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Deterministic accuracy figures gated exactly alongside the timings: the
// worst condition-scaled error K of each evaluator on a fixed seeded sample
// of every sweep family of Docs/Design.md.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

/// Worst K per evaluator and family, as benchmark results (unit `K`).
public enum AccuracyFigures {
  /// The name of every figure `results(prefixes:)` can give, in its order.
  public static var names: [String] {
    SweepFamily.allCases.flatMap { family in
      ["direct", "batched"].map { "accuracy.closed-form.\($0).\(family.rawValue)" }
    }
  }

  /// `accuracy.<evaluator>.<family>` for the direct closed form and the
  /// batched evaluator, on 64 cases × 24 samples per family.
  public static func results(prefixes: [String]) -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    for family in SweepFamily.allCases {
      let directName = "accuracy.closed-form.direct.\(family.rawValue)"
      let batchedName = "accuracy.closed-form.batched.\(family.rawValue)"
      let wanted = [directName, batchedName].filter { BenchmarkRun.matches($0, prefixes: prefixes) }
      guard !wanted.isEmpty else { continue }
      let cases = family.cases(count: 64, seed: 6_400)
      var direct = 0.0
      var batched = 0.0
      for springCase in cases {
        let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
        let batch = SpringMotionBatch([motion])
        for error in sampleErrors(of: springCase, evaluate: { motion.state(at: $0) }) {
          direct = max(direct, error.conditionScaled)
        }
        let errors = sampleErrors(of: springCase) { t in
          let (p, v) = batch.states(at: t)
          return SpringState(position: p[0], velocity: v[0])
        }
        for error in errors { batched = max(batched, error.conditionScaled) }
      }
      if wanted.contains(directName) {
        results.append(BenchmarkResult(name: directName, unit: "K", exactly: direct))
      }
      if wanted.contains(batchedName) {
        results.append(BenchmarkResult(name: batchedName, unit: "K", exactly: batched))
      }
    }
    return results
  }
}
