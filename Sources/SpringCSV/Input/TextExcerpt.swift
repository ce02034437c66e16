//===--- TextExcerpt.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Offending input as error messages quote it: at most `limit` characters,
// control characters made visible, so that one bad field never floods the
// terminal and a message always stays on one line.
//
//===----------------------------------------------------------------------===//

/// Input text shortened and escaped for an error message.
public enum TextExcerpt {
  /// The most characters (Unicode scalars) an excerpt shows, ellipsis included.
  public static let limit = 80

  /// `text` with tabs, line breaks and other control characters written as
  /// `\t`, `\n`, `\r`, `\u{1B}`, cut to `limit` scalars with a trailing `…`.
  public static func of(_ text: some StringProtocol, limit: Int = TextExcerpt.limit) -> String {
    var result = ""
    var shown = 0
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let piece: String
      switch scalar {
      case "\t": piece = "\\t"
      case "\n": piece = "\\n"
      case "\r": piece = "\\r"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
        piece = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: piece = String(scalar)
      }
      let next = scalars.index(after: index)
      // Keep one place for the ellipsis unless this is the last scalar.
      let room = next == scalars.endIndex ? limit : limit - 1
      if shown + piece.unicodeScalars.count > room {
        return result + "…"
      }
      result += piece
      shown += piece.unicodeScalars.count
      index = next
    }
    return result
  }

  /// The excerpt of UTF-8 `bytes` (already validated).
  public static func of(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = TextExcerpt.limit)
    -> String
  {
    // Decoding more than the excerpt can show is wasted work.
    let prefix = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, limit * 4 + 4)])
    return of(String(decoding: prefix, as: UTF8.self), limit: limit)
  }
}
