//===--- LaneElementaryFunctionsTests.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The SIMD exp, sin/cos and cosh/sinhc against MPFR's correctly rounded
// functions at 128 bits, in ulps.
//
//===----------------------------------------------------------------------===//

import SpringTruth
import Testing

@testable import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Lane elementary functions")
struct LaneElementaryFunctionsTests {
  /// `value` in MPFR at 128 bits (exact).
  static func wide(_ value: Double) -> MPFRNumber { MPFRNumber(value, precision: 128) }

  /// |computed − exact|, rounded once.
  static func absoluteError(_ computed: Double, _ exact: MPFRNumber) -> Double {
    abs(TruthValue(copying: exact).error(of: computed))
  }

  /// Lanes filled with `values` over and over (the tests run at any lane count).
  static func lanes(_ values: [Double]) -> DoubleLanes {
    var result = DoubleLanes()
    for lane in result.indices { result[lane] = values[lane % values.count] }
    return result
  }

  /// Error of `computed` against `exact` in ulps of the exact value.
  static func ulps(_ computed: Double, _ exact: MPFRNumber) -> Double {
    let reference = exact.double
    if reference == 0 { return computed == 0 ? 0 : .infinity }
    let unit = reference.isNormal ? reference.ulp : Double.leastNonzeroMagnitude
    return absoluteError(computed, exact) / unit
  }

