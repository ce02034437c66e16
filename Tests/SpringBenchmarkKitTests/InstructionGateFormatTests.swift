//===--- InstructionGateFormatTests.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `bench --check-baseline --format markdown|json`: the gate as a pull-request
// comment and as a verdict a CI job parses, on hand-made reports whose
// verdicts are known.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SpringBenchmarkKit

@Suite("Instruction-count gate as Markdown and JSON")
struct InstructionGateFormatTests {
  typealias Fixture = InstructionGateTests

  /// a +2.1% (regression at 2%), b within, c −3% (improvement), d only now.
  static func gate() -> InstructionGate {
    InstructionGate(
      baseline: Fixture.report([("a", 1000), ("b", 1000), ("c", 1000)]),
      current: Fixture.report([("a", 1021), ("b", 1019), ("c", 970), ("d|x", 5)]),
      thresholds: Fixture.thresholds)
  }

  @Test("JSON: fails, the rule, and every row with its numbers and verdict in the gate's order")
  func json() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.gate().json().utf8)) as? [String: Any])
    #expect(object["fails"] as? Bool == true)
    #expect((object["rule"] as? String)?.contains("--update-baseline") == true)
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.map { $0["name"] as? String } == ["a", "b", "c", "d|x"])
    #expect(
      rows.map { $0["verdict"] as? String } == [
        "regression", "within", "improvement", "not in baseline",
      ])
    let change = try #require(rows[0]["change_percent"] as? Double)
    #expect(abs(change - 2.1) < 1e-12)
    #expect(rows[0]["allowed_percent"] as? Double == 2)
    #expect(rows[3]["baseline"] is NSNull && rows[3]["change_percent"] is NSNull)
    #expect(rows[3]["current"] as? Double == 5)
  }

  @Test("JSON of a passing gate says fails: false")
  func passingJSON() throws {
    let gate = InstructionGate(
      baseline: Fixture.report([("a", 1000)]), current: Fixture.report([("a", 1000)]),
      thresholds: Fixture.thresholds)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(gate.json().utf8)) as? [String: Any])
    #expect(object["fails"] as? Bool == false)
  }

  @Test(
    "Markdown: the verdict on top, failing rows first and in bold, pipes escaped, the rule below")
  func markdown() {
    let text = Self.gate().markdown()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "**Instruction-count gate failed**: 2 of 4 counts.")
    let table = lines.filter { $0.hasPrefix("| `") }
    #expect(table.count == 4)
    #expect(table[0].hasPrefix("| `a` | 1000 | 1021 | +2.1% | up to 2% | **regression** |"))
    #expect(table[1].hasPrefix("| `d\\|x` | – | 5 | – | up to 2% | **not in baseline** |"))
    #expect(text.contains("| change | growth allowed | verdict |") && !text.contains("±"))
    #expect(table[2].contains("| improvement |") && table[3].contains("| within |"))
    #expect(text.hasSuffix(InstructionGate.rule + "\n"))
    let passing = InstructionGate(
      baseline: Fixture.report([("a", 1000)]), current: Fixture.report([("a", 990)]),
      thresholds: Fixture.thresholds
    ).markdown()
    #expect(
      passing.hasPrefix("**Instruction-count gate passed**: 1 count within their thresholds."))
  }

  @Test("Markdown: a name with a line break stays in its row (<br>), with its pipe escaped")
  func markdownLineBreakInName() {
    let text = InstructionGate(
      baseline: Fixture.report([("a\nb|c", 1000)]), current: Fixture.report([("a\nb|c", 1000)]),
      thresholds: Fixture.thresholds
    ).markdown()
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == 1)
    #expect(rows.first?.hasPrefix("| `a<br>b\\|c` | 1000 | 1000 | +0% | up to 2% |") == true)
  }
}
