//===--- ReportGenerator.swift --------------------------------------------===//
//
// Every file of Reports/: the pages computed from seeded sweeps, the
// throughput page from a benchmark run, and the index.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit
import SpringModel
import SpringTruth

#if arch(x86_64) && !os(Windows) && !os(Android)

/// Builds the report files from seeded, reproducible sweeps.
public enum ReportGenerator {
  /// Every file of Reports/, index included. With `bench`, throughput.md is
  /// added: measured when `measureTimings`, else rendered without results
  /// (its timing sections are all `--check` would ignore anyway).
  public static func allFiles(
    _ configuration: ReportConfiguration, bench: Bool, measureTimings: Bool,
    progress: @escaping (String) -> Void = { _ in }
  ) -> [ReportFile] {
    var (files, headlines, pages) = files(configuration, progress: progress)
    var timingHeadlines: [String] = []
    if bench {
      let throughput: (files: [ReportFile], headlines: [String])
      if measureTimings {
        progress("throughput benchmarks")
        throughput = ThroughputReport.generate(quick: configuration.quick, progress: progress)
      } else {
        throughput = ThroughputReport.render(BenchmarkReport(machine: .current(), results: []))
      }
      files += throughput.files
      timingHeadlines += throughput.headlines
      pages.append(("throughput.md", "ns per sample of every evaluator and solver, ratios to the C baseline"))
    }
    files.append(index(configuration, headlines: headlines, timingHeadlines: timingHeadlines, pages: pages))
    return files
  }

  /// The deterministic report files: accuracy.md (and, as their sections
  /// land, the others) plus their figures. `progress` receives one line per
  /// step.
  public static func files(
    _ configuration: ReportConfiguration, progress: @escaping (String) -> Void = { _ in }
  ) -> (files: [ReportFile], headlines: [String], pages: [(String, String)]) {
    var files: [ReportFile] = [], headlines: [String] = [], pages: [(String, String)] = []
    func add(_ page: String, _ summary: String, _ document: MarkdownDocument, figures: [ReportFile] = []) {
      files += figures + [ReportFile(path: page, contents: document.text)]
      pages.append((page, summary))
    }

    progress("accuracy sweeps (\(configuration.sizeName), \(configuration.jobs) jobs)")
    let accuracy = AccuracyResults.compute(configuration, evaluators: [.closedForm, .batched, .textbook])
    let accuracyFigures = [
      ReportFigures.nearCritical(accuracy), ReportFigures.heatMap(accuracy, textbook: false),
      ReportFigures.heatMap(accuracy, textbook: true),
    ]
    add("accuracy.md", "closed form, batched and frame-grid evaluation vs the Float80 truth; textbook form for contrast",
        accuracy.document(configuration, figures: [
          "near-critical": "figures/near-critical.svg", "heat-map": "figures/heat-map.svg",
          "heat-map-textbook": "figures/heat-map-textbook.svg",
        ]), figures: accuracyFigures)
    let closedFormK = accuracy.worstK(evaluator: EvaluatorUnderTest.closedForm.name) ?? .nan
    let textbookK = accuracy.worstK(evaluator: EvaluatorUnderTest.textbook.name) ?? .nan
    headlines.append(
      "Closed form: worst condition-scaled error K = \(ReportNumber.format(closedFormK, digits: 3)) "
        + "over every family (K ≈ 1 is the limit of binary64); textbook form: "
        + "\(ReportNumber.format(textbookK, digits: 3)). [accuracy.md](accuracy.md)")

    progress("settling")
    let settling = SettlingResults.compute(configuration)
    add("settling.md", "exact settling times vs envelope estimates, GSL detection and engines' frame-sampled rest rules; snap jumps",
        settling.document(figures: ["settling-errors": "figures/settling-errors.svg"]),
        figures: [ReportFigures.settlingErrors(settling.comparisons)])
    headlines.append(settling.headline)

    progress("GSL steppers")
    let solvers = SolversResults.compute(configuration)
    add("solvers.md", "every GSL odeiv2 stepper at tolerances 1e-6, 1e-9, 1e-12: accuracy against cost; retargeting hand-off",
        solvers.document(figures: ["solvers": "figures/solvers.svg"]), figures: [ReportFigures.solvers(solvers)])
    headlines.append(solvers.headline)

    progress("engine methods")
    let engines = EnginesResults.compute(configuration)
    add("engines.md", "textbook form, RK4 and Euler at 1 ms, capped sinh/cosh — what engines ship, against the truth",
        engines.document())
    headlines.append(engines.headline)

    progress("mappings and claims")
    add("mappings.md", "every API's parameters ⇄ mass, stiffness, damping, ω0, ζ, period, exact settling time, overshoot, bounces",
        MappingsReport.document(figures: ["apple-presets": "figures/apple-presets.svg"]),
        figures: [ReportFigures.applePresets()])
    let claims = ClaimsReport.document()
    add("claims.md", "every numeric rule of thumb in the seed articles, computed, with a verdict", claims.0)
    headlines.append(claims.headline)

    progress("export")
    let export = ExportResults.compute()
    add(
      "export.md",
      "any spring as CSS linear() or keyframes with a proven error: stops against tolerance, "
        + "against fixed sampling and RDP",
      export.document(figures: ["stops": "figures/export-stops.svg", "errors": "figures/export-errors.svg"]),
      figures: export.figures())
    headlines.append(export.headline)
    return (files, headlines, pages)
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
