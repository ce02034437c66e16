//===--- CompensatedParameters.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The closed form's coefficients from the spring's exact binary64 m, k, c:
// α = c/(2m) and ω0² = k/m as double-doubles (high + low part, ~2⁻¹⁰⁰
// relative), and from them, each rounded once,
//
//     B = v0 + α x0,   Q = ω0² x0 + α v0,
//
// and for ζ > 1 the rates and amplitudes of the two modes,
//
//     γ = √(α² − ω0²),  r_fast = −(α + γ),  r_slow = −ω0²/(α + γ),
//     x(t) = A e^(r_fast t) + C e^(r_slow t),
//     A = −(v0 − r_slow x0)/(2γ),   C = (v0 − r_fast x0)/(2γ).
//
// Why double-doubles: rounding α, ω0², γ and the rates to binary64 before
// combining them costs an ulp or two in every coefficient (K ≈ 0.5–1 of the
// closed form's error budget), and on (or near) an eigenmode, v0 ≈ r x0,
// the other mode's numerator v0 − r x0 cancels to its last bits: with
// rounded rates it keeps their rounding error, about 2⁻⁵³·|v0|, as a mode
// that is not there — which decides when the motion settles below a small ε
// (the slow mode outlives the fast one). From double-doubles each numerator
// is exact to about 2⁻¹⁰⁰·|v0|, so each coefficient keeps its relative
// accuracy down to its true size.
//
// The products are Dekker's (CompensatedArithmetic.swift), on m scaled to its
// significand so that nothing overflows whatever m's magnitude; α and ω0²
// are within 2^±200 and x0, v0 within 2^±300 on the ordinary path
// (SpringMotion.isOrdinary), or unit-scaled on the extended-range one.
//
//===----------------------------------------------------------------------===//

/// α = c/(2m) and ω0² = k/m as given (binary64) and the low parts that make
/// them exact to ~2⁻¹⁰⁰, with B and Q rounded once from them.
@usableFromInline
struct CompensatedCoefficients: Sendable {
  /// c/(2m) − α, to ~2⁻¹⁰⁰·α.
  @usableFromInline var alphaLow: Double
  /// k/m − ω0², to ~2⁻¹⁰⁰·ω0².
  @usableFromInline var omegaLow: Double
  /// v0 + α x0, and what its rounding left out (to ~2⁻¹⁰⁰ relative).
  @usableFromInline var b: Double
  @usableFromInline var bLow: Double
  /// ω0² x0 + α v0, and what its rounding left out.
  @usableFromInline var q: Double
  @usableFromInline var qLow: Double

  @usableFromInline
  init(
    mass m: Double, stiffness k: Double, damping c: Double, alpha: Double, omega0Squared: Double,
    position x0: Double, velocity v0: Double
  ) {
    // m = ms·2^e: c·2^−e and k·2^−e are exact (normal: ≈ 2α·ms and ω0²·ms).
    let e = Int(m.exponent)
    let ms = m.significand
    let cs = Double(sign: .plus, exponent: -e, significand: c)
    let ks = Double(sign: .plus, exponent: -e, significand: k)
    // The remainders c − 2m·α and k − m·ω0² are exact (Sterbenz for the
    // first subtraction, an exact product's error for the second).
    let (pa, paLow) = exactProduct(ms, alpha)
    alphaLow = ((cs - 2 * pa) - 2 * paLow) / (2 * ms)
    let (pw, pwLow) = exactProduct(ms, omega0Squared)
    omegaLow = ((ks - pw) - pwLow) / ms
    let (ax, axLow) = exactProduct(alpha, x0)
    let (bh, bLow) = exactSum(v0, ax)
    (b, self.bLow) = exactSum(bh, bLow + (axLow + alphaLow * x0))
    let (wx, wxLow) = exactProduct(omega0Squared, x0)
    let (av, avLow) = exactProduct(alpha, v0)
    let (qh, qLow) = exactSum(wx, av)
    (q, self.qLow) = exactSum(qh, qLow + ((wxLow + avLow) + (omegaLow * x0 + alphaLow * v0)))
    if !(alphaLow.isFinite && omegaLow.isFinite && b.isFinite && q.isFinite && self.bLow.isFinite
      && self.qLow.isFinite)
    {
      // (Not reached at ordinary magnitudes; the plain roundings otherwise.)
      alphaLow = 0
      omegaLow = 0
      b = v0 + alpha * x0
      q = omega0Squared * x0 + alpha * v0
      self.bLow = 0
      self.qLow = 0
    }
  }
}

