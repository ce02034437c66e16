//===--- ReportGenerator.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every file of Reports/: the pages computed from seeded sweeps, the
// throughput page from a benchmark run, and the index.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit
import SpringModel
import SpringTruth

/// Builds the report files from seeded, reproducible sweeps.
public enum ReportGenerator {
  /// Files a run writes only when this machine has their data (the
  /// instruction-count trend needs a benchmark history): `--check` neither
  /// requires them nor flags them as no longer generated.
  public static let machineDependentPaths: Set<String> = [InstructionHistory.figurePath]

  /// Every file of Reports/, index included. With `bench`, throughput.md is
  /// added: measured when `measureTimings`, else rendered without results
  /// (its timing sections are all `--check` would ignore anyway).
  public static func allFiles(
    _ configuration: ReportConfiguration, bench: Bool, measureTimings: Bool,
    progress: @escaping (String) -> Void = { _ in }
  ) -> [ReportFile] {
    var configuration = configuration
    configuration.measureTimings = measureTimings
    var (files, headlines, pages) = files(configuration, progress: progress)
    var timingHeadlines: [String] = []
    if bench {
      let throughput: (files: [ReportFile], headlines: [String])
      if measureTimings {
        progress("throughput benchmarks")
        throughput = ThroughputReport.generate(quick: configuration.quick, progress: progress)
      } else {
        // No timings, but the portable build's fingerprint (deterministic).
        throughput = ThroughputReport.render(
          ThroughputMeasurement(
            machine: .current(), timings: [],
            portable: PortableMeasurement.measure(timings: false, progress: progress)))
      }
      files += throughput.files
      timingHeadlines += throughput.headlines
      pages.append(
        (
          "throughput.md",
          "ns per item of every evaluator, solver and conversion: medians with 95% intervals, one baseline per row, targets, machine context"
        ))
    }
    files.append(
      index(configuration, headlines: headlines, timingHeadlines: timingHeadlines, pages: pages))
    return files
  }

