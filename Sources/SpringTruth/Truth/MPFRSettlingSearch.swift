//===--- MPFRSettlingSearch.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The last time |y(t)| > ε for one damped solution y of the spring's
// equation, located and refined in MPFR.
//
// The local maxima of |y| on [0, ∞) are t = 0 and the extrema of y (where
// y' = 0). Between an extremum and the next zero of y, |y| decreases
// monotonically, so once the last maximum above ε is known the crossing T is
// the one point of a bracket [P, U] where "|y(t)| > ε" switches from true
// (on [P, T)) to false (on [T, U]). The search brackets it per regime, then
// refines it by Newton steps safeguarded inside the bracket (the answer is
// always a bracket end, never a point where a step merely came out small).
//
// - 0 < ζ < 1: extrema sit at t_n = (u + n)π/ωd with heights exactly
//   |y(t_0)|·e^(−nαπ/ωd): the last one above ε follows from a logarithm, and
//   is then confirmed by evaluating the heights on both sides. Its zero
//   after it closes the bracket.
// - ζ ≥ 1: y has at most one zero and one extremum, the zero first; beyond
//   the extremum |y| decays monotonically, and the slow rate bounds how far.
//
// Every quantity is an MPFR number: heights |y0|/ε beyond 1e308, decay rates
// beyond binary64's range and settling times beyond 1e308 s are all fine.
// When the number of half-periods before settling needs more bits than the
// working precision leaves (ζ ≲ 1e-9 with large ratios), the search starts
// again at a precision that holds it.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The search for the last excursion of one solution above a threshold.
struct MPFRSettlingSearch {
  let motion: MPFRMotion
  /// The threshold ε > 0, exactly.
  let epsilon: MPFRNumber
  /// How many times the closed form was evaluated.
  private(set) var evaluations = 0
  /// A binary64 estimate of the crossing (SpringModel's settling time), the
  /// refinement's first point when it lies inside the bracket. Only where
  /// the search starts: the answer is bracketed and refined in MPFR all the
  /// same, and a wrong or missing estimate costs evaluations, not accuracy.
  let estimate: Double?

  init(motion: MPFRMotion, epsilon: Double, estimate: Double? = nil) {
    self.motion = motion
    self.epsilon = MPFRNumber(epsilon, precision: 64)
    self.estimate = estimate
  }

  private var bits: Int { motion.precision }

  private mutating func evaluate(_ t: MPFRNumber) -> (value: MPFRNumber, derivative: MPFRNumber) {
    evaluations += 1
    return motion.evaluate(at: t)
  }

  private mutating func height(at t: MPFRNumber) -> MPFRNumber {
    evaluate(t).value.magnitude()
  }

  /// The last time |y| > ε, for a damped motion (ζ > 0); 0 when |y| ≤ ε
  /// throughout. `nil` when the working precision cannot resolve the
  /// oscillation count: the caller retries at `neededPrecision`.
  mutating func lastExcursion() -> MPFRNumber? {
    if motion.value0.isZero && motion.derivative0.isZero { return MPFRNumber(0, precision: bits) }
    switch motion.constants.regime {
    case .undamped:
      // |y| returns to its amplitude √(y0² + (y0'/ω0)²) every period.
      // (`MPFRTruth` decides this case exactly before searching.)
      let amplitudeSquared = MPFRNumber(precision: bits)
      amplitudeSquared.setSumOfProducts(
        motion.value0, motion.value0, motion.derivative0 / motion.constants.frequency,
        motion.derivative0 / motion.constants.frequency)
      let never = MPFRNumber(0, precision: bits)
      if amplitudeSquared > epsilon * epsilon { never.set(.infinity) }
      return never
    case .underdamped:
      return underdampedLastExcursion()
    case .critical, .overdamped:
      return aperiodicLastExcursion()
    }
  }

  /// The precision a retry needs, set when `lastExcursion` returns `nil`.
  private(set) var neededPrecision = 0

  // MARK: - ζ < 1