/// The two modes of an overdamped motion (ζ > 1), each quantity rounded
/// once from double-doubles.
@usableFromInline
struct OverdampedModes: Sendable {
  /// γ = √(α² − ω0²).
  @usableFromInline var gamma: Double
  /// r_fast = −(α + γ) and r_slow = −ω0²/(α + γ), with what their
  /// rounding left out (to ~2⁻¹⁰⁰ relative).
  @usableFromInline var fastRate: Double
  @usableFromInline var fastRateLow: Double
  @usableFromInline var slowRate: Double
  @usableFromInline var slowRateLow: Double
  /// A and C of x(t) = A e^(r_fast t) + C e^(r_slow t), with what their
  /// rounding left out (to ~2⁻¹⁰⁰ relative).
  @usableFromInline var fastAmplitude: Double
  @usableFromInline var fastAmplitudeLow: Double
  @usableFromInline var slowAmplitude: Double
  @usableFromInline var slowAmplitudeLow: Double

  /// The modes from α and ω0² with their low parts; nil where γ² is below
  /// the double-doubles' resolution (about 2⁻¹⁰⁰·α², a damping ratio within
  /// about 1e-30 of 1, possible only for contrived inputs) or a result is
  /// not finite — the caller then rounds as before.
  @usableFromInline
  init?(
    alpha: Double, alphaLow: Double, omega0Squared: Double, omegaLow: Double,
    position x0: Double, velocity v0: Double
  ) {
    // γ² = α² − ω0² (exact products and an exact sum, then the low parts).
    let (a2, a2Low) = exactProduct(alpha, alpha)
    let (d, dLow) = exactSum(a2, -omega0Squared)
    let dTail = dLow + ((a2Low + 2 * alpha * alphaLow) - omegaLow)
    let (dh, dl) = exactSum(d, dTail)
    guard dh > 0x1p-96 * a2 else { return nil }
    // γ = √(dh + dl): one Newton correction of the rounded root.
    let gh = dh.squareRoot()
    let (g2, g2Low) = exactProduct(gh, gh)
    let gl = (((dh - g2) - g2Low) + dl) / (2 * gh)
    // α + γ, and ω0²/(α + γ) by one correction of the rounded quotient.
    let (sh, shLow) = exactSum(alpha, gh)
    let sl = shLow + (alphaLow + gl)
    let qh = omega0Squared / sh
    let (pq, pqLow) = exactProduct(sh, qh)
    let ql = (((omega0Squared - pq) - pqLow) + (omegaLow - sl * qh)) / sh
    // A = −(v0 + (ω0²/(α+γ))·x0)/(2γ),  C = (v0 + (α+γ)·x0)/(2γ).
    let (px, pxLow) = exactProduct(qh, x0)
    let (nf, nfLow) = exactSum(v0, px)
    let (fastNumerator, fastNumeratorLow) = exactSum(nf, nfLow + (pxLow + ql * x0))
    let (py, pyLow) = exactProduct(sh, x0)
    let (ns, nsLow) = exactSum(v0, py)
    let (slowNumerator, slowNumeratorLow) = exactSum(ns, nsLow + (pyLow + sl * x0))
    gamma = gh + gl
    (fastRate, fastRateLow) = exactSum(-sh, -sl)
    (slowRate, slowRateLow) = exactSum(-qh, -ql)
    // n/(2γ) (2gh, 2gl exact).
    (fastAmplitude, fastAmplitudeLow) = compensatedQuotient(
      -fastNumerator, -fastNumeratorLow, 2 * gh, 2 * gl)
    (slowAmplitude, slowAmplitudeLow) = compensatedQuotient(
      slowNumerator, slowNumeratorLow, 2 * gh, 2 * gl)
    guard
      gamma.isFinite && fastRate.isFinite && slowRate.isFinite && fastAmplitude.isFinite
        && slowAmplitude.isFinite && fastRateLow.isFinite && slowRateLow.isFinite
        && fastAmplitudeLow.isFinite && slowAmplitudeLow.isFinite
    else { return nil }
  }
}

