//===--- CSVRecordReaderTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The RFC 4180 reader against hand-written cases and against a seeded
// generator: random records serialized with random line endings, quoting
// and blank lines must read back field for field, with the right line
// numbers, however the input is cut into reads.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringTruth
import Testing

/// Every record of `text` as (line, fields), read `chunkLimit` bytes at a time.
func records(_ bytes: [UInt8], chunkLimit: Int = .max) throws(CSVFormatError) -> [(Int, [String])] {
  let reader = CSVRecordReader(MemoryByteSource(bytes, chunkLimit: chunkLimit))
  var result: [(Int, [String])] = []
  while try reader.next() {
    result.append((reader.recordLine, (0..<reader.fieldCount).map { reader.text($0) }))
  }
  return result
}

func records(_ text: String, chunkLimit: Int = .max) throws(CSVFormatError) -> [(Int, [String])] {
  try records(Array(text.utf8), chunkLimit: chunkLimit)
}

@Suite("CSVRecordReader: RFC 4180 records from bytes")
struct CSVRecordReaderTests {
  @Test("LF, CRLF and CR-only line endings read alike, with the same line numbers")
  func lineEndings() throws {
    for ending in ["\n", "\r\n", "\r"] {
      let text = ["a,b", "1,2", "", "3,4"].joined(separator: ending) + ending
      for limit in [1, 2, 3, .max] {
        let read = try records(text, chunkLimit: limit)
        #expect(read.map(\.0) == [1, 2, 4], "ending \(ending.debugDescription), limit \(limit)")
        #expect(read.map(\.1) == [["a", "b"], ["1", "2"], ["3", "4"]])
      }
    }
  }

  @Test("a UTF-8 byte order mark is skipped, even split across reads")
  func byteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("mass,t\r\n1,2\r\n".utf8)
    for limit in [1, 2, .max] {
      let read = try records(bytes, chunkLimit: limit)
      #expect(read.map(\.1) == [["mass", "t"], ["1", "2"]])
    }
    // Only at the very start: U+FEFF elsewhere is an ordinary character.
    let inner = try records("a,\u{FEFF}b\n")
    #expect(inner.map(\.1) == [["a", "\u{FEFF}b"]])
    // A character that merely begins like the mark (U+FEC0 = EF BB 80) is kept.
    let lookalike = try records([0xEF, 0xBB, 0x80, 0x2C, 0x31], chunkLimit: 1)
    #expect(lookalike.map(\.1) == [["\u{FEC0}", "1"]])
  }

  @Test("quoted fields hold commas, doubled quotes and line breaks")
  func quotedFields() throws {
    let text =
      "name,note\r\n\"a,b\",\"say \"\"hi\"\"\"\r\n\"two\r\nlines\",x\r\n\"\",\"\"\r\nlast,1\r\n"
    let read = try records(text)
    #expect(
      read.map(\.1) == [
        ["name", "note"], ["a,b", "say \"hi\""], ["two\nlines", "x"], ["", ""], ["last", "1"],
      ])
    // The record after the two-line field starts on line 5.
    #expect(read.map(\.0) == [1, 2, 3, 5, 6])
  }

  @Test("blanks around fields are dropped; inside quotes they stay; a stray quote is a character")
  func blanks() throws {
    let read = try records(" 1 ,\t2\t, \" 3 \" ,4\"5,\n   \n\t\n")
    #expect(read.map(\.1) == [["1", "2", " 3 ", "4\"5", ""]])
  }

  @Test("a last record without a line break is read")
  func noFinalLineBreak() throws {
    #expect(try records("a,b\n1,2").map(\.1) == [["a", "b"], ["1", "2"]])
    #expect(try records("a,\"b\"").map(\.1) == [["a", "b"]])
    #expect(try records("").isEmpty)
    #expect(try records("\n\r\n\r").isEmpty)
  }

  static let notText: [([UInt8], CSVFormatError)] = [
    (Array("a,b\n1,2\n3\u{0}x,4\n".utf8), CSVFormatError.nulByte(line: 3, field: 1)),
    (Array("a,b\n1,\"2\u{0}\"\n".utf8), CSVFormatError.nulByte(line: 2, field: 2)),
    (
      Array("a,b\r\n1,2\r\n".utf8) + [0xE9, 0x2C, 0x31, 0x0A],
      CSVFormatError.invalidUTF8(line: 3, byte: 0xE9)
    ),
    (Array("a,b\n1,".utf8) + [0xE2, 0x82], CSVFormatError.invalidUTF8(line: 2, byte: nil)),
    // A surrogate, then an overlong '/'.
    (Array("a\n".utf8) + [0xED, 0xA0, 0x80], CSVFormatError.invalidUTF8(line: 2, byte: 0xED)),
    (Array("a\n".utf8) + [0xC0, 0xAF], CSVFormatError.invalidUTF8(line: 2, byte: 0xC0)),
    (Array("a,b\n1,\"open\n\n2,3\n".utf8), CSVFormatError.unclosedQuote(line: 2)),
    (Array("a,b\n\n\"x\"y,1\n".utf8), CSVFormatError.textAfterClosingQuote(line: 3, field: 1)),
    (Array("a,b\n1,\"x\" y\n".utf8), CSVFormatError.textAfterClosingQuote(line: 2, field: 2)),
  ]

  @Test("bytes that are not CSV text stop the reader, naming the line", arguments: notText)
  func formatErrors(bytes: [UInt8], expected: CSVFormatError) {
    for limit in [1, 3, Int.max] {
      #expect(throws: expected) { try records(bytes, chunkLimit: limit) }
    }
  }

  @Test("a record beyond 16 MiB is refused, not buffered without bound")
  func recordLimit() {
    var bytes = Array("a\n\"".utf8)
    bytes += [UInt8](repeating: 0x78, count: CSVRecordReader.recordByteLimit + 10)
    #expect(throws: CSVFormatError.recordTooLong(line: 2, limit: CSVRecordReader.recordByteLimit)) {
      try records(bytes)
    }
  }

  @Test("seeded random tables read back field for field at every read size")
  func randomTables() throws {
    var random = SplitMix64(seed: 0x4353_5652)
    let alphabet: [String] = [
      "1", "-2.5", "e", " ", "\t", ",", "\"", "\n", "é", "∑", "😀", "x", "\u{FEFF}",
    ]
    for table in 0..<300 {
      let ending = ["\n", "\r\n", "\r"][Int(random.next() % 3)]
      var text = ""
      var line = 1
      var expected: [(Int, [String])] = []
      for _ in 0..<(1 + Int(random.next() % 6)) {
        while random.next() % 5 == 0 {  // blank lines, sometimes with blanks on them
          text += (random.next() % 2 == 0 ? "" : " \t") + ending
          line += 1
        }
        let count = 1 + Int(random.next() % 4)
        var fields: [String] = []
        var written: [String] = []
        for _ in 0..<count {
          var field = ""
          for _ in 0..<Int(random.next() % 5) {
            field += alphabet[Int(random.next() % UInt64(alphabet.count))]
          }
          let needsQuotes =
            field.contains(where: { ",\"\n".contains($0) }) || field.first == " "
            || field.first == "\t"
            || field.last == " " || field.last == "\t" || field.hasPrefix("\u{FEFF}")
            || (count == 1 && field.isEmpty)
          if needsQuotes || random.next() % 4 == 0 {
            written.append(
              "\"" + field.replacingAll("\"", with: "\"\"").replacingAll("\n", with: ending) + "\"")
          } else {
            written.append(field)
          }
          fields.append(field)
        }
        expected.append((line, fields))
        text += written.joined(separator: ",")
        line += fields.reduce(0) { $0 + $1.filter { $0 == "\n" }.count }
        if random.next() % 8 != 0 || expected.count < 6 {
          text += ending
          line += 1
        } else {
          break  // the last record, without a line break
        }
      }
      for limit in [1, 2, 5, 64, Int.max] {
        let read = try records(text, chunkLimit: limit)
        #expect(
          read.map(\.0) == expected.map(\.0),
          "table \(table), limit \(limit): \(text.debugDescription)")
        #expect(
          read.map(\.1) == expected.map(\.1),
          "table \(table), limit \(limit): \(text.debugDescription)")
      }
    }
  }
}

