//===--- ConvertTargetsTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `convert --to ID|PLATFORM[,…]`: only those targets, each exactly as the
// full output prints it.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab convert --to")
struct ConvertTargetsTests {
  static let source = ["convert", "--from", "swiftui.animation.spring", "--response", "0.4"]

  /// The table's blocks: the physical block, then one per API (split at
  /// the empty lines before a ✓ or ✗).
  static func blocks(_ table: String) -> (head: String, entries: [String: String]) {
    let parts = table.components(separatedBy: "\n\n")
    var entries: [String: String] = [:]
    var head: [String] = []
    for raw in parts {
      // The last block ends in the table's final line break.
      let part = raw.hasSuffix("\n") ? String(raw.dropLast()) : raw
      if part.hasPrefix("✓ ") || part.hasPrefix("✗ ") {
        let id = String(part.dropFirst(2).prefix { $0 != " " && $0 != "\n" })
        entries[id] = part
      } else {
        head.append(part)
      }
    }
    return (head.joined(separator: "\n\n"), entries)
  }

  @Test("ids and platforms select exactly those APIs, each block as the full table prints it")
  func table() throws {
    let full = try springlab(Self.source)
    #expect(full.status == 0)
    let (fullHead, fullEntries) = Self.blocks(full.stdout)
    let run = try springlab(Self.source + ["--to", "ca.spring, jetpack compose,Flutter"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let (head, entries) = Self.blocks(run.stdout)
    #expect(
      Set(entries.keys) == [
        "ca.spring", "compose.spring", "flutter.spring", "flutter.spring.damping-ratio",
        "flutter.spring.duration-bounce",
      ])
    // An uncertainty is printed in full at the first API shown that has it,
    // so only those lines may differ, and refer only to APIs shown.
    func withoutUncertainties(_ block: String?) -> String? {
      block?.split(separator: "\n").filter { !$0.hasPrefix("    uncertain: ") }
        .joined(separator: "\n")
    }
    for (id, block) in entries {
      #expect(withoutUncertainties(block) == withoutUncertainties(fullEntries[id]), "\(id)")
      for line in block.split(separator: "\n") where line.contains("as for ") {
        let referred =
          line.components(separatedBy: "as for ").last?
          .replacingOccurrences(of: " above", with: "")
          .components(separatedBy: " and ") ?? []
        #expect(referred.allSatisfy { entries[$0] != nil }, "\(line)")
      }
    }
    // The physical block is the same; only the heading's "every API" differs,
    // and only the full table ends by pointing at --to.
    #expect(fullHead.hasSuffix("--format runs"))
    #expect(
      head
        == fullHead.replacingOccurrences(
          of: "The same motion in every API", with: "The same motion in the APIs asked for"
        ).components(separatedBy: "\n\nFewer APIs: --to").first)
    #expect(fullHead.contains("The same motion in every API"))
  }

