//===--- EvaluatorUnderTest+Engines.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Shipped evaluation formulas as evaluators under test, so the accuracy pages
// measure them with the same sweep as SpringLab's own evaluators.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit
import SpringEngines
import SpringModel
import SpringTruth

extension EvaluatorUnderTest {
  /// The textbook two-exponential form most engines ship.
  public static let textbook = pointwise("textbook") { spring, start in
    let form = TextbookClosedForm(spring: spring, initialState: start)
    return { form.state(at: $0) }
  }
}

extension EvaluatorUnderTest {
  /// The vector-libm limit of throughput.md (the textbook form with glibc's
  /// libmvec, `VectorLibmKernel`); nil where it cannot run.
  public static let vectorLibm: EvaluatorUnderTest? =
    VectorLibmKernel.unavailableReason != nil
    ? nil
    : EvaluatorUnderTest(name: "libmvec") { spring, start in
      { times in
        VectorLibmKernel.states(of: spring, from: start, at: times)
          ?? times.map { _ in SpringState(position: .nan, velocity: .nan) }
      }
    }
}

extension SearchMethod {
  /// The textbook two-exponential form, for the adversarial search's
  /// contrast.
  public static let textbook = SearchMethod(EvaluatorUnderTest.textbook)
}
