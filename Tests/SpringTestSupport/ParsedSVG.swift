//===--- ParsedSVG.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Test support shared by the test targets: an SVG document parsed with Foundation's XMLParser, so that
// figure tests check well-formed XML and read elements and texts back.
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements (name and attributes, in document order) and text contents
/// of a parsed SVG document; `error` is set when it is not well-formed XML.
public final class ParsedSVG: NSObject, XMLParserDelegate {
  public private(set) var elements: [(name: String, attributes: [String: String])] = []
  public private(set) var texts: [String] = []
  public private(set) var error: Error?
  private var currentText: String?

  public init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
  }

  public var isWellFormed: Bool { error == nil }

  public func elements(named name: String) -> [[String: String]] {
    elements.filter { $0.name == name }.map(\.attributes)
  }

  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    if elementName == "text" { currentText = "" }
  }

  public func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText? += string
  }

  public func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "text", let text = currentText {
      texts.append(text)
      currentText = nil
    }
  }

  public func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    error = parseError
  }
}
