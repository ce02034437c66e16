//===--- MPFRSettlingCrossingTests.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The settling search's crossing and the heavily overdamped motion, against
// answers that never use the closed form: the brute-force Taylor oracle
// (SettlingOracle.swift) for ζ ≥ 0.05, the Taylor certificate
// (SettlingCertificate.swift) for 1e-6 ≤ ζ < 0.05, and asymptotics with
// stated error bounds for ζ ≈ 2e38.
//
// Two defects are pinned here: the refinement stopping where a Newton step
// on ln|y| came out small — at a zero of y, far from any crossing — and, at
// large ζ, an extremum time from tanh(γt) = γy0'/q that rounds to 1 (the
// plateau of the motion was missed: settling time 0, peaks too low).
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("MPFRTruth settling crossings and heavy overdamping")
struct MPFRSettlingCrossingTests {
  /// The truth refines to 2^-(p − 16) ≈ 1e-56 relative at p = 200.
  static let agreement = 1e-45

  @Test("x0 = 0, velocity threshold, ζ ≈ 128: the crossing on the fast decay, not v's zero")
  func velocityCrossingBeforeZero() throws {
    let spring = try Spring(
      mass: 2.8054573185421257, stiffness: 10.407440898190213, damping: 1384.6415327978316)
    let start = SpringState(position: 0, velocity: -0.012083246303484873)
    let velocityEpsilon = 6.599502221415739e-05
    let truth = MPFRTruth(spring: spring, initialState: start)
    let time = try truth.settlingTime(
      threshold: .greatestFiniteMagnitude, velocityThreshold: velocityEpsilon
    ).mpfr
    let oracle = SettlingOracle(spring: spring, start: start)
      .settlingTime(threshold: velocityEpsilon, velocity: true)
    #expect(relativeDifference(time, oracle) <= Self.agreement)
    // The integrator confirms a crossing: |v(T)| = εv.
    let v = TaylorPropagator(spring: spring).state(at: time, from: start).v
    #expect(relativeDifference(v.magnitude(), MPFRNumber(velocityEpsilon, precision: 64)) <= 1e-40)
    // v = v0(f e^(−ft) − s e^(−st))/(f − s), s ≈ k/c = 0.0075, f ≈ c/m = 493.6:
    // |v| falls through εv on the fast decay near ln(|v0|/εv)·m/c = 0.010557
    // (the slow part, s|v0|/f ≈ 2e-7 < εv, moves it by under 0.1 %), while v
    // crosses zero near ln(c²/(km))·m/c ≈ 0.0225, where the search used to stop.
    let decades = MPFRNumber(start.velocity.magnitude / velocityEpsilon, precision: 64).log()
    let estimate = decades.double * spring.mass / spring.damping
    #expect(abs(time.double / estimate - 1) < 1e-3)
  }

  /// m = 9.1e9, k = 4.0e-79, c = 25401: ζ = c/(2√(km)) ≈ 2.1e38, δ = km/c² = 5.6e-78.
  static let plateauSpring = (
    mass: 9090559804.705635, stiffness: 3.973349209189393e-79,
    damping: 25401.45789129968
  )
  static let plateauStart = SpringState(
    position: -9.791736446849028e-229, velocity: -1.6936420474934745e+89)

