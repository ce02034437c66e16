//===--- SwiftPresetAnimationTests.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A `Spring` preset's snippet says "the same spring" of its `Animation`
// namesake only when it is (issue 44): from rest, under the stiffness cap,
// with a total bounce the Animation accepts.
//
//===----------------------------------------------------------------------===//

import SpringCode
import SpringMappings
import Testing

@Suite("Spring presets' snippets on their Animation namesakes")
struct SwiftPresetAnimationTests {
  /// The Swift snippet of `target` in a conversion from `swiftui.bouncy`
  /// with `parameters`.
  static func code(_ parameters: [String: ParameterValue], target: String = "swiftui.bouncy")
    throws -> String
  {
    let conversion = try SpringConversion(from: "swiftui.bouncy", parameters: parameters)
    let snippets = SpringCode.snippets(for: conversion, ids: [target], includesCSS: false)
    return try #require(snippets.first).code
  }

  @Test(
    "the note follows the motion",
    arguments: [
      (
        [:],
        "withAnimation(.bouncy(duration:extraBounce:)) (swiftui.animation.bouncy) animates the same spring from rest"
      ),
      (["velocity": .number(2)], "cannot: an Animation takes no initial velocity"),
      (["duration": .number(0.02)], "animates another spring with these arguments: k/m = 45000"),
      (["extra-bounce": .number(0.8)], "refuses these arguments: extra-bounce"),
    ] as [([String: ParameterValue], String)])
  func note(parameters: [String: ParameterValue], expected: String) throws {
    let code = try Self.code(parameters)
    #expect(code.contains("let spring = Spring.bouncy(duration: "))
    #expect(code.contains(expected), "\(code)")
    #expect(code.components(separatedBy: "Animation.bouncy").count <= 2)
  }

  @Test("the Animation form's own snippet, from rest")
  func animationSnippet() throws {
    let code = try Self.code(
      ["extra-bounce": .number(0.1)], target: "swiftui.animation.bouncy")
    #expect(code.contains("let animation = Animation.bouncy(duration: 0.5, extraBounce: 0.1)"))
  }
}