  /// The deterministic report files: accuracy.md (and, as their sections
  /// land, the others) plus their figures. `progress` receives one line per
  /// step.
  public static func files(
    _ configuration: ReportConfiguration, progress: @escaping (String) -> Void = { _ in }
  ) -> (files: [ReportFile], headlines: [String], pages: [(String, String)]) {
    var files: [ReportFile] = []
    var headlines: [String] = []
    var pages: [(String, String)] = []
    func add(
      _ page: String, _ summary: String, _ document: MarkdownDocument, figures: [ReportFile] = []
    ) {
      files += figures + [ReportFile(path: page, contents: document.text)]
      pages.append((page, summary))
    }
    /// A page without figures: `compute` runs after the progress line `step`.
    func add<Page: PlainReportPage>(
      _ page: String, _ summary: String, step: String, _ compute: () -> Page
    ) {
      progress(step)
      let results = compute()
      add(page, summary, results.document())
      headlines.append(results.headline)
    }

    progress("accuracy sweeps (\(configuration.sizeName), \(configuration.jobs) jobs)")
    let accuracy = AccuracyResults.compute(
      configuration,
      evaluators: [.closedForm, .batched, .textbook] + [.vectorLibm].compactMap { $0 })
    let accuracyFigures = [
      ReportFigures.nearCritical(accuracy), ReportFigures.heatMap(accuracy, textbook: false),
      ReportFigures.heatMap(accuracy, textbook: true),
    ]
    add(
      "accuracy.md",
      "closed form, batched and frame-grid evaluation vs the higher-precision truth; textbook form for contrast",
      accuracy.document(
        configuration,
        figures: [
          "near-critical": "figures/near-critical.svg", "heat-map": "figures/heat-map.svg",
          "heat-map-textbook": "figures/heat-map-textbook.svg",
        ]), figures: accuracyFigures)
    let closedFormK = accuracy.worstK(evaluator: EvaluatorUnderTest.closedForm.name) ?? .nan
    let textbookK = accuracy.worstK(evaluator: EvaluatorUnderTest.textbook.name) ?? .nan
    func searchWorst(_ method: String) -> String {
      let found = accuracy.search.filter { $0.method == method }.compactMap(\.worst?.k).max()
      return ReportNumber.format(found ?? .nan, digits: 3)
    }
    headlines.append(
      "Accuracy sweep (\(configuration.casesPerFamily) springs × \(configuration.samplesPerCase) times per "
        + "family, seed \(configuration.seed)): closed form worst condition-scaled error K = "
        + "\(ReportNumber.format(closedFormK, digits: 3)) over every family; textbook form: "
        + "\(ReportNumber.format(textbookK, digits: 3)). Adversarial search (worst K found): closed form "
        + "\(searchWorst(EvaluatorUnderTest.closedForm.name)), textbook "
        + "\(searchWorst(EvaluatorUnderTest.textbook.name)). Sampled and searched maxima are lower bounds "
        + "on the worst case. [accuracy.md](accuracy.md)")

    progress("recorded values")
    let records = RecordAgreement.compare()
    let caDurations = records.filter {
      guard $0.record.source.kind == .measuredOnDevice,
        case .durationForEpsilon = $0.record.quantity
      else { return false }
      return true
    }

    progress("settling")
    let settling = SettlingResults.compute(configuration)
    add(
      "settling.md",
      "exact settling times vs envelope estimates, GSL detection and engines' frame-sampled rest rules; snap jumps",
      settling.document(figures: ["settling-errors": "figures/settling-errors.svg"]),
      figures: [ReportFigures.settlingErrors(settling.comparisons)])
    headlines.append(
      settling.headline(
        caRecords: (caDurations.filter(\.agreement.agrees).count, caDurations.count)))

    progress("GSL steppers")
    let solvers = SolversResults.compute(configuration)
    let wpFigures = [ReportFigures.PrecisionMeasure.frames, .final].flatMap { precision in
      [ReportFigures.WorkMeasure.evaluations, .time].map {
        ReportFigures.workPrecision(solvers, precision: precision, work: $0)
      }
    }
    add(
      "solvers.md",
      "every GSL odeiv2 stepper at 11 tolerances (1e-3…1e-13): work–precision diagrams, failed runs, serial timings; retargeting hand-off",
      solvers.document(
        figures: Dictionary(
          uniqueKeysWithValues: wpFigures.map {
            (String($0.path.dropFirst("figures/".count).dropLast(".svg".count)), $0.path)
          })), figures: wpFigures)
    headlines.append(solvers.headline)

    add(
      "engines.md",
      "textbook form, RK4 and Euler at 1 ms, capped sinh/cosh — what engines ship, against the truth",
      step: "engine methods"
    ) { EnginesResults.compute(configuration) }

    add(
      "conformance.md",
      "every method SpringLab has, scored by `springlab score` on the kit's cases, with verdicts",
      step: "conformance"
    ) { ConformanceResults.compute(configuration) }

    progress("engine replays at 30-240 Hz (\(configuration.sizeName))")
    let replays = EngineReplayResults.compute(configuration)
    add(
      "engine-replay.md",
      "fifteen shipped engines replayed frame by frame at 30-240 Hz, steady and jittered: deviation, "
        + "start lag, rest declaration, snap, frame-rate dependence, retarget hand-off",
      replays.document(figures: [
        "error": "figures/engine-replay-error.svg", "rates": "figures/engine-replay-rates.svg",
      ]), figures: [replays.errorFigure(), replays.ratesFigure()])
    headlines.append(replays.headline)
    add(
      "engine-bugs.md",
      "known numerical bugs of shipped engines, reproduced from their sources with the numbers",
      EngineBugsReport.document())
    headlines.append(EngineBugsReport.headline)

    progress("mappings and claims")
    let mappings = MappingsReport.files(
      records: records, figures: ["apple-presets": "figures/apple-presets.svg"])
    files += [ReportFigures.applePresets()] + mappings
    headlines.append(recordsHeadline(records))
    pages.append(
      (
        "mappings.md",
        "every API's parameters ⇄ the physical spring, one page per platform (mappings-*.md); on-device records "
          + "against SpringLab (mappings-records.md); provenance tags"
      ))
    let claims = ClaimsReport.document()
    add(
      "claims.md", "every numeric rule of thumb in the seed articles, computed, with a verdict",
      claims.0)
    headlines.append(claims.headline)

    progress("export")
    let export = ExportResults.compute()
    add(
      "export.md",
      "any spring as CSS linear() or keyframes with a proven error: stops against tolerance, "
        + "against fixed sampling and RDP",
      export.document(figures: [
        "stops": "figures/export-stops.svg", "errors": "figures/export-errors.svg",
      ]),
      figures: export.figures())
    headlines.append(export.headline)
    return (files, headlines, pages)
  }

  /// The device-agreement headline: how many public on-device records of
  /// Apple's implementations SpringLab reproduces, and how closely.
  static func recordsHeadline(_ records: [RecordComparison]) -> String {
    let measured = records.filter { $0.record.source.kind == .measuredOnDevice }
    let agree = measured.filter(\.agreement.agrees).count
    let identical = measured.filter { $0.agreement == .identical }.count
    let sources = Set(measured.map(\.record.source.key)).sorted().joined(separator: ", ")
    return
      "Device agreement: \(agree) of \(measured.count) values Apple's own implementations returned on a device "
      + "(public records: \(sources)) agree with SpringLab's mappings to the records' printed precision, "
      + "\(identical) of them bit for bit; SwiftUI's settlingDuration, UIKit's solvers and animator durations have no "
      + "such record and stay emulations. [mappings.md](mappings.md)"
  }

