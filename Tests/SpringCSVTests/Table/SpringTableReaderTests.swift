//===--- SpringTableReaderTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel
import Testing

/// Runs `evaluate`'s closed-form loop on `text`; the output or the error.
private func evaluate(_ text: String, chunkLimit: Int = .max) -> Result<String, SpringTableError> {
  let spool = OutputSpool()
  do {
    try SpringTable.run(
      MemoryByteSource(text, chunkLimit: chunkLimit), layout: .evaluate, spool: spool
    ) {
      (row, spool) throws(RowFailure) in
      let motion = SpringMotion(spring: row.spring, initialState: row.initialState)
      try SpringTable.appendState(motion.state(at: row.parameter), into: spool)
    }
    return .success(String(decoding: spool.bytes, as: UTF8.self))
  } catch {
    return .failure(error)
  }
}

@Suite("SpringTableReader: named columns, validated rows, every problem reported")
struct SpringTableReaderTests {
  @Test("at t = 0 the output is the initial state, whatever the columns' order and quoting")
  func columnsInAnyOrder() {
    // x(0) = x0 and v(0) = v0 exactly: the truth needs no computation.
    let text =
      "note,t,\"v0\",x0 ,damping,stiffness,mass,note\r\n\"a, b\",0,\"-2.5\", 0.125 ,1,100,1,\"x\"\"y\"\r\n"
    #expect(evaluate(text) == .success("0.125,-2.5\n"))
  }

  @Test("columns named twice: fine when ignored, an error when used")
  func duplicates() {
    #expect(
      evaluate("a,a,mass,stiffness,damping,x0,v0,t\n,,1,1,1,3,4,0\n") == .success("3.0,4.0\n"))
    #expect(
      evaluate("mass,stiffness,damping,x0,v0,t,x0\n1,1,1,3,4,0,5\n")
        == .failure(
          .data(["line 1: column 'x0' appears more than once in the header (fields 4, 7)"])))
  }

  @Test("problems are reported by line, in column order, and capped at 50 messages")
  func manyProblems() throws {
    var text = "mass,stiffness,damping,x0,v0,t\n"
    for _ in 0..<60 { text += "0,1,-1,1,1,1\n" }
    guard case .failure(.data(let messages)) = evaluate(text) else {
      Issue.record("expected a data error")
      return
    }
    #expect(messages.count == 51)
    #expect(messages[0] == "line 2: column 'mass' must be a finite number > 0 (got '0')")
    #expect(messages[1] == "line 2: column 'damping' must be a finite number >= 0 (got '-1')")
    #expect(messages[49] == "line 26: column 'damping' must be a finite number >= 0 (got '-1')")
    #expect(messages[50] == "… and 70 more problems")
  }

  @Test("offending text is quoted in at most 80 characters, control characters escaped")
  func excerpts() throws {
    let long = String(repeating: "9", count: 5000) + "x"
    guard
      case .failure(.data(let messages)) = evaluate(
        "mass,stiffness,damping,x0,v0,t\n1,1,1,\(long),1,\"a\tb\"\n")
    else {
      Issue.record("expected a data error")
      return
    }
    let quoted = try #require(messages.first?.split(separator: "'").dropFirst(3).first)
    #expect(quoted.count == 80 && quoted.hasSuffix("…"))
    #expect(messages.last == "line 2: column 't' must be a finite number >= 0 (got 'a\\tb')")
  }

  @Test("a result beyond binary64 is refused naming the line and the output column")
  func overflowingResult() {
    // x0 near the largest double with v0 of the same size: |x(t)| grows past it.
    let text = "mass,stiffness,damping,x0,v0,t\n1,1,0,1.7e308,1.7e308,0.5\n"
    #expect(
      evaluate(text)
        == .failure(
          .data([
            "line 2: the position is beyond the binary64 range (|position| > 1.8e308) and cannot be printed"
          ])))
  }

  @Test("a read failure is an I/O error")
  func readFailure() {
    struct Failing: ByteSource {
      mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int
      {
        throw ByteSourceError(source: "standard input", reason: "Input/output error")
      }
    }
    let spool = OutputSpool()
    #expect(throws: SpringTableError.io("cannot read standard input: Input/output error")) {
      try SpringTable.run(Failing(), layout: .evaluate, spool: spool) { (_, _) throws(RowFailure) in
      }
    }
  }
}
