//===--- ExportCommandTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab export end to end: the JSON document, the bound checked against
// the direct closed form (`springlab evaluate`) at the keyframes and between
// them, the duration against `springlab settle`, the text formats read back
// by Foundation, the API parameters as `convert` takes them, and every bad
// usage exiting 64 with nothing on stdout.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// The arguments most bad-usage cases start from: Core Animation's default
/// spring exported as JSON.
private let caSpringToJSON = ["--from", "ca.spring", "--to", "json"]

@Suite("springlab export, end to end")
struct ExportCommandTests {
  /// Runs `export … --format json` and returns the document after checking
  /// the status, an empty stderr and the seven fields.
  func document(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String: Any]
  {
    let run = try springlab(["export"] + arguments + ["--format", "json"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)", sourceLocation: sourceLocation)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
      sourceLocation: sourceLocation)
    #expect(
      Set(object.keys) == [
        "format", "value", "duration", "points", "maxError", "unit", "tolerance",
      ],
      sourceLocation: sourceLocation)
    return object
  }

  /// The physical spring `convert` reports: mass, stiffness, damping.
  func physical(_ arguments: [String]) throws -> [Double] {
    let run = try springlab(["convert"] + arguments + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let physical = try #require(object["physical"] as? [String: Any])
    return try ["mass", "stiffness", "damping"].map { try #require(physical[$0] as? Double) }
  }

  /// x(t) from `springlab evaluate` for the normalized motion (x0 = −1).
  func positions(spring: [Double], velocity: Double, times: [Double]) throws -> [Double] {
    var input = "mass,stiffness,damping,x0,v0,t\n"
    for t in times { input += "\(spring[0]),\(spring[1]),\(spring[2]),-1,\(velocity),\(t)\n" }
    let run = try springlab(["evaluate"], input: input)
    #expect(run.status == 0, "\(run.stderr)")
    return try run.lines.dropFirst().map { try #require(Double($0.split(separator: ",")[0])) }
  }

  @Test(
    "px keyframes within the tolerance of the closed form at and between keyframes; the end holds"
  )
  func boundAgainstEvaluate() throws {
    for (api, velocity) in [
      (["--from", "ca.spring", "--damping", "12"], 0.0), (["--from", "swiftui.bouncy"], 0),
      (["--from", "uikit.uiview.bounce", "--bounce", "-0.5", "--velocity", "3"], 3),
    ] {
      let tolerance = 0.5
      let distance = 200.0
      let object = try document(
        api + ["--to", "json", "--unit", "px", "--distance", "200", "--tolerance", "0.5"])
      #expect(object["format"] as? String == "json" && object["unit"] as? String == "px")
      #expect(object["tolerance"] as? Double == tolerance)
      let duration = try #require(object["duration"] as? Double)
      let keyframes = try #require(object["value"] as? [[String: Double]])
      #expect(object["points"] as? Int == keyframes.count)
      let offsets = try keyframes.map { try #require($0["offset"]) }
      let values = try keyframes.map { try #require($0["value"]) }
      #expect(
        offsets.first == 0 && values.first == 0 && offsets.last == 1 && values.last == distance)
      // The keyframes, three instants inside every piece, and a uniform grid.
      var probes = offsets
      for (a, b) in zip(offsets, offsets.dropFirst()) {
        probes += [0.25, 0.5, 0.75].map { a + $0 * (b - a) }
      }
      probes += (0...1000).map { Double($0) / 1000 }
      let x = try positions(
        spring: try physical(api), velocity: velocity, times: probes.map { $0 * duration })
      var worst = 0.0
      for (offset, position) in zip(probes, x) {
        var a = 0
        for (index, o) in offsets.enumerated() where o <= offset {
          a = min(index, offsets.count - 2)
        }
        let curve =
          values[a] + (offset - offsets[a]) / (offsets[a + 1] - offsets[a])
          * (values[a + 1] - values[a])
        worst = max(worst, abs(curve - distance * (1 + position)))
      }
      #expect(worst <= tolerance * (1 + 1e-12), "\(api): \(worst)")
      let maxError = try #require(object["maxError"] as? Double)
      #expect(
        maxError <= tolerance && maxError >= worst * (1 - 1e-9), "\(api): \(maxError) vs \(worst)")
      // The duration is the settling time at 0.5/200 of the distance, rounded up.
      let spring = try physical(api)
      let settle = try springlab(
        ["settle"],
        input:
          "mass,stiffness,damping,x0,v0,epsilon\n"
          + "\(spring[0]),\(spring[1]),\(spring[2]),-1,\(velocity),\(tolerance / distance)\n"
      )
      let settling = try #require(Double(settle.lines[1]))
      #expect(
        duration >= settling && duration <= settling * (1 + 1e-4),
        "\(api): \(duration) vs \(settling)")
    }
  }

  @Test("css-linear and json (fraction) print the same stops; overshoot above 1 is kept")
  func formatsAgree() throws {
    let api = ["--from", "swiftui.bouncy", "--tolerance", "0.001"]
    let linear = try document(api + ["--to", "css-linear"])
    let json = try document(api + ["--to", "json"])
    let text = try #require(linear["value"] as? String)
    #expect(text.hasPrefix("linear(0, ") && text.hasSuffix(", 1)"))
    let keyframes = try #require(json["value"] as? [[String: Double]])
    let stops = text.dropFirst("linear(".count).dropLast().components(separatedBy: ", ")
    #expect(stops.count == keyframes.count && linear["points"] as? Int == stops.count)
    for (index, (stop, frame)) in zip(stops, keyframes).enumerated() {
      let parts = stop.split(separator: " ")
      #expect(Double(parts[0]) == frame["value"], "stop \(index)")
      if parts.count == 2 {
        let percent = try #require(Double(parts[1].dropLast()))
        #expect(abs(percent / 100 - (frame["offset"] ?? .nan)) <= 1e-12, "stop \(index)")
      }
    }
    #expect(linear["duration"] as? Double == json["duration"] as? Double)
    #expect(keyframes.compactMap { $0["value"] }.max() ?? 0 > 1.01)
  }

  @Test("text formats: CSS declarations, an @keyframes block, a property list Foundation reads")
  func textFormats() throws {
    let api = ["--from", "ca.spring", "--tolerance", "1", "--unit", "px", "--distance", "300"]
    let css = try springlab(["export"] + api + ["--to", "css-linear"])
    #expect(css.status == 0 && css.lines.count == 2)
    #expect(
      css.lines[0].hasPrefix("transition-timing-function: linear(0, ")
        && css.lines[0].hasSuffix(", 1);"))
    #expect(css.lines[1].hasPrefix("transition-duration: ") && css.lines[1].hasSuffix("s;"))
    let keyframes = try springlab(["export"] + api + ["--to", "css-keyframes"])
    #expect(
      keyframes.status == 0
        && keyframes.stdout.hasPrefix("@keyframes spring {\n  0% { transform: translateX(0px); }"))
    #expect(keyframes.stdout.contains("  100% { transform: translateX(300px); }\n}"))
    #expect(keyframes.stdout.contains("animation-timing-function: linear;"))
    let ca = try springlab(["export"] + api + ["--to", "ca-keyframes"])
    #expect(ca.status == 0)
    let plist = "<plist version=\"1.0\"><dict>\n" + ca.stdout + "</dict></plist>"
    let dictionary = try #require(
      try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil)
        as? [String: Any])
    let keyTimes = try #require(dictionary["keyTimes"] as? [NSNumber]).map(\.doubleValue)
    let values = try #require(dictionary["values"] as? [NSNumber]).map(\.doubleValue)
    #expect(dictionary["calculationMode"] as? String == "linear" && keyTimes.count == values.count)
    #expect(keyTimes.first == 0 && keyTimes.last == 1 && values.first == 0 && values.last == 300)
    #expect(keyframes.stdout.components(separatedBy: "% {").count - 1 == keyTimes.count)
    // The same stops in the JSON form of ca-keyframes.
    let object = try document(api + ["--to", "ca-keyframes"])
    let value = try #require(object["value"] as? [String: Any])
    #expect(
      (value["keyTimes"] as? [Double]) == keyTimes && (value["values"] as? [Double]) == values)
    #expect(value["calculationMode"] as? String == "linear")
  }

  @Test("API parameters as convert takes them, with the api- prefix where wanted")
  func apiParameters() throws {
    let plain = try document([
      "--from", "uikit.uiview.damping", "--duration", "0.6", "--damping", "0.7", "--to",
      "css-linear", "--tolerance", "0.01",
    ])
    let prefixed = try document([
      "--from", "uikit.uiview.damping", "--api-duration", "0.6", "--api-damping", "0.7", "--to",
      "css-linear", "--tolerance", "0.01",
    ])
    #expect(plain["value"] as? String == prefixed["value"] as? String)
    let help = try springlab(["export", "--help"])
    #expect(
      help.status == 0 && help.stdout.contains("Guarantee:") && help.stdout.contains("Algorithm:"))
  }

  /// Bad usage, and the reason stderr must give.
  static let badUsageCases: [([String], String)] = [
    (["--from", "ca.spring", "--tolerance", "0.01"], "--to FORMAT is required"),
    (
      ["--from", "ca.spring", "--to", "svg", "--tolerance", "0.01"],
      "valid: css-linear, css-keyframes, ca-keyframes, json"
    ),
    (caSpringToJSON, "--tolerance T is required"),
    (caSpringToJSON + ["--tolerance", "0"], "'--tolerance' must be a finite number > 0"),
    (caSpringToJSON + ["--tolerance", "-1"], "'--tolerance' must be a finite number > 0"),
    (caSpringToJSON + ["--tolerance", "nan"], "'--tolerance' must be a finite number > 0"),
    (caSpringToJSON + ["--tolerance", "inf"], "'--tolerance' must be a finite number > 0"),
    (caSpringToJSON + ["--tolerance", "small"], "'--tolerance' must be a finite number > 0"),
    (caSpringToJSON + ["--tolerance", "0.1", "--unit", "em"], "valid: fraction, px"),
    (caSpringToJSON + ["--tolerance", "0.1", "--unit", "px"], "--unit px needs --distance"),
    (caSpringToJSON + ["--tolerance", "0.1", "--format", "xml"], "valid: text, json"),
    (["--to", "json", "--tolerance", "0.1"], "--from API is required"),
    (["--from", "nope", "--to", "json", "--tolerance", "0.1"], "valid: uikit.uiview.damping"),
    (
      ["--from", "ca.spring", "--tension", "3", "--to", "json", "--tolerance", "0.1"],
      "valid: --mass, --stiffness"
    ),
    (
      ["--from", "ca.spring", "--damping", "0", "--to", "json", "--tolerance", "0.01"],
      "never settles"
    ),
    (caSpringToJSON + ["--tolerance", "1e-12"], "too small"),
    (caSpringToJSON + ["--tolerance", "1e-4", "--unit", "px", "--distance", "1e6"], "too small"),
    (
      ["--from", "ca.spring", "--damping", "20", "--to", "json", "--tolerance", "1"],
      "nothing to export"
    ),
    (
      ["--from", "ca.spring", "--damping", "0.001", "--to", "json", "--tolerance", "1e-7"],
      "more than 100000 stops"
    ),
    (
      [
        "--from", "ca.spring", "--to", "json", "--tolerance", "0.1", "--unit", "px", "--distance",
        "0",
      ], "distance must be non-zero"
    ),
  ]

  @Test(
    "bad usage exits 64 with the reason and prints nothing", arguments: badUsageCases)
  func badUsage(arguments: [String], message: String) throws {
    let run = try springlab(["export"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty, "\(run.status) \(run.stdout.prefix(200))")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }
}
