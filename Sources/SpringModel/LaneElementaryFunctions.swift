//===--- LaneElementaryFunctions.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// exp, sin and cos on eight lanes at once, branch-free, for the batched
// evaluator. Swift's SIMD types have no transcendental functions, and calling
// libm once per lane would vectorize nothing.
//
// - exp: Cody–Waite reduction x = n·ln2 + r, |r| ≤ ln2/2, a degree-13 Taylor
//   polynomial for e^r evaluated by Estrin's scheme (independent pairs of
//   terms combined by r², r⁴, r⁸: a dependency chain of five multiply-adds
//   instead of Horner's thirteen), and 2^n built from exponent bits in two
//   halves (so subnormal results come out right). Error below 1 ulp on [−745, 709.78];
//   exactly 0 below −746.
// - sin/cos: reduction by π/2 in three parts (fdlibm's pio2_1/2/3, exact
//   products for |k| < 2^20), then fdlibm's __kernel_sin/__kernel_cos
//   minimax polynomials on [−π/4, π/4] and the quadrant's signs and swap,
//   decided by floating-point compares on k/4 (integer lane operations other
//   than add and subtract compile to lane-by-lane loops at eight lanes).
//   Below 1 ulp on [−π/4, π/4]; beyond, the reduced argument's own rounding
//   bounds the error by 2⁻⁵² in absolute terms (up to |y| = 1e6) — far
//   below the rounding of the phase itself. Larger phases fall back to libm.
//
// Rounding to an integer uses the 1.5·2^52 trick: (v + M) − M rounds v to
// nearest for |v| < 2^51, and the bits of v + M minus the bits of M are that
// integer in two's complement.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The doubles processed together: eight, one AVX-512 register (two AVX2,
/// four SSE2 registers). On this project's AVX-512 machine eight lanes
/// measured 1.6× faster than four in the native build and faster in the
/// portable SSE2 build too; on an AVX2-only target (`-target-cpu haswell`)
/// four were about 10% faster (Reports/throughput.md records the machine).
/// Results do not depend on the count: every lane computes the same
/// operations.
public typealias DoubleLanes = SIMD8<Double>

/// One 64-bit integer per lane of `DoubleLanes`.
public typealias IntegerLanes = SIMD8<Int64>

@usableFromInline let roundingShift = 6_755_399_441_055_744.0  // 1.5 · 2^52

/// Rounds each lane to the nearest integer (|v| < 2^51) and returns it both
/// as a double and as a two's-complement integer.
@inlinable @inline(__always)
func laneRound(_ v: DoubleLanes) -> (value: DoubleLanes, integer: IntegerLanes) {
  let shifted = v + DoubleLanes(repeating: roundingShift)
  let integer =
    unsafeBitCast(shifted, to: IntegerLanes.self)
    &- IntegerLanes(repeating: Int64(bitPattern: roundingShift.bitPattern))
  return (shifted - DoubleLanes(repeating: roundingShift), integer)
}

/// 2^n for integer lanes with −1022 ≤ n ≤ 1023.
@inlinable @inline(__always)
func lanePowerOfTwo(_ n: IntegerLanes) -> DoubleLanes {
  unsafeBitCast((n &+ 1023) &<< 52, to: DoubleLanes.self)
}

