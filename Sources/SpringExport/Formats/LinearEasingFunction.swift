//===--- LinearEasingFunction.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// CSS `linear()` easing functions: parsed, canonicalized and evaluated as CSS
// Easing Functions Level 2 defines them
// (https://drafts.csswg.org/css-easing-2/#the-linear-easing-function):
//
//     linear( [ <number> && <percentage>{0,2} ]# )
//
// A stop with two percentages is two control points with one output. A
// missing first input is 0 and a missing last input is 1 (or the largest
// input before it); an input smaller than one before it is raised to that
// one; runs of missing inputs are spread evenly between their neighbours.
//
//===----------------------------------------------------------------------===//

/// A CSS `linear()` easing function: control points (input, output) joined
/// by straight lines.
public struct LinearEasingFunction: Hashable, Sendable {
  /// One control point: input and output progress (a percentage of 50%
  /// is the input 0.5).
  public struct ControlPoint: Hashable, Sendable {
    /// Input progress (a fraction of the duration; 50% is 0.5).
    public var input: Double
    /// Output progress (0 = start, 1 = target).
    public var output: Double
  }

  /// One `<linear-stop>`: an output and zero, one or two inputs.
  public struct Stop: Hashable, Sendable {
    /// The stop's `<number>`: output progress.
    public var output: Double
    /// Its percentages as fractions, none to two of them.
    public var inputs: [Double] = []
  }

  /// The canonical control points: inputs assigned and non-decreasing.
  public let points: [ControlPoint]

  /// Creates the function from its stops, as the specification's "create a
  /// linear easing function" does.
  /// - Throws: `ExportError.unreadable` for fewer than two stops, a stop with
  ///   more than two inputs, or a number that is not finite.
  public init(stops: [Stop]) throws(ExportError) {
    guard stops.count >= 2 else { throw .unreadable(reason: "linear() needs at least two stops") }
    var inputs: [Double?] = []
    var outputs: [Double] = []
    var largest = -Double.infinity
    for (index, stop) in stops.enumerated() {
      guard stop.output.isFinite, stop.inputs.allSatisfy(\.isFinite) else {
        throw .unreadable(reason: "stop \(index + 1) has a number that is not finite")
      }
      guard stop.inputs.count <= 2 else {
        throw .unreadable(reason: "stop \(index + 1) has more than two percentages")
      }
      if stop.inputs.isEmpty {
        var input: Double? = nil
        if index == 0 {
          input = 0
          largest = 0
        } else if index == stops.count - 1 {
          input = max(1, largest)
        }
        inputs.append(input)
        outputs.append(stop.output)
      } else {
        for value in stop.inputs {
          let input = max(value, largest)
          largest = input
          inputs.append(input)
          outputs.append(stop.output)
        }
      }
    }
    // Runs of missing inputs: evenly between the neighbours that have one
    // (the first and the last always have one).
    var index = 0
    while index < inputs.count {
      guard inputs[index] == nil else {
        index += 1
        continue
      }
      var end = index
      while inputs[end] == nil { end += 1 }
      let before = inputs[index - 1] ?? 0
      let after = inputs[end] ?? before
      let gaps = Double(end - index + 1)
      for run in index..<end {
        inputs[run] = before + (after - before) * Double(run - index + 1) / gaps
      }
      index = end
    }
    points = zip(inputs, outputs).map { ControlPoint(input: $0 ?? 0, output: $1) }
  }

