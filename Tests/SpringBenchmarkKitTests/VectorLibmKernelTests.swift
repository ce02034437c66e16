//===--- VectorLibmKernelTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import CSpringBaseline
import SpringModel
import SpringTruth
import Testing

@testable import SpringBenchmarkKit

@Suite("The vector-libm kernel (libmvec.direct)")
struct VectorLibmKernelTests {
  @Test(
    "it computes the textbook form: within 1e-13 of the peak of the scalar C form, every regime")
  func agreesWithScalarBaseline() throws {
    if let reason = EvaluationWorkload.libmvecUnavailableReason {
      // Elsewhere the kernel refuses, writing nothing, and no benchmark is made.
      var x = [0.0]
      var v = [0.0]
      var spring = spring_baseline_make(1, 100, 10, -1, 0)
      #expect(spring_libmvec_evaluate(&spring, [0.5], &x, &v, 1) == 0)
      #expect(!ClosedFormSuite.benchmarks().contains { $0.name == "libmvec.direct" }, "\(reason)")
      return
    }
    let times = (0..<203).map { Double($0) / 97 }  // odd count: a scalar remainder
    var checked = Set<Int32>()
    for springCase in SweepFamily.ui.cases(count: 64, seed: 41)
      + SweepFamily.critical.cases(
        count: 4, seed: 41)
    {
      let (m, k, c) = (
        springCase.spring.mass, springCase.spring.stiffness, springCase.spring.damping
      )
      var spring = spring_baseline_make(
        m, k, c, springCase.initialState.position, springCase.initialState.velocity)
      var (x, v) = (
        [Double](repeating: 0, count: times.count), [Double](repeating: 0, count: times.count)
      )
      var (xs, vs) = (x, v)
      #expect(spring_libmvec_evaluate(&spring, times, &x, &v, times.count) == 1)
      spring_baseline_evaluate(&spring, times, &xs, &vs, times.count)
      let peakX = xs.map(abs).max()!
      let peakV = vs.map(abs).max()!
      for index in times.indices {
        #expect(
          abs(x[index] - xs[index]) <= 1e-13 * peakX,
          "x at \(times[index]) for \(springCase.spring)")
        #expect(
          abs(v[index] - vs[index]) <= 1e-13 * peakV,
          "v at \(times[index]) for \(springCase.spring)")
      }
      checked.insert(spring.branch)
    }
    #expect(checked == [0, 1, 2], "every branch of the kernel ran")
  }
}
