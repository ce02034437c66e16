//===--- StreamingTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Inputs stream through in bounded memory (the 1e6-row figures are a
// benchmark, `springlab bench --filter csv`), and still nothing reaches
// stdout when any row — the very last, say — is bad.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab evaluate on long inputs")
struct StreamingTests {
  /// `rows` rows at t = 0 whose output is their own x0, v0: row i has
  /// x0 = i and v0 = −i/8, exactly representable.
  static func input(rows: Int) -> String {
    var text = "mass,stiffness,damping,x0,v0,t\n"
    text.reserveCapacity(rows * 24)
    for row in 0..<rows { text += "1,100,10,\(row),\(-Double(row) / 8),0\n" }
    return text
  }

  @Test("100,000 rows come out in order, each its own initial state")
  func longInput() throws {
    let run = try springlab(["evaluate"], input: Self.input(rows: 100_000))
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.lines
    #expect(lines.count == 100_001)
    for row in stride(from: 0, to: 100_000, by: 997) {
      #expect(lines[row + 1] == "\(Double(row)),\(-Double(row) / 8)", "row \(row)")
    }
  }

  @Test("a bad last row of 100,000 leaves stdout empty and is named")
  func badLastRow() throws {
    let run = try springlab(
      ["evaluate"], input: Self.input(rows: 100_000) + "1,100,10,1,1,-0\n1,1,1,1,1,later\n")
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == "line 100003: column 't' must be a finite number >= 0 (got 'later')\n",
      "\(run.stderr)")
  }
}
