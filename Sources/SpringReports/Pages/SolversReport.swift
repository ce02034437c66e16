//===--- SolversReport.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// solvers.md: every GSL odeiv2 stepper at eleven tolerances from 1e-3 to
// 1e-13 against the truth — SciML-style work–precision diagrams (error
// against right-hand-side evaluations and against time, at the final time
// and over the sampled times) — and the retargeting hand-off of the closed
// form against a piecewise GSL integration.
//
// Accuracy and work counts come from a seeded sweep (deterministic, run in
// parallel). Times come from SpringLab's benchmark harness, one stepper and
// tolerance at a time with nothing else running (serial: warm-up, calibrated
// repetitions), and sit in timing sections.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit
import SpringModel
import SpringReference
import SpringTruth

/// Why a stepper's run at one tolerance produced no result on some cases.
public struct SolverFailure: Sendable, Hashable {
  /// The reason, e.g. "step budget of 100000 steps exhausted".
  public var reason: String
  /// How many cases failed for it.
  public var count: Int
}

/// One stepper at one tolerance over the solver sweep.
public struct SolverRun: Sendable {
  public var stepper: ODEStepper
  public var tolerance: Double
  /// Trajectories integrated to the end.
  public var completed: Int
  /// Failed trajectories, by reason; empty when every case completed.
  public var failures: [SolverFailure]
  /// Set when the tolerance was not attempted, with the reason.
  public var skipped: String?
  /// Worst normalized error E over the sample times of every completed case.
  public var frameError: Double
  /// Worst E at each completed case's final time.
  public var finalError: Double
  /// The same two on the timed subset of the cases (for the time diagrams).
  public var timedFrameError: Double, timedFinalError: Double
  /// Means per completed trajectory.
  public var acceptedSteps: Double, rejectedSteps: Double
  public var rightHandSideEvaluations: Double, jacobianEvaluations: Double
  /// Time per trajectory on the timed subset (a timing: varies by run); nil
  /// when not measured.
  public var time: BenchmarkResult?
  /// The most right-hand-side evaluations any completed trajectory took:
  /// the work statistic of the work–precision figures, worst case like
  /// their error axis.
  public var worstRightHandSideEvaluations: Double = 0

  /// Trajectories that failed.
  public var failed: Int { failures.reduce(0) { $0 + $1.count } }
  /// Whether any error figure exists.
  public var hasResult: Bool { completed > 0 }
}

/// The data behind solvers.md.
public struct SolversResults: Sendable {
  public var runs: [SolverRun]
  /// Trajectories per (stepper, tolerance), sample times per trajectory
  /// (the final time included).
  public var cases: Int, samples: Int
  /// Cases in the timed subset.
  public var timedCases: Int
  /// The harness the timings used.
  public var harness = BenchmarkHarness()
  /// The closed form's worst normalized error on the same cases, over the
  /// sample times and at the final time.
  public var closedFormFrameError: Double, closedFormFinalError: Double
  /// The closed form's time per trajectory on the timed subset (a timing).
  public var closedFormTime: BenchmarkResult?
  /// Step budget per trajectory.
  public var stepBudget: Int
  /// Retargeting: worst |closed form − GSL| / scale.
  public var retargetCases: Int
  public var retargetWorstDifference: Double
  /// Sample times of the retargeting comparison (120 Hz over 2 s).
  public static let retargetTimes = (0...240).map { Double($0) / 120 }

  /// The eleven tolerances, 1e-3 … 1e-13.
  public static let tolerances = (3...13).map { pow10(-$0) }

  static func pow10(_ exponent: Int) -> Double {
    var value = 1.0
    for _ in 0..<abs(exponent) { value *= 10 }
    return exponent < 0 ? 1 / value : value
  }

  /// A tolerance is not attempted once more than this share of the cases
  /// failed at the previous (looser) one: tighter ones need more steps.
  public static let abandonShare = 0.5

  /// The sweep's cases: everyday UI springs and near-critical ones over at
  /// most 10 natural periods, each sampled at 24 times plus its final time.
  public static func cases(_ configuration: ReportConfiguration) -> [SpringCase] {
    let perFamily = configuration.quick ? 3 : 24
    let ui = SweepFamily.ui.cases(
      count: perFamily, seed: configuration.seed &+ 11, samplesPerCase: 24)
    let nearCritical = SweepFamily.nearCritical.cases(
      count: perFamily, seed: configuration.seed &+ 12, samplesPerCase: 24
    )
    .map { shortened($0) }
    return (ui + nearCritical).map(endingAtTheHorizon)
  }

