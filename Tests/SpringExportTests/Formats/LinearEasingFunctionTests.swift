//===--- LinearEasingFunctionTests.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SpringExport's `linear()` parser against expectations derived by hand from
// CSS Easing Level 2 (even spreading of omitted inputs, two-percentage stops,
// raised inputs, the later output at a jump, straight extension) and against
// the tests' own independent parser.
//
//===----------------------------------------------------------------------===//

import SpringExport
import Testing

@Suite("CSS linear(): parsing and evaluation as CSS Easing Level 2 defines them")
struct LinearEasingFunctionTests {
  /// (text, expected control points, probes (input, expected output)).
  static let cases: [(String, [(Double, Double)], [(Double, Double)])] = [
    // Omitted inputs: first 0, last 1, the middle halfway.
    ("linear(0, 0.25, 1)", [(0, 0), (0.5, 0.25), (1, 1)], [(0.25, 0.125), (0.75, 0.625)]),
    ("linear(0, 0.25 75%, 1)", [(0, 0), (0.75, 0.25), (1, 1)], [(0.375, 0.125), (0.875, 0.625)]),
    // Two percentages: two points with one output (a plateau).
    (
      "linear(0, 0.5 25% 75%, 1)", [(0, 0), (0.25, 0.5), (0.75, 0.5), (1, 1)],
      [(0.125, 0.25), (0.5, 0.5), (0.875, 0.75)]
    ),
    // The percentage may come first.
    ("linear(0, 40% 0.5, 1)", [(0, 0), (0.4, 0.5), (1, 1)], [(0.2, 0.25), (0.7, 0.75)]),
    ("linear(0, 25% 75% 0.5, 1)", [(0, 0), (0.25, 0.5), (0.75, 0.5), (1, 1)], [(0.5, 0.5)]),
    // A run of omitted inputs is spread evenly between 20% and 80%.
    (
      "linear(0, 0.1 20%, 0.2, 0.3, 0.4 80%, 1)",
      [(0, 0), (0.2, 0.1), (0.4, 0.2), (0.6, 0.3), (0.8, 0.4), (1, 1)], [(0.5, 0.25), (0.9, 0.7)]
    ),
    // An input below an earlier one is raised to it: a jump at 60%, where
    // the later point's output holds.
    (
      "linear(0, 0.9 60%, 0.3 40%, 1)", [(0, 0), (0.6, 0.9), (0.6, 0.3), (1, 1)],
      [(0.3, 0.45), (0.6, 0.3), (0.8, 0.65)]
    ),
    // A last stop without input sits at max(1, the largest input before it).
    ("linear(0, 0.5 120%, 1)", [(0, 0), (1.2, 0.5), (1.2, 1)], [(0.6, 0.25)]),
    // Straight extension beyond the first and last points; CSS number forms.
    (
      "linear(0 20%, 1 80%)", [(0.2, 0), (0.8, 1)],
      [(0, -1.0 / 3), (1, 4.0 / 3), (0.5, 0.5)]
    ),
    ("LINEAR( +0 , .5E0 50% ,1e0 )", [(0, 0), (0.5, 0.5), (1, 1)], [(0.25, 0.25)]),
    ("linear", [(0, 0), (1, 1)], [(0.3, 0.3)]),
  ]

  @Test("control points and outputs match the hand-derived values, in both parsers")
  func specificationExamples() throws {
    for (text, expected, probes) in Self.cases {
      func matches(_ points: [(Double, Double)]) -> Bool {
        points.count == expected.count
          && zip(points, expected).allSatisfy { abs($0.0 - $1.0) <= 1e-15 && $0.1 == $1.1 }
      }
      let function = try LinearEasingFunction(parsing: text)
      #expect(matches(function.points.map { ($0.input, $0.output) }), "\(text)")
      for (input, output) in probes {
        #expect(abs(function.output(at: input) - output) <= 1e-15, "\(text) at \(input)")
      }
      if text != "linear" {
        let independent = try CSSLinearEasing(text)
        #expect(matches(independent.points.map { ($0.input, $0.output) }), "\(text)")
        for (input, output) in probes {
          #expect(abs(independent.output(at: input) - output) <= 1e-15, "\(text) at \(input)")
        }
      }
    }
  }

  @Test(
    "malformed linear() is refused by both parsers",
    arguments: [
      "linear(0)", "linear()", "linear(0 10% 20% 30%, 1)", "linear(0 0.5, 1)", "linear(a, 1)",
      "linear(0, 1.%)", "cubic-bezier(0, 0, 1, 1)", "linear(0, )", "linear(10% 0.5 20%, 1)",
      "linear(0, 1", "linear(0, 50%, 1)", "linear(0, 1e, 1)",
    ])
  func malformed(text: String) {
    #expect(throws: ExportError.self) { try LinearEasingFunction(parsing: text) }
    #expect(throws: (any Error).self) { try CSSLinearEasing(text) }
  }

  @Test("the curve over a duration covers [0, duration] and matches the function")
  func curveOverDuration() throws {
    let function = try LinearEasingFunction(parsing: "linear(0 20%, 0.7 50%, 1 120%)")
    let curve = try function.curve(duration: 2)
    #expect(curve.times.first == 0 && curve.endTime == 2)
    for step in 0...200 {
      let input = Double(step) / 200
      #expect(abs(curve.value(at: input * 2) - function.output(at: input)) <= 1e-15, "\(input)")
    }
  }
}
