//===--- BenchmarkFile.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Reading the JSON files `springlab bench` is given — results files,
// baselines, thresholds.json — with every failure said in one plain sentence
// that names the file (and the benchmark or field): a file that cannot be
// read is told apart from one whose content is wrong, and the decoder's
// errors are translated rather than dumped.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV

/// Why a benchmark file cannot be used; every message names the file.
public enum BenchmarkFileError: Error, Sendable, CustomStringConvertible {
  /// The file does not exist, is a directory or cannot be read
  /// (sysexits' `EX_NOINPUT`).
  case unreadable(String)
  /// The file was read, but it is empty, not JSON, not the expected
  /// document, or holds figures that cannot be used: one sentence per
  /// problem.
  case invalid([String])

  public var description: String {
    switch self {
    case .unreadable(let message): message
    case .invalid(let messages): messages.joined(separator: "\n")
    }
  }
}

/// Reads and decodes the JSON files of `springlab bench`.
public enum BenchmarkFile {
  /// The largest file read (64 MiB): far beyond any results file (10,000
  /// repetitions of every benchmark is a few MB), and a bound on what a
  /// device such as /dev/zero can make the tool hold.
  public static let maximumBytes = 64 << 20

  /// The bytes of `path`.
  /// - Throws: `.unreadable` when it does not exist, is a directory or
  ///   cannot be read; `.invalid` when it is larger than `maximumBytes`.
  public static func contents(of path: String) throws(BenchmarkFileError) -> Data {
    let source: FileByteSource
    do { source = try FileByteSource(path: path) } catch {
      throw .unreadable("cannot read '\(path)': \(error.reason)")
    }
    var data = Data()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { buffer.deallocate() }
    while true {
      let count: Int
      do { count = try source.read(into: buffer) } catch {
        throw .unreadable("cannot read '\(path)': \(error.reason)")
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      if data.count > maximumBytes {
        throw .invalid([
          "'\(path)' is larger than \(maximumBytes >> 20) MiB: not a benchmark file"
        ])
      }
    }
  }

  /// `data`, the content of `file`, decoded as `type`.
  /// - Throws: `.invalid` with one sentence: the file is empty, is not
  ///   valid JSON (and why), lacks a field, or has a field of the wrong
  ///   kind — naming the benchmark (`results[i]`'s name) or field.
  public static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String)
    throws(BenchmarkFileError) -> T
  {
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      throw .invalid(["'\(file)' is empty: expected a JSON document"])
    }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw .invalid([describe(error, data: data, file: file)])
    } catch {
      throw .invalid(["'\(file)' cannot be decoded: \(error.localizedDescription)"])
    }
  }

  /// A results file or baseline at `path`: read, decoded, and checked by
  /// `BenchmarkReport.comparisonProblems`.
  /// - Throws: `.unreadable` or `.invalid` (see `contents(of:)`,
  ///   `decode(_:from:file:)`); `.invalid` with every problem
  ///   `comparisonProblems` finds, each prefixed with the file's name.
  public static func report(at path: String) throws(BenchmarkFileError) -> BenchmarkReport {
    let report = try decode(BenchmarkReport.self, from: contents(of: path), file: path)
    let problems = report.comparisonProblems
    if !problems.isEmpty { throw .invalid(problems.map { "'\(path)': \($0)" }) }
    return report
  }

  /// `error` from decoding `data` (the content of `file`) as one plain
  /// sentence, e.g. `'x.json' is not valid JSON: unexpected end of file`
  /// or `'x.json': benchmark 'closed-form.direct' has no field 'median'`.
  public static func describe(_ error: DecodingError, data: Data, file: String) -> String {
    switch error {
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return "'\(file)' is not valid JSON: \(reason(context, data))"
      }
      return "'\(file)': \(place(context.codingPath, data)) \(plain(context.debugDescription))"
    case .keyNotFound(let key, let context):
      let owner = context.codingPath.isEmpty ? "" : " " + place(context.codingPath, data)
      return "'\(file)'\(owner.isEmpty ? "" : ":")\(owner) has no field '\(key.stringValue)'"
    case .typeMismatch(let type, let context):
      return "'\(file)': \(place(context.codingPath, data)) is not \(kind(type))"
    case .valueNotFound(let type, let context):
      return "'\(file)': \(place(context.codingPath, data)) is null, expected \(kind(type))"
    @unknown default:
      return "'\(file)' cannot be decoded: \(error.localizedDescription)"
    }
  }

  /// Where `path` points, in words: `benchmark 'closed-form.direct' field
  /// 'median'`, `results[2] field 'repetitions[0]'`, `field 'prefixes.gsl.'`.
  static func place(_ path: [any CodingKey], _ data: Data) -> String {
    var rest = path[...]
    var words: [String] = []
    if rest.first?.stringValue == "results", let index = rest.dropFirst().first?.intValue {
      rest = rest.dropFirst(2)
      let document = try? JSONSerialization.jsonObject(with: data)
      let results = (document as? [String: Any])?["results"] as? [Any]
      let entry = results.flatMap { index < $0.count ? $0[index] as? [String: Any] : nil }
      if let name = entry?["name"] as? String {
        words.append("benchmark '\(TextExcerpt.of(name))'")
      } else {
        words.append("results[\(index)]")
      }
    }
    var field = ""
    for key in rest {
      if let index = key.intValue {
        field += "[\(index)]"
      } else {
        field += (field.isEmpty ? "" : ".") + key.stringValue
      }
    }
    if !field.isEmpty { words.append("field '\(field)'") }
    return words.isEmpty ? "the document" : words.joined(separator: " ")
  }

  /// Why `data` is not JSON, e.g. `unexpected end of file during JSON
  /// parse`: the decoder's own error says only that it is not, so the
  /// parser's reason is asked for (JSONSerialization's debug description).
  static func reason(_ context: DecodingError.Context, _ data: Data) -> String {
    for error in [context.underlyingError, parseError(data)].compactMap({ $0 }) {
      let userInfo = (error as NSError).userInfo
      if let text = userInfo[NSDebugDescriptionErrorKey] as? String, !text.isEmpty {
        return plain(text)
      }
    }
    return plain(context.debugDescription)
  }

  /// The error JSONSerialization gives for `data`, if any.
  static func parseError(_ data: Data) -> (any Error)? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch { return error }
  }

  /// `text` with a lowercase first letter and no final period.
  static func plain(_ text: String) -> String {
    var text = text
    while text.hasSuffix(".") { text.removeLast() }
    guard let first = text.first else { return text }
    // Keep an acronym ("JSON …") as it is.
    if text.dropFirst().first?.isUppercase == true { return text }
    return first.lowercased() + text.dropFirst()
  }

  /// What a value of `type` is, in words.
  static func kind(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type: "a number"
    case is Int.Type: "a whole number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    default:
      "\(type)".hasPrefix("Array")
        ? "a list" : ("\(type)".hasPrefix("Dictionary") ? "an object" : "\(type)")
    }
  }
}
