//===--- BenchmarkHistoryTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The history file: one JSON line per saved run, appended in order, read
// back whole; a damaged line is named.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import Testing

@Suite("Benchmark history")
struct BenchmarkHistoryTests {
  static func report(revision: String, count: Double) -> BenchmarkReport {
    BenchmarkReport(
      machine: MachineDescription(cpu: "cpu", cores: 2, os: "os", swift: "6.3", revision: revision),
      results: [BenchmarkResult(name: "settle.exact", unit: "instructions/query", exactly: count)])
  }

  @Test("two saves append two lines, read back oldest first with commit, UTC date and build")
  func appendAndLoad() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("springlab-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("history.jsonl")
    // 1 800 000 000 s after 1970-01-01T00:00:00Z is 2027-01-15T08:00:00Z.
    let first = BenchmarkHistoryEntry(
      report: Self.report(revision: "aaa1111", count: 2653),
      date: Date(timeIntervalSince1970: 1_800_000_000),
      build: "release")
    let second = BenchmarkHistoryEntry(
      report: Self.report(revision: "bbb2222", count: 2600),
      date: Date(timeIntervalSince1970: 1_800_000_060),
      build: "release")
    try BenchmarkHistory.append(first, to: url)
    try BenchmarkHistory.append(second, to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 2 && text.hasSuffix("\n"))
    #expect(text.hasPrefix(#"{"build":"release","commit":"aaa1111","date":"2027-01-15T08:00:00Z""#))
    let entries = try BenchmarkHistory.load(url)
    #expect(entries == [first, second])
    #expect(entries[1].date == "2027-01-15T08:01:00Z" && entries[1].results[0].median == 2600)
  }

  @Test("a line that is not an entry is refused, naming its line number")
  func damaged() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("springlab-history-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let good = try BenchmarkHistory.line(
      BenchmarkHistoryEntry(
        report: Self.report(revision: "c", count: 1), date: Date(timeIntervalSince1970: 0),
        build: "b"))
    try (good + Data("{\"commit\": 1}\n".utf8)).write(to: url)
    #expect {
      try BenchmarkHistory.load(url)
    } throws: { error in
      String(describing: error).contains("line 2")
    }
  }
}
