//===--- SettlingSearch.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The last time |x(t)| > ε, found in a cost independent of the number of
// oscillations.
//
// The local maxima of |x| on [0, ∞) are t = 0 and the extrema of x (where
// v = 0). Between a maximum and the next zero of x, |x| decreases
// monotonically, so once the last maximum above ε is known, T is the unique
// crossing in a bracket [P, U] on which "|x(t)| > ε" holds exactly on [P, T).
//
// - ζ < 1: extrema sit at t₁ + nπ/ωd with heights |x(t₁)|·e^(−nαπ/ωd), so the
//   last one above ε is found by a logarithm, not by walking oscillations.
// - ζ ≥ 1: x has at most one zero and at most one extremum (after the zero).
// - ζ = 0: |x| returns to its amplitude forever: ∞, or 0 if it never exceeds ε.
//
// The crossing is refined by second-order steps (the acceleration comes free
// from the equation of motion) on ln|x(t)| − ln ε far from ε (exact in one
// step for a pure exponential) and on |x(t)| − ε near it, safeguarded by
// the bracket, and finally pinned to the first double at which the
// evaluated |x| is ≤ ε. In a crossing so flat that the evaluated |x| − ε
// changes sign more than once among neighbouring doubles, which of them
// is returned depends on the path of the iteration (all lie within the
// evaluation's noise of the true crossing).
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The search behind `SpringMotion.settlingTime`, counting closed-form
/// evaluations.
struct SettlingSearch {
  let motion: SpringMotion
  var evaluations = 0

  init(motion: SpringMotion) { self.motion = motion }

  mutating func state(at t: Double) -> SpringState {
    evaluations += 1
    return SettlingSearch.state(of: motion, at: t)
  }

  /// `motion.state(at: t)` with the motion borrowed: called on the stored
  /// property of a mutating search, `state(at:)` copied the whole motion
  /// (about 240 bytes) before every evaluation.
  @inline(never)
  static func state(of motion: borrowing SpringMotion, at t: Double) -> SpringState {
    motion.state(at: t)
  }

  mutating func magnitude(at t: Double) -> Double { abs(state(at: t).position) }

  /// The last time |x(t)| > ε, for ε > 0.
  mutating func lastExcursion(above epsilon: Double) -> Double {
    switch motion.regime {
    case .undamped:
      // |x| reaches the amplitude √(x0² + (v0/ω0)²) once every period.
      let start = motion.initialState
      return hypot(start.position, start.velocity / motion.frequency) > epsilon ? .infinity : 0
    case .underdamped:
      return underdampedLastExcursion(above: epsilon)
    case .critical, .overdamped:
      return aperiodicLastExcursion(above: epsilon)
    }
  }

