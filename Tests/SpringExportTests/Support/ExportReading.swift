//===--- ExportReading.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The tests' own reading of every export format, independent of
// SpringExport: CSS through the tests' linear() parser and line patterns, the
// property list through Foundation's PropertyListSerialization, JSON through
// JSONSerialization.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringExport

/// An exported curve as the tests read it: its duration and its points
/// (offset of the duration, value in the export's unit).
struct ReadExport {
  var duration: Double
  var points: [(offset: Double, value: Double)]

  enum ReadError: Error { case malformed(String) }

  /// The value at `offset` of the duration, straight between the points
  /// (CSS's rule at shared offsets: the later point).
  func value(at offset: Double) -> Double {
    var a = 0
    for (index, point) in points.enumerated() where point.offset <= offset { a = index }
    a = min(a, points.count - 2)
    let p = points[a]
    let q = points[a + 1]
    if p.offset == q.offset { return q.value }
    return p.value + (offset - p.offset) / (q.offset - p.offset) * (q.value - p.value)
  }

  init(duration: Double, points: [(offset: Double, value: Double)]) {
    self.duration = duration
    self.points = points
  }

  /// Reads `text` as `format` prints it.
  init(_ text: String, format: ExportFormat) throws {
    switch format {
    case .cssLinear:
      guard let open = text.range(of: "linear("),
        let close = text[open.upperBound...].range(of: ")")
      else {
        throw ReadError.malformed("no linear()")
      }
      let easing = try CSSLinearEasing(String(text[open.lowerBound..<close.upperBound]))
      self.init(
        duration: try Self.number(after: "transition-duration:", before: "s;", in: text),
        points: easing.points.map { ($0.input, $0.output) })
    case .cssKeyframes:
      var points: [(offset: Double, value: Double)] = []
      for line in text.components(separatedBy: "\n") where line.contains("% {") {
        let percent = try Self.number(after: "", before: "%", in: line)
        let value =
          line.contains("translateX(")
          ? try Self.number(after: "translateX(", before: "px)", in: line)
          : try Self.number(after: "--spring-progress:", before: ";", in: line)
        points.append((percent / 100, value))
      }
      self.init(
        duration: try Self.number(after: "animation-duration:", before: "s;", in: text),
        points: points)
    case .caKeyframes:
      let document =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + text
        + "</dict>\n</plist>\n"
      let object = try PropertyListSerialization.propertyList(
        from: Data(document.utf8), format: nil)
      guard let dictionary = object as? [String: Any],
        dictionary["calculationMode"] as? String == "linear",
        let duration = (dictionary["duration"] as? NSNumber)?.doubleValue,
        let times = (dictionary["keyTimes"] as? [NSNumber])?.map(\.doubleValue),
        let values = (dictionary["values"] as? [NSNumber])?.map(\.doubleValue),
        times.count == values.count
      else { throw ReadError.malformed("property list") }
      self.init(duration: duration, points: Array(zip(times, values)))
    case .json:
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
      guard let dictionary = object as? [String: Any],
        let duration = (dictionary["duration"] as? NSNumber)?.doubleValue,
        let keyframes = dictionary["keyframes"] as? [[String: Any]]
      else { throw ReadError.malformed("json") }
      let points = try keyframes.map { frame -> (Double, Double) in
        guard let offset = (frame["offset"] as? NSNumber)?.doubleValue,
          let value = (frame["value"] as? NSNumber)?.doubleValue
        else { throw ReadError.malformed("keyframe") }
        return (offset, value)
      }
      self.init(duration: duration, points: points)
    }
  }

  /// The number between `after` and `before` in `text`.
  private static func number(after: String, before: String, in text: String) throws -> Double {
    let start =
      after.isEmpty ? text.startIndex : (text.range(of: after)?.upperBound ?? text.endIndex)
    guard start < text.endIndex, let end = text[start...].range(of: before),
      let value = Double(text[start..<end.lowerBound].trimmingCharacters(in: .whitespaces))
    else { throw ReadError.malformed("number after '\(after)'") }
    return value
  }
}
