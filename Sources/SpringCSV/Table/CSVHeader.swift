//===--- CSVHeader.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The header of every table SpringLab reads (evaluate, settle, CASES,
// RESULTS), checked in one place so that every table refuses a bad header
// with the same messages: empty input, a used column named twice (with the
// fields it stands in), a missing required column.
//
//===----------------------------------------------------------------------===//

/// A table's header: the column names, the line they are on, and where each
/// used column stands.
public struct CSVHeader: Sendable {
  /// The column names, in file order (names not used may repeat).
  public let names: [String]
  /// The physical line (1-based) of the header record.
  public let line: Int

  /// What is wrong with the header, one message per problem: a used column
  ///   named twice (`line 1: column 'x0' appears more than once in the
  ///   header (fields 4, 7)`), then the missing required columns (with the
  ///   header as found). Empty when the header is good; `validate()` throws
  ///   them.
  public let problems: [String]

  /// Reads the first record of `records` as the header and checks it,
  /// keeping what is wrong in `problems` (a streaming table throws them at
  /// once; a whole-file table first reads on, so that bytes that are not
  /// CSV text are refused where they stand).
  ///
  /// - Parameters:
  ///   - required: names that must appear exactly once.
  ///   - optional: names that may be absent but may not repeat (they are
  ///     looked up by name, so a repeat would be ambiguous).
  /// - Throws: `SpringTableError.data` for empty input (naming the required
  ///   columns) or input that is not CSV text; `.io` when the source cannot
  ///   be read.
  public init(reading records: CSVRecordReader, required: [String], optional: [String] = [])
    throws(SpringTableError)
  {
    let requiredNames = required.joined(separator: ",")
    let found: Bool
    do {
      found = try records.next()
    } catch {
      throw SpringTableError(reading: error, after: ProblemLog())
    }
    guard found else {
      throw .data(["line 1: input is empty; expected a header row with columns \(requiredNames)"])
    }
    let line = records.recordLine
    let names = (0..<records.fieldCount).map { records.text($0) }
    func positions(of name: String) -> [Int] { names.indices.filter { names[$0] == name } }
    var messages: [String] = []
    for name in required + optional {
      let found = positions(of: name)
      if found.count > 1 {
        let fields = found.map { String($0 + 1) }.joined(separator: ", ")
        messages.append(
          "line \(line): column '\(TextExcerpt.of(name))' appears more than once in the header "
            + "(fields \(fields))")
      }
    }
    let missing = required.filter { positions(of: $0).isEmpty }
    if !missing.isEmpty {
      let listed = missing.map { "'\($0)'" }.joined(separator: ", ")
      let header = TextExcerpt.of(names.joined(separator: ","))
      messages.append(
        "line \(line): missing required column\(missing.count > 1 ? "s" : "") \(listed) "
          + "(header has: \(header); required: \(requiredNames))")
    }
    self.names = names
    self.line = line
    problems = messages
  }

  /// Throws `SpringTableError.data(problems)` unless the header is good.
  public func validate() throws(SpringTableError) {
    if !problems.isEmpty { throw .data(problems) }
  }

  /// The number of columns; every data record must have as many fields.
  public var count: Int { names.count }

  /// The 0-based position of `name` (its first, when an unused name
  /// repeats), or nil when absent.
  public func index(of name: String) -> Int? { names.firstIndex(of: name) }
}