  private mutating func underdampedLastExcursion(above epsilon: Double) -> Double {
    let omegaD = motion.frequency
    // Only the first extremum's time is needed (not the zero's).
    let firstExtremum = motion.ordinaryFirstExtremum ?? 0
    let spacing = Double.pi / omegaD
    let extrema = MotionExtrema(
      firstTime: firstExtremum, spacing: spacing, decrement: motion.alpha * spacing,
      firstZeroTime: nil)
    // x = A·e^(−αt)·cos(ωd t − ψ) with A = √(x0² + (B/ωd)²) turns where
    // tan(ωd t − ψ) = −α/ωd, so |cos| = ωd/ω0 there: the first extremum's
    // height is √((ωd·x0)² + B²)/ω0 · e^(−α t₀), to a few ulps plus the
    // exponent's own rounding (α t₀ ulps, as in the evaluation) — an
    // evaluation of x is only needed to settle its side of ε when that close.
    let firstDecay = motion.alpha * firstExtremum
    var firstHeight =
      hypot(omegaD * motion.initialState.position, motion.positionSineCoefficient)
      / motion.omega0Squared.squareRoot() * exp(-firstDecay)
    if !(abs(firstHeight - epsilon) > 0x1p-46 * (64 + firstDecay) * epsilon) {
      firstHeight = magnitude(at: firstExtremum)
    }
    if firstHeight <= epsilon {
      // Every extremum is ≤ ε; only the start can be above it.
      guard abs(motion.initialState.position) > epsilon else { return 0 }
      let start = motion.initialState
      return refineCrossing(
        above: epsilon, from: 0, to: firstExtremum, height: abs(start.position),
        slope: start.velocity / start.position)
    }
    // Heights are exactly geometric: x(t + π/ωd) = −e^(−απ/ωd)·x(t), so the
    // n-th extremum has height h₀e^(−n·d), d = απ/ωd, and it exceeds ε iff
    // n < L = ln(h₀/ε)/d: the last one above ε is n = ⌈L⌉ − 1.
    let decay = extrema.decrement
    let levels = log(firstHeight / epsilon) / decay
    var n = levels.isFinite ? max(0, levels.rounded(.up) - 1) : 0
    // The prediction h₀e^(−n·d) is off by a few ulps of h₀ and of n·d (d
    // carries the roundings of α, ωd and π); only a height that close to ε
    // is evaluated to settle its side — where the evaluation is the sharper
    // of the two. At an extremum the evaluation errs by a few ulps plus the
    // square of its phase error, about 2⁻⁵¹·ωd·t: beyond ωd·t ≈ 2^24 the
    // prediction is sharper, and it alone decides (on ζ ≲ 1e-8 the
    // evaluation there cannot tell neighbouring extrema apart).
    let margin = 0x1p-47 * (1 + n * decay)
    func resolvable(_ t: Double) -> Bool { omegaD * t < 0x1p24 }
    var height = extrema.predictedHeight(ofExtremum: n, firstHeight: firstHeight)
    var corrections = 0
    while n > 0, corrections < 4, height <= epsilon * (1 + margin),
      resolvable(firstExtremum + n * spacing)
    {
      let evaluated = magnitude(at: firstExtremum + n * spacing)
      if evaluated > epsilon {
        height = evaluated
        break
      }
      n -= 1
      height = extrema.predictedHeight(ofExtremum: n, firstHeight: firstHeight)
      corrections += 1
    }
    while corrections < 8,
      extrema.predictedHeight(ofExtremum: n + 1, firstHeight: firstHeight)
        >= epsilon * (1 - margin),
      resolvable(firstExtremum + (n + 1) * spacing)
    {
      let next = magnitude(at: firstExtremum + (n + 1) * spacing)
      guard next > epsilon else { break }
      n += 1
      height = next
      corrections += 1
    }
    let lastPeak = firstExtremum + n * spacing
    return refineCrossing(
      above: epsilon, from: lastPeak, to: lastPeak + spacing, height: height, slope: 0)
  }

  private mutating func aperiodicLastExcursion(above epsilon: Double) -> Double {
    let x0 = motion.initialState.position
    // The extremum at t > 0, if any (MotionExtrema.swift).
    let extremum = motion.ordinaryFirstExtremum.flatMap { $0 > 0 ? $0 : nil }
    if let extremum {
      let height = magnitude(at: extremum)
      if height > epsilon {
        // Past its extremum |x| falls monotonically for ever: the bracket
        // needs no evaluated upper end.
        return refineCrossing(
          above: epsilon, from: extremum, to: .infinity, height: height, slope: 0)
      }
    }
    guard abs(x0) > epsilon else { return 0 }
    // Without an extremum |x| falls monotonically from t = 0 on; with one
    // (at most ε high), x crosses ε and then zero before it.
    return refineCrossing(
      above: epsilon, from: 0, to: extremum ?? .infinity, height: abs(x0),
      slope: motion.initialState.velocity / x0)
  }

  /// The T in [lower, upper] with |x| > ε on [lower, T) and |x| ≤ ε on
  /// [T, upper], given |x(lower)| > ε ≥ |x(upper)|: the first double at which
  /// the evaluated |x| is ≤ ε. `height` is |x(lower)| and `slope` v/x at
  /// `lower`; `upper` may be +infinity where |x| falls monotonically for
  /// ever after `lower`.
  private mutating func refineCrossing(
    above epsilon: Double, from lower: Double, to upper: Double, height: Double,
    slope: Double
  ) -> Double {
    var low = lower
    var high = upper
    // The midpoint of the bracket, or, while it is unbounded, a point twice
    // as far from its lower end as t.
    func middle(_ t: Double) -> Double {
      high.isFinite ? low + 0.5 * (high - low) : low + 2 * max(t - low, 1 / motion.alpha)
    }
    var t = initialGuess(above: epsilon, from: lower, to: upper, height: height, slope: slope)
    if !(t > low && t < high) { t = middle(low) }
    var gallop = 1.0
    for _ in 0..<300 {
      let s = state(at: t)
      let magnitude = abs(s.position)
      if magnitude > epsilon { low = t } else { high = t }
      if high <= low.nextUp { break }
      let ratio = magnitude / epsilon
      // The acceleration comes free from the equation of motion.
      let acceleration = -(2 * motion.alpha * s.velocity + motion.omega0Squared * s.position)
      var next: Double
      if ratio > 0.5 && ratio < 2 {
        // |x| − ε (derivatives sign(x)·v and sign(x)·a): no log.
        let sign = s.position < 0 ? -1.0 : 1.0
        next = t + Self.quadraticStep(magnitude - epsilon, sign * s.velocity, sign * acceleration)
      } else {
        // Far from ε: ln|x| − ln ε (g' = v/x, g'' = a/x − (v/x)²), exact
        // in one step for a pure exponential, so decaying motions need no
        // bisection.
        let slope = s.velocity / s.position
        next = t + Self.quadraticStep(log(ratio), slope, acceleration / s.position - slope * slope)
      }
      if abs(next - t) <= t.ulp {
        // Converged to within an ulp: step towards the bracket's other side,
        // doubling the step each time, so that where |v|·ulp(t) is below the
        // evaluation noise of x (the computed |x| − ε then changes sign at
        // random) the bracket still closes in a logarithmic number of steps.
        next = magnitude > epsilon ? t + gallop * t.ulp : t - gallop * t.ulp
        gallop *= 2
      }
      if !(next > low && next < high) { next = middle(t) }
      t = next
    }
    return high
  }