/// e^x in each lane; below 1 ulp of error for −745 ≤ x ≤ 709.78, 0 for x < −746.
@_transparent
func laneExp(_ x: DoubleLanes) -> DoubleLanes {
  // Clamp with masks: the generic `clamped` is not inlined and costs ~90
  // instructions per call.
  var clamped = x.replacing(with: -746, where: x .< -746)
  clamped.replace(with: 709.78, where: clamped .> 709.78)
  let (n, integer) = laneRound(clamped * 1.4426950408889634)  // log2(e)
  // ln 2 split so that n·ln2Hi is exact for |n| < 2^11.
  let r = (clamped - n * 0.6931471803691238) - n * 1.9082149292705877e-10
  // e^r = Σ r^k/k!, k ≤ 13: the tail r^14/14! < 5e-18 for |r| ≤ ln2/2.
  // Estrin's scheme: P(r) = Σ r^(k−2)/k! for k = 2…13 from the pairs
  // c_k + c_(k+1)·r (c_k = 1/k!),
  // then e^r = 1 + (r + r²·P(r)), adding the small parts first.
  let r2 = r * r
  let r4 = r2 * r2
  let r8 = r4 * r4
  let c23 = r * (1.0 / 6) + 1.0 / 2
  let c45 = r * (1.0 / 120) + 1.0 / 24
  let c67 = r * (1.0 / 5_040) + 1.0 / 720
  let c89 = r * (1.0 / 362_880) + 1.0 / 40_320
  let c1011 = r * (1.0 / 39_916_800) + 1.0 / 3_628_800
  let c1213 = r * (1.0 / 6_227_020_800) + 1.0 / 479_001_600
  let low = (c23 + c45 * r2) + (c67 + c89 * r2) * r4
  let high = c1011 + c1213 * r2
  let p = (r + r2 * (low + high * r8)) + 1
  // 2^n in two halves keeps both factors normal down to n = −1075.
  let half = integer &>> 1
  var result = p * lanePowerOfTwo(half) * lanePowerOfTwo(integer &- half)
  result.replace(with: 0, where: x .< -746)
  return result
}

/// sin y and cos y in each lane: < 1 ulp for |y| ≤ π/4, absolute error
/// < 2⁻⁵² for |y| ≤ 1e6, libm beyond.
@_transparent
func laneSinCos(_ y: DoubleLanes) -> (sin: DoubleLanes, cos: DoubleLanes) {
  guard allLanes((y .<= 1e6) .& (y .>= -1e6)) else {
    // Beyond |k| < 2^20 the three-part reduction is no longer exact.
    var s = DoubleLanes()
    var c = DoubleLanes()
    for lane in y.indices {
      s[lane] = sin(y[lane])
      c[lane] = cos(y[lane])
    }
    return (s, c)
  }
  let k = laneRound(y * 0.63661977236758138).value  // 2/π
  let r =
    ((y - k * 1.57079632673412561417) - k * 6.07710050630396597660e-11)
    - k * 2.02226624871116645580e-21
  let z = r * r
  // fdlibm __kernel_sin: r + r³(S1 + z(S2 + … + z·S6)).
  let sinPoly = laneHorner(
    z,
    [
      1.58969099521155010221e-10, -2.50507602534068634195e-08, 2.75573137070700676789e-06,
      -1.98412698298579493134e-04, 8.33333333332248946124e-03,
    ])
  let sine = r + (r * z) * (sinPoly * z - 1.66666666666666324348e-01)
  // fdlibm __kernel_cos: w + (((1 − w) − z/2) + z²·(C1 + … + z⁵·C6)), w = 1 − z/2.
  let cosPoly = laneHorner(
    z,
    [
      -1.13596475577881948265e-11, 2.08757232129817482790e-09, -2.75573143513906633035e-07,
      2.48015872894767294178e-05, -1.38888888888741095749e-03, 4.16666666666666019037e-02,
    ])
  let halfZ = 0.5 * z
  let w = 1 - halfZ
  let cosine = w + (((1 - w) - halfZ) + (z * z) * cosPoly)
  // Quadrant q = k mod 4, read from m = k/4 − round(k/4 + 1/8), which is
  // 0, ¼, −½, −¼ for q = 0, 1, 2, 3 (every step exact in binary64):
  // (sin, cos) = (s, c), (c, −s), (−s, −c), (−c, s).
  let quarter = k * 0.25
  let m = quarter - laneRound(quarter + 0.125).value
  let swap = (m .== 0.25) .| (m .== -0.25)
  var sinResult = sine.replacing(with: cosine, where: swap)
  var cosResult = cosine.replacing(with: sine, where: swap)
  sinResult.replace(with: -sinResult, where: m .< -0.125)
  cosResult.replace(with: -cosResult, where: (m .> 0.125) .| (m .< -0.375))
  return (sinResult, cosResult)
}

