//===--- SweepFamily.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The families of springs every accuracy test and report covers (Docs/Design.md),
// as named, seeded, reproducible generators.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One spring released from one state, with the times at which to sample it.
public struct SpringCase: Sendable {
  /// The family that generated the case.
  public var family: SweepFamily
  /// The spring (exact binary64 parameters).
  public var spring: Spring
  /// The state at t = 0.
  public var initialState: SpringState
  /// The span of interest in seconds; samples and peaks lie in [0, horizon].
  public var horizon: Double
  /// Sample times in [0, horizon], ascending, starting with 0.
  public var times: [Double]
  /// Smallest time scale of interest as a fraction of the horizon: log-spaced
  /// samples reach down to `horizon * earliestFraction`.
  public var earliestFraction: Double

  /// Creates a case; `times` should be ascending within [0, horizon].
  public init(
    family: SweepFamily, spring: Spring, initialState: SpringState, horizon: Double,
    times: [Double], earliestFraction: Double
  ) {
    self.family = family
    self.spring = spring
    self.initialState = initialState
    self.horizon = horizon
    self.times = times
    self.earliestFraction = earliestFraction
  }
}

/// The named spring families of Docs/Design.md.
public enum SweepFamily: String, CaseIterable, Sendable {
  /// Everyday UI springs: response 0.15–1.2 s, ζ 0.05–2, m = 1, x0 = −1,
  /// velocities to ±40 distances/s.
  case ui
  /// Broad physical ranges: m 1e-3–1e3, k 1e-2–1e6, ζ 1e-4–1e3, |x0| to 1e4,
  /// |v0| to 1e5.
  case broad
  /// The band 1e-16 ≤ |ζ − 1| ≤ 1e-2 on both sides of critical.
  case nearCritical = "near-critical"
  /// Inputs with c² = 4km exactly in binary64 (m = a², k = b², c = 2ab).
  case critical
  /// ζ = 0 and 1e-9 ≤ ζ ≤ 1e-5, sampled over thousands of periods.
  case undamped
  /// 10 ≤ ζ ≤ 1e6.
  case overdamped

  /// `count` cases drawn from this family with the generator seeded by `seed`.
  /// The same (family, count, seed, samplesPerCase) always gives the same cases.
  public func cases(count: Int, seed: UInt64, samplesPerCase: Int = 24) -> [SpringCase] {
    var random = SplitMix64(seed: seed ^ familySalt)
    var result: [SpringCase] = []
    result.reserveCapacity(count)
    while result.count < count {
      guard var drawn = draw(using: &random) else { continue }
      drawn.times = sampleTimes(
        horizon: drawn.horizon, earliestFraction: drawn.earliestFraction,
        count: samplesPerCase, using: &random)
      result.append(drawn)
    }
    return result
  }

  private var familySalt: UInt64 {
    UInt64(SweepFamily.allCases.firstIndex(of: self)!) &* 0x9E37_79B9_7F4A_7C15
  }