  /// The step δ to the root of f + f′δ + f″δ²/2 nearest to 0 (the second
  /// order Taylor model of f: cubic convergence, and steady near an
  /// extremum of x, where f′ vanishes and Newton's step runs away); Newton's
  /// step −f/f′ when that model has no real root.
  static func quadraticStep(_ f: Double, _ slope: Double, _ curvature: Double) -> Double {
    // In ratios (f′² alone may underflow): with Newton's n = f/f′ and
    // r = n·f″/f′, the root is −2n/(1 + √(1 − 2r)), free of cancellation.
    let inverse = 1 / slope
    let newton = f * inverse
    let r = newton * (curvature * inverse)
    // Near the root r is tiny: the series −n(1 + r/2 + r²/2 + …) saves a
    // square root and a division on the iteration's critical path.
    if abs(r) < 0x1p-8 { return -newton * (1 + r * (0.5 + 0.5 * r)) }
    guard r <= 0.5 else { return -newton }
    return -2 * newton / (1 + (1 - 2 * r).squareRoot())
  }

  /// A first estimate of the crossing in [lower, upper].
  ///
  /// - Lightly damped (the envelope falls by less than e over a half
  ///   period, and the bracket is one lobe): the crossing of h·cos(ωd τ) = ε,
  ///   ignoring the decay within the bracket.
  /// - Overdamped, when the slow mode alone is above ε at its own crossing
  ///   and the fast one is negligible there: that crossing, ln(|B|/ε)/λ_slow.
  /// - Otherwise the critically damped motion from `lower`,
  ///   h·e^(−ατ)(1 + (α + s)τ) = ε with s = v/x at `lower` — exact for
  ///   ζ = 1 and close near it — solved by Newton's method on its logarithm
  ///   (scalar work only: a logarithm per step, no evaluation of the motion).
  private func initialGuess(
    above epsilon: Double, from lower: Double, to upper: Double, height: Double, slope: Double
  ) -> Double {
    let alpha = motion.alpha
    if motion.regime == .underdamped && alpha * Double.pi < motion.frequency
      && upper - lower <= 1.01 * Double.pi / motion.frequency
    {
      return lower + acos(min(1, epsilon / height)) / motion.frequency
    }
    if motion.regime == .overdamped {
      let slow = abs(motion.slowAmplitude)
      if slow > epsilon {
        let t = log(slow / epsilon) / -motion.slowRate
        let fast = abs(motion.fastAmplitude) * underflowingExp(motion.fastRate * t)
        if t > lower && fast < 0x1p-30 * epsilon {
          return t
        }
      }
    }
    // g(τ) = L + ln(1 + βτ) − ατ, L = ln(h/ε) > 0, g' = β/(1 + βτ) − α.
    let levels = log(height / epsilon)
    let beta = alpha + slope
    var tau = levels / alpha
    for _ in 0..<8 {
      let w = 1 + beta * tau
      let derivative = beta / w - alpha
      guard w > 0, derivative < 0 else {
        tau *= w > 0 ? 2 : 0.5
        continue
      }
      let step = (levels + log(w) - alpha * tau) / derivative
      tau -= step
      // The model itself is off by about (ωd·τ)² (or (γτ)²) relative: no
      // point solving it more closely than that (the refinement is cubic).
      let modelError = motion.frequency * tau * (motion.frequency * tau)
      if abs(step) <= max(0x1p-40, modelError) * tau { break }
    }
    return lower + tau
  }
}