  /// The indices of the timed subset: the first few of each family.
  static func timedIndices(cases: Int, quick: Bool) -> [Int] {
    let perFamily = cases / 2
    let timed = quick ? 2 : 4
    return Array(0..<min(timed, perFamily)) + Array(perFamily..<min(perFamily + timed, cases))
  }

  /// Runs every stepper at every tolerance; times them when
  /// `configuration.measureTimings`.
  public static func compute(_ configuration: ReportConfiguration) -> SolversResults {
    let cases = cases(configuration)
    let budget = configuration.quick ? 20_000 : 100_000
    let timed = timedIndices(cases: cases.count, quick: configuration.quick)
    // Accuracy and work: each stepper's tolerances in order (a stepper
    // stops once it fails on most cases), steppers in parallel.
    let trajectories = parallelMap(ODEStepper.allCases, jobs: configuration.jobs) { stepper in
      integrateAll(stepper, cases: cases, budget: budget)
    }
    // Errors against the truth, computed once per case for every run.
    var evaluators: [EvaluatorUnderTest] = [.closedForm]
    var keys: [(Int, Int)] = []
    for (s, perTolerance) in trajectories.enumerated() {
      for (t, outcome) in perTolerance.enumerated() where outcome != nil {
        keys.append((s, t))
        evaluators.append(replaying(outcome!, cases: cases, name: "\(s).\(t)"))
      }
    }
    let errors = AccuracySweep.measure(cases, evaluators: evaluators, jobs: configuration.jobs)
    let closedForm = errorFigures(errors[0], among: Array(cases.indices))
    var runs: [SolverRun] = []
    for (s, stepper) in ODEStepper.allCases.enumerated() {
      for (t, tolerance) in tolerances.enumerated() {
        guard let outcome = trajectories[s][t] else {
          runs.append(skippedRun(stepper, tolerance, after: runs.last))
          continue
        }
        let index = keys.firstIndex { $0 == (s, t) }! + 1
        let completedIndices = cases.indices.filter { outcome[$0].trajectory != nil }
        let all = errorFigures(errors[index], among: completedIndices)
        let subset = errorFigures(
          errors[index], among: timed.filter { outcome[$0].trajectory != nil })
        let statistics = completedIndices.compactMap { outcome[$0].trajectory?.statistics }
        func mean(_ value: (IntegrationStatistics) -> Int) -> Double {
          statistics.isEmpty
            ? 0 : Double(statistics.reduce(0) { $0 + value($1) }) / Double(statistics.count)
        }
        var failures: [SolverFailure] = []
        for reason in outcome.compactMap(\.failure) {
          if let i = failures.firstIndex(where: { $0.reason == reason }) {
            failures[i].count += 1
          } else {
            failures.append(SolverFailure(reason: reason, count: 1))
          }
        }
        runs.append(
          SolverRun(
            stepper: stepper, tolerance: tolerance, completed: completedIndices.count,
            failures: failures,
            skipped: nil, frameError: all.frame, finalError: all.final,
            timedFrameError: subset.frame,
            timedFinalError: subset.final, acceptedSteps: mean(\.acceptedSteps),
            rejectedSteps: mean(\.rejectedSteps),
            rightHandSideEvaluations: mean(\.rightHandSideEvaluations),
            jacobianEvaluations: mean(\.jacobianEvaluations), time: nil,
            worstRightHandSideEvaluations: Double(
              statistics.map(\.rightHandSideEvaluations).max() ?? 0)))
      }
    }
    var closedFormTime: BenchmarkResult?
    if configuration.measureTimings {
      let timing = time(
        runs: &runs, cases: timed.map { cases[$0] }, budget: budget, quick: configuration.quick)
      closedFormTime = timing
    }
    let retarget = retargeting(configuration)
    return SolversResults(
      runs: runs, cases: cases.count, samples: cases.first?.times.count ?? 0,
      timedCases: timed.count,
      harness: timingHarness(quick: configuration.quick),
      closedFormFrameError: closedForm.frame, closedFormFinalError: closedForm.final,
      closedFormTime: closedFormTime,
      stepBudget: budget, retargetCases: retarget.cases, retargetWorstDifference: retarget.worst)
  }

  /// One case's integration: the trajectory, or why there is none.
  struct CaseOutcome: Sendable {
    var trajectory: ReferenceTrajectory?
    var failure: String?
  }