  private mutating func underdampedLastExcursion() -> MPFRNumber? {
    let constants = motion.constants
    let halfPeriod = motion.halfPeriod
    let extremumPhase = motion.extremumHalfTurns
    func time(halfTurns: MPFRNumber) -> MPFRNumber { halfTurns * halfPeriod }

    let one = MPFRNumber(1, precision: bits)
    if let (n, peak) = estimatedLastPeak(extremumPhase: extremumPhase, halfPeriod: halfPeriod) {
      // |y| falls from h_n > ε to 0 at the zero after t_n, then rises to
      // h_(n+1) ≤ ε: "|y| > ε" switches once on [t_n, t_(n+1)], which
      // brackets T without locating the zero.
      return refineCrossing(
        from: time(halfTurns: extremumPhase + n), to: time(halfTurns: extremumPhase + n + one),
        height: peak, halfPeriod: halfPeriod)
    }
    let zeroPhase = motion.zeroHalfTurns
    let firstExtremum = time(halfTurns: extremumPhase)
    let firstHeight = height(at: firstExtremum)
    if firstHeight <= epsilon {
      // Every extremum is ≤ ε; only the start can be above it, and |y|
      // falls monotonically from there to the first zero or extremum.
      let startHeight = motion.value0.magnitude()
      guard startHeight > epsilon else { return MPFRNumber(0, precision: bits) }
      let zero = time(halfTurns: zeroPhase)
      let origin = MPFRNumber(0, precision: bits)
      let upper = zero > origin && zero < firstExtremum ? zero : firstExtremum
      return refineCrossing(
        from: origin, to: upper, height: startHeight, halfPeriod: halfPeriod)
    }
    // Heights h_n = h_0 e^(−n·d), d = απ/ωd: h_n > ε iff n < L = ln(h_0/ε)/d.
    let decrement = constants.alpha * halfPeriod
    let levels = (firstHeight / epsilon).log() / decrement
    if let levelBits = levels.exponent, levelBits > bits - MPFRTruth.guardBits {
      // n must be exact and t_n accurate to 2^-p relative: more bits.
      neededPrecision = bits + levelBits + MPFRTruth.guardBits
      return nil
    }
    var n = MPFRNumber(levels.ceiling() - one, precision: bits)
    if n < 0.0 { n = MPFRNumber(0, precision: bits) }
    // Confirm with the evaluated heights: step down while h_n ≤ ε, up
    // while h_{n+1} > ε (the logarithm is exact to far below one level,
    // so at most a step either way, only when a height is within
    // rounding of ε).
    var peak = height(at: time(halfTurns: extremumPhase + n))
    var corrections = 0
    while n > 0.0, !(peak > epsilon), corrections < 4 {
      n = n - one
      peak = height(at: time(halfTurns: extremumPhase + n))
      corrections += 1
    }
    while corrections < 8 {
      let nextPeak = height(at: time(halfTurns: extremumPhase + n + one))
      guard nextPeak > epsilon else { break }
      n = n + one
      peak = nextPeak
      corrections += 1
    }
    // The bracket: the extremum and the zero after it.
    let lastPeakTurns = extremumPhase + n
    let zeroTurns = zeroPhase > extremumPhase ? zeroPhase + n : zeroPhase + n + one
    return refineCrossing(
      from: time(halfTurns: lastPeakTurns), to: time(halfTurns: zeroTurns),
      height: peak, halfPeriod: halfPeriod)
  }

  /// ζ < 1: the last extremum above ε read off `estimate` — n with
  /// t_n ≤ estimate < t_(n+1) — and confirmed by its height and the next
  /// one's, h_n > ε ≥ h_(n+1) (the heights only fall, so no later one is
  /// above ε). `nil` without an estimate, before the first extremum, or when
  /// the heights disagree; the search then counts the levels itself.
  private mutating func estimatedLastPeak(
    extremumPhase: MPFRNumber, halfPeriod: MPFRNumber
  ) -> (n: MPFRNumber, height: MPFRNumber)? {
    guard let estimate, estimate.isFinite, estimate > 0 else { return nil }
    let turns = MPFRNumber(estimate, precision: bits) / halfPeriod - extremumPhase
    guard turns >= 0.0 else { return nil }
    let n = turns.floor()
    // n must be exact and t_n accurate to 2^-p relative.
    if let levelBits = n.exponent, levelBits > bits - MPFRTruth.guardBits { return nil }
    let peak = height(at: (extremumPhase + n) * halfPeriod)
    guard peak > epsilon else { return nil }
    let nextPeak = height(at: (extremumPhase + n + 1.0) * halfPeriod)
    guard !(nextPeak > epsilon) else { return nil }
    return (n, peak)
  }

  // MARK: - ζ ≥ 1

