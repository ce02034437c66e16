//===--- ConvertDomainEdgeTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab convert` at the edges of its domains, as a new user meets
// them: the physical spring follows the published formula however close
// the bounce is to −1; a refusal names the parameter at fault and quotes
// what the user typed; a reason names the real cause (a zero distance, a
// velocity in units per millisecond); no table prints `inf`.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab convert at the edges of its domains")
struct ConvertDomainEdgeTests {
  /// The JSON `physical` object of a conversion that must succeed.
  func physical(_ arguments: [String]) throws -> [String: Any] {
    let run = try springlab(["convert"] + arguments + ["--format", "json"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(arguments): \(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    return try #require(object["physical"] as? [String: Any])
  }

  @Test("Spring(duration: 0.5, bounce: b) has stiffness (2π/0.5)² for b → −1")
  func stiffnessNearMinusOne() throws {
    // (2π/0.5)² = 16π² = 157.91367041742973…, to the last digit.
    let stiffness = 16 * Double.pi * Double.pi
    for bounce in ["-0.999999", "-0.99999999", "-0.999999999", "-0.9999999999999999"] {
      let spring = try physical([
        "--from", "swiftui.spring.duration", "--duration", "0.5", "--bounce", bounce,
      ])
      let k = try #require(spring["stiffness"] as? Double)
      #expect(abs(k - stiffness) <= 2 * stiffness.ulp, "bounce \(bounce): k = \(k)")
      // c = 2√k·ζ with ζ = 1/(1 + bounce): 8π/(1 + bounce).
      let c = try #require(spring["damping"] as? Double)
      let zeta = 1 / (Double(bounce)! + 1)
      #expect(abs(c - 8 * Double.pi * zeta) <= 1e-15 * c, "bounce \(bounce): c = \(c)")
    }
  }

  /// A refusal: exit 64, nothing on stdout, the message.
  func refusal(_ arguments: [String]) throws -> String {
    let run = try springlab(["convert"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments): \(run.status) \(run.stdout)")
    return run.stderr
  }

  @Test("Refusals name the parameter at fault and quote the value as typed")
  func refusalsNameTheCause() throws {
    let tiny = try refusal(["--from", "swiftui.spring.duration", "--duration", "1e-300"])
    #expect(tiny.contains("duration") && tiny.contains("stiffness"), "\(tiny)")
    #expect(tiny.contains("1e-300") && !tiny.contains("inf"), "\(tiny)")
    let bounce = try refusal(["--from", "swiftui.spring.duration", "--bounce", "-1"])
    #expect(bounce.hasPrefix("springlab convert: bounce"), "\(bounce)")
    // 1e306 units/ms is 1e309 units/s: the message says the unit overflows,
    // quoting 1e306, not "got inf".
    let fast = try refusal(["--from", "react-spring", "--velocity", "1e306"])
    #expect(fast.contains("velocity") && fast.contains("millisecond"), "\(fast)")
    #expect(fast.contains("1e+306") && !fast.contains("inf"), "\(fast)")
  }

  @Test("A velocity on a zero-distance move: value-unit APIs are refused naming the distance")
  func zeroDistanceReason() throws {
    let run = try springlab([
      "convert", "--from", "ca.spring", "--distance", "0", "--velocity", "1", "--to",
      "compose,motion.spring", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let apis = try #require(object["apis"] as? [[String: Any]])
    #expect(apis.count == 2)
    for api in apis {
      #expect(api["representable"] as? Bool == false)
      let reason = try #require(api["reason"] as? String)
      #expect(reason.contains("distance is 0"), "\(reason)")
      #expect(!reason.contains("binary64"), "\(reason)")
    }
  }

  @Test("An undamped spring: 'never settles' in the table, Compose's MAX_LONG_MILLIS shown as such")
  func noInfinityInTables() throws {
    let arguments = ["convert", "--from", "swiftui.spring.duration", "--bounce", "1"]
    for format in ["table", "runs"] {
      let run = try springlab(arguments + ["--format", format])
      #expect(run.status == 0)
      let words = run.stdout.split(whereSeparator: { !$0.isLetter })
      #expect(!words.contains("inf") && !words.contains("nan"), "\(format)")
      #expect(run.stdout.contains("never"), "\(format)")
    }
    let table = try springlab(arguments + ["--to", "compose"]).stdout
    #expect(table.contains("MAX_LONG_MILLIS"), "\(table)")
    // Long.MAX_VALUE / 1_000_000 ms, in seconds.
    let compose = try springlab(arguments + ["--to", "compose", "--format", "json"]).stdout
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(compose.utf8)) as? [String: Any])
    let api = try #require((object["apis"] as? [[String: Any]])?.first)
    let estimate = try #require((api["derived"] as? [String: Any])?["estimatedDuration"] as? Double)
    #expect(estimate == Double(Int64.max / 1_000_000) / 1000)
  }

  @Test(
    "A fling on a zero-distance move: value-unit APIs express it, distance-unit APIs name the distance"
  )
  func zeroDistanceFling() throws {
    let run = try springlab([
      "convert", "--from", "compose.spring", "--stiffness", "400", "--damping-ratio", "0.5",
      "--distance", "0", "--velocity", "250", "--format", "json",
    ])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let physical = try #require(object["physical"] as? [String: Any])
    #expect(physical["flingVelocity"] as? Double == 250)
    #expect(physical["settlingTime"] == nil && physical["overshoot"] == nil)
    let apis = try #require(object["apis"] as? [[String: Any]])
    func api(_ id: String) throws -> [String: Any] {
      try #require(apis.first { $0["id"] as? String == id })
    }
    // Motion takes the velocity in value units per second: the same 250;
    // react-spring in units per millisecond: 0.25.
    let motion = try api("motion.spring")
    #expect(motion["representable"] as? Bool == true, "\(motion)")
    let motionParameters = try #require(motion["parameters"] as? [String: Any])
    #expect(motionParameters["velocity"] as? Double == 250)
    // ω0 = 20 rad/s, ζ = 0.5 at mass 1: stiffness 400, damping 20.
    #expect(motionParameters["stiffness"] as? Double == 400)
    #expect(abs((motionParameters["damping"] as? Double ?? 0) - 20) < 1e-12)
    let react = try api("react-spring")
    let reactParameters = try #require(react["parameters"] as? [String: Any])
    #expect(react["representable"] as? Bool == true, "\(react)")
    #expect(abs((reactParameters["velocity"] as? Double ?? 0) - 0.25) < 1e-15)
    for id in ["uikit.uiview.damping", "ca.spring"] {
      let apple = try api(id)
      #expect(apple["representable"] as? Bool == false)
      #expect((apple["reason"] as? String ?? "").contains("distance is 0"), "\(apple)")
    }
    let runs = try springlab([
      "convert", "--from", "compose.spring", "--distance", "0", "--velocity", "250", "--format",
      "runs",
    ])
    #expect(runs.status == 64 && runs.stdout.isEmpty && runs.stderr.contains("--distance"))
  }
}
