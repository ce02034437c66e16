//===--- PlotFrame.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// Where a chart's plot area sits in the SVG (pixels, y down) and how data
/// values map into it.
public struct PlotFrame: Sendable, Hashable {
  /// Left edge of the plot area in pixels.
  public var left: Double
  /// Top edge of the plot area in pixels.
  public var top: Double
  /// Width of the plot area in pixels.
  public var width: Double
  /// Height of the plot area in pixels.
  public var height: Double
  /// The horizontal axis.
  public var x: ResolvedAxis
  /// The vertical axis.
  public var y: ResolvedAxis

  /// Creates a frame.
  public init(
    left: Double, top: Double, width: Double, height: Double, x: ResolvedAxis, y: ResolvedAxis
  ) {
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    self.x = x
    self.y = y
  }

  /// Right edge in pixels.
  public var right: Double { left + width }
  /// Bottom edge in pixels.
  public var bottom: Double { top + height }

  /// The pixel column of x-value `value`: `left` at the axis' lower end,
  /// `right` at its upper end; nil if the value cannot be placed.
  public func pixelX(_ value: Double) -> Double? {
    x.fraction(of: value).map { left + $0 * width }
  }

  /// The pixel row of y-value `value`: `bottom` at the lower end, `top` at
  /// the upper end; nil if the value cannot be placed.
  public func pixelY(_ value: Double) -> Double? {
    y.fraction(of: value).map { bottom - $0 * height }
  }

  /// The pixel position of the data point (x, y), or nil.
  public func pixel(x xValue: Double, y yValue: Double) -> (x: Double, y: Double)? {
    guard let px = pixelX(xValue), let py = pixelY(yValue) else { return nil }
    return (px, py)
  }
}