  @Test("ζ ≈ 2e38 from a kick: the slow plateau settles at ln(|v0|m/(cε))·c/k")
  func heavyOverdampingPlateau() throws {
    let (m, k, c) = Self.plateauSpring
    let spring = try Spring(mass: m, stiffness: k, damping: c)
    let start = Self.plateauStart
    let epsilon = 1.385e19
    let truth = MPFRTruth(spring: spring, initialState: start)
    let time = try truth.settlingTime(threshold: epsilon).mpfr
    // x = A e^(−st) + B e^(−ft), A = (v0 + f x0)/(f − s) = v0·(m/c)(1 + O(δ))
    // (|f x0| < 1e-300|v0|), s = (k/c)(1 + O(δ)); at T ≈ 1e85 s the fast term
    // e^(−fT) = e^(−3e79) is nothing. So T = ln(|v0|m/(cε))·c/k to a
    // relative 1e-70.
    let bits = 400
    let ratio =
      MPFRNumber(start.velocity, precision: bits).magnitude() * m / MPFRNumber(c, precision: bits)
      / epsilon
    let expected = ratio.log() * MPFRNumber(c, precision: bits) / MPFRNumber(k, precision: bits)
    #expect(relativeDifference(time, expected) <= Self.agreement)
    #expect(time.double > 1.1e85 && time.double < 1.12e85)
    // The integrator (600 bits: ε is 2e-76 of the plateau) confirms |x(T)| = ε.
    let x = TaylorPropagator(spring: spring, targetBits: 600).state(at: time, from: start).x
    #expect(relativeDifference(x.magnitude(), MPFRNumber(epsilon, precision: 64)) <= 1e-40)
    // The plateau: max|x| = |A|(1 − O((s/f)·ln(f/s))) = |v0|m/c to 1e-70,
    // reached at ln(f/s)/f ≈ 6e7 s; |v| is largest at t = 0.
    let peaks = truth.peaks(through: 1e80)
    let plateau = ratio * epsilon
    #expect(relativeDifference(peaks.position.mpfr, plateau) <= Self.agreement)
    #expect(peaks.velocity == TruthValue(start.velocity.magnitude))
  }

  /// A spring with ζ drawn log-uniformly from `zetas`, and a start with
  /// x0 = 0, v0 = 0 or both non-zero (by `shape` 0, 1, 2).
  static func randomMotion(
    _ random: inout SplitMix64, zetas: ClosedRange<Double>, shape: Int
  ) -> (Spring, SpringState)? {
    let mass = random.logUniform(1e-3, 1e3)
    let omega0 = random.logUniform(0.1, 100)
    let zeta = random.logUniform(zetas.lowerBound, zetas.upperBound)
    guard let spring = try? Spring(naturalFrequency: omega0, dampingRatio: zeta, mass: mass)
    else { return nil }
    let x0 = random.sign() * random.logUniform(1e-2, 1e2)
    let v0 = random.sign() * random.logUniform(1e-2, 1e2) * omega0
    let start = SpringState(position: shape == 1 ? 0 : x0, velocity: shape == 0 ? 0 : v0)
    return (spring, start)
  }

  /// A threshold a fraction 1e-8…0.5 of the component's largest |y|.
  static func threshold(
    _ random: inout SplitMix64, truth: MPFRTruth, velocity: Bool
  ) -> Double {
    let peaks = truth.peaks(through: 1e300)
    let peak = (velocity ? peaks.velocity : peaks.position).mpfr.double
    return peak * random.logUniform(1e-8, 0.5)
  }

  @Test(
    "seeded: ζ in [0.05, 1e12], x0 = 0 / v0 = 0 / both, position and velocity: the oracle",
    arguments: [false, true])
  func sweepAgainstOracle(velocity: Bool) throws {
    var random = SplitMix64(seed: velocity ? 4242 : 2424)
    var worst = 0.0
    var count = 0
    for index in 0..<18 {
      let zetas = index % 3 == 0 ? 0.05...1.0 : (index % 3 == 1 ? 1.0...1e4 : 1e4...1e12)
      guard let (spring, start) = Self.randomMotion(&random, zetas: zetas, shape: index % 3)
      else { continue }
      let truth = MPFRTruth(spring: spring, initialState: start)
      let epsilon = Self.threshold(&random, truth: truth, velocity: velocity)
      let time = try truth.settlingTime(velocityOnly: velocity, threshold: epsilon)
      let expected = SettlingOracle(spring: spring, start: start)
        .settlingTime(threshold: epsilon, velocity: velocity)
      #expect(expected > 0.0, "\(spring) \(start) ε=\(epsilon)")
      let difference = relativeDifference(time.mpfr, expected)
      #expect(difference <= Self.agreement, "\(spring) \(start) ε=\(epsilon) velocity=\(velocity)")
      worst = max(worst, difference)
      count += 1
    }
    #expect(count >= 15)
    print("settling truth vs oracle, ζ 0.05…1e12, velocity=\(velocity): worst \(worst)")
  }

