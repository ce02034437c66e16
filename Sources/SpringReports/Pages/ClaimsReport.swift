//===--- ClaimsReport.swift -----------------------------------------------===//
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
    let counts = [Claim.Verdict.holds, .roughly, .wrong].map { verdict in results.filter { $0.finding.verdict == verdict }.count }
    doc.paragraph("""
      Every numeric rule of thumb found in the four articles SpringLab was created from \
      (`shared/seeds/`), computed with SpringLab's own mappings and exact closed form. Unless a \
      claim says otherwise, motions are normalized (from 0 to 1, x0 = −1), "settles" is the exact \
      last time |x| crosses 0.001 of the distance, and overshoot is in % of the distance. \
      Verdicts come from the rule stated in each row's "why", coded in SpringValidation's \
      `ClaimsCatalog` — none is typed in by hand. Perceptual parts of a claim (how something \
      *feels*) are not checked; only what can be computed is.

      Tally: **\(counts[0]) hold, \(counts[1]) roughly, \(counts[2]) wrong** out of \(results.count).
      """)
    doc.table(
      ["claim", "source", "article says", "computed", "verdict", "why"],
      results.map { claim, finding in
        ["**\(claim.id)** — \(claim.claim)", claim.source, claim.quote, finding.computed,
         "**\(finding.verdict.rawValue)**", finding.why]
      },
      alignments: ["l", "l", "l", "l", "c", "l"])
    let headline = "Seed articles' rules of thumb: \(counts[0]) hold, \(counts[1]) roughly, \(counts[2]) wrong of \(results.count). [claims.md](claims.md)"
    return (doc, headline)
  }
}
