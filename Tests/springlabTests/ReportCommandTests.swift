//===--- ReportCommandTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab report end to end: the quick sweep writes every page and figure,
// --check accepts what it wrote and rejects a hand edit.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab report, end to end")
struct ReportCommandTests {
  /// One full quick run (throughput included) serves the checks below: each
  /// run of the sweeps costs most of a minute of a debug build, so the
  /// suite runs them as few times as the assertions allow.
  @Test(
    "report --quick writes every page beside other files; --check --no-bench passes, then fails after an edit"
  )
  func reportAndCheck() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-report-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    // Files the report did not write, which it must leave alone.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try "mine\n".write(
      to: directory.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
    try "<svg/>\n".write(
      to: directory.appendingPathComponent("sub/d.svg"), atomically: true, encoding: .utf8)
    let run = try springlab(["report", "--quick", "--jobs", "2", "--out", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    for page in [
      "README.md", "accuracy.md", "settling.md", "solvers.md", "engines.md", "mappings.md",
      "mappings-swiftui.md", "mappings-uikit.md", "mappings-records.md", "claims.md",
      "throughput.md",
    ] {
      let text = try String(contentsOf: directory.appendingPathComponent(page), encoding: .utf8)
      #expect(text.hasPrefix("# "), "\(page)")
      #expect(text.contains("do not edit by hand"), "\(page)")
    }
    for figure in [
      "near-critical", "heat-map", "heat-map-textbook", "wp-frames-evals", "wp-final-evals",
      "settling-errors", "apple-presets",
    ] {
      let svg = try String(
        contentsOf: directory.appendingPathComponent("figures/\(figure).svg"), encoding: .utf8)
      #expect(svg.contains("<svg") && svg.contains("</svg>"), "\(figure)")
    }
    // Whole commands, each a process of this springlab under GNU time:
    // score on 10,002 rows of each task and records check on 10,000, each
    // row a figure of CPU and the peak far below the 200 MB budget.
    let throughput = try String(
      contentsOf: directory.appendingPathComponent("throughput.md"), encoding: .utf8)
    let commandRows = throughput.split(separator: "\n").filter { $0.hasPrefix("| `springlab ") }
    #expect(commandRows.count == 3, "\(throughput)")
    for (row, expected) in zip(
      commandRows,
      [
        ("score --task evaluate", "10002", "0"), ("score --task settle", "10002", "0"),
        ("records check", "10000", "1"),
      ])
    {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(cells.count == 9 && cells[0] == "`springlab \(expected.0)`", "\(row)")
      guard cells.count == 9 else { continue }
      #expect(cells[2] == expected.1 && cells[8] == expected.2, "\(row)")
      let peak = Double(cells[7].replacingOccurrences(of: " MiB", with: "")) ?? .infinity
      #expect(peak > 1 && peak < 200, "\(row)")
      #expect((Double(cells[5]) ?? 0) > 0, "\(row)")
    }
    let index = try String(
      contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      index.contains("[accuracy.md](accuracy.md)") && index.contains("[claims.md](claims.md)"))
    #expect(
      try String(contentsOf: directory.appendingPathComponent("notes.md"), encoding: .utf8)
        == "mine\n")
    #expect(
      try String(contentsOf: directory.appendingPathComponent("sub/d.svg"), encoding: .utf8)
        == "<svg/>\n")

    // A full run's folder, throughput.md and all, passes a check without
    // the timings, on one job.
    let check = try springlab([
      "report", "--quick", "--no-bench", "--jobs", "1", "--check", "--out", directory.path,
    ])
    #expect(check.status == 0, "\(check.stderr)")

    let accuracy = directory.appendingPathComponent("accuracy.md")
    try (String(contentsOf: accuracy, encoding: .utf8) + "\nedited by hand\n").write(
      to: accuracy, atomically: true, encoding: .utf8)
    let stale = try springlab([
      "report", "--quick", "--no-bench", "--check", "--out", directory.path,
    ])
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("differs: accuracy.md"))
  }

  @Test("--out refuses to overwrite a file it did not write, a link where it writes, and ''")
  func outputDirectoryIsSafe() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-report-safe-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let foreign = directory.appendingPathComponent("foreign")
    try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
    try "my own\n".write(
      to: foreign.appendingPathComponent("claims.md"), atomically: true, encoding: .utf8)
    let refused = try springlab(["report", "--quick", "--no-bench", "--out", foreign.path])
    #expect(refused.status == 64 && refused.stdout.isEmpty)
    #expect(
      refused.stderr.contains("claims.md exists and was not written by springlab report"),
      "\(refused.stderr)")
    #expect(
      try String(contentsOf: foreign.appendingPathComponent("claims.md"), encoding: .utf8)
        == "my own\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["claims.md"])

    // A link where the report writes its figures is refused before the
    // sweeps start: no progress line, nothing written behind it.
    let linked = directory.appendingPathComponent("linked")
    let behind = directory.appendingPathComponent("behind")
    try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: behind, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: linked.appendingPathComponent("figures"), withDestinationURL: behind)
    let early = try springlab(["report", "--quick", "--no-bench", "--out", linked.path])
    #expect(early.status == 64 && early.stdout.isEmpty)
    #expect(early.stderr.contains("symbolic link"), "\(early.stderr)")
    #expect(!early.stderr.contains("s] "), "the sweeps ran first: \(early.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: behind.path).isEmpty)

    let empty = try springlab(["report", "--quick", "--no-bench", "--out", ""])
    #expect(empty.status == 64 && empty.stderr.contains("--out needs a directory name"))
  }

  @Test("the committed Reports/, written before manifests, is adopted without a refusal")
  func adoptsCommittedReports() throws {
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Reports")
    try #require(
      FileManager.default.fileExists(atPath: committed.appendingPathComponent("accuracy.md").path))
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-report-legacy-\(getpid())")
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: committed, to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    try? FileManager.default.removeItem(
      at: copy.appendingPathComponent(".springlab-report-manifest"))
    let run = try springlab(["report", "--quick", "--no-bench", "--jobs", "2", "--out", copy.path])
    #expect(run.status == 0, "\(run.stderr)")
  }
}
