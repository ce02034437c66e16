//===--- ConformanceReport.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// conformance.md: every evaluation method SpringLab has — its own closed
// form, batched and frame-grid evaluation, and every engine method it
// emulates — run on the cases `springlab cases` writes and scored by the
// same code as `springlab score` (SpringTruth's EvaluationTruth and
// SettlingTruth), so the page and the kit cannot disagree.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth

/// One method's score on the page.
public struct ConformanceRun<Score: Sendable>: Sendable {
  /// The method's name, e.g. `closed-form`.
  public var method: String
  /// What it is or who ships it.
  public var source: String
  /// Its score on the cases it can run.
  public var score: Score
}

/// The data behind conformance.md.
public struct ConformanceResults: Sendable {
  /// Rows per family and the seed of the cases.
  public var count: Int, seed: UInt64
  /// `evaluate` scores, one per method.
  public var evaluate: [ConformanceRun<EvaluationScore>]
  /// Methods that could not run on the cases: (method, source, reason).
  public var notScored: [(method: String, source: String, reason: String)]
  /// `settle` scores, one per method.
  public var settle: [ConformanceRun<SettlingScore>]

  /// Scores every method on `springlab cases --count N --seed S` (N = 40
  /// quick, 400 full; S = the report's seed).
  public static func compute(_ configuration: ReportConfiguration) -> ConformanceResults {
    let count = configuration.quick ? 40 : 400
    let seed = configuration.seed
    let jobs = configuration.jobs
    let cases = ConformanceCases.evaluation(
      families: SweepFamily.allCases, count: count, seed: seed)
    let uiCases = cases.filter { $0.family == SweepFamily.ui.rawValue }
    let gridCases = FrameGridEvaluator.gridCases(from: cases)
    var evaluate: [ConformanceRun<EvaluationScore>] = []
    var notScored: [(method: String, source: String, reason: String)] = []
    // The generated cases never have an unrepresentable truth.
    if let truth = try? EvaluationTruth(cases: cases, jobs: jobs),
      let uiTruth = try? EvaluationTruth(cases: uiCases, jobs: jobs),
      let gridTruth = try? EvaluationTruth(cases: gridCases, jobs: jobs)
    {
      func run(
        _ method: String, _ source: String, _ evaluator: some SpringEvaluator,
        on truth: EvaluationTruth
      ) {
        let states = evaluator.states(for: truth.cases).map { Optional($0) }
        evaluate.append(ConformanceRun(method: method, source: source, score: truth.score(states)))
      }
      run("closed-form", "SpringLab `SpringMotion`", SpringMotionEvaluator(), on: truth)
      run("batched", "SpringLab `SpringMotionBatch` (SIMD lanes)", BatchEvaluator(), on: truth)
      run(
        "frame-grid", "SpringLab `FrameGridSampler`, on grid times", FrameGridEvaluator(),
        on: gridTruth)
      for method in EngineMethods.all {
        let integrates = method is any FixedStepEngineMethod.Type
        run(
          method.name, method.engines, EngineMethodEvaluator(method: method),
          on: integrates ? uiTruth : truth)
      }
      // Frame-by-frame replays, on the `ui` springs at 60 Hz frame times.
      let frameCases = ReplayEvaluator.frameCases(from: uiCases)
      for engine in EngineCatalogue.engines {
        let accepted = frameCases.filter { ReplayEvaluator.accepts(engine, $0) }
        guard !accepted.isEmpty, let replayTruth = try? EvaluationTruth(cases: accepted, jobs: jobs)
        else {
          notScored.append(
            (
              "engine:\(engine.entry.id)", engine.entry.name,
              engine.acceptsInitialVelocity
                ? "refuses every `ui` spring" : "takes no initial velocity"
            ))
          continue
        }
        run(
          "engine:\(engine.entry.id)", engine.entry.name + " (60 Hz replay)",
          ReplayEvaluator(engine: engine), on: replayTruth)
      }
    }
    let settleCases = ConformanceCases.settling(
      families: SweepFamily.allCases, count: count, seed: seed)
    var settle: [ConformanceRun<SettlingScore>] = []
    if let truth = try? SettlingTruth(cases: settleCases, jobs: jobs) {
      let exact = settleCases.map {
        SpringMotionEvaluator().settlingTime(
          of: $0.spring, from: $0.initialState, threshold: $0.threshold,
          velocityThreshold: $0.velocityThreshold)
      }
      settle.append(
        ConformanceRun(
          method: "exact", source: "SpringLab `SpringMotion.settlingTime`",
          score: truth.score(exact.map { Optional($0) })))
      let compose = settleCases.map {
        composeEstimatedDuration(
          of: SpringMotion(spring: $0.spring, initialState: $0.initialState),
          visibilityThreshold: $0.threshold)
      }
      settle.append(
        ConformanceRun(
          method: "compose-estimate",
          source: "Compose `SpringEstimation` (envelope estimate, whole ms)",
          score: truth.score(compose.map { Optional($0) })))
    }
    return ConformanceResults(
      count: count, seed: seed, evaluate: evaluate, notScored: notScored, settle: settle)
  }
}

