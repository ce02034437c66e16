//===--- SnippetAssumptionTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every snippet says what its numbers assume (issue 44): the move's
// distance and the unit of its velocity, which the API's own documentation
// fixes (VelocityUnit), so `initialVelocity = 50f` is never read as a
// velocity for some other move.
//
//===----------------------------------------------------------------------===//

import SpringCode
import SpringMappings
import Testing

@Suite("Each snippet states the distance and velocity unit it assumes")
struct SnippetAssumptionTests {
  @Test("a move of 100 from Compose at 50 units/s: each API's heading names the move and unit")
  func headings() throws {
    let conversion = try SpringConversion(
      from: "compose.spring",
      parameters: [
        "stiffness": .number(400), "damping-ratio": .number(0.5), "velocity": .number(50),
      ],
      context: ConversionContext(distance: 100))
    let snippets = SpringCode.snippets(for: conversion, includesCSS: false)
    let expected: [String: String] = [
      "compose.spring": "velocity in the value's units/s",
      "ca.spring": "velocity in distances/s (moves per second)",
      "react-spring": "velocity in the value's units/ms",
      "swiftui.spring.physical": "velocity in the value's units/s",
    ]
    for snippet in snippets where snippet.isRepresentable {
      let heading = String(snippet.code.prefix { $0 != "\n" })
      #expect(
        heading.contains(": for a move of 100 (target − start, in the value's units)"),
        "\(heading)")
      if let unit = expected[snippet.target] { #expect(heading.hasSuffix(unit), "\(heading)") }
    }
    #expect(Set(expected.keys).isSubset(of: snippets.filter(\.isRepresentable).map(\.target)))
  }

  @Test("the Compose snippet gives its estimated duration for the move, as the table does")
  func composeEstimate() throws {
    let conversion = try SpringConversion(
      from: "compose.spring", parameters: ["stiffness": .number(400)],
      context: ConversionContext(distance: 100))
    let entry = try #require(conversion.entries.first { $0.api.id == "compose.spring" })
    let estimate = try #require(entry.derived.first { $0.name == "estimatedDuration" }?.value)
    let snippet = SpringCode.snippet(for: entry, context: conversion.context)
    #expect(
      snippet.code.contains(
        "// estimatedDuration: \(ReproducingDecimals.text(estimate)) s (for a move of 100 with "
          + "visibilityThreshold 0.01, in the value's units)"), "\(snippet.code)")
  }

  @Test("the default move is 1; a zero distance is a fling from the target")
  func defaultAndFling() throws {
    let unit = try SpringConversion(
      from: "swiftui.spring.physical",
      parameters: ["stiffness": .number(100), "damping": .number(10)])
    let first = try #require(SpringCode.snippets(for: unit, includesCSS: false).first)
    #expect(first.code.hasPrefix("// uikit.uiview.damping (UIKit): for a move of 1 (target"))
    let fling = try SpringConversion(
      from: "compose.spring",
      parameters: ["stiffness": .number(400), "velocity": .number(5)],
      context: ConversionContext(distance: 0))
    let compose = try #require(
      SpringCode.snippets(for: fling, ids: ["compose.spring"], includesCSS: false).first)
    #expect(compose.code.contains(": for a fling from the target (distance 0)"), "\(compose.code)")
  }
}
