//===--- ExportExtremeTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab export` and `sample` at extreme time-scale ratios, for every
// API: each numeric parameter in turn at 1e-12 and 1e12 (the others at their
// defaults, or 1 where required; flags on), and the springs the hostile
// battery named (ζ = 1e6, mass or stiffness 1e-15, Rebound bounciness 1e6).
// Each run answers (exit 0, a curve without nan or inf) or refuses (exit 64,
// a reason on stderr, nothing on stdout) — and ends: Docs/Budgets.md gives
// export a budget of 3·10^6 evaluations of the motion, decided up front
// from the time scales where they say it cannot suffice. The watchdog is a
// hang guard only.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab export and sample end promptly at extreme time-scale ratios")
struct ExportExtremeTests {
  /// Each API's parameter lists: defaults, then one numeric parameter at
  /// each extreme.
  static func variants(
    of api: (id: String, parameters: [(name: String, isFlag: Bool)])
  ) -> [[String]] {
    let base = api.parameters.flatMap { parameter in
      parameter.isFlag ? ["--\(parameter.name)", "true"] : []
    }
    var result = [base]
    for parameter in api.parameters where !parameter.isFlag {
      for value in ["1e-12", "1e12"] {
        // Every other required parameter at 1; convert's defaults otherwise.
        result.append(base + ["--\(parameter.name)", value])
      }
    }
    return result
  }

  static let apiIDs: [String] = (try? ConvertExtremeTests.apis().map(\.id)) ?? []

  /// Required parameters (no default) of `id`, from `apis --format json`.
  static func required(_ id: String) throws -> [String] {
    let run = try springlab(["apis", "--format", "json"])
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    let api = try #require(list.first { $0["id"] as? String == id })
    return (api["parameters"] as? [[String: Any]] ?? []).compactMap { parameter in
      parameter["default"] is NSNull ? parameter["name"] as? String : nil
    }
  }

  /// Checks one run: it ended by itself, with an answer or a refusal.
  static func expectAnswerOrRefusal(_ run: SpringlabRun, _ arguments: [String]) {
    #expect(!run.signaled, "\(arguments): the watchdog had to kill springlab")
    if run.status == 0 {
      #expect(!run.stdout.isEmpty, "\(arguments)")
      let words = run.stdout.split(whereSeparator: { !$0.isLetter })
      #expect(!words.contains("nan") && !words.contains("inf"), "\(arguments)")
    } else {
      #expect(run.status == 64, "\(arguments): exit \(run.status): \(run.stderr)")
      #expect(run.stdout.isEmpty, "\(arguments)")
      #expect(run.stderr.hasPrefix("springlab \(arguments[0]): "), "\(arguments): \(run.stderr)")
    }
  }

  @Test("every API at 1e-12 and 1e12 per parameter: export answers or refuses", arguments: apiIDs)
  func everyAPI(id: String) throws {
    let api = try #require(try ConvertExtremeTests.apis().first { $0.id == id })
    let required = try Self.required(id)
    for variant in Self.variants(of: api) {
      let filled = required.filter { !variant.contains("--\($0)") }.flatMap { ["--\($0)", "1"] }
      let parameters = ["--from", id] + filled + variant
      let export = ["export"] + parameters + ["--to", "css-linear", "--tolerance", "0.001"]
      Self.expectAnswerOrRefusal(try springlab(export, bytes: Data(), watchdog: 300), export)
      let sample = ["sample"] + parameters
      Self.expectAnswerOrRefusal(try springlab(sample, bytes: Data(), watchdog: 300), sample)
    }
  }

  @Test(
    "the hostile battery's springs are refused at once, naming the time scales",
    arguments: [
      ["compose.spring", "--damping-ratio", "1e6"],
      ["android.springforce", "--damping-ratio", "1e6"],
      ["rebound.bouncy", "--bounciness", "1e6", "--speed", "1"],
      ["flutter.spring", "--mass", "1e-15", "--stiffness", "1", "--damping", "1"],
      ["flutter.spring", "--mass", "1", "--stiffness", "1", "--damping", "1e6"],
    ])
  func hostileSprings(parameters: [String]) throws {
    for tolerance in ["0.01", "0.001"] {
      let arguments =
        ["export", "--from"] + parameters + ["--to", "css-linear", "--tolerance", tolerance]
      let run = try springlab(arguments, bytes: Data(), watchdog: 300)
      #expect(!run.signaled, "\(arguments): the watchdog had to kill springlab")
      #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments): \(run.stderr)")
      #expect(
        run.stderr.contains("would take more than 3000000 evaluations of the motion"),
        "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains("time scales differ by a factor of"), "\(run.stderr)")
    }
  }

  @Test("mass or stiffness 1e-15 alone still export a curve")
  func tinyScales() throws {
    for parameter in ["--mass", "--stiffness"] {
      let arguments = [
        "export", "--from", "ca.spring", parameter, "1e-15", "--to", "json", "--tolerance", "0.001",
      ]
      let run = try springlab(arguments, bytes: Data(), watchdog: 300)
      #expect(run.status == 0, "\(arguments): \(run.stderr)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      #expect((object["keyframes"] as? [Any])?.isEmpty == false)
    }
  }
}