extension ConformanceResults {
  /// conformance.md.
  public func document() -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Conformance: every method through `springlab score`")
    doc.paragraph(
      """
      Each evaluation method SpringLab has — its own closed form, batched and frame-grid \
      evaluation, and every engine method it emulates — is run on the cases \
      `springlab cases --count \(count) --seed \(seed)` writes (\(count) rows per family) and \
      scored by the code behind `springlab score` and `springlab validate`. A family passes when \
      every result is finite and the condition-scaled error K = E / (2⁻⁵² · (1 + |ωd t|)) stays \
      ≤ \(ReportNumber.format(ConformanceTask.evaluate.defaultBound)), E being the error as a \
      fraction of the peaks of |x| and |v| over the row's whole motion \
      ([Docs/Conformance.md](../Docs/Conformance.md)).
      """)
    doc.heading("Verdicts")
    let evaluateVerdicts = evaluate.map { run -> [String] in
      let failing = run.score.families.filter { !$0.passes }.map(\.family)
      let worst = run.score.families.compactMap { $0.k?.max }.max() ?? .nan
      let nonFinite = run.score.families.map(\.nonFinite).reduce(0, +)
      return [
        "`\(run.method)`", run.source, run.score.families.map(\.family).joined(separator: ", "),
        ReportNumber.format(worst, digits: 3), "\(nonFinite)",
        failing.isEmpty ? "pass" : "**FAIL** (\(failing.joined(separator: ", ")))",
      ]
    }
    let skipped = notScored.map {
      ["`\($0.method)`", $0.source, "–", "–", "–", "not scored: \($0.reason)"]
    }
    doc.table(
      ["method", "what", "families", "worst K", "non-finite", "verdict"],
      evaluateVerdicts + skipped,
      alignments: ["l", "l", "l", "r", "r", "l"])
    doc.paragraph(
      """
      `frame-grid` is scored on the same springs with each sample time moved to the nearest \
      frame of a 1025-frame uniform grid spanning the spring's sample times, since a frame grid \
      evaluates only grid times. The fixed-step integrators (1 ms steps) run on the `ui` family \
      only: the other families' horizons would take up to 10¹¹ steps. The `engine:` rows replay \
      each shipped engine frame by frame on a steady 60 Hz clock (`springlab evaluate --method \
      engine:ID`), scored on the `ui` springs with each time moved to the nearest frame: what the \
      engine shows on that frame, rest detection and snapping included.
      """)
    doc.heading("evaluate, per family")
    var rows: [[String]] = []
    for run in evaluate {
      for family in run.score.families {
        rows.append([
          "`\(run.method)`", family.family, "\(family.samples)", format(family.k?.max),
          format(family.k?.p99), format(family.k?.rms), format(family.eMax), "\(family.nonFinite)",
          family.passes ? "pass" : "**FAIL**",
        ])
      }
    }
    doc.table(
      ["method", "family", "samples", "K max", "K p99", "K rms", "E max", "non-finite", "verdict"],
      rows, alignments: ["l", "l", "r", "r", "r", "r", "r", "r", "l"])
    doc.heading("settle, per family")
    doc.paragraph(
      """
      The same cases as `springlab cases --task settle --count \(count) --seed \(seed)`: \
      ε = f · max(|x0|, |v0|/ω0) with f log-uniform in 1e-5…0.1 (one row in 16 above the \
      motion), and a velocity threshold on every other row. A family passes when no ∞ or 0 is \
      answered wrongly and the relative error of finite times is ≤ \
      \(ReportNumber.format(ConformanceTask.settle.defaultBound)). Compose's estimate knows no \
      velocity threshold and returns whole milliseconds; the frame-sampled rest rules of \
      [settling.md](settling.md) answer their own thresholds, not ε, and are measured there.
      """)
    var settleRows: [[String]] = []
    for run in settle {
      for family in run.score.families {
        settleRows.append([
          "`\(run.method)`", family.family, "\(family.samples)", format(family.relMax),
          format(family.residualKMax), "\(family.mismatches)", "\(family.nonFinite)",
          family.passes ? "pass" : "**FAIL**",
        ])
      }
    }
    doc.table(
      [
        "method", "family", "samples", "relMax", "residual K max", "mismatches", "non-finite",
        "verdict",
      ],
      settleRows, alignments: ["l", "l", "r", "r", "r", "r", "r", "l"])
    doc.heading("Reproduce with the kit")
    doc.code(
      """
      springlab cases --count \(count) --seed \(seed) > cases.csv
      springlab evaluate < cases.csv > results.csv
      springlab score --cases cases.csv --results results.csv
      springlab validate --command "python3 Examples/textbook_evaluator.py" \\
        --count \(count) --seed \(seed)
      """, language: "sh")
    return doc
  }

  /// One line for the index.
  public var headline: String {
    func worstK(_ method: String) -> Double {
      evaluate.first { $0.method == method }?.score.families.compactMap { $0.k?.max }.max() ?? .nan
    }
    let passing = evaluate.filter(\.score.passes).map { "`\($0.method)`" }
    let failing = evaluate.count - passing.count
    return "Conformance (K ≤ 4 on `springlab cases --count \(count) --seed \(seed)`): "
      + "\(passing.joined(separator: ", ")) pass "
      + "(closed form worst K = \(ReportNumber.format(worstK("closed-form"), digits: 3))); "
      + "\(failing) other methods fail, the textbook form at K = "
      + "\(ReportNumber.format(worstK("textbook"), digits: 3)). [conformance.md](conformance.md)"
  }

  private func format(_ value: Double?) -> String {
    value.map { ReportNumber.format($0, digits: 3) } ?? "–"
  }
}