  /// `stepper` at every tolerance, loosest first; nil for the tolerances
  /// not attempted.
  static func integrateAll(_ stepper: ODEStepper, cases: [SpringCase], budget: Int)
    -> [[CaseOutcome]?]
  {
    var result: [[CaseOutcome]?] = []
    var abandoned = false
    for tolerance in tolerances {
      if abandoned {
        result.append(nil)
        continue
      }
      let outcomes = cases.map { integrate(stepper, tolerance, budget: budget, $0) }
      result.append(outcomes)
      let failed = outcomes.filter { $0.trajectory == nil }.count
      abandoned = Double(failed) > abandonShare * Double(cases.count)
    }
    return result
  }

  static func integrate(
    _ stepper: ODEStepper, _ tolerance: Double, budget: Int, _ springCase: SpringCase
  ) -> CaseOutcome {
    do {
      let integrator = try ReferenceIntegrator(
        stepper: stepper, tolerance: tolerance, maxSteps: budget)
      return CaseOutcome(
        trajectory: try integrator.trajectory(
          of: springCase.spring, from: springCase.initialState, at: springCase.times),
        failure: nil)
    } catch {
      return CaseOutcome(trajectory: nil, failure: reason(error))
    }
  }

  /// A short reason for a failed run.
  static func reason(_ error: ReferenceError) -> String {
    switch error {
    case .workLimitExceeded(let limit):
      limit.evaluationsExhausted
        ? "right-hand-side evaluation budget (\(limit.evaluationLimit)) exhausted"
        : "step budget (\(limit.stepLimit) steps) exhausted"
    case .solverFailure(let failure): "GSL status \(failure.status) (\(failure.message))"
    case .invalidInput(let input): "invalid input: \(input.description)"
    }
  }

  /// An evaluator that hands back the stored trajectory of each case (NaN
  /// for a case that failed; those are excluded from every figure).
  static func replaying(_ outcomes: [CaseOutcome], cases: [SpringCase], name: String)
    -> EvaluatorUnderTest
  {
    let springs = cases.map { ($0.spring, $0.initialState) }
    return EvaluatorUnderTest(name: name) { spring, start in
      let index = springs.firstIndex { $0.0 == spring && $0.1 == start }
      return { times in
        guard let index, let states = outcomes[index].trajectory?.states else {
          return times.map { _ in SpringState(position: .nan, velocity: .nan) }
        }
        return states
      }
    }
  }

  /// Worst E over the sample times and at the final time, over `indices`.
  static func errorFigures(_ caseErrors: [CaseErrors], among indices: [Int]) -> (
    frame: Double, final: Double
  ) {
    var frame = 0.0
    var final = 0.0
    for index in indices {
      let errors = caseErrors[index].errors
      frame = max(frame, errors.map(\.normalized).max() ?? 0)
      final = max(final, errors.last?.normalized ?? 0)
    }
    return indices.isEmpty ? (.nan, .nan) : (frame, final)
  }

  static func skippedRun(_ stepper: ODEStepper, _ tolerance: Double, after previous: SolverRun?)
    -> SolverRun
  {
    let looser =
      previous.map {
        $0.skipped == nil ? ReportNumber.format($0.tolerance) : "a looser tolerance"
      } ?? "a looser tolerance"
    return SolverRun(
      stepper: stepper, tolerance: tolerance, completed: 0, failures: [],
      skipped: "not attempted: more than half of the cases failed at \(looser)",
      frameError: .nan, finalError: .nan, timedFrameError: .nan, timedFinalError: .nan,
      acceptedSteps: 0,
      rejectedSteps: 0, rightHandSideEvaluations: 0, jacobianEvaluations: 0, time: nil)
  }

  /// Times every run that completed the whole timed subset, one after the
  /// other through the benchmark harness, and the closed form on the same
  /// outputs; ns per trajectory.
  /// The harness solver timings use: a full report's, or the quick one's.
  static func timingHarness(quick: Bool) -> BenchmarkHarness {
    quick
      ? BenchmarkHarness(repetitions: 3, repetitionTime: 0.001, warmUpTime: 0.001)
      : BenchmarkHarness(repetitions: 5, repetitionTime: 0.005, warmUpTime: 0.002)
  }

