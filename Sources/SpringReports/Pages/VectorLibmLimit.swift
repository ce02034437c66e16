//===--- VectorLibmLimit.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The throughput page's vector-libm row: the textbook closed form in C with
// glibc's libmvec (`_ZGVdN4v_exp`, `_sin`, `_cos`, four doubles at a time on
// AVX2), on the same workload and in the same run as SpringLab's evaluators
// — what a SIMD evaluator gets from the platform's vector math without
// SpringLab's accuracy work, against which its own figures are stated.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit

extension ThroughputReport {
  /// The "Vector-libm limit" section.
  static func vectorLibmSection(
    _ measurement: ThroughputMeasurement, into doc: inout MarkdownDocument
  ) {
    doc.heading("Vector-libm limit")
    // What is said outside the timing block depends on the machine only, so
    // that `report --check` (which times nothing) writes the same.
    if let reason = EvaluationWorkload.libmvecUnavailableReason {
      doc.paragraph("Not measured on this machine: \(reason).")
      return
    }
    doc.paragraph(
      """
      `libmvec.direct` is the C baseline's textbook form with glibc's vector exp, sin and cos \
      (libmvec's AVX2 variants, four doubles per call; the remainder of a motion's times with \
      libm), on the same \(EvaluationWorkload.defaultCount) springs × \
      \(EvaluationWorkload.defaultFrames) frames: the speed a SIMD evaluator gets from the \
      platform's vector math without compensation, and with its accuracy (libmvec's functions \
      are less accurate than libm's, and the textbook form loses digits near ζ = 1 and for \
      ζ ≫ 1). SpringLab's figures over it:
      """)
    doc.timing { doc in
      guard let limit = measurement.timing("libmvec.direct") else {
        doc.paragraph("Not timed in this run.")
        return
      }
      var rows: [[String]] = [
        ["libmvec.direct", format(limit.median) + " ns", "1×", ""]
      ]
      for name in ["closed-form.direct", "closed-form.batched", "closed-form.frame-grid"] {
        guard let timing = measurement.timing(name) else { continue }
        let r = ratio(timing, limit)
        rows.append([
          name, format(timing.median) + " ns", format(r.value) + "×", interval(r.lower, r.upper),
        ])
      }
      doc.table(
        ["evaluator", "median", "÷ libmvec.direct", "ratio interval (≥ 90%)"], rows,
        alignments: ["l", "r", "r", "r"])
    }
  }
}