/// `laneSinCos` on one double, bit for bit: the same operations in the same
/// order (no fused multiply-add: Swift does not contract a·b + c), the
/// quadrant chosen by the same compares. For |y| ≤ 1e6: below 1 ulp for
/// |y| ≤ π/4, an absolute error below 2⁻⁵² beyond. `SpringMotion.state(at:)`
/// takes it for phases in that range, so that eight-lane evaluations of one
/// motion (`SpringMotion.evaluate(at:positions:velocities:)`) give its bits,
/// at about a quarter of glibc's `sincos` instructions (Reports/throughput.md).
@inline(__always)
func reducedSineAndCosine(_ y: Double) -> (sin: Double, cos: Double) {
  let k = (y * 0.63661977236758138 + roundingShift) - roundingShift
  let r =
    ((y - k * 1.57079632673412561417) - k * 6.07710050630396597660e-11)
    - k * 2.02226624871116645580e-21
  let z = r * r
  var sinPoly = 1.58969099521155010221e-10
  sinPoly = sinPoly * z + -2.50507602534068634195e-08
  sinPoly = sinPoly * z + 2.75573137070700676789e-06
  sinPoly = sinPoly * z + -1.98412698298579493134e-04
  sinPoly = sinPoly * z + 8.33333333332248946124e-03
  let sine = r + (r * z) * (sinPoly * z - 1.66666666666666324348e-01)
  var cosPoly = -1.13596475577881948265e-11
  cosPoly = cosPoly * z + 2.08757232129817482790e-09
  cosPoly = cosPoly * z + -2.75573143513906633035e-07
  cosPoly = cosPoly * z + 2.48015872894767294178e-05
  cosPoly = cosPoly * z + -1.38888888888741095749e-03
  cosPoly = cosPoly * z + 4.16666666666666019037e-02
  let halfZ = 0.5 * z
  let w = 1 - halfZ
  let cosine = w + (((1 - w) - halfZ) + (z * z) * cosPoly)
  let quarter = k * 0.25
  let m = quarter - (((quarter + 0.125) + roundingShift) - roundingShift)
  let swap = m == 0.25 || m == -0.25
  var sinResult = swap ? cosine : sine
  var cosResult = swap ? sine : cosine
  if m < -0.125 { sinResult = -sinResult }
  if m > 0.125 || m < -0.375 { cosResult = -cosResult }
  return (sinResult, cosResult)
}

/// c[0]·z^(n−1) + c[1]·z^(n−2) + … + c[n−1] by Horner's rule in each lane;
/// `coefficients` from the highest power down (at least one). Inlined with a
/// literal array, it unrolls into one multiply-add per coefficient.
@inlinable @inline(__always)
func laneHorner(_ z: DoubleLanes, _ coefficients: [Double]) -> DoubleLanes {
  var p = DoubleLanes(repeating: coefficients[0])
  for coefficient in coefficients.dropFirst() {
    p = p * z + coefficient
  }
  return p
}

/// cosh y and sinh(y)/y in each lane for |y| ≤ 1, by their Taylor series in
/// z = y² (positive terms only: no cancellation; tails below 2⁻⁵⁵).
@_transparent
func laneCoshAndSinhc(_ y: DoubleLanes) -> (cosh: DoubleLanes, sinhOverY: DoubleLanes) {
  let z = y * y
  // cosh y = Σ z^k/(2k)!, k ≤ 10, and sinh(y)/y = Σ z^k/(2k+1)!, k ≤ 9.
  // (Each factorial is exact in binary64, so each coefficient is rounded once.)
  let c = laneHorner(
    z,
    [
      1.0 / 2_432_902_008_176_640_000, 1.0 / 6_402_373_705_728_000, 1.0 / 20_922_789_888_000,
      1.0 / 87_178_291_200, 1.0 / 479_001_600, 1.0 / 3_628_800, 1.0 / 40_320, 1.0 / 720,
      1.0 / 24, 0.5, 1,
    ])
  let s = laneHorner(
    z,
    [
      1.0 / 121_645_100_408_832_000, 1.0 / 355_687_428_096_000, 1.0 / 1_307_674_368_000,
      1.0 / 6_227_020_800, 1.0 / 39_916_800, 1.0 / 362_880, 1.0 / 5_040, 1.0 / 120, 1.0 / 6, 1,
    ])
  return (c, s)
}

