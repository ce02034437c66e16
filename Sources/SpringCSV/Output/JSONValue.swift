//===--- JSONValue.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A JSON document with ordered object keys, so scripts see a stable layout:
// the one JSON writer of every command and library that prints JSON.
// Numbers print in shortest round-trip form; non-finite numbers as null.
//
//===----------------------------------------------------------------------===//

/// A JSON value whose objects keep their keys in insertion order.
public indirect enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// A number, or null when absent or not finite.
  public static func finite(_ value: Double?) -> JSONValue {
    guard let value, value.isFinite else { return .null }
    return .number(value)
  }

  /// The document, pretty-printed with two-space indentation.
  public func rendered(indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent)
    let inner = String(repeating: "  ", count: indent + 1)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value.isFinite ? "\(value)" : "null"
    case .integer(let value): return "\(value)"
    case .string(let value): return JSONValue.quoted(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n")
        + "\n" + pad + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let lines = members.map {
        inner + JSONValue.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + pad + "}"
    }
  }

  /// `text` as a JSON string literal (RFC 8259 §7: quote, backslash and
  /// control characters escaped).
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