  private mutating func aperiodicLastExcursion() -> MPFRNumber {
    let zero = MPFRNumber(0, precision: bits)
    let extremum = motion.aperiodicExtremum
    if let extremum {
      let peak = height(at: extremum)
      if peak > epsilon {
        let upper = upperBound(after: extremum, height: peak)
        return refineCrossing(from: extremum, to: upper, height: peak, halfPeriod: nil)
      }
    }
    let startHeight = motion.value0.magnitude()
    guard startHeight > epsilon else { return zero }
    let upper = extremum ?? upperBound(after: zero, height: startHeight)
    return refineCrossing(from: zero, to: upper, height: startHeight, halfPeriod: nil)
  }

  /// The slowest decay rate: α at ζ = 1, s = ω0²/(α + γ) for ζ > 1.
  private var slowRate: MPFRNumber {
    motion.exponentials?.slowRate ?? motion.constants.alpha
  }

  /// A time after `start` (where |y| = height and |y| decreases for ever
  /// after) at which |y| ≤ ε: just past `estimate` when that holds, else
  /// the slow mode's estimate, doubled until it holds.
  private mutating func upperBound(after start: MPFRNumber, height peak: MPFRNumber) -> MPFRNumber {
    if let estimate, estimate.isFinite {
      // Just past the estimated crossing, when that is past `start`.
      let candidate = MPFRNumber(estimate, precision: bits) * (1.0 + 0x1p-30)
      if candidate > start && !(height(at: candidate) > epsilon) { return candidate }
    }
    let ratio = peak / epsilon
    let logRatio = (ratio > 2.0 ? ratio : MPFRNumber(2, precision: bits)).log()
    let step = (logRatio > 1.0 ? logRatio : MPFRNumber(1, precision: bits)) / slowRate
    var candidate = start + step
    // A bound holds after a few doublings; 4096 of them exceed any horizon.
    for _ in 0..<4096 {
      if !(height(at: candidate) > epsilon) { break }
      step.scaleByPowerOfTwo(1)
      candidate = start + step
    }
    return candidate
  }

  // MARK: - Refinement

  /// The T in [lower, upper] with |y| > ε on [lower, T) and |y| ≤ ε on
  /// [T, upper] (the caller's bracket), to a relative 2^-(p − 16) for the
  /// truth's precision p (the working precision less `MPFRTruth.guardBits`,
  /// which keep the evaluations' rounding far below that).
  ///
  /// A bracketed search: every evaluation moves one end of [low, high],
  /// keeping |y(low)| > ε (or low = lower) and |y(high)| ≤ ε, and the answer
  /// is `high` once the bracket is narrower than the tolerance — never a
  /// point merely because a step from it was small (near a zero of y, Newton
  /// on ln|y| takes tiny steps far from any crossing). The candidates:
  /// - Newton on ln|y| − ln ε far from ε (exact in one step for a pure
  ///   exponential) and on |y| − ε near it, taken only strictly inside the
  ///   bracket and only when the step is at most half the move before the
  ///   last (Numerical Recipes' rtsafe rule: Newton converging from one side
  ///   never moves the far end, so the bracket's width cannot judge it); a
  ///   step below the tolerance — zero when |y(t)| = ε to the last bit — is
  ///   stretched past the predicted crossing by half the tolerance, which
  ///   closes the bracket when the prediction is right;
  /// - otherwise, or when the bracket has not halved in 16 evaluations, a
  ///   bisection point (`splitPoint`), geometric across wide brackets.
  ///
  /// About four evaluations per crossing from a binary64 estimate, two
  /// more to confirm the last extremum (`MPFRSettlingCostTests`).
  private mutating func refineCrossing(
    from lower: MPFRNumber, to upper: MPFRNumber, height: MPFRNumber, halfPeriod: MPFRNumber?
  ) -> MPFRNumber {
    var low = MPFRNumber(lower, precision: bits)
    var high = MPFRNumber(upper, precision: bits)
    let tolerance = MPFRNumber(1, precision: bits)
    tolerance.scaleByPowerOfTwo(-(bits - MPFRTruth.guardBits - 16))
    let quarterTolerance = tolerance * 0.25
    var descent = 1
    // From the estimate's 53 correct bits Newton needs about three steps to
    // the tolerance; from the rough guess, about three more.
    var t = MPFRNumber(estimate ?? .nan, precision: bits)
    if !(t > low && t < high) {
      t = initialGuess(from: low, to: high, height: height, halfPeriod: halfPeriod)
    }
    if !(t > low && t < high) { t = splitPoint(low, high, descent: &descent) }
    // The width the bracket must halve from within `patience` evaluations.
    var anchorWidth = high - low
    var sinceHalving = 0
    let patience = 16
    // The last two moves of t. Newton converging from one side leaves the
    // far end of the bracket where it is, so its progress is judged by its
    // steps: each must be at most half the move before the last, else the
    // search bisects (the rule of Numerical Recipes' rtsafe).
    var lastMove = high - low
    var moveBefore = lastMove
    // Each bisection halves the bracket (or its logarithmic span), and at
    // most `patience` evaluations pass between two halvings.
    for _ in 0..<((patience + 1) * (bits + 64) + 4400) {
      let (value, derivative) = evaluate(t)
      let magnitude = value.magnitude()
      let above = magnitude > epsilon
      if above { low = t } else { high = t }
      let width = high - low
      if width <= tolerance * high { return high }
      if width <= anchorWidth * 0.5 {
        anchorWidth = width
        sinceHalving = 0
      } else {
        sinceHalving += 1
      }
      var next = newtonStep(at: t, value: value, derivative: derivative, magnitude: magnitude)
      let step = (next - t).magnitude()
      if step <= quarterTolerance * t {
        // A converged step (t itself, when |y(t)| = ε to the last bit):
        // probe just beyond the predicted crossing, on the side of the
        // bracket's other end.
        let reach = step + quarterTolerance * t * 2.0
        next = above ? t + reach : t - reach
      } else if step * 2.0 > moveBefore {
        next = MPFRNumber(Double.nan, precision: bits)
      }
      let newton = next > low && next < high && sinceHalving < patience
      if !newton { next = splitPoint(low, high, descent: &descent) }
      moveBefore = lastMove
      lastMove = (next - t).magnitude()
      t = next
    }
    return high
  }

