//===--- ChartColor.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// An sRGB colour for figures, written as `#rrggbb`.
public struct ChartColor: Sendable, Hashable {
  /// Red, green, blue in 0…255.
  public var red: UInt8, green: UInt8, blue: UInt8

  /// Creates a colour from 8-bit components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from 0xRRGGBB.
  public init(hex: UInt32) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
  }

  /// `#rrggbb` in lower case.
  public var svg: String {
    let digits: [Character] = Array("0123456789abcdef")
    var text = "#"
    for component in [red, green, blue] {
      text.append(digits[Int(component >> 4)])
      text.append(digits[Int(component & 0xF)])
    }
    return text
  }

  /// The fixed series palette (Okabe–Ito, colour-blind safe, yellow last
  /// because it is faint on white). Series i uses `palette[i % count]`.
  public static let palette: [ChartColor] = [
    ChartColor(hex: 0x0072B2), ChartColor(hex: 0xD55E00), ChartColor(hex: 0x009E73),
    ChartColor(hex: 0xCC79A7), ChartColor(hex: 0xE69F00), ChartColor(hex: 0x56B4E9),
    ChartColor(hex: 0x000000), ChartColor(hex: 0xF0E442),
  ]

  /// The palette colour for series `index`.
  public static func series(_ index: Int) -> ChartColor { palette[index % palette.count] }

  /// Linear interpolation a + (b − a)·fraction per component, fraction in 0…1.
  public static func mix(_ a: ChartColor, _ b: ChartColor, _ fraction: Double) -> ChartColor {
    func component(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * min(1, max(0, fraction))).rounded())
    }
    return ChartColor(
      red: component(a.red, b.red), green: component(a.green, b.green),
      blue: component(a.blue, b.blue))
  }
}
