//===--- CompensatedForms.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The closed form's last steps, compensated so that a state carries one
// rounding where it used to carry six or seven.
//
//   x = E·[x0 C + B S],   v = E·[v0 C − Q S],   E = e^(−αt)
//
// Every step that used to round is now either exact or far below an ulp:
//
// - αt as an exact product (ah + al) plus the decay rate's own low part
//   times t (CompensatedParameters.swift), and E = e^(−ah − al) as an
//   unevaluated sum eh + el from the table exponential (`tableExpPair`,
//   ~2⁻⁵⁷).
// - For a phase y = ωt or γt of at most 1, C = 1 + c1 and S = t(1 + s1)
//   from their Taylor series in z = ∓y² (y an exact product too): the tails
//   c1 = Σ z^k/(2k)! and s1 = Σ z^k/(2k+1)! (k ≥ 1) are small and accurate,
//   and the leading part x0 + B·t is an exact product plus an exact sum. The
//   same kernel with c1 = s1 = 0 is the critical form — so near-critical
//   springs on both sides and exactly critical ones share one evaluation.
// - The bracket w = wh + wl times E: eh·wh as an exact product, the cross
//   terms added to its error, one final rounding.
//
// - B and Q, and for ζ > 1 the rates and amplitudes, are pairs: the value
//   and what its rounding left out (CompensatedParameters.swift), whose
//   products are added to the low parts. Rounded once each, they cost up to
//   0.5 in units of K apiece, and their sum was what the adversarial search
//   found (issue 28: K 2.7–3.2 on overdamped rows at their peak).
//
// Beyond a phase of 1 (ζ < 1 only; ζ > 1 takes the two-exponential form
// there) C and S come from SpringLab's sin and cos (`reducedSineAndCosine`,
// an absolute error below 2⁻⁵²; glibc's `sincos` beyond |ωd t| = 1e6 and for
// a frame grid's anchors). Up to a phase of 3 everything else is compensated
// as above — the phase's low part (the exact product's error and ωd's low
// part times t) corrects cos and sin to first order, the brackets are exact
// products and sums with A = B/ωd and P = Q/ωd as pairs, the envelope a pair
// — because plain roundings there would reach K ≈ 3 (1.78 from a phase of
// 2). Beyond 3, the common path of an animation, where the cost matters
// most, they are rounded plainly: with ωd, A and P each rounded once when
// the motion is built, their worst case is K ≤ 1.37 (Docs/ErrorAnalysis.md,
// RoundingErrorBound.swift). For ζ > 1 the two exponentials round plainly
// from the time each motion's own bound allows it (PlainModes.swift).
//
// What remains is the rounding of the result (≤ 0.5 in units of K), the
// phase tails' own rounding, and γ's. Measured against the MPFR truth by a
// seeded adversarial search in every family (Tests/SpringTruthTests/Search:
// AdversarialSearchTests, IssueTwentyEightWitnessTests).
//
// No fused multiply-add anywhere (CompensatedArithmetic.swift): the same bits
// on every instruction set, and each scalar function has a lane twin with the
// same operations in the same order, so that `SpringMotion.evaluate(at:…)`
// on eight lanes gives exactly what `state(at:)` gives for a critical motion.
//
//===----------------------------------------------------------------------===//

/// c1 = cosh y − 1 (σ = 1) or cos y − 1 (σ = −1) and s1 = sinh(y)/y − 1 or
/// sin(y)/y − 1, for y = frequency·t with |y| ≤ 1, from z = σy²: Horner in z
/// through z⁹ (the first omitted terms are below 2⁻⁶¹ of the sums 1 + c1 and
/// 1 + s1).
@inline(__always)
func phaseTails(_ frequency: Double, _ t: Double, sign: Double) -> (c1: Double, s1: Double) {
  let (y, yLow) = exactProduct(frequency, t)
  let z = sign * (y * y + 2 * (y * yLow))
  var c = 1.0 / 6_402_373_705_728_000  // 1/18!
  c = c * z + 1.0 / 20_922_789_888_000
  c = c * z + 1.0 / 87_178_291_200
  c = c * z + 1.0 / 479_001_600
  c = c * z + 1.0 / 3_628_800
  c = c * z + 1.0 / 40_320
  c = c * z + 1.0 / 720
  c = c * z + 1.0 / 24
  c = c * z + 0.5
  var s = 1.0 / 121_645_100_408_832_000  // 1/19!
  s = s * z + 1.0 / 355_687_428_096_000
  s = s * z + 1.0 / 1_307_674_368_000
  s = s * z + 1.0 / 6_227_020_800
  s = s * z + 1.0 / 39_916_800
  s = s * z + 1.0 / 362_880
  s = s * z + 1.0 / 5_040
  s = s * z + 1.0 / 120
  s = s * z + 1.0 / 6
  return (c * z, s * z)
}

