//===--- SpringMotion.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The free motion of a spring from an initial state, in closed form, accurate
// to the limit of binary64 in every regime.
//
// One form covers ζ < 1, ζ = 1 and the early part of ζ > 1:
//
//     x(t) = e^(−αt) [ x0 C(t) + (v0 + αx0) S(t) ]
//     v(t) = e^(−αt) [ v0 C(t) − (ω0²x0 + αv0) S(t) ]
//
// with (C, S) = (cos ωd t, sin(ωd t)/ωd), (1, t) or (cosh γt, sinh(γt)/γ).
// S is a ratio of two accurately rounded numbers, never a difference, so it
// keeps full relative accuracy as ωd or γ → 0: no cancellation near ζ = 1.
//
// Once γt > 1 the hyperbolic functions would overflow long before e^(−αt)
// underflows, and for ζ ≫ 1 the bracket cancels; there the two-exponential
// form takes over with the stable roots
//
//     r_fast = −(α + γ),   r_slow = −ω0² / (α + γ)   (never α − γ)
//
// whose amplitudes no longer cancel badly because e^((r_fast − r_slow)t) =
// e^(−2γt) < e^(−2).
//
// These formulas run on binary64 numbers of moderate size. A cheap range
// check at initialization sends everything else — k/m, c/(2m), x0 or v0 far
// from 1, where ω0²·x0 or α·v0 would overflow or underflow although x(t) and
// v(t) do not — to the extended-range path (ExtendedRange/), which runs the
// same formulas in scaled variables.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The closed-form motion of a `Spring` released from an initial state.
///
/// `position(at:)`, `velocity(at:)` and `state(at:)` evaluate x(t) and v(t)
/// exactly in form and within a few roundings in value: the error measured
/// against a higher-precision truth, scaled by 2⁻⁵² · (1 + ωd·t) and by the
/// trajectory's peaks (K), is at most 2 — bounded per branch from the
/// roundings each makes in Docs/ErrorAnalysis.md — in every regime: undamped over
/// thousands of periods, near-critical down to |ζ − 1| = 1e-16 on both sides,
/// exactly critical, and overdamped up to ζ = 1e6 and beyond.
///
/// Domain: every spring (finite m > 0, k > 0, c ≥ 0), finite x0 and v0, and
/// t ≥ 0 finite. The same accuracy holds at every magnitude: where k/m,
/// c/(2m), ω0²·x0 or α·v0 would leave binary64's range, the motion is
/// evaluated in scaled variables (time in units of 1/ω0, state in powers of
/// two; see ExtendedRange.swift). No finite input produces NaN; a
/// component whose true value exceeds the largest double is returned as
/// ±infinity, which means exactly that, and a component below the least
/// subnormal rounds to 0. For an undamped spring at a time so large that ω0·t
/// overflows, the phase is reduced modulo the period (the phase is then
/// unknowable to better than a full turn anyway).
/// Negative t evaluates the analytic continuation backwards, which grows and
/// may overflow.
public struct SpringMotion: Sendable {
  /// The spring that moves.
  public let spring: Spring
  /// The state at t = 0.
  public let initialState: SpringState
  /// The regime, decided exactly from the spring's binary64 parameters.
  public let regime: DampingRegime
  // Which branch of the closed form `state(at:)` runs.
  //
  // A motion on the extended-range path (ExtendedRange/) is marked
  // `.oscillating` with `frequency` = NaN: its phase then fails the range
  // test that the oscillating branch makes anyway, and only then is the
  // extended path called — with scalars, not `self`, so that the loops that
  // call state(at:) keep the motion's fields in registers as before. Such a
  // motion keeps its initial state with wide exponents in fields the closed
  // form then leaves unused: the significands of x0 and v0 in the sine
  // coefficients, their exponents in fastRate and slowRate
  // (SpringMotion+ExtendedRange.swift).
  // (Stored next to `regime`, in the padding before the next double.)
  @usableFromInline let form: Form

