//===--- SearchDomainTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import Testing

@testable import SpringTruth

@Suite("Search domains")
struct SearchDomainTests {
  func row(_ family: SweepFamily, seed: UInt64 = 3) -> EvaluationCase {
    let springCase = family.cases(count: 1, seed: seed, samplesPerCase: 4)[0]
    return EvaluationCase(
      family: family.rawValue, spring: springCase.spring, initialState: springCase.initialState,
      time: springCase.times[2])
  }

  @Test("every family's generated rows lie in its domain", arguments: SweepFamily.allCases)
  func generatedRowsAreMembers(family: SweepFamily) {
    let domain = SearchDomain(family: family)
    for springCase in family.cases(count: 200, seed: 5, samplesPerCase: 6) {
      for time in springCase.times {
        let row = EvaluationCase(
          family: family.rawValue, spring: springCase.spring,
          initialState: springCase.initialState, time: time)
        #expect(domain.contains(row), "\(row)")
      }
    }
  }

  @Test("critical steps keep c² = 4km exact: m = a², k = b², c = 2ab with 26-bit a, b")
  func criticalStaysCritical() throws {
    let domain = SearchDomain(family: .critical)
    let start = row(.critical)
    for (coordinate, factor) in [(SearchCoordinate.mass, 1 + 1e-3), (.stiffness, 1 - 3e-4)] {
      let moved = try #require(domain.perturb(start, coordinate, by: factor))
      #expect(moved.spring.regime == .critical)
      let a = moved.spring.mass.squareRoot()
      let b = moved.spring.stiffness.squareRoot()
      #expect(a * a == moved.spring.mass && b * b == moved.spring.stiffness)
      #expect(moved.spring.damping == 2 * a * b)
      #expect(moved != start)
    }
    // A step below 2⁻²⁶ rounds back to the same a: no move.
    #expect(domain.perturb(start, .mass, by: 1 + 1e-12) == nil)
    #expect(!domain.freeCoordinates.contains(.damping))
  }

  @Test("ui keeps m = 1 and x0 = −1; steps out of a family's ranges are refused")
  func boundsHold() throws {
    let ui = SearchDomain(family: .ui)
    #expect(ui.freeCoordinates == [.stiffness, .damping, .v0, .t])
    var start = row(.ui)
    start.time = 4.999
    #expect(ui.perturb(start, .t, by: 1.001) == nil)  // past the 5 s horizon
    #expect(ui.perturb(start, .t, by: 0.999) != nil)
    let near = SearchDomain(family: .nearCritical)
    let critical = row(.nearCritical)
    // Tripling c takes ζ to about 3, far outside |ζ − 1| ≤ 1e-2.
    #expect(near.perturb(critical, .damping, by: 3) == nil)
    let undamped = SearchDomain(family: .undamped)
    var free = row(.undamped)
    free.spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    // c = 0 stays 0 under a relative step: no move.
    #expect(undamped.perturb(free, .damping, by: 1 + 1e-6) == nil)
  }
}
