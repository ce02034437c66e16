//===--- MarkdownCellTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import Testing

@Suite("MarkdownCell: text stays in its table cell")
struct MarkdownCellTests {
  @Test("a pipe is escaped, each line break (LF, CR, CRLF) becomes one <br>")
  func escapes() {
    #expect(MarkdownCell.escaped("a|b") == #"a\|b"#)
    #expect(MarkdownCell.escaped("a\nb") == "a<br>b")
    #expect(MarkdownCell.escaped("a\rb") == "a<br>b")
    #expect(MarkdownCell.escaped("a\r\nb") == "a<br>b")
    #expect(MarkdownCell.escaped("a\n\nb") == "a<br><br>b")
    #expect(MarkdownCell.escaped("a\r\rb") == "a<br><br>b")
    #expect(MarkdownCell.escaped("x|\r\n|y\n") == #"x\|<br>\|y<br>"#)
    #expect(MarkdownCell.escaped("plain `code` é") == "plain `code` é")
    #expect(MarkdownCell.escaped("") == "")
  }
}
