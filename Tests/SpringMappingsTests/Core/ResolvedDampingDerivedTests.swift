//===--- ResolvedDampingDerivedTests.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39: a damped spring settles, after about ln(1/0.001)/(c/2m) for a
// tiny damping. An entry whose parameters resolve that damping as none
// (bounce 1 in binary64, damping 0 to the digits shown) must not report
// +infinity for it: a duration is +infinity only when the motion never
// settles within binary64.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("No infinite duration for a spring that settles (issue 39)")
struct ResolvedDampingDerivedTests {
  @Test(
    "tiny damping: every entry's duration is finite or unavailable with a reason",
    arguments: [
      ("ca.spring", ["damping": 1e-15]),
      ("ca.spring", ["damping": 4.686166827684721e-154]),
      ("flutter.spring", ["mass": 1, "stiffness": 1.2919367862061586e43, "damping": 15]),
      ("swiftui.spring.duration", ["bounce": 0.9999999999999999]),
    ])
  func finiteOrExplained(id: String, parameters: [String: Double]) throws {
    let conversion = try SpringConversion(
      from: id, parameters: parameters.mapValues { .number($0) },
      context: ConversionContext(distance: 1))
    let spring = conversion.physical.spring
    // The time to settle within 0.001 is finite: the decay rate is > 0.
    let settling = 6.907755278982137 / (spring.damping / (2 * spring.mass))
    #expect(settling.isFinite)
    for entry in conversion.entries {
      for derived in entry.derived where derived.unit == "s" {
        if let value = derived.value {
          #expect(value.isFinite, "\(entry.api.id) \(derived.name) = \(value)")
        } else {
          #expect(derived.unavailableReason != nil, "\(entry.api.id) \(derived.name)")
        }
      }
    }
  }
}
