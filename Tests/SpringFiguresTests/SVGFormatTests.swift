//===--- SVGFormatTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringFigures
import Testing

@Suite("SVG number and text formatting")
struct SVGFormatTests {
  @Test("four significant digits, positional or scientific, no locale")
  func significant() {
    let cases: [(Double, String)] = [
      (0, "0"), (1, "1"), (-1.5, "-1.5"), (0.1, "0.1"), (0.3 + 0.6, "0.9"), (1234.56, "1235"),
      (123_456, "123500"), (999.96, "1000"), (99_999.99, "100000"), (1e6, "1e+6"),
      (123_456_789, "1.235e+8"), (0.000_1, "0.0001"), (0.001_234_4, "0.001234"),
      (9.87654e-5, "9.877e-5"), (1e-7, "1e-7"), (2.5e-7, "2.5e-7"), (-3e-300, "-3e-300"),
      (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "NaN"),
    ]
    for (value, text) in cases {
      #expect(SVGFormat.significant(value) == text, "\(value)")
    }
    #expect(SVGFormat.significant(2.0 / 3, digits: 2) == "0.67")
  }

  @Test("the ends of binary64: subnormals and the largest double are labelled, not trapped on")
  func extremes() {
    // 2^-1074 = 4.9406564584124654e-324; 2^-1022 = 2.2250738585072014e-308;
    // the largest double is 1.7976931348623157e308.
    let cases: [(Double, String)] = [
      (.leastNonzeroMagnitude, "4.941e-324"), (-1e-304, "-1e-304"), (0x1p-1030, "8.692e-311"),
      (.leastNormalMagnitude, "2.225e-308"), (.greatestFiniteMagnitude, "1.798e+308"),
      (-.greatestFiniteMagnitude, "-1.798e+308"),
    ]
    for (value, text) in cases {
      #expect(SVGFormat.significant(value) == text, "\(value)")
    }
    #expect(SVGFormat.significant(.leastNonzeroMagnitude, digits: 15) == "4.94065645841247e-324")
  }

  @Test("coordinates: two decimals, trailing zeros and negative zero dropped")
  func fixed() {
    let cases: [(Double, String)] = [
      (12.3456, "12.35"), (3, "3"), (-0.004, "0"), (-2.5, "-2.5"), (100, "100"), (0.05, "0.05"),
      (719.999, "720"), (.nan, "0"),
    ]
    for (value, text) in cases {
      #expect(SVGFormat.fixed(value) == text, "\(value)")
    }
    #expect(SVGFormat.fixed(1.23456, decimals: 4) == "1.2346")
  }

  @Test("XML escaping and superscript powers of ten")
  func text() {
    #expect(
      SVGFormat.escaped("a<b & \"c\" > 'd'") == "a&lt;b &amp; &quot;c&quot; &gt; &apos;d&apos;")
    #expect(SVGFormat.escaped("|ζ − 1|") == "|ζ − 1|")
    #expect(SVGFormat.powerOfTen(-16) == "10⁻¹⁶")
    #expect(SVGFormat.powerOfTen(3) == "10³")
  }
}
