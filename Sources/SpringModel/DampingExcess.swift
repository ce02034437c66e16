//===--- DampingExcess.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// ζ² − 1 = (c² − 4km) / (4km), computed without cancellation.
//
// Near critical damping c² and 4km agree in many leading digits, so the
// textbook difference c*c - 4*k*m keeps only the rounding noise of the two
// products. Here both products are formed exactly as double-doubles (an FMA
// recovers each product's rounding error) on power-of-two scaled inputs, so
// the difference is exact up to its final rounding: its sign decides the
// regime exactly and its value is accurate to a few ulps even at
// |ζ − 1| = 1e-16.
//
//===----------------------------------------------------------------------===//

/// Returns η = ζ² − 1 = (c² − 4km)/(4km) for finite m > 0, k > 0, c ≥ 0.
///
/// - Returns: `-1` exactly when c = 0; `0` exactly when c² = 4km holds for the
///   given doubles; otherwise η with a relative error of a few ulps. May be
///   `+infinity` when ζ² overflows (ζ > 1e154), where only γ ≈ α matters.
@usableFromInline
func dampingExcess(mass m: Double, stiffness k: Double, damping c: Double) -> Double {
  if c == 0 { return -1 }
  // Scale each input to its significand in [1, 2): the products below can
  // then neither overflow nor underflow, and the scale factors are exact.
  let cs = c.significand
  let ks = k.significand
  let ms = m.significand
  let scale = 2 * Int(c.exponent) - Int(k.exponent) - Int(m.exponent)
  // ζ² = 2^scale · cs² / (4 ks ms), with both products as exact pairs.
  let p = cs * cs
  let pe = (-p).addingProduct(cs, cs)
  let q = ks * ms
  let qe = (-q).addingProduct(ks, ms)
  let fourQ = 4 * q
  if scale > 200 || scale < -200 {
    // Far from critical: no cancellation is possible; ζ² ≫ 1 or ≪ 1.
    return Double(sign: .plus, exponent: scale, significand: p / fourQ) - 1
  }
  let scaledP = Double(sign: .plus, exponent: scale, significand: p)
  let scaledPe = Double(sign: .plus, exponent: scale, significand: pe)
  // scaledP − 4q is exact when the two are within a factor 2 (Sterbenz), and
  // has no cancellation to fear otherwise; the low parts are tiny.
  let numerator = (scaledP - fourQ) + (scaledPe - 4 * qe)
  return numerator / fourQ
}
