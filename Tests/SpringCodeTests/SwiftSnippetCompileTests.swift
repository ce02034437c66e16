//===--- SwiftSnippetCompileTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The Swift snippets compiled: UIKit, Core Animation and SwiftUI are not on
// Linux, so each snippet is type-checked (`swiftc -typecheck`) against
// stub declarations of exactly the signatures Apple documents — the labels,
// their order, defaults and argument types. A misspelt label, a missing
// comma or an argument out of order fails here.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCode
import SpringMappings
import Testing

@Suite("Swift snippets type-check against Apple's signatures")
struct SwiftSnippetCompileTests {
  /// The declarations the snippets use, as Apple's SDK interfaces spell
  /// them (bodies empty).
  static let stubs = """
    typealias TimeInterval = Double
    struct CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
      init(floatLiteral value: Double) {}
      init(integerLiteral value: Int) {}
    }
    struct CGVector { init(dx: CGFloat, dy: CGFloat) {} }
    final class UIView {
      struct AnimationOptions: OptionSet { let rawValue: UInt }
      class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil) {}
      class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
        initialSpringVelocity velocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
        options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil) {}
    }
    final class UISpringTimingParameters {
      init() {}
      init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
      init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
      init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {}
    }
    final class UIViewPropertyAnimator {
      init(duration: TimeInterval, timingParameters parameters: UISpringTimingParameters) {}
    }
    final class CASpringAnimation {
      var keyPath: String?
      var mass: CGFloat = 1
      var stiffness: CGFloat = 100
      var damping: CGFloat = 10
      var initialVelocity: CGFloat = 0
      var allowsOverdamping: Bool = false
      var duration: TimeInterval = 0
      var settlingDuration: TimeInterval { 0 }
      init(keyPath path: String?) {}
      init(perceptualDuration: TimeInterval, bounce: CGFloat) {}
    }
    struct Spring {
      init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
      init(response: Double, dampingRatio: Double) {}
      init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
      init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {}
      static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
      static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
      static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
      func value<V>(target: V, initialVelocity: V, time: TimeInterval) -> V { target }
    }
    struct Animation {
      static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
      static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
      static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { Animation() }
      static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation { Animation() }
      static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
      static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
      static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
      static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { Animation() }
      static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation { Animation() }
    }
    """

  /// `swiftc` next to the running toolchain, or on the PATH.
  static var compiler: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in ["/opt/swift/usr/bin"] + path.split(separator: ":").map(String.init) {
      let url = URL(fileURLWithPath: directory).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  @Test("every Swift snippet of two conversions type-checks (one swiftc run)")
  func typecheck() throws {
    let compiler = try #require(Self.compiler, "no swiftc found")
    var functions: [String] = []
    for index in [0, 1] {
      let conversion = try SnippetParseBackTests.conversion(index)
      for snippet in SpringCode.snippets(for: conversion, includesCSS: false)
      where snippet.language == .swift && snippet.isRepresentable {
        // `t` stands for the time a comment's `spring.value(…)` takes.
        let body = snippet.code.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        functions.append(
          "func snippet\(functions.count)(t: TimeInterval) {\n\(body)\n}")
      }
    }
    #expect(functions.count >= 15)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springcode-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = directory.appendingPathComponent("Stubs.swift")
    let snippets = directory.appendingPathComponent("Snippets.swift")
    try Self.stubs.write(to: stubs, atomically: true, encoding: .utf8)
    try functions.joined(separator: "\n\n").write(to: snippets, atomically: true, encoding: .utf8)
    let (status, message) = try Self.typecheck([stubs, snippets], with: compiler)
    #expect(status == 0, "\(message)")
  }

  /// Runs `swiftc -typecheck` on `files`: its exit status and what it
  /// printed on stderr.
  static func typecheck(_ files: [URL], with compiler: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = compiler
    process.arguments = ["-typecheck", "-suppress-warnings"] + files.map(\.path)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }
}
