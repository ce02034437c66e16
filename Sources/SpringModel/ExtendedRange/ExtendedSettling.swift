//===--- ExtendedSettling.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The settling time T(ε) where the ordinary search of SettlingSearch.swift
// would leave binary64's range: a motion on the extended-range path, or a
// threshold so small next to |x0| that the crossing value ε is a subnormal
// (x0 = 1e200, ε = 1e-110: |x0|/ε = 1e310 overflows).
//
// On the scaled form (ExtendedRange.swift) the threshold becomes
// ε̃ = ε·2^−q against a state of size 1. Three cases:
//
// 1. ε̃ ≥ 2^−600: the ordinary search runs on the unit-scaled motion and its
//    answer is scaled back, T = 2^p·T̃.
// 2. ε̃ < 2^−600: the motion is *restarted* on its way down. At a time τ
//    where the state has shrunk below 2^−200 but |x̃(τ)| is still above
//    2^60·ε̃ (so T > τ), the state is evaluated, rescaled by a power of two
//    to size 1, and the search goes on from there with ε̃·2^r: T = τ + T'.
//    The restarted state is accurate to a few ulps of its own size, so
//    nothing is lost; each restart gains at least 2^200, so the widest range,
//    2^2100, needs at most eight.
// 3. Lightly damped (ζ < 1 with more than 2^50 extrema above ε): the
//    extremum heights fall exactly as R√(1 − ζ²)·e^(−αt) (R the amplitude of
//    x = R e^(−αt) cos(ωd t − φ)), so T = ln(R√(1 − ζ²)/ε)/α to within half
//    a period — a relative 2^−50 or better. Computed from logarithms and a
//    wide α, this also covers ζ so small that c̃ underflows in the scaled
//    spring.
//
// The separated modes of ζ ≥ 2^30 have their own closed form
// (SeparatedModes.swift).
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SpringMotion {
  /// Thresholds below 2^−600 of the scaled state restart the motion first.
  static let restartBelowExponent = -600

  /// The last time |x(t)| > ε in seconds, off the ordinary search: 0 when
  /// never, +infinity for an undamped spring whose amplitude exceeds ε, nil
  /// when T exceeds the largest double. `evaluations` counts closed-form
  /// evaluations.
  func extendedLastExcursion(above epsilon: Double, evaluations: inout Int) -> Double? {
    switch extendedRange {
    case .rest:
      return 0
    case .separated(let modes):
      evaluations += 1
      return modes.lastExcursion(above: epsilon)
    case .scaled(let scaled):
      return scaledLastExcursion(
        scaled.unit, above: WideDouble(epsilon).scaled(by: -scaled.positionExponent),
        timeExponent: scaled.timeExponent, evaluations: &evaluations)
    }
  }

  func scaledLastExcursion(
    _ unit: SpringMotion, above threshold: WideDouble, timeExponent: Int, evaluations: inout Int
  ) -> Double? {
    let x0 = unit.initialState.position
    let v0 = unit.initialState.velocity
    // |x| ≤ √(x0² + v0²/ω0²) at every t (the energy never grows): exact for
    // undamped motion, whose amplitude this is.
    let bound = WideDouble(hypot(x0, v0 / unit.omega0Squared.squareRoot()))
    guard WideDouble.magnitudeIsLess(threshold, bound) else { return 0 }
    if spring.damping == 0 { return .infinity }
    if regime == .underdamped, let time = lightlyDampedLastExcursion(unit, above: threshold) {
      return time.isFinite ? time : nil
    }
    var motion = unit
    var epsilon = threshold
    var offset = 0.0
    while epsilon.exponent < SpringMotion.restartBelowExponent {
      guard let restart = restartTime(motion, above: epsilon, evaluations: &evaluations) else {
        break
      }
      let s = motion.state(at: restart)
      let r = max(WideDouble(s.position).exponent, WideDouble(s.velocity).exponent) + 1
      motion = SpringMotion.unitMotion(
        motion.spring,
        SpringState(
          position: WideDouble(s.position).scaled(by: -r).doubleValue,
          velocity: WideDouble(s.velocity).scaled(by: -r).doubleValue))
      epsilon = epsilon.scaled(by: -r)
      offset += restart
    }
    var search = SettlingSearch(motion: motion)
    let local = search.lastExcursion(above: epsilon.doubleValue)
    evaluations += search.evaluations
    let seconds = WideDouble(offset + local).scaled(by: timeExponent).doubleValue
    return seconds.isFinite ? seconds : nil
  }

  /// The last time |v(t)| > εv off the ordinary search (see
  /// `velocityLastExcursion`): from this motion's own extended-range form,
  /// the velocity of its scaled unit motion or of its separated modes.
  func extendedVelocityLastExcursion(above epsilon: Double, evaluations: inout Int) -> Double? {
    switch extendedRange {
    case .rest:
      return 0
    case .separated(let modes):
      evaluations += 1
      return modes.lastExcursion(above: epsilon, ofVelocity: true)
    case .scaled(let scaled):
      // v = 2^(q−p)·ṽ: the unit's velocity, against εv·2^(p−q).
      return scaledLastExcursion(
        SpringMotion.velocityUnitMotion(of: scaled.unit),
        above: WideDouble(epsilon).scaled(by: scaled.timeExponent - scaled.positionExponent),
        timeExponent: scaled.timeExponent, evaluations: &evaluations)
    }
  }

  /// The velocity of an ordinary (or unit-scaled) motion as a motion of its
  /// own, from (v0, x''(0)) — but, when overdamped, with the two exponential
  /// amplitudes taken from the position's modes (A·r_fast, B·r_slow): rebuilt
  /// from (v0, x''(0)) the slow one is a difference whose terms are 4ζ²
  /// times larger, and loses that many ulps.
  static func velocityUnitMotion(of motion: SpringMotion) -> SpringMotion {
    let velocity = SpringMotion(
      ordinary: motion.spring,
      initialState: SpringState(
        position: motion.initialState.velocity, velocity: motion.initialAcceleration),
      alpha: motion.alpha, omega0Squared: motion.omega0Squared)
    guard motion.regime == .overdamped else { return velocity }
    return SpringMotion(
      copying: velocity, fastAmplitude: motion.fastAmplitude * motion.fastRate,
      slowAmplitude: motion.slowAmplitude * motion.slowRate)
  }

  /// Case 3 of the header: T from the extremum heights' exact decay when
  /// more than 2^50 of them exceed ε (+infinity when T overflows); nil when
  /// the search should run instead.
  private func lightlyDampedLastExcursion(_ unit: SpringMotion, above threshold: WideDouble)
    -> Double?
  {
    // Most searches have far fewer than 2^50 extrema above ε: told apart
    // first from the unit motion's own rates (ωd/α to a few ulps, ln(H/ε)
    // to ~1e-13), without the wide rates below.
    let unitOmegaD = unit.frequency
    let estimatedLog =
      log(
        hypot(unit.initialState.position, unit.positionSineCoefficient / unitOmegaD)
          * (unitOmegaD / unit.omega0Squared.squareRoot())) - threshold.logarithm()
    if (abs(estimatedLog) + 0x1p-30) * unitOmegaD / (unit.alpha * Double.pi) < 0x1p45 {
      return nil
    }
    let eta = spring.dampingExcess
    // Amplitude R̃ = √(x̃0² + (B̃/ω̃d)²); the unit spring's own ωd and B are
    // exact enough here (relative error a few ulps).
    let omegaD = unit.omega0Squared.squareRoot() * (-eta).squareRoot()
    let b = unit.initialState.velocity + unit.alpha * unit.initialState.position
    let height = hypot(unit.initialState.position, b / omegaD) * (-eta).squareRoot()
    let logRatio = log(height) - threshold.logarithm()
    guard logRatio > 0 else { return nil }
    // Extrema above ε: ln(H/ε)/(απ/ωd), with α and ωd in seconds.
    let alpha = spring.wideDecayRate
    let wideOmegaD = spring.wideNaturalFrequency * (-eta).squareRoot()
    let levels = WideDouble(logRatio) * wideOmegaD / (alpha * WideDouble(Double.pi))
    guard levels.exponent >= 50 else { return nil }
    let seconds = (WideDouble(logRatio) / alpha).doubleValue
    return seconds.isFinite ? seconds : .infinity
  }

  /// A time τ > 0 (scaled) to restart at: |x̃(τ)| > 2^60·ε̃ (so T > τ), and
  /// the state there between 2^−1000 and 2^−200 of the unit state's size
  /// (still full precision, and a real step down). Found by bisection on
  /// log₂ τ; nil if none is found. A midpoint whose side `RestartBounds`
  /// already decides is not evaluated: the bisection visits the same
  /// midpoints and returns the same τ, at a fraction of the cost (far-out
  /// midpoints, such as τ = 2^500, would pay for a full argument reduction).
  private func restartTime(
    _ motion: SpringMotion, above epsilon: WideDouble, evaluations: inout Int
  ) -> Double? {
    let margin = epsilon.scaled(by: 60)
    let bounds = RestartBounds(motion)
    // log₂ τ ranges whose side is certain, found once (the sides are
    // monotone in τ there), so most midpoints cost one comparison.
    let limits = bounds.limits()
    var low = -1070.0
    var high = 1023.0
    for _ in 0..<100 {
      let middle = 0.5 * (low + high)
      if middle > limits.aboveFrom && middle < limits.aboveTo {
        low = middle
        continue
      }
      if middle > limits.belowFrom {
        high = middle
        continue
      }
      let tau = exp2(middle)
      switch bounds.side(at: tau) {
      case .above:
        low = middle
        continue
      case .below:
        high = middle
        continue
      case .unknown:
        break
      }
      evaluations += 1
      let s = motion.state(at: tau)
      let size = max(abs(s.position), abs(s.velocity))
      if size > 0x1p-200 {
        low = middle
      } else if size < 0x1p-1000 || !WideDouble.magnitudeIsLess(margin, WideDouble(s.position)) {
        high = middle
      } else {
        return tau
      }
    }
    return nil
  }
}

