//===--- ClaimsReport.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// claims.md: the seed articles' rules of thumb, checked.
//
//===----------------------------------------------------------------------===//

/// Builds claims.md from `ClaimsCatalog`.
public enum ClaimsReport {
  /// The findings, in catalog order.
  public static func findings() -> [(claim: Claim, finding: Claim.Finding)] {
    ClaimsCatalog.all.map { ($0, $0.check()) }
  }

  /// claims.md and its headline.
  public static func document() -> (MarkdownDocument, headline: String) {
    let results = findings()
    var doc = MarkdownDocument(title: "Claims: the seed articles' rules of thumb, checked")
    let counts = [Claim.Verdict.holds, .roughly, .wrong, .notCheckable].map { verdict in
      results.filter { $0.finding.verdict == verdict }.count
    }
    let checkable = results.count - counts[3]
    doc.paragraph(
      """
      Every numeric rule of thumb found in the four articles SpringLab was created from \
      ([Docs/Provenance/Seeds.md](../Docs/Provenance/Seeds.md)), computed with SpringLab's own \
      mappings and exact closed form. Unless a claim says otherwise, motions are normalized \
      (from 0 to 1, x0 = −1), "settles" is the exact last time |x| crosses 0.001 of the distance, \
      and overshoot is in % of the distance. Each verdict comes from the rule printed at the end \
      of its row's "why", coded in SpringReports' `ClaimsCatalog` from the same constants — none \
      is typed in by hand — and every number in a "why" comes from the computation, the rule or \
      the claim itself (the tests check it). Where a verdict rests on a mapping that no device \
      record confirms, the row says so. Perceptual parts of a claim (how something *feels*) are \
      not checked; a purely perceptual claim is **not checkable** and stays out of the tally.

      Tally: **\(counts[0]) hold, \(counts[1]) roughly, \(counts[2]) wrong** of \(checkable) checkable claims \
      (\(counts[3]) not checkable).
      """)
    doc.table(
      ["claim", "source", "article says", "computed", "verdict", "why"],
      results.map { claim, finding in
        [
          "**\(claim.id)** — \(claim.claim)", claim.source, claim.quote, finding.computed,
          "**\(finding.verdict.rawValue)**", finding.why,
        ]
      },
      alignments: ["l", "l", "l", "l", "c", "l"])
    let headline =
      "Seed articles' rules of thumb: \(counts[0]) hold, \(counts[1]) roughly, \(counts[2]) wrong of "
      + "\(checkable) checkable (\(counts[3]) purely perceptual, not checkable). [claims.md](claims.md)"
    return (doc, headline)
  }
}
