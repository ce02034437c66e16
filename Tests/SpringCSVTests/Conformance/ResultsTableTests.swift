//===--- ResultsTableTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import Testing

/// `text` read as evaluate RESULTS (`results.csv`) and aligned with `cases`:
/// each case's answers.
private func results(_ text: String, cases: CaseIndex) -> Result<[[Double?]], SpringTableError> {
  Result { () throws(SpringTableError) in
    try table(text).aligned(with: cases).map(Array.init)
  }
}

/// `text` read as evaluate RESULTS (`results.csv`).
private func table(_ text: String) throws(SpringTableError) -> ResultsTable {
  try ResultsTable(
    reading: MemoryByteSource(text), columns: ["position", "velocity"], label: "results.csv")
}

/// `count` cases on lines 2…, with `ids` when given.
private func index(_ count: Int, ids: [String]? = nil) -> CaseIndex {
  CaseIndex(
    lines: (0..<count).map { $0 + 2 }, ids: ids ?? Array(repeating: nil, count: count),
    hasIDs: ids != nil, label: "cases.csv")
}

@Suite("ResultsTable: one answer row per case, matched by order or id")
struct ResultsTableTests {
  @Test("cells are read in the columns' order, whatever the header's order")
  func order() throws {
    let text = "velocity,note,position\n2,x,1\n-0.5,y,0.25\n"
    #expect(try results(text, cases: index(2)).get() == [[1, 2], [0.25, -0.5]])
    #expect(try table(text).notes.isEmpty)
  }

  @Test("empty and unreadable cells fail their row with a note; nan and inf are answers")
  func lenientCells() throws {
    let text = "position,velocity\nabc,0\n,1\nnan,-inf\n"
    let cells = try results(text, cases: index(3)).get()
    #expect(cells[0] == [nil, 0])
    #expect(cells[1] == [nil, 1])
    #expect(cells[2][0]?.isNaN == true && cells[2][1] == -.infinity)
    #expect(
      try table(text).notes == [
        "results.csv: line 2: column 'position' is not a number (got 'abc'); the row counts as failed",
        "results.csv: line 3: column 'position' is empty; the row counts as failed",
      ])
  }

  @Test("a hexadecimal number is refused with the shared message, naming line and column")
  func hexadecimal() {
    #expect(
      results("position,velocity\n1,0\n0x1p3,0\n", cases: index(2)).error
        == .data([
          "results.csv: line 3: column 'position' must be a decimal number, nan, inf or -inf "
            + "(got '0x1p3')"
        ]))
  }

  @Test("a decimal beyond ±1.8e308 is refused naming line and column, with what to print instead")
  func beyondBinary64() {
    #expect(
      results("position,velocity\n1,0\n0,-1e309\n", cases: index(2)).error
        == .data([
          "results.csv: line 3: column 'velocity' must be a decimal number, nan, inf or -inf "
            + "(got '-1e309'; it is beyond the binary64 range ±1.8e308: print inf or -inf for an "
            + "infinite answer)"
        ]))
  }

  @Test("rows are matched by id when both sides have ids")
  func byID() throws {
    let cells = try results(
      "id,position,velocity\nb,2,0\na,1,0\n", cases: index(2, ids: ["a", "b"])
    ).get()
    #expect(cells == [[1, 0], [2, 0]])
    #expect(
      results("id,position,velocity\na,1,0\nc,2,0\n", cases: index(2, ids: ["a", "b"])).error
        == .data(["results.csv: line 3: id 'c' is not in cases.csv"]))
  }

  @Test("a row count that differs from the cases', and ragged rows, are refused")
  func structure() {
    #expect(
      results("position,velocity\n1,0\n2,0\n", cases: index(1)).error
        == .data([
          "results.csv: 2 result rows for 1 case in cases.csv; every case needs exactly one row "
            + "(in the same order, or with the same id)"
        ]))
    #expect(
      results("position,velocity\n1\n", cases: index(1)).error
        == .data(["results.csv: line 2: expected 2 fields as in the header, got 1"]))
    #expect(
      results("position,velocity,position\n1,0,1\n", cases: index(1)).error
        == .data([
          "results.csv: line 1: column 'position' appears more than once in the header "
            + "(fields 1, 3)"
        ]))
  }

  @Test("at most TableLimits.rowLimit data rows")
  func rowLimit() {
    var text = "position,velocity\n"
    text += String(repeating: "1,0\n", count: TableLimits.rowLimit + 1)
    let line = TableLimits.rowLimit + 2
    #expect(
      results(text, cases: index(1)).error
        == .data([
          "results.csv: line \(line): more than \(TableLimits.rowLimit) data rows "
            + "(the limit of one file)"
        ]))
  }
}

