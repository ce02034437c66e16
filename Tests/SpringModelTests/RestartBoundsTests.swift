//===--- RestartBoundsTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The extended-range settling search skips the evaluations whose side
// `RestartBounds` decides (ExtendedSettling.swift). Every side it decides —
// and every log₂ τ range `limits()` declares certain — must agree with the
// evaluated state itself: size max(|x|, |v|) above 2^−200, or below 2^−1000.
//
//===----------------------------------------------------------------------===//

import SpringTruth
import Testing

@testable import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Restart bounds of the extended settling search")
struct RestartBoundsTests {
  /// The evaluated size max(|x|, |v|) at `tau`.
  static func size(_ motion: SpringMotion, _ tau: Double) -> Double {
    let s = motion.state(at: tau)
    return max(abs(s.position), abs(s.velocity))
  }

  @Test("decided sides and certain ranges agree with evaluation", arguments: SweepFamily.allCases)
  func sidesAgreeWithEvaluation(family: SweepFamily) {
    var random = SplitMix64(seed: 94)
    var decided = 0
    var contradictions: [String] = []
    for springCase in family.cases(count: 120, seed: 95) {
      // Unit-sized starts, as the search restarts them, one in four at rest
      // or from x0 = 0.
      let kind = random.uniform(0, 4)
      let position = kind < 1 ? 0 : random.sign() * random.logUniform(1e-3, 1e3)
      let velocity = kind >= 1 && kind < 2 ? 0 : random.sign() * random.logUniform(1e-3, 1e3)
      let motion = SpringMotion(spring: springCase.spring, position: position, velocity: velocity)
      guard motion.isOrdinaryRange else { continue }
      let bounds = RestartBounds(motion)
      let limits = bounds.limits()
      // Times spread over the whole bisection range, and times near the
      // two decision levels (where the envelope is 2^−200 and 2^−1000).
      let rate = max(motion.alpha, 1e-300)
      var logTimes = (0..<200).map { _ in random.uniform(-1070, 1023) }
      for bits in [200.0, 1000.0] {
        logTimes += (0..<100).map { _ in
          log2(bits * random.uniform(0.5, 1.5) * M_LN2 / rate)
        }
      }
      for logTime in logTimes where logTime.isFinite && logTime >= -1070 && logTime <= 1023 {
        let tau = exp2(logTime)
        let size = Self.size(motion, tau)
        let aboveByLimits = logTime > limits.aboveFrom && logTime < limits.aboveTo
        let belowByLimits = logTime > limits.belowFrom
        let side = bounds.side(at: tau)
        if side != .unknown || aboveByLimits || belowByLimits { decided += 1 }
        if (side == .above || aboveByLimits) && !(size > 0x1p-200) {
          contradictions.append("above at τ = 2^\(logTime), size \(size)")
        }
        if (side == .below || belowByLimits) && !(size < 0x1p-1000) {
          contradictions.append("below at τ = 2^\(logTime), size \(size)")
        }
      }
    }
    print("restart bounds \(family.rawValue): \(decided) decided")
    #expect(contradictions.isEmpty, "\(contradictions.prefix(5))")
    #expect(decided > 1000)
  }
}
