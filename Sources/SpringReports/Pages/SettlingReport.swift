//===--- SettlingReport.swift ---------------------------------------------===//
//
// settling.md: the exact settling time, its cost, and how far the estimates
// engines ship (envelopes, grids, frame-sampled rest detection, a GSL
// integration) are from it — with the "snap jump" each leaves behind.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringMappings
import SpringModel
import SpringReference
import SpringTruth

/// How one estimator of the settling time fares on a set of motions.
public struct SettlingComparison: Sendable {
  /// Estimator name as shown in the report.
  public var name: String
  /// Threshold ε (fraction of the distance) it is compared at.
  public var epsilon: Double
  /// Signed relative errors (estimate − exact)/exact.
  public var relativeErrors: [Double]
  /// |x| at the declared time, in distances, for estimates earlier than the
  /// exact time (what an engine that snaps to the target discards).
  public var snapJumps: [Double]
  /// Motions for which the estimator gave no answer.
  public var failures: Int

  /// Fraction of estimates earlier than the exact time.
  public var earlyFraction: Double {
    relativeErrors.isEmpty ? 0 : Double(relativeErrors.filter { $0 < 0 }.count) / Double(relativeErrors.count)
  }
}

/// The data behind settling.md.
public struct SettlingResults: Sendable {
  /// Closed-form evaluations per exact query, per family.
  public var cost: [(family: SweepFamily, queries: Int, mean: Double, p99: Double, max: Int)]
  /// Every estimator against the exact time on the UI sweep.
  public var comparisons: [SettlingComparison]
  /// Motions in the UI sweep.
  public var motions: Int
  /// GSL-detected settling (rk8pd at 1e-10, rkf45 at 1e-6) against the exact time.
  public var gsl: [SettlingComparison]
  /// Engines' rest rules: (rule, engine, distance, frame rate, comparison).
  public var rest: [(rule: String, engine: String, distance: Double, frameRate: Double, comparison: SettlingComparison)]

  /// The everyday-UI motions the comparisons use: Apple-normalized (x0 = −1,
  /// velocity in distances per second toward the target).
  public static func uiMotions(_ configuration: ReportConfiguration) -> [SpringMotion] {
    SweepFamily.everydayUI.cases(count: configuration.quick ? 300 : 3000, seed: configuration.seed &+ 7)
      .map { SpringMotion(spring: $0.spring, initialState: $0.initialState) }
  }

  /// Compares `estimate` (nil = no answer) with the exact time at `epsilon`
  /// of the motion as the API animates it (`animated`, by default the motion
  /// itself).
  public static func compare(
    _ name: String, epsilon: Double, motions: [SpringMotion],
    animated: (SpringMotion) -> SpringMotion = { $0 }, estimate: (SpringMotion) -> Double?
  ) -> SettlingComparison {
    var errors: [Double] = [], jumps: [Double] = [], failures = 0
    for original in motions {
      let motion = animated(original)
      guard let exact = try? motion.settlingTime(threshold: epsilon), exact > 0, exact.isFinite,
        let estimated = estimate(motion), estimated.isFinite
      else {
        failures += 1
        continue
      }
      errors.append((estimated - exact) / exact)
      if estimated < exact { jumps.append(abs(motion.position(at: max(0, estimated)))) }
    }
    return SettlingComparison(name: name, epsilon: epsilon, relativeErrors: errors, snapJumps: jumps, failures: failures)
  }

