//===--- ParsedSVG.swift --------------------------------------------------===//
//
// Test support: an SVG document parsed with Foundation's XMLParser, so that
// figure tests check well-formed XML and read elements and texts back.
//
//===----------------------------------------------------------------------===//

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements (name and attributes, in document order) and text contents
/// of a parsed SVG document; `error` is set when it is not well-formed XML.
final class ParsedSVG: NSObject, XMLParserDelegate {
  private(set) var elements: [(name: String, attributes: [String: String])] = []
  private(set) var texts: [String] = []
  private(set) var error: Error?
  private var currentText: String?

  init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
  }

  var isWellFormed: Bool { error == nil }

  func elements(named name: String) -> [[String: String]] {
    elements.filter { $0.name == name }.map(\.attributes)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    if elementName == "text" { currentText = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "text", let text = currentText {
      texts.append(text)
      currentText = nil
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    error = parseError
  }
}