  private func draw(using random: inout SplitMix64) -> SpringCase? {
    switch self {
    case .ui:
      let response = random.uniform(0.15, 1.2)
      let zeta = random.uniform(0.05, 2)
      let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
      let damping = 4 * Double.pi * zeta / response
      guard let spring = try? Spring(mass: 1, stiffness: stiffness, damping: damping) else {
        return nil
      }
      let state = SpringState(position: -1, velocity: random.uniform(-40, 40))
      return make(spring, state, horizon: 5, earliest: 1e-6)
    case .broad:
      let mass = random.logUniform(1e-3, 1e3)
      let stiffness = random.logUniform(1e-2, 1e6)
      let zeta = random.logUniform(1e-4, 1e3)
      return physical(mass, stiffness, zeta, random: &random, maxPeriods: 200)
    case .nearCritical:
      let mass = random.logUniform(1e-2, 1e2)
      let stiffness = random.logUniform(1, 1e4)
      let zeta = 1 + random.sign() * random.logUniform(1e-16, 1e-2)
      return physical(mass, stiffness, zeta, random: &random, maxPeriods: 50)
    case .critical:
      let a = shortSignificand(random.logUniform(0.1, 10), using: &random)
      let b = shortSignificand(random.logUniform(0.3, 300), using: &random)
      guard let spring = try? Spring(mass: a * a, stiffness: b * b, damping: 2 * a * b) else {
        return nil
      }
      return make(spring, randomState(using: &random), horizon: 25 / (b / a), earliest: 1e-6)
    case .undamped:
      let mass = random.logUniform(1e-2, 1e2)
      let stiffness = random.logUniform(1e-1, 1e5)
      let zeta = random.uniform(0, 1) < 0.25 ? 0 : random.logUniform(1e-9, 1e-5)
      let omega0 = (stiffness / mass).squareRoot()
      let damping = 2 * zeta * (stiffness * mass).squareRoot()
      guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else {
        return nil
      }
      let periods = random.uniform(1000, 5000)
      return make(
        spring, randomState(using: &random), horizon: periods * 2 * Double.pi / omega0,
        earliest: 1e-6)
    case .overdamped:
      let mass = random.logUniform(1e-2, 1e2)
      let stiffness = random.logUniform(1e-1, 1e5)
      let zeta = random.logUniform(10, 1e6)
      return physical(mass, stiffness, zeta, random: &random, maxPeriods: .infinity)
    }
  }

  /// A case for (m, k, ζ) with c = 2ζ√(km) and a random state; the horizon
  /// covers 12 slow time constants, at most `maxPeriods` natural periods.
  private func physical(
    _ mass: Double, _ stiffness: Double, _ zeta: Double,
    random: inout SplitMix64, maxPeriods: Double
  ) -> SpringCase? {
    let damping = 2 * zeta * (stiffness * mass).squareRoot()
    guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else {
      return nil
    }
    let omega0 = spring.naturalFrequency
    let slowRate = zeta <= 1 ? zeta * omega0 : omega0 / (zeta + (zeta * zeta - 1).squareRoot())
    let horizon = min(12 / slowRate, maxPeriods * 2 * Double.pi / omega0)
    // The fast mode of a heavily overdamped spring lives at 1/(2ζω0).
    let fastScale = zeta > 1 ? 1 / (2 * zeta * omega0) : 1 / omega0
    let earliest = max(1e-16, min(1e-6, 0.01 * fastScale / horizon))
    return make(spring, randomState(using: &random), horizon: horizon, earliest: earliest)
  }

  private func make(
    _ spring: Spring, _ state: SpringState, horizon: Double, earliest: Double
  ) -> SpringCase {
    SpringCase(
      family: self, spring: spring, initialState: state, horizon: horizon, times: [],
      earliestFraction: earliest)
  }

  /// |x0| in [1e-3, 1e4] and |v0| in [1e-3, 1e5], log-uniform with random
  /// signs; one case in eight starts at rest displacement 0 or with v0 = 0.
  private func randomState(using random: inout SplitMix64) -> SpringState {
    var position = random.sign() * random.logUniform(1e-3, 1e4)
    var velocity = random.sign() * random.logUniform(1e-3, 1e5)
    switch random.next() % 16 {
    case 0: position = 0
    case 1: velocity = 0
    default: break
    }
    return SpringState(position: position, velocity: velocity)
  }

  /// `value` rounded to a 26-bit significand, so that its square is exact.
  private func shortSignificand(_ value: Double, using random: inout SplitMix64) -> Double {
    let exponent = value.exponent
    let scaled = Double(sign: .plus, exponent: 25 - exponent, significand: value).rounded()
    return Double(sign: .plus, exponent: exponent - 25, significand: scaled)
  }

  /// 0, then half uniform and half log-uniform times in [0, horizon], sorted.
  private func sampleTimes(
    horizon: Double, earliestFraction: Double, count: Int, using random: inout SplitMix64
  ) -> [Double] {
    var times: [Double] = [0]
    for index in 1..<max(2, count) {
      times.append(
        index % 2 == 0
          ? random.uniform(0, horizon)
          : horizon * random.logUniform(earliestFraction, 1))
    }
    return times.sorted()
  }
}