  @Test("exp: < 1 ulp on [−745, 709], exactly 0 below −746")
  func exponential() {
    var random = SplitMix64(seed: 71)
    var worst = 0.0
    for _ in 0..<20_000 {
      var lanes = DoubleLanes()
      for k in lanes.indices {
        let range = [(-745.0, 709.0), (-1, 1), (-40, 0), (-1e-6, 1e-6)][k % 4]
        lanes[k] = random.uniform(range.0, range.1)
      }
      let result = laneExp(lanes)
      for k in lanes.indices where lanes[k] > -708 {
        worst = max(worst, Self.ulps(result[k], Self.wide(lanes[k]).exp()))
      }
    }
    print("lane exp: \(worst) ulp")
    #expect(worst < 1)
    #expect(
      laneExp(Self.lanes([-800, -746.5, 0, -Double.leastNonzeroMagnitude]))
        == Self.lanes([0, 0, 1, 1]))
    // Subnormal results: e^(−740) ≈ 4.2e-322.
    let subnormal = laneExp(DoubleLanes(repeating: -740))[0]
    #expect(abs(subnormal - exp(-740.0)) <= Double.leastNonzeroMagnitude * 2)
  }

  @Test(
    "sin and cos: < 1 ulp on [−π/4, π/4], absolute error < 2⁻⁵² up to |y| = 1e6; the scalar twin bit for bit"
  )
  func sineAndCosine() {
    var random = SplitMix64(seed: 72)
    var worstKernel = 0.0
    var worstAbsolute = 0.0
    for _ in 0..<20_000 {
      var lanes = DoubleLanes()
      for k in lanes.indices {
        let range = [(-10.0, 10.0), (-1e6, 1e6), (-0.785, 0.785), (0, 1e4)][k % 4]
        lanes[k] = random.uniform(range.0, range.1)
      }
      let (s, c) = laneSinCos(lanes)
      for k in lanes.indices {
        // The scalar twin that `SpringMotion.state(at:)` runs: the same bits.
        let scalar = reducedSineAndCosine(lanes[k])
        #expect(
          scalar.sin.bitPattern == s[k].bitPattern && scalar.cos.bitPattern == c[k].bitPattern)
        let (exactSin, exactCos) = Self.wide(lanes[k]).sineCosine()
        // The reduced argument carries 0.5 ulp of rounding, so beyond π/4 the
        // error is bounded in absolute terms — far below the phase's own
        // rounding, ulp(y), in every use.
        worstAbsolute = max(
          worstAbsolute, Self.absoluteError(s[k], exactSin), Self.absoluteError(c[k], exactCos))
        if abs(lanes[k]) <= 0.785 {
          worstKernel = max(worstKernel, Self.ulps(s[k], exactSin), Self.ulps(c[k], exactCos))
        }
      }
    }
    print("lane sin/cos: \(worstKernel) ulp on [−π/4, π/4], \(worstAbsolute) absolute")
    #expect(worstKernel < 1)
    #expect(worstAbsolute < Double.ulpOfOne)
    let big = laneSinCos(DoubleLanes(repeating: 3e9))
    #expect(big.sin[0] == sin(3e9) && big.cos[0] == cos(3e9))
  }

  @Test("cosh and sinh(y)/y: < 1 ulp on [0, 1]")
  func hyperbolic() {
    var worst = 0.0
    for index in 0...4000 {
      let y = Double(index) / 4000
      let (c, s) = laneCoshAndSinhc(DoubleLanes(repeating: y))
      let (sinh, cosh) = Self.wide(y).hyperbolicSineCosine()
      let exactSinhc = y == 0 ? Self.wide(1) : sinh / y
      worst = max(worst, Self.ulps(c[0], cosh), Self.ulps(s[0], exactSinhc))
    }
    print("lane cosh/sinhc: \(worst) ulp")
    #expect(worst < 1)
  }

  @Test("scalar cosh and sinh from one expm1: < 2.5 ulp on [−1, 1]; sin and cos as libm's")
  func scalarPairs() {
    var worst = 0.0
    for index in -4000...4000 {
      let y = Double(index) / 4000
      let (c, s) = hyperbolicCosineAndSine(y)
      let (sinh, cosh) = Self.wide(y).hyperbolicSineCosine()
      worst = max(worst, Self.ulps(c, cosh), y == 0 ? abs(s) : Self.ulps(s, sinh))
    }
    print("scalar cosh/sinh by expm1: \(worst) ulp")
    #expect(worst < 2.5)
    var random = SplitMix64(seed: 73)
    for _ in 0..<2_000 {
      let x = random.uniform(-1e4, 1e4)
      let (s, c) = SpringModel.sineAndCosine(x)
      #expect(s == sin(x) && c == cos(x), "x = \(x)")
    }
  }

  @Test("table exp: < 0.55 ulp on (−708, 708), libm's value beyond, lanes bit for bit the scalar")
  func tableExponential() {
    // The table: each pair is 2^(j/16) to about 2⁻¹⁰⁶ relative.
    for j in 0..<16 {
      let exact =
        (MPFRNumber(Double(j), precision: 256) / 16 * MPFRNumber(2.0, precision: 256).log())
        .exp()
      let high = exp2SixteenthsHigh[j]
      let low = exp2SixteenthsLow[j]
      let pair = MPFRNumber(high, precision: 256) + MPFRNumber(low, precision: 256)
      #expect(abs(((pair - exact) / exact).double) < 0x1p-104, "j = \(j)")
      #expect(high == exact.double, "j = \(j): the leading part is the nearest double")
    }
    var random = SplitMix64(seed: 74)
    var worst = 0.0
    var lanes = DoubleLanes()
    var lane = 0
    for index in 0..<40_000 {
      let range = [(-707.99, 707.99), (-1.0, 1.0), (-40.0, 0.0), (-1e-6, 1e-6)][index % 4]
      let x = random.uniform(range.0, range.1)
      let computed = tableExp(x)
      worst = max(worst, Self.ulps(computed, Self.wide(x).exp()))
      lanes[lane] = x
      lane += 1
      if lane == DoubleLanes.scalarCount {
        let vector = laneTableExp(lanes)
        for k in 0..<lane {
          #expect(vector[k].bitPattern == tableExp(lanes[k]).bitPattern, "x = \(lanes[k])")
        }
        lane = 0
      }
    }
    print("table exp: \(worst) ulp")
    #expect(worst < 0.55)
    // Beyond ±708: libm's value (0 below −745.2, ∞ above 709.79), in lanes too.
    let outside: [Double] = [708, 709.5, 710, -708, -720, -745.1, -745.2, -746, -1e300, 0]
    for x in outside { #expect(tableExp(x) == exp(x), "x = \(x)") }
    var mixed = DoubleLanes()
    for k in mixed.indices { mixed[k] = outside[k % outside.count] }
    let vector = laneTableExp(mixed)
    for k in mixed.indices { #expect(vector[k] == exp(mixed[k]), "x = \(mixed[k])") }
  }
}
