//===--- AdversarialSearch.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SpringLab's own seeded search for the rows where a method is worst, per
// sweep family and method, scored with exactly `springlab score`'s K
// (RowError.swift):
//
//   1. random phase — `randomSprings` springs of the family
//      (SweepFamily.cases, seed-derived), each asked at its sample times
//      except t = 0; every method is scored on the same rows;
//   2. aimed phase — `aimedSprings` springs of the family (their own seed)
//      and the springs next to each whose rates round worst, asked on both
//      sides of every time where the evaluation changes formula (ωd·t = 1,
//      γ·t = 1, α·t = 708, (α + γ)·t = 708; for the frame grid also with its
//      anchor or table entry there): AimedRows.swift. Same rows for every
//      method; skipped when `aimedSprings` is 0;
//   3. local search — from each of the `restarts` worst rows of a method
//      (distinct motions) of the random phase, then of the aimed phase
//      (restarts numbered on), hill climbing by coordinate steps: one free
//      coordinate (SearchDomain) multiplied by 1 ± s, s = f · 2⁻ᵉ with e
//      uniform in 10…50 and f uniform in [1, 2) — log-uniform over about
//      9e-16…2e-3, formed exactly (no libm call). A step that raises K is
//      kept and tried again at twice its size until it no longer raises K;
//      any other step is undone. A step that leaves the family or changes
//      nothing costs no row (at most 20 tries per row scored).
//
// Moving t reuses the motion's truth and peaks; every other step builds a
// new truth. The result depends only on the families, the methods' names
// and results, and the configuration without `jobs`: each local search has
// its own generator, seeded from (seed, family, method name, restart).
//
// What it finds is a lower bound: the true worst K of a method over a family
// is at least the maximum found, and may be larger.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The adversarial search for each method's worst rows (see the file header).
public enum AdversarialSearch {
  /// The outcome for every family and method, family-major in the order
  /// given. Deterministic for every `configuration.jobs`.
  public static func run(
    families: [SweepFamily], methods: [SearchMethod], configuration: AdversarialSearchConfiguration
  ) -> [SearchOutcome] {
    let random = randomPhase(families: families, methods: methods, configuration: configuration)
    let aimed = aimedPhase(families: families, methods: methods, configuration: configuration)
    // One local search per (family, method, start): the random phase's
    // starts, then the aimed phase's (restarts numbered on after them).
    struct Task: Sendable {
      var family: Int, method: Int, restart: Int
      var start: EvaluationCase, k: Double
    }
    var tasks: [Task] = []
    for f in families.indices {
      for m in methods.indices {
        for (p, phase) in [random[f], aimed[f]].enumerated() {
          for (r, index) in worstDistinctRows(phase, method: m, count: configuration.restarts)
            .enumerated()
          {
            tasks.append(
              Task(
                family: f, method: m, restart: p * configuration.restarts + r,
                start: phase.rows[index], k: phase.k[m][index]!))
          }
        }
      }
    }
    let locals = parallelMap(tasks, jobs: configuration.jobs) { task in
      climb(
        from: task.start, k: task.k, method: methods[task.method],
        domain: SearchDomain(family: families[task.family]),
        steps: configuration.stepsPerRestart,
        seed: localSeed(
          configuration.seed, family: families[task.family], method: methods[task.method].name,
          restart: task.restart))
    }
    var outcomes: [SearchOutcome] = []
    for (f, family) in families.enumerated() {
      for (m, method) in methods.enumerated() {
        var trace: [Double] = []
        var best: SearchWitness?
        var nonFinite = 0
        for phase in [random[f], aimed[f]] {
          let (worst, unmeasured) = worst(of: phase, method: m)
          nonFinite += unmeasured
          var running = best?.k ?? 0
          for k in phase.k[m] {
            running = max(running, k ?? 0)
            trace.append(running)
          }
          if let worst, worst.k > (best?.k ?? -1) { best = worst }
        }
        for (task, local) in zip(tasks, locals) where task.family == f && task.method == m {
          nonFinite += local.nonFinite
          for k in local.trace { trace.append(max(best?.k ?? 0, k)) }
          if local.best.k > (best?.k ?? -1) { best = local.best }
        }
        best?.row.id = witnessID(family: family, method: method.name)
        var aimedWorst = worst(of: aimed[f], method: m).worst
        aimedWorst?.row.id = witnessID(family: family, method: method.name) + "/aimed"
        outcomes.append(
          SearchOutcome(
            family: family, method: method.name, worst: best, trace: trace,
            randomRows: random[f].rows.count, aimedRows: aimed[f].rows.count,
            aimedWorst: aimedWorst, nonFinite: nonFinite))
      }
    }
    return outcomes
  }