  static func time(runs: inout [SolverRun], cases: [SpringCase], budget: Int, quick: Bool)
    -> BenchmarkResult
  {
    let harness = timingHarness(quick: quick)
    for index in runs.indices where runs[index].skipped == nil {
      let run = runs[index]
      guard
        let integrator = try? ReferenceIntegrator(
          stepper: run.stepper, tolerance: run.tolerance, maxSteps: budget),
        cases.allSatisfy({
          (try? integrator.trajectory(of: $0.spring, from: $0.initialState, at: $0.times)) != nil
        })
      else { continue }
      runs[index].time = harness.measure(
        Benchmark(
          name: "\(run.stepper.methodName) \(run.tolerance)", unit: "ns/trajectory",
          itemsPerIteration: cases.count
        ) {
          var sum = 0.0
          for springCase in cases {
            guard
              let trajectory = try? integrator.trajectory(
                of: springCase.spring, from: springCase.initialState, at: springCase.times)
            else { return .nan }
            sum += trajectory.states.last?.position ?? 0
          }
          return sum
        })
    }
    let motions = cases.map { SpringMotion(spring: $0.spring, initialState: $0.initialState) }
    return harness.measure(
      Benchmark(name: "closed-form", unit: "ns/trajectory", itemsPerIteration: cases.count) {
        var sum = 0.0
        for (motion, springCase) in zip(motions, cases) {
          for t in springCase.times { sum += motion.state(at: t).position }
        }
        return sum
      })
  }

  /// Near-critical cases span 50 natural periods: cap at 10 so that the
  /// low-order steppers finish within the budget at tight tolerances.
  static func shortened(_ springCase: SpringCase) -> SpringCase {
    var copy = springCase
    let horizon = min(springCase.horizon, 10 * springCase.spring.naturalPeriod)
    copy.times = springCase.times.map { $0 * horizon / springCase.horizon }
    copy.horizon = horizon
    return copy
  }

  /// The case with its horizon as the last sample time (the "final time").
  static func endingAtTheHorizon(_ springCase: SpringCase) -> SpringCase {
    var copy = springCase
    if let last = copy.times.last, last < copy.horizon { copy.times.append(copy.horizon) }
    return copy
  }

  /// Closed-form retargeting against rk8pd at 1e-12 integrating the
  /// piecewise-target ODE, on UI springs with three random target changes,
  /// sampled at 120 Hz over 2 s.
  static func retargeting(_ configuration: ReportConfiguration) -> (cases: Int, worst: Double) {
    let cases = SweepFamily.ui.cases(
      count: configuration.quick ? 10 : 60, seed: configuration.seed &+ 13)
    guard let integrator = try? ReferenceIntegrator(stepper: .rk8pd, tolerance: 1e-12) else {
      return (0, .nan)
    }
    let times = retargetTimes
    let worst =
      parallelMap(cases, jobs: configuration.jobs) { springCase -> Double in
        var random = SplitMix64(seed: springCase.spring.stiffness.bitPattern)
        var changes: [Retarget] = []
        var time = 0.0
        for _ in 0..<3 {
          time += random.uniform(0.1, 0.5)
          changes.append(Retarget(time: time, target: random.uniform(-2, 2)))
        }
        guard
          let closedForm = try? RetargetedAnimation(
            spring: springCase.spring, value: 0, velocity: springCase.initialState.velocity,
            target: 1,
            retargets: changes),
          let reference = try? integrator.retargetedMotion(
            of: springCase.spring, value: 0, velocity: springCase.initialState.velocity,
            target: 1,
            retargets: changes, at: times)
        else { return .infinity }
        let values = times.map { closedForm.valueAndVelocity(at: $0).value }
        let scale = max(values.map(abs).max() ?? 1, 1)
        return zip(values, reference.values).map { abs($0 - $1) / scale }.max() ?? 0
      }.max() ?? .infinity
    return (cases.count, worst)
  }
}

extension SolversResults {
  /// The closed form's worst E over both measures.
  var closedFormWorstError: Double { max(closedFormFrameError, closedFormFinalError) }

  /// The captions of the work–precision figures, by the key of their path.
  static let workPrecisionCaptions = [
    "wp-frames-evals":
      "Work–precision over the sampled times: worst E against the most right-hand-side evaluations any trajectory took, one curve per stepper (points are the tolerances; a tolerance at which any case failed has no point — see the failed runs).",
    "wp-final-evals":
      "Work–precision at the final time: worst E at t_end against the most right-hand-side evaluations any trajectory took (no point where a case failed).",
    "wp-frames-time":
      "Work–precision over the sampled times: worst E on the timed cases against the median time per trajectory (timings vary by run).",
    "wp-final-time":
      "Work–precision at the final time: worst E at t_end on the timed cases against the median time per trajectory (timings vary by run).",
  ]

