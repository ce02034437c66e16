//===--- SteppersCommandTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab steppers, end to end")
struct SteppersCommandTests {
  static let names = [
    "rk2", "rk4", "rkf45", "rkck", "rk8pd", "rk1imp", "rk2imp", "rk4imp", "bsimp", "msadams",
    "msbdf",
  ]

  @Test("the table lists the eleven steppers with order, implicit and Jacobian")
  func table() throws {
    let run = try springlab(["steppers"])
    #expect(run.status == 0 && run.stderr.isEmpty)
    let lines = run.lines
    #expect(lines.count == 12)
    #expect(
      lines[0].hasPrefix("stepper") && lines[0].contains("order") && lines[0].contains("implicit"))
    let rows = lines.dropFirst().map {
      $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
    #expect(rows.map { $0[0] } == Self.names)
    let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0) })
    #expect(byName["rk8pd"]?[1...4] == ["gsl:rk8pd", "8", "no", "no"])
    #expect(byName["rk4imp"]?[1...4] == ["gsl:rk4imp", "4", "yes", "yes"])
    #expect(byName["msadams"]?[1...4] == ["gsl:msadams", "1-12", "yes", "no"])
    #expect(byName["msbdf"]?[1...4] == ["gsl:msbdf", "1-5", "yes", "yes"])
  }

  @Test("--format json is machine-readable and agrees with the table")
  func json() throws {
    let run = try springlab(["steppers", "--format", "json"])
    #expect(run.status == 0)
    let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
    let steppers = try #require(parsed)
    #expect(steppers.compactMap { $0["name"] as? String } == Self.names)
    let rk1imp = try #require(steppers.first { $0["name"] as? String == "rk1imp" })
    #expect(rk1imp["method"] as? String == "gsl:rk1imp")
    #expect(rk1imp["minOrder"] as? Int == 1 && rk1imp["maxOrder"] as? Int == 1)
    #expect(rk1imp["implicit"] as? Bool == true && rk1imp["jacobian"] as? Bool == true)
    let rkf45 = try #require(steppers.first { $0["name"] as? String == "rkf45" })
    #expect(rkf45["implicit"] as? Bool == false && rkf45["jacobian"] as? Bool == false)
  }

  @Test("an unknown format exits 64")
  func badFormat() throws {
    let run = try springlab(["steppers", "--format", "xml"])
    #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.contains("unknown format 'xml'"))
  }

  @Test("steppers appears in the overview and has help")
  func help() throws {
    #expect(try springlab(["--help"]).stdout.contains("steppers"))
    let help = try springlab(["steppers", "--help"])
    #expect(help.status == 0 && help.stdout.contains("Usage: springlab steppers"))
  }
}
