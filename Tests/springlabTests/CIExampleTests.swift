//===--- CIExampleTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The workflows in Examples/ci run commands SpringLab has: every
// `springlab <command>` and `scripts/bench` line uses options that
// command's --help lists, and every script it calls exists. A renamed
// option breaks this test before it breaks a user's CI.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("Examples/ci: the workflows call commands and options that exist")
struct CIExampleTests {
  static let folder = repositoryRoot.appendingPathComponent("Examples/ci")

  static func workflows() throws -> [(name: String, text: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yml") }.sorted()
    return try names.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// (command, options) for each springlab invocation on a line: after
  /// `springlab ` or `scripts/bench ` (which passes its arguments to
  /// `springlab bench`), up to a shell operator.
  static func invocations(in text: String) -> [(command: String, options: [String])] {
    var found: [(String, [String])] = []
    for line in text.split(separator: "\n") {
      for marker in ["springlab ", "scripts/bench "] {
        var rest = Substring(line)
        while let range = rest.range(of: marker) {
          let before = rest[..<range.lowerBound].last
          rest = rest[range.upperBound...]
          // `.build/release/springlab bench`, not `github.com/…/springlab.git`.
          guard before == nil || before == " " || before == "/" else { continue }
          let words = rest.prefix { !"|>;&".contains($0) }.split(separator: " ").map(String.init)
          guard let first = words.first else { continue }
          let command = marker == "scripts/bench " ? "bench" : first
          guard command.allSatisfy({ $0.isLetter }) else { continue }
          let options = words.filter { $0.hasPrefix("--") }
          found.append((command, options))
        }
      }
    }
    return found
  }

  @Test("every springlab command and option in a workflow is in that command's help")
  func optionsExist() throws {
    let workflows = try Self.workflows()
    #expect(workflows.count == 3)
    var checked = 0
    for (name, text) in workflows {
      for (command, options) in Self.invocations(in: text) {
        let help = try springlab([command, "--help"])
        #expect(help.status == 0, "\(name): springlab \(command) --help: \(help.stderr)")
        for option in options {
          #expect(
            help.stdout.contains(option + " ") || help.stdout.contains(option + "\n")
              || help.stdout.contains(option + "]") || help.stdout.contains(option + ","),
            "\(name): springlab \(command) has no option \(option)")
          checked += 1
        }
      }
    }
    // The gate, its format, the nightly compare and save, validate's options.
    #expect(checked >= 10, "only \(checked) options found: did the parser stop matching?")
  }

  @Test("the scripts a workflow runs exist and are executable")
  func scriptsExist() throws {
    for (name, text) in try Self.workflows() {
      for word in text.split(whereSeparator: { " \n\"".contains($0) })
      where word.hasPrefix("scripts/") {
        let path = repositoryRoot.appendingPathComponent(String(word)).path
        #expect(FileManager.default.isExecutableFile(atPath: path), "\(name): \(word)")
      }
    }
  }

  @Test("the gate step treats only 0 and 2 as verdicts")
  func gateStatuses() throws {
    let performance = try #require(try Self.workflows().first { $0.name.contains("performance") })
    #expect(performance.text.contains("bench --check-baseline --format markdown"))
    #expect(performance.text.contains(#"test "$status" -eq 0 -o "$status" -eq 2"#))
  }
}
