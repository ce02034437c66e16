//===--- MissingInputFileTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One exit status for an input file that is not there or cannot be read,
// whichever command and option names it: 66 (sysexits' EX_NOINPUT), the
// path and the system's reason on stderr, nothing on stdout.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab: a missing or unreadable input file exits 66 in every command")
struct MissingInputFileTests {
  static let invocations: [([String], String)] = [
    (
      ["evaluate", "--input", "/nonexistent/cases.csv"],
      "--input: cannot read '/nonexistent/cases.csv': No such file or directory"
    ),
    (["evaluate", "--input", "/"], "--input: cannot read '/': Is a directory"),
    (
      ["settle", "--input", "/nonexistent/cases.csv"],
      "--input: cannot read '/nonexistent/cases.csv': No such file or directory"
    ),
    (
      ["score", "--cases", "/nonexistent/a.csv", "--results", "/nonexistent/b.csv"],
      "cannot read input file '/nonexistent/a.csv': No such file or directory"
    ),
    (
      ["records", "check", "/nonexistent/records.csv"],
      "cannot read input file '/nonexistent/records.csv': No such file or directory"
    ),
    (["records", "check", "/"], "cannot read input file '/': Is a directory"),
    (
      ["bench", "compare", "/nonexistent/a.json", "/nonexistent/b.json"],
      "bench compare: cannot read '/nonexistent/a.json': No such file or directory"
    ),
    (
      ["bench", "--check-baseline", "--baseline-file", "/nonexistent/b.json"],
      "bench --check-baseline: cannot read '/nonexistent/b.json': No such file or directory"
    ),
    (
      ["bench", "--check-baseline", "--baseline-file", "/"],
      "bench --check-baseline: cannot read '/': Is a directory"
    ),
  ]

  @Test("exit 66, nothing on stdout, the path and the reason on stderr", arguments: invocations)
  func missing(arguments: [String], message: String) throws {
    let run = try springlab(arguments, input: "")
    #expect(run.status == 66, "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
  }
}