/// (n + nLow)/(d + dLow) as value + low part, by one correction of the
/// rounded quotient: the value is the quotient correctly rounded but in
/// cases within about 2⁻¹⁰⁰ relative of a tie.
@inline(__always)
func compensatedQuotient(
  _ n: Double, _ nLow: Double, _ d: Double, _ dLow: Double
) -> (value: Double, low: Double) {
  let h = n / d
  let (p, pLow) = exactProduct(h, d)
  let (value, low) = exactSum(h, ((((n - p) - pLow) + nLow) - h * dLow) / d)
  return (value, low)
}

/// The angular frequency of an oscillating motion (ζ < 1) and the sine
/// amplitudes of its large-phase form, each correctly rounded (but within
/// about 2⁻¹⁰⁰ of a tie) from the double-doubles α and ω0².
///
/// The large-phase form x = e^(−αt)[x0 cos ωd t + A sin ωd t] rounds ωd t,
/// cos, sin, two products, a sum, the envelope and the last product: with
/// ωd and A = B/ωd (and P = Q/ωd for v) each rounded once here, instead of
/// ωd = √(ω0²·(1 − ζ²)) (three or four roundings) and S = sin(ωd t)·(1/ωd)
/// (two more), its worst case falls from K ≈ 4.9 to 1.37 beyond a phase of
/// 3 (Docs/ErrorAnalysis.md).
@usableFromInline
struct OscillationFrequency: Sendable {
  /// ωd (ω0 when undamped) and what its rounding left out.
  @usableFromInline var frequency: Double
  @usableFromInline var frequencyLow: Double
  /// A = B/ωd and P = Q/ωd, and what their rounding left out.
  @usableFromInline var positionSineAmplitude: Double
  @usableFromInline var positionSineAmplitudeLow: Double
  @usableFromInline var velocitySineAmplitude: Double
  @usableFromInline var velocitySineAmplitudeLow: Double

  /// ωd² = ω0² − α² from double-doubles, its root by one Newton correction;
  /// nil where ωd² is below the double-doubles' resolution (1 − ζ² below
  /// about 2⁻⁹⁶, where no large phase is reached before the envelope
  /// underflows) or a result is not finite — the caller then rounds as before.
  @usableFromInline
  init?(
    alpha: Double, alphaLow: Double, omega0Squared: Double, omegaLow: Double,
    b: Double, bLow: Double, q: Double, qLow: Double
  ) {
    let (a2, a2Low) = exactProduct(alpha, alpha)
    let (d, dLow) = exactSum(omega0Squared, -a2)
    let dTail = dLow + (omegaLow - (a2Low + 2 * alpha * alphaLow))
    let (dh, dl) = exactSum(d, dTail)
    guard dh > 0x1p-96 * omega0Squared else { return nil }
    let wh = dh.squareRoot()
    let (w2, w2Low) = exactProduct(wh, wh)
    (frequency, frequencyLow) = exactSum(wh, (((dh - w2) - w2Low) + dl) / (2 * wh))
    (positionSineAmplitude, positionSineAmplitudeLow) = compensatedQuotient(
      b, bLow, frequency, frequencyLow)
    (velocitySineAmplitude, velocitySineAmplitudeLow) = compensatedQuotient(
      q, qLow, frequency, frequencyLow)
    guard
      frequency.isFinite && frequencyLow.isFinite && positionSineAmplitude.isFinite
        && positionSineAmplitudeLow.isFinite && velocitySineAmplitude.isFinite
        && velocitySineAmplitudeLow.isFinite
    else { return nil }
  }
}