  // Envelope rate α = c/(2m) and ω0² = k/m.
  @usableFromInline let alpha: Double
  @usableFromInline let omega0Squared: Double
  // ωd for ζ < 1 (ω0 when undamped), γ for ζ > 1, 0 at ζ = 1.
  @usableFromInline let frequency: Double
  // What the rounding of ωd (ζ < 1) left out (CompensatedParameters.swift).
  @usableFromInline let frequencyLow: Double
  // A = B/ωd and P = Q/ωd (ζ < 1, else 0), the sine amplitudes of the
  // large-phase form x = E·[x0 cos ωd t + A sin ωd t], v = E·[v0 cos − P sin],
  // and what their rounding left out.
  @usableFromInline let positionSineAmplitude: Double
  @usableFromInline let velocitySineAmplitude: Double
  @usableFromInline let positionSineAmplitudeLow: Double
  @usableFromInline let velocitySineAmplitudeLow: Double
  // c/(2m) − alpha, to ~2⁻¹⁰⁰·alpha (CompensatedParameters.swift): the
  // decay exponent αt in the compensated forms carries it.
  @usableFromInline let alphaLow: Double
  // Coefficients of S(t) in x and v: B = v0 + αx0 and Q = ω0²x0 + αv0.
  @usableFromInline let positionSineCoefficient: Double
  @usableFromInline let velocitySineCoefficient: Double
  // What the rounding of B and Q left out (CompensatedParameters.swift).
  @usableFromInline let positionSineLow: Double
  @usableFromInline let velocitySineLow: Double
  // Two-exponential form (ζ > 1 only): rates and amplitudes, and what their
  // rounding left out.
  @usableFromInline let fastRate: Double
  @usableFromInline let slowRate: Double
  @usableFromInline let fastRateLow: Double
  @usableFromInline let slowRateLow: Double
  // (Settable in this file only, for `init(copying:…)`.)
  @usableFromInline fileprivate(set) var fastAmplitude: Double
  @usableFromInline fileprivate(set) var slowAmplitude: Double
  @usableFromInline fileprivate(set) var fastAmplitudeLow: Double
  @usableFromInline fileprivate(set) var slowAmplitudeLow: Double
  // The modes' velocity amplitudes r_fast·A and r_slow·C, each rounded once
  // (ζ > 1, else 0), and the time from which this motion's two-exponential
  // form rounds plainly: 0 wherever it runs, +infinity never
  // (PlainModes.swift).
  @usableFromInline fileprivate(set) var fastVelocityAmplitude: Double
  @usableFromInline fileprivate(set) var slowVelocityAmplitude: Double
  @usableFromInline fileprivate(set) var plainModesStart: Double

  /// The closed form's branches.
  @usableFromInline
  enum Form: UInt8, Sendable {
    case oscillating, critical, overdamped

    @inlinable init(_ regime: DampingRegime) {
      switch regime {
      case .undamped, .underdamped: self = .oscillating
      case .critical: self = .critical
      case .overdamped: self = .overdamped
      }
    }
  }

  /// Whether this motion is on the ordinary path (see `form`).
  @inlinable var isOrdinaryRange: Bool { !frequency.isNaN }

  /// Largest γt evaluated with cosh/sinh before switching to exponentials.
  @usableFromInline static let hyperbolicLimit = 1.0

  /// Largest phase ωd·t the compensated small-phase form (Taylor tails)
  /// evaluates (ζ < 1); sin and cos take over beyond.
  @usableFromInline static let smallPhaseLimit = 1.0

  /// Largest phase ωd·t at which the large-phase form is compensated (ζ < 1):
  /// from here on its plain roundings, with SpringLab's sin and cos (an
  /// absolute error below 2⁻⁵²), are within K ≤ 1.37 (from a phase of 2
  /// they would reach 1.78, from 1 about 3; Docs/ErrorAnalysis.md).
  @usableFromInline static let compensatedPhaseLimit = 3.0

  /// Largest |ωd·t| for SpringLab's own sin and cos (`reducedSineAndCosine`,
  /// `laneSinCos`), whose three-part reduction by π/2 is exact up to here;
  /// glibc's beyond.
  @usableFromInline static let reducedPhaseLimit = 1e6

  /// Creates the motion of `spring` from `initialState` at t = 0.
  ///
  /// The state's components should be finite; the closed form then holds for
  /// every t ≥ 0, at any magnitude.
  @inlinable
  public init(spring: Spring, initialState: SpringState) {
    let alpha = spring.decayRate
    let omega0Squared = spring.stiffness / spring.mass
    if SpringMotion.isOrdinary(
      alpha: alpha, omega0Squared: omega0Squared, damping: spring.damping,
      position: initialState.position, velocity: initialState.velocity)
    {
      self.init(
        ordinary: spring, initialState: initialState, alpha: alpha, omega0Squared: omega0Squared)
    } else {
      self.init(extendedRange: spring, initialState: initialState)
    }
  }

