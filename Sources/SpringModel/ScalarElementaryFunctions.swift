//===--- ScalarElementaryFunctions.swift ----------------------------------===//
//
// Elementary functions for the scalar closed form (SpringMotion.swift):
// pairs that share one evaluation where libm would do the work twice, and
// an exponential that skips libm where the answer is 0.
//
// - sin and cos of the same phase: glibc's `sincos`, which reduces the
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
// - e^x below −745.2 is 0 without a call (see `underflowingExp`). An inlined
//   table-driven exp (Tang's method, 0.5 ulp) was tried in its place and
//   measured slower than glibc's call on the critical workload.
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
