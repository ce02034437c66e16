//===--- AppleRecorderTypecheckTests.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Examples/AppleRecorder runs only where Apple's frameworks exist, so Linux
// cannot build it. What it can do is type-check it against the same stub
// declarations of Apple's documented signatures the Swift snippets are
// checked with, plus the members the recorder reads (Spring's getters,
// `velocity`, `settlingDuration(target:…)`, `update`, the presets,
// CASpringAnimation's perceptual getters, UIViewPropertyAnimator.duration).
// A misspelt label or a wrong argument type fails here; whether Apple's
// SDK agrees with the stubs is checked only on a Mac.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("Examples/AppleRecorder type-checks against Apple's documented signatures")
struct AppleRecorderTypecheckTests {
  /// Members the recorder uses beyond the snippets', as the SDK's
  /// interfaces spell them (SwiftUI `Spring`, QuartzCore, UIKit, Darwin).
  static let recorderStubs = """
    extension CGFloat { init(_ value: Double) { self = 0 } }
    extension Double { init(_ value: CGFloat) { self = 0 } }
    protocol VectorArithmetic { static var zero: Self { get } }
    extension Double: VectorArithmetic { static var zero: Double { 0 } }
    extension Spring {
      var duration: TimeInterval { 0 }
      var bounce: Double { 0 }
      var response: Double { 0 }
      var dampingRatio: Double { 0 }
      var mass: Double { 0 }
      var stiffness: Double { 0 }
      var damping: Double { 0 }
      var settlingDuration: TimeInterval { 0 }
      static var smooth: Spring { Spring() }
      static var snappy: Spring { Spring() }
      static var bouncy: Spring { Spring() }
      func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V { target }
      func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval { 0 }
      func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {}
    }
    extension CASpringAnimation {
      var perceptualDuration: TimeInterval { 0 }
      var bounce: CGFloat { 0 }
    }
    extension UIViewPropertyAnimator { var duration: TimeInterval { 0 } }
    func sysctlbyname(
      _ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!,
      _ oldlenp: UnsafeMutablePointer<Int>!, _ newp: UnsafeMutableRawPointer!, _ newlen: Int
    ) -> Int32 { 0 }
    """

  static let recorder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/AppleRecorder/Sources/AppleRecorder/main.swift")

  /// The recorder with Apple's module imports removed and its UIKit part
  /// switched on, so that every line is checked.
  static func linuxSource() throws -> String {
    let source = try String(contentsOf: recorder, encoding: .utf8)
    var lines: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if ["import SwiftUI", "import QuartzCore", "import UIKit"].contains(trimmed) { continue }
      lines.append(trimmed == "#if canImport(UIKit)" ? "#if true" : String(line))
    }
    return lines.joined(separator: "\n")
  }

  @Test("the recorder, UIKit part included, type-checks (one swiftc run)")
  func typecheck() throws {
    let compiler = try #require(SwiftSnippetCompileTests.compiler, "no swiftc found")
    let source = try Self.linuxSource()
    #expect(source.contains("#if true") && !source.contains("import SwiftUI"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "apple-recorder-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = directory.appendingPathComponent("Stubs.swift")
    let main = directory.appendingPathComponent("main.swift")
    try (SwiftSnippetCompileTests.stubs + "\n" + Self.recorderStubs).write(
      to: stubs, atomically: true, encoding: .utf8)
    try source.write(to: main, atomically: true, encoding: .utf8)
    let (status, message) = try SwiftSnippetCompileTests.typecheck(
      [stubs, main], with: compiler)
    #expect(status == 0, "\(message)")
  }

  @Test("the recorder writes the schema's columns, in the order Docs/AppleRecords.md gives")
  func columns() throws {
    let source = try String(contentsOf: Self.recorder, encoding: .utf8)
    let docs = try String(
      contentsOf: Self.recorder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/AppleRecords.md"), encoding: .utf8)
    let header =
      "api,quantity,parameters,name,time,epsilon,value,precision,subject,detail,os,xcode,device,recorder"
    #expect(docs.contains("`\(header)`"))
    let quoted = header.split(separator: ",").map { "\"\($0)\"" }
    var position = source.startIndex
    for name in quoted {
      let found = try #require(source.range(of: name, range: position..<source.endIndex), "\(name)")
      position = found.upperBound
    }
  }
}