// MARK: - Evaluators

/// `SpringMotionBatch`: every case a lane, each at its own time.
struct BatchEvaluator: SpringEvaluator {
  func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
    states(for: [EvaluationCase(family: "", spring: spring, initialState: start, time: t)])[0]
  }

  func states(for cases: [EvaluationCase]) -> [SpringState] {
    let batch = SpringMotionBatch(
      cases.map { SpringMotion(spring: $0.spring, initialState: $0.initialState) })
    let (positions, velocities) = batch.states(at: cases.map(\.time))
    return zip(positions, velocities).map { SpringState(position: $0, velocity: $1) }
  }
}

/// Consecutive cases of one motion.
private func motionGroups(_ cases: [EvaluationCase]) -> [Range<Int>] {
  var groups: [Range<Int>] = []
  var start = 0
  for index in cases.indices.dropFirst()
  where cases[index].spring != cases[start].spring
    || cases[index].initialState != cases[start].initialState
  {
    groups.append(start..<index)
    start = index
  }
  if !cases.isEmpty { groups.append(start..<cases.count) }
  return groups
}

/// `FrameGridSampler` over a 1025-frame grid per motion, h = the motion's
/// largest sample time / 1024.
struct FrameGridEvaluator: SpringEvaluator {
  static let frames = 1024

