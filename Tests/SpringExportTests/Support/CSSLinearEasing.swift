//===--- CSSLinearEasing.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A second, independent reading of CSS `linear()` for the tests, written from
// CSS Easing Functions Level 2 (https://drafts.csswg.org/css-easing-2/,
// "linear easing function"): a character-level tokenizer, the "create a
// linear easing function" steps and the output steps. It shares no code with
// SpringExport's own parser, so a misreading in one shows up against the
// other and against hand-derived expectations.
//
//===----------------------------------------------------------------------===//

/// `linear()` as the tests read it: canonical control points and their
/// evaluation.
struct CSSLinearEasing {
  /// (input, output) after canonicalization.
  var points: [(input: Double, output: Double)]

  enum ParseError: Error { case malformed(String) }

  private enum Token: Equatable {
    case number(Double)
    case percentage(Double)
    case comma
  }

  /// Parses `linear( … )`.
  init(_ text: String) throws {
    var scalars = Array(text.unicodeScalars)
    // Strip surrounding whitespace.
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    let head = String(String.UnicodeScalarView(scalars.prefix(7))).lowercased()
    guard head == "linear(", scalars.last == ")" else {
      throw ParseError.malformed("not linear(…)")
    }
    let body = Array(scalars[7..<(scalars.count - 1)])
    let tokens = try Self.tokenize(body)
    // Group by commas into stops.
    var stops: [[Token]] = [[]]
    for token in tokens {
      if token == .comma { stops.append([]) } else { stops[stops.count - 1].append(token) }
    }
    guard stops.count >= 2 else { throw ParseError.malformed("fewer than two stops") }
    var outputs: [Double] = []
    var inputs: [Double?] = []
    var largest = -Double.infinity
    for (index, stop) in stops.enumerated() {
      let numbers = stop.compactMap { if case .number(let v) = $0 { v } else { nil } }
      let percents = stop.compactMap { if case .percentage(let v) = $0 { v } else { nil } }
      guard numbers.count == 1, percents.count <= 2, numbers.count + percents.count == stop.count
      else {
        throw ParseError.malformed("stop \(index + 1)")
      }
      // <number> && <percentage>{1,2}: the percentages form one group.
      if percents.count == 2, case .number = stop[1] {
        throw ParseError.malformed("split percentages")
      }
      if percents.isEmpty {
        outputs.append(numbers[0])
        if index == 0 {
          inputs.append(0)
          largest = 0
        } else if index == stops.count - 1 {
          inputs.append(Swift.max(1, largest))
        } else {
          inputs.append(nil)
        }
      } else {
        for percent in percents {
          let input = Swift.max(percent / 100, largest)
          largest = input
          outputs.append(numbers[0])
          inputs.append(input)
        }
      }
    }
    // Runs without input: linear between the neighbours that have one.
    var resolved = inputs
    var index = 0
    while index < resolved.count {
      if resolved[index] != nil {
        index += 1
        continue
      }
      let start = index - 1
      var end = index
      while resolved[end] == nil { end += 1 }
      let a = resolved[start]!
      let b = resolved[end]!
      for k in index..<end { resolved[k] = a + (b - a) * Double(k - start) / Double(end - start) }
      index = end
    }
    points = zip(resolved, outputs).map { ($0!, $1) }
  }

  /// CSS <number> and <percentage> tokens and commas; whitespace separates.
  private static func tokenize(_ body: [Unicode.Scalar]) throws -> [Token] {
    var tokens: [Token] = []
    var i = 0
    func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
    while i < body.count {
      let s = body[i]
      if s.properties.isWhitespace {
        i += 1
        continue
      }
      if s == "," {
        tokens.append(.comma)
        i += 1
        continue
      }
      var text = ""
      if s == "+" || s == "-" {
        text.unicodeScalars.append(s)
        i += 1
      }
      /// Copies a run of digits into `text` and returns its length.
      func digitRun() -> Int {
        let start = i
        while i < body.count, isDigit(body[i]) {
          text.unicodeScalars.append(body[i])
          i += 1
        }
        return i - start
      }
      var digits = digitRun()
      if i < body.count, body[i] == "." {
        text.unicodeScalars.append(".")
        i += 1
        let fraction = digitRun()
        guard fraction > 0 else { throw ParseError.malformed("'.' without digits") }
        digits += fraction
      }
      guard digits > 0 else { throw ParseError.malformed("unexpected '\(s)'") }
      if i < body.count, body[i] == "e" || body[i] == "E" {
        text.unicodeScalars.append("e")
        i += 1
        if i < body.count, body[i] == "+" || body[i] == "-" {
          text.unicodeScalars.append(body[i])
          i += 1
        }
        guard digitRun() > 0 else { throw ParseError.malformed("exponent without digits") }
      }
      guard let value = Double(text) else { throw ParseError.malformed(text) }
      if i < body.count, body[i] == "%" {
        tokens.append(.percentage(value))
        i += 1
      } else {
        tokens.append(.number(value))
      }
      if i < body.count, !body[i].properties.isWhitespace, body[i] != "," {
        throw ParseError.malformed("no separator after \(text)")
      }
    }
    return tokens
  }

  /// The output at `input`: points A (last with input ≤ x, else the first,
  /// never the last) and B (the next); B's output where they share an input.
  func output(at x: Double) -> Double {
    var a = 0
    for (index, point) in points.enumerated() where point.input <= x { a = index }
    a = Swift.min(a, points.count - 2)
    let pa = points[a]
    let pb = points[a + 1]
    if pa.input == pb.input { return pb.output }
    return pa.output + (x - pa.input) / (pb.input - pa.input) * (pb.output - pa.output)
  }
}
