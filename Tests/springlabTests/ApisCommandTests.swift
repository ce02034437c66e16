//===--- ApisCommandTests.swift -------------------------------------------===//

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

  @Test("an unknown format is a usage error")
  func badFormat() throws {
    let run = try springlab(["apis", "--format", "xml"])
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains("unknown format 'xml' (valid: table, json)"))
  }
}