/// e^(−(α + αLow)t) as eh + el for |αt| < 708 (αt formed exactly, αLow
/// the decay rate's low part: CompensatedParameters.swift).
@inline(__always)
func envelopePair(_ alpha: Double, _ alphaLow: Double, _ t: Double) -> (high: Double, low: Double) {
  let (a, aLow) = decayProduct(alpha, t)
  return tableExpPair(-a, -(aLow + alphaLow * t))
}

/// α·t as an exact product — but for t beyond 2^995 (a tiny α on the
/// extended-range path's unit scale, where the phase has no digits left),
/// whose split overflows, the low part is 0.
@inline(__always)
func decayProduct(_ alpha: Double, _ t: Double) -> (product: Double, error: Double) {
  let (a, aLow) = exactProduct(alpha, t)
  return (a, aLow.isNaN ? 0 : aLow)
}

/// A state before its final rounding: each component an unevaluated sum
/// high + low.
@usableFromInline
struct StatePair: Sendable {
  @usableFromInline var position: Double
  @usableFromInline var positionLow: Double
  @usableFromInline var velocity: Double
  @usableFromInline var velocityLow: Double

  @inlinable @inline(__always)
  init(position: Double, positionLow: Double, velocity: Double, velocityLow: Double) {
    self.position = position
    self.positionLow = positionLow
    self.velocity = velocity
    self.velocityLow = velocityLow
  }

  /// A state already rounded (low parts 0).
  @inlinable @inline(__always)
  init(_ state: SpringState) {
    self.init(position: state.position, positionLow: 0, velocity: state.velocity, velocityLow: 0)
  }

  /// Each component rounded once.
  @inlinable @inline(__always)
  var rounded: SpringState {
    SpringState(position: position + positionLow, velocity: velocity + velocityLow)
  }
}

/// (eh + el)·(wh + wl) as high + low (the products below 2⁻¹⁰⁰ relative dropped).
@inline(__always)
func compensatedPair(
  _ eh: Double, _ el: Double, _ wh: Double, _ wl: Double
) -> (high: Double, low: Double) {
  let (p, pLow) = exactProduct(eh, wh)
  return (p, (pLow + eh * wl) + el * (wh + wl))
}

/// x = E·[x0(1 + c1) + B t(1 + s1)], v = E·[v0(1 + c1) − Q t(1 + s1)], with
/// E = eh + el, B = b + bLow and Q = q + qLow, before the final rounding.
@inline(__always)
func smallPhasePair(
  x0: Double, v0: Double, b: Double, bLow: Double, q: Double, qLow: Double, t: Double,
  c1: Double, s1: Double, eh: Double, el: Double
) -> StatePair {
  let (bt, btLow) = exactProduct(b, t)
  let (sx, sxLow) = exactSum(x0, bt)
  let wx = (sxLow + (btLow + bLow * t)) + (x0 * c1 + bt * s1)
  let (qt, qtLow) = exactProduct(q, t)
  let (sv, svLow) = exactSum(v0, -qt)
  let wv = (svLow - (qtLow + qLow * t)) + (v0 * c1 - qt * s1)
  let (xh, xl) = compensatedPair(eh, el, sx, wx)
  let (vh, vl) = compensatedPair(eh, el, sv, wv)
  return StatePair(position: xh, positionLow: xl, velocity: vh, velocityLow: vl)
}

