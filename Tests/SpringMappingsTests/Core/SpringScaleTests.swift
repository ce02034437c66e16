//===--- SpringScaleTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The period logarithms of `SpringScale` against MPFR at 256 bits, on
// ordinary springs and on springs whose periods lie beyond binary64.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringTruth
import Testing

@Suite("Spring scale")
struct SpringScaleTests {
  /// ln(2π/ω0) and, when ζ < 1, ln(2π/ωd) of (m, k, c), in MPFR.
  static func exactLogPeriods(mass: Double, stiffness: Double, damping: Double)
    -> (natural: Double, damped: Double?)
  {
    let m = MPFRNumber(mass, precision: 256)
    let k = MPFRNumber(stiffness, precision: 256)
    let c = MPFRNumber(damping, precision: 256)
    let natural = (2 * MPFRNumber.pi(precision: 256) * (m / k).squareRoot()).log()
    // 1 − ζ² = 1 − c²/(4km).
    let oneMinusZetaSquared = 1 - (c * c) / (4 * k * m)
    guard oneMinusZetaSquared.double > 0 else { return (natural.double, nil) }
    return (natural.double, (natural - 0.5 * oneMinusZetaSquared.log()).double)
  }

  /// A seeded spring: ordinary m and k on even `index`, m and k across
  /// 1e±300 on odd, ζ from 1e-6 to 10.
  static func spring(_ index: Int, using random: inout SplitMix64) throws -> Spring {
    let range = index.isMultiple(of: 2) ? (1e-3, 1e3) : (1e-300, 1e300)
    let mass = random.logUniform(range.0, range.1)
    let stiffness = random.logUniform(range.0, range.1)
    let zeta = random.logUniform(1e-6, 10)
    return try Spring(
      mass: mass, stiffness: stiffness,
      damping: 2 * zeta * (stiffness.squareRoot() * mass.squareRoot()))
  }

  @Test("ln(2π/ω0) and ln(2π/ωd) within 1e-13 of MPFR, beyond binary64's range too")
  func periodLogarithms() throws {
    var random = SplitMix64(seed: 93)
    var (worst, damped) = (0.0, 0)
    for index in 0..<2_000 {
      let spring = try Self.spring(index, using: &random)
      let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
      let exact = Self.exactLogPeriods(mass: mass, stiffness: stiffness, damping: damping)
      let natural = SpringScale.logNaturalPeriod(spring)
      worst = max(worst, abs(natural - exact.natural) / max(1, abs(exact.natural)))
      switch (SpringScale.logDampedPeriod(spring), exact.damped) {
      case (let computed?, let truth?):
        damped += 1
        worst = max(worst, abs(computed - truth) / max(1, abs(truth)))
      case (nil, nil):
        break
      default:
        // Only a spring within rounding of ζ = 1 may be judged either way.
        #expect(abs(spring.dampingRatio - 1) < 1e-12, "m \(mass), k \(stiffness), c \(damping)")
      }
    }
    print("SpringScale period logarithms: worst \(worst) (relative above 1), \(damped) damped")
    #expect(worst < 1e-13)
    #expect(damped > 500)
  }
}
