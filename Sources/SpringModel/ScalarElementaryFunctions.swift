//===--- ScalarElementaryFunctions.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Elementary functions for the scalar closed form (SpringMotion.swift):
// pairs that share one evaluation where libm would do the work twice, and
// exponentials.
//
// - sin and cos of the same phase (for phases beyond 1e6 and a frame grid's
//   anchors; SpringLab's own `reducedSineAndCosine` below that, in
//   LaneElementaryFunctions.swift): glibc's `sincos`, which reduces the
//   argument once and returns the same values as `sin` and `cos` (a GNU
//   extension that the Glibc module does not import; declared here by its C
//   symbol, whose arguments — a double and two pointers — pass the same way
//   under Swift's and C's calling conventions on x86-64 and AArch64).
//   Elsewhere `sin` and `cos`.
// - cosh and sinh of |y| ≤ 1 from one E = e^y − 1 (expm1), as glibc's own
//   sinh and cosh do below 1: with w = 1 + E = e^y and r = E/w = 1 − e^−y,
//     sinh y = (E + r)/2,   cosh y = 1 + E·r/2,
//   sums of terms of one sign, so no cancellation; below 2.5 ulp each on
//   [−1, 1] (measured against MPFR: 2.3; libm's own cosh and sinh, which
//   take two exponentials' work, stay below 1).
// - e^x below −745.2 is 0 without a call (see `underflowingExp`).
// - e^x by Tang's table method (`tableExp`), for the critical form: the same
//   operations as `laneTableExp`, so that `SpringMotion.evaluate(at:…)` can
//   compute a critical motion's exponentials eight at a time and still give
//   exactly what `state(at:)` gives.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) && (arch(x86_64) || arch(arm64))
  /// glibc's `void sincos(double x, double *sin, double *cos)`.
  @usableFromInline @_silgen_name("sincos")
  func glibcSinCos(
    _ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)
#endif

/// sin x and cos x, as libm's `sin` and `cos` round them, in one call.
/// Never inlined: its two address-taken results would give every caller a
/// stack-protector check, on the paths that do not need them too.
@usableFromInline @inline(never)
func sineAndCosine(_ x: Double) -> (sin: Double, cos: Double) {
  #if canImport(Glibc) && (arch(x86_64) || arch(arm64))
    var sine = 0.0
    var cosine = 0.0
    glibcSinCos(x, &sine, &cosine)
    return (sine, cosine)
  #else
    return (sin(x), cos(x))
  #endif
}

/// cosh y and sinh y from one expm1 for |y| ≤ 1 (< 2.5 ulp each), libm's
/// `cosh` and `sinh` beyond.
@inlinable @inline(__always)
func hyperbolicCosineAndSine(_ y: Double) -> (cosh: Double, sinh: Double) {
  guard abs(y) <= 1 else { return (cosh(y), sinh(y)) }
  let e = expm1(y)
  let r = e / (1 + e)
  return (1 + 0.5 * (e * r), 0.5 * (e + r))
}

/// libm's `exp(x)`, with the values below −745.2 answered without calling it:
/// there e^x is under half the least subnormal, 2⁻¹⁰⁷⁵ (−1075·ln2 = −745.133…),
/// and rounds to 0 — which glibc returns only after its underflow path
/// (raising the floating-point flags, setting `errno`), several times the
/// cost of an ordinary call. The result is libm's in every case.
@inlinable @inline(__always)
func underflowingExp(_ x: Double) -> Double {
  x < -745.2 ? 0 : exp(x)
}