  @Test("JSON: the full document's entries for those ids, in registry order")
  func json() throws {
    func document(_ extra: [String]) throws -> [String: Any] {
      let run = try springlab(Self.source + ["--format", "json"] + extra)
      #expect(run.status == 0, "\(run.stderr)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }
    let full = try document([])
    let some = try document(["--to", "UIKIT,swiftui.bouncy"])
    let fullAPIs = try #require(full["apis"] as? [[String: Any]])
    let someAPIs = try #require(some["apis"] as? [[String: Any]])
    let wanted = fullAPIs.filter {
      let id = $0["id"] as? String ?? ""
      return id.hasPrefix("uikit.") || id == "swiftui.bouncy"
    }
    #expect(wanted.count == 7)
    #expect(
      someAPIs.map { NSDictionary(dictionary: $0) } == wanted.map { NSDictionary(dictionary: $0) })
    #expect(
      NSDictionary(dictionary: try #require(some["physical"] as? [String: Any]))
        == NSDictionary(dictionary: try #require(full["physical"] as? [String: Any])))
  }

  @Test(
    "an unknown target, an empty one, or css outside --format code: exit 64, nothing on stdout",
    arguments: [
      (["--to", "compse"], "'compse' is neither an API id nor a platform"),
      (["--to", "compse"], "did you mean 'Compose'?"),
      (["--to", "ca.sprng"], "did you mean 'ca.spring'?"),
      (["--to", "ca.spring,"], "--to takes API ids or platforms separated by commas"),
      (["--to", "css"], "--to css is the CSS export, printed by --format code and runs only"),
      (["--format", "yaml"], "unknown format 'yaml' (valid: table, json, code, runs)"),
    ])
  func refusals(extra: [String], expected: String) throws {
    let run = try springlab(Self.source + extra)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(expected), "\(run.stderr)")
  }
}

@Suite("springlab convert --format runs")
struct ConvertRunsTests {
  @Test("one row per API asked for; a computed end is the JSON's derived value")
  func runs() throws {
    let source = ["convert", "--from", "ca.spring", "--stiffness", "300", "--damping", "12"]
    let run = try springlab(source + ["--format", "runs", "--to", "ca.spring,flutter"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let lines = run.lines
    #expect(
      lines[0]
        == "From ca.spring: --mass 1 --stiffness 300 --damping 12 --velocity 0 --allows-overdamping false"
    )
    #expect(lines[1] == "What each API runs on a 100 pt move (rest rules checked at 60 frames/s)")
    let rows = lines.filter { $0.hasPrefix("ca.spring ") || $0.hasPrefix("flutter.") }
    #expect(rows.count == 4)
    let json = try springlab(source + ["--format", "json", "--to", "ca.spring"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let ca = try #require((document["apis"] as? [[String: Any]])?.first)
    let settling = try #require((ca["derived"] as? [String: Any])?["settlingDuration"] as? Double)
    let row = try #require(rows.first { $0.hasPrefix("ca.spring ") })
    #expect(row.contains(String(format: "%.6g s", settling)), "\(row)")
    // Flutter stops where its rule holds; withDurationAndBounce's whole
    // milliseconds cannot express this period (363 ms for 362.76 ms).
    for row in rows where row.hasPrefix("flutter.") {
      #expect(
        row.hasPrefix("flutter.spring.duration-bounce ")
          ? row.contains("not representable: withDurationAndBounce reads whole milliseconds")
          : row.contains(" pt off, stops rest rule of Flutter"), "\(row)")
    }
  }
}

@Suite("springlab convert --format code and runs on extreme springs")
struct ConvertExtremeFormatsTests {
  @Test(
    "no nan or inf on stdout, exit 0, every API named once",
    arguments: [
      ["--from", "ca.spring", "--damping", "0"],
      ["--from", "ca.spring", "--mass", "5e-324", "--stiffness", "1e300", "--damping", "1"],
      ["--from", "ca.spring", "--mass", "1e300", "--stiffness", "1e-300", "--damping", "1"],
    ])
  func extremes(arguments: [String]) throws {
    for format in ["code", "runs"] {
      let run = try springlab(["convert"] + arguments + ["--format", format])
      #expect(run.status == 0 && run.stderr.isEmpty, "\(format) \(arguments): \(run.stderr)")
      let words = Set(run.stdout.split { !$0.isLetter }.map { $0.lowercased() })
      #expect(words.isDisjoint(with: ["nan", "inf", "infinity"]), "\(format) \(arguments)")
      for id in ["ca.spring", "compose.spring", "rebound.bouncy"] {
        let mentions = run.lines.filter {
          $0.hasPrefix("// \(id) (") || $0.hasPrefix("\(id) ")
        }
        #expect(mentions.count == 1, "\(format) \(id)")
      }
    }
  }

  @Test("a normalized velocity beyond binary64 (1e300 units/s on 1e-300 units) is refused")
  func velocityBeyondBinary64() throws {
    for format in ["code", "runs"] {
      let run = try springlab([
        "convert", "--from", "motion.spring", "--velocity", "1e300", "--distance", "1e-300",
        "--minimum-distance", "0", "--format", format,
      ])
      #expect(run.status == 64 && run.stdout.isEmpty, "\(format)")
      #expect(run.stderr.hasPrefix("springlab convert: velocity"), "\(run.stderr)")
      #expect(!run.stderr.contains("inf"), "\(run.stderr)")
    }
  }
}
