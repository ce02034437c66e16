//===--- CasesTableTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel
import Testing

/// `text` read as CASES for `layout`, labelled `cases.csv`.
private func cases(_ text: String, layout: SpringTableLayout = .evaluate)
  -> Result<CasesTable, SpringTableError>
{
  Result { () throws(SpringTableError) in
    try CasesTable(reading: MemoryByteSource(text), layout: layout, label: "cases.csv")
  }
}

@Suite("CasesTable: CASES validated as evaluate and settle validate, with ids and families")
struct CasesTableTests {
  @Test("rows keep their line, spring, state, parameter, id and family")
  func rows() throws {
    let table = try cases(
      "family,id,mass,stiffness,damping,x0,v0,t,note\nui,a,1,4,0.5,-1,2,0.25,x\n\nui,b,2,8,0,1,0,3,y\n"
    ).get()
    #expect(table.hasIDs && table.rows.count == 2)
    let first = try #require(table.rows.first)
    #expect(first.id == "a" && first.family == "ui" && first.spring.line == 2)
    #expect(first.spring.spring == (try Spring(mass: 1, stiffness: 4, damping: 0.5)))
    #expect(first.spring.initialState == SpringState(position: -1, velocity: 2))
    #expect(first.spring.parameter == 0.25)
    // The blank line is skipped but counted: the second row is on line 4.
    #expect(table.index.lines == [2, 4] && table.index.ids == ["a", "b"])
    #expect(table.index.label == "cases.csv")
  }

  @Test("without id and family columns, rows have neither")
  func unlabeled() throws {
    let table = try cases(
      "mass,stiffness,damping,x0,v0,epsilon,velocity_epsilon\n1,1,2,1,0,0.001,\n1,1,2,1,0,0.001,0.5\n",
      layout: .settle
    ).get()
    #expect(!table.hasIDs && table.rows.allSatisfy { $0.id == nil && $0.family == nil })
    #expect(table.rows.map(\.spring.extra) == [nil, 0.5])
  }

  @Test("every bad number is refused as evaluate refuses it, prefixed with the file")
  func badNumbers() {
    #expect(
      cases("mass,stiffness,damping,x0,v0,t\n-1,1,0,1,0,0\n1,1,0,1,0,0x1p3\n").error
        == .data([
          "cases.csv: line 2: column 'mass' must be a finite number > 0 (got '-1')",
          "cases.csv: line 3: column 't' must be a finite number >= 0 (got '0x1p3')",
        ]))
  }

  @Test("a repeated id is refused naming both lines; an empty family is refused")
  func labels() {
    #expect(
      cases("id,family,mass,stiffness,damping,x0,v0,t\nx,f,1,1,0,1,0,0\nx,,1,1,0,1,0,1\n").error
        == .data([
          "cases.csv: line 3: id 'x' appears more than once (first on line 2)",
          "cases.csv: line 3: column 'family' is empty",
        ]))
    // Empty ids are not repeats here (matching refuses them, when RESULTS has ids).
    #expect(
      (try? cases("id,mass,stiffness,damping,x0,v0,t\n,1,1,0,1,0,0\n,1,1,0,1,0,1\n").get()) != nil)
  }

  @Test("a repeated id or family column is the shared duplicate-column message")
  func duplicateColumns() {
    #expect(
      cases("id,mass,stiffness,damping,x0,v0,t,id\na,1,1,0,1,0,0,b\n").error
        == .data([
          "cases.csv: line 1: column 'id' appears more than once in the header (fields 1, 8)"
        ]))
  }

  @Test("bytes that are not CSV text are refused where they stand, after earlier problems")
  func badBytes() {
    #expect(
      cases("mass,stiffness,damping,x0,v0,t\n0,1,0,1,0,0\n1,1,0,1,\u{0},0\n").error
        == .data([
          "cases.csv: line 2: column 'mass' must be a finite number > 0 (got '0')",
          "cases.csv: line 3: the input contains a NUL byte (in field 5); expected UTF-8 text",
        ]))
  }
}