/// Bounds on the evaluated size max(|x̃|, |ṽ|) of a unit motion at τ, from
/// its closed form (x, v) = M·b(τ) without evaluating it: the size lies
/// between σ_min(M)·|b(τ)|/√2 and σ_max(M)·|b(τ)|, with σ_max ≤ ‖M‖_F and
/// σ_min ≥ |det M|/‖M‖_F, and the evaluation's own error is bounded by a
/// generous 2⁻⁵⁰·(8 + rate·τ + phase) of the terms it adds. They decide
/// only sides that no rounding can flip: above 2^−199 or below 2^−1002
/// (RestartBoundsTests checks them against evaluation).
///
/// - ζ < 1: b = e^(−ατ)(cos ωdτ, sin ωdτ), M = [[x0, B/ωd], [v0, −Q/ωd]],
///   det M = −(B² + ωd²x0²)/ωd (a sum of squares: no cancellation).
/// - ζ = 1: b = e^(−ατ)(1, τ), M = [[x0, B], [v0, −Q]], det M = −B².
/// - ζ > 1, γτ > 1 (the evaluation's two-exponential branch):
///   b = (e^(r_f τ), e^(r_s τ)), M = [[A, C], [A r_f, C r_s]],
///   det M = AC(r_s − r_f). For γτ ≤ 1 (the hyperbolic branch, whose terms
///   may be rebuilt less accurately) only the upper side is used there.
struct RestartBounds {
  enum Side { case above, below, unknown }

