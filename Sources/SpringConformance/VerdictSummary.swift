//===--- VerdictSummary.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringTruth

/// The one line a conformance verdict is summed up in (stderr of `score`
/// and `validate`): `PASS: every family (6) meets K <= 4 with finite
/// results`, or `FAIL: 2 of 6 families (near-critical, overdamped) miss …`
/// (at most eight families named); `criterion` is what a family must meet.
func verdictSummary(failing: [String], total: Int, criterion: String) -> String {
  if failing.isEmpty { return "PASS: every family (\(total)) meets \(criterion)" }
  let names = failing.prefix(8).joined(separator: ", ") + (failing.count > 8 ? ", …" : "")
  return
    "FAIL: \(failing.count) of \(total) famil\(total == 1 ? "y" : "ies") (\(names)) miss \(criterion)"
}
