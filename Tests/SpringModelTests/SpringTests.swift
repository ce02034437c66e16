//===--- SpringTests.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("Spring parameters, derived quantities and regimes")
struct SpringTests {
  @Test("invalid parameters are rejected with their name and value")
  func validation() {
    let cases: [(Double, Double, Double, String)] = [
      (0, 1, 1, "mass"), (-1, 1, 1, "mass"), (.nan, 1, 1, "mass"), (.infinity, 1, 1, "mass"),
      (1, 0, 1, "stiffness"), (1, -2, 1, "stiffness"), (1, .infinity, 1, "stiffness"),
      (1, 1, -0.5, "damping"), (1, 1, .nan, "damping"), (1, 1, -.infinity, "damping"),
    ]
    for (m, k, c, name) in cases {
      #expect {
        _ = try Spring(mass: m, stiffness: k, damping: c)
      } throws: { error in
        guard let error = error as? SpringInputError else { return false }
        return error.parameter == name && error.description.hasPrefix("\(name) must be")
      }
    }
    #expect(throws: Never.self) { try Spring(mass: 1, stiffness: 1, damping: 0) }
  }

  @Test("textbook derived quantities on a plain spring")
  func derivedQuantities() throws {
    // m = 1, k = 100, c = 10: ω0 = 10, ζ = 0.5, α = 5, ωd = √75.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.naturalFrequency == 10)
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.decayRate == 5)
    #expect(abs(spring.dampedFrequency - 75.0.squareRoot()) <= 2 * 75.0.squareRoot().ulp)
    #expect(spring.regime == .underdamped)
    #expect(abs(spring.period - 2 * Double.pi / 75.0.squareRoot()) <= 4 * spring.period.ulp)
    #expect(spring.overdampedRate == 0)
    let critical = try Spring(mass: 4, stiffness: 9, damping: 12)
    #expect(critical.regime == .critical && critical.dampingExcess == 0)
    #expect(critical.period == .infinity)
    #expect(try Spring(mass: 1, stiffness: 1, damping: 0).regime == .undamped)
    #expect(try Spring(mass: 1, stiffness: 1, damping: 3).regime == .overdamped)
  }

  /// The exact sign of c² − 4km for doubles, from 128-bit integer arithmetic
  /// on their significands — independent of the floating-point path.
  static func exactDiscriminantSign(mass: Double, stiffness: Double, damping: Double) -> Int {
    func parts(_ x: Double) -> (UInt128, Int) {
      (UInt128(x.significandBitPattern | (1 << 52)), Int(x.exponent) - 52)
    }
    let (cs, ce) = parts(damping)
    let (ks, ke) = parts(stiffness)
    let (ms, me) = parts(mass)
    // c² = cs²·2^(2ce), 4km = 4·ks·ms·2^(ke+me); align the exponents.
    var left = cs * cs
    var right = 4 * ks * ms
    let shift = 2 * ce - (ke + me)
    if shift > 0 {
      if shift > 20 { return 1 }
      left <<= UInt128(shift)
    } else if shift < 0 {
      if -shift > 20 { return -1 }
      right <<= UInt128(-shift)
    }
    return left == right ? 0 : (left > right ? 1 : -1)
  }

  @Test("the regime is exact: it agrees with integer arithmetic near ζ = 1")
  func regimeIsExact() throws {
    var random = SplitMix64(seed: 42)
    var seen: [DampingRegime: Int] = [:]
    for index in 0..<4000 {
      let m = random.logUniform(1e-3, 1e3)
      let k = random.logUniform(1e-2, 1e6)
      var c = 2 * (k * m).squareRoot()
      // Walk a few ulps either side of the rounded critical damping.
      for _ in 0..<(index % 7) { c = index % 2 == 0 ? c.nextUp : c.nextDown }
      let spring = try Spring(mass: m, stiffness: k, damping: c)
      let sign = Self.exactDiscriminantSign(mass: m, stiffness: k, damping: c)
      let expected: DampingRegime = sign < 0 ? .underdamped : (sign == 0 ? .critical : .overdamped)
      #expect(spring.regime == expected, "m \(m) k \(k) c \(c)")
      seen[spring.regime, default: 0] += 1
    }
    for critical in SweepFamily.critical.cases(count: 200, seed: 3) {
      #expect(critical.spring.regime == .critical)
      #expect(
        Self.exactDiscriminantSign(
          mass: critical.spring.mass, stiffness: critical.spring.stiffness,
          damping: critical.spring.damping) == 0)
    }
    #expect((seen[.underdamped] ?? 0) > 100 && (seen[.overdamped] ?? 0) > 100)
  }

  @Test("ωd and γ keep full relative accuracy at |ζ − 1| down to 1e-16")
  func frequenciesNearCritical() {
    for springCase in SweepFamily.nearCritical.cases(count: 500, seed: 11) {
      let spring = springCase.spring
      // Reference: √|c² − 4km| / 2m in MPFR, from exact products (106 bits
      // each fit in 128) rounded once at 200 bits.
      let c = MPFRNumber(spring.damping, precision: 128)
      let fourK = MPFRNumber(4 * spring.stiffness, precision: 128)
      let mass = MPFRNumber(spring.mass, precision: 128)
      let discriminant = MPFRNumber(precision: 200)
      discriminant.setDifference(c * c, fourK * mass)
      let reference = discriminant.magnitude().squareRoot() / (mass * 2.0)
      let computed = discriminant < 0.0 ? spring.dampedFrequency : spring.overdampedRate
      guard reference > 0.0 else {
        #expect(computed == 0)
        continue
      }
      let difference = MPFRNumber(computed, precision: 64) - reference
      let relative = (difference / reference).magnitude().double
      #expect(relative <= 4 * Double.ulpOfOne, "\(spring)")
    }
  }
}
