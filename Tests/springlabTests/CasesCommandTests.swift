//===--- CasesCommandTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth
import Testing

@Suite("springlab cases, end to end")
struct CasesCommandTests {
  @Test("evaluate cases: header, count per family, ids, reproducible, numbers round-trip")
  func evaluateCases() throws {
    let run = try springlab(["cases", "--count", "12", "--seed", "42"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.lines
    #expect(lines.first == "id,family,mass,stiffness,damping,x0,v0,t")
    #expect(lines.count == 1 + 12 * 6)
    let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows.map { String($0[0]) } == (1...72).map { String($0) })
    #expect(
      Set(rows.map { String($0[1]) })
        == ["ui", "broad", "near-critical", "critical", "undamped", "overdamped"])
    for row in rows {
      #expect(row.count == 8)
      for field in row.dropFirst(2) {
        let value = try #require(Double(field))
        #expect(value.isFinite && "\(value)" == field)
      }
    }
    #expect(try springlab(["cases", "--count", "12", "--seed", "42"]).stdout == run.stdout)
    #expect(try springlab(["cases", "--count", "12", "--seed", "43"]).stdout != run.stdout)
  }

  @Test("one family alone gives the rows it has among all of them")
  func familySubset() throws {
    let all = try springlab(["cases", "--count", "9", "--seed", "7"]).lines.dropFirst()
    let alone = try springlab(["cases", "--family", "near-critical", "--count", "9", "--seed", "7"])
    let stripID = { (line: Substring) in line.split(separator: ",", maxSplits: 1)[1] }
    #expect(
      alone.lines.dropFirst().map(stripID)
        == all.filter { $0.contains(",near-critical,") }.map(stripID))
  }

  @Test("settle cases: epsilon always, velocity_epsilon on every other row")
  func settleCases() throws {
    let run = try springlab([
      "cases", "--task", "settle", "--family", "ui,overdamped", "--count", "4",
    ])
    #expect(run.status == 0)
    #expect(run.lines.first == "id,family,mass,stiffness,damping,x0,v0,epsilon,velocity_epsilon")
    let rows = run.lines.dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    #expect(rows.count == 8)
    #expect(rows.map { $0[8].isEmpty } == [true, false, true, false, true, false, true, false])
    #expect(rows.allSatisfy { (Double($0[7]) ?? 0) > 0 })
  }

  @Test("--list names the six families, one line each")
  func list() throws {
    let run = try springlab(["cases", "--list"])
    #expect(run.status == 0)
    #expect(run.lines.count == 6)
    #expect(
      run.lines.map { $0.split(separator: " ")[0] } == [
        "ui", "broad", "near-critical", "critical", "undamped", "overdamped",
      ])
  }

  @Test(
    "bad options exit 64 with nothing on stdout",
    arguments: [
      (["--family", "nope"], "unknown family 'nope' (valid: all, ui, broad"),
      (["--task", "solve"], "unknown task 'solve'"),
      (["--count", "0"], "option '--count' must be an integer from 1 to 100000 (got '0')"),
      (["--count", "2.5"], "option '--count' must be an integer"),
      (["--seed", "-1"], "option '--seed' must be an integer from 0 to 18446744073709551615"),
      (["--sed", "1"], "unknown option '--sed'"),
    ])
  func badOptions(arguments: [String], message: String) throws {
    let run = try springlab(["cases"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "stderr was: \(run.stderr)")
  }

  @Test(
    "--suite v1 --tier hard prints exactly the frozen rows, with their SHA-256; score takes them")
  func frozenHardTier() throws {
    let file = try #require(FrozenSuite.file(version: "v1", tier: .hard))
    let run = try springlab(["cases", "--suite", "v1", "--tier", "hard"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout == file.text)
    #expect(SHA256.hexDigest(of: Array(run.stdout.utf8)) == file.sha256)
    #expect(run.lines.count == 1 + 27)
    // All tiers of v1 (only `hard` so far) is the same text.
    #expect(try springlab(["cases", "--suite", "v1"]).stdout == run.stdout)
    // A user feeds them to an evaluator and the scorer: measurable rows, a verdict.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("springlab-hard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = directory.appendingPathComponent("hard.csv")
    try run.stdout.write(to: cases, atomically: true, encoding: .utf8)
    let evaluated = try springlab(["evaluate", "--input", cases.path])
    #expect(evaluated.status == 0, "\(evaluated.stderr)")
    let results = directory.appendingPathComponent("results.csv")
    try evaluated.stdout.write(to: results, atomically: true, encoding: .utf8)
    let scored = try springlab([
      "score", "--cases", cases.path, "--results", results.path, "--format", "json",
    ])
    #expect(scored.status == 0 || scored.status == 1, "\(scored.stderr)")
    #expect(scored.stdout.contains("\"nonFinite\":0") || scored.stdout.contains("\"nonFinite\": 0"))
  }

  @Test(
    "bad --suite usage exits 64 with nothing on stdout",
    arguments: [
      (["--suite", "v9"], "unknown suite 'v9' (valid: v1)"),
      (["--suite", "v1", "--tier", "easy"], "suite v1 has no tier 'easy' (valid: all, hard)"),
      (["--tier", "hard"], "option '--tier' needs '--suite'"),
      (["--suite", "v1", "--count", "3"], "option '--count' cannot be used with '--suite'"),
      (["--suite", "v1", "--list"], "option '--list' cannot be used with '--suite'"),
      (["--suite", "v1", "--task", "settle"], "suite v1 has evaluate rows only"),
    ])
  func badSuiteOptions(arguments: [String], message: String) throws {
    let run = try springlab(["cases"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "stderr was: \(run.stderr)")
  }
}
