//===--- EvaluationFingerprint.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One 64-bit digest of every bit SpringLab's evaluators produce on fixed,
// seeded workloads: the direct, batched and frame-grid evaluation of 16
// springs × 256 frames in every sweep family, and their exact settling
// times. Two builds that print the same digest computed the same bits —
// how `scripts/report` shows that the portable build (x86-64 baseline, no
// fused multiply-add available) and the native one (`-target-cpu native`,
// with it) agree: Swift does not contract a·b + c, and SpringLab calls no
// function whose result depends on the instruction set.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

/// The digest of the evaluators' outputs on fixed workloads.
public enum EvaluationFingerprint {
  /// FNV-1a (64-bit) over the bit patterns of every output, in a fixed
  /// order, and the number of values hashed.
  public static func compute() -> (digest: UInt64, values: Int) {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    var values = 0
    func add(_ value: Double) {
      var bits = value.bitPattern
      for _ in 0..<8 {
        digest = (digest ^ (bits & 0xff)) &* 0x100_0000_01b3
        bits >>= 8
      }
      values += 1
    }
    for family in SweepFamily.allCases {
      let workload = EvaluationWorkload(family: family, count: 16, frames: 256)
      workload.visitOutputs(add)
    }
    return (digest, values)
  }

  /// `compute()` as printed by `springlab bench fingerprint`: the digest in
  /// 16 hexadecimal digits and the count, e.g. `0123456789abcdef 123456`.
  public static func line() -> String {
    let (digest, values) = compute()
    let hex = String(digest, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + " \(values)"
  }
}

extension EvaluationWorkload {
  /// Every output of the direct, batched and frame-grid evaluators and
  /// every settling time on this workload, in a fixed order.
  func visitOutputs(_ visit: (Double) -> Void) {
    let frames = grid.count
    let count = motions.count
    _ = times.withUnsafeBufferPointer { t in
      withOutputs { p, v in
        for motion in motions {
          motion.evaluate(at: t, positions: p, velocities: v)
          for index in 0..<frames {
            visit(p[index])
            visit(v[index])
          }
        }
        for (motion, sampler) in zip(motions, samplers) {
          sampler.sample(motion, start: grid.start, count: frames, positions: p, velocities: v)
          for index in 0..<frames {
            visit(p[index])
            visit(v[index])
          }
        }
        for time in times {
          batch.evaluate(at: time, positions: p, velocities: v)
          for index in 0..<count {
            visit(p[index])
            visit(v[index])
          }
        }
        return 0
      }
    }
    for motion in motions {
      let scale = max(abs(motion.initialState.position), 1e-300)
      visit((try? motion.settlingTime(threshold: 1e-3 * scale)) ?? -1)
    }
  }
}
