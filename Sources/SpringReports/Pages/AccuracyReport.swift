//===--- AccuracyReport.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// accuracy.md: the closed-form evaluator (direct, batched, frame-grid) and
// the textbook form against the MPFR truth, per family and regime, near
// critical damping and over a (ζ, ω0) grid.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The data behind accuracy.md.
public struct AccuracyResults: Sendable {
  /// Per family: summaries for each evaluator, in `evaluators` order.
  public var byFamily: [(family: SweepFamily, summaries: [AccuracySummary])]
  /// The closed form's summaries per regime (all families pooled).
  public var closedFormByRegime: [(regime: DampingRegime, summary: AccuracySummary)]
  /// Worst K of the frame-grid sampler per family.
  public var frameGrid: [(family: SweepFamily, samples: Int, worstK: Double)]
  /// Evaluator names, in summary order.
  public var evaluators: [String]
  /// Near-critical curve: per signed offset ζ − 1, worst K per evaluator.
  public var nearCritical: [(offset: Double, worstK: [Double])]
  /// Heat map of the closed form's worst K over (ζ, ω0).
  public var heatMap: (zetas: [Double], omegas: [Double], worstK: [[Double]])
  /// The textbook form's heat map on the same grid.
  public var textbookHeatMap: [[Double]]
  /// The truth against the independent Taylor integrator, per family: the
  /// largest |truth − integrator| / peak over the cases' samples.
  public var truthCheck: [(family: SweepFamily, samples: Int, agreement: Double)]
  /// The adversarial search's budget and seed.
  public var searchConfiguration: AdversarialSearchConfiguration
  /// The adversarial search per family and method, family-major in
  /// `SweepFamily.allCases` order, methods as `AccuracyResults.searchMethods`.
  public var search: [SearchOutcome]
  /// Where the numbers were measured (the scalar forms call the platform's
  /// libm).
  public var platform: NumericsPlatform
  /// Every search method scored on the kit's frozen hard tier (suite v1),
  /// in `searchMethods` order.
  public var hardTier: [HardTierScore]

  /// Runs every accuracy sweep of the report.
  public static func compute(
    _ configuration: ReportConfiguration, evaluators: [EvaluatorUnderTest]
  ) -> AccuracyResults {
    var byFamily: [(SweepFamily, [AccuracySummary])] = []
    var pooledClosedForm: [CaseErrors] = []
    for family in SweepFamily.allCases {
      let cases = family.cases(
        count: configuration.casesPerFamily, seed: configuration.seed,
        samplesPerCase: configuration.samplesPerCase)
      let errors = AccuracySweep.measure(cases, evaluators: evaluators, jobs: configuration.jobs)
      byFamily.append((family, errors.map(AccuracySummary.init)))
      pooledClosedForm += errors[0]
    }
    let regimes = DampingRegime.allCases.compactMap { regime -> (DampingRegime, AccuracySummary)? in
      let members = pooledClosedForm.filter { $0.springCase.spring.regime == regime }
      return members.isEmpty ? nil : (regime, AccuracySummary(members))
    }
    let maps = heatMaps(configuration)
    let search = AdversarialSearchConfiguration.report(
      quick: configuration.quick, seed: configuration.seed, jobs: configuration.jobs)
    return AccuracyResults(
      byFamily: byFamily, closedFormByRegime: regimes,
      frameGrid: frameGridResults(configuration),
      evaluators: evaluators.map(\.name),
      nearCritical: nearCriticalCurve(configuration, evaluators: evaluators),
      heatMap: (maps.zetas, maps.omegas, maps.closedForm), textbookHeatMap: maps.textbook,
      truthCheck: truthCheckResults(configuration), searchConfiguration: search,
      search: AdversarialSearch.run(
        families: SweepFamily.allCases, methods: searchMethods, configuration: search),
      platform: .current(), hardTier: hardTierScores(jobs: configuration.jobs))
  }

