//===--- CSVRecordReader.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// RFC 4180 records from a byte stream, one at a time, in bounded memory.
//
// The dialect (README, "CSV input"): fields separated by commas; records
// end at LF, CRLF or a lone CR; a UTF-8 byte order mark at the start is
// skipped; a field may be enclosed in double quotes, and may then hold
// commas, line breaks and doubled quotes ("" for "); blanks (spaces, tabs)
// around a field are dropped; a quote inside an unquoted field is an
// ordinary character; a record of one empty unquoted field (a blank line)
// is skipped. The input must be UTF-8 without NUL bytes.
//
// Work happens on bytes (UInt8), never on Characters: Swift treats "\r\n"
// as one Character, which a line splitter must not.
//
//===----------------------------------------------------------------------===//

/// Reads CSV records from a `ByteSource`, validating the encoding as it goes.
///
/// After `next()` returns true, the record's fields are available through
/// `fieldCount`, `field(_:)` and `fieldCString(_:)` until the next call.
/// Memory stays bounded: one input chunk plus the current record.
public final class CSVRecordReader {
  /// Bytes requested from the source per read.
  public static let chunkSize = 1 << 18
  /// The longest record accepted, in bytes (16 MiB).
  public static let recordByteLimit = 1 << 24
  /// The most fields a record may have.
  public static let fieldLimit = 1 << 16

  private var source: any ByteSource
  private let chunk: UnsafeMutablePointer<UInt8>
  private var chunkCount = 0
  private var chunkIndex = 0
  private var sourceEnded = false
  /// Whether the next byte is the first of the input (the byte order mark
  /// may only stand there).
  private var atInputStart = true
  /// Physical line (1-based) of the next byte, once `newlinePending` is
  /// applied.
  private var line = 1
  /// The last byte ended a line: the next byte is on the following line.
  private var newlinePending = false
  /// The last byte was a CR: a LF right after it belongs to the same break.
  private var skipLineFeed = false
  private var validator = UTF8Validator()

  /// The current record's field bytes, each field followed by a NUL.
  private var storage: UnsafeMutablePointer<UInt8>
  private var storageCapacity: Int
  /// The current record's fields: where each starts and ends in
  /// `storage`, and whether it was quoted.
  private var fields: [FieldSpan] = []

  private struct FieldSpan {
    var start: Int
    var end: Int
    var quoted: Bool
  }

  /// The physical line (1-based) on which the current record starts.
  public private(set) var recordLine = 0

  /// A reader over `source`.
  public init(_ source: any ByteSource) {
    self.source = source
    chunk = .allocate(capacity: Self.chunkSize)
    storageCapacity = 4096
    storage = .allocate(capacity: storageCapacity)
  }

  deinit {
    chunk.deallocate()
    storage.deallocate()
  }

  /// Fields in the current record.
  public var fieldCount: Int { fields.count }

