//===--- SnippetParseBackTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every snippet read back: its numbers, taken out of the code text as the
// vendor's syntax places them, given to the API's mapping, reproduce the
// motion within 1e-6 of the distance; the CSS stays within its stated
// tolerance of the exact motion; an API that cannot express the motion gets
// a comment with the reason. Over seeded and edge sources (velocities 1e300
// and 1e-320, durations 1e-9 and 1e12, bounces near ±1), every number in
// every snippet is one its target type holds (Kotlin Float, Dart Duration,
// binary64) and agrees with the conversion's value for that parameter.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCode
import SpringExport
import SpringMappings
import SpringModel
import Testing

@Suite("Code snippets read back through the mappings")
struct SnippetParseBackTests {
  /// Sources across regimes: underdamped from rest, with a velocity,
  /// overdamped with a negative velocity over a distance of 50, critical,
  /// lightly damped, and an overdamped bounce.
  static let sources: [(id: String, parameters: [String: ParameterValue], distance: Double)] = [
    ("swiftui.animation.spring", ["response": .number(0.4), "damping-fraction": .number(0.7)], 1),
    (
      "ca.spring",
      [
        "mass": .number(1), "stiffness": .number(300), "damping": .number(12),
        "velocity": .number(3),
      ],
      1
    ),
    (
      "compose.spring",
      ["damping-ratio": .number(1.4), "stiffness": .number(200), "velocity": .number(-20)], 50
    ),
    ("swiftui.spring.physical", ["stiffness": .number(100), "damping": .number(20)], 1),
    ("react-spring", ["tension": .number(180), "friction": .number(12)], 100),
    ("uikit.uiview.bounce", ["duration": .number(0.6), "bounce": .number(-0.3)], 1),
  ]

  /// max |x_a − x_b| (distances) on a uniform grid of at least 20 001 times
  /// and 100 per damped period, until both settle to 2.5e-7 (or over 100
  /// natural periods when one never does) — written out here,
  /// independently of `ReproducingDecimals.deviation`.
  static func gridDeviation(_ a: PhysicalSpring, _ b: PhysicalSpring) -> Double {
    let settleA = (try? a.motion.settlingTime(threshold: 2.5e-7)) ?? .infinity
    let settleB = (try? b.motion.settlingTime(threshold: 2.5e-7)) ?? .infinity
    var horizon = max(settleA, settleB)
    if !horizon.isFinite { horizon = 100 * a.spring.naturalPeriod }
    let period = min(a.spring.period, b.spring.period)
    let perPeriod = period.isFinite && period > 0 ? horizon / period * 100 : 0
    let count = Int(min(1_000_000, max(20_000, perPeriod)))
    var worst = 0.0
    for index in 0...count {
      let t = horizon * Double(index) / Double(count)
      worst = max(worst, abs(a.motion.position(at: t) - b.motion.position(at: t)))
    }
    return worst
  }

  static func conversion(_ index: Int) throws -> SpringConversion {
    let source = sources[index]
    return try SpringConversion(
      from: source.id, parameters: source.parameters,
      context: ConversionContext(distance: source.distance))
  }

  @Test(
    "each representable snippet's numbers, read back, reproduce the motion within 1e-6",
    arguments: 0..<sources.count)
  func readBack(index: Int) throws {
    let conversion = try Self.conversion(index)
    let snippets = SpringCode.snippets(for: conversion, includesCSS: false)
    #expect(snippets.map(\.target) == SpringAPIRegistry.ids)
    var checked = 0
    for (entry, snippet) in zip(conversion.entries, snippets) {
      #expect(snippet.isRepresentable == entry.isRepresentable, "\(entry.api.id)")
      guard entry.isRepresentable else { continue }
      let read = try SnippetReading.parameters(of: entry.api.id, in: snippet.code)
      // Every parameter of the API is in the code (none left to a default).
      #expect(Set(read.keys) == Set(entry.api.parameterNames), "\(entry.api.id)")
      let moved = try SpringAPIRegistry.make(id: entry.api.id, parameters: read)
        .physical(in: conversion.context)
      // Against the API's own full-precision parameters: the digits' promise.
      let full = try SpringAPIRegistry.make(
        id: entry.api.id,
        parameters: Dictionary(uniqueKeysWithValues: entry.parameters.map { ($0.name, $0.value) })
      ).physical(in: conversion.context)
      let digits = Self.gridDeviation(full, moved)
      #expect(digits <= 1e-6, "\(entry.api.id): \(digits) from its full-precision motion")
      // Against the source: within 1e-6 beyond what the API's own arithmetic
      // (Float, clamps) already moves the full-precision parameters.
      let own = Self.gridDeviation(conversion.physical, full)
      let total = Self.gridDeviation(conversion.physical, moved)
      #expect(total <= own + 1e-6, "\(entry.api.id): \(total) from the source (\(own) in full)")
      checked += 1
    }
    #expect(checked >= 10)
  }

