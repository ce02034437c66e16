//===--- OverdampedAmplitudes.swift ---------------------------------------===//
//
// The amplitudes of the two modes of an overdamped motion,
//
//     x(t) = A e^(r_fast t) + B e^(r_slow t),   A + B = x0,
//     A = −(v0 − r_slow x0)/(2γ),   B = (v0 − r_fast x0)/(2γ),
//
// with the rates r_fast = −(α + γ) and r_slow = −ω0²/(α + γ) carried to
// about 2⁻¹⁰⁰ relative (double-doubles from the exact binary64 m, k, c).
//
// Why: a state on (or near) an eigenmode, v0 ≈ r x0, makes the other mode's
// numerator v0 − r x0 cancel to its last bits. With rates rounded to
// binary64 the cancellation leaves their rounding error, about 2⁻⁵³·|v0|,
// as a spurious amplitude — a mode that is not there, which no later
// accuracy recovers and which decides when the motion settles below a small
// ε (the slow mode outlives the fast one). With double-double rates the
// numerator is exact to about 2⁻¹⁰⁰·|v0|, so each amplitude keeps its
// relative accuracy down to the true size of the mode.
//
// The products are Dekker's (CompensatedArithmetic.swift), on m scaled to its
// significand so that nothing overflows whatever m's magnitude; α and ω0²
// are within 2^±200 on the ordinary path (SpringMotion.isOrdinary).
//
//===----------------------------------------------------------------------===//

/// (A, B) of the overdamped motion of (m, k, c) from (x0, v0), given the
/// binary64 α = c/(2m) and ω0² = k/m (ζ > 1, ordinary magnitudes).
@usableFromInline
func overdampedAmplitudes(
  mass m: Double, stiffness k: Double, damping c: Double, alpha: Double, omega0Squared: Double,
  position x0: Double, velocity v0: Double
) -> (fast: Double, slow: Double) {
  // m = ms·2^e: c·2^−e and k·2^−e are exact (normal: ≈ 2α·ms and ω0²·ms).
  let e = Int(m.exponent)
  let ms = m.significand
  let cs = Double(sign: .plus, exponent: -e, significand: c)
  let ks = Double(sign: .plus, exponent: -e, significand: k)
  // α = c/(2m) and ω0² = k/m as high + low parts: the remainders
  // c − 2m·α and k − m·ω0² are exact (Sterbenz for the first subtraction).
  let (pa, paLow) = exactProduct(ms, alpha)
  let alphaLow = ((cs - 2 * pa) - 2 * paLow) / (2 * ms)
  let (pw, pwLow) = exactProduct(ms, omega0Squared)
  let omegaLow = ((ks - pw) - pwLow) / ms
  // γ² = α² − ω0² (exact products and an exact sum, then the low parts).
  let (a2, a2Low) = exactProduct(alpha, alpha)
  let (d, dLow) = exactSum(a2, -omega0Squared)
  let dTail = dLow + ((a2Low + 2 * alpha * alphaLow) - omegaLow)
  let (dh, dl) = exactSum(d, dTail)
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
  // A = −(v0 + (ω0²/(α+γ))·x0)/(2γ),  B = (v0 + (α+γ)·x0)/(2γ).
  let (px, pxLow) = exactProduct(qh, x0)
  let (nf, nfLow) = exactSum(v0, px)
  let fastNumerator = nf + (nfLow + (pxLow + ql * x0))
  let (py, pyLow) = exactProduct(sh, x0)
  let (ns, nsLow) = exactSum(v0, py)
  let slowNumerator = ns + (nsLow + (pyLow + sl * x0))
  let twoGamma = 2 * (gh + gl)
  return (-fastNumerator / twoGamma, slowNumerator / twoGamma)
}
