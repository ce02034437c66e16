//===--- MarkdownTableTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Tables stay readable: no row longer than MarkdownDocument's limit, in the
// builder and in every committed page of Reports/.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringReports
import Testing

@Suite("Markdown tables: rows of readable length")
struct MarkdownTableTests {
  static let limit = MarkdownDocument.maximumTableRowLength

  /// Table rows (lines starting with "|") of `text` longer than the limit.
  static func longRows(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter {
      $0.hasPrefix("|") && $0.unicodeScalars.count > limit
    }
  }

  @Test("a long row keeps its short cells and moves its longest ones, verbatim, into notes")
  func longCellsBecomeNotes() {
    let long = String(repeating: "why ", count: 300)  // 1200 scalars
    let longer = String(repeating: "a|b ", count: 400)
    var doc = MarkdownDocument(title: "t")
    doc.table(["id", "why", "rule"], [["short", long, "brief"], ["x", longer, long]])
    let text = doc.text
    #expect(Self.longRows(text).isEmpty)
    #expect(text.contains("| short | note 1 | brief |"))
    #expect(text.contains("| x | note 2 | note 3 |"))
    #expect(text.contains("1. (why) " + long))
    #expect(text.contains("2. (why) " + longer))
    #expect(text.contains("3. (rule) " + long))
  }

  @Test("a table whose rows fit is unchanged, with no notes")
  func shortRowsUnchanged() {
    var doc = MarkdownDocument(title: "t")
    doc.table(["a", "b"], [["1", "2"]])
    #expect(doc.text.hasSuffix("| a | b |\n|---|---:|\n| 1 | 2 |\n\n"))
  }

  @Test("no committed page of Reports/ has a table row over the limit")
  func committedReportsFit() throws {
    let reports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Reports")
    let pages = try FileManager.default.contentsOfDirectory(atPath: reports.path).filter {
      $0.hasSuffix(".md")
    }
    #expect(pages.count >= 10)
    for page in pages {
      let text = try String(contentsOf: reports.appendingPathComponent(page), encoding: .utf8)
      #expect(Self.longRows(text).isEmpty, "\(page): \(Self.longRows(text).count) rows too long")
    }
  }

  @Test("a cell's pipes and line breaks stay in the cell: | as \\|, LF, CR and CRLF as <br>")
  func pipesAndLineBreaksEscaped() {
    var doc = MarkdownDocument(title: "t")
    doc.table(["a", "b"], [["x\ny|z", "1\r\n2\r3"]])
    #expect(doc.text.hasSuffix("| a | b |\n|---|---:|\n| x<br>y\\|z | 1<br>2<br>3 |\n\n"))
  }
}
