//===--- EnginesReport.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// engines.md: the evaluation methods engines ship, as they ship them, against
// the MPFR truth — how wrong is what ships.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth

/// One engine method on one family.
public struct EngineRun: Sendable {
  public var method: String
  public var engines: String
  public var family: SweepFamily
  public var samples: Int
  /// Samples whose value was not finite (a blown-up integration).
  public var nonFinite: Int
  public var worstError: Double, p99Error: Double, medianError: Double
}

/// The data behind engines.md.
public struct EnginesResults: Sendable {
  public var runs: [EngineRun]
  /// motion #1207 (k = 4, c = 35, m = 0.5, 0 → 1000) at t = 8.7 s:
  /// (method, value) with the truth first.
  public var motion1207: [(String, Double)]
  /// Semi-implicit Euler's stability limit ω0·h per ζ, and the largest
  /// stiffness (m = 1) it allows at h = 1 ms.
  public var eulerLimits: [(zeta: Double, limit: Double, maxStiffness: Double)]
  /// Springs per family, sampled times per spring and the seed of the
  /// cases (the page's own: not the accuracy page's).
  public var casesPerFamily: Int, samplesPerCase: Int, caseSeed: UInt64

  /// Runs every engine method: all of them on everyday UI springs; the closed
  /// forms also near critical and heavily overdamped (fixed 1 ms steps would
  /// need up to 1e8 steps there).
  public static func compute(_ configuration: ReportConfiguration) -> EnginesResults {
    let count = configuration.quick ? 40 : 1000
    let samplesPerCase = 24
    let seed = configuration.seed &+ 21
    var runs: [EngineRun] = []
    for family in [SweepFamily.ui, .nearCritical, .overdamped] {
      let cases = family.cases(count: count, seed: seed, samplesPerCase: samplesPerCase)
      let methods = EngineMethods.all.filter {
        family == .ui || $0.name == "textbook" || $0.name == "sinh-cosh"
      }
      // SpringLab's own closed form on the same cases, as the yardstick row.
      var evaluators: [(String, String, @Sendable (SpringCase) -> [SpringState])] = [
        (
          "closed-form", "SpringLab (SpringMotion)",
          { springCase in
            let motion = SpringMotion(
              spring: springCase.spring, initialState: springCase.initialState)
            return springCase.times.map { motion.state(at: $0) }
          }
        )
      ]
      for method in methods {
        evaluators.append(
          (
            method.name, method.engines,
            { springCase in
              method.init(spring: springCase.spring, initialState: springCase.initialState).states(
                at: springCase.times)
            }
          ))
      }
      for (name, engines, evaluate) in evaluators {
        let errors = parallelMap(cases, jobs: configuration.jobs) { springCase -> [Double] in
          let states = evaluate(springCase)
          var index = 0
          return sampleErrors(of: springCase) { _ in
            defer { index += 1 }
            return states[index]
          }.map { $0.normalized.isNaN ? .infinity : $0.normalized }
        }.flatMap { $0 }
        let finite = errors.filter(\.isFinite)
        let summary = ErrorSummary(errors)
        let sorted = errors.sorted()
        runs.append(
          EngineRun(
            method: name, engines: engines, family: family, samples: errors.count,
            nonFinite: errors.count - finite.count, worstError: summary.max, p99Error: summary.p99,
            medianError: sorted.isEmpty ? .nan : sorted[sorted.count / 2]))
      }
    }
    return EnginesResults(
      runs: runs, motion1207: motion1207(), eulerLimits: eulerLimits(), casesPerFamily: count,
      samplesPerCase: samplesPerCase, caseSeed: seed)
  }

  static func motion1207() -> [(String, Double)] {
    guard let spring = try? Spring(mass: 0.5, stiffness: 4, damping: 35) else { return [] }
    let start = SpringState(position: -1000, velocity: 0)
    let t = 8.7
    let truth = MPFRTruth(spring: spring, initialState: start).state(at: t)
    // 1000 + x rounded once, from the full-precision x.
    var values: [(String, Double)] = [("truth (MPFR)", (truth.position.mpfr + 1000.0).double)]
    values.append(
      (
        "SpringLab closed form",
        1000 + SpringMotion(spring: spring, initialState: start).position(at: t)
      ))
    for method in EngineMethods.all where method.name == "sinh-cosh" || method.name == "textbook" {
      values.append(
        (method.name, 1000 + method.init(spring: spring, initialState: start).state(at: t).position)
      )
    }
    return values
  }

