//===--- SVGWriter.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The minimal SVG element writer behind the charts: a white background,
// explicit width/height/viewBox, `font-family="sans-serif"` on every text
// element, no scripts, no external resources.
//
//===----------------------------------------------------------------------===//

/// Accumulates SVG elements into one document (internal to the figures).
struct SVGWriter {
  private var text: String

  /// Starts a `width` × `height` document with a white background and an
  /// accessible `<title>`.
  init(width: Double, height: Double, title: String) {
    let w = SVGFormat.fixed(width)
    let h = SVGFormat.fixed(height)
    text =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
      + "viewBox=\"0 0 \(w) \(h)\" font-family=\"sans-serif\" font-size=\"12\">\n"
    text += "<title>\(SVGFormat.escaped(title))</title>\n"
    text += "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
  }

  private static func f(_ value: Double) -> String { SVGFormat.fixed(value) }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String,
    stroke: String? = nil, extra: String = ""
  ) {
    text +=
      "<rect x=\"\(Self.f(x))\" y=\"\(Self.f(y))\" width=\"\(Self.f(max(0, width)))\" "
      + "height=\"\(Self.f(max(0, height)))\" fill=\"\(fill)\""
      + (stroke.map { " stroke=\"\($0)\"" } ?? "") + extra + "/>\n"
  }

  mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1,
    dashed: Bool = false
  ) {
    text +=
      "<line x1=\"\(Self.f(x1))\" y1=\"\(Self.f(y1))\" x2=\"\(Self.f(x2))\" y2=\"\(Self.f(y2))\" "
      + "stroke=\"\(stroke)\" stroke-width=\"\(Self.f(width))\""
      + (dashed ? " stroke-dasharray=\"6 4\"" : "") + "/>\n"
  }

  mutating func polyline(
    _ points: [(x: Double, y: Double)], stroke: String, width: Double = 1.5, dashed: Bool = false,
    clipID: String? = nil
  ) {
    guard !points.isEmpty else { return }
    let list = points.map { "\(Self.f($0.x)),\(Self.f($0.y))" }.joined(separator: " ")
    text +=
      "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" "
      + "stroke-width=\"\(Self.f(width))\" stroke-linejoin=\"round\""
      + (dashed ? " stroke-dasharray=\"6 4\"" : "")
      + (clipID.map { " clip-path=\"url(#\($0))\"" } ?? "") + "/>\n"
  }

  mutating func circle(x: Double, y: Double, radius: Double, fill: String, clipID: String? = nil) {
    text +=
      "<circle cx=\"\(Self.f(x))\" cy=\"\(Self.f(y))\" r=\"\(Self.f(radius))\" fill=\"\(fill)\""
      + (clipID.map { " clip-path=\"url(#\($0))\"" } ?? "") + "/>\n"
  }

  /// A path with data `d` built from already formatted numbers.
  mutating func path(
    _ d: String, stroke: String, width: Double = 1.5, fill: String = "none", clipID: String? = nil
  ) {
    text +=
      "<path d=\"\(d)\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(Self.f(width))\""
      + (clipID.map { " clip-path=\"url(#\($0))\"" } ?? "") + "/>\n"
  }

  /// `content` at (x, y); `anchor` is start, middle or end; `rotation` in
  /// degrees about (x, y); `middleBaseline` centres the text vertically.
  mutating func text(
    _ content: String, x: Double, y: Double, anchor: String = "start", size: Double = 12,
    bold: Bool = false, rotation: Double = 0, middleBaseline: Bool = false,
    fill: String = "#222222"
  ) {
    text +=
      "<text x=\"\(Self.f(x))\" y=\"\(Self.f(y))\" font-family=\"sans-serif\" "
      + "font-size=\"\(Self.f(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\""
      + (bold ? " font-weight=\"bold\"" : "")
      + (middleBaseline ? " dy=\"0.35em\"" : "")
      + (rotation != 0
        ? " transform=\"rotate(\(Self.f(rotation)) \(Self.f(x)) \(Self.f(y)))\"" : "")
      + ">\(SVGFormat.escaped(content))</text>\n"
  }

  /// A rectangular clip path named `id`.
  mutating func clipRect(id: String, x: Double, y: Double, width: Double, height: Double) {
    text +=
      "<defs><clipPath id=\"\(id)\"><rect x=\"\(Self.f(x))\" y=\"\(Self.f(y))\" "
      + "width=\"\(Self.f(width))\" height=\"\(Self.f(height))\"/></clipPath></defs>\n"
  }

  /// The finished document.
  func finished() -> String { text + "</svg>\n" }
}
