//===--- CSVDialectTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The CSV dialect end to end (README, "CSV input"): what spreadsheets and
// Python's csv module write is read; what is not text is refused, naming
// the line. Rows at t = 0 print their own x0 and v0, so most expectations
// need no computation at all.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab evaluate and settle: the CSV dialect, end to end")
struct CSVDialectTests {
  /// Three rows at t = 0 (output = x0, v0) and one undamped row with
  /// ω0 = 2, x0 = 0, v0 = 2 at t = 1.5: x = sin 3, v = 2 cos 3.
  static let rows = [
    ["mass", "stiffness", "damping", "x0", "v0", "t"],
    ["1", "100", "10", "-1", "0", "0"],
    ["2", "50", "0", "0.125", "-7.5", "0"],
    ["1", "4", "0", "0", "2", "1.5"],
    ["3", "1", "1", "1e-300", "6.02e23", "0"],
  ]

  static func check(_ run: SpringlabRun, _ context: String) {
    #expect(run.status == 0, "\(context): \(run.stderr)")
    let lines = run.lines
    guard lines.count == 5 else {
      Issue.record("\(context): expected 5 lines, got \(lines)")
      return
    }
    #expect(lines[0] == "position,velocity")
    #expect(lines[1] == "-1.0,0.0", "\(context)")
    #expect(lines[2] == "0.125,-7.5", "\(context)")
    #expect(lines[4] == "1e-300,6.02e+23", "\(context)")
    let undamped = lines[3].split(separator: ",").compactMap { Double($0) }
    #expect(
      undamped.count == 2 && abs(undamped[0] - sin(3.0)) < 4e-16
        && abs(undamped[1] - 2 * cos(3.0)) < 8e-16)
  }

  @Test("LF, CRLF and CR-only line endings, with and without a final line break and a BOM")
  func lineEndings() throws {
    for ending in ["\n", "\r\n", "\r"] {
      for bom in ["", "\u{FEFF}"] {
        for final in [ending, ""] {
          let text =
            bom + Self.rows.map { $0.joined(separator: ",") }.joined(separator: ending) + final
          Self.check(
            try springlab(["evaluate"], input: text),
            "ending \(ending.debugDescription), bom \(!bom.isEmpty)")
        }
      }
    }
  }

  @Test("what Excel and Python's csv module write: every field quoted, CRLF, spaces around numbers")
  func quotedFields() throws {
    let quoted =
      Self.rows.map { $0.map { "\"\($0)\"" }.joined(separator: ",") }.joined(separator: "\r\n")
      + "\r\n"
    Self.check(try springlab(["evaluate"], input: quoted), "all quoted")
    let spaced =
      Self.rows.map { $0.map { " \($0)\t" }.joined(separator: ",") }.joined(separator: "\n") + "\n"
    Self.check(try springlab(["evaluate"], input: spaced), "spaces around fields")
  }

  @Test(
    "ignored columns may hold commas, quotes and line breaks; line numbers count physical lines")
  func ignoredColumns() throws {
    let text =
      [
        "note,mass,stiffness,damping,x0,v0,t,note",
        "\"first, with a comma\",1,100,10,-1,0,0,\"\"",
        "\"two",
        "lines\",2,50,0,0.125,-7.5,0,\"say \"\"hi\"\"\"",
        "plain,1,4,0,0,2,1.5,x",
        ",3,1,1,1e-300,6.02e23,0,",
      ].joined(separator: "\n") + "\n"
    Self.check(try springlab(["evaluate"], input: text), "notes")
    // The record after the two-line note starts on line 5: a bad t there is named so.
    let bad = text.replacingOccurrences(of: "plain,1,4,0,0,2,1.5,x", with: "plain,1,4,0,0,2,soon,x")
    let run = try springlab(["evaluate"], input: bad)
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(
      run.stderr == "line 5: column 't' must be a finite number >= 0 (got 'soon')\n",
      "\(run.stderr)")
  }

  @Test("a CRLF file with one row is read as one row, not one header line")
  func crlfOneRow() throws {
    let run = try springlab(
      ["settle"], input: "mass,stiffness,damping,x0,v0,epsilon\r\n1,4,0,1,0,0.001\r\n")
    #expect(run.status == 0 && run.stdout == "settling_time\ninf\n", "\(run.stderr)")
  }

  @Test("columns named twice: allowed when ignored, refused when used")
  func duplicateColumns() throws {
    let ignored = try springlab(
      ["evaluate"], input: "id,id,mass,stiffness,damping,x0,v0,t,,\n1,2,1,100,10,-1,0,0,,\n")
    #expect(
      ignored.status == 0 && ignored.lines == ["position,velocity", "-1.0,0.0"], "\(ignored.stderr)"
    )
    let used = try springlab(
      ["settle"],
      input:
        "mass,stiffness,damping,x0,v0,epsilon,velocity_epsilon,velocity_epsilon\n1,1,1,1,1,1,1,1\n")
    #expect(used.status == 65 && used.stdout.isEmpty)
    #expect(
      used.stderr.contains(
        "line 1: column 'velocity_epsilon' appears more than once in the header (fields 7, 8)"))
  }

  static let badNumbers: [(String, String)] = [
    ("0x1p-2", "got '0x1p-2'"), ("nan", "got 'nan'"), ("-inf", "got '-inf'"),
    ("Infinity", "got 'Infinity'"),
    ("1_000", "got '1_000'"), ("1e400", "got '1e400', beyond the largest double"), ("", "got ''"),
    ("\"1,5\"", "got '1,5'"), ("1 2", "got '1 2'"),
  ]

  @Test(
    "numbers are decimal: hex floats, nan, inf, digit separators and overflow are refused",
    arguments: badNumbers)
  func strictNumbers(field: String, message: String) throws {
    let run = try springlab(
      ["evaluate"], input: "mass,stiffness,damping,x0,v0,t\n1,1,1,\(field),0,0\n")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(
      run.stderr.contains("line 2: column 'x0' must be a finite number (\(message)"),
      "\(run.stderr)")
  }

  static let notTextInputs: [([UInt8], String)] = [
    (
      Array("mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,1\n2\u{0}junk,1,1,1,1,1\n".utf8),
      "line 3: the input contains a NUL byte"
    ),
    (
      Array("mass,stiffness,damping,x0,v0,t\r\n1,1,1,1,1,1\r\n".utf8) + [
        0x6E, 0x6F, 0x74, 0xE9, 0x2C,
      ]
        + Array("1,1,1,1,1\r\n".utf8),
      "line 3: the input is not valid UTF-8 (byte 0xE9)"
    ),
    (
      Array("mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,".utf8) + [0xF0, 0x9F],
      "line 2: the input is not valid UTF-8"
    ),
  ]

  @Test("NUL bytes and invalid UTF-8 exit 65 naming the line", arguments: notTextInputs)
  func notText(bytes: [UInt8], message: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-dialect-\(getpid())-\(bytes.count).csv")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try springlab(["evaluate", "--input", url.path])
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
  }

  @Test("messages quote at most 80 characters of the offending text")
  func shortMessages() throws {
    // One CRLF-less line of a megabyte: the header is echoed in part only.
    let header = "a," + String(repeating: "b", count: 1 << 20)
    let run = try springlab(["evaluate"], input: header + "\n1,2\n")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(run.stderr.count < 400, "\(run.stderr.prefix(500))")
    #expect(run.stderr.contains("line 1: missing required columns"))
    let field = String(repeating: "7", count: 10_000) + "e"
    let long = try springlab(
      ["evaluate"], input: "mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,\(field)\n")
    #expect(long.status == 65 && long.stderr.count < 200, "\(long.stderr.prefix(300))")
  }

  @Test("an unclosed quote names the line where its record starts")
  func unclosedQuote() throws {
    let run = try springlab(
      ["evaluate"],
      input: "mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,1\n1,1,\"1,1,1,1\n1,1,1,1,1,1\n")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(
      run.stderr == "line 3: a quoted field starting in this record is never closed\n",
      "\(run.stderr)")
  }

  @Test("score reads CASES and RESULTS in the same dialect: CRLF, a BOM, quotes")
  func scoreDialect() throws {
    // At t = 0 the exact answer is x0, v0: a RESULTS file that says so passes.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-score-dialect-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = directory.appendingPathComponent("cases.csv")
    let results = directory.appendingPathComponent("results.csv")
    try
      "\u{FEFF}\"id\",\"mass\",\"stiffness\",\"damping\",\"x0\",\"v0\",\"t\"\r\n\"a\",1,100,10,-1,0.5,0\r\n"
      .write(to: cases, atomically: true, encoding: .utf8)
    try "id,position,velocity\r\n\"a\", -1 , 0.5 \r\n".write(
      to: results, atomically: true, encoding: .utf8)
    let run = try springlab(["score", "--cases", cases.path, "--results", results.path])
    #expect(run.status == 0, "\(run.stderr)\n\(run.stdout)")
    try Data([0x69, 0x64, 0x0A, 0x61, 0xE9, 0x0A]).write(to: results)
    let broken = try springlab(["score", "--cases", cases.path, "--results", results.path])
    #expect(broken.status == 65 && broken.stdout.isEmpty)
    #expect(broken.stderr.contains("line 2: the input is not valid UTF-8"), "\(broken.stderr)")
  }
}