  /// Whether the binary64 formulas of `state(at:)` are safe for this motion:
  /// ω0² and α within 2^±200 and each nonzero |x0|, |v0| within 2^±300, so
  /// that no product or quotient of them over- or underflows — the smallest,
  /// an overdamped fast amplitude ω0²x0/(4α²), stays above 2^−1000. Non-finite
  /// states stay on this path too (they have no meaningful motion on any path).
  @inlinable
  static func isOrdinary(
    alpha: Double, omega0Squared: Double, damping: Double, position: Double, velocity: Double
  ) -> Bool {
    let x = abs(position)
    let v = abs(velocity)
    guard x.isFinite && v.isFinite else { return true }
    return omega0Squared >= 0x1p-200 && omega0Squared < 0x1p200
      && (damping == 0 || (alpha >= 0x1p-200 && alpha < 0x1p200))
      && (x == 0 || (x >= 0x1p-300 && x < 0x1p300))
      && (v == 0 || (v >= 0x1p-300 && v < 0x1p300))
  }

  /// The motion on the extended-range path (SpringMotion+ExtendedRange.swift).
  @usableFromInline
  init(extendedRange spring: Spring, initialState: SpringState) {
    self.init(
      spring: spring, widePosition: WideDouble(initialState.position),
      wideVelocity: WideDouble(initialState.velocity))
  }

  /// The motion of `spring` from a state with wide exponents, on the
  /// extended-range path. `initialState` shows that state rounded to
  /// binary64 (±infinity for a component beyond it).
  init(spring: Spring, widePosition position: WideDouble, wideVelocity velocity: WideDouble) {
    self.spring = spring
    self.initialState = SpringState(position: position.doubleValue, velocity: velocity.doubleValue)
    self.regime = spring.regime
    self.form = .oscillating
    self.frequency = .nan
    self.positionSineCoefficient = position.significand
    self.fastRate = Double(position.exponent)
    self.velocitySineCoefficient = velocity.significand
    self.slowRate = Double(velocity.exponent)
    self.alpha = 0
    self.alphaLow = 0
    self.omega0Squared = 0
    self.frequencyLow = 0
    self.positionSineAmplitude = 0
    self.velocitySineAmplitude = 0
    self.positionSineAmplitudeLow = 0
    self.velocitySineAmplitudeLow = 0
    self.fastAmplitude = 0
    self.slowAmplitude = 0
    self.positionSineLow = 0
    self.velocitySineLow = 0
    self.fastRateLow = 0
    self.slowRateLow = 0
    self.fastAmplitudeLow = 0
    self.slowAmplitudeLow = 0
    self.fastVelocityAmplitude = 0
    self.slowVelocityAmplitude = 0
    self.plainModesStart = .infinity
  }

  /// `motion` with other overdamped amplitudes (for the velocity's motion:
  /// ExtendedSettling.swift).
  init(copying motion: SpringMotion, fastAmplitude: Double, slowAmplitude: Double) {
    self = motion
    self.fastAmplitude = fastAmplitude
    self.slowAmplitude = slowAmplitude
    self.fastAmplitudeLow = 0
    self.slowAmplitudeLow = 0
    self.fastVelocityAmplitude = motion.fastRate * fastAmplitude
    self.slowVelocityAmplitude = motion.slowRate * slowAmplitude
    self.plainModesStart = .infinity
  }