  /// Each search method on suite v1's hard tier, scored as `springlab score`
  /// scores it; empty when the tier's stored text is damaged (a test keeps
  /// it intact).
  static func hardTierScores(jobs: Int) -> [HardTierScore] {
    guard let file = FrozenSuite.file(version: "v1", tier: .hard), file.isIntact,
      let cases = file.cases, let truth = try? EvaluationTruth(cases: cases, jobs: jobs)
    else { return [] }
    return searchMethods.map { method in
      let results = cases.map { row -> SpringState? in
        method.evaluate(row.spring, row.initialState, row.time)
      }
      let rows = truth.rowScores(results)
      let measured = rows.compactMap(\.conditionScaledError)
      return HardTierScore(
        method: method.name, rows: rows.count, worstK: measured.max() ?? 0,
        aboveTwo: measured.filter { $0 > 2 }.count, nonFinite: rows.count - measured.count)
    }
  }

  /// The methods the adversarial search attacks: SpringLab's three
  /// evaluation paths and the textbook form for contrast.
  public static let searchMethods: [SearchMethod] = [.closedForm, .batched, .frameGrid, .textbook]

  /// The MPFR truth against `TaylorPropagator` on a few cases per family,
  /// at every sample time (each integration costs up to milliseconds).
  static func truthCheckResults(
    _ configuration: ReportConfiguration
  ) -> [(SweepFamily, Int, Double)] {
    let count = configuration.quick ? 3 : 12
    return SweepFamily.allCases.map { family in
      let cases = family.cases(
        count: count, seed: configuration.seed &+ 2, samplesPerCase: configuration.samplesPerCase)
      let agreement =
        parallelMap(cases, jobs: configuration.jobs) { springCase -> Double in
          truthAgreement(
            spring: springCase.spring, initialState: springCase.initialState,
            times: springCase.times)
        }.max() ?? 0
      return (family, cases.reduce(0) { $0 + $1.times.count }, agreement)
    }
  }

  /// Worst K of the frame-grid sampler on a few long trajectories per family.
  static func frameGridResults(_ configuration: ReportConfiguration) -> [(SweepFamily, Int, Double)]
  {
    let count = configuration.quick ? 3 : 12
    let samples = configuration.quick ? 20_000 : 100_000
    return SweepFamily.allCases.map { family in
      let cases = family.cases(count: count, seed: configuration.seed &+ 1)
      let worst =
        parallelMap(cases, jobs: configuration.jobs) { springCase -> Double in
          frameGridWorstK(springCase, samples: samples)
        }.max() ?? 0
      return (family, count * samples, worst)
    }
  }

  static func frameGridWorstK(_ springCase: SpringCase, samples: Int) -> Double {
    guard
      let grid = try? UniformTimeGrid(step: springCase.horizon / Double(samples), count: samples)
    else {
      return .nan
    }
    let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
    let (positions, velocities) = motion.samples(on: grid)
    let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
    let peaks = TrajectoryPeaks(of: springCase, truth: truth)
    var worst = 0.0
    // The truth on the grid by its exact recurrence, not a call per sample.
    for (index, exact) in truth.states(on: grid).enumerated() {
      let error = SampleError(
        time: grid.time(at: index),
        computed: SpringState(position: positions[index], velocity: velocities[index]),
        exact: exact, peaks: peaks, dampedFrequency: springCase.spring.dampedFrequency)
      worst = max(worst, error.conditionScaled)
    }
    return worst
  }

