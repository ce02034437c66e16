//===--- ReportGenerator.swift --------------------------------------------===//
//
// Everything in Reports/ that SpringValidation computes, as files.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if arch(x86_64) && !os(Windows) && !os(Android)

/// Builds the report files from seeded, reproducible sweeps.
public enum ReportGenerator {
  /// The deterministic report files: accuracy.md (and, as their sections
  /// land, the others) plus their figures. `progress` receives one line per
  /// step.
  public static func files(
    _ configuration: ReportConfiguration, progress: @escaping (String) -> Void = { _ in }
  ) -> (files: [ReportFile], headlines: [String]) {
    progress("accuracy sweeps (\(configuration.sizeName), \(configuration.jobs) jobs)")
    let evaluators: [EvaluatorUnderTest] = [.closedForm, .batched, .textbook]
    let accuracy = AccuracyResults.compute(configuration, evaluators: evaluators)
    progress("mappings and claims")
    let claims = ClaimsReport.document()
    let files = [
      ReportFile(path: "accuracy.md", contents: accuracy.document(configuration).text),
      ReportFile(path: "mappings.md", contents: MappingsReport.document().text),
      ReportFile(path: "claims.md", contents: claims.0.text),
    ]
    let headlines = [
      "Closed form: worst condition-scaled error K = \(ReportNumber.format(accuracy.worstK(evaluator: 0), digits: 3)) "
        + "over every family (K ≈ 1 is the limit of binary64); textbook form: "
        + "\(ReportNumber.format(accuracy.worstK(evaluator: 2), digits: 3)). [accuracy.md](accuracy.md)",
      claims.headline,
    ]
    return (files, headlines)
  }

  /// README.md of Reports/: index, headline numbers and how to reproduce.
  /// `timingHeadlines` go in a timing section (ignored by `--check`).
  public static func index(
    _ configuration: ReportConfiguration, headlines: [String], timingHeadlines: [String],
    pages: [(String, String)]
  ) -> ReportFile {
    var doc = MarkdownDocument(title: "SpringLab reports")
    doc.paragraph("""
      Evidence that SpringLab's closed-form spring evaluator is accurate to the limit of binary64, \
      how it compares with GSL's adaptive solvers and with what engines ship, what every \
      platform's spring parameters mean physically, and how fast it all is.
      """)
    doc.heading("Headline numbers")
    doc.bullets(headlines)
    if !timingHeadlines.isEmpty { doc.timing { $0.bullets(timingHeadlines) } }
    doc.heading("Pages")
    doc.table(["page", "what it shows"], pages.map { ["[\($0.0)](\($0.0))", $0.1] }, alignments: ["l", "l"])
    doc.heading("How these were produced")
    doc.paragraph("""
      `springlab report` (run by `scripts/report`) with the \(configuration.sizeName) sweep, seed \
      \(configuration.seed). Every number comes from SpringValidation or the benchmark harness; \
      everything except the marked timing sections is deterministic: \
      `springlab report --check` regenerates into memory and fails when these files differ.
      """)
    doc.code("scripts/report            # regenerate Reports/ (full sweep)\nscripts/report --check    # verify the committed Reports/", language: "sh")
    return ReportFile(path: "README.md", contents: doc.text)
  }
}

#endif
