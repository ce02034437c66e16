//===--- SettlingReport.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
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

/// One estimate of a settling time against the exact time.
public struct SettlingOutcome: Sendable, Hashable {
  /// The estimator's answer, seconds.
  public var estimate: Double
  /// The exact settling time at the estimator's threshold, seconds.
  public var exact: Double
  /// |x(estimate)| in distances: what an engine that snaps at the estimate
  /// discards.
  public var displacement: Double
  /// The largest |x(t)| over t ≥ estimate, in distances: the excursion the
  /// motion still had ahead of it when an engine snapped at the estimate
  /// (at least `displacement`; see `largestExcursion(of:from:)`).
  public var discardedExcursion: Double

  /// An outcome from its parts; `discardedExcursion` defaults to
  /// `displacement`.
  public init(
    estimate: Double, exact: Double, displacement: Double, discardedExcursion: Double? = nil
  ) {
    self.estimate = estimate
    self.exact = exact
    self.displacement = displacement
    self.discardedExcursion = discardedExcursion ?? displacement
  }

  /// An outcome of `motion` (in distances) stopped at `estimate`.
  public init(estimate: Double, exact: Double, motion: SpringMotion) {
    self.estimate = estimate
    self.exact = exact
    let start = max(0, estimate)
    displacement = abs(motion.position(at: start))
    discardedExcursion = max(displacement, Self.largestExcursion(of: motion, from: start))
  }

  /// max |x(t)| over t ≥ `start`: |x(start)| or the first turning point
  /// after `start`, whichever is larger — the heights of later turning
  /// points shrink (ζ > 0) or repeat (ζ = 0), and past its last turning point
  /// |x| falls monotonically (`MotionExtrema`).
  public static func largestExcursion(of motion: SpringMotion, from start: Double) -> Double {
    var largest = abs(motion.position(at: start))
    let extrema = motion.extrema
    guard let first = extrema.time(ofExtremum: 0) else { return largest }
    var turn: Double? = first >= start ? first : nil
    if turn == nil, let spacing = extrema.spacing, spacing > 0 {
      var n = ((start - first) / spacing).rounded(.up)
      // Rounding of first + n·spacing may land just before `start`.
      if let t = extrema.time(ofExtremum: n), t < start { n += 1 }
      turn = extrema.time(ofExtremum: n)
    }
    if let turn, turn.isFinite { largest = max(largest, abs(motion.position(at: turn))) }
    return largest
  }

  /// (estimate − exact)/exact.
  public var relativeError: Double { (estimate - exact) / exact }

  /// Whether the estimate comes before the exact time by more than
  /// `margin` seconds.
  public func isEarly(byMoreThan margin: Double) -> Bool { exact - estimate > margin }
}

/// How one estimator of the settling time fares on a set of motions.
public struct SettlingComparison: Sendable {
  /// Estimator name as shown in the report.
  public var name: String
  /// Threshold ε (fraction of the distance) the estimator itself targets and
  /// is compared at; NaN when it varies per motion (rest rules).
  public var epsilon: Double
  /// Every answered motion.
  public var outcomes: [SettlingOutcome]
  /// The estimator's own position threshold per outcome, in distances
  /// (`epsilon`, or the rule's threshold over the distance).
  public var thresholds: [Double]
  /// Motions for which the estimator gave no answer.
  public var failures: Int
  /// What the estimate rests on: how SpringLab knows the algorithm it
  /// emulates (e.g. "port of androidx's open source").
  public var basis: String = ""

  /// "Early" means before the exact time by more than a millisecond: an
  /// estimate that truncates the exact time to whole milliseconds (Compose)
  /// is not early.
  public static let earlyMargin = 0.001
  /// One frame at 120 Hz: an estimate early by more than this stops the
  /// animation at least one displayed frame too soon on a 120 Hz screen.
  public static let frameMargin = 1.0 / 120

