//===--- AccuracyDocument+Search.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// accuracy.md's adversarial-search section: per family and method the worst
// K found, how it grew with the budget, the random and the aimed phase's own
// worst K, the witness rows as CASES, the kit's frozen hard tier scored by
// every method, and the platform.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

extension AccuracyResults {
  /// Appends the adversarial-search section to `doc`.
  func searchSection(into doc: inout MarkdownDocument) {
    let search = searchConfiguration
    doc.heading("Adversarial search")
    doc.paragraph(
      """
      Random samples show the typical error; an adversary looks for the worst. SpringLab's own \
      seeded search (`AdversarialSearch`, seed \(search.seed)) attacks each method in each family: \
      \(search.randomSprings) springs of the family asked at \(search.timesPerSpring - 1) times \
      each (the same rows for every method); then an aimed phase (`AimedRows`): \
      \(search.aimedSprings) springs of the family, each with the \(AimedRows.nudgedPerSpring) \
      springs next to it (m, k or c times 1 + j·2⁻⁴⁰) whose α = c/(2m), ω0² = k/m and ωd or γ \
      round worst in binary64 (in ulps, against MPFR), asked on both sides of every time where \
      the evaluation changes formula — ωd·t = 1 (Taylor kernel to the compensated sine and \
      cosine form), ωd·t = 3 (to the plain one), γ·t = 1 (to two exponentials; 1/8 for the \
      frame grid's anchors and entries), α·t = 708 and (α + γ)·t = 708 (deep decay) — at \
      t = T·(1 ± δ), δ log-uniform over 1e-15…1e-3, and at the doubles within 8 ulps of T; \
      for the frame grid T is also the time of frame 1024's anchor (1012h) or of its table \
      entry (12h). Each of these springs moves from the drawn state, from the states whose x \
      or v passes through 0 at a phase switch (asked at the phase switches), and from rest at \
      x0 and from x = 0 (the motions of the frame grid's table). Switches \
      beyond the family's times give no rows (`critical` has none inside them). Then \(search.restarts) local searches per method from the random phase's worst \
      rows (distinct motions) and \(search.restarts) from the aimed phase's, of \
      \(search.stepsPerRestart) rows each — one coordinate of \
      (m, k, c, x0, v0, t) multiplied by 1 ± s, s log-uniform over 2⁻⁵⁰…2⁻⁹ (about 9e-16…2e-3), \
      a step kept, and retried at twice its size, while it raises K. Budget: at most \(search.budget) rows scored per \
      family and method against the MPFR truth. K is exactly what `springlab score` computes \
      (peaks over t ≥ 0). Steps stay in the family: `ui` keeps m = 1 and x0 = −1, `critical` \
      moves m = a² and k = b² with c = 2ab so that c² = 4km stays exact, every family keeps its \
      ranges of ζ, m, k, |x0|, |v0| and t (`SearchDomain`).
      """)
    doc.paragraph(
      """
      **Every maximum below is a lower bound**: the method's true worst K over the family is at \
      least the value found, and a larger budget or another search can only raise it (issue 28's \
      independent search scored about 4.3 million rows; its three witnesses are in the hard tier \
      below). The columns after 10% and 50% of the rows show how the maximum was still growing.
      """)
    doc.paragraph("Measured on \(platform.summary). \(platformNote)")
    var rows: [[String]] = []
    for outcome in self.search {
      let randomBest = outcome.randomRows > 0 ? outcome.trace[outcome.randomRows - 1] : 0
      let aimedBest = outcome.aimedWorst.map { ReportNumber.format($0.k, digits: 3) } ?? "—"
      rows.append([
        outcome.family.rawValue, outcome.method, "\(outcome.rowsScored)",
        ReportNumber.format(outcome.bestK(afterFraction: 0.1), digits: 3),
        ReportNumber.format(outcome.bestK(afterFraction: 0.5), digits: 3),
        outcome.worst.map { ReportNumber.format($0.k, digits: 3) } ?? "—",
        "\(outcome.randomRows)", ReportNumber.format(randomBest, digits: 3),
        "\(outcome.aimedRows)", aimedBest, "\(outcome.nonFinite)",
      ])
    }
    doc.paragraph(
      """
      Best K after 10%, 50% and 100% of the rows scored, in the search's fixed order (the \
      random phase first, then the aimed phase, then each local search in turn); then the \
      random phase alone and the aimed phase alone (its own worst row, before any local \
      search; — where no switch lies inside the family's times), so the gain of aiming and of \
      the local search can be read off.
      """)
    doc.table(
      [
        "family", "method", "rows", "K after 10%", "K after 50%", "worst K found (100%)",
        "random rows", "random phase's worst K", "aimed rows", "aimed phase's worst K",
        "non-finite",
      ], rows, alignments: ["l", "l", "r", "r", "r", "r", "r", "r", "r", "r", "r"])
    doc.paragraph(
      """
      The witness of each worst K, as CASES rows (shortest round-trip decimals: every number \
      reads back to the exact binary64 input). Save them as `witnesses.csv` and score any \
      evaluator on them: `springlab evaluate --input witnesses.csv > results.csv` (SpringLab's \
      closed form; or your own evaluator), then \
      `springlab score --cases witnesses.csv --results results.csv`.
      """)
    doc.code(Self.casesText(self.search.compactMap(\.worst).map(\.row)), language: "csv")
    hardTierSection(into: &doc)
  }

  /// What the platform changes.
  private var platformNote: String {
    """
    The scalar forms (`closed-form`, the frame grid's anchors, `textbook`) call this C \
    library's exp, expm1, sin and cos, so their K is this libm's; on another libm (Apple's, \
    musl) the numbers and the witnesses differ and are not measured here.
    """
  }

  /// The kit's frozen hard tier, scored by every method of the search.
  private func hardTierSection(into doc: inout MarkdownDocument) {
    guard let file = FrozenSuite.file(version: "v1", tier: .hard) else { return }
    doc.heading("The kit's hard tier", level: 3)
    doc.paragraph(
      """
      Suite `v1`, tier `hard` (SHA-256 `\(file.sha256)`) freezes the 24 witnesses the \
      full-size search (`springlab report` without `--quick`) found when the tier was made — on \
      the closed form as it was before issue 28's fix, glibc 2.36 on x86-64 — and issue 28's \
      three rows, so every evaluator is tested on them: \
      `springlab cases --suite v1 --tier hard` prints exactly those rows. The suite is never \
      edited; a new search's witnesses go into a new version. Today's methods on it, scored as \
      `springlab score` scores them:
      """)
    doc.table(
      ["method", "rows", "worst K", "rows with K > 2", "non-finite"],
      hardTier.map { score in
        [
          score.method, "\(score.rows)", ReportNumber.format(score.worstK, digits: 3),
          "\(score.aboveTwo)", "\(score.nonFinite)",
        ]
      }, alignments: ["l", "r", "r", "r", "r"])
  }

  /// `rows` as an `evaluate` CASES text with ids and families.
  static func casesText(_ rows: [EvaluationCase]) -> String {
    var text = "id,family,mass,stiffness,damping,x0,v0,t\n"
    for row in rows {
      let numbers = [
        row.spring.mass, row.spring.stiffness, row.spring.damping, row.initialState.position,
        row.initialState.velocity, row.time,
      ]
      text += ([row.id ?? "", row.family] + numbers.map { "\($0)" }).joined(separator: ",") + "\n"
    }
    return text
  }
}