  /// The motion on the ordinary path, whatever the magnitudes: the caller
  /// guarantees that they are safe (`isOrdinary`, or the unit-scaled
  /// springs and states of the extended-range path).
  @inlinable
  init(ordinary spring: Spring, initialState: SpringState, alpha: Double, omega0Squared: Double) {
    self.spring = spring
    self.initialState = initialState
    let x0 = initialState.position
    let v0 = initialState.velocity
    let eta = spring.dampingExcess
    self.alpha = alpha
    self.omega0Squared = omega0Squared
    // α and ω0² to ~2⁻¹⁰⁰, and B, Q rounded once (CompensatedParameters.swift).
    let exact = CompensatedCoefficients(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, alpha: alpha,
      omega0Squared: omega0Squared, position: x0, velocity: v0)
    self.alphaLow = exact.alphaLow
    self.positionSineCoefficient = exact.b
    self.velocitySineCoefficient = exact.q
    self.positionSineLow = exact.bLow
    self.velocitySineLow = exact.qLow
    var fastRate = 0.0
    var slowRate = 0.0
    var fastAmplitude = 0.0
    var slowAmplitude = 0.0
    var fastRateLow = 0.0
    var slowRateLow = 0.0
    var fastAmplitudeLow = 0.0
    var slowAmplitudeLow = 0.0
    var oscillation: OscillationFrequency?
    if eta < 0 {
      regime = spring.damping == 0 ? .undamped : .underdamped
      // ωd, A and P each rounded once from double-doubles.
      oscillation = OscillationFrequency(
        alpha: alpha, alphaLow: exact.alphaLow, omega0Squared: omega0Squared,
        omegaLow: exact.omegaLow, b: exact.b, bLow: exact.bLow, q: exact.q, qLow: exact.qLow)
      frequency =
        oscillation?.frequency
        ?? (spring.damping == 0
          ? omega0Squared.squareRoot() : (omega0Squared * -eta).squareRoot())
    } else if eta == 0 {
      regime = .critical
      frequency = 0
    } else {
      regime = .overdamped
      // x = A e^(r_fast t) + C e^(r_slow t), A + C = x0, r_fast A + r_slow C = v0,
      // from double-doubles: exact to their last bits even on (or near) an
      // eigenmode (CompensatedParameters.swift).
      if let modes = OverdampedModes(
        alpha: alpha, alphaLow: exact.alphaLow, omega0Squared: omega0Squared,
        omegaLow: exact.omegaLow, position: x0, velocity: v0)
      {
        frequency = modes.gamma
        fastRate = modes.fastRate
        slowRate = modes.slowRate
        fastAmplitude = modes.fastAmplitude
        slowAmplitude = modes.slowAmplitude
        fastRateLow = modes.fastRateLow
        slowRateLow = modes.slowRateLow
        fastAmplitudeLow = modes.fastAmplitudeLow
        slowAmplitudeLow = modes.slowAmplitudeLow
      } else {
        let gamma = eta.isInfinite ? alpha : omega0Squared.squareRoot() * eta.squareRoot()
        frequency = gamma
        let sum = alpha + gamma
        fastRate = -sum
        slowRate = -(omega0Squared / sum)
        fastAmplitude = -(v0 - slowRate * x0) / (2 * gamma)
        slowAmplitude = (sum * x0 + v0) / (2 * gamma)
      }
    }
    if let oscillation {
      frequencyLow = oscillation.frequencyLow
      positionSineAmplitude = oscillation.positionSineAmplitude
      velocitySineAmplitude = oscillation.velocitySineAmplitude
      positionSineAmplitudeLow = oscillation.positionSineAmplitudeLow
      velocitySineAmplitudeLow = oscillation.velocitySineAmplitudeLow
    } else {
      frequencyLow = 0
      let inverse = eta < 0 && frequency > 0 ? 1 / frequency : 0
      positionSineAmplitude = inverse.isFinite ? exact.b * inverse : 0
      velocitySineAmplitude = inverse.isFinite ? exact.q * inverse : 0
      positionSineAmplitudeLow = 0
      velocitySineAmplitudeLow = 0
    }
    self.fastRate = fastRate
    self.slowRate = slowRate
    self.fastAmplitude = fastAmplitude
    self.slowAmplitude = slowAmplitude
    self.fastRateLow = fastRateLow
    self.slowRateLow = slowRateLow
    self.fastAmplitudeLow = fastAmplitudeLow
    self.slowAmplitudeLow = slowAmplitudeLow
    self.form = Form(regime)
    self.fastVelocityAmplitude = roundedProduct(
      fastRate, fastRateLow, fastAmplitude, fastAmplitudeLow)
    self.slowVelocityAmplitude = roundedProduct(
      slowRate, slowRateLow, slowAmplitude, slowAmplitudeLow)
    self.plainModesStart = .infinity
    if form == .overdamped {
      plainModesStart = plainModesStartTime()
    }
  }

  /// Creates the motion of `spring` released at displacement `position` with
  /// `velocity` (units per second).
  @inlinable
  public init(spring: Spring, position: Double, velocity: Double) {
    self.init(spring: spring, initialState: SpringState(position: position, velocity: velocity))
  }

  /// The state (displacement and velocity) at time `t` seconds after release.
  @inlinable @inline(__always)
  public func state(at t: Double) -> SpringState {
    closedFormState(at: t)
  }

