//===--- EvaluationFingerprintTests.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@testable import SpringBenchmarkKit

@Suite("Evaluation fingerprint")
struct EvaluationFingerprintTests {
  @Test("the digest covers every evaluator's outputs on every family, and one changed bit moves it")
  func coversEveryOutput() {
    let (digest, values) = EvaluationFingerprint.compute()
    // Per family: direct and frame grid 16 × 256 states, batched 256 × 16,
    // and 16 settling times.
    #expect(values == SweepFamily.allCases.count * (3 * 2 * 16 * 256 + 16))
    #expect(EvaluationFingerprint.compute().digest == digest)
    // The same fold with one output's last bit flipped gives another digest.
    var seen: [Double] = []
    EvaluationWorkload(family: .ui, count: 16, frames: 256).visitOutputs { seen.append($0) }
    func fold(_ outputs: [Double]) -> UInt64 {
      var digest: UInt64 = 0xcbf2_9ce4_8422_2325
      for value in outputs {
        var bits = value.bitPattern
        for _ in 0..<8 {
          digest = (digest ^ (bits & 0xff)) &* 0x100_0000_01b3
          bits >>= 8
        }
      }
      return digest
    }
    var flipped = seen
    flipped[1234] = Double(bitPattern: flipped[1234].bitPattern ^ 1)
    #expect(fold(seen) != fold(flipped))
    let line = EvaluationFingerprint.line()
    #expect(line.count == 17 + String(values).count)
    #expect(line.prefix(16).allSatisfy { $0.isHexDigit })
  }
}
