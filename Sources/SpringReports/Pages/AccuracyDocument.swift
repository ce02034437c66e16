//===--- AccuracyDocument.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// accuracy.md from AccuracyResults.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

extension AccuracyResults {
  /// Worst K over every family and both components for the evaluator named
  /// `name` (e.g. `closed-form`); nil when the sweep did not run it.
  public func worstK(evaluator name: String) -> Double? {
    guard let index = evaluators.firstIndex(of: name) else { return nil }
    return byFamily.map {
      max($0.summaries[index].positionK.max, $0.summaries[index].velocityK.max)
    }.max() ?? 0
  }

  /// accuracy.md (figures are added by the report's figure step).
  public func document(_ configuration: ReportConfiguration, figures: [String: String] = [:])
    -> MarkdownDocument
  {
    var doc = MarkdownDocument(title: "Accuracy: the closed form against a higher-precision truth")
    doc.paragraph(
      """
      Every figure on this page compares a binary64 evaluation with the closed form evaluated in \
      MPFR at 200 bits (about 60 digits, `MPFRTruth`) from the same binary64 inputs; each error \
      computed − truth is formed from the full-precision truth and rounded once. That truth is \
      itself checked against an independent MPFR Taylor-series integration of the equation \
      (`TaylorPropagator`, which knows nothing of the closed form): see "Truth check" below for \
      the agreement achieved on these families; the test suite asserts it within 2⁻¹⁹⁶ of the \
      trajectory's peaks in every regime, ζ up to 1e6 and magnitudes from 1e-300 to 1e300.

      - **Normalized error** of a sample: E = max(|Δx| / peak|x|, |Δv| / peak|v|), peaks over the whole trajectory.
      - **Condition-scaled error**: K = E / (2⁻⁵² · (1 + |ωd t|)). The factor 1 + |ωd t| is what any \
      binary64 evaluation inherits from rounding the phase ωd·t. Rounding the result alone gives \
      K ≤ 0.5; SpringLab's closed form, batched and frame-grid evaluation are held to **K ≤ 2, \
      bounded per branch from the roundings each makes** (Docs/ErrorAnalysis.md, "Proven bounds" \
      below) and attacked at every switch between branches by the aimed search ("Adversarial \
      search" below).
      - Platform: \(platform.summary) — the scalar forms call this libm's sin and cos beyond \
      a phase of 1e6 and in a frame grid's anchors, so another libm may move the last digits there.
      - Sweep size: \(configuration.sizeName) — \(configuration.casesPerFamily) seeded cases per family, \
      \(configuration.samplesPerCase) sample times each (half uniform, half log-spaced over the case's horizon); \
      seed \(configuration.seed).
      """)
    boundSection(into: &doc)
    doc.heading("Per family")
    doc.paragraph(
      """
      K for position (K_x) and velocity (K_v): maximum, 99th percentile and RMS over all samples. \
      `closed-form` is `SpringMotion.state(at:)`; `batched` is `SpringMotionBatch` (SIMD lanes, \
      SpringLab's own exp/sin/cos); `textbook` is the two-exponential form most engines ship \
      (branch on ζ == 1, roots −ζω0 ± ω0√(ζ²−1)); `libmvec`, where present, is the same form with \
      glibc's vector exp, sin and cos four at a time (throughput.md's vector-libm limit).
      """)
    var rows: [[String]] = []
    for (family, summaries) in byFamily {
      for (name, summary) in zip(evaluators, summaries) {
        rows.append([
          "\(family.rawValue)", name, "\(summary.samples)",
          ReportNumber.format(summary.positionK.max, digits: 3),
          ReportNumber.format(summary.positionK.p99, digits: 3),
          ReportNumber.format(summary.positionK.rms, digits: 3),
          ReportNumber.format(summary.velocityK.max, digits: 3),
          ReportNumber.format(summary.velocityK.p99, digits: 3),
          ReportNumber.format(summary.velocityK.rms, digits: 3),
          ReportNumber.format(summary.normalized.max, digits: 3),
        ])
      }
    }
    doc.table(
      [
        "family", "method", "samples", "K_x max", "K_x p99", "K_x rms", "K_v max", "K_v p99",
        "K_v rms", "E max",
      ],
      rows, alignments: ["l", "l", "r", "r", "r", "r", "r", "r", "r", "r"])
    doc.paragraph(familyLegend)
    doc.paragraph(
      """
      The sample behind each maximum of SpringLab's methods above, as CASES rows (each row's id \
      names its family and method; score it with `springlab score` as in "Adversarial search" \
      below):
      """)
    var witnesses: [EvaluationCase] = []
    for (family, summaries) in byFamily {
      for (name, summary) in zip(evaluators, summaries)
      where name != "textbook" && name != "libmvec" {
        guard var row = summary.worst else { continue }
        row.id = "\(family.rawValue)/\(name)/sampled"
        witnesses.append(row)
      }
    }
    doc.code(Self.casesText(witnesses), language: "csv")
    doc.heading("Per regime (closed form, all families pooled)")
    doc.table(
      ["regime", "samples", "K_x max", "K_x p99", "K_v max", "K_v p99"],
      closedFormByRegime.map { regime, summary in
        [
          regime.rawValue, "\(summary.samples)",
          ReportNumber.format(summary.positionK.max, digits: 3),
          ReportNumber.format(summary.positionK.p99, digits: 3),
          ReportNumber.format(summary.velocityK.max, digits: 3),
          ReportNumber.format(summary.velocityK.p99, digits: 3),
        ]
      })
    doc.heading("Frame-grid sampling")
    doc.paragraph(
      """
      `FrameGridSampler` evaluates whole trajectories on a uniform grid with one 2×2 \
      matrix–vector product per sample (tabulated transition matrices Φ(j·h), anchored to the \
      direct closed form every table length) — no transcendental call per sample. Its error does \
      not grow with the distance to the anchor, unlike the recurrence y ← Φ(h)·y, whose rounding \
      of Φ(h) compounds linearly with the number of steps. The truth on these grids uses exactly \
      that recurrence, in MPFR with the bits of the step count added, and carries each state to \
      the grid's rounded binary64 time with the equation's Taylor series.
      """)
    doc.table(
      ["family", "samples", "worst K"],
      frameGrid.map {
        [$0.family.rawValue, "\($0.samples)", ReportNumber.format($0.worstK, digits: 3)]
      })
    doc.heading("Near critical damping")
    if let path = figures["near-critical"] {
      doc.figure(
        path, caption: "Worst K against the signed offset ζ − 1 for each method (log scales).")
    }
    doc.paragraph(
      """
      \(configuration.springsPerBin * 60) springs with ζ = 1 ± δ, δ log-uniform in [1e-17, 1e-2], \
      random (m, k, x0, v0), 16 samples over 25/ω0 each, binned by their *actual* ζ − 1 — \
      computed from the exact ζ² − 1 of the binary64 inputs, since below about 1e-15 the \
      intended offset is lost to the rounding of c. The figure's points are half-decade bins (signed centre; \
      0 means c² = 4km exactly). The textbook form divides by r₁ − r₂ = 2γ → 0 on the \
      overdamped side, and its ζ from a ratio loses the digits of ζ² − 1; SpringLab forms \
      ζ² − 1 from error-free products and never divides by γ.
      """)
    doc.paragraph(
      """
      The table summarizes the figure by ranges of |ζ − 1| on each side: the worst K of each \
      method over the springs in the range (the figure shows every half-decade bin).
      """)
    doc.table(
      ["ζ − 1", "bins"] + evaluators.map { "\($0) worst K" },
      nearCriticalSummary.map { row in
        [row.label, "\(row.bins)"] + row.worstK.map { ReportNumber.format($0, digits: 3) }
      })
    doc.heading("Over (ζ, ω0)")
    if let path = figures["heat-map"] {
      doc.figure(
        path,
        caption:
          "Worst K of the closed form over ζ (1e-4…1e3) and ω0 (0.1…1000 rad/s), on the colour scale of the textbook map below."
      )
    }
    if let path = figures["heat-map-textbook"] {
      doc.figure(path, caption: "The same grid for the textbook form, on the same colour scale.")
    }
    let worstCell = heatMap.worstK.flatMap { $0 }.max() ?? 0
    let worstTextbook = textbookHeatMap.flatMap { $0 }.max() ?? 0
    doc.paragraph(
      """
      \(heatMap.zetas.count) × \(heatMap.omegas.count) cells (m = 1, x0 = −1, v0 uniform in ±40): \
      the closed form's worst K over the grid is \(ReportNumber.format(worstCell, digits: 3)); \
      the textbook form's is \(ReportNumber.format(worstTextbook, digits: 3)). Both maps share one \
      logarithmic colour scale, so equal colours are equal errors.
      """)
    searchSection(into: &doc)
    doc.heading("Truth check")
    doc.paragraph(
      """
      The truth against `TaylorPropagator`: Φ(h) from the equation's Taylor recurrence \
      x⁽ⁿ⁺²⁾ = −(c/m) x⁽ⁿ⁺¹⁾ − (k/m) x⁽ⁿ⁾ with (c/m + √(k/m))·h ≤ 1/2, composed over t = 2ʲh \
      by j squarings, in MPFR at 200 + j + 64 bits — no roots, no regimes, no exp or sin. \
      Agreement is the largest |truth − integrator| / peak over each case's samples (x and v, \
      peaks from the integrator), on a few seeded cases per family, every sample time included.
      """)
    doc.table(
      ["family", "samples", "max |Δ| / peak"],
      truthCheck.map {
        [$0.family.rawValue, "\($0.samples)", ReportNumber.format($0.agreement, digits: 2)]
      },
      alignments: ["l", "r", "r"])
    return doc
  }

