//===--- ReportCommandTests.swift -----------------------------------------===//
//
// springlab report end to end: the quick sweep writes every page and figure,
// --check accepts what it wrote and rejects a hand edit.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab report, end to end")
struct ReportCommandTests {
  @Test("report --quick writes the pages; --check passes, then fails after an edit")
  func reportAndCheck() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springlab-report-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try springlab(["report", "--quick", "--no-bench", "--jobs", "2", "--out", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    for page in [
      "README.md", "accuracy.md", "settling.md", "solvers.md", "engines.md", "mappings.md", "mappings-swiftui.md",
      "mappings-uikit.md", "mappings-records.md", "claims.md",
    ] {
      let text = try String(contentsOf: directory.appendingPathComponent(page), encoding: .utf8)
      #expect(text.hasPrefix("# "), "\(page)")
      #expect(text.contains("do not edit by hand"), "\(page)")
    }
    for figure in [
      "near-critical", "heat-map", "heat-map-textbook", "wp-frames-evals", "wp-final-evals", "settling-errors",
      "apple-presets",
    ] {
      let svg = try String(contentsOf: directory.appendingPathComponent("figures/\(figure).svg"), encoding: .utf8)
      #expect(svg.contains("<svg") && svg.contains("</svg>"), "\(figure)")
    }
    let index = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(index.contains("[accuracy.md](accuracy.md)") && index.contains("[claims.md](claims.md)"))

    let check = try springlab(["report", "--quick", "--no-bench", "--jobs", "1", "--check", "--out", directory.path])
    #expect(check.status == 0, "\(check.stderr)")

    let accuracy = directory.appendingPathComponent("accuracy.md")
    try (String(contentsOf: accuracy, encoding: .utf8) + "\nedited by hand\n").write(to: accuracy, atomically: true, encoding: .utf8)
    let stale = try springlab(["report", "--quick", "--no-bench", "--check", "--out", directory.path])
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("differs: accuracy.md"))
  }
}
