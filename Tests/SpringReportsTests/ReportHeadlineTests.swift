//===--- ReportHeadlineTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The quick report sweep asserts the headline accuracy bounds the reports
// publish (deterministic, so asserted; timings are not).
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringReports
import SpringTestSupport
import SpringTruth
import Testing

@Suite("Report headline bounds on the quick sweep")
struct ReportHeadlineTests {
  static let results = AccuracyResults.compute(
    ReportConfiguration(quick: true, jobs: 2), evaluators: [.closedForm, .batched, .textbook])

  @Test("closed form and batched: K ≤ 4 in every family; frame grid K ≤ 6")
  func evaluatorsAtTheLimit() {
    let results = Self.results
    #expect(results.worstK(evaluator: EvaluatorUnderTest.closedForm.name).map { $0 <= 4 } == true)
    #expect(results.worstK(evaluator: EvaluatorUnderTest.batched.name).map { $0 <= 4 } == true)
    #expect(results.worstK(evaluator: "no such evaluator") == nil)
    #expect(results.frameGrid.allSatisfy { $0.worstK <= 6 })
    #expect(results.closedFormByRegime.count == 4)
  }

  @Test("the textbook form fails near critical and for ζ ≫ 1, as published")
  func textbookFails() {
    let results = Self.results
    let nearCritical = results.byFamily.first { $0.family == .nearCritical }!.summaries[2]
    let overdamped = results.byFamily.first { $0.family == .overdamped }!.summaries[2]
    #expect(max(nearCritical.positionK.max, nearCritical.velocityK.max) > 1e5)
    #expect(max(overdamped.positionK.max, overdamped.velocityK.max) > 1e8)
    // The near-critical curve: on the overdamped side the textbook form's
    // worst K grows as ζ → 1⁺ (compare the bins around 1e-12 and 1e-3).
    let textbook = results.nearCritical.filter { $0.offset > 0 }
    let close =
      textbook.filter { $0.offset < 1e-10 && $0.offset > 1e-14 }.map { $0.worstK[2] }.max() ?? 0
    let far = textbook.filter { $0.offset > 1e-4 }.map { $0.worstK[2] }.max() ?? .infinity
    #expect(close > 100 * far, "near \(close) far \(far)")
    #expect(results.nearCritical.allSatisfy { $0.worstK[0] <= 4 })
  }

  @Test("the heat map covers the grid and the closed form stays at the limit on it")
  func heatMap() {
    let map = Self.results.heatMap
    #expect(
      map.worstK.count == map.zetas.count
        && map.worstK.allSatisfy { $0.count == map.omegas.count })
    #expect(map.worstK.flatMap { $0 }.allSatisfy { $0 <= 4 })
    #expect(Self.results.textbookHeatMap.flatMap { $0 }.max()! > 1e3)
  }

  @Test("the two heat maps share one colour scale: identical legend ticks")
  func sharedColourScale() {
    let closed = ParsedSVG(ReportFigures.heatMap(Self.results, textbook: false).contents)
    let textbook = ParsedSVG(ReportFigures.heatMap(Self.results, textbook: true).contents)
    let numeric = { (parsed: ParsedSVG) in parsed.texts.filter { $0.first?.isNumber == true } }
    #expect(!numeric(closed).isEmpty)
    #expect(numeric(closed) == numeric(textbook))
    // The shared scale reaches the textbook form's worst decade on the closed form's map too.
    let worst = Self.results.textbookHeatMap.flatMap { $0 }.max() ?? 0
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    let decade = String(Int(log10(worst))).map { superscripts[Int(String($0))!] }
    #expect(numeric(closed).contains("10" + String(decade)))
  }

  @Test(
    "the near-critical summary is the worst K over the bins of each range, every bin counted once"
  )
  func nearCriticalSummary() {
    let results = Self.results
    let summary = results.nearCriticalSummary
    #expect(summary.reduce(0) { $0 + $1.bins } == results.nearCritical.count)
    for (index, _) in results.evaluators.enumerated() {
      let overall = results.nearCritical.map { $0.worstK[index] }.max() ?? 0
      #expect(summary.map { $0.worstK[index] }.max() == overall)
    }
  }
}
