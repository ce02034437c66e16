//===--- ConvertExtremeTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab convert` at every magnitude: a seeded sweep over all 36 APIs
// with each parameter from 1e-300 to 1e300. Exit 0 prints no nan, inf or
// null except where documented (the settling time of an undamped spring, a
// damped period that does not exist, JSON's null "reason" of an API that
// reproduces the motion); every ✓ API's printed parameters, fed back to
// `springlab convert`, give the same ω0 and ζ — recomputed here from the
// mass, stiffness and damping in logarithms; every refusal exits 64 or 65
// with nothing on stdout.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth
import Testing

@Suite("springlab convert at extreme magnitudes")
struct ConvertExtremeTests {
  /// The APIs and their parameters, from `springlab apis --format json`.
  static func apis() throws -> [(id: String, parameters: [(name: String, isFlag: Bool)])] {
    let run = try springlab(["apis", "--format", "json"])
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    // Flags by the JSON text (Foundation reads true as the number 1).
    let flagNames = Set(
      run.stdout.split(separator: "{").compactMap { object -> String? in
        guard object.contains("\"default\": true") || object.contains("\"default\": false"),
          let start = object.range(of: "\"name\": \"")?.upperBound,
          let end = object[start...].firstIndex(of: "\"")
        else { return nil }
        return String(object[start..<end])
      })
    return list.map { api in
      let parameters = (api["parameters"] as? [[String: Any]] ?? []).map { parameter in
        let name = parameter["name"] as? String ?? ""
        return (name: name, isFlag: flagNames.contains(name))
      }
      return (api["id"] as? String ?? "", parameters)
    }
  }

  /// ln ω0 and ln ζ from the JSON physical block's mass, stiffness, damping.
  static func logScale(_ physical: [String: Any]) throws -> (omega: Double, zeta: Double) {
    let m = try #require(physical["mass"] as? Double)
    let k = try #require(physical["stiffness"] as? Double)
    let c = try #require(physical["damping"] as? Double)
    let omega = 0.5 * (log(k) - log(m))
    let zeta = c == 0 ? -Double.infinity : log(c) - log(2.0) - 0.5 * (log(k) + log(m))
    return (omega, zeta)
  }

  /// Whether two (ln ω0, ln ζ) agree: ω0 relative, ζ relative above 1 and
  /// absolute below.
  static func same(
    _ a: (omega: Double, zeta: Double), _ b: (omega: Double, zeta: Double), tolerance: Double
  ) -> Bool {
    guard abs(a.omega - b.omega) <= tolerance else { return false }
    if a.zeta <= 0 && b.zeta <= 0 { return abs(exp(a.zeta) - exp(b.zeta)) <= tolerance }
    return abs(a.zeta - b.zeta) <= tolerance
  }

  /// Words of `text` that are a non-finite number.
  static func nonFiniteWords(_ text: Substring) -> [Substring] {
    text.split(whereSeparator: { !$0.isLetter }).filter { ["nan", "inf", "NaN"].contains($0) }
  }

