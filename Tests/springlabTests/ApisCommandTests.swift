//===--- ApisCommandTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab apis, end to end")
struct ApisCommandTests {
  @Test("JSON: an array of {id, platform, signature, parameters [{name, default}], provenance}")
  func json() throws {
    let run = try springlab(["apis", "--format", "json"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.count >= 27)
    for api in array {
      #expect(Set(api.keys) == ["id", "platform", "signature", "parameters", "provenance"])
      let parameters = try #require(api["parameters"] as? [[String: Any]])
      for parameter in parameters { #expect(Set(parameter.keys) == ["name", "default"]) }
      #expect(((api["provenance"] as? String) ?? "").contains("["))
    }
    let ca = try #require(array.first { $0["id"] as? String == "ca.spring" })
    let defaults = try #require(ca["parameters"] as? [[String: Any]])
    #expect(
      defaults.map { $0["name"] as? String } == [
        "mass", "stiffness", "damping", "velocity", "allows-overdamping",
      ])
    #expect(defaults[1]["default"] as? Double == 100)
    #expect(defaults[4]["default"] as? Bool == false)
    // A required parameter's default is null.
    let perceptual = try #require(array.first { $0["id"] as? String == "ca.spring.perceptual" })
    let first = try #require((perceptual["parameters"] as? [[String: Any]])?.first)
    #expect(first["default"] is NSNull)
    // Keys appear in the documented order.
    let text = run.stdout
    let order = ["\"id\"", "\"platform\"", "\"signature\"", "\"parameters\"", "\"provenance\""].map
    { text.range(of: $0)!.lowerBound }
    #expect(order == order.sorted())
  }

  @Test("table: every id with its parameters, defaults, provenance and uncertainties")
  func table() throws {
    let run = try springlab(["apis"])
    #expect(run.status == 0, "\(run.stderr)")
    for id in [
      "uikit.uiview.damping", "ca.spring.perceptual", "swiftui.spring.settling", "swiftui.bouncy",
      "compose.spring", "rebound.origami",
    ] {
      #expect(run.stdout.contains("\(id)  ["), "\(id)")
    }
    #expect(run.stdout.contains("--perceptual-duration (perceptualDuration) [s]: required"))
    #expect(run.stdout.contains("--damping-fraction (dampingFraction): default 0.825"))
    #expect(run.stdout.contains("UNCERTAIN: settlingDuration follows OpenSwiftUI's unaudited"))
    #expect(run.stdout.contains("[R: OpenSwiftUI]"))
  }

  @Test("QUERY filters by id, platform, signature or parameter; no query is the whole list")
  func query() throws {
    let all = try springlab(["apis", "--format", "json"])
    let every = try #require(
      try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
    func ids(_ query: String) throws -> [String] {
      let run = try springlab(["apis", query, "--format", "json"])
      #expect(run.status == 0 && run.stderr.isEmpty, "\(query): \(run.stderr)")
      let array = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
      return array.compactMap { $0["id"] as? String }
    }
    // The platform, case-insensitively: exactly its entries of the full list.
    let flutter = every.filter { ($0["platform"] as? String) == "Flutter" }.compactMap {
      $0["id"] as? String
    }
    #expect(flutter.count == 3)
    #expect(try ids("FLUTTER") == flutter)
    // A parameter, by label or kebab-case name: the APIs that list it.
    let withFraction = every.filter { api in
      ((api["parameters"] as? [[String: Any]]) ?? []).contains {
        $0["name"] as? String == "damping-fraction"
      }
    }.compactMap { $0["id"] as? String }
    #expect(!withFraction.isEmpty)
    #expect(try ids("dampingFraction") == withFraction)
    #expect(try ids("damping-fraction") == withFraction)
    // A signature's word.
    #expect(try ids("usingSpringWithDamping") == ["uikit.uiview.damping"])
    // The table of a query is the full table's blocks for those ids.
    let table = try springlab(["apis"]).stdout
    // Each block ends in a line break; blocks are separated by an empty line.
    let blocks = table.components(separatedBy: "\n\n").map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
    let filtered = try springlab(["apis", "flutter"])
    #expect(filtered.status == 0)
    #expect(
      filtered.stdout
        == blocks.filter { block in flutter.contains { block.hasPrefix("\($0)  [") } }
        .joined(separator: "\n"))
  }

  @Test("a query nothing matches, or two queries: exit 64, nothing on stdout, nearest names")
  func noMatch() throws {
    let typo = try springlab(["apis", "sprnig"])
    #expect(typo.status == 64 && typo.stdout.isEmpty)
    #expect(typo.stderr.contains("no API matches 'sprnig'"))
    #expect(typo.stderr.contains("did you mean 'spring'?"), "\(typo.stderr)")
    let far = try springlab(["apis", "qqqqqqqqqqqq"])
    #expect(far.status == 64 && far.stdout.isEmpty)
    #expect(far.stderr.contains("platforms: UIKit, Core Animation, SwiftUI"))
    let two = try springlab(["apis", "a", "b"])
    #expect(two.status == 64 && two.stdout.isEmpty && two.stderr.contains("one QUERY at most"))
  }

  @Test("an unknown format is a usage error")
  func badFormat() throws {
    let run = try springlab(["apis", "--format", "xml"])
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains("unknown format 'xml' (valid: table, json)"))
  }
}