  @Test("a target that cannot express the motion is a comment giving the reason")
  func notRepresentable() throws {
    // A velocity: the fluid SwiftUI animations and Motion's duration springs take none.
    let conversion = try Self.conversion(1)
    let snippets = SpringCode.snippets(for: conversion, includesCSS: false)
    var refused = 0
    for (entry, snippet) in zip(conversion.entries, snippets) where !entry.isRepresentable {
      let reason = try #require(entry.reason)
      #expect(
        snippet.code
          == "// \(entry.api.id) (\(entry.api.platform.rawValue)): not representable: \(reason)")
      refused += 1
    }
    #expect(refused >= 5)
    #expect(
      snippets.first { $0.target == "swiftui.animation.spring" }?.isRepresentable == false)
  }

  @Test("the CSS linear() stays within its stated 0.001 of the exact motion", arguments: [0, 1, 3])
  func css(index: Int) throws {
    let conversion = try Self.conversion(index)
    let snippet = SpringCode.css(for: conversion)
    #expect(snippet.isRepresentable && snippet.language == .css)
    #expect(snippet.code.hasPrefix("/* CSS (springlab export --to css-linear): within 0.001 of"))
    let lines = snippet.code.split(separator: "\n")
    let linear = try #require(lines.first { $0.hasPrefix("transition-timing-function: ") })
    let function = try LinearEasingFunction(
      parsing: String(linear.dropFirst("transition-timing-function: ".count).dropLast()))
    let durationLine = try #require(lines.first { $0.hasPrefix("transition-duration: ") })
    let duration = try #require(
      Double(durationLine.dropFirst("transition-duration: ".count).dropLast(2)))
    let motion = conversion.physical.motion
    var worst = 0.0
    let count = 40_000
    for index in 0...count {
      let t = 1.5 * duration * Double(index) / Double(count)
      let css = t >= duration ? function.output(at: 1) : function.output(at: t / duration)
      worst = max(worst, abs(css - (1 + motion.position(at: t))))
    }
    #expect(worst <= 1e-3, "\(worst)")
  }

  /// Edge sources: velocities at binary64's extremes, durations far from a
  /// second, bounces next to ±1, a velocity next to Float's largest.
  static let edgeSources: [(id: String, parameters: [String: ParameterValue], distance: Double)] = [
    ("swiftui.snappy", ["velocity": .number(1e300)], 1),
    ("swiftui.snappy", ["velocity": .number(-1e300)], 100),
    ("swiftui.snappy", ["velocity": .number(1e-320)], 1),
    ("compose.spring", ["velocity": .number(3e38)], 1),
    ("swiftui.spring.duration", ["duration": .number(1e-9)], 1),
    ("swiftui.spring.duration", ["duration": .number(1e12)], 1),
    ("flutter.spring.duration-bounce", ["duration": .number(1e12)], 1),
    ("swiftui.spring.duration", ["bounce": .number(0.999999)], 1),
    ("swiftui.spring.duration", ["bounce": .number(-0.999999)], 1),
    ("uikit.uiview.bounce", ["bounce": .number(0.999), "velocity": .number(1e-320)], 1),
    (
      "ca.spring",
      [
        "mass": .number(1), "stiffness": .number(100), "damping": .number(1),
        "velocity": .number(1e300),
      ],
      1
    ),
  ]

  /// A seeded source per API: each parameter drawn from its sampling
  /// domain, the velocity (when the API takes one) replaced by an extreme
  /// in every other API; a draw the API refuses falls back to the plain
  /// draw.
  static func seededSources() -> [(
    id: String, parameters: [String: ParameterValue], distance: Double
  )] {
    var state: UInt64 = 0x39_C0DE
    func uniform(_ lower: Double, _ upper: Double) -> Double {
      // SplitMix64.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return lower + (upper - lower) * Double(z >> 11) / Double(1 << 53)
    }
    let extremes = [1e300, -1e300, 1e-320, 3e38, 1e39, -1e-45]
    return SpringAPIRegistry.ids.enumerated().map { index, id in
      let api = SpringAPIRegistry.families[index].api
      var parameters: [String: ParameterValue] = [:]
      for parameter in api.parameters {
        parameters[parameter.name] = parameter.sampling.draw(uniform)
      }
      let distance = [1.0, 100, 0.001][index % 3]
      if index % 2 == 1, parameters["velocity"] != nil {
        var extreme = parameters
        extreme["velocity"] = .number(extremes[index / 2 % extremes.count])
        if (try? SpringConversion(
          from: id, parameters: extreme, context: ConversionContext(distance: distance))) != nil
        {
          return (id, extreme, distance)
        }
      }
      return (id, parameters, distance)
    }
  }

  /// `seededSources()`, drawn once (each draw tries a conversion).
  static let seeded = seededSources()

  /// Parameters with no effect on the motion, whose value the code prints
  /// as given or as the API's default: SwiftUI's `blendDuration` (it
  /// blends a change of spring mid-flight) and Compose's
  /// `visibilityThreshold` (it ends the animation, not the spring).
  static let motionFree: Set<String> = ["blend-duration", "visibility-threshold"]

  /// Whether `read`, written as `text`, is `value` correctly rounded to
  /// the significant digits `text` shows (`157.914` for 157.91367: six).
  static func agrees(_ text: String, read: Double, value: Double) -> Bool {
    if read == value { return true }
    guard read != 0, value.isFinite else { return false }
    var mantissa = text.hasSuffix("f") ? String(text.dropLast()) : text
    if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = String(mantissa[..<e])
    }
    var digits = Array(mantissa.filter(\.isNumber).drop { $0 == "0" })
    if !mantissa.contains(".") {
      while digits.last == "0" { digits.removeLast() }
    }
    let exponent = floor(log10(abs(read)))
    let halfUnit = 0.5 * pow(10, exponent - Double(max(1, digits.count)) + 1)
    return abs(read - value) <= halfUnit * (1 + 1e-9) + abs(value) * 1e-15
  }

  @Test(
    "every number of every snippet is finite in its target type and agrees with the conversion",
    arguments: edgeSources.indices.map { -1 - $0 } + seeded.indices.map { $0 })
  func typedValues(case index: Int) throws {
    let source = index < 0 ? Self.edgeSources[-1 - index] : Self.seeded[index]
    let conversion = try SpringConversion(
      from: source.id, parameters: source.parameters,
      context: ConversionContext(distance: source.distance))
    let snippets = SpringCode.snippets(for: conversion, includesCSS: false)
    #expect(snippets.map(\.target) == SpringAPIRegistry.ids)
    for (entry, snippet) in zip(conversion.entries, snippets) {
      let id = entry.api.id
      #expect(snippet.isRepresentable == entry.isRepresentable, "\(source): \(id)")
      guard entry.isRepresentable else {
        #expect(snippet.code.hasSuffix("not representable: \(entry.reason ?? "")"), "\(id)")
        continue
      }
      let texts = try SnippetReading.texts(of: id, in: snippet.code)
      #expect(Set(texts.keys) == Set(entry.api.parameterNames), "\(id)")
      for (name, value) in entry.parameters {
        let text = try #require(texts[name], "\(id) \(name)")
        let type = SnippetReading.type(of: id, name)
        guard let read = SnippetReading.typedValue(text, type) else {
          Issue.record("\(source): \(id) --\(name) \(text) is not a value of \(type)")
          continue
        }
        switch (read, value) {
        case (.flag(let r), .flag(let v)):
          #expect(r == v, "\(id) \(name)")
        case (.number(let r), .number(let v)) where type == .dartDuration:
          // Whole microseconds: within half of one of the value.
          #expect(
            abs(r - v) <= 0.5e-6 + abs(v) * 1e-15, "\(source): \(id) \(name) \(text) for \(v)")
        case (.number(let r), .number(let v)) where Self.motionFree.contains(name):
          #expect(r == v, "\(source): \(id) \(name) \(text) for \(v): as given or its default")
        case (.number(let r), .number(let v)):
          #expect(
            Self.agrees(text, read: r, value: v), "\(source): \(id) \(name) \(text) for \(v)")
        default:
          Issue.record("\(id) \(name): \(text) is not of the kind of \(value)")
        }
      }
    }
  }
}
