//===--- NumericColumn.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// A numeric column's rule: its header name, the requirement as messages
/// phrase it, and the check.
public struct NumericColumn: Sendable {
  /// The header name, e.g. `mass`.
  public var name: String
  /// Follows "must be", e.g. `a finite number > 0`.
  public var requirement: String
  /// Whether a finite value meets the requirement.
  public var isValid: @Sendable (Double) -> Bool

  public init(name: String, requirement: String, isValid: @escaping @Sendable (Double) -> Bool) {
    self.name = name
    self.requirement = requirement
    self.isValid = isValid
  }

  /// The message refusing `text` in this column on `line`, the one every
  /// table gives: `line 7: column 'mass' must be a finite number > 0 (got
  /// '-1')`; `note` (e.g. `, beyond the largest double (about 1.8e308)`)
  /// goes inside the parentheses.
  public func refusal(line: Int, text: some StringProtocol, note: String = "") -> String {
    "line \(line): column '\(name)' must be \(requirement) (got '\(TextExcerpt.of(text))'\(note))"
  }

  /// The same message for field bytes (valid UTF-8).
  public func refusal(line: Int, bytes: UnsafeBufferPointer<UInt8>, note: String = "") -> String {
    "line \(line): column '\(name)' must be \(requirement) (got '\(TextExcerpt.of(bytes))'\(note))"
  }

  /// A finite number > 0.
  public static func positive(_ name: String) -> NumericColumn {
    NumericColumn(name: name, requirement: "a finite number > 0") { $0 > 0 }
  }

  /// A finite number ≥ 0.
  public static func nonNegative(_ name: String) -> NumericColumn {
    NumericColumn(name: name, requirement: "a finite number >= 0") { $0 >= 0 }
  }

  /// Any finite number.
  public static func finite(_ name: String) -> NumericColumn {
    NumericColumn(name: name, requirement: "a finite number") { _ in true }
  }
}
