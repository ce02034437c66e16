//===--- ConvertClampTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A parameter the source API clamps is stated in every format, and the
// statement is true: the API given the value used animates the same spring.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("convert states every clamp the source API applies")
struct ConvertClampTests {
  /// Source API, its arguments, and the clamps expected: (quantity given,
  /// its value, the value used). The ranges are the engines' own: UIKit's and
  /// SwiftUI's solvers clamp ζ to [FLT_EPSILON or ulpOfOne, 1] and the
  /// duration to [0.01, 10]; Motion's findSpring 1 − bounce to [0.05, 1] and
  /// the duration to [0.01, 10]; react-spring the period to ≥ 0.01 and ζ to
  /// ≥ 0.
  static let cases: [(api: String, arguments: [String], clamps: [(String, Double, Double)])] = [
    ("uikit.uiview.damping", ["--damping", "1.5", "--duration", "0.4"], [("damping", 1.5, 1)]),
    (
      "uikit.uiview.damping", ["--damping", "0.5", "--duration", "20"], [("duration", 20, 10)]
    ),
    (
      "uikit.timing.damping", ["--damping-ratio", "2", "--duration", "0.005"],
      [("duration", 0.005, 0.01), ("damping-ratio", 2, 1)]
    ),
    (
      "swiftui.spring.settling", ["--settling-duration", "12", "--damping-ratio", "3"],
      [("settling-duration", 12, 10), ("damping-ratio", 3, 1)]
    ),
    (
      "motion.spring.duration", ["--duration", "15", "--bounce", "-0.5"],
      [("duration", 15, 10), ("1 - bounce", 1.5, 1)]
    ),
    ("motion.spring.visual-duration", ["--bounce", "1.2"], [("1 - bounce", 1 - 1.2, 0.05)]),
    (
      "react-spring.frequency", ["--frequency", "0.005", "--damping", "-0.5"],
      [("frequency", 0.005, 0.01), ("damping", -0.5, 0)]
    ),
  ]

  func json(_ api: String, _ arguments: [String]) throws -> [String: Any] {
    let run = try springlab(
      ["convert", "--from", api] + arguments + ["--format", "json", "--to", api])
    #expect(run.status == 0, "\(run.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
  }

  @Test("JSON lists each clamp; the values used give the same spring, with no clamp")
  func statedAndTrue() throws {
    for (api, arguments, expected) in Self.cases {
      let object = try json(api, arguments)
      let clamps = try #require(object["clamps"] as? [[String: Any]], "\(api)")
      #expect(clamps.count == expected.count, "\(api)")
      var used = arguments
      let physical = try #require(object["physical"] as? [String: Any])
      for (clamp, (quantity, value, usedValue)) in zip(clamps, expected) {
        #expect(clamp["quantity"] as? String == quantity, "\(api)")
        // Foundation's JSON reader may round a number's last digit: within 2
        // ulps of the value printed in full precision.
        func near(_ key: String, _ expected: Double) -> Bool {
          guard let got = clamp[key] as? Double else { return false }
          return abs(got - expected) <= 2 * expected.ulp.magnitude
        }
        #expect(near("value", value) && near("used", usedValue), "\(api): \(clamp)")
        #expect((clamp["rule"] as? String)?.isEmpty == false)
        if let name = clamp["parameter"] as? String, name == quantity {
          #expect(clamp["given"] as? Double == value)
          let index = try #require(used.firstIndex(of: "--\(name)"))
          used[index + 1] = "\(usedValue)"
        } else {
          // 1 − bounce is Motion's damping ratio: the spring's is the value used.
          let zeta = try #require(physical["dampingRatio"] as? Double)
          #expect(abs(zeta - usedValue) <= 4e-16 * usedValue, "\(api)")
        }
      }
      // Only where every clamp is of a parameter itself does substituting
      // the values used leave none.
      guard clamps.allSatisfy({ $0["parameter"] as? String == $0["quantity"] as? String })
      else { continue }
      let clamped = try json(api, used)
      #expect(clamped["clamps"] == nil, "\(api): \(used)")
      let same = try #require(clamped["physical"] as? [String: Any])
      for key in ["mass", "stiffness", "damping"] {
        #expect(physical[key] as? Double == same[key] as? Double, "\(api) \(key)")
      }
    }
  }

  @Test("the table, runs and code state it under the first line; no clamp, no line")
  func everyFormat() throws {
    let arguments = [
      "convert", "--from", "uikit.uiview.damping", "--damping", "1.5", "--duration", "0.4",
    ]
    let line =
      "Clamped: --damping 1.5 is used as 1 (UIKit's spring solver clamps the damping ratio to "
      + "[FLT_EPSILON, 1])"
    let table = try springlab(arguments + ["--to", "compose"])
    #expect(table.stdout.split(separator: "\n").dropFirst().first.map(String.init) == line)
    let runs = try springlab(arguments + ["--format", "runs", "--to", "compose"])
    #expect(runs.stdout.split(separator: "\n").dropFirst().first.map(String.init) == line)
    let code = try springlab(arguments + ["--format", "code", "--to", "css"])
    #expect(code.stdout.hasPrefix("/* \(line) */\n"))
    let plain = try springlab(
      ["convert", "--from", "uikit.uiview.damping", "--damping", "0.5", "--duration", "0.4"])
    #expect(plain.status == 0 && !plain.stdout.contains("Clamped"))
    let plainJSON = try json("uikit.uiview.damping", ["--damping", "0.5", "--duration", "0.4"])
    #expect(plainJSON["clamps"] == nil)
  }
}