  /// Envelope and grid estimates by Core Animation, UIKit, SwiftUI and Compose.
  public static func envelopeComparisons(_ motions: [SpringMotion]) -> [SettlingComparison] {
    [
      compare("Core Animation settlingDuration", epsilon: 1e-3, motions: motions) { motion in
        CoreAnimationSettlingDuration.duration(
          spring: motion.spring, velocity: motion.initialState.velocity, allowsOverdamping: true)
      },
      compare(
        "UIKit animator duration (_durationOfSpringAnimation)", epsilon: 1e-3, motions: motions,
        animated: { motion in
          // SpringMappings' model: UIKit animates ζ > 1 as critical (uncertain).
          motion.spring.regime == .overdamped
            ? SpringMotion(spring: CoreAnimationSpring.critical(like: motion.spring), initialState: motion.initialState)
            : motion
        }
      ) { motion in
        UIKitSettlingDuration.duration(
          mass: motion.spring.mass, stiffness: motion.spring.stiffness, damping: motion.spring.damping,
          velocity: motion.initialState.velocity)
      },
      compare("SwiftUI Spring.settlingDuration", epsilon: 1e-3, motions: motions) { motion in
        let storage = SwiftUISpringStorage(
          mass: motion.spring.mass, stiffness: motion.spring.stiffness, damping: motion.spring.damping,
          allowOverDamping: true)
        return SwiftUISettlingDuration.springSettlingDuration(storage, velocity: motion.initialState.velocity)
      },
      compare("Compose estimated duration (threshold 0.01)", epsilon: 1e-2, motions: motions) { motion in
        let spring = motion.spring
        let milliseconds = ComposeDurationEstimate.milliseconds(
          stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio),
          initialDisplacement: Float(motion.initialState.position / 0.01),
          initialVelocity: Float(motion.initialState.velocity / 0.01))
        return Double(milliseconds) / 1000
      },
    ]
  }

  /// The exact solver's cost per family.
  public static func cost(_ configuration: ReportConfiguration) -> [(SweepFamily, Int, Double, Double, Int)] {
    SweepFamily.allCases.map { family in
      let cases = family.cases(count: configuration.quick ? 300 : 3000, seed: configuration.seed &+ 8)
      var counts: [Double] = []
      for springCase in cases {
        let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
        let scale = max(abs(springCase.initialState.position), abs(springCase.initialState.velocity) / springCase.spring.naturalFrequency)
        if let result = try? motion.settlingSearch(threshold: 1e-3 * scale) { counts.append(Double(result.evaluations)) }
      }
      let summary = ErrorSummary(counts)
      return (family, counts.count, counts.reduce(0, +) / Double(max(1, counts.count)), summary.p99, Int(summary.max))
    }
  }
}

extension SettlingResults {
  /// Every settling comparison of the report.
  public static func compute(_ configuration: ReportConfiguration) -> SettlingResults {
    let motions = uiMotions(configuration)
    return SettlingResults(
      cost: cost(configuration), comparisons: envelopeComparisons(motions), motions: motions.count,
      gsl: gslComparisons(Array(motions.prefix(configuration.quick ? 60 : 400)), jobs: configuration.jobs),
      rest: restComparisons(motions, jobs: configuration.jobs))
  }

  /// The reference settling time of SpringReference (integrate, bracket the
  /// last crossing, refine with the solver) against the exact one.
  static func gslComparisons(_ motions: [SpringMotion], jobs: Int) -> [SettlingComparison] {
    [(ODEStepper.rk8pd, 1e-10), (.rkf45, 1e-6)].map { stepper, tolerance in
      let estimates = parallelMap(motions, jobs: jobs) { motion -> Double? in
        guard let integrator = try? ReferenceIntegrator(stepper: stepper, tolerance: tolerance) else { return nil }
        return try? integrator.settlingTime(of: motion.spring, from: motion.initialState, threshold: 1e-3).time
      }
      var index = 0
      return compare("GSL \(stepper.methodName) at tolerance \(ReportNumber.format(tolerance))", epsilon: 1e-3, motions: motions) { _ in
        defer { index += 1 }
        return estimates[index]
      }
    }
  }