extension String {
  /// Every occurrence of `target` replaced (without Foundation).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}

/// An endless source: `prefix`, then `filler` repeated forever; counts the
/// bytes handed out.
final class EndlessByteSource: ByteSource {
  private let prefix: [UInt8]
  private let filler: [UInt8]
  private(set) var bytesRead = 0

  init(prefix: String = "", filler: [UInt8]) {
    self.prefix = Array(prefix.utf8)
    self.filler = filler
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    for index in 0..<buffer.count {
      let position = bytesRead + index
      buffer[index] =
        position < prefix.count
        ? prefix[position] : filler[(position - prefix.count) % filler.count]
    }
    bytesRead += buffer.count
    return buffer.count
  }
}

@Suite("CSVRecordReader: endless and binary input end in bounded reads")
struct CSVRecordReaderBoundsTests {
  @Test("a NUL byte is refused in the first chunk, naming line and field")
  func endlessZeros() {
    let source = EndlessByteSource(prefix: "mass,stiffness\n1,", filler: [0])
    let reader = CSVRecordReader(source)
    #expect(throws: CSVFormatError.nulByte(line: 2, field: 2)) {
      while try reader.next() {}
    }
    #expect(source.bytesRead == CSVRecordReader.chunkSize)
  }

  @Test("an endless line is refused once it passes the record limit")
  func endlessLine() {
    let source = EndlessByteSource(prefix: "a\n", filler: Array("1".utf8))
    let reader = CSVRecordReader(source)
    #expect(throws: CSVFormatError.recordTooLong(line: 2, limit: CSVRecordReader.recordByteLimit)) {
      while try reader.next() {}
    }
    // The refusal comes within one chunk of the limit: memory stays bounded.
    #expect(source.bytesRead <= CSVRecordReader.recordByteLimit + 2 * CSVRecordReader.chunkSize)
  }
}