  let motion: SpringMotion
  // τ-independent parts: ‖M‖_F, |det M|/‖M‖_F/√2, the largest term per
  // component at τ = 0 (`terms`) and its growth per unit τ (ζ = 1 and the
  // hyperbolic branch of ζ > 1), the decay rate λ of |b| in bits per unit τ
  // and the rate that bounds the evaluation's exponent and phase error.
  private var terms = 0.0
  private var termsGrowth = 0.0
  private var sigmaLower = 0.0
  private var bitsPerTime = 0.0
  private var stiffnessRate = 0.0
  private var modesTerms = 0.0
  private var modesSigmaLower = 0.0
  private var usable = false

  init(_ m: SpringMotion) {
    motion = m
    let x0 = abs(m.initialState.position)
    let v0 = abs(m.initialState.velocity)
    let b = abs(m.positionSineCoefficient)
    let q = abs(m.velocitySineCoefficient)
    let bitsPerNeper = 1 / 0.693_147_180_559_945_3
    switch m.form {
    case .oscillating:
      let omegaD = m.frequency
      guard m.alpha > 0, omegaD > 0, m.regime == .underdamped else { return }
      let bw = b / omegaD
      let qw = q / omegaD
      terms = max(x0 + bw, v0 + qw)
      let frobenius = (x0 * x0 + bw * bw + v0 * v0 + qw * qw).squareRoot()
      sigmaLower = (b * b + omegaD * omegaD * x0 * x0) / omegaD / frobenius
      bitsPerTime = m.alpha * bitsPerNeper
      stiffnessRate = m.alpha + omegaD
    case .critical:
      terms = max(x0, v0)
      termsGrowth = max(b, q)
      let frobenius = (x0 * x0 + b * b + v0 * v0 + q * q).squareRoot()
      sigmaLower = b * b / frobenius
      bitsPerTime = m.alpha * bitsPerNeper
      stiffnessRate = m.alpha
    case .overdamped:
      let a = abs(m.fastAmplitude)
      let c = abs(m.slowAmplitude)
      let fast = -m.fastRate
      let slow = -m.slowRate
      // Hyperbolic branch: e^(−ατ)cosh γτ ≤ e^(r_s τ), sinh(γτ)/γ ≤ τ cosh γτ.
      terms = max(x0, v0)
      termsGrowth = max(b, q)
      modesTerms = max(a + c, a * fast + c * slow)
      let frobenius = (a * a + c * c + a * a * fast * fast + c * c * slow * slow).squareRoot()
      modesSigmaLower = a * c * (fast - slow) / frobenius
      bitsPerTime = slow * bitsPerNeper
      stiffnessRate = fast
    }
    usable =
      bitsPerTime > 0
      && (terms + termsGrowth + sigmaLower + modesTerms + modesSigmaLower + stiffnessRate).isFinite
  }

