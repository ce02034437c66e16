//===--- SnippetRepresentabilityTests.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39's snippets: a Kotlin Float argument that overflows, a Dart
// Duration that printed as 0 µs, and SwiftUI's blendDuration trimmed to
// fewer digits although it does not change the motion. Each is checked
// against the type's or the API's own documented facts.
//
//===----------------------------------------------------------------------===//

import SpringCode
import SpringMappings
import Testing

@Suite("Snippet values the target's types hold (issue 39)")
struct SnippetRepresentabilityTests {
  func snippet(_ target: String, from id: String, _ parameters: [String: ParameterValue])
    throws -> (entry: SpringConversion.Entry, snippet: CodeSnippet)
  {
    let conversion = try SpringConversion(from: id, parameters: parameters)
    let entry = try #require(conversion.entries.first { $0.api.id == target })
    return (entry, SpringCode.snippet(for: entry, context: conversion.context))
  }

  @Test(
    "a velocity beyond Float: Compose and SpringForce are ✗ naming the parameter and Float",
    arguments: [("compose.spring", "initialVelocity"), ("android.springforce", "startVelocity")])
  func velocityBeyondFloat(target: String, label: String) throws {
    // 1e300 is beyond Float: Kotlin's 1e300f is Infinity.
    #expect(Float(1e300).isInfinite)
    let (entry, snippet) = try self.snippet(
      target, from: "swiftui.snappy", ["velocity": .number(1e300)])
    #expect(!entry.isRepresentable && !snippet.isRepresentable)
    let reason = try #require(entry.reason)
    #expect(reason.contains(label) && reason.contains("Float"), "\(reason)")
    #expect(snippet.code.hasPrefix("// \(target) ("))
    #expect(snippet.code.contains("not representable: \(reason)"))
    #expect(!snippet.code.contains("e+300f"))
  }

  @Test("a velocity just inside Float's range stays ✓, as a finite Float")
  func velocityInsideFloat() throws {
    #expect(Float(3e38).isFinite)
    for target in ["compose.spring", "android.springforce"] {
      let (entry, snippet) = try self.snippet(
        target, from: "swiftui.snappy", ["velocity": .number(3e38)])
      #expect(entry.isRepresentable && snippet.isRepresentable, "\(target)")
      let text = try #require(try SnippetReading.texts(of: target, in: snippet.code)["velocity"])
      #expect(SnippetReading.typedValue(text, .float) != nil, "\(text)")
    }
  }

  @Test("a Duration of 1e12 s is printed as 1e12 s, not 0 µs")
  func largeDartDuration() throws {
    // 1e12 s = 1e18 µs, which an int64 holds (largest 2⁶³ − 1 ≈ 9.22e18).
    #expect(Int64(exactly: 1e18) != nil)
    for (target, source) in [
      ("flutter.spring.duration-bounce", "flutter.spring.duration-bounce"),
      ("flutter.spring.duration-bounce", "swiftui.spring.duration"),
    ] {
      let (entry, snippet) = try self.snippet(target, from: source, ["duration": .number(1e12)])
      #expect(entry.isRepresentable && snippet.isRepresentable, "from \(source)")
      let text = try #require(try SnippetReading.texts(of: target, in: snippet.code)["duration"])
      #expect(SnippetReading.typedValue(text, .dartDuration) == .number(1e12), "\(text)")
    }
  }

  @Test("a duration beyond int64 microseconds: refused as input, ✗ as a target")
  func durationBeyondInt64() throws {
    // 1e13 s = 1e19 µs > 2⁶³ − 1.
    #expect(1e19 > Double(Int64.max))
    #expect(throws: MappingError.self) {
      _ = try SpringConversion(
        from: "flutter.spring.duration-bounce", parameters: ["duration": .number(1e13)])
    }
    let (entry, snippet) = try self.snippet(
      "flutter.spring.duration-bounce", from: "swiftui.spring.duration",
      ["duration": .number(1e13)])
    #expect(!entry.isRepresentable && !snippet.isRepresentable)
    let reason = try #require(entry.reason)
    #expect(reason.contains("duration") && reason.contains("Duration") && reason.contains("int64"))
    #expect(!snippet.code.contains("microseconds: 0"))
  }

  @Test(
    "blendDuration, which does not change the motion, is printed as the API's default",
    arguments: [
      // Apple's documented defaults: interactiveSpring's blendDuration 0.25,
      // spring(response:…)'s and spring(duration:…)'s 0.
      ("swiftui.animation.interactive", "blendDuration: 0.25)"),
      ("swiftui.animation.interactive-duration", "blendDuration: 0.25)"),
      ("swiftui.animation.spring", "blendDuration: 0)"),
      ("swiftui.animation.spring-duration", "blendDuration: 0)"),
    ])
  func blendDurationDefault(target: String, expected: String) throws {
    for source in ["swiftui.snappy", "swiftui.spring.duration", "compose.spring"] {
      let (entry, snippet) = try self.snippet(target, from: source, [:])
      #expect(entry.isRepresentable, "\(target) from \(source)")
      #expect(snippet.code.hasSuffix(expected), "\(snippet.code)")
    }
  }

  @Test("a source's blendDuration is printed as given")
  func blendDurationAsGiven() throws {
    let (_, snippet) = try self.snippet(
      "swiftui.animation.interactive", from: "swiftui.animation.interactive",
      ["blend-duration": .number(0.123456789)])
    #expect(snippet.code.contains("blendDuration: 0.123456789)"))
  }

  @Test("Compose's visibilityThreshold, which ends the animation, keeps its default 0.01")
  func visibilityThresholdDefault() throws {
    // Compose's documented DefaultDisplacementThreshold for Float values.
    let (_, snippet) = try self.snippet("compose.spring", from: "swiftui.bouncy", [:])
    #expect(snippet.code.contains("visibilityThreshold = 0.01f"))
  }
}
