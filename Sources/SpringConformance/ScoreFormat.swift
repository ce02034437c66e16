//===--- ScoreFormat.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// How a conformance score is printed (`springlab score --format`,
/// `validate --format`).
public enum ScoreFormat: String, CaseIterable, Sendable {
  /// Aligned plain-text tables: the headline, the families, the worst rows.
  case table
  /// One JSON object: task, bound, pass, families, worst (Docs/Conformance.md).
  case json
  /// The same tables as GitHub Markdown, the headline in bold.
  case markdown
}
