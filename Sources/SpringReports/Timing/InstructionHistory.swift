//===--- InstructionHistory.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The instruction-count trend across commits on the throughput page, drawn
// from the benchmark history that `springlab bench --save` appends to
// (BenchmarkHistory.swift): one point per recorded run that carries
// callgrind counts, one line per key workload. The history is local to a
// checkout (not committed), so the section and its figure are timing
// material: `springlab report --check` ignores them, and the deterministic
// parts of the page are the same with a history or without one.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringFigures

/// What a report run found of the benchmark history.
public enum BenchmarkHistoryState: Sendable {
  /// No history file.
  case absent
  /// A history file that cannot be read; the reason.
  case unreadable(String)
  /// The recorded runs, oldest first.
  case entries([BenchmarkHistoryEntry])

  /// Where `springlab bench --save` appends by default, relative to the
  /// working directory (`springlab report` runs from the checkout's root).
  public static let defaultURL = URL(fileURLWithPath: ".benchmarkBaselines/history.jsonl")

  /// The history at `url`: absent, unreadable (naming the line), or its entries.
  public static func load(_ url: URL = defaultURL) -> BenchmarkHistoryState {
    guard FileManager.default.fileExists(atPath: url.path) else { return .absent }
    do {
      return .entries(try BenchmarkHistory.load(url))
    } catch {
      return .unreadable("\(error)")
    }
  }
}

/// The instruction-count trend: section text and figure.
public enum InstructionHistory {
  /// The figure's path under Reports/.
  public static let figurePath = "figures/instruction-history.svg"

  /// The workloads drawn, one line each (when the history has them).
  public static let drawn = [
    "closed-form.direct", "closed-form.frame-grid", "closed-form.batched", "c-baseline.direct",
    "settle.exact", "csv.evaluate",
  ]

  /// The runs that carry instruction counts, oldest first.
  public static func countedRuns(_ entries: [BenchmarkHistoryEntry]) -> [BenchmarkHistoryEntry] {
    entries.filter { $0.results.contains(where: isCount) }
  }

  static func isCount(_ result: BenchmarkResult) -> Bool { result.unit.hasPrefix("instructions/") }

  /// One line per drawn workload: x = the run's position among the counted
  /// runs (from 1), y = its instructions per item.
  public static func chart(_ entries: [BenchmarkHistoryEntry]) -> LineChart {
    let runs = countedRuns(entries)
    let series = drawn.compactMap { name -> LineSeries? in
      let points = runs.enumerated().compactMap { index, run in
        run.results.first { $0.name == name && isCount($0) }.map {
          ChartPoint(x: Double(index + 1), y: $0.median)
        }
      }
      return points.isEmpty ? nil : LineSeries(name: name, points: points, markers: true)
    }
    return LineChart(
      title: "Instructions per item across recorded runs (callgrind, portable build)",
      xAxis: ChartAxis(title: "recorded run, oldest first (table below)"),
      yAxis: ChartAxis(title: "instructions per item", scale: .log10),
      series: series)
  }

  /// The figure, drawn only from real history: nil without a history, or
  /// when no recorded run has instruction counts (no empty axes ship). The
  /// report's files therefore depend on the machine, which is why
  /// `ReportGenerator.machineDependentPaths` lists `figurePath`.
  public static func figure(_ state: BenchmarkHistoryState) -> ReportFile? {
    guard case .entries(let entries) = state, !countedRuns(entries).isEmpty else { return nil }
    return ReportFile(path: figurePath, contents: chart(entries).svg(), isTiming: true)
  }

  /// The section's body: one line when there is nothing to draw, else the
  /// figure and the runs it draws (commit, date, build).
  public static func section(_ state: BenchmarkHistoryState, into doc: inout MarkdownDocument) {
    let source = "`.benchmarkBaselines/history.jsonl`"
    switch state {
    case .absent:
      doc.paragraph(
        "No benchmark history in \(source) yet (`scripts/bench --instructions --save NAME` "
          + "appends one), so no instruction-count trend is drawn.")
    case .unreadable(let reason):
      doc.paragraph("The benchmark history could not be read, so no trend is drawn: \(reason).")
    case .entries(let entries):
      let runs = countedRuns(entries)
      guard !runs.isEmpty else {
        doc.paragraph(
          "The benchmark history in \(source) has \(entries.count) run(s), none with instruction "
            + "counts (`scripts/bench --instructions --save NAME` records them), so no trend is "
            + "drawn.")
        return
      }
      doc.paragraph(
        "Instructions per item of the key workloads in each run of \(source) that recorded "
          + "callgrind counts (\(runs.count) of \(entries.count) runs), oldest first.")
      doc.figure(
        figurePath,
        caption: "Instruction counts per item across recorded runs, log scale (local history).")
      doc.table(
        ["run", "commit", "date", "build"],
        runs.enumerated().map { index, run in
          ["\(index + 1)", "`\(run.commit)`", run.date, run.build]
        },
        alignments: ["r", "l", "l", "l"])
    }
  }
}