  /// `cases` with each time moved to the nearest frame n·h of its motion's
  /// grid, h = (largest time of the motion) / 1024.
  static func gridCases(from cases: [EvaluationCase]) -> [EvaluationCase] {
    var result = cases
    for group in motionGroups(cases) {
      let step = (cases[group].map(\.time).max() ?? 0) / Double(frames)
      guard step > 0 else { continue }
      for index in group {
        result[index].time = Double(frame(cases[index].time, step: step)) * step
      }
    }
    return result
  }

  private static func frame(_ t: Double, step: Double) -> Int {
    let n = (t / step).rounded()
    return n >= 0 && n <= Double(frames) ? Int(n) : 0
  }

  func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
    SpringMotion(spring: spring, initialState: start).state(at: t)
  }

  func states(for cases: [EvaluationCase]) -> [SpringState] {
    var states = [SpringState](repeating: .rest, count: cases.count)
    for group in motionGroups(cases) {
      let first = cases[group.lowerBound]
      let motion = SpringMotion(spring: first.spring, initialState: first.initialState)
      let step = (cases[group].map(\.time).max() ?? 0) / Double(Self.frames)
      guard step > 0, let grid = try? UniformTimeGrid(step: step, count: Self.frames + 1) else {
        for index in group { states[index] = motion.state(at: cases[index].time) }
        continue
      }
      let (positions, velocities) = motion.samples(on: grid)
      for index in group {
        let n = Self.frame(cases[index].time, step: step)
        states[index] = SpringState(position: positions[n], velocity: velocities[n])
      }
    }
    return states
  }
}

/// An engine method, run once per motion over its sample times in
/// ascending order (integrators make one pass).
struct EngineMethodEvaluator: SpringEvaluator {
  var method: any EngineMethod.Type

  func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
    method.init(spring: spring, initialState: start).state(at: t)
  }

  func states(for cases: [EvaluationCase]) -> [SpringState] {
    var states = [SpringState](repeating: .rest, count: cases.count)
    for group in motionGroups(cases) {
      let first = cases[group.lowerBound]
      let order = group.sorted { cases[$0].time < cases[$1].time }
      let computed = method.init(spring: first.spring, initialState: first.initialState)
        .states(at: order.map { cases[$0].time })
      for (index, state) in zip(order, computed) { states[index] = state }
    }
    return states
  }
}

/// A shipped engine replayed frame by frame on a steady 60 Hz clock: the
/// state it shows on the frame at each case's time (`springlab evaluate
/// --method engine:ID`). The cases must lie on frame times.
struct ReplayEvaluator: SpringEvaluator {
  var engine: any EngineReplay.Type

  /// `cases` with each time moved to the nearest 60 Hz frame n/60.
  static func frameCases(from cases: [EvaluationCase]) -> [EvaluationCase] {
    cases.map { evaluationCase in
      var moved = evaluationCase
      moved.time = (evaluationCase.time * 60).rounded() / 60
      return moved
    }
  }

  /// Whether the engine runs this case (it takes its initial velocity and
  /// does not refuse the spring).
  static func accepts(_ engine: any EngineReplay.Type, _ evaluationCase: EvaluationCase) -> Bool {
    engine.runRefusal(
      for: ReplayMove(spring: evaluationCase.spring, initialState: evaluationCase.initialState))
      == nil
  }

  func state(of spring: Spring, from start: SpringState, at t: Double) -> SpringState {
    states(for: [EvaluationCase(family: "", spring: spring, initialState: start, time: t)])[0]
  }

  func states(for cases: [EvaluationCase]) -> [SpringState] {
    var states = [SpringState](repeating: .rest, count: cases.count)
    for group in motionGroups(cases) {
      let first = cases[group.lowerBound]
      let shown = engine.shownStates(
        of: ReplayMove(spring: first.spring, initialState: first.initialState),
        at: cases[group].map(\.time), clock: .sixtyHertz)
      for (index, state) in zip(group, shown) { states[index] = state }
    }
    return states
  }
}
