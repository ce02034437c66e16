//===--- AdversarialSearch+Phases.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The adversarial search's two sampling phases, before any local search:
// the random phase (springs of the family at their sample times) and the
// aimed phase (springs of the family, and badly rounded springs next to
// them, at times on both sides of the evaluation's switches: AimedRows.swift).
// Each motion's truth is built once and every method is scored on the same
// rows.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension AdversarialSearch {
  /// The rows of one family's sampling phase and each method's K on them
  /// (`k[method][row]`, nil where not measurable).
  struct Phase: Sendable {
    var rows: [EvaluationCase]
    var k: [[Double?]]

    /// `parts` one after another.
    init(joining parts: some Collection<Phase>, methods: Int) {
      rows = parts.flatMap(\.rows)
      k = (0..<methods).map { m in parts.flatMap { $0.k[m] } }
    }

    /// `rows`, grouped by motion, scored by every method.
    init(scoring groups: [[EvaluationCase]], methods: [SearchMethod]) {
      rows = []
      k = methods.map { _ in [] }
      for group in groups {
        guard let first = group.first else { continue }
        let truth = RowTruth(spring: first.spring, initialState: first.initialState)
        let points = group.map { truth.point(at: $0.time) }
        rows += group
        for (m, method) in methods.enumerated() {
          k[m] += zip(group, points).map { row, point in
            score(method, row, truth: truth, point: point)
          }
        }
      }
    }
  }

  /// Seed of the random phase's springs: apart from the accuracy sweeps'
  /// own cases, which use the configuration's seed directly.
  static func randomSeed(_ seed: UInt64) -> UInt64 { seed ^ 0x5EA2_C4AD_0000_0001 }

  /// Per family: `randomSprings` springs of it, each at its sample times
  /// except t = 0.
  static func randomPhase(
    families: [SweepFamily], methods: [SearchMethod], configuration: AdversarialSearchConfiguration
  ) -> [Phase] {
    let springs = families.flatMap { family in
      family.cases(
        count: configuration.randomSprings, seed: randomSeed(configuration.seed),
        samplesPerCase: configuration.timesPerSpring)
    }
    let scored = parallelMap(springs, jobs: configuration.jobs) { springCase in
      let rows = springCase.times.filter { $0 > 0 }.map { time in
        EvaluationCase(
          family: springCase.family.rawValue, spring: springCase.spring,
          initialState: springCase.initialState, time: time)
      }
      return Phase(scoring: [rows], methods: methods)
    }
    let count = configuration.randomSprings
    return families.indices.map { f in
      Phase(joining: scored[(f * count)..<((f + 1) * count)], methods: methods.count)
    }
  }

  /// Per family: the rows AimedRows aims from `aimedSprings` springs of it
  /// (none when `aimedSprings` is 0).
  static func aimedPhase(
    families: [SweepFamily], methods: [SearchMethod], configuration: AdversarialSearchConfiguration
  ) -> [Phase] {
    struct Item: Sendable {
      var family: Int, index: Int
      var drawn: SpringCase
    }
    let items = families.indices.flatMap { f in
      AimedRows.drawnSprings(
        family: families[f], count: configuration.aimedSprings, seed: configuration.seed
      ).enumerated().map { Item(family: f, index: $0, drawn: $1) }
    }
    let scored = parallelMap(items, jobs: configuration.jobs) { item in
      Phase(
        scoring: AimedRows.rows(from: item.drawn, index: item.index, seed: configuration.seed),
        methods: methods)
    }
    return families.indices.map { f in
      Phase(
        joining: zip(items, scored).filter { $0.0.family == f }.map(\.1), methods: methods.count)
    }
  }

  /// Indices of the `count` rows with the largest K for `method`, one per
  /// motion (spring and initial state), largest first; ties by row order.
  static func worstDistinctRows(_ phase: Phase, method: Int, count: Int) -> [Int] {
    let ranked = phase.rows.indices.filter { phase.k[method][$0] != nil }.sorted { a, b in
      let (ka, kb) = (phase.k[method][a]!, phase.k[method][b]!)
      return ka != kb ? ka > kb : a < b
    }
    struct Motion: Hashable { var spring: Spring, state: SpringState }
    var seen: Set<Motion> = []
    var chosen: [Int] = []
    for index in ranked where chosen.count < count {
      let row = phase.rows[index]
      if seen.insert(Motion(spring: row.spring, state: row.initialState)).inserted {
        chosen.append(index)
      }
    }
    return chosen
  }

  /// The worst row of `phase` for `method` and the rows not measurable.
  static func worst(of phase: Phase, method: Int) -> (worst: SearchWitness?, nonFinite: Int) {
    var best: SearchWitness?
    var nonFinite = 0
    for (row, k) in zip(phase.rows, phase.k[method]) {
      if let k {
        if k > (best?.k ?? -1) { best = SearchWitness(row: row, k: k) }
      } else {
        nonFinite += 1
      }
    }
    return (best, nonFinite)
  }
}