/// `smallPhasePair` rounded, for B and Q without low parts.
@inline(__always)
func smallPhaseState(
  x0: Double, v0: Double, b: Double, q: Double, t: Double,
  c1: Double, s1: Double, eh: Double, el: Double
) -> SpringState {
  smallPhasePair(
    x0: x0, v0: v0, b: b, bLow: 0, q: q, qLow: 0, t: t, c1: c1, s1: s1, eh: eh, el: el
  ).rounded
}

/// x = E·[x0 cos y + A sin y], v = E·[v0 cos y − P sin y] for cos y and
/// sin y from libm (a phase y beyond the small-phase limit) and A = B/ωd,
/// P = Q/ωd, each rounded plainly (low parts 0).
@inline(__always)
func largePhasePair(
  x0: Double, v0: Double, a: Double, p: Double,
  cosine: Double, sine: Double, envelope: Double
) -> StatePair {
  StatePair(
    position: envelope * (x0 * cosine + a * sine), positionLow: 0,
    velocity: envelope * (v0 * cosine - p * sine), velocityLow: 0)
}

/// `largePhasePair` rounded.
@inline(__always)
func largePhaseState(
  x0: Double, v0: Double, a: Double, p: Double,
  cosine: Double, sine: Double, envelope: Double
) -> SpringState {
  largePhasePair(x0: x0, v0: v0, a: a, p: p, cosine: cosine, sine: sine, envelope: envelope)
    .rounded
}

/// What the rounding of the phase y = ωd·t left out, ωd's low part
/// included: (ωd + ωdLow)·t − y to ~2⁻¹⁰⁰·y.
@inline(__always)
func phaseLow(_ frequency: Double, _ frequencyLow: Double, _ t: Double) -> Double {
  let (_, productLow) = exactProduct(frequency, t)
  return productLow + frequencyLow * t
}

/// `largePhasePair` compensated: with the phase's low part yl, C = cos y −
/// yl·sin y and S = sin y + yl·cos y (yl² is below 2⁻¹⁰⁰), the brackets
/// from exact products and sums, A and P with their low parts, and the
/// envelope eh + el a pair; only libm's sin and cos stay rounded (0.55 ulp
/// each). For a frame grid's anchors and table entries.
@inline(__always)
func compensatedLargePhasePair(
  x0: Double, v0: Double, a: Double, aLow: Double, p: Double, pLow: Double,
  phaseLow yl: Double, sine s: Double, cosine c: Double,
  envelope: (high: Double, low: Double)
) -> StatePair {
  let (xc, xcLow) = exactProduct(x0, c)
  let (as_, asLow) = exactProduct(a, s)
  let (wx, wxSumLow) = exactSum(xc, as_)
  let wxLow = (wxSumLow + (xcLow + asLow)) + (yl * (a * c - x0 * s) + aLow * s)
  let (vc, vcLow) = exactProduct(v0, c)
  let (ps, psLow) = exactProduct(p, s)
  let (wv, wvSumLow) = exactSum(vc, -ps)
  let wvLow = (wvSumLow + (vcLow - psLow)) - (yl * (v0 * s + p * c) + pLow * s)
  let (xh, xl) = compensatedPair(envelope.high, envelope.low, wx, wxLow)
  let (vh, vl) = compensatedPair(envelope.high, envelope.low, wv, wvLow)
  return StatePair(position: xh, positionLow: xl, velocity: vh, velocityLow: vl)
}

