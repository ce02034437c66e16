//===--- TextTableTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringConformance
import Testing

@Suite("TextTable and MarkdownTable: the score's two table writers")
struct TextTableTests {
  @Test("text columns start where the widest cell above them ends, plus two spaces")
  func textAlignment() {
    let header = ["family", "n", "verdict"]
    let rows = [["near-critical", "12345", "pass"], ["ui", "7", "FAIL"]]
    let lines = TextTable.render(header, rows).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    let widest = (rows.map(\.[0]) + [header[0]]).map(\.count).max() ?? 0
    for (line, cells) in zip(lines, [header] + rows) {
      #expect(line.hasPrefix(cells[0]))
      // The second column starts at the same offset on every line.
      let second = line.index(line.startIndex, offsetBy: widest + 2)
      #expect(line[second...].hasPrefix(cells[1]), "'\(line)'")
      // The last column is not padded.
      #expect(line.hasSuffix(cells[2]))
    }
  }

  @Test("Markdown: one separator per column, and a '|' inside a cell stays in the cell")
  func markdown() {
    let text = MarkdownTable.render(["a", "b"], [["x|y", "z"]])
    #expect(text == "| a | b |\n|---|---|\n| x\\|y | z |\n")
  }

  @Test("Markdown: a line break inside a cell (LF, CR, CRLF) is written <br>, keeping one row")
  func markdownLineBreaks() {
    let text = MarkdownTable.render(["a", "b"], [["x\ny", "1\r\n2|3\r4"]])
    #expect(text == "| a | b |\n|---|---|\n| x<br>y | 1<br>2\\|3<br>4 |\n")
  }
}
