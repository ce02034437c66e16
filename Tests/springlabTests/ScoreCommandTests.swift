//===--- ScoreCommandTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// A temporary file holding `text`, removed by `remove()`.
struct TemporaryFile {
  let url: URL

  init(_ text: String, name: String = "data") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-\(name)-\(getpid())-\(UUID().uuidString).csv")
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  var path: String { url.path }
  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The JSON object printed by `score` or `validate --format json`.
func scoreJSON(_ run: SpringlabRun) throws -> [String: Any] {
  try #require(
    try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
    "stdout was: \(run.stdout)\nstderr: \(run.stderr)")
}

/// The families array of a score's JSON, by family name.
func families(_ json: [String: Any]) throws -> [String: [String: Any]] {
  let list = try #require(json["families"] as? [[String: Any]])
  var result: [String: [String: Any]] = [:]
  for family in list { result[try #require(family["family"] as? String)] = family }
  return result
}

@Suite("springlab score, end to end")
struct ScoreCommandTests {
  /// Cases and SpringLab's own results for them.
  func casesAndResults(
    task: String = "evaluate", count: Int = 16
  ) throws -> (cases: String, results: String) {
    let cases = try springlab(["cases", "--task", task, "--count", "\(count)", "--seed", "11"])
    #expect(cases.status == 0)
    let results = try springlab([task == "evaluate" ? "evaluate" : "settle"], input: cases.stdout)
    #expect(results.status == 0, "\(results.stderr)")
    return (cases.stdout, results.stdout)
  }

  func score(
    _ cases: String, _ results: String, _ extra: [String] = [], task: String = "evaluate"
  ) throws -> SpringlabRun {
    let casesFile = try TemporaryFile(cases, name: "cases")
    let resultsFile = try TemporaryFile(results, name: "results")
    defer {
      casesFile.remove()
      resultsFile.remove()
    }
    return try springlab(
      ["score", "--task", task, "--cases", casesFile.path, "--results", resultsFile.path] + extra)
  }

  @Test("SpringLab's own results pass; the JSON has exactly the documented keys")
  func ownResultsPass() throws {
    let (cases, results) = try casesAndResults()
    let run = try score(cases, results, ["--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let json = try scoreJSON(run)
    #expect(Set(json.keys) == ["task", "grade", "bound", "pass", "families", "bands", "worst"])
    #expect(json["task"] as? String == "evaluate" && json["bound"] as? Double == 4)
    let bands = try #require(json["bands"] as? [[String: Any]])
    #expect(
      Set(try #require(bands.first).keys)
        == ["by", "band", "samples", "kMax", "eMax", "nonFinite", "pass"])
    // Every row is filed once on each axis.
    for axis in ["damping", "phase", "magnitude"] {
      let rows = bands.filter { $0["by"] as? String == axis }.compactMap { $0["samples"] as? Int }
      #expect(rows.reduce(0, +) == 6 * 16, "\(axis)")
    }
    #expect(json["pass"] as? Bool == true)
    let byName = try families(json)
    #expect(byName.count == 6)
    for family in byName.values {
      #expect(
        Set(family.keys) == [
          "family", "samples", "kMax", "kP99", "kRms", "eMax", "nonFinite", "faithful", "uiExact",
          "pass",
        ])
      #expect(family["samples"] as? Int == 16 && family["nonFinite"] as? Int == 0)
      #expect(try #require(family["kMax"] as? Double) <= 2)
    }
    let worst = try #require(json["worst"] as? [[String: Any]])
    #expect(worst.count == 10)
    #expect(
      Set(try #require(worst.first).keys)
        == [
          "row", "id", "family", "mass", "stiffness", "damping", "x0", "v0", "t", "zeta", "omega0T",
          "truth", "result", "wrong", "k", "e",
        ])
  }

  @Test("a result off by 2⁻⁴⁰ at the peak is K = 4096: exit 1, then 0 with --bound 5000")
  func knownK() throws {
    let cases = "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,0\n"
    let results = "position,velocity\n\(1 + 0x1p-40),0\n"
    let run = try score(cases, results, ["--format", "json"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("FAIL: 1 of 1 family (all)"), "\(run.stderr)")
    let family = try #require(try families(try scoreJSON(run))["all"])
    #expect(abs(try #require(family["kMax"] as? Double) - 4096) < 1e-9)
    #expect(try score(cases, results, ["--bound", "5000"]).status == 0)
  }

  @Test(
    "unparsable, empty, nan and inf results fail their rows without crashing; no nan/inf on stdout")
  func badCells() throws {
    let cases = "mass,stiffness,damping,x0,v0,t\n" + String(repeating: "1,1,0,1,0,0\n", count: 5)
    let results = "position,velocity\n1,0\nabc,0\n,0\nnan,0\n1,-inf\n"
    for format in ["table", "json", "markdown"] {
      let run = try score(cases, results, ["--format", format])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(
        !run.stdout.lowercased().contains("nan") && !run.stdout.contains("inf"), "\(run.stdout)")
      if format == "json" {
        let family = try #require(try families(try scoreJSON(run))["all"])
        #expect(family["nonFinite"] as? Int == 4 && family["pass"] as? Bool == false)
      }
      #expect(run.stderr.contains("line 3: column 'position' is not a number (got 'abc')"))
      #expect(run.stderr.contains("line 4: column 'position' is empty"))
    }
  }

  @Test("rows are matched by id when both files have one")
  func matchByID() throws {
    let cases = "id,family,mass,stiffness,damping,x0,v0,t\na,f,1,1,0,1,0,0\nb,g,1,1,0,1,0,3\n"
    let atThree = try springlab(
      ["evaluate"], input: "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,3\n")
    let shuffled =
      "id,velocity,position\nb,\(atThree.lines[1].split(separator: ",").reversed().joined(separator: ","))\na,0,1\n"
    let run = try score(cases, shuffled, ["--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    // Without ids in RESULTS the order is used, and the rows are swapped.
    let unkeyed =
      "velocity,position\n\(atThree.lines[1].split(separator: ",").reversed().joined(separator: ","))\n0,1\n"
    #expect(try score(cases, unkeyed).status == 1)
  }

  @Test(
    "malformed input exits 65 naming the file, line and column",
    arguments: [
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,0\n", "position,velocity\n1,0\n2,0\n",
        "2 result rows for 1 case"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,0\n1,1,0,1,0,1\n", "position,velocity\n1,0\n",
        "1 result row for 2 cases"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,0\n", "position\n1\n",
        "missing required column 'velocity'"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,0\n", "position,velocity\n1\n",
        "line 2: expected 2 fields"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n-1,1,0,1,0,0\n", "position,velocity\n1,0\n",
        "line 2: column 'mass' must be a finite number > 0 (got '-1')"
      ),
      (
        "family,mass,stiffness,damping,x0,v0,t\n,1,1,0,1,0,0\n", "position,velocity\n1,0\n",
        "line 2: column 'family' is empty"
      ),
      (
        "id,mass,stiffness,damping,x0,v0,t\na,1,1,0,1,0,0\nb,1,1,0,1,0,0\n",
        "id,position,velocity\na,1,0\nc,1,0\n",
        "line 3: id 'c' is not in"
      ),
      (
        "id,mass,stiffness,damping,x0,v0,t\na,1,1,0,1,0,0\nb,1,1,0,1,0,0\n",
        "id,position,velocity\na,1,0\na,1,0\n",
        "line 3: id 'a' appears more than once (first on line 2)"
      ),
      (
        "id,mass,stiffness,damping,x0,v0,t\na,1,1,0,1,0,0\na,1,1,0,1,0,0\n",
        "id,position,velocity\na,1,0\nb,1,0\n",
        "line 3: id 'a' appears more than once (first on line 2)"
      ),
      // A repeated case id is ambiguous even when RESULTS has no ids.
      (
        "id,mass,stiffness,damping,x0,v0,t\nx,1,1,0,1,0,0\ny,1,1,0,1,0,1\nx,1,1,0,1,0,2\n",
        "position,velocity\n1,0\n1,0\n1,0\n",
        "line 4: id 'x' appears more than once (first on line 2)"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,3,1.7e308,1.7e308,0\n", "position,velocity\n1,0\n",
        "line 2: the motion's peak |x| is beyond binary64's range"
      ),
    ])
  func malformed(cases: String, results: String, message: String) throws {
    let run = try score(cases, results)
    #expect(run.status == 65 && run.stdout.isEmpty, "\(run.stdout)")
    #expect(run.stderr.contains(message), "stderr was: \(run.stderr)")
  }

  @Test("settle: SpringLab's exact times pass; the JSON carries relMax, residualKMax, mismatches")
  func settle() throws {
    let (cases, results) = try casesAndResults(task: "settle", count: 10)
    let run = try score(cases, results, ["--format", "json"], task: "settle")
    #expect(run.status == 0, "\(run.stderr)")
    let json = try scoreJSON(run)
    #expect(json["task"] as? String == "settle" && json["bound"] as? Double == 1e-9)
    for family in try families(json).values {
      #expect(
        Set(family.keys)
          == ["family", "samples", "relMax", "residualKMax", "mismatches", "nonFinite", "pass"])
      #expect(family["mismatches"] as? Int == 0)
    }
  }

  @Test("settle: inf for a spring that settles, and 0 for one that leaves the band, are mismatches")
  func settleMismatch() throws {
    let cases =
      "mass,stiffness,damping,x0,v0,epsilon\n1,1,2,1,0,0.001\n1,1,2,1,0,0.001\n1,1,0,1,0,0.5\n"
    let results = "settling_time\ninf\n0\ninf\n"
    let run = try score(cases, results, ["--format", "json"], task: "settle")
    #expect(run.status == 1)
    let family = try #require(try families(try scoreJSON(run))["all"])
    #expect(family["mismatches"] as? Int == 2 && family["nonFinite"] as? Int == 0)
  }

  @Test("markdown tables, and RESULTS from stdin with '-'")
  func markdownAndStdin() throws {
    let (cases, results) = try casesAndResults(count: 8)
    let casesFile = try TemporaryFile(cases, name: "cases")
    defer { casesFile.remove() }
    let run = try springlab(
      ["score", "--cases", casesFile.path, "--results", "-", "--format", "markdown"], input: results
    )
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "| family | samples | K max | K p99 | K rms | E max | non-finite | faithful | ui-exact | verdict |"
      ))
    #expect(run.stdout.contains("| near-critical | 8 |"))
  }

  @Test(
    "bad usage exits 64",
    arguments: [
      (["--cases", "a.csv"], "--cases FILE and --results FILE are required"),
      (["--cases", "-", "--results", "-"], "only one of --cases and --results can be '-'"),
      (
        ["--cases", "a", "--results", "b", "--bound", "0"],
        "option '--bound' must be a finite number > 0"
      ),
      (["--cases", "a", "--results", "b", "--format", "xml"], "unknown format 'xml'"),
    ])
  func badUsage(arguments: [String], message: String) throws {
    let run = try springlab(["score"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "stderr was: \(run.stderr)")
  }
}
