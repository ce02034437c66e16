//===--- ColorScale.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A sequential colour scale (viridis, interpolated between nine anchors in
// sRGB) over a linear or log10 value range — for heat maps whose values span
// decades.
//
//===----------------------------------------------------------------------===//

/// Values → colours along viridis (dark purple at the low end, yellow at the
/// high end), linearly or by log10 of the value.
public struct ColorScale: Sendable, Hashable {
  /// The value range and its scale; also gives the legend's ticks.
  public var axis: ResolvedAxis

  /// Creates a scale over `axis`.
  public init(axis: ResolvedAxis) { self.axis = axis }

  /// Viridis at nine evenly spaced positions (matplotlib's colormap).
  static let anchors: [ChartColor] = [
    ChartColor(hex: 0x440154), ChartColor(hex: 0x472D7B), ChartColor(hex: 0x3B528B),
    ChartColor(hex: 0x2C728E), ChartColor(hex: 0x21918C), ChartColor(hex: 0x28AE80),
    ChartColor(hex: 0x5EC962), ChartColor(hex: 0xADDC30), ChartColor(hex: 0xFDE725),
  ]

  /// The colour of position `fraction` along the scale (clamped to 0…1).
  public static func color(atFraction fraction: Double) -> ChartColor {
    let position = min(1, max(0, fraction)) * Double(anchors.count - 1)
    let index = min(anchors.count - 2, Int(position))
    return ChartColor.mix(anchors[index], anchors[index + 1], position - Double(index))
  }

  /// The colour of `value`, clamped to the range's ends; nil when the value
  /// cannot be placed (not finite, or ≤ 0 on a log scale).
  public func color(for value: Double) -> ChartColor? {
    guard let fraction = axis.fraction(of: value) else { return nil }
    return Self.color(atFraction: fraction)
  }
}
