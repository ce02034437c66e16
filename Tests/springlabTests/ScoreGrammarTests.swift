//===--- ScoreGrammarTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `score` reads RESULTS numbers with the one grammar every other file uses,
// and refuses a bad header with the messages every table gives.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab score: one number grammar and one header check")
struct ScoreGrammarTests {
  static let cases = "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,0\n1,1,0,1,0,0\n"

  func score(_ cases: String, _ results: String, format: String = "json") throws -> SpringlabRun {
    let casesFile = try TemporaryFile(cases, name: "cases")
    let resultsFile = try TemporaryFile(results, name: "results")
    defer {
      casesFile.remove()
      resultsFile.remove()
    }
    return try springlab(
      ["score", "--cases", casesFile.path, "--results", resultsFile.path, "--format", format])
  }

  @Test(
    "a hexadecimal number in RESULTS exits 65 naming the line and column; nothing on stdout",
    arguments: ["0x1p0", "-0x1.8p1", "0X10"])
  func hexadecimal(number: String) throws {
    let run = try score(Self.cases, "position,velocity\n1,0\n\(number),0\n")
    #expect(run.status == 65 && run.stdout.isEmpty, "\(run.stdout)")
    #expect(
      run.stderr.contains(
        "line 3: column 'position' must be a decimal number, nan, inf or -inf (got '\(number)')"),
      "\(run.stderr)")
    // A hexadecimal velocity is refused the same way.
    let velocity = try score(Self.cases, "position,velocity\n1,0\n1,\(number)\n")
    #expect(velocity.status == 65 && velocity.stdout.isEmpty)
    #expect(velocity.stderr.contains("line 3: column 'velocity' must be"), "\(velocity.stderr)")
  }

  @Test(
    "a decimal beyond ±1.8e308 in RESULTS exits 65 naming line and column, as README promises",
    arguments: ["1e309", "-1e400", "1.8e308"])
  func beyondBinary64(number: String) throws {
    let run = try score(Self.cases, "position,velocity\n1,0\n\(number),0\n")
    #expect(run.status == 65 && run.stdout.isEmpty, "\(run.stdout)")
    #expect(
      run.stderr.contains(
        "line 3: column 'position' must be a decimal number, nan, inf or -inf (got '\(number)'; "
          + "it is beyond the binary64 range"),
      "\(run.stderr)")
  }

  @Test(
    "nan and the infinities are answers that fail their row, without a note",
    arguments: ["nan", "NaN", "-nan", "inf", "-inf", "Infinity"])
  func nonFiniteTokens(token: String) throws {
    let run = try score(Self.cases, "position,velocity\n1,0\n\(token),0\n")
    #expect(run.status == 1, "\(run.stderr)")
    let family = try #require(try families(try scoreJSON(run))["all"])
    #expect(family["nonFinite"] as? Int == 1 && family["pass"] as? Bool == false)
    #expect(!run.stderr.contains("counts as failed"), "\(run.stderr)")
    // The row with the exact answer (x0, v0 at t = 0) is not the one failed.
    let worst = try #require((try scoreJSON(run))["worst"] as? [[String: Any]])
    #expect(worst.first?["row"] as? Int == 2 && worst.first?["k"] is NSNull)
  }

  @Test("inf is a valid settling time, nan is not")
  func settleTokens() throws {
    // An undamped spring leaving the band never settles: the exact time is inf.
    let cases = "mass,stiffness,damping,x0,v0,epsilon\n1,1,0,1,0,0.5\n"
    let casesFile = try TemporaryFile(cases, name: "cases")
    defer { casesFile.remove() }
    for (answer, passes) in [("inf", true), ("INF", true), ("nan", false)] {
      let resultsFile = try TemporaryFile("settling_time\n\(answer)\n", name: "results")
      defer { resultsFile.remove() }
      let run = try springlab([
        "score", "--task", "settle", "--cases", casesFile.path, "--results", resultsFile.path,
      ])
      #expect(run.status == (passes ? 0 : 1), "\(answer): \(run.stderr)")
    }
  }

  @Test(
    "a used column named twice gives the shared message with its fields, in either file",
    arguments: [
      (
        "mass,stiffness,damping,x0,v0,t,mass\n1,1,0,1,0,0,1\n", "position,velocity\n1,0\n",
        "line 1: column 'mass' appears more than once in the header (fields 1, 7)"
      ),
      (
        "family,mass,stiffness,damping,x0,v0,t,family\nf,1,1,0,1,0,0,g\n",
        "position,velocity\n1,0\n",
        "line 1: column 'family' appears more than once in the header (fields 1, 8)"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,0\n", "velocity,position,velocity\n0,1,0\n",
        "line 1: column 'velocity' appears more than once in the header (fields 1, 3)"
      ),
    ])
  func duplicateColumn(cases: String, results: String, message: String) throws {
    let run = try score(cases, results, format: "table")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }
}