  /// `state(at:)` in every form, compiled in this module (where the table
  /// exponential reads its table directly). The compensated kernels are in
  /// CompensatedForms.swift.
  @usableFromInline @inline(__always)
  func closedFormState(at t: Double) -> SpringState {
    // x(0) = x0 and v(0) = v0 exactly, signed zeros included (the
    // compensated sums below would turn a −0 into +0).
    if t == 0 { return initialState }
    return closedFormPair(at: t).rounded
  }

  /// The state at `t` before its final rounding: each component as an
  /// unevaluated sum high + low (a frame grid's anchors and table entries
  /// keep the low parts). Where the compensated kernels do not run (deep
  /// decay, the extended-range path) the low parts are 0.
  ///
  /// `accurate` selects the forms for a frame grid's anchors and table
  /// entries, each of which serves many samples, so that their errors do
  /// not add up in a sample: the large-phase form (ζ < 1) compensated at
  /// every phase — the phase's low part, the envelope and the bracket as
  /// pairs, only libm's sin and cos rounded — and for ζ > 1 the two
  /// exponentials from γt > 1/8 on, where their cancellation costs at most
  /// coth(1/8) ≈ 8 times their 2⁻⁵⁷ (the Taylor tails below 1/8 are
  /// below 0.008 and their rounding with them). `state(at:)` takes the
  /// cheaper forms (Docs/ErrorAnalysis.md).
  @usableFromInline @inline(__always)
  func closedFormPair(at t: Double, accurate: Bool = false) -> StatePair {
    let x0 = initialState.position
    let v0 = initialState.velocity
    let b = positionSineCoefficient
    let q = velocitySineCoefficient
    let bl = positionSineLow
    let ql = velocitySineLow
    switch form {
    case .oscillating:
      var tau = t
      var phase = frequency * t
      if !(abs(phase) <= .greatestFiniteMagnitude) {
        if frequency.isNaN {
          // The extended-range path (see `form`).
          return StatePair(
            SpringMotion.extendedState(
              spring, positionSineCoefficient, fastRate, velocitySineCoefficient, slowRate, at: t))
        } else if t.isFinite {
          // Only an undamped (or fully decayed) motion gets here: reduce t
          // modulo the period; a phase beyond 2^53 turns carries no digits.
          tau = t.truncatingRemainder(dividingBy: 2 * Double.pi / frequency)
          phase = frequency * tau
        }
      }
      let decay = alpha * t
      guard abs(decay) < SpringMotion.deepDecay else { return StatePair(outlyingState(at: t)) }
      if abs(phase) <= SpringMotion.smallPhaseLimit {
        let (eh, el) = alpha == 0 ? (1, 0) : envelopePair(alpha, alphaLow, t)
        let (c1, s1) = phaseTails(frequency, tau, sign: -1)
        return smallPhasePair(
          x0: x0, v0: v0, b: b, bLow: bl, q: q, qLow: ql, t: tau, c1: c1, s1: s1, eh: eh, el: el)
      }
      // SpringLab's own sin and cos where its reduction is exact (the same
      // bits in eight lanes: `evaluate(at:positions:velocities:)`), glibc's
      // beyond; glibc's (0.55 ulp) for a frame grid's anchors and entries.
      let (sinePhase, cosinePhase) =
        !accurate && abs(phase) <= SpringMotion.reducedPhaseLimit
        ? reducedSineAndCosine(phase) : sineAndCosine(phase)
      if accurate || abs(phase) <= SpringMotion.compensatedPhaseLimit {
        return compensatedLargePhasePair(
          x0: x0, v0: v0, a: positionSineAmplitude, aLow: positionSineAmplitudeLow,
          p: velocitySineAmplitude, pLow: velocitySineAmplitudeLow,
          phaseLow: phaseLow(frequency, frequencyLow, tau), sine: sinePhase, cosine: cosinePhase,
          envelope: alpha == 0 ? (1, 0) : envelopePair(alpha, alphaLow, t))
      }
      // Beyond the compensated phase limit the allowance 1 + ωd t is at
      // least 4: with ωd, A and P rounded once, plain roundings bound K by
      // 1.37 (CompensatedForms.swift, Docs/ErrorAnalysis.md).
      return largePhasePair(
        x0: x0, v0: v0, a: positionSineAmplitude, p: velocitySineAmplitude,
        cosine: cosinePhase, sine: sinePhase, envelope: alpha == 0 ? 1 : tableExp(-decay))
    case .critical:
      // SpringLab's own exponential, which `evaluate(at:positions:velocities:)`
      // also computes eight at a time (CompensatedForms.swift).
      guard abs(alpha * t) < SpringMotion.deepDecay else {
        return StatePair(outlyingState(at: t))
      }
      let (eh, el) = envelopePair(alpha, alphaLow, t)
      return smallPhasePair(
        x0: x0, v0: v0, b: b, bLow: bl, q: q, qLow: ql, t: t, c1: 0, s1: 0, eh: eh, el: el)
    case .overdamped:
      let y = frequency * t
      if abs(y) <= (accurate ? 0.125 : SpringMotion.hyperbolicLimit) {
        guard abs(alpha * t) < SpringMotion.deepDecay else {
          return StatePair(outlyingState(at: t))
        }
        let (eh, el) = envelopePair(alpha, alphaLow, t)
        let (c1, s1) = phaseTails(frequency, t, sign: 1)
        return smallPhasePair(
          x0: x0, v0: v0, b: b, bLow: bl, q: q, qLow: ql, t: t, c1: c1, s1: s1, eh: eh, el: el)
      }
      let fastExponent = fastRate * t
      let slowExponent = slowRate * t
      // (The slow mode alone, to see whether a fast one below 2^−1021 matters.)
      guard
        slowExponent > -SpringMotion.deepDecay && fastExponent <= 0
          && (fastExponent > -SpringMotion.deepDecay
            || abs(slowAmplitude * exp(slowExponent)) >= abs(fastAmplitude) * 0x1p-960)
      else { return StatePair(outlyingState(at: t)) }
      if t >= plainModesStart && !accurate {
        // This spring's plain roundings are within K ≤ 1.75 from here on
        // (PlainModes.swift).
        return StatePair(
          plainModesState(
            fastAmplitude: fastAmplitude, fastVelocityAmplitude: fastVelocityAmplitude,
            fastExponent: fastExponent, slowAmplitude: slowAmplitude,
            slowVelocityAmplitude: slowVelocityAmplitude, slowExponent: slowExponent))
      }
      return twoModePair(
        fastAmplitude: fastAmplitude, fastAmplitudeLow: fastAmplitudeLow, fastRate: fastRate,
        fastRateLow: fastRateLow, slowAmplitude: slowAmplitude, slowAmplitudeLow: slowAmplitudeLow,
        slowRate: slowRate, slowRateLow: slowRateLow, t: t)
    }
  }