  /// The figures `keys` names, in order, each with its caption; a key
  /// without a path in `figures` is left out.
  private static func addWorkPrecisionFigures(
    _ keys: [String], _ figures: [String: String], to doc: inout MarkdownDocument
  ) {
    for key in keys {
      if let path = figures[key], let caption = workPrecisionCaptions[key] {
        doc.figure(path, caption: caption)
      }
    }
  }

  /// solvers.md.
  public func document(figures: [String: String] = [:]) -> MarkdownDocument {
    let gslVersion = ReferenceIntegrator.gslVersion
    let mpfrVersion = MPFRNumber.libraryVersion
    var doc = MarkdownDocument(title: "Solvers: GSL's adaptive steppers against the truth")
    let first = ReportNumber.format(Self.tolerances.first ?? .nan)
    let last = ReportNumber.format(Self.tolerances.last ?? .nan)
    doc.paragraph(
      """
      SpringReference integrates m x'' + c x' + k x = 0 with each of GSL's eleven odeiv2 steppers \
      (analytic Jacobian for the implicit ones; absolute and relative tolerance equal; a \
      scale-free starting step) at \(Self.tolerances.count) tolerances from \(first) to \(last). \
      Each stepper integrates \(cases) seeded cases — half everyday UI springs, half \
      near-critical ones over at most 10 natural periods — and its output at \(samples) times \
      per case (24 sampled times and the final time t_end) is compared with the truth by the \
      normalized error E = max(|Δx|/peak|x|, |Δv|/peak|v|) \
      ([Docs/Design.md](../Docs/Design.md#the-normalized-error-e)). Two measures, as in SciML's \
      work–precision diagrams: the worst E **over the sampled times** (what an animation shows) \
      and the worst E **at the final time** (what a single end-point check sees). Step budget: \
      \(stepBudget) accepted steps per trajectory; a run past it fails, and when more than half \
      of a stepper's runs fail at one tolerance the tighter ones are not attempted. Failed runs \
      are listed below with their reason; a tolerance at which any case failed has no point in \
      the work–precision figures, whose two axes are both worst cases over the cases (worst E, \
      most f-evaluations), so a point never averages over a subset. Outputs are not \
      interpolated: the integration stops exactly at each output time (a shortened step), as \
      `gsl_odeiv2_driver_apply` does. GSL \(gslVersion), truth from MPFR \(mpfrVersion). \
      For comparison, \
      SpringLab's closed form reaches E ≤ \(ReportNumber.format(closedFormFrameError, digits: 2)) over \
      the sampled times and \(ReportNumber.format(closedFormFinalError, digits: 2)) at the final time \
      on the same cases, with one evaluation per output.
      """)
    Self.addWorkPrecisionFigures(["wp-frames-evals", "wp-final-evals"], figures, to: &doc)
    doc.heading("Steppers")
    doc.table(
      ["stepper", "order", "implicit"],
      ODEStepper.allCases.map {
        [$0.methodName, $0.orderDescription, $0.isImplicit ? "yes" : "no"]
      },
      alignments: ["l", "r", "r"])
    doc.heading("Accuracy and work per tolerance")
    doc.table(
      [
        "stepper", "tolerance", "completed", "failed", "worst E (sampled)", "worst E (t_end)",
        "steps", "rejected",
        "f evals", "Jacobian evals",
      ],
      runs.filter { $0.skipped == nil }.map { run in
        [
          run.stepper.methodName, ReportNumber.format(run.tolerance), "\(run.completed)",
          "\(run.failed)",
          run.hasResult ? ReportNumber.format(run.frameError, digits: 2) : "—",
          run.hasResult ? ReportNumber.format(run.finalError, digits: 2) : "—",
          run.hasResult ? ReportNumber.format(run.acceptedSteps, digits: 3) : "—",
          run.hasResult ? ReportNumber.format(run.rejectedSteps, digits: 3) : "—",
          run.hasResult ? ReportNumber.format(run.rightHandSideEvaluations, digits: 3) : "—",
          run.hasResult ? ReportNumber.format(run.jacobianEvaluations, digits: 3) : "—",
        ]
      })
    doc.paragraph(
      """
      Steps, rejected steps, right-hand-side (f) and Jacobian evaluations are means per \
      completed trajectory, counted by SpringReference (GSL's own step counter includes \
      rejected steps). "—": no run completed, so there is no figure.
      """)
    doc.heading("Failed and skipped runs")
    let failed = runs.filter { !$0.failures.isEmpty || $0.skipped != nil }
    if failed.isEmpty {
      doc.paragraph("None: every stepper completed every case at every tolerance.")
    } else {
      doc.table(
        ["stepper", "tolerance", "failed of \(cases)", "reason"],
        failed.flatMap { run -> [[String]] in
          if let skipped = run.skipped {
            return [[run.stepper.methodName, ReportNumber.format(run.tolerance), "—", skipped]]
          }
          return run.failures.map {
            [
              run.stepper.methodName, ReportNumber.format(run.tolerance), "\($0.count)",
              $0.reason,
            ]
          }
        },
        alignments: ["l", "r", "r", "l"])
    }
    doc.timing { doc in
      doc.heading("Time per trajectory", level: 3)
      doc.paragraph(
        """
        Measured after the sweep, one stepper and tolerance at a time with nothing else of the \
        report running, by SpringLab's benchmark harness (warm-up, iterations calibrated to at \
        least \(ReportNumber.format(harness.repetitionTime * 1000)) ms, \(harness.repetitions) repetitions; median, \
        minimum and maximum), on the first \(timedCases / 2) \
        cases of each family (\(timedCases) trajectories per iteration). Other processes on a \
        shared machine still add noise. Runs that fail on any of those cases are not timed. \
        The closed form on the same outputs: \
        \(closedFormTime.map { ReportNumber.format($0.median / 1000, digits: 3) + " µs" } ?? "not measured") per trajectory.
        """)
      Self.addWorkPrecisionFigures(["wp-frames-time", "wp-final-time"], figures, to: &doc)
      let timed = runs.filter { $0.time != nil }
      if timed.isEmpty {
        doc.paragraph("Timings were not measured in this run.")
      } else {
        doc.table(
          [
            "stepper", "tolerance", "median µs", "min µs", "max µs",
            "worst E (sampled, timed cases)",
          ],
          timed.map { run in
            let time = run.time!
            return [
              run.stepper.methodName, ReportNumber.format(run.tolerance),
              ReportNumber.format(time.median / 1000, digits: 3),
              ReportNumber.format(time.min / 1000, digits: 3),
              ReportNumber.format(time.max / 1000, digits: 3),
              ReportNumber.format(run.timedFrameError, digits: 2),
            ]
          })
      }
    }
    doc.heading("Retargeting hand-off")
    doc.paragraph(
      """
      \(retargetCases) everyday UI springs with three random target changes in the first 1.5 s: \
      SpringLab's `RetargetedAnimation` (closed form, position and velocity handed over at each \
      change) against rk8pd at tolerance 1e-12 integrating the ODE with a target that jumps — \
      an integration that knows nothing of closed forms. Worst difference over \(Self.retargetTimes.count) samples at \
      120 Hz, relative to the largest |value|: \
      **\(ReportNumber.format(retargetWorstDifference, digits: 2))** — \
      \(retargetWorstDifference <= 1e-9
        ? "at the integrator's own accuracy, so the hand-off introduces no error of its own."
        : "larger than the integrator's accuracy: the hand-off deserves a look.")
      """)
    return doc
  }

  /// The run of `stepper` at `tolerance`, if in the sweep.
  public func run(_ stepper: ODEStepper, _ tolerance: Double) -> SolverRun? {
    runs.first { $0.stepper == stepper && $0.tolerance == tolerance }
  }

  /// One line for the index: the truth checked by an integration that
  /// knows no closed form.
  public var headline: String {
    let rk8pd = runs.filter { $0.stepper == .rk8pd && $0.hasResult && $0.failures.isEmpty }.min {
      $0.frameError < $1.frameError
    }
    guard let rk8pd else { return "GSL: no rk8pd run completed. [solvers.md](solvers.md)" }
    return
      "Independent check of the truth: GSL's rk8pd, integrating the ODE with no closed form, agrees with it to "
      + "E = \(ReportNumber.format(rk8pd.frameError, digits: 2)) at tolerance \(ReportNumber.format(rk8pd.tolerance)) "
      + "(\(ReportNumber.format(rk8pd.rightHandSideEvaluations, digits: 3)) f-evaluations per trajectory); the closed "
      + "form E = \(ReportNumber.format(closedFormWorstError, digits: 2)). [solvers.md](solvers.md)"
  }
}
