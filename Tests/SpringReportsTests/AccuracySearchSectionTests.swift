//===--- AccuracySearchSectionTests.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// accuracy.md's adversarial-search section on the quick sweep: one row per
// family and method, the aimed phase's own worst K, witnesses a user can
// score, the kit's hard tier scored, the lower-bound statement and the
// platform.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReports
import SpringTruth
import Testing

@Suite("accuracy.md: adversarial search")
struct AccuracySearchSectionTests {
  static let configuration = ReportConfiguration(quick: true, jobs: 2)
  static let results = AccuracyResults.compute(
    configuration, evaluators: [.closedForm, .batched, .textbook])

  @Test("one outcome per family and method, in order, each with a witness in its family")
  func outcomes() throws {
    let names = AccuracyResults.searchMethods.map(\.name)
    #expect(names == ["closed-form", "batched", "frame-grid", "textbook"])
    let search = Self.results.search
    #expect(search.map(\.family) == SweepFamily.allCases.flatMap { f in names.map { _ in f } })
    #expect(search.map(\.method) == SweepFamily.allCases.flatMap { _ in names })
    for outcome in search {
      let worst = try #require(outcome.worst)
      #expect(worst.row.family == outcome.family.rawValue)
      #expect(outcome.rowsScored <= Self.results.searchConfiguration.budget)
    }
  }

  @Test("the page's witness rows, scored by springlab score's rules, give the K the table prints")
  func witnessesReproduce() throws {
    let text = Self.results.document(Self.configuration).text
    let section = try #require(text.range(of: "## Adversarial search"))
    let start = try #require(
      text.range(
        of: "```csv\nid,family,mass,stiffness,damping,x0,v0,t\n",
        range: section.upperBound..<text.endIndex))
    let block = text[start.upperBound...].prefix { $0 != "`" }
    let lines = block.split(separator: "\n")
    #expect(lines.count == Self.results.search.count)
    for (line, outcome) in zip(lines, Self.results.search) {
      let fields = line.split(separator: ",").map(String.init)
      let worst = try #require(outcome.worst)
      #expect(fields[0] == "\(outcome.family.rawValue)/\(outcome.method)")
      let numbers = fields.dropFirst(2).compactMap(Double.init)
      #expect(numbers.count == 6)
      let row = EvaluationCase(
        family: fields[1],
        spring: try Spring(mass: numbers[0], stiffness: numbers[1], damping: numbers[2]),
        initialState: SpringState(position: numbers[3], velocity: numbers[4]), time: numbers[5])
      #expect(row.spring == worst.row.spring && row.time == worst.row.time)
      let method = try #require(AccuracyResults.searchMethods.first { $0.name == outcome.method })
      let score = try EvaluationTruth(cases: [row]).score([
        method.evaluate(row.spring, row.initialState, row.time)
      ])
      #expect(score.worst.first?.conditionScaledError == worst.k)
      #expect(text.contains("| " + ReportNumber.format(worst.k, digits: 3) + " |"))
    }
  }

  @Test("each sampled maximum of the per-family table has a witness row that reproduces it")
  func sampledWitnesses() throws {
    let text = Self.results.document(Self.configuration).text
    let start = try #require(text.range(of: "```csv\nid,family,mass,stiffness,damping,x0,v0,t\n"))
    let lines = text[start.upperBound...].prefix { $0 != "`" }.split(separator: "\n")
    var checked = 0
    for (family, summaries) in Self.results.byFamily {
      for (name, summary) in zip(Self.results.evaluators, summaries) where name != "textbook" {
        let line = try #require(lines.first { $0.hasPrefix("\(family.rawValue)/\(name)/sampled,") })
        let numbers = line.split(separator: ",").dropFirst(2).compactMap { Double(String($0)) }
        #expect(numbers.count == 6)
        let row = EvaluationCase(
          family: family.rawValue,
          spring: try Spring(mass: numbers[0], stiffness: numbers[1], damping: numbers[2]),
          initialState: SpringState(position: numbers[3], velocity: numbers[4]), time: numbers[5])
        let method = try #require(AccuracyResults.searchMethods.first { $0.name == name })
        let score = try EvaluationTruth(cases: [row]).score([
          method.evaluate(row.spring, row.initialState, row.time)
        ])
        // The sweep's truth and peaks are the same MPFR closed form, sampled
        // the same way: the row's K is the table's maximum.
        let k = try #require(score.worst.first?.conditionScaledError)
        let maximum = max(summary.positionK.max, summary.velocityK.max)
        #expect(abs(k - maximum) <= 1e-6 * maximum, "\(family.rawValue)/\(name)")
        checked += 1
      }
    }
    #expect(checked >= 2 * SweepFamily.allCases.count)
  }

  @Test("the hard tier is scored by every method; the textbook form is far above K = 2 on it")
  func hardTier() throws {
    let scores = Self.results.hardTier
    #expect(scores.map(\.method) == AccuracyResults.searchMethods.map(\.name))
    #expect(scores.allSatisfy { $0.rows == 27 && $0.nonFinite == 0 })
    let textbook = try #require(scores.last)
    #expect(textbook.worstK > 1e6 && textbook.aboveTwo >= 6)
  }

  @Test("the aimed phase is described, and its own worst K tabulated per family and method")
  func aimedPhase() throws {
    let text = Self.results.document(Self.configuration).text
    #expect(text.contains("| aimed rows | aimed phase's worst K |"))
    #expect(text.contains("ωd·t = 1") && text.contains("γ·t = 1") && text.contains("α·t = 708"))
    #expect(Self.results.searchConfiguration.aimedSprings > 0)
    for outcome in Self.results.search {
      // `critical`'s only switch, α·t = 708, lies beyond its times.
      if outcome.family == .critical {
        #expect(outcome.aimedRows == 0 && outcome.aimedWorst == nil)
        continue
      }
      let aimed = try #require(outcome.aimedWorst, "\(outcome.family) \(outcome.method)")
      #expect(outcome.aimedRows > 0 && aimed.k <= outcome.worst?.k ?? 0)
      #expect(text.contains("| " + ReportNumber.format(aimed.k, digits: 3) + " |"))
    }
  }

  @Test("the section says its maxima are lower bounds and names the platform")
  func statements() {
    let text = Self.results.document(Self.configuration).text
    #expect(text.contains("## Adversarial search"))
    #expect(text.contains("**Every maximum below is a lower bound**"))
    #expect(text.contains("Measured on \(Self.results.platform.summary)."))
    #expect(text.contains("`springlab cases --suite v1 --tier hard`"))
    #if canImport(Glibc)
      #expect(Self.results.platform.cLibrary.hasPrefix("glibc 2."))
    #endif
    #expect(["x86-64", "arm64"].contains(Self.results.platform.architecture))
  }
}