  @Test(
    "seeded: ζ in [1e-6, 0.05], x0 = 0 / v0 = 0 / both: the Taylor certificate",
    arguments: [false, true])
  func sweepLightDamping(velocity: Bool) throws {
    var random = SplitMix64(seed: velocity ? 5151 : 1515)
    var count = 0
    for index in 0..<9 {
      guard let (spring, start) = Self.randomMotion(&random, zetas: 1e-6...0.05, shape: index % 3)
      else { continue }
      let truth = MPFRTruth(spring: spring, initialState: start)
      let epsilon = Self.threshold(&random, truth: truth, velocity: velocity)
      let time = try truth.settlingTime(velocityOnly: velocity, threshold: epsilon)
      #expect(time.mpfr > 0.0)
      let check = SettlingCertificate(spring: spring, start: start).check(
        settlingTime: time.mpfr, threshold: epsilon, velocity: velocity, slack: Self.agreement)
      #expect(check.aboveBefore, "\(spring) \(start) ε=\(epsilon)")
      #expect(
        check.largestAfter <= MPFRNumber(epsilon, precision: 64), "\(spring) \(start) ε=\(epsilon)")
      count += 1
    }
    #expect(count >= 8)
  }

  @Test("seeded: ζ in [1e30, 1e150], x0 = 0 / v0 = 0 / both: the asymptotic settling times")
  func sweepExtremeOverdamping() throws {
    // With δ = km/c² = 1/(4ζ²) ≤ 2.5e-61: s = (k/c)(1 + O(δ)), f = (c/m)(1 + O(δ)),
    // x = A e^(−st) + B e^(−ft) with A = (x0 + v0·m/c)(1 + O(δ)) (|v0|m/c ≪ |x0|
    // unless x0 = 0, so no cancellation), and e^(−fT) = e^(−4ζ²·ln(…)) is
    // nothing at a slow-tail crossing. Hence, for ε below |A|:
    //   position: T = ln(|x0 + v0 m/c|/ε)·c/k;
    //   velocity from rest: v = −sA e^(−st) + …, T = ln(|x0|k/(c εv))·c/k;
    //   velocity from a kick: v = v0(f e^(−ft) − s e^(−st))/(f − s), whose slow
    //   part s|v0|/f = δ|v0| is below 1e-54·εv for εv ≥ 1e-6|v0|, so the
    //   crossing is on the fast decay: T = ln(|v0|/εv)·m/c.
    // Each to a relative 1e-50.
    var random = SplitMix64(seed: 3030)
    let bits = 300
    var count = 0
    for index in 0..<15 {
      let shape = index % 3
      let velocity = index % 5 >= 3
      guard velocity == false || shape != 2,
        let (spring, start) = Self.randomMotion(&random, zetas: 1e30...1e150, shape: shape),
        spring.stiffness.isNormal
      else { continue }
      let m = MPFRNumber(spring.mass, precision: bits)
      let k = MPFRNumber(spring.stiffness, precision: bits)
      let c = MPFRNumber(spring.damping, precision: bits)
      let x0 = MPFRNumber(start.position, precision: bits)
      let v0 = MPFRNumber(start.velocity, precision: bits)
      let fraction = random.logUniform(1e-6, 0.5)
      let scale: MPFRNumber
      let rate: MPFRNumber
      if !velocity {
        scale = (x0 + v0 * m / c).magnitude()
        rate = k / c
      } else if shape == 0 {
        scale = (x0 * k / c).magnitude()
        rate = k / c
      } else {
        scale = v0.magnitude()
        rate = c / m
      }
      let epsilon = (scale * fraction).double
      let expected = (scale / epsilon).log() / rate
      let truth = MPFRTruth(spring: spring, initialState: start)
      let time = try truth.settlingTime(velocityOnly: velocity, threshold: epsilon)
      #expect(
        relativeDifference(time.mpfr, expected) <= Self.agreement,
        "\(spring) \(start) ε=\(epsilon) velocity=\(velocity)")
      count += 1
    }
    #expect(count >= 10)
  }
}

extension MPFRTruth {
  /// The settling time of the position for `epsilon` or, with
  /// `velocityOnly`, of the velocity alone (no position condition).
  fileprivate func settlingTime(velocityOnly: Bool, threshold epsilon: Double) throws -> TruthValue
  {
    velocityOnly
      ? try settlingTime(threshold: .greatestFiniteMagnitude, velocityThreshold: epsilon)
      : try settlingTime(threshold: epsilon)
  }
}
