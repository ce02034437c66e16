//===--- AdversarialSearchTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import Testing

@testable import SpringTruth

@Suite("Adversarial search")
struct AdversarialSearchTests {
  static let small = AdversarialSearchConfiguration(
    seed: 7, randomSprings: 6, timesPerSpring: 5, restarts: 2, stepsPerRestart: 30)

  @Test("the same seed gives the same witnesses and traces for any number of jobs")
  func determinism() {
    let families: [SweepFamily] = [.ui, .nearCritical, .critical]
    let methods: [SearchMethod] = [.closedForm, textbookMethod]
    var parallel = Self.small
    parallel.jobs = 3
    let one = AdversarialSearch.run(families: families, methods: methods, configuration: Self.small)
    let again = AdversarialSearch.run(families: families, methods: methods, configuration: parallel)
    #expect(one.count == families.count * methods.count)
    #expect(one.map(\.worst) == again.map(\.worst))
    #expect(one.map(\.trace) == again.map(\.trace))
    #expect(one.allSatisfy { $0.rowsScored <= Self.small.budget && $0.worst != nil })
    var reseeded = Self.small
    reseeded.seed = 8
    let other = AdversarialSearch.run(families: families, methods: methods, configuration: reseeded)
    #expect(zip(one, other).allSatisfy { $0.worst?.row != $1.worst?.row })
  }

  @Test("the trace is the running maximum and ends at the witness's K, which score reproduces")
  func traceAndWitness() throws {
    let outcomes = AdversarialSearch.run(
      families: SweepFamily.allCases, methods: [.closedForm], configuration: Self.small)
    for outcome in outcomes {
      let worst = try #require(outcome.worst)
      #expect(zip(outcome.trace, outcome.trace.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(outcome.trace.last == worst.k)
      #expect(outcome.bestK(afterFraction: 1) == worst.k)
      #expect(outcome.bestK(afterFraction: 0.1) <= outcome.bestK(afterFraction: 0.5))
      #expect(worst.row.id == "\(outcome.family.rawValue)/closed-form")
      #expect(SearchDomain(family: outcome.family).contains(worst.row))
      // The public scorer, from a fresh truth, gives the same K bit for bit.
      #expect(try scoredK(.closedForm, on: [worst.row]) == [worst.k])
    }
  }

  @Test("the search finds the textbook form far above K = 2, and the climb adds to the sampling")
  func findsTextbookLoss() throws {
    let configuration = AdversarialSearchConfiguration(
      seed: 11, randomSprings: 20, timesPerSpring: 5, restarts: 2, stepsPerRestart: 100)
    let outcomes = AdversarialSearch.run(
      families: [.nearCritical, .overdamped], methods: [textbookMethod],
      configuration: configuration)
    for outcome in outcomes {
      let worst = try #require(outcome.worst)
      // The textbook form loses up to 8 digits near ζ = 1 and 11 for ζ ≫ 1.
      #expect(worst.k > 1e3, "\(outcome.family): K = \(worst.k)")
      #expect(worst.k > outcome.trace[outcome.randomRows - 1], "local search found nothing")
      #expect(try scoredK(textbookMethod, on: [worst.row]) == [worst.k])
    }
  }

  /// Issue 28's bound, K ≤ 2, on a fresh seeded search in every family and
  /// for every SpringLab method (it was K ≤ 3 with K ≤ 2 a known issue in the
  /// broad and overdamped families, where the frame grid reached 2.9).
  @Test(
    "K ≤ 2 on a fresh seeded search in every family for closed form, batched and frame grid",
    arguments: SweepFamily.allCases)
  func boundOnFreshSearch(family: SweepFamily) {
    let configuration = AdversarialSearchConfiguration(
      seed: 2_026_120_2, randomSprings: 60, timesPerSpring: 9, restarts: 2, stepsPerRestart: 250,
      jobs: 2)
    let outcomes = AdversarialSearch.run(
      families: [family], methods: springLabMethods, configuration: configuration)
    expectWithinBound(outcomes, family: family)
  }
}
