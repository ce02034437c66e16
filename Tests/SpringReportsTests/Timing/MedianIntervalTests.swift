//===--- MedianIntervalTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The order-statistic interval against published ranks (Campbell & Gardner,
// "Calculating confidence intervals for some non-parametric analyses", BMJ
// 296:1454, 1988, table for the median: n = 20 → 6th and 15th, n = 100 →
// 40th and 61st) and against binomial probabilities written out here.
//
//===----------------------------------------------------------------------===//

import SpringReports
import Testing

@Suite("Median confidence intervals from order statistics")
struct MedianIntervalTests {
  @Test("published 95% ranks: n = 20 → (6, 15), n = 100 → (40, 61)")
  func publishedRanks() throws {
    let twenty = try #require(MedianInterval(sampleCount: 20))
    #expect(twenty.lowerRank == 6 && twenty.upperRank == 15)
    let hundred = try #require(MedianInterval(sampleCount: 100))
    #expect(hundred.lowerRank == 40 && hundred.upperRank == 61)
  }

  @Test("coverage is 1 − 2·P(B ≤ j − 1) for B ~ Binomial(n, 1/2)")
  func coverage() throws {
    // n = 6: only [min, max], coverage 1 − 2/64.
    let six = try #require(MedianInterval(sampleCount: 6))
    #expect(six.lowerRank == 1 && six.upperRank == 6 && six.coverage == 1 - 2.0 / 64)
    // n = 12: (3, 10), P(B ≤ 2) = (1 + 12 + 66)/4096.
    let twelve = try #require(MedianInterval(sampleCount: 12))
    #expect(twelve.lowerRank == 3 && twelve.upperRank == 10)
    #expect(abs(twelve.coverage - (1 - 2 * 79.0 / 4096)) < 1e-15)
    // n = 5 cannot reach 95%: [min, max] covers with 1 − 2/32 = 0.9375.
    #expect(MedianInterval(sampleCount: 5) == nil)
    #expect(MedianInterval(sampleCount: 5, confidence: 0.9)?.coverage == 1 - 2.0 / 32)
  }

  @Test("the interval's ends are the ranked samples; median and spread of a known sample")
  func samples() throws {
    let figures = [7.0, 1, 5, 3, 9, 11, 2, 4, 8, 6, 12, 10]  // 1…12 shuffled
    let timing = TimingSamples(name: "t", unit: "ns", figures: figures)
    #expect(timing.median == 6.5)
    let interval = try #require(timing.interval)
    #expect(interval.lower == 3 && interval.upper == 10)
    #expect(abs(timing.spread - 11 / 6.5) < 1e-15)
  }
}
