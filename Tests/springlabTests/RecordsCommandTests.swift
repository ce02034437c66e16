//===--- RecordsCommandTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab records check, end to end, on rows of the rivership record
// (SwiftUI's Spring() on macOS 26: values Apple's code returned on a device,
// kept in whynotmake-it/rivership, packages/motor/test/src/
// swiftui_presets_test.dart) in the schema of Docs/AppleRecords.md.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab records check, end to end")
struct RecordsCommandTests {
  static let header = "api,quantity,parameters,name,time,value,subject,os,xcode,device"
  /// Spring() = Spring(duration: 0.5, bounce: 0): value(target: 1,
  /// initialVelocity: 0, time:) at 0.05 and 0.1 s, and the two getters.
  static let rivershipRows = [
    "swiftui.spring.duration,value,velocity=0,,0.05,0.131311455,Spring(),macOS 26,Xcode 26,Mac",
    "swiftui.spring.duration,value,velocity=0,,0.1,0.357739556,Spring(),macOS 26,Xcode 26,Mac",
    "swiftui.spring.duration,value,velocity=5,,0.1,0.500044328,Spring(),macOS 26,Xcode 26,Mac",
    "swiftui.spring.duration,derived,,stiffness,,157.91367,Spring(),macOS 26,Xcode 26,Mac",
    "swiftui.spring.duration,derived,,damping,,25.132741,Spring(),macOS 26,Xcode 26,Mac",
  ]
  static let notEmulatedRow =
    "swiftui.spring.duration,update-value,velocity=0,,0.0166,0.02,Spring(),macOS 26,Xcode 26,Mac"

  static func file(_ rows: [String]) -> String { ([header] + rows).joined(separator: "\n") + "\n" }

  @Test("device values that SpringLab reproduces: exit 0, per-API table, not-emulated rows counted")
  func agreeing() throws {
    let run = try springlab(
      ["records", "check", "-"], input: Self.file(Self.rivershipRows + [Self.notEmulatedRow]))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.hasPrefix("standard input: all 5 compared rows agree with SpringLab; 1 rows"))
    #expect(run.stdout.contains("recorded on: macOS 26, Xcode 26, Mac"))
    let table = run.lines.filter { $0.hasPrefix("swiftui.spring.duration") }
    #expect(table.count == 4, "\(run.stdout)")  // value, stiffness, damping; update-value
    #expect(run.stdout.contains("not emulated by SpringLab yet"))
    #expect(!run.stdout.contains("nan") && !run.stdout.contains("inf "))
    let markdown = try springlab(
      ["records", "check", "-", "--format", "markdown"], input: Self.file(Self.rivershipRows))
    #expect(markdown.status == 0)
    #expect(markdown.stdout.hasPrefix("**standard input: all 5 compared rows agree"))
    #expect(markdown.stdout.contains("| `swiftui.spring.duration` | value | 3 | 3 |"))
  }

  @Test("a value SpringLab does not reproduce: exit 1, the table on stdout, the verdict on stderr")
  func differing() throws {
    var rows = Self.rivershipRows
    rows[1] = rows[1].replacingOccurrences(of: "0.357739556", with: "0.357739656")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-records-\(getpid()).csv")
    defer { try? FileManager.default.removeItem(at: path) }
    try Self.file(rows).write(to: path, atomically: true, encoding: .utf8)
    let run = try springlab(["records", "check", path.path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("worst rows that differ"))
    #expect(run.stdout.contains("\n3 ") || run.stdout.contains("\n   3 "), "\(run.stdout)")
    #expect(run.stderr.contains("1 of 5 compared rows differ from SpringLab"), "\(run.stderr)")
  }

  @Test("a malformed file exits 65 naming line and column, with nothing on stdout")
  func malformed() throws {
    var rows = Self.rivershipRows
    rows[2] = rows[2].replacingOccurrences(of: "value,velocity=5", with: "value,velocity:5")
    let run = try springlab(["records", "check", "-"], input: Self.file(rows))
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(run.stderr.contains("standard input: line 4: column 'parameters'"), "\(run.stderr)")
    let unknown = try springlab(
      ["records", "check", "-"],
      input: Self.file([
        Self.rivershipRows[0].replacingOccurrences(
          of: "swiftui.spring.duration", with: "swiftui.sprung")
      ]))
    #expect(unknown.status == 65 && unknown.stdout.isEmpty)
    #expect(
      unknown.stderr.contains("line 2: column 'api' names no SpringLab API (got 'swiftui.sprung'"),
      "\(unknown.stderr)")
    let binary = try springlab(["records", "check", "/dev/zero"], bytes: Data(), watchdog: 60)
    #expect(binary.status == 65 && binary.stdout.isEmpty, "\(binary.stderr)")
  }

  @Test(
    "a row the mappings cannot read exits 65 naming line and column, not a difference",
    arguments: [
      (
        "velocity=0", "zeta=1", "column 'parameters' (got 'zeta=1'): swiftui.spring.duration has no"
      ),
      (
        "velocity=0", "duration=-1",
        "column 'parameters' (got 'duration=-1'): duration must be a finite number > 0"
      ),
      (",stiffness,", ",stifness,", "column 'name' names no quantity swiftui.spring.duration"),
    ])
  func schemaErrors(original: String, replacement: String, message: String) throws {
    var rows = Self.rivershipRows
    let index = rows.lastIndex { $0.contains(original) }!
    rows[index] = rows[index].replacingOccurrences(of: original, with: replacement)
    let run = try springlab(["records", "check", "-"], input: Self.file(rows))
    #expect(run.status == 65 && run.stdout.isEmpty, "\(run.stderr)")
    #expect(
      run.stderr.contains("standard input: line \(index + 2): \(message)"), "\(run.stderr)")
  }

  @Test(
    "bad usage exits 64",
    arguments: [
      ["records"], ["records", "verify", "x.csv"], ["records", "check"],
      ["records", "check", "a.csv", "b.csv"], ["records", "check", "-", "--format", "json"],
    ])
  func badUsage(arguments: [String]) throws {
    let run = try springlab(arguments, input: Self.file(Self.rivershipRows))
    #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments): \(run.stderr)")
    #expect(run.stderr.hasPrefix("springlab"), "\(run.stderr)")
  }
}