  static func eulerLimits() -> [(Double, Double, Double)] {
    [0, 0.1, 0.5, 0.7, 1, 2].map { zeta in
      let limit = SemiImplicitEuler.stabilityLimit(dampingRatio: zeta)
      return (zeta, limit, (limit / 0.001) * (limit / 0.001))
    }
  }
}

extension EnginesResults {
  /// engines.md.
  public func document() -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Engines: how wrong is what ships")
    doc.paragraph(
      """
      The evaluation methods open-source engines ship, re-implemented as they ship them \
      ([Docs/Provenance/PeerEngines.md](../Docs/Provenance/PeerEngines.md)), on seeded cases of \
      this page's own — \(casesPerFamily) springs per family, each at \(samplesPerCase) times, seed \
      \(caseSeed); not the accuracy page's cases, so worst values differ from that page's — and \
      measured against the MPFR truth by the normalized error E. Fixed-step integrators run \
      from t = 0 with 1 ms steps (a final partial step lands on the sample time); their error is \
      the engine's, not the frame rate's.
      """)
    doc.table(
      ["method", "shipped by", "family", "samples", "worst E", "p99 E", "median E", "non-finite"],
      runs.map { run in
        [
          "`\(run.method)`", run.engines, run.family.rawValue, "\(run.samples)",
          ReportNumber.format(run.worstError, digits: 2),
          ReportNumber.format(run.p99Error, digits: 2),
          ReportNumber.format(run.medianError, digits: 2), "\(run.nonFinite)",
        ]
      },
      alignments: ["l", "l", "l", "r", "r", "r", "r", "r"])
    doc.paragraph(
      """
      For scale, the `closed-form` rows are SpringLab's own evaluator on the same cases. RK4 at 1 ms is \
      fourth order (error ∝ h⁴), Rebound's variant reuses the previous step's position in its \
      first stage and falls to third order, semi-implicit Euler is first order; the capped \
      sinh/cosh form is exact until ωd·t reaches its cap of 300, and the textbook form loses \
      digits near ζ = 1 and for ζ ≫ 1.
      """)
    doc.paragraph(
      """
      These are the formulas alone. How the engines run them — frame by frame at 30–240 Hz with \
      their own clocks, rest rules, snaps and retargeting — is measured in \
      [engine-replay.md](engine-replay.md); their known bugs are in [engine-bugs.md](engine-bugs.md).
      """)
    doc.heading("motion #1207: an overdamped spring that snaps mid-flight")
    let zeta = (try? Spring(mass: 0.5, stiffness: 4, damping: 35))?.dampingRatio ?? .nan
    doc.paragraph(
      """
      k = 4, c = 35, m = 0.5 (ζ = \(ReportNumber.format(zeta, digits: 3))), animating 0 → 1000: the \
      value at t = 8.7 s. Motion caps ωd·t at 300 to keep cosh and sinh finite, after which the \
      slow mode it should follow is replaced by the fast decay e^(−ζω0 t).
      """)
    doc.table(
      ["method", "value at 8.7 s"], motion1207.map { [$0.0, ReportNumber.format($0.1, digits: 6)] })
    doc.heading("Semi-implicit Euler's stability limit")
    doc.paragraph(
      """
      react-spring's update (v += a·h; x += v·h) is stable only while ω0·h < 2/(√(1+ζ²)+ζ) \
      (KiwiCanopy/KiwiDesk pull request #612). At h = 1 ms and mass 1 that bounds the stiffness:
      """)
    doc.table(
      ["ζ", "ω0·h limit", "largest stiffness at 1 ms (m = 1)"],
      eulerLimits.map {
        [
          ReportNumber.format($0.zeta), ReportNumber.format($0.limit, digits: 4),
          ReportNumber.format($0.maxStiffness, digits: 3),
        ]
      })
    return doc
  }

  /// One line for the index.
  public var headline: String {
    let ui = runs.filter { $0.family == .ui && $0.method != "closed-form" }
    let worst = ui.max { $0.worstError < $1.worstError }
    return "Engine methods on everyday UI springs: worst is `\(worst?.method ?? "")` with E = "
      + "\(ReportNumber.format(worst?.worstError ?? .nan, digits: 2)). [engines.md](engines.md)"
  }
}
