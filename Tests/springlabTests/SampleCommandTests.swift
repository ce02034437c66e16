//===--- SampleCommandTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab sample end to end: the frame grid, the values against the
// direct closed form (`springlab evaluate`) and against a hand-derived
// formula, the settling default, scaling by --distance, the SVG, and every
// bad usage exiting 64.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTestSupport
import Testing

@Suite("springlab sample, end to end")
struct SampleCommandTests {
  /// Runs `sample` and returns its CSV rows (time, value, velocity) after
  /// checking the header, exit status and an empty stderr.
  func rows(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [[Double]]
  {
    let run = try springlab(["sample"] + arguments)
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)", sourceLocation: sourceLocation)
    let lines = run.lines
    #expect(lines.first == "time,value,velocity", sourceLocation: sourceLocation)
    return try lines.dropFirst().map { line in
      let fields = line.split(separator: ",").map { Double($0) }
      #expect(
        fields.count == 3 && fields.allSatisfy { $0 != nil }, "\(line)",
        sourceLocation: sourceLocation)
      return try fields.map { try #require($0, sourceLocation: sourceLocation) }
    }
  }

  /// The physical spring `convert` reports for the same arguments:
  /// mass, stiffness, damping.
  func physical(_ arguments: [String]) throws -> (mass: Double, stiffness: Double, damping: Double)
  {
    let run = try springlab(["convert"] + arguments + ["--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let physical = try #require(object["physical"] as? [String: Any])
    return (
      try #require(physical["mass"] as? Double), try #require(physical["stiffness"] as? Double),
      try #require(physical["damping"] as? Double)
    )
  }

  @Test("rows = ⌊T·F⌋ + 1 at t_n = n/F, starting at value 0 with the API's velocity")
  func frameGrid() throws {
    for (duration, fps, expected) in [
      (1.5, 120.0, 181), (1.0, 60.0, 61), (0.1, 30.0, 4), (0.29, 100.0, 30), (0.01, 60.0, 1),
      (2.0, 59.94, 120),
    ] {
      let rows = try rows(["--from", "ca.spring", "--duration", "\(duration)", "--fps", "\(fps)"])
      #expect(rows.count == expected, "T \(duration) F \(fps)")
      for (n, row) in rows.enumerated() { #expect(row[0] == Double(n) / fps, "frame \(n)") }
      #expect(rows.first.map { $0[1] == 0 && $0[2] == 0 } == true)
    }
    // motion.spring's velocity is in units per second: 50 over a distance of 200.
    let moving = try rows([
      "--from", "motion.spring", "--velocity", "50", "--distance", "200", "--duration", "0.5",
    ])
    #expect(moving.first == [0, 0, 50])
  }

  @Test(
    "values and velocities agree with springlab evaluate (the direct closed form) to 1e-12 of their scale"
  )
  func matchesDirectEvaluation() throws {
    // androidx SpringForce keeps ζ in a Float, so the spring is taken from convert.
    let api = [
      "--from", "android.springforce", "--stiffness", "400", "--damping-ratio", "0.3", "--velocity",
      "50", "--distance", "200",
    ]
    let spring = try physical(api)
    let rows = try rows(api + ["--duration", "1.5", "--fps", "120"])
    #expect(rows.count == 181)
    // The normalized initial velocity is 50/200 = 0.25 distances per second.
    var input = "mass,stiffness,damping,x0,v0,t\n"
    for row in rows {
      input += "\(spring.mass),\(spring.stiffness),\(spring.damping),-1,0.25,\(row[0])\n"
    }
    let direct = try springlab(["evaluate"], input: input)
    #expect(direct.status == 0, "\(direct.stderr)")
    let states = direct.lines.dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
    #expect(states.count == rows.count)
    // Scales: the distance for values, the peak speed (≈ ω0·D = 4000/s) for velocities.
    let peakSpeed = rows.map { abs($0[2]) }.max()!
    var worstValue = 0.0
    var worstVelocity = 0.0
    for (row, state) in zip(rows, states) {
      worstValue = max(worstValue, abs(row[1] - 200 * (1 + state[0])) / 200)
      worstVelocity = max(worstVelocity, abs(row[2] - 200 * state[1]) / peakSpeed)
    }
    #expect(worstValue <= 1e-12 && worstVelocity <= 1e-12, "\(worstValue) \(worstVelocity)")
    #expect(peakSpeed > 1000)
  }

  @Test("CASpringAnimation() defaults: the textbook ζ = 0.5 motion, sampled until it settles")
  func settlingDefault() throws {
    let rows = try rows(["--from", "ca.spring"])
    // m 1, k 100, c 10: α = 5, ωd = √75; from x0 = −1 at rest,
    // x = −e^(−5t)(cos ωd t + (5/ωd) sin ωd t) and v = (100/ωd) e^(−5t) sin ωd t.
    let omega = 75.0.squareRoot()
    for row in rows {
      let t = row[0]
      let decay = exp(-5 * t)
      let x = -decay * (cos(omega * t) + 5 / omega * sin(omega * t))
      let v = 100 / omega * decay * sin(omega * t)
      #expect(abs(row[1] - (1 + x)) <= 1e-14 && abs(row[2] - v) <= 1e-13, "t = \(t)")
    }
    // The default duration: the settling time at 0.001 (from settle) rounded up to a frame at 60 fps.
    let settle = try springlab(
      ["settle"], input: "mass,stiffness,damping,x0,v0,epsilon\n1,100,10,-1,0,0.001\n")
    let settling = try #require(Double(settle.lines.last ?? ""))
    #expect(rows.count == Int((settling * 60).rounded(.up)) + 1)
    let last = try #require(rows.last)
    #expect(last[0] >= settling && last[0] < settling + 1.0 / 60)
    #expect(abs(last[1] - 1) <= 0.001)
    for row in rows where row[0] >= settling { #expect(abs(row[1] - 1) <= 0.001) }
    // |x| falls through 0.001 at the settling time, so the frame before it is still
    // outside the band: the default is not a frame too long.
    let before = try #require(rows.last { $0[0] < settling })
    #expect(abs(before[1] - 1) > 0.001)
  }

  @Test(
    "velocity is the derivative of value: central differences agree, no jump at the sampler's anchors"
  )
  func velocityContinuity() throws {
    // m 1, k 100, c 10, thrown away from the target at 3 distances/s; 1500 frames span
    // dozens of the frame-grid sampler's anchors.
    let rows = try rows([
      "--from", "ca.spring", "--velocity", "-3", "--duration", "1.5", "--fps", "1000",
    ])
    #expect(rows.count == 1501)
    let h = 1e-3
    // The ODE gives a = −(k x + c v) and a' = −(k v + c a), x = value − 1, at every frame.
    let accelerations = rows.map { -(100 * ($0[1] - 1) + 10 * $0[2]) }
    let jerks = zip(rows, accelerations).map { -(100 * $0[2] + 10 * $1) }
    let maxAcceleration = accelerations.map(abs).max()!
    let maxJerk = jerks.map(abs).max()!
    var worstDifference = 0.0
    var largestStep = 0.0
    for n in 1..<(rows.count - 1) {
      let central = (rows[n + 1][1] - rows[n - 1][1]) / (2 * h)
      worstDifference = max(worstDifference, abs(central - rows[n][2]))
      largestStep = max(largestStep, abs(rows[n + 1][2] - rows[n][2]))
    }
    // Taylor: |central difference − v| ≤ h²/6·max|x'''|; |Δv| ≤ h·max|a| (10 % for the
    // maxima falling between frames).
    #expect(
      worstDifference <= 1.1 * h * h / 6 * maxJerk, "\(worstDifference) vs \(h * h / 6 * maxJerk)")
    #expect(largestStep <= 1.1 * h * maxAcceleration, "\(largestStep) vs \(h * maxAcceleration)")
    // And the bounds are not vacuous: the motion does move.
    #expect(maxAcceleration > 100 && worstDifference > 0)
  }

  @Test("--distance scales value and velocity; the same motion in two APIs gives the same samples")
  func distanceScales() throws {
    let unit = try rows([
      "--from", "ca.spring", "--velocity", "0.5", "--duration", "1", "--fps", "90",
    ])
    let scaled = try rows([
      "--from", "ca.spring", "--velocity", "0.5", "--duration", "1", "--fps", "90", "--distance",
      "100",
    ])
    #expect(unit.count == 91 && scaled.count == 91)
    for (a, b) in zip(unit, scaled) { #expect(b == [a[0], 100 * a[1], 100 * a[2]]) }
    #expect(abs(scaled.last![1] - 100) < 1)
    // motion.spring has CASpringAnimation's defaults and takes units per second:
    // 100 units/s over 200 units is 0.5 distances per second.
    let motion = try rows([
      "--from", "motion.spring", "--velocity", "100", "--distance", "200", "--duration", "1",
      "--fps", "90",
    ])
    for (a, b) in zip(unit, motion) { #expect(b == [a[0], 200 * a[1], 200 * a[2]]) }
  }

  @Test(
    "--api-duration is the API's duration: SwiftUI duration 0.5, bounce 0.3 = response 0.5, ζ 0.7")
  func apiPrefix() throws {
    let byDuration = try rows([
      "--from", "swiftui.spring.duration", "--api-duration", "0.5", "--bounce", "0.3", "--duration",
      "1",
    ])
    let byResponse = try rows([
      "--from", "swiftui.spring.response", "--response", "0.5", "--damping-ratio", "0.7",
      "--duration", "1",
    ])
    #expect(byDuration.count == 61 && byResponse.count == 61)
    for (a, b) in zip(byDuration, byResponse) {
      #expect(abs(a[1] - b[1]) <= 1e-12 && abs(a[2] - b[2]) <= 1e-11)
    }
  }

  @Test("a spring that settles after 60 s is sampled for 60 s, with a note on stderr")
  func cappedDefault() throws {
    let run = try springlab(["sample", "--from", "ca.spring", "--damping", "0.01", "--fps", "10"])
    #expect(run.status == 0)
    #expect(run.lines.count == 602 && run.lines.last?.hasPrefix("60.0,") == true)
    #expect(run.stderr.contains("sampling its first 60 s"))
  }

  @Test(
    "SVG: well-formed XML, labelled, dashed target, a dot per frame when few, identical on every run"
  )
  func svg() throws {
    let arguments = [
      "sample", "--from", "swiftui.spring.duration", "--api-duration", "0.5", "--bounce", "0.3",
      "--distance", "200", "--format", "svg",
    ]
    let first = try springlab(arguments)
    let second = try springlab(arguments)
    #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
    #expect(first.stdout == second.stdout && !first.stdout.isEmpty)
    let parsed = ParsedSVG(first.stdout)
    #expect(parsed.isWellFormed, "\(String(describing: parsed.error))")
    #expect(parsed.elements.first?.name == "svg")
    let title = "swiftui.spring.duration: duration 0.5, bounce 0.3, velocity 0 · distance 200"
    for label in [title, "time (s)", "value", "target 200", "value at 60 fps"] {
      #expect(parsed.texts.contains(label), "\(label)")
    }
    let lines = parsed.elements(named: "polyline")
    #expect(lines.count == 2 && lines.filter { $0["stroke-dasharray"] != nil }.count == 1)
    // Settles in under a second: fewer than 100 frames at 60 fps, each a dot.
    let csv = try springlab(Array(arguments.dropLast(2)))
    #expect(parsed.elements(named: "circle").count == csv.lines.count - 1)
    // Many frames: a plain line.
    let dense = try springlab(["sample", "--from", "ca.spring", "--fps", "240", "--format", "svg"])
    let denseParsed = ParsedSVG(dense.stdout)
    #expect(
      dense.status == 0 && denseParsed.isWellFormed && denseParsed.elements(named: "circle").isEmpty
    )
  }

  @Test(
    "bad usage exits 64 with a message and prints nothing",
    arguments: [
      ([String](), "--from API is required"),
      (["--from", "nope"], "valid: uikit.uiview.damping"),
      (["--from", "ca.spring", "--tension", "3"], "valid: --mass, --stiffness"),
      (["--from", "ca.spring", "--stiffness", "stiff"], "'--stiffness' must be a finite number"),
      (["--from", "ca.spring", "--duration", "0"], "'--duration' must be a finite number > 0"),
      (["--from", "ca.spring", "--duration", "-1"], "'--duration' must be a finite number > 0"),
      (["--from", "ca.spring", "--duration", "nan"], "'--duration' must be a finite number > 0"),
      (["--from", "ca.spring", "--duration", "inf"], "'--duration' must be a finite number > 0"),
      (["--from", "ca.spring", "--fps", "0"], "'--fps' must be a finite number > 0"),
      (["--from", "ca.spring", "--fps", "1e999"], "'--fps' must be a finite number > 0"),
      (["--from", "ca.spring", "--format", "png"], "valid: csv, svg"),
      (
        ["--from", "ca.spring", "--duration", "2", "--fps", "1e7"],
        "20000001 frames, more than the limit of 10000000"
      ),
      (["--from", "ca.spring", "--fps", "1e7"], "more than the limit"),
      (
        ["--from", "swiftui.spring.duration", "--api-duration", "0.5", "--bounce", "1"],
        "never settles"
      ),
      (["--from", "swiftui.spring.duration", "--duration", "0.5"], "--duration is ambiguous"),
      (["--from", "uikit.uiview.damping", "--damping", "0.5"], "needs --api-duration"),
      (["--from", "ca.spring", "--velocity", "1", "--api-velocity", "2"], "given more than once"),
      (
        ["--from", "motion.spring", "--velocity", "100", "--distance", "0"],
        "distance must be at least 1e-06"
      ),
    ])
  func badUsage(arguments: [String], message: String) throws {
    let run = try springlab(["sample"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("an undamped spring samples fine with an explicit --duration")
  func undampedWithDuration() throws {
    // ζ = 0, period 0.5 s: value 1 − cos(4π t) exactly at the quarter periods.
    let rows = try rows([
      "--from", "swiftui.spring.duration", "--api-duration", "0.5", "--bounce", "1", "--duration",
      "1", "--fps", "8",
    ])
    #expect(rows.count == 9)
    let expected: [Double] = [0, 1, 2, 1, 0, 1, 2, 1, 0]
    for (row, value) in zip(rows, expected) {
      #expect(abs(row[1] - value) < 1e-14, "t = \(row[0])")
    }
  }
}
