//===--- ResultCell.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One answer in a RESULTS table, read with the package's one number grammar
// (DecimalNumber) and the explicit non-finite tokens an evaluator may answer
// with. An answer that is not a finite number fails its row when scored; it
// does not make the file malformed. A hexadecimal number does: it is a
// number in a grammar no SpringLab table reads, and scoring it as "no
// answer" would fail every row of an evaluator for its printing. So does a
// decimal beyond ±1.8e308: no binary64 prints that way (an evaluator whose
// answer overflowed prints inf), and every table refuses it (README, "CSV
// input and exit statuses").
//
//===----------------------------------------------------------------------===//

/// A RESULTS cell: a number (finite, or a non-finite token), an empty cell,
/// or text that is no number.
public enum ResultCell: Hashable, Sendable {
  /// A finite number in the strict decimal grammar.
  case number(Double)
  /// An explicit non-finite answer: `nan`, `inf`, `-inf` (any case, also
  /// `infinity` and signed spellings), or a decimal beyond the largest
  /// binary64, which rounds to the infinity of its sign. Scored as a
  /// failing row.
  case nonFinite(Double)
  /// An empty cell: no answer (a failing row, noted on stderr).
  case empty
  /// Text that is not a number (a failing row, noted on stderr).
  case notANumber(String)

  /// The rule RESULTS cells are refused by, for the message every table
  /// gives (`column 'position' must be … (got '0x1p3')`).
  public static func column(_ name: String) -> NumericColumn {
    NumericColumn(name: name, requirement: "a decimal number, nan, inf or -inf") { _ in true }
  }

  /// Reads one cell.
  /// - Returns: nil for a hexadecimal number or a decimal beyond ±1.8e308,
  ///   which the table refuses (`refusalNote(_:)` says why).
  public init?(reading text: String) {
    if text.isEmpty {
      self = .empty
      return
    }
    do {
      self = .number(try DecimalNumber.parse(text))
    } catch .outOfRange {
      return nil
    } catch {
      if let value = DecimalNumber.nonFiniteToken(text) {
        self = .nonFinite(value)
      } else if DecimalNumber.isHexadecimal(text) {
        return nil
      } else {
        self = .notANumber(text)
      }
    }
  }

  /// Why `init(reading:)` refused `text`, to follow the column's
  /// requirement in the message: empty for a hexadecimal number.
  public static func refusalNote(_ text: String) -> String {
    DecimalNumber.isHexadecimal(text)
      ? "" : "; it is beyond the binary64 range ±1.8e308: print inf or -inf for an infinite answer"
  }

  /// The answer as a number (non-finite ones included); nil when the cell
  /// holds none.
  public var value: Double? {
    switch self {
    case .number(let value), .nonFinite(let value): value
    case .empty, .notANumber: nil
    }
  }
}