  /// README.md of Reports/: index, headline numbers and how to reproduce.
  /// `timingHeadlines` go in a timing section (ignored by `--check`).
  public static func index(
    _ configuration: ReportConfiguration, headlines: [String], timingHeadlines: [String],
    pages: [(String, String)]
  ) -> ReportFile {
    var doc = MarkdownDocument(title: "SpringLab reports")
    doc.paragraph(
      """
      Evidence that SpringLab's closed-form spring evaluator is accurate to the limit of binary64, \
      how it compares with GSL's adaptive solvers and with what engines ship, what every \
      platform's spring parameters mean physically, and how fast it all is.
      """)
    let questions: [(String, String)] = [
      (
        "Is SpringLab's evaluator as accurate as binary64 allows, and where is it worst?",
        "accuracy.md"
      ),
      ("Is *my* evaluator accurate? What do the kit's verdicts look like?", "conformance.md"),
      ("When does a spring really come to rest, and how early do engines stop it?", "settling.md"),
      ("My spring on another platform: which parameters give the same motion?", "mappings.md"),
      (
        "How far is a shipped engine's animation from the exact motion, frame by frame?",
        "engine-replay.md"
      ),
      ("Which numerical bugs do shipped engines have?", "engine-bugs.md"),
      ("The same spring as CSS `linear()` or keyframes, with a proven error?", "export.md"),
      ("Do the rules of thumb in the articles hold?", "claims.md"),
      ("How do GSL's solvers compare, at what cost?", "solvers.md"),
      ("How fast is it, and against what baseline?", "throughput.md"),
    ]
    let available = Set(pages.map(\.0))
    doc.heading("Which page answers your question")
    doc.bullets(
      questions.filter { available.contains($0.1) }.map { "\($0.0) → [\($0.1)](\($0.1))" })
    doc.heading("Glossary")
    doc.bullets([
      "**x, v** — displacement from the target and velocity; a normalized motion starts at x0 = −1 "
        + "(distance 1) and ends at 0.",
      "**E** (normalized error) — max(|Δx| / peak |x|, |Δv| / peak |v|) against the MPFR truth, the peaks "
        + "taken over the whole motion at t ≥ 0.",
      "**K** (condition-scaled error) — E / (2⁻⁵² · (1 + |ωd t|)): E in units of binary64's rounding, "
        + "allowing for the phase ωd·t that any binary64 evaluation rounds. About 1–2 is the floor for a "
        + "formula built from correctly rounded functions; the pages name the sweep behind every K.",
      "**ε** (threshold) — a band around the target as a fraction of the distance (0.001 unless stated); "
        + "engines' rest rules use their own thresholds, absolute or relative as each page says.",
      "**settling time** — the last time |x| crosses ε: after it the motion never leaves the band.",
      "**early** — a stop before the exact settling time by more than 1 ms (and, separately, one "
        + "120 Hz frame).",
      "**snap** — the jump to the target an engine makes when it declares rest: |x| at that moment.",
      "**[M] [A] [R] [D] [G]** — provenance: measured on a device, documented, reverse-engineered, "
        + "derived, guessed.",
    ])
    doc.heading("Headline numbers")
    doc.bullets(headlines)
    // The timing section stands whenever the throughput page does, even
    // empty (`--check` renders no timings): `--check` compares what is
    // around it.
    if !timingHeadlines.isEmpty || pages.contains(where: { $0.0 == "throughput.md" }) {
      doc.timing { $0.bullets(timingHeadlines) }
    }
    doc.heading("Pages")
    doc.table(
      ["page", "what it shows"], pages.map { ["[\($0.0)](\($0.0))", $0.1] }, alignments: ["l", "l"])
    doc.heading("How these were produced")
    doc.paragraph(
      """
      `springlab report` of SpringLab \(SpringLabVersion.current) (run by `scripts/report`) \
      with the \(configuration.sizeName) sweep, seed \
      \(configuration.seed). Every number comes from SpringReports and the libraries it calls, or \
      from the benchmark harness; \
      everything except the marked timing sections is deterministic: \
      `springlab report --check` regenerates into memory and fails when these files differ.
      """)
    doc.code(
      "scripts/report            # regenerate Reports/ (full sweep)\nscripts/report --check    # verify the committed Reports/",
      language: "sh")
    return ReportFile(path: "README.md", contents: doc.text)
  }
}

/// Computed results that make one page without figures and one headline.
protocol PlainReportPage {
  /// The page.
  func document() -> MarkdownDocument
  /// The line for the index's headline numbers.
  var headline: String { get }
}

extension EnginesResults: PlainReportPage {}
extension ConformanceResults: PlainReportPage {}
