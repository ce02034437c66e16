//===--- ExtendedSettling.swift -------------------------------------------===//
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
    if spring.regime == .underdamped, let time = lightlyDampedLastExcursion(unit, above: threshold)
    {
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
  /// log₂ τ; nil if none is found.
  private func restartTime(
    _ motion: SpringMotion, above epsilon: WideDouble, evaluations: inout Int
  ) -> Double? {
    let margin = epsilon.scaled(by: 60)
    var low = -1070.0
    var high = 1023.0
    for _ in 0..<100 {
      let middle = 0.5 * (low + high)
      let tau = exp2(middle)
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