  /// Every engine's default rest rule at 60 and 120 Hz, on a normalized
  /// value (distance 1) and on a 100-point move.
  static func restComparisons(
    _ motions: [SpringMotion], jobs: Int
  ) -> [(String, String, Double, Double, SettlingComparison)] {
    var rows: [(String, String, Double, Double, SettlingComparison)] = []
    for rule in RestRule.defaults {
      // Pixel thresholds belong on a pixel-sized move, Compose's Float
      // threshold on a 0 → 1 value; the others are applied to both.
      let distances: [Double] = rule.name.hasPrefix("spring-force") ? [100] : (rule.name.hasPrefix("compose") ? [1] : [1, 100])
      for distance in distances {
        for frameRate in [60.0, 120] {
          let decisions = parallelMap(motions, jobs: jobs) { motion in
            try? rule.decision(for: motion, distance: distance, frameRate: frameRate)
          }
          var errors: [Double] = [], jumps: [Double] = [], failures = 0
          for decision in decisions {
            guard let decision, decision.isDeclared, decision.exactTime > 0, decision.exactTime.isFinite else {
              failures += 1
              continue
            }
            errors.append(decision.settlingError / decision.exactTime)
            if decision.snapJump > 0 { jumps.append(decision.snapJump / distance) }
          }
          rows.append((rule.name, rule.engine, distance, frameRate, SettlingComparison(
            name: rule.name, epsilon: .nan, relativeErrors: errors, snapJumps: jumps, failures: failures)))
        }
      }
    }
    return rows
  }

  /// One line for the index.
  public var headline: String {
    let worst = comparisons.map { comparison -> String in
      let jumps = ErrorSummary(comparison.snapJumps)
      return "\(comparison.name) early in \(ReportNumber.percent(comparison.earlyFraction, decimals: 0)) of cases (snap up to \(ReportNumber.percent(jumps.max, decimals: 2)))"
    }
    let meanCost = cost.map(\.mean).max() ?? 0
    return "Exact settling: at most \(ReportNumber.format(meanCost, digits: 2)) closed-form evaluations per query on average in any family. Estimates: "
      + worst.joined(separator: "; ") + ". [settling.md](settling.md)"
  }

