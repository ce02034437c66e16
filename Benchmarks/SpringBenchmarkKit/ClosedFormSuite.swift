//===--- ClosedFormSuite.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Throughput of the closed-form evaluators and their C baseline.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

/// The closed-form benchmarks: direct (everyday UI springs and per regime),
/// frame-grid, batched, the C textbook baseline on the same workloads, and
/// exact settling queries.
public enum ClosedFormSuite {
  /// Regime-specific workloads, named by the family they draw from.
  static let regimeFamilies: [(String, SweepFamily)] = [
    ("underdamped", .broad), ("near-critical", .nearCritical),
    ("critical", .critical), ("overdamped", .overdamped),
    ("undamped", .undamped),
  ]

  /// The suite's benchmarks. Building them draws the workloads (cheap).
  public static func benchmarks() -> [Benchmark] {
    let ui = EvaluationWorkload(family: .ui)
    var result = ui.evaluatorRuns.map { run in
      Benchmark(
        name: run.name, unit: run.isQuery ? "ns/query" : "ns/sample",
        itemsPerIteration: run.items, body: run.run)
    }
    // The vector-libm limit, where libmvec's AVX2 variants run.
    if EvaluationWorkload.libmvecUnavailableReason == nil {
      result.append(
        Benchmark(name: "libmvec.direct", unit: "ns/sample", itemsPerIteration: ui.sampleCount) {
          ui.runLibmvec() ?? 0
        })
    }
    for (regime, family) in regimeFamilies {
      let workload = EvaluationWorkload(family: family, count: 32, frames: 256)
      let count = workload.sampleCount
      result.append(
        Benchmark(name: "closed-form.direct.\(regime)", unit: "ns/sample", itemsPerIteration: count)
        {
          workload.runDirect()
        })
      result.append(
        Benchmark(name: "c-baseline.direct.\(regime)", unit: "ns/sample", itemsPerIteration: count)
        {
          workload.runCBaseline()
        })
      result.append(
        Benchmark(
          name: "settle.exact.\(regime)", unit: "ns/query",
          itemsPerIteration: workload.motions.count
        ) {
          workload.runSettle()
        })
    }
    return result
  }
}