  public init(
    name: String, epsilon: Double, outcomes: [SettlingOutcome], thresholds: [Double]? = nil,
    failures: Int
  ) {
    self.name = name
    self.epsilon = epsilon
    self.outcomes = outcomes
    self.thresholds = thresholds ?? Array(repeating: epsilon, count: outcomes.count)
    self.failures = failures
  }

  /// Signed relative errors (estimate − exact)/exact.
  public var relativeErrors: [Double] { outcomes.map(\.relativeError) }

  /// The share of answers earlier than the exact time by more than `margin`
  /// seconds (0 with no answers).
  public func earlyFraction(byMoreThan margin: Double = SettlingComparison.earlyMargin) -> Double {
    outcomes.isEmpty
      ? 0
      : Double(outcomes.filter { $0.isEarly(byMoreThan: margin) }.count) / Double(outcomes.count)
  }

  /// For every answer earlier than the exact time by more than `margin`:
  /// how far |x| still exceeds the estimator's own threshold when it stops,
  /// in distances (the snap an API's threshold does not already allow).
  public func snapExcesses(byMoreThan margin: Double = SettlingComparison.earlyMargin) -> [Double] {
    zip(outcomes, thresholds).compactMap { outcome, threshold in
      outcome.isEarly(byMoreThan: margin) ? max(0, outcome.displacement - threshold) : nil
    }
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
  public var rest:
    [(
      rule: String, engine: String, distance: Double, frameRate: Double,
      comparison: SettlingComparison
    )]

  /// The everyday-UI motions the comparisons use: Apple-normalized (x0 = −1,
  /// velocity in distances per second toward the target).
  public static func uiMotions(_ configuration: ReportConfiguration) -> [SpringMotion] {
    SweepFamily.ui.cases(
      count: configuration.quick ? 300 : 3000, seed: configuration.seed &+ 7
    )
    .map { SpringMotion(spring: $0.spring, initialState: $0.initialState) }
  }

  /// Compares `estimate` (nil = no answer) with the exact time at `epsilon`
  /// of the motion as the API animates it (`animated`, by default the motion
  /// itself).
  public static func compare(
    _ name: String, epsilon: Double, motions: [SpringMotion],
    animated: (SpringMotion) -> SpringMotion = { $0 }, estimate: (SpringMotion) -> Double?
  ) -> SettlingComparison {
    var outcomes: [SettlingOutcome] = []
    var failures = 0
    for original in motions {
      let motion = animated(original)
      guard let exact = try? motion.settlingTime(threshold: epsilon), exact > 0, exact.isFinite,
        let estimated = estimate(motion), estimated.isFinite
      else {
        failures += 1
        continue
      }
      outcomes.append(SettlingOutcome(estimate: estimated, exact: exact, motion: motion))
    }
    return SettlingComparison(name: name, epsilon: epsilon, outcomes: outcomes, failures: failures)
  }

  /// What each envelope estimate rests on, by estimator name.
  public static let bases: [String: String] = [
    coreAnimationName:
      "emulation of Core Animation's `durationForEpsilon:` (reverse-engineered from the iOS 26.1 "
      + "decompile, EthanArbuckle/iPhone18-3_26.1_23B85_Restore), checked against on-device records on mappings.md",
    uikitName:
      "emulation of UIKit's `_durationOfSpringAnimation` (reverse-engineered, iOS 26.1 decompile; its ζ ≥ 1 "
      + "branch only partly visible); no on-device record",
    swiftUIName:
      "emulation of OpenSwiftUI's unaudited reimplementation (OpenSwiftUIProject/OpenSwiftUI, "
      + "Respring); no on-device record",
    composeName:
      "port of Compose's open source (androidx/androidx, compose/animation/animation-core, "
      + "SpringEstimation.kt)",
  ]
  static let coreAnimationName = "Core Animation settlingDuration"
  static let uikitName = "UIKit animator duration (_durationOfSpringAnimation)"
  static let swiftUIName = "SwiftUI Spring.settlingDuration"
  static let composeName = "Compose estimated duration (threshold 0.01)"

  /// Envelope and grid estimates by Core Animation, UIKit, SwiftUI and Compose.
  public static func envelopeComparisons(_ motions: [SpringMotion]) -> [SettlingComparison] {
    let comparisons = [
      compare(coreAnimationName, epsilon: 1e-3, motions: motions) { motion in
        CoreAnimationSettlingDuration.duration(
          spring: motion.spring, velocity: motion.initialState.velocity, allowsOverdamping: true)
      },
      compare(
        uikitName, epsilon: 1e-3, motions: motions,
        animated: { motion in
          // SpringMappings' model: UIKit animates ζ > 1 as critical (uncertain).
          motion.spring.regime == .overdamped
            ? SpringMotion(
              spring: CoreAnimationSpring.critical(like: motion.spring),
              initialState: motion.initialState)
            : motion
        },
        estimate: { motion in
          UIKitSettlingDuration.duration(
            mass: motion.spring.mass, stiffness: motion.spring.stiffness,
            damping: motion.spring.damping,
            velocity: motion.initialState.velocity)
        }),
      compare(swiftUIName, epsilon: 1e-3, motions: motions) { motion in
        let storage = SwiftUISpringStorage(
          mass: motion.spring.mass, stiffness: motion.spring.stiffness,
          damping: motion.spring.damping,
          allowOverDamping: true)
        return SwiftUISettlingDuration.springSettlingDuration(
          storage, velocity: motion.initialState.velocity)
      },
      compare(composeName, epsilon: 1e-2, motions: motions) { motion in
        let spring = motion.spring
        let milliseconds = ComposeDurationEstimate.milliseconds(
          stiffness: Float(spring.stiffness / spring.mass),
          dampingRatio: Float(spring.dampingRatio),
          initialDisplacement: Float(motion.initialState.position / 0.01),
          initialVelocity: Float(motion.initialState.velocity / 0.01))
        return Double(milliseconds) / 1000
      },
    ]
    return comparisons.map { comparison in
      var copy = comparison
      copy.basis = bases[comparison.name] ?? ""
      return copy
    }
  }

  /// The exact solver's cost per family.
  public static func cost(_ configuration: ReportConfiguration) -> [(
    SweepFamily, Int, Double, Double, Int
  )] {
    SweepFamily.allCases.map { family in
      let cases = family.cases(
        count: configuration.quick ? 300 : 3000, seed: configuration.seed &+ 8)
      var counts: [Double] = []
      for springCase in cases {
        let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
        let scale = max(
          abs(springCase.initialState.position),
          abs(springCase.initialState.velocity) / springCase.spring.naturalFrequency)
        if let result = try? motion.settlingSearch(threshold: 1e-3 * scale) {
          counts.append(Double(result.evaluations))
        }
      }
      let summary = ErrorSummary(counts)
      return (
        family, counts.count, counts.reduce(0, +) / Double(max(1, counts.count)), summary.p99,
        Int(summary.max)
      )
    }
  }
}

extension SettlingResults {
  /// Every settling comparison of the report.
  public static func compute(_ configuration: ReportConfiguration) -> SettlingResults {
    let motions = uiMotions(configuration)
    return SettlingResults(
      cost: cost(configuration), comparisons: envelopeComparisons(motions), motions: motions.count,
      gsl: gslComparisons(
        Array(motions.prefix(configuration.quick ? 60 : 400)), jobs: configuration.jobs),
      rest: restComparisons(motions, jobs: configuration.jobs))
  }