  /// Decay exponents αt from which e^(−αt) is below 2^−1021 and would lose
  /// bits to gradual underflow (or vanish) before its product with a bracket
  /// that may be as large as 2^500: `deepDecayState` evaluates those states.
  @usableFromInline static let deepDecay = 708.0

  /// Displacement x(t) from the target at `t` seconds.
  @inlinable public func position(at t: Double) -> Double { state(at: t).position }

  /// Velocity v(t) = x'(t) at `t` seconds, in units per second.
  @inlinable public func velocity(at t: Double) -> Double { state(at: t).velocity }

  /// Acceleration x''(t) = −(c v + k x)/m at `t` seconds, in units per second²
  /// (±infinity when it exceeds the largest double).
  @inlinable public func acceleration(at t: Double) -> Double {
    guard isOrdinaryRange else { return extendedAcceleration(at: t) }
    let s = state(at: t)
    return -(2 * alpha * s.velocity + omega0Squared * s.position)
  }

  /// The initial acceleration x''(0) = −(c v0 + k x0)/m (±infinity when it
  /// exceeds the largest double).
  @inlinable public var initialAcceleration: Double {
    guard isOrdinaryRange else { return extendedInitialAcceleration }
    return -(2 * alpha * initialState.velocity + omega0Squared * initialState.position)
  }

  /// The motion of the velocity: v(t) solves the same equation, starting from
  /// (v0, x''(0)). Its displacement is this motion's velocity — exactly so
  /// even when x''(0) overflows binary64: the velocity motion then keeps it
  /// with a wide exponent, and only its `initialState.velocity` shows ±infinity.
  @inlinable public var velocityMotion: SpringMotion {
    guard isOrdinaryRange else { return extendedVelocityMotion }
    return SpringMotion(
      spring: spring,
      initialState: SpringState(position: initialState.velocity, velocity: initialAcceleration))
  }
}