  /// The near-critical curve by ranges of |ζ − 1| on each side (and
  /// exactly critical): the worst K per method and the number of bins.
  public var nearCriticalSummary: [(label: String, bins: Int, worstK: [Double])] {
    let decades: [(Double, Double)] = [(0, 1e-12), (1e-12, 1e-8), (1e-8, 1e-4), (1e-4, 1)]
    var rows: [(String, Int, [Double])] = []
    func add(_ label: String, _ bins: [(offset: Double, worstK: [Double])]) {
      guard !bins.isEmpty else { return }
      let worst = evaluators.indices.map { index in bins.map { $0.worstK[index] }.max() ?? 0 }
      rows.append((label, bins.count, worst))
    }
    func label(_ low: Double, _ high: Double, negative: Bool) -> String {
      let (lo, hi) = (ReportNumber.format(low), ReportNumber.format(high))
      if negative {
        return high >= 1
          ? "ζ − 1 < −\(lo)" : (low == 0 ? "−\(hi) ≤ ζ − 1 < 0" : "−\(hi) ≤ ζ − 1 < −\(lo)")
      }
      return high >= 1
        ? "ζ − 1 > \(lo)" : (low == 0 ? "0 < ζ − 1 ≤ \(hi)" : "\(lo) < ζ − 1 ≤ \(hi)")
    }
    for (low, high) in decades.reversed() {
      add(
        label(low, high, negative: true),
        nearCritical.filter { $0.offset < 0 && -$0.offset > low && -$0.offset <= high })
    }
    add("0 (c² = 4km exactly)", nearCritical.filter { $0.offset == 0 })
    for (low, high) in decades {
      add(
        label(low, high, negative: false),
        nearCritical.filter { $0.offset > 0 && $0.offset > low && $0.offset <= high })
    }
    return rows
  }

