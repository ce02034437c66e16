//===--- CSVFormatError.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Why bytes are not CSV text: what CSVRecordReader stops at. Each names the
// physical line (1-based) where the problem is; for a quoted field left
// open, the line where its record starts.
//
//===----------------------------------------------------------------------===//

/// Input that cannot be read as CSV text at all.
public enum CSVFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A NUL byte (text never contains one), in field `field` (1-based) of
  /// the record being read.
  case nulByte(line: Int, field: Int)
  /// A byte that is not well-formed UTF-8 here; nil when the input ends
  /// inside a multi-byte sequence.
  case invalidUTF8(line: Int, byte: UInt8?)
  /// A quoted field opened on `line` is never closed.
  case unclosedQuote(line: Int)
  /// Something other than blanks, a comma or a line break follows the
  /// closing quote of field `field` (1-based).
  case textAfterClosingQuote(line: Int, field: Int)
  /// The record starting on `line` is longer than `limit` bytes.
  case recordTooLong(line: Int, limit: Int)
  /// The record starting on `line` has more than `limit` fields.
  case tooManyFields(line: Int, limit: Int)
  /// The source failed.
  case unreadable(ByteSourceError)

  /// The line the problem is on (0 for a read failure).
  public var line: Int {
    switch self {
    case .nulByte(let line, _), .invalidUTF8(let line, _), .unclosedQuote(let line),
      .textAfterClosingQuote(let line, _), .recordTooLong(let line, _), .tooManyFields(let line, _):
      line
    case .unreadable: 0
    }
  }

  public var description: String {
    switch self {
    case .nulByte(let line, let field):
      return "line \(line): the input contains a NUL byte (in field \(field)); expected UTF-8 text"
    case .invalidUTF8(let line, let byte?):
      let hex = String(byte, radix: 16, uppercase: true)
      return
        "line \(line): the input is not valid UTF-8 (byte 0x\(hex.count < 2 ? "0" : "")\(hex)); "
        + "save the file as UTF-8"
    case .invalidUTF8(let line, nil):
      return "line \(line): the input is not valid UTF-8 (it ends inside a multi-byte character)"
    case .unclosedQuote(let line):
      return "line \(line): a quoted field starting in this record is never closed"
    case .textAfterClosingQuote(let line, let field):
      return "line \(line): field \(field) has text after its closing quote "
        + "(a quote inside a quoted field is written twice: \"\")"
    case .recordTooLong(let line, let limit):
      return "line \(line): the record is longer than \(limit / (1 << 20)) MiB"
    case .tooManyFields(let line, let limit):
      return "line \(line): the record has more than \(limit) fields"
    case .unreadable(let error):
      return error.description
    }
  }
}
