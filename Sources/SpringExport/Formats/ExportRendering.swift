//===--- ExportRendering.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Printing stops in each format, and reading them back: every export is
// verified from the text it prints, not from the numbers it meant to print.
//
//===----------------------------------------------------------------------===//

/// One printed stop: where (offset of the duration) and what (the value in
/// the output unit), as text and as the number the text reads as.
public struct ExportStop: Hashable, Sendable {
  /// The offset n/10^k as text (`0.1234`), a key time.
  public let offsetText: String
  /// The same offset in percent without the sign (`12.34`).
  public let percentText: String
  /// The value as printed, in the output unit.
  public let valueText: String

  /// The offset as a number in [0, 1].
  public var offset: Double { Double(offsetText) ?? .nan }
  /// The value as a number.
  public var value: Double { Double(valueText) ?? .nan }
}

/// The texts of one export.
enum ExportRendering {
  /// The keyframes' name and the custom property of fraction keyframes.
  static let animationName = "spring"
  static let progressProperty = "--spring-progress"

  /// `linear(0, 0.123 4.5%, …, 1)`: the first and last stops without
  /// percentages (0% and 100% by definition).
  static func linearFunction(_ stops: [ExportStop]) -> String {
    let items = stops.enumerated().map { index, stop in
      index == 0 || index == stops.count - 1
        ? stop.valueText : "\(stop.valueText) \(stop.percentText)%"
    }
    return "linear(" + items.joined(separator: ", ") + ")"
  }

  /// The property a keyframe animates, with its value.
  static func keyframeDeclaration(_ valueText: String, unit: ExportUnit) -> String {
    switch unit {
    case .px: "transform: translateX(\(valueText)px)"
    case .fraction: "\(progressProperty): \(valueText)"
    }
  }

  /// The whole text of `format`.
  static func text(
    format: ExportFormat, stops: [ExportStop], durationText: String, unit: ExportUnit
  ) -> String {
    switch format {
    case .cssLinear:
      return "transition-timing-function: \(linearFunction(stops));\n"
        + "transition-duration: \(durationText)s;\n"
    case .cssKeyframes:
      var text = ""
      if unit == .fraction {
        text +=
          "@property \(progressProperty) {\n  syntax: \"<number>\";\n  inherits: false;\n"
          + "  initial-value: 0;\n}\n"
      }
      text += "@keyframes \(animationName) {\n"
      for stop in stops {
        text += "  \(stop.percentText)% { \(keyframeDeclaration(stop.valueText, unit: unit)); }\n"
      }
      text +=
        "}\n.\(animationName) {\n  animation-name: \(animationName);\n"
        + "  animation-duration: \(durationText)s;\n  animation-timing-function: linear;\n"
        + "  animation-fill-mode: both;\n}\n"
      return text
    case .caKeyframes:
      var text =
        "<key>calculationMode</key>\n<string>linear</string>\n"
        + "<key>duration</key>\n<real>\(durationText)</real>\n<key>keyTimes</key>\n<array>\n"
      for stop in stops { text += "  <real>\(stop.offsetText)</real>\n" }
      text += "</array>\n<key>values</key>\n<array>\n"
      for stop in stops { text += "  <real>\(stop.valueText)</real>\n" }
      return text + "</array>\n"
    case .json:
      let keyframes = stops.map { "    {\"offset\": \($0.offsetText), \"value\": \($0.valueText)}" }
      return
        "{\n  \"duration\": \(durationText),\n  \"unit\": \"\(unit.rawValue)\",\n"
        + "  \"keyframes\": [\n"
        + keyframes.joined(separator: ",\n") + "\n  ]\n}\n"
    }
  }

  /// Reads `text` (as `text(format:…)` prints it) back into the duration and
  /// (offset, value) pairs.
  /// - Throws: `ExportError.unreadable` where the text does not have the
  ///   expected shape.
  static func read(_ text: String, format: ExportFormat) throws(ExportError) -> (
    duration: Double, points: [(offset: Double, value: Double)]
  ) {
    switch format {
    case .cssLinear:
      guard let start = text.firstRange(of: "linear("),
        let end = text[start.lowerBound...].firstIndex(of: ")")
      else {
        throw .unreadable(reason: "no linear(…) in the text")
      }
      let function = try LinearEasingFunction(parsing: String(text[start.lowerBound...end]))
      let duration = try number(between: "transition-duration: ", and: "s;", in: text)
      return (duration, function.points.map { ($0.input, $0.output) })
    case .cssKeyframes:
      var points: [(offset: Double, value: Double)] = []
      for line in text.split(separator: "\n") where line.contains("% {") {
        let percent = try number(between: "  ", and: "% {", in: String(line))
        let open = line.contains("translateX(") ? "translateX(" : "\(progressProperty): "
        let close = line.contains("translateX(") ? "px)" : "; }"
        points.append((percent / 100, try number(between: open, and: close, in: String(line))))
      }
      return (try number(between: "animation-duration: ", and: "s;", in: text), points)
    case .caKeyframes:
      let duration = try number(between: "<key>duration</key>\n<real>", and: "</real>", in: text)
      let times = try reals(after: "<key>keyTimes</key>", in: text)
      let values = try reals(after: "<key>values</key>", in: text)
      guard times.count == values.count else {
        throw .unreadable(reason: "\(times.count) keyTimes but \(values.count) values")
      }
      return (duration, Array(zip(times, values)))
    case .json:
      let duration = try number(between: "\"duration\": ", and: ",", in: text)
      var points: [(offset: Double, value: Double)] = []
      for line in text.split(separator: "\n") where line.contains("\"offset\": ") {
        let line = String(line)
        points.append(
          (
            try number(between: "\"offset\": ", and: ",", in: line),
            try number(between: "\"value\": ", and: "}", in: line)
          ))
      }
      return (duration, points)
    }
  }

  /// The number between the first `open` and the next `close` in `text`.
  private static func number(between open: String, and close: String, in text: String)
    throws(ExportError) -> Double
  {
    guard let start = text.firstRange(of: open),
      let end = text[start.upperBound...].firstRange(of: close)
    else {
      throw .unreadable(reason: "expected a number between '\(open)' and '\(close)'")
    }
    let token = text[start.upperBound..<end.lowerBound].trimmingWhitespace
    guard let value = CSSNumber.parse(token) else {
      throw .unreadable(reason: "'\(String(token.prefix(40)))' is not a number")
    }
    return value
  }

  /// The `<real>` numbers of the `<array>` after `key`.
  private static func reals(after key: String, in text: String) throws(ExportError) -> [Double] {
    guard let keyRange = text.firstRange(of: key),
      let open = text[keyRange.upperBound...].firstRange(of: "<array>"),
      let close = text[open.upperBound...].firstRange(of: "</array>")
    else { throw .unreadable(reason: "no <array> after \(key)") }
    var values: [Double] = []
    for line in text[open.upperBound..<close.lowerBound].split(separator: "\n") {
      let item = line.trimmingWhitespace
      guard item.hasPrefix("<real>"), item.hasSuffix("</real>"),
        let value = CSSNumber.parse(item.dropFirst(6).dropLast(7))
      else { throw .unreadable(reason: "'\(String(item.prefix(40)))' is not a <real>") }
      values.append(value)
    }
    return values
  }
}
