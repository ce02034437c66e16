//===--- PeakMemoryTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Memory that does not grow with the size of the job (Docs/Budgets.md):
// each command at two sizes, its peak resident memory measured by the
// kernel. The growth allowed is what the design holds at most — the output
// spool's 64 MiB before it spills to a temporary file — plus a margin, far
// below what holding every row would take.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth
import Testing

@Suite("Peak memory stays flat as jobs grow")
struct PeakMemoryTests {
  static let mebibyte = 1 << 20

  @Test("the measure is the run's own: springlab --version peaks far below the test runner")
  func measureExcludesTheRunner() throws {
    // A child spawned straight from the runner would report the runner's
    // high-water mark (PeakMemory.swift); through GNU time it is its own.
    let version = try peakMemory(["--version"])
    #expect(version.status == 0)
    #expect(version.peakBytes < 48 * Self.mebibyte, "\(version.peakBytes / Self.mebibyte) MiB")
  }

  @Test("sample: 10^5 and 2·10^6 frames as CSV, 10^5 and 10^6 as SVG")
  func sample() throws {
    // 60 fps: 1666.65 s is 100 000 frames, 33 333.3 s two million.
    let base = ["sample", "--from", "ca.spring", "--damping", "1"]
    let smallCSV = try peakMemory(base + ["--duration", "1666.65"])
    let largeCSV = try peakMemory(base + ["--duration", "33333.3"])
    #expect(smallCSV.status == 0 && largeCSV.status == 0)
    // Holding the rows took about 240 bytes a frame (480 MB at 2·10^6).
    #expect(
      largeCSV.peakBytes - smallCSV.peakBytes < 64 * Self.mebibyte + 24 * Self.mebibyte,
      "\(smallCSV.peakBytes / Self.mebibyte) MiB → \(largeCSV.peakBytes / Self.mebibyte) MiB")
    let smallSVG = try peakMemory(base + ["--duration", "1666.65", "--format", "svg"])
    let largeSVG = try peakMemory(base + ["--duration", "16666.5", "--format", "svg"])
    #expect(smallSVG.status == 0 && largeSVG.status == 0)
    #expect(
      largeSVG.peakBytes - smallSVG.peakBytes < 16 * Self.mebibyte,
      "\(smallSVG.peakBytes / Self.mebibyte) MiB → \(largeSVG.peakBytes / Self.mebibyte) MiB")
    #expect(largeCSV.peakBytes < 200 * Self.mebibyte && largeSVG.peakBytes < 200 * Self.mebibyte)
  }

  /// Writes `text` to a new temporary file and passes its path to `body`.
  static func withFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-peak-input-\(UUID().uuidString).csv")
    try text.write(to: url, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }

  @Test("records check: 5,000 and 50,000 rows, every spring its own")
  func recordsCheck() throws {
    // Seeded, distinct springs: the conversion cache fills to its bound.
    func file(rows: Int) -> String {
      var random = SplitMix64(seed: 20_261_207)
      var text = "api,quantity,parameters,name,time,value,os,xcode\n"
      for _ in 0..<rows {
        let duration = random.uniform(0.2, 1.5)
        let bounce = random.uniform(-0.5, 0.9)
        text +=
          "swiftui.spring.duration,value,duration=\(duration);bounce=\(bounce),,"
          + "\(random.uniform(0, 2)),0.5,macOS 26,Xcode 26\n"
      }
      return text
    }
    let small = try Self.withFile(file(rows: 5_000)) { try peakMemory(["records", "check", $0]) }
    let large = try Self.withFile(file(rows: 50_000)) { try peakMemory(["records", "check", $0]) }
    // Exit 1: the recorded values are made up, so rows differ; the table is
    // still printed.
    #expect(small.status == 1 && large.status == 1)
    // Holding the rows took about 2.4 KB a row (120 MB at 50,000).
    #expect(
      large.peakBytes - small.peakBytes < 16 * Self.mebibyte,
      "\(small.peakBytes / Self.mebibyte) MiB → \(large.peakBytes / Self.mebibyte) MiB")
  }

  @Test("evaluate: 10,000 and 200,000 rows")
  func evaluate() throws {
    func file(rows: Int) -> String {
      var text = "mass,stiffness,damping,x0,v0,t\n"
      for row in 0..<rows { text += "1,\(100 + row % 1000),10,-1,0,\(Double(row % 600) / 60)\n" }
      return text
    }
    let small = try Self.withFile(file(rows: 10_000)) {
      try peakMemory(["evaluate", "--input", $0])
    }
    let large = try Self.withFile(file(rows: 200_000)) {
      try peakMemory(["evaluate", "--input", $0])
    }
    #expect(small.status == 0 && large.status == 0)
    // The output (about 8 MB here) waits in the spool until the last row
    // is read; the input is never held.
    #expect(
      large.peakBytes - small.peakBytes < 24 * Self.mebibyte,
      "\(small.peakBytes / Self.mebibyte) MiB → \(large.peakBytes / Self.mebibyte) MiB")
  }
  /// CASES of `rows` rows for `task` (8 rows a spring, ids c0, c1, …, two
  /// families) and RESULTS answering each by id, in reverse order.
  static func conformanceFiles(task: String, rows: Int) -> (cases: String, results: String) {
    let evaluate = task == "evaluate"
    var cases = "id,family,mass,stiffness,damping,x0,v0," + (evaluate ? "t\n" : "epsilon\n")
    var results = evaluate ? "id,position,velocity\n" : "id,settling_time\n"
    for row in 0..<rows {
      let spring = row / 8
      let last = evaluate ? "\(Double(row % 8) / 16)" : "1e-\(3 + row % 8)"
      cases +=
        "c\(row),\(spring % 2 == 0 ? "ui" : "stiff"),1,\(100 + spring % 1000),"
        + "\(5 + spring % 7),-1,0,\(last)\n"
    }
    for row in (0..<rows).reversed() { results += evaluate ? "c\(row),0.5,0\n" : "c\(row),1\n" }
    return (cases, results)
  }

  /// `springlab score` of `rows` rows of `task`, measured.
  static func score(task: String, rows: Int) throws -> PeakMemoryRun {
    let files = conformanceFiles(task: task, rows: rows)
    return try withFile(files.cases) { cases in
      try withFile(files.results) { results in
        try peakMemory(["score", "--task", task, "--cases", cases, "--results", results])
      }
    }
  }

  @Test("score --task evaluate: 10,000 and 200,000 rows, matched by id")
  func scoreEvaluate() throws {
    let small = try Self.score(task: "evaluate", rows: 10_000)
    let large = try Self.score(task: "evaluate", rows: 200_000)
    // Exit 1: the answers are made up; the report is still printed.
    #expect(small.status == 1 && large.status == 1)
    // Holding every row's case, MPFR truth and score took about 1.2 KB a
    // row (about 190 MB more at 200,000); now RESULTS as numbers (56
    // bytes), the one index of the ids (up to 90) and each row's K (8):
    // about 150 bytes a row, 27 MiB here.
    #expect(
      large.peakBytes - small.peakBytes < 40 * Self.mebibyte,
      "\(small.peakBytes / Self.mebibyte) MiB → \(large.peakBytes / Self.mebibyte) MiB")
  }

  @Test("score --task settle: 1,000 and 20,000 rows, matched by id")
  func scoreSettle() throws {
    let small = try Self.score(task: "settle", rows: 1_000)
    let large = try Self.score(task: "settle", rows: 20_000)
    #expect(small.status == 1 && large.status == 1)
    // Holding every row took about 1 KB a row (about 19 MB more at 20,000);
    // a settle row now keeps no score at all.
    #expect(
      large.peakBytes - small.peakBytes < 8 * Self.mebibyte,
      "\(small.peakBytes / Self.mebibyte) MiB → \(large.peakBytes / Self.mebibyte) MiB")
  }
  @Test("validate: 500 and 10,000 cases a family (3,000 and 60,000 rows)")
  func validate() throws {
    func run(count: Int) throws -> PeakMemoryRun {
      try peakMemory([
        "validate", "--command", "\(shellQuoted(springlabExecutable.path)) evaluate", "--count",
        "\(count)",
      ])
    }
    let small = try run(count: 500)
    let large = try run(count: 10_000)
    #expect(small.status == 0 && large.status == 0)
    // The generated cases, their CSV for the command and its output are
    // held (about 250 bytes a row); every row's truth and score took about
    // 1.2 KB more (about 70 MB here).
    #expect(
      large.peakBytes - small.peakBytes < 40 * Self.mebibyte,
      "\(small.peakBytes / Self.mebibyte) MiB → \(large.peakBytes / Self.mebibyte) MiB")
  }
}
