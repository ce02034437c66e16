//===--- ReportFile.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// One generated file of Reports/: a path relative to the report directory
/// and its contents.
public struct ReportFile: Sendable, Hashable {
  /// Relative path, e.g. `accuracy.md` or `figures/near-critical.svg`.
  public var path: String
  /// The file's text.
  public var contents: String
  /// True for files made of timings only (benchmark figures): `--check`
  /// skips them. Markdown files mark their timing sections instead.
  public var isTiming: Bool

  public init(path: String, contents: String, isTiming: Bool = false) {
    self.path = path
    self.contents = contents
    self.isTiming = isTiming
  }

  /// The part of the contents `springlab report --check` compares exactly.
  public var deterministicContents: String {
    isTiming ? "" : MarkdownDocument.deterministicPart(of: contents)
  }
}

/// How large a report run is.
public struct ReportConfiguration: Sendable {
  /// The small sweep for CI (under 20 s) instead of the full one.
  public var quick: Bool
  /// Worker threads.
  public var jobs: Int
  /// Seed of every generator in the run.
  public var seed: UInt64 = 20_261_129
  /// Whether the pages' timing sections are measured (false for `--check`
  /// and `--no-bench`, which would ignore or drop them anyway).
  public var measureTimings = true

  public init(quick: Bool, jobs: Int) {
    self.quick = quick
    self.jobs = max(1, jobs)
  }

  /// Cases per family in the accuracy sweeps.
  public var casesPerFamily: Int { quick ? 60 : 2000 }
  /// Sample times per case.
  public var samplesPerCase: Int { quick ? 16 : 32 }
  /// Springs per |ζ − 1| bin in the near-critical figure.
  public var springsPerBin: Int { quick ? 4 : 24 }
  /// Cells per axis of the (ζ, ω0) heat map.
  public var heatMapSize: (zeta: Int, omega: Int) { quick ? (12, 8) : (29, 17) }
  /// A name for the sweep size, printed in the reports.
  public var sizeName: String { quick ? "quick" : "full" }
}
