//===--- MPFRSpringConstants.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The constants of m x'' + c x' + k x = 0 in MPFR, from the exact binary64
// m, k and c:
//
//     α = c/(2m),  ω0² = k/m,  D = c² − 4km,
//     ωd = √(−D)/(2m) (D < 0),  γ = √D/(2m) (D > 0),
//     fast rate f = α + γ,  slow rate s = ω0²/(α + γ)  (never α − γ).
//
// c² and 4km are formed exactly (106-bit products of 53-bit numbers), so the
// regime — the sign of D — is decided exactly, and D is rounded once: ωd and
// γ keep full relative precision even at |ζ − 1| = 1e-16. MPFR's exponent
// range holds every product of binary64 inputs, so nothing overflows where
// a binary64 evaluation would (c = 1e300, m = 1e-10 gives α = 5e309).
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A spring's constants at one working precision (bits).
struct MPFRSpringConstants {
  /// Working precision of the rounded constants, in bits.
  let precision: Int
  /// The regime, decided exactly from the sign of c² − 4km.
  let regime: DampingRegime
  /// m, k, c exactly.
  let mass: MPFRNumber, stiffness: MPFRNumber, damping: MPFRNumber
  /// c² and 4km exactly.
  let dampingSquared: MPFRNumber, fourStiffnessMass: MPFRNumber
  /// α = c/(2m).
  let alpha: MPFRNumber
  /// ω0² = k/m.
  let omega0Squared: MPFRNumber
  /// ωd for ζ < 1 (ω0 when undamped), γ for ζ > 1, 0 at ζ = 1.
  let frequency: MPFRNumber
  /// The same frequency with 64 more bits, for phases ωd·t up to 2^64.
  let extendedFrequency: MPFRNumber
  /// ζ > 1 only: the rates of the fast and slow exponentials (both > 0).
  let fastRate: MPFRNumber?, slowRate: MPFRNumber?

  /// Bits of exact products: 2 × 53 rounded up, with room to spare.
  static let exactProductPrecision = 128

  init(spring: Spring, precision: Int) {
    self.precision = precision
    let exact = Self.exactProductPrecision
    mass = MPFRNumber(spring.mass, precision: exact)
    stiffness = MPFRNumber(spring.stiffness, precision: exact)
    damping = MPFRNumber(spring.damping, precision: exact)
    dampingSquared = damping * damping
    fourStiffnessMass = (stiffness * 4.0) * mass
    let twoMass = mass * 2.0
    alpha = MPFRNumber(precision: precision)
    alpha.setQuotient(damping, twoMass)
    omega0Squared = MPFRNumber(precision: precision)
    omega0Squared.setQuotient(stiffness, mass)
    if spring.damping == 0 {
      regime = .undamped
    } else if dampingSquared < fourStiffnessMass {
      regime = .underdamped
    } else if dampingSquared == fourStiffnessMass {
      regime = .critical
    } else {
      regime = .overdamped
    }
    frequency = Self.frequency(
      dampingSquared: dampingSquared, fourStiffnessMass: fourStiffnessMass, mass: mass,
      precision: precision)
    extendedFrequency = Self.frequency(
      dampingSquared: dampingSquared, fourStiffnessMass: fourStiffnessMass, mass: mass,
      precision: precision + 64)
    if regime == .overdamped {
      let fast = alpha + frequency
      fastRate = fast
      slowRate = omega0Squared / fast
    } else {
      fastRate = nil
      slowRate = nil
    }
  }

  /// √|c² − 4km| / (2m) rounded to `precision` bits: ωd, γ or 0.
  static func frequency(
    dampingSquared: MPFRNumber, fourStiffnessMass: MPFRNumber, mass: MPFRNumber, precision: Int
  ) -> MPFRNumber {
    // One rounding of the exact difference, then a square root and a
    // division: a relative error of 1.5·2^-precision at most.
    let discriminant = MPFRNumber(precision: precision + 2)
    discriminant.setDifference(fourStiffnessMass, dampingSquared)
    let result = discriminant.magnitude().squareRoot()
    let twoMass = mass * 2.0
    let frequency = MPFRNumber(precision: precision)
    frequency.setQuotient(result, twoMass)
    return frequency
  }

  /// The frequency at `bits` of precision (recomputed from the exact
  /// products when more than the extended copy holds).
  func frequency(precision bits: Int) -> MPFRNumber {
    if bits <= precision + 64 { return extendedFrequency }
    return Self.frequency(
      dampingSquared: dampingSquared, fourStiffnessMass: fourStiffnessMass, mass: mass,
      precision: bits)
  }
}
