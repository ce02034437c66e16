//===--- ExportReportTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// export.md: every spring, move and tolerance is there; SpringLab's error
// never exceeds the tolerance; the other recipes' errors are what the
// truth-checked measure finds, redone independently here on a dense grid;
// the paste-ready samples parse and end on the target; the figures render.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringExport
import SpringMappings
import SpringModel
import SpringReports
import Testing

@Suite("export.md")
struct ExportReportTests {
  static let results = ExportResults.compute()

  @Test("every spring × move × tolerance, SpringLab within the tolerance, the others measured")
  func comparisons() throws {
    let results = Self.results
    #expect(results.failures.isEmpty, "\(results.failures)")
    #expect(
      results.comparisons.count == 10 * ExportResults.distances.count
        * ExportResults.tolerances.count)
    for row in results.comparisons {
      #expect(row.springLab.error <= row.tolerance, "\(row.subject)")
      #expect(
        row.springLab.stops >= 2 && row.fixedSampling.stops >= 2 && row.douglasPeucker.stops >= 2)
      // Fixed sampling: one stop per 10 ms of the duration.
      #expect(
        row.fixedSampling.stops
          == max(Int((row.duration * 100).rounded(.toNearestOrAwayFromZero)), 2))
      // Every recipe ends on the target after the settling time: at least the
      // tolerance is reached there, so no error is far below it.
      for error in [row.springLab.error, row.fixedSampling.error, row.douglasPeucker.error] {
        #expect(error >= row.tolerance * 0.99, "\(row.subject) \(row.tolerance)")
      }
    }
  }

  @Test("a recipe's reported error is reached on a dense grid of the motion (independent check)")
  func errorsAreReached() throws {
    // .bouncy on 100 px at 0.1 px: rebuild Motion's curve by hand and take the
    // largest |curve − motion| on a grid 20 times finer than its stops.
    let row = try #require(
      Self.results.comparisons.first {
        $0.subject == ".bouncy" && $0.distance == 100 && $0.tolerance == 0.1
      })
    let family = try SpringAPIRegistry.make(id: "swiftui.bouncy", parameters: [:])
    let motion = try family.physical(in: .unit).motion
    let count = row.fixedSampling.stops
    let stops = (0..<count).map { index -> Double in
      let input = Double(index) / Double(count - 1)
      return index == count - 1
        ? 1
        : ((1 + motion.position(at: input * row.duration)) * 10_000 + 0.5).rounded(.down) / 10_000
    }
    var worst = 0.0
    for step in 0...(20 * count) {
      let input = Double(step) / Double(20 * count)
      let position = input * Double(count - 1)
      let a = min(Int(position), count - 2)
      let curve = stops[a] + (position - Double(a)) * (stops[a + 1] - stops[a])
      worst = max(worst, abs(curve - (1 + motion.position(at: input * row.duration))) * 100)
    }
    #expect(worst <= row.fixedSampling.error * (1 + 1e-9))
    #expect(worst >= row.fixedSampling.error * 0.98, "\(worst) vs \(row.fixedSampling.error)")
  }

  @Test("paste-ready samples: one per Apple preset, linear() ending on the target, within 0.001")
  func samples() throws {
    let samples = Self.results.samples
    #expect(
      samples.map(\.name) == [
        ".smooth", ".snappy", ".bouncy", ".spring()", "CASpringAnimation()",
        "UISpringTimingParameters()",
      ])
    for (name, export) in samples {
      let function = try #require(export.linearFunction)
      let parsed = try LinearEasingFunction(parsing: function)
      #expect(parsed.points.first?.output == 0 && parsed.points.last?.output == 1, "\(name)")
      #expect(export.maxError <= ExportResults.sampleTolerance, "\(name)")
      #expect(export.text.contains("transition-duration: \(export.durationText)s;"))
    }
  }

  @Test(
    "the page: summary, both moves, the samples, the figures as SVG; the headline from the rows")
  func page() throws {
    let results = Self.results
    let figures = results.figures()
    #expect(figures.map(\.path) == ["figures/export-stops.svg", "figures/export-errors.svg"])
    for figure in figures {
      #expect(figure.contents.hasPrefix("<svg") || figure.contents.contains("<svg"))
    }
    let text = results.document(figures: [
      "stops": "figures/export-stops.svg", "errors": "figures/export-errors.svg",
    ]).text
    for needle in [
      "## Summary", "## Every spring on a 100 px move", "## Every spring on a 1000 px move",
      "## Paste-ready linear()", "```css", "figures/export-stops.svg", "figures/export-errors.svg",
    ] {
      #expect(text.contains(needle), "\(needle)")
    }
    #expect(text.components(separatedBy: "transition-timing-function: linear(").count - 1 == 6)
    let rows = results.comparisons.filter { $0.distance == 100 && $0.tolerance == 0.5 }
    let mean = Double(rows.map(\.springLab.stops).reduce(0, +)) / Double(rows.count)
    #expect(results.headline.contains("needs \(ReportNumber.format(mean, digits: 3)) stops"))
    if let directory = ProcessInfo.processInfo.environment["SPRINGLAB_EXPORT_PREVIEW"] {
      try text.write(toFile: directory + "/export.md", atomically: true, encoding: .utf8)
      for figure in figures {
        try figure.contents.write(
          toFile: directory + "/" + figure.path, atomically: true, encoding: .utf8)
      }
    }
  }
}
