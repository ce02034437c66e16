//===--- SampledEasing.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A `linear()` easing built by someone else's recipe, with the curve it
// draws over a duration — what the comparisons measure.
//
//===----------------------------------------------------------------------===//

/// A `linear()` string and the curve it draws over `duration` seconds.
public struct SampledEasing: Sendable {
  /// The `linear(…)` text.
  public let linearFunction: String
  /// The duration it is played over, in seconds.
  public let duration: Double
  /// The text parsed as CSS does.
  public let function: LinearEasingFunction
  /// The curve against time over [0, duration].
  public let curve: PiecewiseLinearCurve

  /// Parses `linearFunction` and lays it over `duration`.
  /// - Throws: `ExportError` when the text does not parse or the duration
  ///   is not finite and > 0.
  public init(linearFunction: String, duration: Double) throws(ExportError) {
    self.linearFunction = linearFunction
    self.duration = duration
    function = try LinearEasingFunction(parsing: linearFunction)
    curve = try function.curve(duration: duration)
  }

  /// The number of stops in the text (control points).
  public var pointCount: Int { function.points.count }
}