@Suite("ResultsAlignment: RESULTS rows matched to cases as the cases are read")
struct ResultsAlignmentTests {
  static func table(_ text: String) throws -> ResultsTable {
    try ResultsTable(
      reading: MemoryByteSource(text), columns: ["position", "velocity"], label: "results.csv")
  }

  @Test("by id, one case at a time; a repeated case id is refused with the line of its first")
  func repeatedCaseID() throws {
    let results = try Self.table("id,position,velocity\nb,2,0\na,1,0\n")
    var alignment = ResultsAlignment(results, casesHaveIDs: true, casesLabel: "cases.csv")
    #expect(alignment.byID)
    #expect(alignment.resultRow(forCase: 0, id: "a", line: 2) == 1)
    #expect(alignment.resultRow(forCase: 1, id: "a", line: 3) == nil)
    #expect(
      throws: SpringTableError.data([
        "cases.csv: line 3: id 'a' appears more than once (first on line 2)",
        "results.csv: line 2: id 'b' is not in cases.csv",
      ])
    ) { try alignment.finish(caseCount: 2) }
  }

  @Test("empty, repeated and unknown RESULTS ids are refused in file order")
  func resultsIDs() throws {
    let results = try Self.table("id,position,velocity\na,1,0\n,2,0\na,3,0\nz,4,0\n")
    var alignment = ResultsAlignment(results, casesHaveIDs: true, casesLabel: "cases.csv")
    for (index, id) in ["a", "b", "c", "d"].enumerated() {
      _ = alignment.resultRow(forCase: index, id: id, line: index + 2)
    }
    #expect(
      throws: SpringTableError.data([
        "results.csv: line 3: column 'id' is empty (ids match results to cases)",
        "results.csv: line 4: id 'a' appears more than once (first on line 2)",
        "results.csv: line 5: id 'z' is not in cases.csv",
      ])
    ) { try alignment.finish(caseCount: 4) }
  }

  @Test("without ids on both sides, rows match by order; a count mismatch is refused alone")
  func byOrder() throws {
    let results = try Self.table("id,position,velocity\na,1,0\nb,2,0\n")
    var alignment = ResultsAlignment(results, casesHaveIDs: false, casesLabel: "cases.csv")
    #expect(!alignment.byID)
    #expect(alignment.resultRow(forCase: 1, id: nil, line: 3) == 1)
    #expect(alignment.resultRow(forCase: 2, id: nil, line: 4) == nil)
    #expect(
      throws: SpringTableError.data([
        "results.csv: 2 result rows for 3 cases in cases.csv; every case needs exactly one row "
          + "(in the same order, or with the same id)"
      ])
    ) { try alignment.finish(caseCount: 3) }
  }

  @Test("the first 10 unreadable cells are noted, and all of them counted")
  func noteLimit() throws {
    let results = try Self.table(
      "position,velocity\n" + String(repeating: "x,0\n", count: 25))
    #expect(results.noteCount == 25 && results.notes.count == ResultsTable.noteLimit)
    #expect(results.notes.last?.hasPrefix("results.csv: line 11: column 'position'") == true)
  }
}
