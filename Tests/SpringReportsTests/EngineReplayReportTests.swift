//===--- EngineReplayReportTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// engine-replay.md and engine-bugs.md on the quick sweep: every engine on
// every family and clock, properties the pages state, and no unprintable
// numbers.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringReports
import SpringTruth
import Testing

@Suite("Engine replay and engine bug pages on the quick sweep")
struct EngineReplayReportTests {
  static let results = EngineReplayResults.compute(ReportConfiguration(quick: true, jobs: 2))

  @Test("every engine at 30–240 Hz, steady and jittered, on all three families")
  func coverage() {
    let results = Self.results
    #expect(results.engines.count == 15)
    #expect(results.clocks.count == 10)
    #expect(Set(results.cases.map(\.family)) == [.ui, .nearCritical, .overdamped])
    for replayCase in results.cases {
      #expect(replayCase.measurements.count == 15)
      #expect(replayCase.measurements.allSatisfy { $0.count == 10 })
      #expect(replayCase.move.initialState.position == -100)
    }
  }

  @Test(
    "closed-form engines without a clock of their own sit at the truth; lag is one frame for Compose"
  )
  func physicsOfTheTable() throws {
    let results = Self.results
    let mujoco = try #require(results.engines.firstIndex(of: "mujoco"))
    let compose = try #require(results.engines.firstIndex(of: "compose"))
    for replayCase in results.cases {
      for (clock, (rate, jittered)) in results.clocks.enumerated() {
        // mju_springDamper from the start at each frame time: rounding only,
        // amplified near critical by the textbook roots (accuracy.md).
        let bound = replayCase.family == .ui ? 1e-9 : 1e-6
        #expect(replayCase.measurements[mujoco][clock].worstDeviation < bound)
        if !jittered {
          #expect(replayCase.measurements[compose][clock].startLag == 1 / rate)
        }
      }
    }
  }

  @Test("the pages render every engine, the retargets and the bug rows, with no NaN")
  func pages() {
    let document = Self.results.document(figures: ["error": "e.svg", "rates": "r.svg"]).text
    for id in Self.results.engines {
      let name = EngineCatalogue.engine(id: id)?.entry.name ?? id
      #expect(document.contains("| \(name) |"), "\(id)")
    }
    #expect(!document.contains("NaN"))
    #expect(Self.results.retargets.count == 20)
    let bugs = EngineBugsReport.document().text
    #expect(!bugs.contains("NaN"))
    #expect(EngineBugsReport.bugs().count >= 15)
    for link in [
      "mujoco/issues/3551", "mujoco/issues/3521", "motion/issues/1207", "flutter/issues/163858",
    ] {
      #expect(bugs.contains(link))
    }
    #expect(Self.results.errorFigure().contents.hasPrefix("<svg"))
    #expect(Self.results.ratesFigure().contents.hasPrefix("<svg"))
  }

  @Test(
    "engine-replay-error.svg: the 0.5 pt line, log axes said, ticks at the measured rates"
  )
  func errorFigureIsReadable() {
    let svg = Self.results.errorFigure().contents
    for rate in EngineReplayResults.rates {
      #expect(svg.contains(">\(ReportNumber.format(rate))</text>"), "tick \(rate)")
    }
    #expect(svg.contains("0.5 pt: visible at 2×"))
    #expect(svg.contains("(log scale)"))
  }
}
