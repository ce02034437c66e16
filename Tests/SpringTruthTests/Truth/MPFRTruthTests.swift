//===--- MPFRTruthTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The MPFR closed form against the independent Taylor integrator
// (Sources/SpringTruth/Verification/TaylorPropagator.swift) on every family,
// long horizons, ζ up to 1e6, |ζ − 1| down to 1e-16 and magnitudes across
// 1e-300…1e300.
//
// The measure is the difference of the two in x and in v, divided by the
// trajectory's peak |x| and |v| — estimated from below by the integrator's
// own values at t = 0 and at every sample (a smaller peak only makes the
// measure stricter). `MPFRTruth` promises a few 2^-p of the peaks at
// precision p, the integrator holds ~2^-(p + 60): the bound asserted is
// 2^-(p − 4). At the default p = 200 that is 1.6e-59, 43 orders of magnitude
// below the binary64 unit 2^-52 against which the truth judges evaluators.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

/// `truthAgreement` on one test case.
func truthAgreement(_ springCase: TruthCase, precision: Int) -> Double {
  truthAgreement(
    spring: springCase.spring, initialState: springCase.start, times: springCase.times,
    precision: precision)
}

@Suite("MPFRTruth against an independent MPFR Taylor integration")
struct MPFRTruthTests {
  static let counts: [TruthFamily: Int] = [
    .everyday: 12, .undamped: 6, .nearlyUndamped: 6, .nearCritical: 16, .critical: 10,
    .overdamped: 12, .extremeScaled: 24, .extremeRaw: 12,
  ]

  /// The largest agreement over a family's cases, with the case that set it.
  static func worstAgreement(
    _ family: TruthFamily, count: Int, precision: Int
  ) -> (value: Double, springCase: String) {
    var worst = 0.0
    var worstCase = ""
    let cases = family.cases(count: count, seed: 2024)
    #expect(cases.count == count)
    for springCase in cases {
      let agreement = truthAgreement(springCase, precision: precision)
      if agreement >= worst {
        worst = agreement
        worstCase = springCase.description
      }
    }
    return (worst, worstCase)
  }

  @Test(
    "agrees with the Taylor integrator to 2^-196 of the peaks at 200 bits",
    arguments: TruthFamily.allCases)
  func agreesWithTaylor(family: TruthFamily) {
    let (worst, worstCase) = Self.worstAgreement(
      family, count: Self.counts[family] ?? 8, precision: 200)
    print("truth vs Taylor \(family): max |Δ|/peak = \(worst) (\(worstCase))")
    #expect(worst <= 0x1p-196, "\(family): \(worstCase)")
  }

  @Test(
    "the precision is the caller's: 2^-(p − 4) at p = 64 and p = 400",
    arguments: [64, 400], [TruthFamily.everyday, .nearCritical, .overdamped, .extremeScaled])
  func precisionIsConfigurable(precision: Int, family: TruthFamily) {
    let (worst, worstCase) = Self.worstAgreement(family, count: 4, precision: precision)
    let bound = Double(sign: .plus, exponent: 4 - precision, significand: 1)
    #expect(worst <= bound, "\(family) at \(precision) bits: \(worstCase)")
  }
}
