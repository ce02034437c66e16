//===--- TruthTestCases.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Seeded springs in every regime and at extreme magnitudes, for checking the
// MPFR truth against the Taylor integrator.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringTruth

/// One spring, one start, and the times to compare at.
struct TruthCase: CustomStringConvertible {
  var spring: Spring
  var start: SpringState
  var times: [Double]

  var description: String {
    "m=\(spring.mass) k=\(spring.stiffness) c=\(spring.damping) "
      + "x0=\(start.position) v0=\(start.velocity)"
  }
}

/// The families the truth is checked on.
enum TruthFamily: String, CaseIterable, CustomStringConvertible {
  /// UI springs: response 0.15–1.2 s, ζ 0.05–2, m = 1.
  case everyday
  /// ζ = 0, sampled up to 3000 periods.
  case undamped
  /// 1e-12 ≤ ζ ≤ 1e-3, up to 2000 periods.
  case nearlyUndamped
  /// 1e-16 ≤ |ζ − 1| ≤ 1e-4 on both sides (and c² = 4km once rounding lands
  /// there).
  case nearCritical
  /// c² = 4km exactly: m = a², k = b², c = 2ab with 26-bit a and b.
  case critical
  /// 10 ≤ ζ ≤ 1e6, sampled until the slow mode has decayed by e^-30.
  case overdamped
  /// Dimensionless shapes scaled to m, k, c, x0, v0, t across 1e-300…1e300.
  case extremeScaled
  /// m, k, c, x0, v0 and t each drawn independently from 1e-300…1e300.
  case extremeRaw

  var description: String { rawValue }

  func cases(count: Int, seed: UInt64) -> [TruthCase] {
    var random = SplitMix64(seed: seed ^ UInt64(Self.allCases.firstIndex(of: self) ?? 0) << 32)
    var result: [TruthCase] = []
    var attempts = 0
    while result.count < count && attempts < 100 * count {
      attempts += 1
      if let next = makeCase(&random) { result.append(next) }
    }
    return result
  }

  /// Times: 0, then log-spaced from horizon·1e-4 to the horizon, then a few
  /// uniform ones.
  private static func times(horizon: Double, _ random: inout SplitMix64) -> [Double] {
    var times = [0.0]
    for index in 0..<6 { times.append(horizon * pow(1e-4, Double(5 - index) / 5)) }
    for _ in 0..<3 { times.append(random.uniform(0, horizon)) }
    return times.sorted()
  }

  /// x0 and v0 of random signs, |x0| log-uniform in 1e-2…1e2 and |v0| in
  /// 1e-2…`fastest`.
  private static func randomStart(_ random: inout SplitMix64, fastest: Double = 1e2)
    -> SpringState
  {
    SpringState(
      position: random.sign() * random.logUniform(1e-2, 1e2),
      velocity: random.sign() * random.logUniform(1e-2, fastest))
  }

  /// `spring` from a random start (`randomStart`), compared at `times(horizon:)`.
  private static func randomCase(
    _ spring: Spring, horizon: Double, _ random: inout SplitMix64
  ) -> TruthCase {
    let start = randomStart(&random)
    return TruthCase(spring: spring, start: start, times: times(horizon: horizon, &random))
  }

  private func makeCase(_ random: inout SplitMix64) -> TruthCase? {
    switch self {
    case .everyday:
      let omega0 = 2 * Double.pi / random.uniform(0.15, 1.2)
      let zeta = random.uniform(0.05, 2)
      guard let spring = try? Spring(naturalFrequency: omega0, dampingRatio: zeta)
      else { return nil }
      let start = SpringState(position: -1, velocity: random.uniform(-40, 40))
      return TruthCase(spring: spring, start: start, times: Self.times(horizon: 3, &random))
    case .undamped, .nearlyUndamped:
      let mass = random.logUniform(1e-3, 1e3)
      let omega0 = random.logUniform(0.1, 100)
      let zeta = self == .undamped ? 0 : random.logUniform(1e-12, 1e-3)
      guard let spring = try? Spring(naturalFrequency: omega0, dampingRatio: zeta, mass: mass)
      else { return nil }
      let periods = self == .undamped ? 3000.0 : 2000.0
      let start = Self.randomStart(&random)
      let horizon = periods * 2 * Double.pi / omega0
      return TruthCase(
        spring: spring, start: start,
        times: [0, random.uniform(0, horizon), random.uniform(0.9, 1) * horizon])
    case .nearCritical:
      let mass = random.logUniform(1e-2, 1e2)
      let stiffness = random.logUniform(1e-2, 1e4)
      let delta = random.sign() * random.logUniform(1e-16, 1e-4)
      let damping = 2 * (stiffness * mass).squareRoot() * (1 + delta)
      guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping)
      else { return nil }
      return Self.randomCase(spring, horizon: 40 / spring.naturalFrequency, &random)
    case .critical:
      let a = (random.uniform(0.1, 10) * 0x1p20).rounded() / 0x1p20
      let b = (random.uniform(0.1, 100) * 0x1p20).rounded() / 0x1p20
      guard let spring = try? Spring(mass: a * a, stiffness: b * b, damping: 2 * a * b),
        spring.regime == .critical
      else { return nil }
      return Self.randomCase(spring, horizon: 40 / spring.naturalFrequency, &random)
    case .overdamped:
      let omega0 = random.logUniform(0.1, 100)
      let zeta = random.logUniform(10, 1e6)
      guard let spring = try? Spring(naturalFrequency: omega0, dampingRatio: zeta)
      else { return nil }
      let start = Self.randomStart(&random, fastest: 1e4)
      let slowRate = omega0 / (2 * zeta)
      return TruthCase(
        spring: spring, start: start, times: Self.times(horizon: 30 / slowRate, &random))
    case .extremeScaled:
      let mass = random.logUniform(1e-300, 1e300)
      let omega0 = random.logUniform(1e-150, 1e150)
      let zeta = random.logUniform(1e-3, 1e3)
      let x0 = random.sign() * random.logUniform(1e-300, 1e300)
      let v0 = x0 * omega0 * random.sign() * random.logUniform(1e-3, 1e3)
      guard v0.isFinite, v0 != 0, x0 != 0,
        let spring = try? Spring(naturalFrequency: omega0, dampingRatio: zeta, mass: mass),
        spring.stiffness.isNormal, spring.damping.isNormal
      else { return nil }
      let horizon = 20 / omega0
      guard horizon.isFinite, (horizon * 1e-4).isNormal else { return nil }
      let start = SpringState(position: x0, velocity: v0)
      return TruthCase(spring: spring, start: start, times: Self.times(horizon: horizon, &random))
    case .extremeRaw:
      func draw() -> Double { random.logUniform(1e-300, 1e300) }
      guard
        let spring = try? Spring(mass: draw(), stiffness: draw(), damping: draw())
      else { return nil }
      let start = SpringState(position: random.sign() * draw(), velocity: random.sign() * draw())
      return TruthCase(spring: spring, start: start, times: [0, draw(), draw()])
    }
  }
}