  /// The reference settling time of SpringReference (integrate, bracket the
  /// last crossing, refine with the solver) against the exact one.
  static func gslComparisons(_ motions: [SpringMotion], jobs: Int) -> [SettlingComparison] {
    [(ODEStepper.rk8pd, 1e-10), (.rkf45, 1e-6)].map { stepper, tolerance in
      let estimates = parallelMap(motions, jobs: jobs) { motion -> Double? in
        guard let integrator = try? ReferenceIntegrator(stepper: stepper, tolerance: tolerance)
        else { return nil }
        return try? integrator.settlingTime(
          of: motion.spring, from: motion.initialState, threshold: 1e-3
        ).time
      }
      var index = 0
      return compare(
        "GSL \(stepper.methodName) at tolerance \(ReportNumber.format(tolerance))", epsilon: 1e-3,
        motions: motions
      ) { _ in
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
      let distances: [Double] =
        rule.name.hasPrefix("spring-force")
        ? [100] : (rule.name.hasPrefix("compose") ? [1] : [1, 100])
      for distance in distances {
        for frameRate in [60.0, 120] {
          let decisions = parallelMap(motions, jobs: jobs) { motion in
            try? rule.decision(for: motion, distance: distance, frameRate: frameRate)
          }
          var outcomes: [SettlingOutcome] = []
          var thresholds: [Double] = []
          var failures = 0
          for (motion, decision) in zip(motions, decisions) {
            guard let decision, decision.isDeclared, decision.exactTime > 0,
              decision.exactTime.isFinite
            else {
              failures += 1
              continue
            }
            var outcome = SettlingOutcome(
              estimate: decision.declaredTime, exact: decision.exactTime, motion: motion)
            outcome.displacement = decision.snapJump / distance
            outcome.discardedExcursion = max(outcome.discardedExcursion, outcome.displacement)
            outcomes.append(outcome)
            thresholds.append(decision.thresholds.position / distance)
          }
          rows.append(
            (
              rule.name, rule.engine, distance, frameRate,
              SettlingComparison(
                name: rule.name, epsilon: .nan, outcomes: outcomes, thresholds: thresholds,
                failures: failures)
            ))
        }
      }
    }
    return rows
  }

  /// One line for the index. Only estimates whose algorithm is confirmed
  /// (on-device records, or open source) are stated; the emulations without
  /// a record are named as such. `caRecords` is the number of on-device
  /// Core Animation duration records that agree with the emulation.
  public func headline(caRecords: (agree: Int, total: Int)) -> String {
    let meanCost = cost.map(\.mean).max() ?? 0
    func early(_ name: String) -> String? {
      guard let comparison = comparisons.first(where: { $0.name == name }) else { return nil }
      let excess = comparison.snapExcesses().max() ?? 0
      return "\(comparison.name) \(ReportNumber.percent(comparison.earlyFraction(), decimals: 1)) "
        + "(\(ReportNumber.percent(comparison.earlyFraction(byMoreThan: SettlingComparison.frameMargin), decimals: 1)))"
        + (excess > 0
          ? ", snapping up to \(ReportNumber.percent(excess, decimals: 2)) of the distance beyond its own threshold"
          : "")
    }
    let confirmed = [
      early(Self.coreAnimationName).map {
        $0
          + " [emulation; \(caRecords.agree) of \(caRecords.total) on-device Core Animation duration records agree]"
      },
      early(Self.composeName).map { $0 + " [port of the open source]" },
    ].compactMap { $0 }
    return
      "Exact settling: at most \(ReportNumber.format(meanCost, digits: 3)) closed-form evaluations per query "
      + "on average in any family. Estimates earlier than the exact time by more than 1 ms "
      + "(by more than one 120 Hz frame): " + confirmed.joined(separator: "; ")
      + ". UIKit's animator duration and SwiftUI's settlingDuration are emulations with no on-device record "
      + "(settling.md gives their numbers as such). [settling.md](settling.md)"
  }

  /// settling.md.
  public func document(figures: [String: String] = [:]) -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Settling: exact times against what engines estimate")
    doc.paragraph(
      """
      The settling time for a threshold ε is T(ε) = inf{T ≥ 0 : |x(t)| ≤ ε for every t ≥ T} — the \
      last time |x| crosses ε ([Docs/Design.md](../Docs/Design.md#settling-time)). SpringLab \
      computes it exactly: the extrema of an underdamped spring have geometric heights, so the \
      last one above ε is found with a logarithm instead of walking the oscillations, and the \
      crossing is refined by a safeguarded Newton iteration to the first double at which the \
      evaluated |x| is ≤ ε. Engines instead use envelope formulas, time grids or frame-by-frame \
      rest tests; an engine that declares rest early snaps the value to the target and discards \
      |x| — the **snap jump**.
      """)
    doc.heading("Cost of the exact time")
    doc.paragraph(
      "Closed-form evaluations per query (ε = 0.001 of the motion's scale); the count does not grow with the number of oscillations before settling."
    )
    doc.table(
      ["family", "queries", "mean evaluations", "p99", "max"],
      cost.map {
        [
          $0.family.rawValue, "\($0.queries)", ReportNumber.format($0.mean, digits: 3),
          ReportNumber.format($0.p99, digits: 3), "\($0.max)",
        ]
      })
    doc.heading("Estimates against the exact time")
    let frame = ReportNumber.format(SettlingComparison.frameMargin * 1000, digits: 3)
    doc.paragraph(
      """
      \(motions) everyday UI springs (response 0.15–1.2 s, ζ 0.05–2, from x0 = −1 with velocities \
      up to ±40 distances/s toward or away from the target). Relative error = (estimate − exact) \
      / exact at the estimator's own ε. An estimate is **early** when it comes before the exact \
      time by more than \(ReportNumber.format(SettlingComparison.earlyMargin * 1000)) ms — an \
      estimate that truncates the exact time to whole milliseconds is not early — and the next \
      column counts those early by more than one 120 Hz frame (\(frame) ms). The **snap beyond ε** \
      is how far |x| still exceeds the estimator's own threshold when an early estimate stops \
      the motion, in % of the distance: a snap of up to ε is what the API asks for. Each \
      estimate is compared with the motion as its API animates it: Core Animation with \
      `allowsOverdamping`, SwiftUI and Compose honour overdamping; UIKit's animator is \
      modelled (uncertain, see [mappings-uikit.md](mappings-uikit.md)) as animating ζ > 1 as \
      critical, and its critical-case approximation has no answer for flings faster than ω0 \
      distances/s toward the target.
      """)
    if let path = figures["settling-errors"] {
      doc.figure(path, caption: "Distribution of (estimate − exact)/exact for each estimator.")
    }
    doc.table(
      [
        "estimator", "ε", "answers (none)", "median error", "p99 |error|", "max |error|",
        "early > 1 ms", "early > \(frame) ms", "max snap beyond ε", "p99 snap beyond ε",
      ],
      comparisons.enumerated().map { index, comparison in
        ["\(comparison.name) [\(index + 1)]", ReportNumber.format(comparison.epsilon)]
          + statistics(comparison)
      },
      alignments: ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"])
    doc.paragraph(
      comparisons.enumerated().map { "[\($0 + 1)] \($1.basis)." }.joined(separator: " "))
    doc.heading("GSL-detected settling")
    doc.paragraph(
      """
      SpringReference finds the settling time without the closed form: it integrates until an \
      energy bound proves the motion stays inside ε, brackets the last crossing from the \
      accepted steps, and refines it by re-integrating from the bracket's start (the solver's \
      own accuracy, not a frame grid's). On the first \(gsl.first.map { $0.outcomes.count + $0.failures } ?? 0) UI motions:
      """)
    table(&doc, gsl)
    doc.heading("Engines' frame-sampled rest rules")
    doc.paragraph(
      """
      Each engine's default rule ([Docs/Provenance/PeerEngines.md](../Docs/Provenance/PeerEngines.md)), \
      applied frame by frame to the exact motion (isolating the rule from the engine's \
      integrator): Motion (|v| ≤ restSpeed and |Δ| ≤ restDelta, granular by distance), \
      react-spring (precision per 1 ms substep), Rebound (0.001 both), Flutter (1e-3 both, no \
      snap), androidx SpringForce (px thresholds) and Compose (its estimated duration). \
      Every threshold is absolute — in the value's own units, so the same spring settles \
      differently on a normalized value (distance 1) than on a 100-point move — except \
      react-spring's, which is relative: its precision is 0.001 of the distance (at most 1), \
      so its rows agree at both distances. Relative error is (declared − exact)/exact for the \
      rule's own position threshold; early is defined as above. \(restDeclarations) Every rule \
      but Compose's (which stops at its estimated duration) declares rest only once |x| is \
      within its own position threshold, so its snap never exceeds that threshold; what an early rest costs is the **excursion discarded**: the \
      largest |x| the motion still had ahead of it when the rule stopped it (the value at the \
      first turning point after the stop, or at the stop), in points on a 100-point move \
      (Flutter does not snap: it stops where it is, and the same excursion is lost).
      """)
    doc.table(
      [
        "rule", "distance", "fps", "median error", "max |error|", "early > 1 ms",
        "early > \(frame) ms", "max excursion discarded (pt)", "p99 excursion discarded (pt)",
      ],
      rest.map { row in
        let comparison = row.comparison
        let statistics = statistics(comparison)
        let excursions = ErrorSummary(comparison.outcomes.map { 100 * $0.discardedExcursion })
        return [
          "`\(row.rule)`", ReportNumber.format(row.distance), ReportNumber.format(row.frameRate),
          statistics[1], statistics[3], statistics[4], statistics[5],
          ReportNumber.format(excursions.max, digits: 3),
          ReportNumber.format(excursions.p99, digits: 3),
        ]
      },
      alignments: ["l", "r", "r", "r", "r", "r", "r", "r", "r"])
    return doc
  }

  /// Whether every rest rule declared rest on every motion, or which did not.
  var restDeclarations: String {
    let undeclared = rest.filter { $0.comparison.failures > 0 }
    guard let first = rest.first else { return "" }
    if undeclared.isEmpty {
      return
        "Every rule declared rest on all \(first.comparison.outcomes.count) motions at every distance and frame rate."
    }
    return "Rules that did not declare rest on every motion: "
      + undeclared.map {
        "`\($0.rule)` at distance \(ReportNumber.format($0.distance)), \(ReportNumber.format($0.frameRate)) fps "
          + "(\($0.comparison.failures) of \($0.comparison.failures + $0.comparison.outcomes.count))"
      }.joined(separator: ", ") + "."
  }

  /// answers (none), median, p99 and max |error|, early > 1 ms, early > a
  /// frame, max and p99 snap beyond the threshold.
  func statistics(_ comparison: SettlingComparison) -> [String] {
    let sorted = comparison.relativeErrors.sorted()
    let absolute = ErrorSummary(sorted.map(abs))
    let excess = ErrorSummary(comparison.snapExcesses())
    return [
      "\(sorted.count) (\(comparison.failures))",
      sorted.isEmpty ? "—" : ReportNumber.percent(sorted[sorted.count / 2]),
      ReportNumber.percent(absolute.p99), ReportNumber.percent(absolute.max),
      ReportNumber.percent(comparison.earlyFraction()),
      ReportNumber.percent(comparison.earlyFraction(byMoreThan: SettlingComparison.frameMargin)),
      excess.count == 0 ? "—" : ReportNumber.percent(excess.max, decimals: 3),
      excess.count == 0 ? "—" : ReportNumber.percent(excess.p99, decimals: 3),
    ]
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
          comparison.name, ReportNumber.format(comparison.epsilon), "\(errors.count)",
          "\(comparison.failures)",
          sorted.isEmpty ? "—" : ReportNumber.format(sorted[sorted.count / 2], digits: 2),
          ReportNumber.format(absolute.p99, digits: 2),
          ReportNumber.format(absolute.max, digits: 2),
        ]
      },
      alignments: ["l", "r", "r", "r", "r", "r", "r"])
  }
}
