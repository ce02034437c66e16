//===--- ProblemLog.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// The problems found in an input, in the order found (by line, and within
/// a line in column order): the first `limit` messages kept, the rest
/// counted.
public struct ProblemLog: Sendable {
  /// Messages kept at most.
  public static let limit = 50

  /// The first messages, e.g. `line 7: column 'mass' must be …`.
  public private(set) var messages: [String] = []
  /// Problems found beyond the kept messages.
  public private(set) var omitted = 0

  public init() {}

  /// Whether nothing was found.
  public var isEmpty: Bool { messages.isEmpty }

  /// Records a problem.
  public mutating func add(_ message: String) {
    if messages.count < Self.limit {
      messages.append(message)
    } else {
      omitted += 1
    }
  }

  /// The messages, then `… and N more problems` when some were omitted.
  public var report: [String] {
    messages + (omitted > 0 ? ["… and \(omitted) more problem\(omitted == 1 ? "" : "s")"] : [])
  }
}
