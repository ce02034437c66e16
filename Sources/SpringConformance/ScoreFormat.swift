//===--- ScoreFormat.swift ------------------------------------------------===//

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