  /// Springs with ζ − 1 = ±δ, δ log-uniform in [1e-17, 1e-2], binned by
  /// their *actual* ζ − 1 (from the exact ζ² − 1 of the binary64 inputs:
  /// below ~1e-15 the intended offset is lost to the rounding of c) into
  /// half-decade bins per side; per bin, the worst K of each evaluator.
  /// Bins are labelled by their geometric centre, signed; empty bins are
  /// dropped; exactly critical inputs form the bin labelled 0.
  static func nearCriticalCurve(
    _ configuration: ReportConfiguration, evaluators: [EvaluatorUnderTest]
  ) -> [(Double, [Double])] {
    let count = configuration.springsPerBin * 60
    var random = SplitMix64(seed: configuration.seed ^ 0x4E43)
    var cases: [SpringCase] = []
    while cases.count < count {
      let mass = random.logUniform(1e-2, 1e2)
      let stiffness = random.logUniform(1, 1e4)
      let offset = random.sign() * random.logUniform(1e-17, 1e-2)
      let damping = 2 * (1 + offset) * (stiffness * mass).squareRoot()
      guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else {
        continue
      }
      let omega0 = spring.naturalFrequency
      let start = SpringState(
        position: random.sign() * random.logUniform(1e-3, 1e3),
        velocity: random.sign() * random.logUniform(1e-3, 1e3) * omega0)
      let horizon = 25 / omega0
      cases.append(
        SpringCase(
          family: .nearCritical, spring: spring, initialState: start, horizon: horizon,
          times: (0..<16).map { horizon * Double($0) / 15 }, earliestFraction: 1e-6))
    }
    let errors = AccuracySweep.measure(cases, evaluators: evaluators, jobs: configuration.jobs)
    // Bin key: signed half-decade index of the actual offset (0 for exact).
    var bins: [Int: [Double]] = [:]
    for (index, springCase) in cases.enumerated() {
      let eta = springCase.spring.dampingExcess
      let actual = eta / (1 + (1 + eta).squareRoot())  // ζ − 1, cancellation-free
      let key =
        actual == 0
        ? 0 : (actual > 0 ? 1 : -1) * (40 + Int((2 * log10(abs(actual))).rounded(.down)))
      let worst = errors.map { $0[index].worstK }
      bins[key] = bins[key].map { zip($0, worst).map(max) } ?? worst
    }
    return bins.keys.sorted().map { key in
      let half = Double(abs(key) - 40) / 2 + 0.25
      let centre = key == 0 ? 0 : (key > 0 ? 1 : -1) * pow(10, half)
      return (centre, bins[key]!)
    }
  }

  /// Worst K of the closed form and the textbook form per (ζ, ω0) cell, on
  /// Apple-normalized motions (x0 = −1, |v0| ≤ 40) with m = 1.
  static func heatMaps(_ configuration: ReportConfiguration)
    -> (zetas: [Double], omegas: [Double], closedForm: [[Double]], textbook: [[Double]])
  {
    let size = configuration.heatMapSize
    let zetas = (0..<size.zeta).map { pow(10, -4 + 7 * Double($0) / Double(size.zeta - 1)) }
    let omegas = (0..<size.omega).map { pow(10, -1 + 4 * Double($0) / Double(size.omega - 1)) }
    let cells = zetas.flatMap { zeta in omegas.map { (zeta, $0) } }
    let evaluators = [EvaluatorUnderTest.closedForm, .textbook]
    let values = parallelMap(cells, jobs: configuration.jobs) { cell -> [Double] in
      let (zeta, omega0) = cell
      var random = SplitMix64(
        seed: configuration.seed ^ zeta.bitPattern ^ omega0.bitPattern.byteSwapped)
      var cases: [SpringCase] = []
      while cases.count < (configuration.quick ? 2 : 6) {
        guard let spring = try? Spring(naturalFrequency: omega0, dampingRatio: zeta) else { break }
        let start = SpringState(position: -1, velocity: random.uniform(-40, 40))
        let slow = zeta <= 1 ? zeta * omega0 : omega0 / (zeta + (zeta * zeta - 1).squareRoot())
        let horizon = min(12 / slow, 200 * 2 * Double.pi / omega0)
        var times = (0..<12).map { _ in random.uniform(0, horizon) }
        times.append(0)
        times.sort()
        cases.append(
          SpringCase(
            family: .broad, spring: spring, initialState: start, horizon: horizon,
            times: times, earliestFraction: 1e-9))
      }
      return AccuracySweep.measure(cases, evaluators: evaluators, jobs: 1).map {
        $0.map(\.worstK).max() ?? 0
      }
    }
    func grid(_ evaluator: Int) -> [[Double]] {
      zetas.indices.map { z in omegas.indices.map { values[z * omegas.count + $0][evaluator] } }
    }
    return (zetas, omegas, grid(0), grid(1))
  }
}
