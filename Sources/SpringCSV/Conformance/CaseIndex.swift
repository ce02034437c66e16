//===--- CaseIndex.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// What the rows of a RESULTS table are matched against: each case's line
/// and id, in case order, whether the cases carry ids at all, and how
/// messages name them.
public struct CaseIndex: Sendable {
  /// The 1-based line of each case in its file (the header is line 1).
  public var lines: [Int]
  /// Each case's id: the `id` cell's text, or nil without an `id` column.
  public var ids: [String?]
  /// Whether the cases have an `id` column (results are then matched by id
  /// when RESULTS has one too).
  public var hasIDs: Bool
  /// How messages name the cases, e.g. `cases.csv` or `CASES (stdin)`.
  public var label: String

  public init(lines: [Int], ids: [String?], hasIDs: Bool, label: String) {
    self.lines = lines
    self.ids = ids
    self.hasIDs = hasIDs
    self.label = label
  }

  /// Cases generated in memory (`validate`): every case has an id, and the
  /// line it would have in a file.
  public init(generatedIDs ids: [String?]) {
    self.init(lines: ids.indices.map { $0 + 2 }, ids: ids, hasIDs: true, label: "cases")
  }

  /// The number of cases.
  public var count: Int { lines.count }
}