  /// log₂ τ intervals (aboveFrom, aboveTo) and (belowFrom, ∞) on which
  /// `side` is certainly `.above` and `.below`: each end is checked with
  /// `side` itself, with a relative 2⁻²⁰ to spare for the rounding of
  /// exp2, and the sides are monotone beyond it — the lower bound on the
  /// size falls with τ; past αλτ ≥ 1 so does the upper one, also where its
  /// terms grow like τ (ζ = 1). Empty intervals where no such end is found
  /// (for ζ > 1 only the two-exponential branch, γτ > 1, qualifies).
  func limits() -> (aboveFrom: Double, aboveTo: Double, belowFrom: Double) {
    let none = (aboveFrom: 0.0, aboveTo: -Double.infinity, belowFrom: Double.infinity)
    guard usable else { return none }
    let modes = motion.form == .overdamped
    let floor = modes ? 2 * SpringMotion.hyperbolicLimit / motion.frequency : 0
    var result = none
    if floor.isFinite {
      result.aboveFrom = floor > 0 ? log2(floor) : -Double.infinity
    }
    let sigma = modes ? modesSigmaLower : sigmaLower
    if sigma > 0 {
      let tau = (log2(sigma) - 2 + 198) / (bitsPerTime * (1 + 0x1p-40))
      if tau > floor, side(at: tau * (1 + 0x1p-20)) == .above {
        result.aboveTo = log2(tau) - 0x1p-20
      }
    }
    var tau = 0.0
    for _ in 0..<3 {
      let largest = modes ? modesTerms : terms + termsGrowth * tau
      tau = (log2(largest) + 4 + 1002) / (bitsPerTime * (1 - 0x1p-40))
    }
    if tau.isFinite, tau > floor, rateTimesBits(tau) >= 1, side(at: tau) == .below {
      result.belowFrom = log2(tau) + 0x1p-20
    }
    return result
  }

  /// λτ in nepers (the envelope's exponent) for bitsPerTime·τ in bits.
  private func rateTimesBits(_ tau: Double) -> Double {
    bitsPerTime * tau * 0.693_147_180_559_945_3
  }

  /// ⌊log₂ x⌋ for a positive normal x, from its bits (no call).
  private static func binade(_ x: Double) -> Double {
    Double(Int((x.bitPattern >> 52) & 0x7ff) - 1023)
  }

  func side(at tau: Double) -> Side {
    guard usable else { return .unknown }
    let hyperbolic =
      motion.form == .overdamped && motion.frequency * tau <= SpringMotion.hyperbolicLimit
    let modes = motion.form == .overdamped && !hyperbolic
    let largest = modes ? modesTerms : terms + termsGrowth * tau
    guard largest.isFinite, largest >= 0x1p-1000 else { return .unknown }
    // log₂ of the envelope e^(−λτ) (bits) and of its evaluated value, whose
    // exponent is rounded and so may decay by a relative 2⁻⁴⁰ less.
    let decay = bitsPerTime * tau
    if Self.binade(largest) + 2 - decay * (1 - 0x1p-40) < -1002 { return .below }
    guard !hyperbolic else { return .unknown }
    let stiffness = stiffnessRate * tau
    guard stiffness.isFinite else { return .unknown }
    let lower =
      (modes ? modesSigmaLower : sigmaLower) * 0.5.squareRoot()
      - largest * (8 + stiffness) * 0x1p-50
    guard lower >= 0x1p-1000 else { return .unknown }
    return Self.binade(lower) - decay * (1 + 0x1p-40) > -199 ? .above : .unknown
  }
}
