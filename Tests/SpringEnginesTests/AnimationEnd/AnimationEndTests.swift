//===--- AnimationEndTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// When each API's animation ends as its platform runs it, checked against
// hand-written closed forms and the platforms' own rest definitions.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringEngines
import SpringMappings
import SpringModel
import Testing

@Suite("What each platform runs: end times and the jump there")
struct AnimationEndTests {
  /// k = 100, c = 10, m = 1 from rest: ζ = 0.5, ω0 = 10. x(t) for x0 = −1,
  /// v0 = 0 by hand: −e^(−5t)(cos ωd t + (5/ωd) sin ωd t), ωd = √75; and its
  /// derivative (100/ωd) e^(−5t) sin ωd t.
  static func position(_ t: Double) -> Double {
    let wd = 75.0.squareRoot()
    return -exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
  }
  static func velocity(_ t: Double) -> Double {
    let wd = 75.0.squareRoot()
    return 100 / wd * exp(-5 * t) * sin(wd * t)
  }

  static func conversion() throws -> SpringConversion {
    try SpringConversion(
      from: "ca.spring",
      parameters: ["mass": .number(1), "stiffness": .number(100), "damping": .number(10)])
  }

  @Test("a computed duration: Core Animation ends at its settlingDuration, jumping |x(T)|·move")
  func computed() throws {
    let conversion = try Self.conversion()
    let ends = AnimationEnd.ends(for: conversion, move: 100)
    #expect(ends.map(\.id) == SpringAPIRegistry.ids)
    let ca = try #require(ends.first { $0.id == "ca.spring" })
    let entry = try #require(conversion.entries.first { $0.api.id == "ca.spring" })
    let settling = try #require(entry.derived.first { $0.name == "settlingDuration" }?.value)
    #expect(ca.time == settling && ca.outcome == .snaps && ca.reason == nil)
    let jump = try #require(ca.jump)
    #expect(abs(jump - abs(Self.position(settling)) * 100) <= 1e-12 * 100)
    // UIView's spring animation ends at the duration it is given.
    let uiview = try #require(ends.first { $0.id == "uikit.uiview.damping" })
    let given = try #require(
      conversion.entries.first { $0.api.id == "uikit.uiview.damping" }?.parameters.first {
        $0.name == "duration"
      }?.value)
    #expect(given == .number(try #require(uiview.time)))
  }

  @Test("Flutter: the first 60 Hz frame with |x|, |v| below 1e-3 points; it stops off target")
  func flutter() throws {
    let conversion = try Self.conversion()
    let end = try #require(
      AnimationEnd.ends(for: conversion, move: 100, ids: ["flutter.spring"]).first)
    #expect(end.outcome == .stops)
    let time = try #require(end.time)
    let frame = (time * 60).rounded()
    #expect(abs(time * 60 - frame) < 1e-9)
    func atRest(_ t: Double) -> Bool {
      abs(100 * Self.position(t)) < 1e-3 && abs(100 * Self.velocity(t)) < 1e-3
    }
    #expect(atRest(frame / 60))
    #expect(!atRest((frame - 1) / 60))
    // Every earlier frame fails too: this is the first.
    #expect((0..<Int(frame)).allSatisfy { !atRest(Double($0) / 60) })
    let jump = try #require(end.jump)
    #expect(abs(jump - abs(100 * Self.position(frame / 60))) <= 1e-9)
  }

  @Test("SwiftUI's fluid animations only complete (the motion runs on); refusals keep their reason")
  func outcomes() throws {
    let withVelocity = try SpringConversion(
      from: "ca.spring",
      parameters: [
        "mass": .number(1), "stiffness": .number(100), "damping": .number(10),
        "velocity": .number(2),
      ])
    let ends = AnimationEnd.ends(for: withVelocity, move: 100)
    for (end, entry) in zip(ends, withVelocity.entries) where !entry.isRepresentable {
      #expect(end.rule == nil && end.time == nil && end.reason == entry.reason, "\(end.id)")
    }
    let fluid = try #require(
      AnimationEnd.ends(for: try Self.conversion(), move: 100, ids: ["swiftui.animation.spring"])
        .first)
    #expect(fluid.outcome == .runsOn)
    let time = try #require(fluid.time)
    #expect(abs(try #require(fluid.jump) - 100 * abs(Self.position(time))) <= 1e-10)
  }

  @Test("withAnimation(.bouncy) completes at its duration; Spring.bouncy ends at settlingDuration")
  func presets() throws {
    let conversion = try SpringConversion(from: "swiftui.bouncy", parameters: [:])
    let ends = AnimationEnd.ends(
      for: conversion, move: 100, ids: ["swiftui.bouncy", "swiftui.animation.bouncy"])
    let animation = try #require(ends.first { $0.id == "swiftui.animation.bouncy" })
    #expect(animation.time == 0.5 && animation.outcome == .runsOn)
    let spring = try #require(ends.first { $0.id == "swiftui.bouncy" })
    let settling = try #require(
      conversion.entries.first { $0.api.id == "swiftui.bouncy" }?.derived.first {
        $0.name == "settlingDuration"
      }?.value)
    #expect(spring.time == settling && settling > 0.5)
  }
}