  private var familyLegend: String {
    """
    Families ([Docs/Design.md](../Docs/Design.md#sweep-families)): `ui` — response 0.15–1.2 s, ζ 0.05–2, x0 = −1, |v0| ≤ 40; `broad` — \
    m 1e-3–1e3, k 1e-2–1e6, ζ 1e-4–1e3, |x0| ≤ 1e4, |v0| ≤ 1e5; `near-critical` — \
    1e-16 ≤ |ζ − 1| ≤ 1e-2 both sides; `critical` — c² = 4km exactly in binary64; `undamped` — \
    ζ = 0 or 1e-9…1e-5 over 1000–5000 periods; `overdamped` — ζ 10…1e6.
    """
  }

  /// The proven-bounds section: each branch's worst-case rounding error
  /// (`RoundingErrorBound`), the numbers Docs/ErrorAnalysis.md derives.
  func boundSection(into doc: inout MarkdownDocument) {
    doc.heading("Proven bounds")
    doc.paragraph(
      """
      The worst case of each branch, from the roundings it makes (each at its worst, first order \
      in 2⁻⁵³; glibc's sin and cos at 0.55 ulp, the lane ones at 2⁻⁵² absolute), maximized over \
      ζ, the direction of the initial state and the branch's phases (`RoundingErrorBound`; \
      derivations in Docs/ErrorAnalysis.md). The critical form and the two exponentials of ζ > 1 \
      are bounded there by 0.57 and 0.6 without a scan. The last row is the plain form as it was \
      before issue 40, for comparison.
      """)
    var rows: [[String]] = []
    for branch in RoundingErrorBound.Branch.allCases {
      let worst = RoundingErrorBound.worstCase(branch, directions: 60, phases: 120)
      rows.append([
        branch.rawValue, ReportNumber.format(worst.k, digits: 3),
        ReportNumber.format(worst.dampingRatio, digits: 3),
        ReportNumber.format(worst.phase, digits: 3),
      ])
    }
    doc.table(
      ["branch", "bound on K", "at ζ", "at phase"], rows, alignments: ["l", "r", "r", "r"])
  }
}
