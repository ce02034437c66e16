//===--- SettlingAccuracySweepTests.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The exact settling time against the MPFR truth (SpringTruth's
// `MPFRTruth.settlingTime`, computed to about 2^-(p − 16) relative) on seeded
// random sweeps of every regime: ζ from 1e-12 to 1e6 (and 0, and exactly 1),
// position and velocity thresholds, and states, time scales and thresholds at
// moderate magnitudes and over 1e-300…1e300. Every finite result must agree
// with the truth to 1e-12 relative; ∞ and 0 must match exactly.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Settling time: 1e-12 relative to the MPFR truth in every regime")
struct SettlingAccuracySweepTests {
  /// The relative accuracy asserted for every finite settling time.
  static let bound = 1e-12

  /// The regimes a sweep draws from.
  enum Draw: String, CaseIterable, CustomStringConvertible, Sendable {
    /// ζ log-uniform in [1e-12, 1e-6]: up to 1e12 half-periods before settling.
    case lightlyDamped
    /// ζ log-uniform in [1e-6, 0.99].
    case underdamped
    /// ζ = 1 ± 1e-16…1e-4.
    case nearCritical
    /// c² = 4km exactly.
    case critical
    /// ζ log-uniform in [1.0001, 1e6].
    case overdamped
    /// c = 0.
    case undamped

    var description: String { rawValue }
  }

  /// One query: spring, start, thresholds.
  struct Query: CustomStringConvertible {
    var spring: Spring
    var state: SpringState
    var epsilon: Double
    var velocityEpsilon: Double?

    var description: String {
      "m \(spring.mass) k \(spring.stiffness) c \(spring.damping) x0 \(state.position) "
        + "v0 \(state.velocity) ε \(epsilon) εv \(velocityEpsilon.map { "\($0)" } ?? "-")"
    }

    /// A random query of `draw`: at moderate magnitudes (time scale and state
    /// within 1e±3, ε down to 1e-12 of the motion's scale) or, when `wide`,
    /// with mass, time scale, state and ε spread over 1e-300…1e300.
    static func random(_ draw: Draw, wide: Bool, using random: inout SplitMix64) -> Query? {
      let magnitude = wide ? 1e100 : 1e3
      let omega0 = random.logUniform(1 / magnitude, magnitude)
      let mass = random.logUniform(1 / magnitude, magnitude)
      let zeta: Double
      switch draw {
      case .lightlyDamped: zeta = random.logUniform(1e-12, 1e-6)
      case .underdamped: zeta = random.logUniform(1e-6, 0.99)
      case .nearCritical: zeta = 1 + random.sign() * random.logUniform(1e-16, 1e-4)
      case .critical, .undamped: zeta = draw == .critical ? 1 : 0
      case .overdamped: zeta = random.logUniform(1.0001, 1e6)
      }
      let spring: Spring?
      if draw == .critical {
        // m = a², k = b², c = 2ab with 26-bit a and b: c² = 4km exactly.
        func short(_ value: Double) -> Double {
          Double(
            sign: .plus, exponent: value.exponent,
            significand: (value.significand * 0x1p25).rounded() / 0x1p25)
        }
        let a = short(mass.squareRoot())
        let b = short(a * omega0)
        spring = try? Spring(mass: a * a, stiffness: b * b, damping: 2 * a * b)
      } else {
        let stiffness = mass * omega0 * omega0
        spring = try? Spring(
          mass: mass, stiffness: stiffness,
          damping: 2 * zeta * stiffness.squareRoot() * mass.squareRoot())
      }
      guard let spring else { return nil }
      let scale = wide ? random.logUniform(1e-150, 1e150) : random.logUniform(1e-3, 1e3)
      var position = random.sign() * scale
      var velocity = random.sign() * scale * omega0 * random.logUniform(1e-3, 1e3)
      switch random.next() % 8 {
      case 0: position = 0
      case 1: velocity = 0
      default: break
      }
      let floor = wide ? 1e-150 : 1e-12
      let epsilon = scale * random.logUniform(floor, 1.5)
      var velocityEpsilon: Double? = nil
      if random.next() % 4 == 0 {
        velocityEpsilon = scale * omega0 * random.logUniform(floor, 1.5)
      }
      guard epsilon > 0, epsilon.isFinite, velocityEpsilon.map({ $0 > 0 && $0.isFinite }) ?? true
      else { return nil }
      return Query(
        spring: spring, state: SpringState(position: position, velocity: velocity),
        epsilon: epsilon, velocityEpsilon: velocityEpsilon)
    }
  }

  /// Runs `count` random queries of `draw` and returns the failures (and
  /// the worst relative error met, for the log).
  static func sweep(_ draw: Draw, wide: Bool, count: Int, seed: UInt64) throws -> (
    failures: [String], worst: Double, checked: Int
  ) {
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    var worst = 0.0
    var checked = 0
    for _ in 0..<count {
      guard let query = Query.random(draw, wide: wide, using: &random) else { continue }
      let motion = SpringMotion(spring: query.spring, initialState: query.state)
      let truth = try MPFRTruth(spring: query.spring, initialState: query.state)
        .settlingTime(threshold: query.epsilon, velocityThreshold: query.velocityEpsilon)
      guard !truth.isNaN else { continue }
      checked += 1
      let result = Result { () throws(SpringInputError) in
        try motion.settlingTime(
          threshold: query.epsilon, velocityThreshold: query.velocityEpsilon)
      }
      guard case .success(let time) = result else {
        if truth.binary64 != nil { failures.append("\(query): threw, truth \(truth)") }
        continue
      }
      guard let exact = truth.binary64 else {
        failures.append("\(query): \(time), truth \(truth) overflows")
        continue
      }
      if exact.isInfinite || exact == 0 {
        if time != exact { failures.append("\(query): \(time), truth \(exact)") }
        continue
      }
      let relative = abs(truth.error(of: time)) / exact
      worst = max(worst, relative)
      if !(relative <= bound) {
        failures.append("\(query): \(time), truth \(truth), relative \(relative)")
      }
    }
    return (failures, worst, checked)
  }

  /// Runs `count` queries of `draw` seeded from `seedBase` and the regime,
  /// and expects more than `minimum` of them checked and none failing.
  static func expectSweep(
    _ draw: Draw, wide: Bool, count: Int, minimum: Int, seedBase: UInt64
  ) throws {
    let seed = seedBase + UInt64(Draw.allCases.firstIndex(of: draw) ?? 0)
    let (failures, worst, checked) = try sweep(draw, wide: wide, count: count, seed: seed)
    print("settling sweep \(wide ? "wide " : "")\(draw): \(checked) checked, worst \(worst)")
    #expect(checked > minimum)
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(4))")
  }

  @Test("moderate magnitudes: 1000 queries per regime", arguments: Draw.allCases)
  func moderate(draw: Draw) throws {
    try Self.expectSweep(draw, wide: false, count: 1000, minimum: 800, seedBase: 1_300)
  }

  @Test("magnitudes over 1e-300…1e300: 500 queries per regime", arguments: Draw.allCases)
  func wide(draw: Draw) throws {
    try Self.expectSweep(draw, wide: true, count: 500, minimum: 400, seedBase: 1_400)
  }
}