  /// The id of the witness row of `method` in `family`, e.g.
  /// `near-critical/closed-form`.
  public static func witnessID(family: SweepFamily, method: String) -> String {
    "\(family.rawValue)/\(method)"
  }

  /// The generator of one local search.
  static func localSeed(_ seed: UInt64, family: SweepFamily, method: String, restart: Int)
    -> UInt64
  {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a over the names
    for byte in (family.rawValue + "|" + method).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    var mixer = SplitMix64(seed: seed ^ hash ^ (UInt64(restart) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next()
  }

  /// One local search's result: the best K after each row it scored, its
  /// best row, and the rows that were not measurable.
  struct Climb: Sendable {
    var trace: [Double]
    var best: SearchWitness
    var nonFinite: Int
  }

  /// Hill climbing from `start` (of K `k`) for `steps` rows scored.
  static func climb(
    from start: EvaluationCase, k: Double, method: SearchMethod, domain: SearchDomain,
    steps: Int, seed: UInt64
  ) -> Climb {
    var random = SplitMix64(seed: seed)
    var current = start
    var best = k
    var truth = RowTruth(spring: start.spring, initialState: start.initialState)
    let coordinates = domain.freeCoordinates
    var trace: [Double] = []
    var nonFinite = 0
    var repeated: (SearchCoordinate, Double)?
    var tries = 0
    while trace.count < steps && tries < 20 * steps {
      tries += 1
      let move =
        repeated
        ?? (
          coordinates[Int(random.next() % UInt64(coordinates.count))],
          1 + random.sign() * relativeStep(using: &random)
        )
      repeated = nil
      guard let candidate = domain.perturb(current, move.0, by: move.1) else { continue }
      let candidateTruth =
        move.0 == .t
        ? truth : RowTruth(spring: candidate.spring, initialState: candidate.initialState)
      let point = candidateTruth.point(at: candidate.time)
      if let value = score(method, candidate, truth: candidateTruth, point: point) {
        if value > best {
          best = value
          current = candidate
          truth = candidateTruth
          repeated = (move.0, 1 + 2 * (move.1 - 1))
        }
      } else {
        nonFinite += 1
      }
      trace.append(best)
    }
    return Climb(trace: trace, best: SearchWitness(row: current, k: best), nonFinite: nonFinite)
  }

  /// s = f · 2⁻ᵉ, e uniform in 10…50, f uniform in [1, 2): about
  /// 8.9e-16…1.95e-3, uniform in log₂ s, exact in binary64.
  static func relativeStep(using random: inout SplitMix64) -> Double {
    let exponent = 10 + Int(random.next() % 41)
    return Double(sign: .plus, exponent: -exponent, significand: random.uniform(1, 2))
  }

  /// K of `method` on `row`; nil when not measurable.
  static func score(
    _ method: SearchMethod, _ row: EvaluationCase, truth: RowTruth, point: TruthPoint
  ) -> Double? {
    let result = method.evaluate(row.spring, row.initialState, row.time)
    return truth.conditionScaledError(of: result, at: row.time, truth: point)
  }
}
