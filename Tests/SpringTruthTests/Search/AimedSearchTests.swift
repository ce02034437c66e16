//===--- AimedSearchTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import Testing

@testable import SpringTruth

@Suite("Aimed search")
struct AimedSearchTests {
  /// A search that is nearly all aimed phase: one random spring, then the
  /// aimed springs and a short climb from each phase's worst rows.
  static let aimed = AdversarialSearchConfiguration(
    seed: 2_026_120_7, randomSprings: 1, timesPerSpring: 2, aimedSprings: 4, restarts: 1,
    stepsPerRestart: 40, jobs: 2)

  /// The bound's search: 16 springs per family aimed (each with its nudged
  /// springs, on both sides of every switch), two climbs of 200 rows from
  /// each phase's worst rows: about 20 s for the six families in a debug
  /// build on 2 idle cores. (The report's search aims 60 springs per family
  /// with climbs of 2000 rows: Reports/accuracy.md.)
  static let bound = AdversarialSearchConfiguration(
    seed: 2_026_120_7, randomSprings: 1, timesPerSpring: 2, aimedSprings: 16, restarts: 2,
    stepsPerRestart: 200, jobs: 2)

  @Test("the aimed rows straddle ωd·t = 1 for t, the frame grid's anchor and its table entry")
  func straddlesPhase() throws {
    let drawn = try #require(
      AimedRows.drawnSprings(family: .ui, count: 8, seed: Self.aimed.seed).first {
        $0.spring.regime == .underdamped
      })
    let groups = AimedRows.rows(from: drawn, index: 0, seed: Self.aimed.seed)
    // Each aimed spring from the drawn state, and from the aimed states
    // that stay within the family's |v0| ≤ 40.
    #expect(groups.count >= 1 + AimedRows.nudgedPerSpring)
    #expect(Set(groups.map(\.[0].spring)).count == 1 + AimedRows.nudgedPerSpring)
    let domain = SearchDomain(family: .ui)
    for group in groups {
      let spring = try #require(group.first?.spring)
      #expect(spring.regime == .underdamped)
      #expect(group.allSatisfy { domain.contains($0) })
      let omega = spring.dampedFrequency
      var placed = 0
      for placement in AimedPlacement.allCases {
        let frames = Double(placement.rawValue)
        // Only where the family's times reach the switch (t = 5 s at most
        // in `ui`: the table entry 12h is at it only for t = 85/ωd).
        var atSwitch = group[0]
        atSwitch.time = 1024 * (1 / omega / frames)
        guard domain.contains(atSwitch) else { continue }
        placed += 1
        // The binary64 phase at the placed time, as the frame grid forms it.
        let phases = group.map { omega * (frames * ($0.time / 1024)) }
        #expect(phases.contains { $0 < 1 && $0 > 1 - 1e-12 }, "\(placement) just below")
        #expect(phases.contains { $0 > 1 && $0 < 1 + 1e-12 }, "\(placement) just above")
        let below = phases.filter { $0 < 1 && $0 > 1 - 1e-3 }.count
        let above = phases.filter { $0 > 1 && $0 < 1 + 1e-3 }.count
        #expect(below >= AimedRows.ulpNeighbours && above >= AimedRows.ulpNeighbours)
      }
      #expect(placed >= 2, "t and the anchor at the switch")
    }
  }

  @Test("the aimed rows straddle γ·t = 1 and α·t = 708 for an overdamped spring")
  func straddlesHyperbolic() throws {
    let drawn = try #require(
      AimedRows.drawnSprings(family: .overdamped, count: 1, seed: Self.aimed.seed).first)
    let rows = AimedRows.rows(from: drawn, index: 0, seed: Self.aimed.seed)[0]
    let gamma = drawn.spring.overdampedRate
    #expect(rows.contains { gamma * $0.time < 1 && gamma * $0.time > 1 - 1e-12 })
    #expect(rows.contains { gamma * $0.time > 1 && gamma * $0.time < 1 + 1e-12 })
    // α·t = 708 lies inside the family's 12 slow time constants for ζ ≥ 10.
    let alpha = drawn.spring.decayRate
    #expect(rows.contains { alpha * $0.time < 708 && alpha * $0.time > 708 * (1 - 1e-12) })
    #expect(rows.contains { alpha * $0.time > 708 && alpha * $0.time < 708 * (1 + 1e-12) })
    #expect(
      EvaluationSwitch.of(drawn.spring).map(\.kind) == [
        .hyperbolic, .frameGridHyperbolic, .deepDecay, .fastDecay,
      ])
  }

  @Test("the aimed states pass through x = 0 or v = 0 at the phase switch; one is at rest")
  func aimedStates() throws {
    for family in [SweepFamily.ui, .broad, .overdamped] {
      for drawn in AimedRows.drawnSprings(family: family, count: 4, seed: Self.aimed.seed) {
        let spring = drawn.spring
        let rate = spring.regime == .overdamped ? spring.overdampedRate : spring.dampedFrequency
        let states = AimedRows.aimedStates(spring, from: drawn.initialState)
        let (x0, v0) = (drawn.initialState.position, drawn.initialState.velocity)
        // Two crossings at each of the two phase switches, then the two unit
        // directions, less the one equal to the drawn state.
        #expect(states.count == (x0 == 0 || v0 == 0 ? 5 : 6))
        #expect(v0 == 0 || states.contains(SpringState(position: x0 == 0 ? 1 : x0, velocity: 0)))
        guard states.count >= 2 else { continue }
        let scale = SpringMotion(spring: spring, initialState: states[0]).state(at: 0.5 / rate)
        let zeroPosition = SpringMotion(spring: spring, initialState: states[0]).state(at: 1 / rate)
        let zeroVelocity = SpringMotion(spring: spring, initialState: states[1]).state(at: 1 / rate)
        #expect(abs(zeroPosition.position) <= 1e-9 * abs(scale.position), "\(family)")
        #expect(abs(zeroVelocity.velocity) <= 1e-9 * abs(zeroVelocity.position) * rate)
      }
    }
  }

  @Test("the nudged springs stay in the family and round worse than the spring drawn")
  func nudgedSprings() throws {
    for family in [SweepFamily.broad, .ui, .overdamped] {
      let drawn = try #require(
        AimedRows.drawnSprings(family: family, count: 1, seed: Self.aimed.seed).first)
      let row = EvaluationCase(
        family: family.rawValue, spring: drawn.spring, initialState: drawn.initialState, time: 0)
      let nudged = AimedRows.badlyRoundedNeighbours(of: row, domain: SearchDomain(family: family))
      #expect(nudged.count == AimedRows.nudgedPerSpring)
      let drawnUlps = AimedRows.roundingUlps(drawn.spring)
      for neighbour in nudged {
        #expect(neighbour.spring != drawn.spring)
        #expect(SearchDomain(family: family).contains(neighbour))
        #expect(AimedRows.roundingUlps(neighbour.spring) >= drawnUlps, "\(family)")
      }
    }
  }

  @Test("the aimed phase is deterministic, in the trace after the random rows, and reproduced")
  func outcome() throws {
    var one = Self.aimed
    one.jobs = 1
    let families: [SweepFamily] = [.ui, .overdamped]
    let first = AdversarialSearch.run(
      families: families, methods: [.closedForm], configuration: one)
    let again = AdversarialSearch.run(
      families: families, methods: [.closedForm], configuration: Self.aimed)
    #expect(first.map(\.trace) == again.map(\.trace))
    #expect(first.map(\.aimedWorst) == again.map(\.aimedWorst))
    for outcome in first {
      let aimedWorst = try #require(outcome.aimedWorst)
      #expect(outcome.aimedRows > 0 && outcome.rowsScored <= one.budget)
      #expect(zip(outcome.trace, outcome.trace.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(outcome.trace[outcome.randomRows + outcome.aimedRows - 1] >= aimedWorst.k)
      #expect(try scoredK(.closedForm, on: [aimedWorst.row]) == [aimedWorst.k])
    }
    // Without aimed springs there is no aimed phase.
    var none = one
    none.aimedSprings = 0
    let plain = AdversarialSearch.run(
      families: families, methods: [.closedForm], configuration: none)
    #expect(plain.allSatisfy { $0.aimedRows == 0 && $0.aimedWorst == nil })
  }

  /// Issue 28's bound, K ≤ 2, where the random phase does not look: on both
  /// sides of every switch of the closed form, the batch and the frame grid,
  /// in every family of accuracy.md.
  @Test(
    "K ≤ 2 on a fresh aimed search in every family for closed form, batched and frame grid",
    arguments: SweepFamily.allCases)
  func boundOnAimedSearch(family: SweepFamily) {
    let outcomes = AdversarialSearch.run(
      families: [family], methods: springLabMethods, configuration: Self.bound)
    expectWithinBound(outcomes, family: family)
  }
}