/// e^x by Tang's table method, below 0.55 ulp for |x| < 708 (measured
/// against MPFR in LaneElementaryFunctionsTests), and libm's `exp` (through
/// `underflowingExp`) beyond. x = (16n + j)·ln2/16 + r with |r| ≲ ln2/32;
/// e^x = 2^n · 2^(j/16) · e^r, with 2^(j/16) as a double-double from
/// `exp2SixteenthsHigh`/`Low` and e^r − 1 from its Taylor polynomial of
/// degree 7 (truncation below 2⁻⁵⁹). `laneTableExp` performs the same
/// operations in the same order, so the two agree bit for bit (no fused
/// multiply-add: Swift does not contract a·b + c). Sixteen table entries
/// rather than 128 (0.507 ulp measured) keep the table to a few lines; the
/// larger |r| costs the extra 0.04 ulp.
///
/// Reference: P. T. P. Tang, "Table-driven implementation of the exponential
/// function in IEEE floating-point arithmetic", ACM TOMS 15(2), 1989,
/// https://doi.org/10.1145/63522.214389.
@inline(__always)
func tableExp(_ x: Double) -> Double {
  guard abs(x) < 708 else { return underflowingExp(x) }
  // k = round(x·16/ln2) by the 1.5·2^52 trick (|k| < 2^14).
  let shifted = x * 23.083120654223414 + roundingShift
  let k = Int64(bitPattern: shifted.bitPattern &- roundingShift.bitPattern)
  let kd = shifted - roundingShift
  // ln2/16 in two parts; k times the first (39 significant bits) is exact.
  let r = (x - kd * 0x1.62e42fefa4000p-5) - kd * -0x1.8432a1b0e2634p-47
  let high = exp2SixteenthsHigh[Int(k & 15)]
  let low = exp2SixteenthsLow[Int(k & 15)]
  // e^r − 1 = r + r²[(1/2 + r/6) + r²((1/24 + r/120) + r²(1/720 + r/5040))].
  let r2 = r * r
  let polynomial =
    r + r2
    * ((r * (1.0 / 6) + 0.5) + r2
      * ((r * (1.0 / 120) + 1.0 / 24) + r2 * (r * (1.0 / 5040) + 1.0 / 720)))
  let scale = Double(bitPattern: UInt64(bitPattern: ((k &>> 4) &+ 1023) &<< 52))
  return (high + (low + high * polynomial)) * scale
}

/// e^(x + xLow) as an unevaluated sum high + low, for |x| < 708 and
/// |xLow| ≤ 2⁻⁵²·|x| (the rounding error of an argument computed as a
/// product): `tableExp`'s steps, with the table's high part kept apart from
/// the rest, so that high + low carries about 2⁻⁵⁷ relative error (|low| <
/// 0.03·|high|) instead of the 0.55 ulp of a rounded result.
/// `laneTableExpPair` performs the same operations in the same order.
@inline(__always)
func tableExpPair(_ x: Double, _ xLow: Double) -> (high: Double, low: Double) {
  let shifted = x * 23.083120654223414 + roundingShift
  let k = Int64(bitPattern: shifted.bitPattern &- roundingShift.bitPattern)
  let kd = shifted - roundingShift
  let r = (x - kd * 0x1.62e42fefa4000p-5) + (xLow - kd * -0x1.8432a1b0e2634p-47)
  let high = exp2SixteenthsHigh[Int(k & 15)]
  let low = exp2SixteenthsLow[Int(k & 15)]
  let r2 = r * r
  let polynomial =
    r + r2
    * ((r * (1.0 / 6) + 0.5) + r2
      * ((r * (1.0 / 120) + 1.0 / 24) + r2 * (r * (1.0 / 5040) + 1.0 / 720)))
  let scale = Double(bitPattern: UInt64(bitPattern: ((k &>> 4) &+ 1023) &<< 52))
  return (high * scale, (low + high * polynomial) * scale)
}

/// 2^(j/16) for j = 0…15 rounded to the nearest double, and the nearest
/// double to what that rounding left out; computed at 300 bits with mpmath,
/// checked against MPFR by LaneElementaryFunctionsTests.
let exp2SixteenthsHigh: [Double] = [
  0x1.0000000000000p+0, 0x1.0b5586cf9890fp+0, 0x1.172b83c7d517bp+0, 0x1.2387a6e756238p+0,
  0x1.306fe0a31b715p+0, 0x1.3dea64c123422p+0, 0x1.4bfdad5362a27p+0, 0x1.5ab07dd485429p+0,
  0x1.6a09e667f3bcdp+0, 0x1.7a11473eb0187p+0, 0x1.8ace5422aa0dbp+0, 0x1.9c49182a3f090p+0,
  0x1.ae89f995ad3adp+0, 0x1.c199bdd85529cp+0, 0x1.d5818dcfba487p+0, 0x1.ea4afa2a490dap+0,
]

/// See `exp2SixteenthsHigh`.
let exp2SixteenthsLow: [Double] = [
  0, 0x1.8a62e4adc610bp-54, -0x1.19041b9d78a76p-55, 0x1.9b07eb6c70573p-54,
  0x1.6f46ad23182e4p-55, 0x1.ada0911f09ebcp-55, 0x1.d4397afec42e2p-56, 0x1.6324c054647adp-54,
  -0x1.bdd3413b26456p-54, -0x1.41577ee04992fp-55, 0x1.6e9f156864b27p-54, 0x1.c7c46b071f2bep-56,
  0x1.7a1cd345dcc81p-54, 0x1.11065895048ddp-55, 0x1.2ed02d75b3707p-55, -0x1.e9c23179c2893p-54,
]