/// `laneExp` compiled as a function of its own, for kernels that need two
/// exponentials: with both inlined, the SLP vectorizer split them into half
/// vectors and scalars (SpringMotionBatch.swift).
@inline(never)
func outlinedLaneExp(_ x: DoubleLanes) -> DoubleLanes { laneExp(x) }

/// `laneSinCos` compiled as a function of its own: inlined next to `laneExp`
/// in the oscillating kernel it measured 30% slower.
@inline(never)
func outlinedLaneSinCos(_ y: DoubleLanes) -> (sin: DoubleLanes, cos: DoubleLanes) {
  laneSinCos(y)
}

/// `tableExp` in each lane, bit for bit (the same operations in the same
/// order; the tables read lane by lane): below 0.55 ulp for |x| < 708, and
/// `tableExp`'s own answer (libm's) in the lanes beyond.
@inline(__always)
func laneTableExp(_ x: DoubleLanes) -> DoubleLanes {
  let shifted = x * 23.083120654223414 + roundingShift
  let k =
    unsafeBitCast(shifted, to: IntegerLanes.self)
    &- IntegerLanes(repeating: Int64(bitPattern: roundingShift.bitPattern))
  let kd = shifted - roundingShift
  let r = (x - kd * 0x1.62e42fefa4000p-5) - kd * -0x1.8432a1b0e2634p-47
  var high = DoubleLanes()
  var low = DoubleLanes()
  for lane in 0..<DoubleLanes.scalarCount {
    high[lane] = exp2SixteenthsHigh[Int(k[lane] & 15)]
    low[lane] = exp2SixteenthsLow[Int(k[lane] & 15)]
  }
  let r2 = r * r
  let terms45: DoubleLanes = r * (1.0 / 120) + 1.0 / 24
  let terms67: DoubleLanes = r * (1.0 / 5040) + 1.0 / 720
  let terms23: DoubleLanes = r * (1.0 / 6) + 0.5
  let polynomial = r + r2 * (terms23 + r2 * (terms45 + r2 * terms67))
  let scale = unsafeBitCast(((k &>> 4) &+ 1023) &<< 52, to: DoubleLanes.self)
  var result = (high + (low + high * polynomial)) * scale
  let outside = (x .>= 708) .| (x .<= -708)
  if anyLane(outside) {
    for lane in 0..<DoubleLanes.scalarCount where outside[lane] {
      result[lane] = tableExp(x[lane])
    }
  }
  return result
}

/// `tableExpPair` in each lane, bit for bit, for |x| < 708 in every lane
/// (the caller checks).
@inline(__always)
func laneTableExpPair(
  _ x: DoubleLanes, _ xLow: DoubleLanes
) -> (high: DoubleLanes, low: DoubleLanes) {
  let shifted = x * 23.083120654223414 + roundingShift
  let k =
    unsafeBitCast(shifted, to: IntegerLanes.self)
    &- IntegerLanes(repeating: Int64(bitPattern: roundingShift.bitPattern))
  let kd = shifted - roundingShift
  let r = (x - kd * 0x1.62e42fefa4000p-5) + (xLow - kd * -0x1.8432a1b0e2634p-47)
  var high = DoubleLanes()
  var low = DoubleLanes()
  for lane in 0..<DoubleLanes.scalarCount {
    high[lane] = exp2SixteenthsHigh[Int(k[lane] & 15)]
    low[lane] = exp2SixteenthsLow[Int(k[lane] & 15)]
  }
  let r2 = r * r
  let terms45: DoubleLanes = r * (1.0 / 120) + 1.0 / 24
  let terms67: DoubleLanes = r * (1.0 / 5040) + 1.0 / 720
  let terms23: DoubleLanes = r * (1.0 / 6) + 0.5
  let polynomial = r + r2 * (terms23 + r2 * (terms45 + r2 * terms67))
  let scale = unsafeBitCast(((k &>> 4) &+ 1023) &<< 52, to: DoubleLanes.self)
  return (high * scale, (low + high * polynomial) * scale)
}
