//===--- UTF8Validator.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Checks a byte stream for well-formed UTF-8 one byte at a time, so that a
// sequence cut by a chunk boundary is judged as a whole. Well-formed means
// the Unicode Standard's Table 3-7 (chapter 3.9): no overlong forms, no
// surrogates (U+D800…U+DFFF), nothing above U+10FFFF, no truncated
// sequence.
//
//===----------------------------------------------------------------------===//

/// An incremental UTF-8 well-formedness check.
public struct UTF8Validator: Sendable {
  /// Continuation bytes still expected by the current sequence.
  private var pending: UInt8 = 0
  /// The allowed range of the next continuation byte (narrower than
  /// 0x80…0xBF only right after E0, ED, F0 and F4).
  private var low: UInt8 = 0x80
  private var high: UInt8 = 0xBF
  /// The first byte of the current (or last) multi-byte sequence.
  public private(set) var sequenceStart: UInt8 = 0

  public init() {}

  /// Whether a sequence has started and not yet ended.
  public var isInsideSequence: Bool { pending != 0 }

  /// Takes the next byte; false when it cannot follow what came before.
  @inline(__always)
  public mutating func accept(_ byte: UInt8) -> Bool {
    if pending == 0 {
      if byte < 0x80 { return true }
      return acceptLead(byte)
    }
    guard byte >= low && byte <= high else { return false }
    pending -= 1
    low = 0x80
    high = 0xBF
    return true
  }

  private mutating func acceptLead(_ byte: UInt8) -> Bool {
    sequenceStart = byte
    switch byte {
    case 0xC2...0xDF: pending = 1
    case 0xE0:
      pending = 2
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: pending = 2
    case 0xED:
      pending = 2
      high = 0x9F
    case 0xF0:
      pending = 3
      low = 0x90
    case 0xF1...0xF3: pending = 3
    case 0xF4:
      pending = 3
      high = 0x8F
    default: return false  // 0x80…0xC1 (continuation or overlong lead), 0xF5…0xFF
    }
    return true
  }
}
