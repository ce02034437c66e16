//===--- AccuracyMetricsTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringTruth
import Testing

@Suite("Accuracy metrics on constructed inputs with known answers")
struct AccuracyMetricsTests {
  @Test("normalized and condition-scaled errors")
  func sampleError() {
    // |Δx| = 2⁻⁵⁰ on a peak of 2 → E_x = 2⁻⁵¹; |Δv| = 3·2⁻⁵² on a peak of 1.
    // At ωd t = 3 the phase factor is 4, so K_x = 2⁻⁵¹/(2⁻⁵²·4) = 0.5 and
    // K_v = 3·2⁻⁵²/(2⁻⁵²·4) = 0.75.
    let unit = Double.ulpOfOne
    let error = SampleError(
      time: 1.5, positionError: 4 * unit, velocityError: 3 * unit,
      peakPosition: 2, peakVelocity: 1, dampedFrequency: 2)
    #expect(error.position == 2 * unit)
    #expect(error.velocity == 3 * unit)
    #expect(error.normalized == 3 * unit)
    #expect(error.phaseFactor == 4)
    #expect(error.scaledPosition == 0.5)
    #expect(error.scaledVelocity == 0.75)
    #expect(error.conditionScaled == 0.75)
  }

  @Test("zero peaks: no error is 0, any error is infinite")
  func zeroPeaks() {
    let exact = SampleError(
      time: 0, positionError: 0, velocityError: 0, peakPosition: 0, peakVelocity: 0,
      dampedFrequency: 0)
    #expect(exact.normalized == 0)
    let wrong = SampleError(
      time: 0, positionError: 1e-300, velocityError: 0, peakPosition: 0, peakVelocity: 0,
      dampedFrequency: 0)
    #expect(wrong.normalized == .infinity)
  }

  @Test("max, nearest-rank p99 and RMS")
  func summary() {
    // 1…100: max 100, p99 is the 99th value, RMS = √(Σk²/100) = √3383.5.
    var random = SplitMix64(seed: 1)
    let values = (1...100).map(Double.init).shuffled(using: &random)
    let summary = ErrorSummary(values)
    #expect(summary.count == 100)
    #expect(summary.max == 100)
    #expect(summary.p99 == 99)
    #expect(abs(summary.rms - 3383.5.squareRoot()) < 1e-12)
    let empty = ErrorSummary([Double]())
    #expect(empty.count == 0 && empty.max == 0 && empty.rms == 0)
    let single = ErrorSummary([7.0])
    #expect(single.max == 7 && single.p99 == 7 && single.rms == 7)
  }

  @Test("sweeps are reproducible from their seed")
  func reproducibleSweeps() {
    for family in SweepFamily.allCases {
      let a = family.cases(count: 20, seed: 123)
      let b = family.cases(count: 20, seed: 123)
      let c = family.cases(count: 20, seed: 124)
      #expect(
        zip(a, b).allSatisfy {
          $0.spring == $1.spring && $0.initialState == $1.initialState && $0.times == $1.times
        })
      #expect(!zip(a, c).allSatisfy { $0.spring == $1.spring })
    }
  }
}
