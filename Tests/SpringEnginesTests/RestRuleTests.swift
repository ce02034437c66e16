//===--- RestRuleTests.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Each engine's thresholds and Compose's duration estimate on constructed
// inputs with known answers.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Rest rules: thresholds and Compose's duration estimate")
struct RestRuleTests {
  @Test("thresholds in engine units as each engine derives them")
  func thresholds() {
    func pair(_ rule: RestRule, _ distance: Double) -> [Double] {
      let t = rule.thresholds(forDistance: distance)
      return [t.position, t.velocity]
    }
    // Motion: granular below a distance of 5.
    #expect(pair(.motion, 1) == [0.005, 0.01])
    #expect(pair(.motion, 4.999) == [0.005, 0.01])
    #expect(pair(.motion, 5) == [0.5, 2])
    #expect(pair(.motion, 300) == [0.5, 2])
    // react-spring: p = min(1, 0.001·d); p/10 per ms is 100·p per second.
    #expect(pair(.reactSpring, 1) == [0.001, 0.1])
    #expect(pair(.reactSpring, 100) == [0.1, 10])
    #expect(pair(.reactSpring, 5000) == [1, 100])
    #expect(pair(.reactSpring, 0) == [0.005, 0.5])
    // Absolute ones do not depend on the distance.
    #expect(pair(.rebound, 1) == [0.001, 0.001] && pair(.rebound, 300) == [0.001, 0.001])
    #expect(pair(.flutter, 100) == [0.001, 0.001])
    #expect(pair(.springForce(), 100) == [0.75, 46.875])
    #expect(pair(.springForce(minimumVisibleChange: 0.5), 1) == [0.375, 23.4375])
    #expect(pair(.compose(), 1) == [0.01, .infinity])
    #expect(
      RestRule.defaults.map(\.name)
        == ["motion", "react-spring", "rebound", "flutter", "spring-force-px", "compose"])
  }

  @Test("comparisons: Flutter and SpringForce are strict, Motion inclusive")
  func comparisons() {
    let at = RestThresholds(position: 0.001, velocity: 0.001)
    #expect(
      RestRule.motion.isAtRest(
        position: 0.005, velocity: -0.01, RestThresholds(position: 0.005, velocity: 0.01)))
    #expect(!RestRule.flutter.isAtRest(position: 0.001, velocity: 0, at))
    #expect(RestRule.rebound.isAtRest(position: -0.001, velocity: 0.000_999, at))
    #expect(!RestRule.rebound.isAtRest(position: 0, velocity: 0.001, at))
  }

  @Test(
    "Compose, critically damped default (k = 1500): 171 ms for 0→1, 258 ms for 1000 px at 0.5 px")
  func composeCritical() throws {
    // Values measured on Compose (Docs/Provenance/PeerEngines.md). At ζ = 1
    // Compose's Newton iteration stops within a millisecond of the exact
    // settling time: (1 + u)e^(−u) = δ/|x0| with u = ω0 t.
    let spring = try Spring(mass: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())
    let unit = composeEstimatedDuration(
      of: SpringMotion(spring: spring, position: -1, velocity: 0), visibilityThreshold: 0.01)
    let pixels = composeEstimatedDuration(
      of: SpringMotion(spring: spring, position: -1000, velocity: 0), visibilityThreshold: 0.5)
    #expect(unit == 0.171)
    #expect(pixels == 0.258)
    // Independent: bisection on (1 + u)e^(−u) = 0.01 gives u = 6.638…, t = u/√1500.
    var low = 0.0
    var high = 20.0
    for _ in 0..<100 {
      let mid = 0.5 * (low + high)
      if (1 + mid) * exp(-mid) > 0.01 { low = mid } else { high = mid }
    }
    #expect(((low / 1500.0.squareRoot()) * 1000).rounded(.towardZero) == 171)
  }

  @Test("Compose, underdamped: the envelope time ln(p0/√(1 − ζ²))/(ζω0) for v0 = 0")
  func composeUnderdamped() throws {
    // k = 1500, ζ = 0.5 (DampingRatioMediumBouncy), 0→1 at δ = 0.01:
    // p0 = 100, c2 = ζω0·p0/ωd, √(p0² + c2²) = p0/√(1 − ζ²) = 115.47…,
    // t = ln(115.47)/(0.5·38.73) = 0.24524 s → 245 ms.
    let spring = try Spring(naturalFrequency: 1500.0.squareRoot(), dampingRatio: 0.5)
    let motion = SpringMotion(spring: spring, position: -1, velocity: 0)
    let expected = log(100 / 0.75.squareRoot()) / (0.5 * 1500.0.squareRoot())
    #expect(abs(expected - 0.24524) < 1e-5)
    #expect(composeEstimatedDuration(of: motion, visibilityThreshold: 0.01) == 0.245)
    // An upper bound on the exact settling time (here by 18 ms).
    let exact = try motion.settlingTime(threshold: 0.01)
    print("Compose k=1500 ζ=0.5: estimate 0.245 s, exact T(0.01) = \(exact)")
    #expect(exact < 0.245 && exact > 0.2)
    // A velocity away from the target, v0 = −ζω0 from x0 = −1: Compose flips
    // its sign with x0's, v0' = +ζω0·p0, so c2 = (v0' + ζω0·p0)/ωd = 2ζω0·p0/ωd.
    let away = SpringMotion(spring: spring, position: -1, velocity: -0.5 * 1500.0.squareRoot())
    let c2 = 2 * 0.5 * 1500.0.squareRoot() * 100 / (1500.0.squareRoot() * 0.75.squareRoot())
    let expectedAway = log((100 * 100 + c2 * c2).squareRoot()) / (0.5 * 1500.0.squareRoot())
    #expect(expectedAway > 0.25)
    #expect(
      composeEstimatedDuration(of: away, visibilityThreshold: 0.01)
        == (expectedAway * 1000).rounded(.towardZero) / 1000)
  }

  @Test("Compose: nothing to do is 0 s; an undamped spring never finishes, even at rest")
  func composeEdges() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    let resting = try Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(
      composeEstimatedDuration(
        of: SpringMotion(spring: resting, position: 0, velocity: 0), visibilityThreshold: 0.01) == 0
    )
    // SpringEstimation.kt answers "infinite" for ζ = 0 before it looks at
    // the start state.
    #expect(
      composeEstimatedDuration(
        of: SpringMotion(spring: spring, position: 0, velocity: 0), visibilityThreshold: 0.01)
        == .infinity)
    #expect(
      composeEstimatedDuration(
        of: SpringMotion(spring: spring, position: -1, velocity: 0), visibilityThreshold: 0.01)
        == .infinity)
    // Already inside the threshold: the envelope time is negative → 0.
    let damped = try Spring(mass: 1, stiffness: 100, damping: 5)
    #expect(
      composeEstimatedDuration(
        of: SpringMotion(spring: damped, position: -0.001, velocity: 0), visibilityThreshold: 0.01)
        == 0)
  }
}