  /// Parses `linear(…)` (or the keyword `linear`, the identity).
  ///
  /// Numbers follow CSS syntax (`-0.5`, `.25`, `1e-3`); percentages are a
  /// number followed by `%`. Whitespace may surround everything.
  /// - Throws: `ExportError.unreadable` naming the offending stop.
  public init(parsing text: String) throws(ExportError) {
    let trimmed = text.trimmingWhitespace
    if trimmed.lowercased() == "linear" {
      try self.init(stops: [Stop(output: 0), Stop(output: 1)])
      return
    }
    guard trimmed.lowercased().hasPrefix("linear("), trimmed.hasSuffix(")") else {
      throw .unreadable(reason: "expected linear(…), got '\(String(trimmed.prefix(40)))'")
    }
    let body = trimmed.dropFirst("linear(".count).dropLast()
    var stops: [Stop] = []
    for (index, item) in body.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let tokens = item.split(whereSeparator: {
        $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
      })
      var output: Double? = nil
      var inputs: [Double] = []
      var numberPosition = -1
      for (position, token) in tokens.enumerated() {
        if token.hasSuffix("%"), let value = CSSNumber.parse(token.dropLast()) {
          inputs.append(value / 100)
        } else if output == nil, let value = CSSNumber.parse(token) {
          output = value
          numberPosition = position
        } else {
          throw .unreadable(
            reason: "stop \(index + 1) of linear(): unexpected '\(String(token.prefix(40)))'")
        }
      }
      // <number> && <percentage>{1,2}: the percentages are adjacent, before
      // or after the number.
      guard let output, inputs.count <= 2,
        inputs.count < 2 || numberPosition == 0 || numberPosition == tokens.count - 1
      else {
        throw .unreadable(
          reason: "stop \(index + 1) of linear() is not '<number> <percentage>{0,2}'")
      }
      stops.append(Stop(output: output, inputs: inputs))
    }
    try self.init(stops: stops)
  }

  /// The output progress at `input`, as the specification computes it: the
  /// last control point at or before the input (the first if none) and the
  /// next one; the later one's output where both share an input; straight
  /// extension beyond the first and last points.
  public func output(at input: Double) -> Double {
    var a = 0
    for (index, point) in points.enumerated() where point.input <= input { a = index }
    if a == points.count - 1 { a -= 1 }
    let pointA = points[a]
    let pointB = points[a + 1]
    if pointA.input == pointB.input { return pointB.output }
    let fraction = (input - pointA.input) / (pointB.input - pointA.input)
    return pointA.output + fraction * (pointB.output - pointA.output)
  }

  /// The function over input [0, 1] as a curve against time over
  /// [0, `duration`] seconds: the control points inside, plus the ends
  /// where the points do not reach them.
  /// - Throws: `ExportError.invalidParameter` for a duration that is not
  ///   finite and > 0.
  public func curve(duration: Double) throws(ExportError) -> PiecewiseLinearCurve {
    let duration = try ExportError.requirePositive(duration, "duration")
    var inside = points.filter { $0.input >= 0 && $0.input <= 1 }
    if inside.first.map({ $0.input > 0 }) ?? true {
      inside.insert(ControlPoint(input: 0, output: output(at: 0)), at: 0)
    }
    if inside.last.map({ $0.input < 1 }) ?? true {
      inside.append(ControlPoint(input: 1, output: output(at: 1)))
    }
    return try PiecewiseLinearCurve(
      times: inside.map { $0.input * duration }, values: inside.map(\.output))
  }
}

/// CSS `<number>` tokens: [+-]? (digits | digits.digits | .digits)
/// ([eE] [+-]? digits)?.
enum CSSNumber {
  static func parse(_ token: Substring) -> Double? {
    var characters = Array(token.utf8)
    guard !characters.isEmpty else { return nil }
    if characters[0] == UInt8(ascii: "+") || characters[0] == UInt8(ascii: "-") {
      characters.removeFirst()
    }
    func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    var index = 0
    /// Moves `index` past a run of digits and returns its length.
    func digitRun() -> Int {
      let start = index
      while index < characters.count, isDigit(characters[index]) { index += 1 }
      return index - start
    }
    var mantissaDigits = digitRun()
    if index < characters.count, characters[index] == UInt8(ascii: ".") {
      index += 1
      let fractionDigits = digitRun()
      guard fractionDigits > 0 else { return nil }
      mantissaDigits += fractionDigits
    }
    guard mantissaDigits > 0 else { return nil }
    if index < characters.count,
      characters[index] == UInt8(ascii: "e") || characters[index] == UInt8(ascii: "E")
    {
      index += 1
      if index < characters.count,
        characters[index] == UInt8(ascii: "+") || characters[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digitRun() > 0 else { return nil }
    }
    guard index == characters.count, let value = Double(String(token)), value.isFinite else {
      return nil
    }
    return value
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingWhitespace: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let text = Substring(self)
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return text[first...last]
  }
}
