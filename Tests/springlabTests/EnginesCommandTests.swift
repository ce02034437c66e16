//===--- EnginesCommandTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab engines and evaluate --method engine:<id>, end to end.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab engines and evaluate --method engine:ID, end to end")
struct EnginesCommandTests {
  static let ids = [
    "react-spring", "rebound", "pop", "motion", "compose", "spring-force", "flutter", "wave",
    "swiftui", "libadwaita", "remotion", "react-native", "reanimated", "mujoco", "animejs",
  ]

  @Test("--format json: an array of {id, name, version, source, method, frameLoop, rest}")
  func json() throws {
    let run = try springlab(["engines", "--format", "json"])
    #expect(run.status == 0 && run.stderr.isEmpty)
    let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
    let engines = try #require(parsed)
    #expect(engines.compactMap { $0["id"] as? String } == Self.ids)
    for engine in engines {
      #expect(
        Set(engine.keys) == ["id", "name", "version", "source", "method", "frameLoop", "rest"])
      for value in engine.values { #expect(!((value as? String) ?? "").isEmpty) }
    }
    let mujoco = try #require(engines.first { $0["id"] as? String == "mujoco" })
    #expect((mujoco["source"] as? String)?.hasPrefix("google-deepmind/mujoco:") == true)
  }

  @Test("the table shows each engine as engine:ID with its fields; bad formats exit 64")
  func table() throws {
    let run = try springlab(["engines"])
    #expect(run.status == 0)
    for id in Self.ids { #expect(run.stdout.contains("engine:\(id) ")) }
    #expect(run.stdout.components(separatedBy: "frame loop:").count == Self.ids.count + 1)
    let bad = try springlab(["engines", "--format", "yaml"])
    #expect(bad.status == 64 && bad.stdout.isEmpty)
    #expect(try springlab(["--help"]).stdout.contains("engines"))
  }

  /// The closed form's answer for `rows` (mass,stiffness,damping,x0,v0,t).
  static func closedForm(_ rows: String) throws -> [[Double]] {
    let run = try springlab(["evaluate"], input: "mass,stiffness,damping,x0,v0,t\n" + rows)
    return run.lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
  }

  @Test("engine:motion shows the closed form at Math.round(t) ms, and the target once at rest")
  func motion() throws {
    let input =
      "mass,stiffness,damping,x0,v0,t\n1,170,14,-100,0,0.1\n1,170,14,-100,0,0.105\n1,170,14,-100,0,3\n"
    let run = try springlab(["evaluate", "--method", "engine:motion"], input: input)
    #expect(run.status == 0 && run.stderr.isEmpty)
    let rows = run.lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
    // t = 0.105 falls between frames 6 (0.1 s) and 7: frame 6 is shown.
    let exact = try Self.closedForm("1,170,14,-100,0,0.1\n")[0]
    #expect(rows.count == 3 && rows[0] == rows[1])
    #expect(abs(rows[0][0] - exact[0]) < 1e-9 && abs(rows[0][1] - exact[1]) < 1e-7)
    #expect(rows[2] == [0, 0])
  }

  @Test("engine:compose at 60 Hz shows play time ⌊t − first frame⌋ ms in Float")
  func compose() throws {
    let input = "mass,stiffness,damping,x0,v0,t\n1,170,14,-100,0,0.1\n"
    let run = try springlab(
      ["evaluate", "--method", "engine:compose", "--fps", "60"], input: input)
    let row = try #require(
      run.lines.dropFirst().first?.split(separator: ",").compactMap { Double($0) })
    // Frame 6 (0.1 s) plays 5 frames after frame 1: ⌊83.33⌋ = 83 ms.
    let exact = try Self.closedForm("1,170,14,-100,0,0.083\n")[0]
    #expect(abs(row[0] - exact[0]) < 1e-4)
  }