  /// settling.md. `extraSections` (GSL-detected, frame-sampled) are appended
  /// by the generator when their data is computed.
  public func document(figures: [String: String] = [:]) -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Settling: exact times against what engines estimate")
    doc.paragraph("""
      The settling time for a threshold ε is T(ε) = inf{T ≥ 0 : |x(t)| ≤ ε for every t ≥ T} — the \
      last time |x| crosses ε. SpringLab computes it exactly: the extrema of an underdamped \
      spring have geometric heights, so the last one above ε is found with a logarithm instead \
      of walking the oscillations, and the crossing is refined by a safeguarded Newton iteration \
      to the first double at which the evaluated |x| is ≤ ε. Engines instead use envelope \
      formulas, time grids or frame-by-frame rest tests; an engine that declares rest early \
      snaps the value to the target and discards |x| — the **snap jump**.
      """)
    doc.heading("Cost of the exact time")
    doc.paragraph("Closed-form evaluations per query (ε = 0.001 of the motion's scale); the count does not grow with the number of oscillations before settling.")
    doc.table(
      ["family", "queries", "mean evaluations", "p99", "max"],
      cost.map { [$0.family.rawValue, "\($0.queries)", ReportNumber.format($0.mean, digits: 3), ReportNumber.format($0.p99, digits: 3), "\($0.max)"] })
    doc.heading("Estimates against the exact time")
    doc.paragraph("""
      \(motions) everyday UI springs (response 0.15–1.2 s, ζ 0.05–2, from x0 = −1 with velocities \
      up to ±40 distances/s toward or away from the target). Relative error = (estimate − exact) \
      / exact at the same ε; "early" is the share of estimates before the exact time; the snap \
      jump is |x| at the estimate, in % of the distance, when it is early. Each estimate is \
      compared with the motion as its API animates it: Core Animation with `allowsOverdamping`, \
      SwiftUI and Compose honour overdamping; UIKit's animator is modelled (uncertain, see \
      mappings.md) as animating ζ > 1 as critical, and its critical-case approximation has no \
      answer for flings faster than ω0 distances/s toward the target.
      """)
    if let path = figures["settling-errors"] {
      doc.figure(path, caption: "Distribution of (estimate − exact)/exact for each estimator.")
    }
    doc.table(
      ["estimator", "ε", "answers", "no answer", "median error", "p99 |error|", "max |error|", "early", "max snap jump", "p99 snap jump"],
      comparisons.map { comparison in
        let errors = comparison.relativeErrors
        let sorted = errors.sorted()
        let absolute = ErrorSummary(errors.map(abs))
        let jumps = ErrorSummary(comparison.snapJumps)
        return [
          comparison.name, ReportNumber.format(comparison.epsilon), "\(errors.count)", "\(comparison.failures)",
          sorted.isEmpty ? "—" : ReportNumber.percent(sorted[sorted.count / 2]),
          ReportNumber.percent(absolute.p99), ReportNumber.percent(absolute.max),
          ReportNumber.percent(comparison.earlyFraction),
          jumps.count == 0 ? "—" : ReportNumber.percent(jumps.max, decimals: 3),
          jumps.count == 0 ? "—" : ReportNumber.percent(jumps.p99, decimals: 3),
        ]
      },
      alignments: ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"])
    doc.heading("GSL-detected settling")
    doc.paragraph("""
      SpringReference finds the settling time without the closed form: it integrates until an \
      energy bound proves the motion stays inside ε, brackets the last crossing from the \
      accepted steps, and refines it by re-integrating from the bracket's start (the solver's \
      own accuracy, not a frame grid's). On the first \(gsl.first.map { $0.relativeErrors.count + $0.failures } ?? 0) UI motions:
      """)
    table(&doc, gsl)
    doc.heading("Engines' frame-sampled rest rules")
    doc.paragraph("""
      Each engine's default rule (`shared/reference/peer-engines.md`), applied frame by frame to \
      the exact motion (isolating the rule from the engine's integrator): Motion (|v| ≤ restSpeed \
      and |Δ| ≤ restDelta, granular by distance), react-spring (precision per 1 ms substep), \
      Rebound (0.001 both), Flutter (1e-3 both, no snap), androidx SpringForce (px thresholds) and \
      Compose (its estimated duration). Thresholds are absolute, so the same spring settles \
      differently on a normalized value (distance 1) than on a 100-point move. Relative error is \
      (declared − exact)/exact for the rule's own position threshold; the snap jump is in % of \
      the distance.
      """)
    doc.table(
      ["rule", "distance", "fps", "declared", "never", "median error", "max |error|", "early", "max snap jump", "p99 snap jump"],
      rest.map { row in
        let comparison = row.comparison
        let sorted = comparison.relativeErrors.sorted()
        let jumps = ErrorSummary(comparison.snapJumps)
        return [
          "`\(row.rule)`", ReportNumber.format(row.distance), ReportNumber.format(row.frameRate),
          "\(sorted.count)", "\(comparison.failures)",
          sorted.isEmpty ? "—" : ReportNumber.percent(sorted[sorted.count / 2]),
          ReportNumber.percent(ErrorSummary(sorted.map(abs)).max),
          ReportNumber.percent(comparison.earlyFraction),
          jumps.count == 0 ? "—" : ReportNumber.percent(jumps.max, decimals: 3),
          jumps.count == 0 ? "—" : ReportNumber.percent(jumps.p99, decimals: 3),
        ]
      },
      alignments: ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"])
    return doc
  }

  /// The solver rows: errors only (a solver's answer is a time, not a snap).
  func table(_ doc: inout MarkdownDocument, _ comparisons: [SettlingComparison]) {
    doc.table(
      ["estimator", "ε", "answers", "no answer", "median error", "p99 |error|", "max |error|"],
      comparisons.map { comparison in
        let errors = comparison.relativeErrors
        let sorted = errors.sorted()
        let absolute = ErrorSummary(errors.map(abs))
        return [
          comparison.name, ReportNumber.format(comparison.epsilon), "\(errors.count)", "\(comparison.failures)",
          sorted.isEmpty ? "—" : ReportNumber.format(sorted[sorted.count / 2], digits: 2),
          ReportNumber.format(absolute.p99, digits: 2), ReportNumber.format(absolute.max, digits: 2),
        ]
      },
      alignments: ["l", "r", "r", "r", "r", "r", "r"])
  }
}
