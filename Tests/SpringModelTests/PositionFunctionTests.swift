//===--- PositionFunctionTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `positionFunction` is `position(at:)` bit for bit, on the ordinary path
// and on the extended-range path it prepares once: motions at every
// magnitude (ExtremeCase), at times from 0 through beyond settling.
//
//===----------------------------------------------------------------------===//

import SpringTruth
import Testing

@testable import SpringModel

@Suite("SpringMotion.positionFunction")
struct PositionFunctionTests {
  @Test("the same bits as position(at:) at every magnitude, on both paths")
  func sameBits() throws {
    var random = SplitMix64(seed: 2_026_1207)
    var extended = 0
    var compared = 0
    for _ in 0..<3000 {
      let sample = ExtremeCase.random(using: &random)
      guard let spring = sample.spring else { continue }
      let motion = SpringMotion(spring: spring, initialState: sample.initialState)
      if !motion.isOrdinaryRange { extended += 1 }
      let position = motion.positionFunction
      let scale = sample.parameter
      for t in [0, scale * 1e-3, scale, scale * 7.5, random.logUniform(1e-300, 1e300)] {
        let expected = motion.position(at: t)
        let got = position(t)
        #expect(
          got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN),
          "\(sample) at t = \(t): \(got) vs \(expected)")
        compared += 1
      }
    }
    // The test means something only if both paths were exercised.
    #expect(extended > 100 && compared > 10_000, "\(extended) extended of \(compared)")
  }
}