  /// The bytes of field `index` (0-based), quotes and surrounding blanks
  /// removed, doubled quotes undoubled.
  public func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(
      start: storage + fields[index].start, count: fields[index].end - fields[index].start)
  }

  /// Field `index` as a NUL-terminated C string (the input holds no NUL, so
  /// it ends where the field does).
  public func fieldCString(_ index: Int) -> UnsafePointer<CChar> {
    UnsafeRawPointer(storage + fields[index].start).assumingMemoryBound(to: CChar.self)
  }

  /// Whether field `index` was enclosed in quotes.
  public func isQuoted(_ index: Int) -> Bool { fields[index].quoted }

  /// Field `index` as text (valid UTF-8, checked while reading).
  public func text(_ index: Int) -> String { String(decoding: field(index), as: UTF8.self) }

  private enum State {
    /// Before a field's first byte (blanks skipped).
    case fieldStart
    /// Inside an unquoted field.
    case unquoted
    /// Inside a quoted field.
    case quoted
    /// After a quote inside a quoted field: "" or the closing quote.
    case quoteInQuoted
    /// After the closing quote: only blanks until a comma or line break.
    case afterQuote
  }

  private static let lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
  private static let quote: UInt8 = 0x22, comma: UInt8 = 0x2C
  private static let space: UInt8 = 0x20, tab: UInt8 = 0x09
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Reads the next record that is not a blank line.
  /// - Returns: false at the end of the input.
  /// - Throws: `CSVFormatError` for input that is not CSV text; the reader
  ///   cannot continue after it.
  public func next() throws(CSVFormatError) -> Bool {
    while true {
      guard try readRecord() else { return false }
      let blank = fields.count == 1 && !fields[0].quoted && fields[0].end == fields[0].start
      if !blank { return true }
    }
  }

  /// Reads one record, blank or not.
  private func readRecord() throws(CSVFormatError) -> Bool {
    // All per-byte state lives in locals for the duration of the record:
    // every access to a class's stored property costs a dynamic
    // exclusivity check, which would dominate the loop.
    var spans: [FieldSpan] = []
    swap(&spans, &fields)
    spans.removeAll(keepingCapacity: true)
    var line = self.line
    var newlinePending = self.newlinePending
    var skipLineFeed = self.skipLineFeed
    var validator = self.validator
    var atInputStart = self.atInputStart
    var index = chunkIndex
    var count = chunkCount
    var storage = self.storage
    var capacity = storageCapacity
    defer {
      swap(&spans, &fields)
      self.line = line
      self.newlinePending = newlinePending
      self.skipLineFeed = skipLineFeed
      self.validator = validator
      self.atInputStart = atInputStart
      chunkIndex = index
      chunkCount = count
    }
    if newlinePending {
      line += 1
      newlinePending = false
    }
    let recordLine = line
    self.recordLine = recordLine
    let chunk = self.chunk
    var used = 0
    var fieldStart = 0
    var trimmedEnd = 0  // unquoted: end of the last non-blank byte
    var state = State.fieldStart
    var recordHasBytes = false
    var bomMatched = 0

    @inline(__always) func append(_ byte: UInt8) throws(CSVFormatError) {
      if used == capacity {
        (storage, capacity) = try grow(storage, capacity: capacity, used: used, line: recordLine)
      }
      storage[used] = byte
      used += 1
    }
    func finishField(end: Int, quoted: Bool) throws(CSVFormatError) {
      guard spans.count < Self.fieldLimit else {
        throw .tooManyFields(line: recordLine, limit: Self.fieldLimit)
      }
      used = end
      spans.append(FieldSpan(start: fieldStart, end: end, quoted: quoted))
      try append(0)
      fieldStart = used
    }

    while true {
      if index == count {
        count = try refill()
        index = 0
        if count == 0 { break }
      }
      if state == .unquoted && !skipLineFeed && !newlinePending && !validator.isInsideSequence {
        // The fast path: a run of printable ASCII other than the comma and
        // the quote (digits, letters, '.', '-', …) needs no decision per
        // byte. It is copied in one go.
        var end = index
        while end < count {
          let byte = chunk[end]
          guard byte &- 0x21 < 0x5E && byte != Self.comma && byte != Self.quote else { break }
          end += 1
        }
        let run = end - index
        if run > 0 {
          while used + run > capacity {
            (storage, capacity) = try grow(
              storage, capacity: capacity, used: used, line: recordLine)
          }
          (storage + used).update(from: chunk + index, count: run)
          used += run
          trimmedEnd = used
          index = end
          if index == count { continue }
        }
      }
      let raw = chunk[index]
      index += 1
      if skipLineFeed {
        skipLineFeed = false
        if raw == Self.lineFeed { continue }
      }
      if newlinePending {
        line += 1
        newlinePending = false
      }
      if raw == 0 { throw .nulByte(line: line, field: spans.count + 1) }
      if raw >= 0x80 || validator.isInsideSequence {
        guard validator.accept(raw) else {
          // Name the byte that starts the broken sequence (é in Latin-1 is
          // 0xE9 followed by ASCII, and 0xE9 is the byte to point at).
          throw .invalidUTF8(
            line: line, byte: validator.isInsideSequence ? validator.sequenceStart : raw)
        }
      }
      var byte = raw
      if byte == Self.carriageReturn {
        byte = Self.lineFeed
        skipLineFeed = true
      }
      if byte == Self.lineFeed { newlinePending = true }
      recordHasBytes = true
      if atInputStart {
        // The byte order mark, possibly split across reads.
        if bomMatched < 3 && byte == Self.byteOrderMark[bomMatched] {
          bomMatched += 1
          if bomMatched == 3 {
            atInputStart = false
            recordHasBytes = false
          }
          continue
        }
        atInputStart = false
        for matched in Self.byteOrderMark.prefix(bomMatched) {
          try append(matched)
          trimmedEnd = used
          state = .unquoted
        }
      }

      switch state {
      case .fieldStart:
        switch byte {
        case Self.space, Self.tab: continue
        case Self.quote: state = .quoted
        case Self.comma: try finishField(end: used, quoted: false)
        case Self.lineFeed:
          try finishField(end: used, quoted: false)
          return true
        default:
          try append(byte)
          trimmedEnd = used
          state = .unquoted
        }
      case .unquoted:
        switch byte {
        case Self.comma:
          try finishField(end: trimmedEnd, quoted: false)
          state = .fieldStart
        case Self.lineFeed:
          try finishField(end: trimmedEnd, quoted: false)
          return true
        case Self.space, Self.tab:
          try append(byte)
        default:
          try append(byte)
          trimmedEnd = used
        }
      case .quoted:
        if byte == Self.quote {
          state = .quoteInQuoted
        } else {
          try append(byte)
        }
      case .quoteInQuoted:
        if byte == Self.quote {
          try append(byte)
          state = .quoted
          continue
        }
        // Any other byte closed the quoted field: from here it is read as
        // the first byte after the closing quote.
        state = .afterQuote
        fallthrough
      case .afterQuote:
        switch byte {
        case Self.space, Self.tab: continue
        case Self.comma:
          try finishField(end: used, quoted: true)
          state = .fieldStart
        case Self.lineFeed:
          try finishField(end: used, quoted: true)
          return true
        default:
          throw .textAfterClosingQuote(line: line, field: spans.count + 1)
        }
      }
    }
    // The end of the input.
    if validator.isInsideSequence { throw .invalidUTF8(line: line, byte: nil) }
    switch state {
    case .quoted: throw .unclosedQuote(line: recordLine)
    case .fieldStart:
      guard recordHasBytes else { return false }
      try finishField(end: used, quoted: false)
    case .unquoted: try finishField(end: trimmedEnd, quoted: false)
    case .quoteInQuoted, .afterQuote: try finishField(end: used, quoted: true)
    }
    return true
  }

  /// The next chunk from the source; 0 at its end.
  private func refill() throws(CSVFormatError) -> Int {
    if sourceEnded { return 0 }
    let count: Int
    do {
      count = try source.read(
        into: UnsafeMutableRawBufferPointer(start: chunk, count: Self.chunkSize))
    } catch {
      throw .unreadable(error)
    }
    if count == 0 { sourceEnded = true }
    return count
  }

  /// Doubles the record storage, up to the record limit; returns the new
  /// storage and capacity (the old storage is freed).
  private func grow(
    _ old: UnsafeMutablePointer<UInt8>, capacity: Int, used: Int, line: Int
  ) throws(CSVFormatError) -> (UnsafeMutablePointer<UInt8>, Int) {
    guard capacity < Self.recordByteLimit + 1 else {
      throw .recordTooLong(line: line, limit: Self.recordByteLimit)
    }
    let grownCapacity = min(capacity * 2, Self.recordByteLimit + 1)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: grownCapacity)
    grown.update(from: old, count: used)
    old.deallocate()
    storage = grown
    storageCapacity = grownCapacity
    return (grown, grownCapacity)
  }
}
