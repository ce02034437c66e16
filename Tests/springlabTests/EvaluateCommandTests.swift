//===--- EvaluateCommandTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab evaluate, end to end")
struct EvaluateCommandTests {
  @Test("evaluates rows in order with columns in any order, ignoring extras")
  func evaluatesRows() throws {
    let input = """
      t,note,x0,v0,damping,stiffness,mass
      0,start,-1,0,10,100,1
      9.2334134764515,critical,1,0,2,1,1
      1.5,undamped,0,2,0,4,1

      """
    let run = try springlab(["evaluate"], input: input)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    let lines = run.lines
    #expect(lines.count == 4)
    #expect(lines[0] == "position,velocity")
    #expect(lines[1] == "-1.0,0.0")
    // (1 + t)e^(−t) at its 1e-3 crossing, −t e^(−t) for the velocity.
    let critical = lines[2].split(separator: ",").map { Double($0)! }
    #expect(abs(critical[0] - 1e-3) < 1e-15)
    let t = 9.2334134764515
    #expect(abs(critical[1] - (-t * exp(-t))) < 1e-16)
    // ω0 = 2, x0 = 0, v0 = 2: x = sin 2t, v = 2 cos 2t.
    let undamped = lines[3].split(separator: ",").map { Double($0)! }
    #expect(abs(undamped[0] - sin(3.0)) < 4e-16 && abs(undamped[1] - 2 * cos(3.0)) < 8e-16)
  }

  @Test("numbers are printed in shortest round-trip form")
  func roundTripOutput() throws {
    let input = "mass,stiffness,damping,x0,v0,t\n1,100,10,-1,0,0.123\n3,1000,500,-1,7,0.01\n"
    let run = try springlab(["evaluate"], input: input)
    for line in run.lines.dropFirst() {
      for field in line.split(separator: ",") {
        let value = try #require(Double(field))
        #expect("\(value)" == field)
      }
    }
  }

  @Test("--input FILE reads the CSV from a file")
  func inputFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-eval-\(getpid()).csv")
    try "mass,stiffness,damping,x0,v0,t\n1,100,10,-1,0,0\n".write(
      to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try springlab(["evaluate", "--input", url.path])
    #expect(run.status == 0 && run.lines == ["position,velocity", "-1.0,0.0"])
  }

  /// Every bad-input case: exit 65, nothing on stdout, stderr naming the
  /// line and column (or the structural problem).
  @Test(
    "bad data is reported by line and column with exit 65",
    arguments: [
      ("mass,stiffness,damping,x0,v0\n1,1,1,1,1\n", "line 1: missing required column 't'"),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,abc,1,1,1\n",
        "line 2: column 'damping' must be a finite number >= 0 (got 'abc')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,1,nan,1,1\n",
        "line 2: column 'x0' must be a finite number (got 'nan')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,1,1,inf,1\n",
        "line 2: column 'v0' must be a finite number (got 'inf')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,1,0,0,1\n1,1,1,1,1,1\n1,1,1,1,1,1\n1,1,1,1,1,1\n1,1,1,1,1,1\n0,1,1,1,1,1\n-1,1,1,1,1,1\n",
        "line 7: column 'mass' must be a finite number > 0 (got '0')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,1\n-1,1,1,1,1,1\n",
        "line 3: column 'mass' must be a finite number > 0 (got '-1')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,0,1,1,1,1\n",
        "line 2: column 'stiffness' must be a finite number > 0 (got '0')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,-5,1,1,1,1\n",
        "line 2: column 'stiffness' must be a finite number > 0 (got '-5')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,-0.1,1,1,1\n",
        "line 2: column 'damping' must be a finite number >= 0 (got '-0.1')"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,-2\n",
        "line 2: column 't' must be a finite number >= 0 (got '-2')"
      ),
      ("", "line 1: input is empty"),
      ("mass,stiffness,damping,x0,v0,t\n", "line 1: no data rows after the header"),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,1\n1,1,1,1\n",
        "line 3: expected 6 fields as in the header, got 4"
      ),
      (
        "mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,1,7\n",
        "line 2: expected 6 fields as in the header, got 7"
      ),
      (
        "mass,mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,1,1\n",
        "line 1: column 'mass' appears more than once"
      ),
    ])
  func badData(input: String, message: String) throws {
    let run = try springlab(["evaluate"], input: input)
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "stderr was: \(run.stderr)")
  }

  @Test("all bad rows are reported, not just the first")
  func everyBadRowReported() throws {
    let input = "mass,stiffness,damping,x0,v0,t\n-1,1,1,1,1,1\n1,1,1,1,1,1\n1,1,1,1,1,x\n"
    let run = try springlab(["evaluate"], input: input)
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(
      run.stderr.contains("line 2: column 'mass'") && run.stderr.contains("line 4: column 't'"))
  }

  @Test(
    "bad usage exits 64",
    arguments: [
      ["evaluate", "--method", "euler"], ["evaluate", "--bogus"],
      ["evaluate", "--tolerance", "-1"],
      ["evaluate", "--method"], ["frobnicate"], [],
    ])
  func badUsage(arguments: [String]) throws {
    let run = try springlab(arguments, input: "mass,stiffness,damping,x0,v0,t\n1,1,1,1,1,1\n")
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(!run.stderr.isEmpty)
  }

  @Test("--help prints usage and exits 0")
  func help() throws {
    for arguments in [
      ["--help"], ["evaluate", "--help"], ["settle", "--help"], ["help", "evaluate"],
    ] {
      let run = try springlab(arguments)
      #expect(run.status == 0)
      #expect(run.stdout.contains("Usage: springlab"))
    }
  }
}
