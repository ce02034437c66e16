//===--- EngineMethodErrors.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Test support: the normalized error (Docs/Design.md) of an engine method on a
// sweep case, measured with `sampleErrors(of:evaluate:)` against the MPFR
// truth.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth

/// The largest normalized error E of `method` over `springCase`'s samples,
/// evaluating all sample times in one `states(at:)` call.
func worstNormalizedError(of method: some EngineMethod, on springCase: SpringCase) -> Double {
  let states = method.states(at: springCase.times)
  let byTime = Dictionary(zip(springCase.times, states), uniquingKeysWith: { first, _ in first })
  return sampleErrors(of: springCase) { byTime[$0]! }.map(\.normalized).max() ?? 0
}

/// Per-case worst normalized errors of the method built by `make`.
func worstNormalizedErrors<M: EngineMethod>(
  _ cases: [SpringCase], _ make: (SpringCase) -> M
) -> [Double] {
  cases.map { worstNormalizedError(of: make($0), on: $0) }
}

/// The median of non-empty `values`.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : 0.5 * (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2])
}