  /// The Newton estimate of the crossing from t: on ln|y| − ln ε (exact for
  /// one exponential) unless |y| is within a factor 2 of ε, then on |y| − ε.
  /// NaN or infinite when y or y' vanishes (the caller then bisects).
  private func newtonStep(
    at t: MPFRNumber, value: MPFRNumber, derivative: MPFRNumber, magnitude: MPFRNumber
  ) -> MPFRNumber {
    let ratio = magnitude / epsilon
    if ratio > 0.5 && ratio < 2.0 {
      // d|y|/dt = sign(y)·y'.
      let slope = value.sign < 0 ? -derivative : derivative
      return t - (magnitude - epsilon) / slope
    }
    return t - ratio.log() * value / derivative
  }

  /// A point strictly inside (low, high): the geometric mean √(low·high)
  /// while high > 4·low > 0 (so a bracket from 1e-300 s to 1e300 s narrows
  /// to a factor 4 in about a dozen steps), high·2^-descent from low = 0
  /// with descent doubling at each call (a galloping search for the scale),
  /// and the midpoint otherwise.
  private func splitPoint(
    _ low: MPFRNumber, _ high: MPFRNumber, descent: inout Int
  ) -> MPFRNumber {
    let point = MPFRNumber(precision: bits)
    if low.isZero {
      point.set(high)
      point.scaleByPowerOfTwo(-descent)
      descent = min(2 * descent, 1 << 24)
      if point > low && point < high { return point }
    } else if low > 0.0 && high > low * 4.0 {
      point.setProduct(low, high)
      let mean = point.squareRoot()
      if mean > low && mean < high { return mean }
    }
    point.setSum(low, high)
    point.scaleByPowerOfTwo(-1)
    return point
  }

  /// A first estimate of the crossing in [lower, upper]: for a light damping
  /// within a half period, the crossing of h·cos(ωd τ) = ε (ignoring the
  /// decay); otherwise the slow exponential's h·e^(−rate·τ) = ε.
  private func initialGuess(
    from lower: MPFRNumber, to upper: MPFRNumber, height: MPFRNumber, halfPeriod: MPFRNumber?
  ) -> MPFRNumber {
    let ratio = epsilon / height
    var guess: MPFRNumber
    if let halfPeriod, motion.constants.alpha * halfPeriod < 1.0 {
      let clamped = ratio < 1.0 ? ratio : MPFRNumber(1, precision: bits)
      guess = lower + clamped.arccosine() / motion.constants.frequency
    } else {
      let rate = halfPeriod == nil ? slowRate : motion.constants.alpha
      guess = lower - ratio.log() / rate
    }
    if !(guess > lower && guess < upper) {
      guess = MPFRNumber(precision: bits)
      guess.setSum(lower, upper)
      guess.scaleByPowerOfTwo(-1)
    }
    return guess
  }
}