/// x = A e^(r_f t) + B e^(r_s t) and v = r_f·(A e^(r_f t)) + r_s·(B e^(r_s t)),
/// each amplitude and rate a pair (value and low part), each exponent an
/// exact product plus the rate's low part times t, each exponential a pair,
/// each mode's term a pair; the sums before their final rounding. For
/// −708 < r_s t ≤ 0 and r_f t ≤ 0; a fast exponent at or below −708 makes
/// its term 0 (the caller sends the states where that term would still
/// matter to DeepDecay.swift).
@inline(__always)
func twoModePair(
  fastAmplitude a: Double, fastAmplitudeLow al: Double, fastRate rf: Double,
  fastRateLow rfl: Double, slowAmplitude b: Double, slowAmplitudeLow bl: Double,
  slowRate rs: Double, slowRateLow rsl: Double, t: Double
) -> StatePair {
  let (fe, feLow) = exactProduct(rf, t)
  let (se, seLow) = exactProduct(rs, t)
  let live = fe > -SpringMotion.deepDecay
  var (fh, fl) = tableExpPair(live ? fe : 0, live ? feLow + rfl * t : 0)
  if !live { (fh, fl) = (0, 0) }
  let (sh, sl) = tableExpPair(se, seLow + rsl * t)
  let (p1, p1Low) = exactProduct(a, fh)
  let fastLow = p1Low + (a * fl + al * fh)
  let (p2, p2Low) = exactProduct(b, sh)
  let slowLow = p2Low + (b * sl + bl * sh)
  let (x, xLow) = exactSum(p1, p2)
  let (q1, q1Low) = exactProduct(rf, p1)
  let (q2, q2Low) = exactProduct(rs, p2)
  let (w, wLow) = exactSum(q1, q2)
  return StatePair(
    position: x, positionLow: xLow + (fastLow + slowLow),
    velocity: w,
    velocityLow: wLow + ((q1Low + (rf * fastLow + rfl * p1)) + (q2Low + (rs * slowLow + rsl * p2))))
}

// MARK: - Eight lanes

/// `phaseTails` in each lane.
@inline(__always)
func lanePhaseTails(
  _ frequency: DoubleLanes, _ t: DoubleLanes, sign: DoubleLanes
) -> (c1: DoubleLanes, s1: DoubleLanes) {
  let (y, yLow) = laneExactProduct(frequency, t)
  let z = sign * (y * y + 2 * (y * yLow))
  var c = DoubleLanes(repeating: 1.0 / 6_402_373_705_728_000)
  c = c * z + 1.0 / 20_922_789_888_000
  c = c * z + 1.0 / 87_178_291_200
  c = c * z + 1.0 / 479_001_600
  c = c * z + 1.0 / 3_628_800
  c = c * z + 1.0 / 40_320
  c = c * z + 1.0 / 720
  c = c * z + 1.0 / 24
  c = c * z + 0.5
  var s = DoubleLanes(repeating: 1.0 / 121_645_100_408_832_000)
  s = s * z + 1.0 / 355_687_428_096_000
  s = s * z + 1.0 / 1_307_674_368_000
  s = s * z + 1.0 / 6_227_020_800
  s = s * z + 1.0 / 39_916_800
  s = s * z + 1.0 / 362_880
  s = s * z + 1.0 / 5_040
  s = s * z + 1.0 / 120
  s = s * z + 1.0 / 6
  return (c * z, s * z)
}

/// `envelopePair` in each lane (|αt| < 708 in every lane).
@inline(__always)
func laneEnvelopePair(
  _ alpha: DoubleLanes, _ alphaLow: DoubleLanes, _ t: DoubleLanes
) -> (high: DoubleLanes, low: DoubleLanes) {
  let (a, aLow) = laneExactProduct(alpha, t)
  return laneTableExpPair(-a, -(aLow.replacing(with: 0, where: aLow .!= aLow) + alphaLow * t))
}

/// `compensatedProduct` in each lane.
@inline(__always)
func laneCompensatedProduct(
  _ eh: DoubleLanes, _ el: DoubleLanes, _ wh: DoubleLanes, _ wl: DoubleLanes
) -> DoubleLanes {
  let (p, pLow) = laneExactProduct(eh, wh)
  return p + ((pLow + eh * wl) + el * (wh + wl))
}

/// `smallPhasePair` in each lane, rounded.
@inline(__always)
func laneSmallPhaseState(
  x0: DoubleLanes, v0: DoubleLanes, b: DoubleLanes, bLow: DoubleLanes, q: DoubleLanes,
  qLow: DoubleLanes, t: DoubleLanes, c1: DoubleLanes, s1: DoubleLanes, eh: DoubleLanes,
  el: DoubleLanes
) -> (position: DoubleLanes, velocity: DoubleLanes) {
  let (bt, btLow) = laneExactProduct(b, t)
  let (sx, sxLow) = laneExactSum(x0, bt)
  let wx = (sxLow + (btLow + bLow * t)) + (x0 * c1 + bt * s1)
  let (qt, qtLow) = laneExactProduct(q, t)
  let (sv, svLow) = laneExactSum(v0, -qt)
  let wv = (svLow - (qtLow + qLow * t)) + (v0 * c1 - qt * s1)
  return (laneCompensatedProduct(eh, el, sx, wx), laneCompensatedProduct(eh, el, sv, wv))
}