  /// Runs one conversion in both formats and checks everything the sweep
  /// asserts; returns how many ✓ read-backs were checked.
  @discardableResult
  static func check(_ arguments: [String], readBacks: Int, random: inout SplitMix64) throws -> Int {
    let json = try springlab(["convert"] + arguments + ["--format", "json"])
    let table = try springlab(["convert"] + arguments)
    #expect(json.status == table.status, "\(arguments)")
    guard json.status == 0 else {
      #expect([64, 65].contains(json.status), "\(arguments): \(json.status)")
      #expect(json.stdout.isEmpty && table.stdout.isEmpty, "\(arguments)")
      #expect(!json.stderr.isEmpty, "\(arguments)")
      return 0
    }
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let physical = try #require(object["physical"] as? [String: Any])
    let damping = try #require(physical["damping"] as? Double)
    let scale = try logScale(physical)
    // An API may store ζ below the read-back tolerance as 0 (bounce 1): it
    // reproduces the motion, and its own settling time is then infinite.
    let practicallyUndamped = scale.zeta < log(1e-5)
    // Nulls only where documented.
    for (key, value) in physical where value is NSNull {
      switch key {
      case "dampedPeriod": #expect(scale.zeta >= -1e-12, "\(arguments): dampedPeriod null")
      case "settlingTime", "visibleBounces": #expect(damping == 0, "\(arguments): \(key) null")
      default: Issue.record("\(arguments): physical.\(key) is null")
      }
    }
    #expect(!json.stdout.contains("nan") && !json.stdout.contains("inf,"))
    let apis = try #require(object["apis"] as? [[String: Any]])
    #expect(apis.count == 36)
    var representable: [(id: String, parameters: [String: Any])] = []
    for api in apis {
      let id = try #require(api["id"] as? String)
      let isRepresentable = try #require(api["representable"] as? Bool)
      #expect((api["reason"] is NSNull) == isRepresentable, "\(arguments) \(id)")
      for (name, value) in api["derived"] as? [String: Any] ?? [:] where value is NSNull {
        #expect(practicallyUndamped, "\(arguments) \(id).\(name) null")
      }
      if isRepresentable, let parameters = api["parameters"] as? [String: Any] {
        representable.append((id, parameters))
      }
    }
    // The table: nan nowhere; inf only as an undamped spring's settling time.
    for line in table.lines where !nonFiniteWords(line).isEmpty {
      #expect(
        practicallyUndamped && nonFiniteWords(line) == ["inf"]
          && (line.contains("settling") || line.contains("uration")),
        "\(arguments): \(line)")
    }
    // ✓ APIs: the table's shortened parameters, read back, give the same
    // spring (to the 1e-4 every shortening is also held to), and the JSON's
    // full-precision ones to the 1e-5 read-back tolerance.
    var checked = 0
    let lines = table.lines.map(String.init)
    for _ in 0..<min(readBacks, representable.count) {
      let pick = representable[Int(random.next() % UInt64(representable.count))]
      guard let index = lines.firstIndex(where: { $0.hasPrefix("✓ \(pick.id)") }),
        index + 1 < lines.count
      else {
        Issue.record("\(arguments): no table block for ✓ \(pick.id)")
        continue
      }
      let printed = lines[index + 1].split(separator: " ").map(String.init)
      // The same options with JSON's full-precision numbers (flags as printed).
      var full: [String] = []
      for (name, text) in zip(printed, printed.dropFirst()) where name.hasPrefix("--") {
        let number = (pick.parameters[String(name.dropFirst(2))] as? NSNumber)?.doubleValue
        full += [name, text == "true" || text == "false" ? text : number.map { "\($0)" } ?? text]
      }
      for (parameters, tolerance) in [(printed, 1e-4), (full, 1e-5)] {
        let back = try springlab(
          ["convert", "--from", pick.id] + parameters + ["--format", "json"]
            + (arguments.contains("--distance") ? ["--distance", "1"] : []))
        #expect(back.status == 0, "\(pick.id) \(parameters): \(back.stderr)")
        guard back.status == 0,
          let backObject = try JSONSerialization.jsonObject(with: Data(back.stdout.utf8))
            as? [String: Any],
          let backPhysical = backObject["physical"] as? [String: Any]
        else { continue }
        let backScale = try logScale(backPhysical)
        #expect(
          same(scale, backScale, tolerance: tolerance),
          "\(arguments) → \(pick.id) \(parameters): ω0, ζ \(scale) vs \(backScale)")
        checked += 1
      }
    }
    return checked
  }

  @Test("m, k, c from 1e-300 to 1e300 through every API, table and JSON")
  func physicalSweep() throws {
    var random = SplitMix64(seed: 0x5EED_13)
    var checked = 0
    for index in 0..<12 {
      let c = index % 6 == 0 ? "0" : "\(pow(10, random.uniform(-300, 300)))"
      let arguments = [
        "--from", index % 2 == 0 ? "ca.spring" : "flutter.spring",
        "--mass", "\(pow(10, random.uniform(-300, 300)))",
        "--stiffness", "\(pow(10, random.uniform(-300, 300)))",
        "--damping", c,
      ]
      checked += try Self.check(arguments, readBacks: 2, random: &random)
    }
    #expect(checked > 12)
  }

  @Test("every one of the 36 APIs as the source, parameters at extreme magnitudes")
  func everyAPISweep() throws {
    var random = SplitMix64(seed: 0x33_A915)
    let apis = try Self.apis()
    #expect(apis.count == 36)
    var statuses: [Int32: Int] = [:]
    for api in apis {
      for _ in 0..<2 {
        var arguments = ["--from", api.id]
        for parameter in api.parameters {
          if parameter.isFlag {
            if random.uniform(0, 1) < 0.5 { arguments += ["--\(parameter.name)", "true"] }
          } else if random.uniform(0, 1) < 0.7 {
            let magnitude = pow(10, random.uniform(-300, 300))
            let sign = parameter.name == "velocity" && random.uniform(0, 1) < 0.5 ? -1.0 : 1.0
            arguments += ["--\(parameter.name)", "\(sign * magnitude)"]
          }
        }
        try Self.check(arguments, readBacks: 1, random: &random)
        let status = try springlab(["convert"] + arguments).status
        statuses[status, default: 0] += 1
      }
    }
    // Both outcomes occur: conversions and refusals of non-physical values.
    #expect(statuses[0, default: 0] > 5 && statuses[64, default: 0] + statuses[65, default: 0] > 5)
  }

  @Test("the reported cases: no zeroed parameter marked ✓, no Float max, no inf, no null")
  func reportedCases() throws {
    let cases: [[String]] = [
      ["--from", "ca.spring", "--mass", "1e-300", "--stiffness", "1e300", "--damping", "1"],
      ["--from", "ca.spring", "--mass", "1e300", "--stiffness", "1e-300", "--damping", "1"],
      ["--from", "ca.spring", "--mass", "5e-324", "--stiffness", "1", "--damping", "1"],
      ["--from", "ca.spring", "--mass", "5e-324", "--stiffness", "1e300", "--damping", "1"],
      [
        "--from", "swiftui.spring.physical", "--mass", "1", "--stiffness", "1e300", "--damping",
        "1e300",
      ],
      ["--from", "react-spring", "--friction", "1e300"],
    ]
    var random = SplitMix64(seed: 7)
    for arguments in cases {
      try Self.check(arguments, readBacks: 4, random: &random)
      let table = try springlab(["convert"] + arguments)
      #expect(!table.stdout.contains("3.40282e+38"), "\(arguments)")
      let lines = table.lines.map(String.init)
      for (index, line) in lines.enumerated() where line.hasPrefix("✓") && index + 1 < lines.count {
        let words = lines[index + 1].split(separator: " ")
        // A time scale or coefficient never shows as 0 (bounce 0 is critical
        // damping, blend-duration 0 no blending: those are real values).
        let scales: Set<Substring> = [
          "--duration", "--perceptual-duration", "--response", "--mass", "--stiffness",
          "--tension", "--frequency", "--visual-duration", "--settling-duration",
        ]
        for (name, value) in zip(words, words.dropFirst()) where scales.contains(name) {
          #expect(value != "0", "\(arguments): \(line) \(name) 0")
        }
      }
    }
    // ω0 = 4.5e161 is representable: JSON states it.
    let run = try springlab([
      "convert", "--from", "ca.spring", "--mass", "5e-324", "--stiffness", "1", "--format", "json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let omega = (object?["physical"] as? [String: Any])?["naturalFrequency"] as? Double
    #expect(omega.map { abs($0 * (5e-324).squareRoot() - 1) < 1e-12 } == true)
    // ω0 = 4.5e311 is not: omitted with the reason, the table says n/a.
    let beyond = try springlab([
      "convert", "--from", "ca.spring", "--mass", "5e-324", "--stiffness", "1e300", "--format",
      "json",
    ])
    let beyondObject =
      try JSONSerialization.jsonObject(with: Data(beyond.stdout.utf8)) as? [String: Any]
    let beyondPhysical = beyondObject?["physical"] as? [String: Any]
    #expect(beyondPhysical?["naturalFrequency"] == nil)
    #expect(
      ((beyondPhysical?["omitted"] as? [String: Any])?["naturalFrequency"] as? String)?
        .contains("4.49891e+311") == true)
  }

  @Test("input that is not a physical spring: exit 64 naming the field, nothing on stdout")
  func refusals() throws {
    for (arguments, field) in [
      (["--from", "ca.spring", "--mass", "0"], "mass"),
      (["--from", "ca.spring", "--stiffness", "-1"], "stiffness"),
      (["--from", "ca.spring", "--damping", "-1e300"], "damping"),
      (["--from", "ca.spring", "--mass", "1e309"], "mass"),
      (["--from", "react-spring", "--friction", "nan"], "friction"),
    ] {
      let run = try springlab(["convert"] + arguments)
      #expect([64, 65].contains(run.status) && run.stdout.isEmpty, "\(arguments)")
      #expect(run.stderr.contains(field), "\(arguments): \(run.stderr)")
    }
  }
}
