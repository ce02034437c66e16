//===--- ResultsTableTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import Testing

/// `text` read as evaluate RESULTS (`results.csv`) for `cases`.
private func results(_ text: String, cases: CaseIndex) -> Result<ResultsTable, SpringTableError> {
  Result { () throws(SpringTableError) in
    try ResultsTable(
      reading: MemoryByteSource(text), columns: ["position", "velocity"], label: "results.csv",
      cases: cases)
  }
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
    let table = try results("velocity,note,position\n2,x,1\n-0.5,y,0.25\n", cases: index(2)).get()
    #expect(table.cells == [[.number(1), .number(2)], [.number(0.25), .number(-0.5)]])
    #expect(table.notes.isEmpty)
  }

  @Test("empty and unreadable cells fail their row with a note; nan and inf are answers")
  func lenientCells() throws {
    let table = try results(
      "position,velocity\nabc,0\n,1\nnan,-inf\n", cases: index(3)
    ).get()
    #expect(table.cells[0] == [.notANumber("abc"), .number(0)])
    #expect(table.cells[1] == [.empty, .number(1)])
    #expect(table.cells[2][0].value?.isNaN == true && table.cells[2][1] == .nonFinite(-.infinity))
    #expect(
      table.notes == [
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
    let table = try results(
      "id,position,velocity\nb,2,0\na,1,0\n", cases: index(2, ids: ["a", "b"])
    ).get()
    #expect(table.cells == [[.number(1), .number(0)], [.number(2), .number(0)]])
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