/// `largePhasePair` in each lane, rounded.
@inline(__always)
func laneLargePhaseState(
  x0: DoubleLanes, v0: DoubleLanes, a: DoubleLanes, p: DoubleLanes,
  cosine: DoubleLanes, sine: DoubleLanes, envelope: DoubleLanes
) -> (position: DoubleLanes, velocity: DoubleLanes) {
  (envelope * (x0 * cosine + a * sine), envelope * (v0 * cosine - p * sine))
}

/// `compensatedLargePhasePair` in each lane, rounded (the phase's low part
/// from ωd's low part and the exact product, as `phaseLow`).
@inline(__always)
func laneCompensatedLargePhaseState(
  x0: DoubleLanes, v0: DoubleLanes, a: DoubleLanes, aLow: DoubleLanes, p: DoubleLanes,
  pLow: DoubleLanes, frequency: DoubleLanes, frequencyLow: DoubleLanes, t: DoubleLanes,
  sine s: DoubleLanes, cosine c: DoubleLanes, eh: DoubleLanes, el: DoubleLanes
) -> (position: DoubleLanes, velocity: DoubleLanes) {
  let (_, productLow) = laneExactProduct(frequency, t)
  let yl = productLow + frequencyLow * t
  let (xc, xcLow) = laneExactProduct(x0, c)
  let (as_, asLow) = laneExactProduct(a, s)
  let (wx, wxSumLow) = laneExactSum(xc, as_)
  let wxLow = (wxSumLow + (xcLow + asLow)) + (yl * (a * c - x0 * s) + aLow * s)
  let (vc, vcLow) = laneExactProduct(v0, c)
  let (ps, psLow) = laneExactProduct(p, s)
  let (wv, wvSumLow) = laneExactSum(vc, -ps)
  let wvLow = (wvSumLow + (vcLow - psLow)) - (yl * (v0 * s + p * c) + pLow * s)
  return (laneCompensatedProduct(eh, el, wx, wxLow), laneCompensatedProduct(eh, el, wv, wvLow))
}

/// `twoModePair` in each lane, rounded.
@inline(__always)
func laneTwoModeState(
  fastAmplitude a: DoubleLanes, fastAmplitudeLow al: DoubleLanes, fastRate rf: DoubleLanes,
  fastRateLow rfl: DoubleLanes, slowAmplitude b: DoubleLanes, slowAmplitudeLow bl: DoubleLanes,
  slowRate rs: DoubleLanes, slowRateLow rsl: DoubleLanes, t: DoubleLanes
) -> (position: DoubleLanes, velocity: DoubleLanes) {
  let (fe, feLow) = laneExactProduct(rf, t)
  let (se, seLow) = laneExactProduct(rs, t)
  let dead = fe .<= -SpringMotion.deepDecay
  let zero = DoubleLanes()
  var (fh, fl) = laneTableExpPair(
    fe.replacing(with: 0, where: dead), (feLow + rfl * t).replacing(with: 0, where: dead))
  fh.replace(with: zero, where: dead)
  fl.replace(with: zero, where: dead)
  let (sh, sl) = laneTableExpPair(se, seLow + rsl * t)
  let (p1, p1Low) = laneExactProduct(a, fh)
  let fastLow = p1Low + (a * fl + al * fh)
  let (p2, p2Low) = laneExactProduct(b, sh)
  let slowLow = p2Low + (b * sl + bl * sh)
  let (x, xLow) = laneExactSum(p1, p2)
  let (q1, q1Low) = laneExactProduct(rf, p1)
  let (q2, q2Low) = laneExactProduct(rs, p2)
  let (w, wLow) = laneExactSum(q1, q2)
  return (
    x + (xLow + (fastLow + slowLow)),
    w + (wLow + ((q1Low + (rf * fastLow + rfl * p1)) + (q2Low + (rs * slowLow + rsl * p2))))
  )
}