  @Test("a jittered replay is reproducible from its seed and differs across seeds")
  func jitter() throws {
    let input = "mass,stiffness,damping,x0,v0,t\n1,170,14,-100,0,0.2\n1,170,14,-100,0,0.4\n"
    let arguments = ["evaluate", "--method", "engine:wave", "--fps", "120", "--jitter", "0.3"]
    let a = try springlab(arguments + ["--seed", "1"], input: input)
    let b = try springlab(arguments + ["--seed", "1"], input: input)
    let c = try springlab(arguments + ["--seed", "2"], input: input)
    #expect(a.status == 0 && a.stdout == b.stdout && a.stdout != c.stdout)
  }

  @Test("bad options exit 64 naming the option; bad rows exit 65 naming line and column")
  func refusals() throws {
    let input = "mass,stiffness,damping,x0,v0,t\n1,170,14,-100,0,0.2\n"
    for (arguments, message) in [
      (["--method", "engine:nope"], "unknown engine 'nope'"),
      (["--method", "engine:wave", "--fps", "0"], "option '--fps' must be a number in [1, 1000]"),
      (["--method", "engine:wave", "--fps", "sixty"], "option '--fps'"),
      (["--method", "engine:wave", "--fps", "inf"], "option '--fps'"),
      (
        ["--method", "engine:wave", "--jitter", "0.95"],
        "option '--jitter' must be a number in [0, 0.9]"
      ),
      (
        ["--method", "engine:wave", "--jitter", "0.1", "--seed", "1.5"],
        "option '--seed' must be an integer"
      ),
      (["--method", "engine:wave", "--seed", "-3"], "option '--seed'"),
      (["--fps", "60"], "option '--fps' needs --method engine:<id>"),
      (["--method", "gsl:rk4", "--seed", "1"], "option '--seed' needs --method engine:<id>"),
    ] {
      let run = try springlab(["evaluate"] + arguments, input: input)
      #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments)")
      #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }
    let velocity = try springlab(
      ["evaluate", "--method", "engine:remotion"],
      input: "mass,stiffness,damping,x0,v0,t\n1,170,14,-100,3,0.2\n")
    #expect(velocity.status == 65 && velocity.stdout.isEmpty)
    #expect(velocity.stderr.contains("line 2: column v0"))
    let long = try springlab(
      ["evaluate", "--method", "engine:rebound", "--fps", "1000"],
      input: "mass,stiffness,damping,x0,v0,t\n1,170,14,-100,0,0.2\n1,170,14,-100,0,2000\n")
    #expect(long.status == 65 && long.stdout.isEmpty)
    #expect(
      long.stderr.contains(
        "line 3: column t: 2000.0 s needs more than 1000000 frames at 1000.0 Hz"),
      "\(long.stderr)")
    // The budget is the frame count t · F, not the time alone: 16667 s at
    // 60 Hz is 1,000,020 frames.
    let slowClock = try springlab(
      ["evaluate", "--method", "engine:react-spring", "--fps", "60"],
      input: "mass,stiffness,damping,x0,v0,t\n1,100,10,1,0,16667\n")
    #expect(slowClock.status == 65 && slowClock.stdout.isEmpty)
    #expect(slowClock.stderr.contains("line 2: column t: 16667.0 s needs more than 1000000 frames"))
    let blowUp = try springlab(
      ["evaluate", "--method", "engine:wave", "--fps", "30"],
      input: "mass,stiffness,damping,x0,v0,t\n1,1e9,1,1,0,10\n")
    #expect(blowUp.status == 65 && blowUp.stdout.isEmpty && blowUp.stderr.contains("line 2"))
    // Engines that throw or trap on an undamped spring refuse it by line.
    for id in ["remotion", "react-native", "wave"] {
      let undamped = try springlab(
        ["evaluate", "--method", "engine:\(id)"],
        input: "mass,stiffness,damping,x0,v0,t\n1,100,10,-1,0,0.1\n1,100,0,-1,0,0.1\n")
      #expect(undamped.status == 65 && undamped.stdout.isEmpty, "\(id)")
      #expect(undamped.stderr.contains("line 3: engine:\(id) refuses this spring"), "\(id)")
    }
    let settle = try springlab(
      ["settle", "--method", "engine:wave"],
      input: "mass,stiffness,damping,x0,v0,epsilon\n1,1,1,1,0,0.1\n")
    #expect(settle.status == 64 && settle.stdout.isEmpty)
  }
}
