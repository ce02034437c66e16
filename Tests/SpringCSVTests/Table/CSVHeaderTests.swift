//===--- CSVHeaderTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import Testing

/// The header of `text` checked for `required` and `optional` (and
/// validated), or the error.
private func header(_ text: String, required: [String], optional: [String] = [])
  -> Result<CSVHeader, SpringTableError>
{
  Result { () throws(SpringTableError) in
    let header = try CSVHeader(
      reading: CSVRecordReader(MemoryByteSource(text)), required: required, optional: optional)
    try header.validate()
    return header
  }
}

@Suite("CSVHeader: the one header check of every table")
struct CSVHeaderTests {
  @Test("columns are found by name, in any order; unused names may repeat")
  func positions() throws {
    let found = try header("note,b,a,note\n", required: ["a"], optional: ["b", "c"]).get()
    #expect(found.index(of: "a") == 2 && found.index(of: "b") == 1 && found.index(of: "c") == nil)
    #expect(found.count == 4 && found.line == 1)
  }

  @Test("a used column named twice is refused with the fields it stands in")
  func duplicate() {
    #expect(
      header("a,b,a\n", required: ["a"]).error
        == .data(["line 1: column 'a' appears more than once in the header (fields 1, 3)"]))
    // An optional (looked-up) column may not repeat either.
    #expect(
      header("id,a,id,id\n", required: ["a"], optional: ["id"]).error
        == .data(["line 1: column 'id' appears more than once in the header (fields 1, 3, 4)"]))
  }

  @Test("missing columns are listed with the header as found, after any repeat")
  func missing() {
    #expect(
      header("b,b,x\n", required: ["a", "b", "c"]).error
        == .data([
          "line 1: column 'b' appears more than once in the header (fields 1, 2)",
          "line 1: missing required columns 'a', 'c' (header has: b,b,x; required: a,b,c)",
        ]))
  }

  @Test("problems are kept, not thrown, until validate(): a whole-file table reads on first")
  func deferred() throws {
    let header = try CSVHeader(
      reading: CSVRecordReader(MemoryByteSource("a,a\n")), required: ["a", "b"])
    #expect(header.problems.count == 2 && header.names == ["a", "a"])
    #expect(throws: SpringTableError.data(header.problems)) { try header.validate() }
  }

  @Test("empty input names the columns expected; a blank first line does not count")
  func empty() throws {
    let expected = SpringTableError.data([
      "line 1: input is empty; expected a header row with columns a,b"
    ])
    #expect(header("", required: ["a", "b"]).error == expected)
    #expect(header("\n\n", required: ["a", "b"]).error == expected)
    #expect(try header("\n\na,b\n", required: ["a", "b"]).get().line == 3)
  }
}

extension Result {
  /// The failure, or nil on success.
  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
