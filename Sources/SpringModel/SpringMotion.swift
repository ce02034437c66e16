//===--- SpringMotion.swift -----------------------------------------------===//
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
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The closed-form motion of a `Spring` released from an initial state.
///
/// `position(at:)`, `velocity(at:)` and `state(at:)` evaluate x(t) and v(t)
/// exactly in form and to the limit of binary64 in value: the error measured
/// against a higher-precision truth, scaled by 2⁻⁵² · (1 + ωd·t) and by the
/// trajectory's peaks, stays at about 1–2 in every regime — undamped over
/// thousands of periods, near-critical down to |ζ − 1| = 1e-16 on both sides,
/// exactly critical, and overdamped up to ζ = 1e6 and beyond.
///
/// Domain: t ≥ 0 and finite. No finite t produces NaN or infinity for a
/// motion whose states are representable; for an undamped spring at a time so
/// large that ω0·t overflows, the phase is reduced modulo the period (the
/// phase is then unknowable to better than a full turn anyway).
/// Negative t evaluates the analytic continuation backwards, which grows and
/// may overflow.
public struct SpringMotion: Sendable {
  /// The spring that moves.
  public let spring: Spring
  /// The state at t = 0.
  public let initialState: SpringState
  /// The regime, decided exactly from the spring's binary64 parameters.
  public let regime: DampingRegime

  // Envelope rate α = c/(2m) and ω0² = k/m.
  @usableFromInline let alpha: Double
  @usableFromInline let omega0Squared: Double
  // ωd for ζ < 1 (ω0 when undamped), γ for ζ > 1, 0 at ζ = 1.
  @usableFromInline let frequency: Double
  // 1/frequency when finite (a multiply per sample instead of a division), else 0.
  @usableFromInline let inverseFrequency: Double
  // Coefficients of S(t) in x and v: B = v0 + αx0 and Q = ω0²x0 + αv0.
  @usableFromInline let positionSineCoefficient: Double
  @usableFromInline let velocitySineCoefficient: Double
  // Two-exponential form (ζ > 1 only): rates and amplitudes.
  @usableFromInline let fastRate: Double
  @usableFromInline let slowRate: Double
  @usableFromInline let fastAmplitude: Double
  @usableFromInline let slowAmplitude: Double

  /// Largest γt evaluated with cosh/sinh before switching to exponentials.
  @usableFromInline static let hyperbolicLimit = 1.0

  /// Creates the motion of `spring` from `initialState` at t = 0.
  ///
  /// The state's components should be finite; the closed form then holds for
  /// every t ≥ 0.
  @inlinable
  public init(spring: Spring, initialState: SpringState) {
    self.spring = spring
    self.initialState = initialState
    let x0 = initialState.position
    let v0 = initialState.velocity
    let alpha = spring.decayRate
    let omega0Squared = spring.stiffness / spring.mass
    let eta = spring.dampingExcess
    self.alpha = alpha
    self.omega0Squared = omega0Squared
    self.positionSineCoefficient = v0.addingProduct(alpha, x0)
    self.velocitySineCoefficient = (omega0Squared * x0).addingProduct(alpha, v0)
    var fastRate = 0.0
    var slowRate = 0.0
    var fastAmplitude = 0.0
    var slowAmplitude = 0.0
    if spring.damping == 0 {
      regime = .undamped
      frequency = omega0Squared.squareRoot()
    } else if eta < 0 {
      regime = .underdamped
      frequency = (omega0Squared * -eta).squareRoot()
    } else if eta == 0 {
      regime = .critical
      frequency = 0
    } else {
      regime = .overdamped
      let gamma = eta.isInfinite ? alpha : omega0Squared.squareRoot() * eta.squareRoot()
      frequency = gamma
      let sum = alpha + gamma
      fastRate = -sum
      slowRate = -(omega0Squared / sum)
      // x = A e^(r_fast t) + B e^(r_slow t), A + B = x0, r_fast A + r_slow B = v0.
      fastAmplitude = -(v0 - slowRate * x0) / (2 * gamma)
      slowAmplitude = (sum * x0 + v0) / (2 * gamma)
    }
    let inverse = 1 / frequency
    self.inverseFrequency = inverse.isFinite ? inverse : 0
    self.fastRate = fastRate
    self.slowRate = slowRate
    self.fastAmplitude = fastAmplitude
    self.slowAmplitude = slowAmplitude
  }

  /// Creates the motion of `spring` released at displacement `position` with
  /// `velocity` (units per second).
  @inlinable
  public init(spring: Spring, position: Double, velocity: Double) {
    self.init(spring: spring, initialState: SpringState(position: position, velocity: velocity))
  }

  /// The state (displacement and velocity) at time `t` seconds after release.
  @inlinable
  public func state(at t: Double) -> SpringState {
    let x0 = initialState.position
    let v0 = initialState.velocity
    let b = positionSineCoefficient
    let q = velocitySineCoefficient
    switch regime {
    case .undamped, .underdamped:
      var phase = frequency * t
      if !phase.isFinite && t.isFinite {
        // Only an undamped (or fully decayed) motion gets here: reduce t
        // modulo the period; a phase beyond 2^53 turns carries no digits.
        phase = frequency * t.truncatingRemainder(dividingBy: 2 * Double.pi / frequency)
      }
      let envelope = alpha == 0 ? 1 : exp(-alpha * t)
      let cosine = cos(phase) * envelope
      let sine = (inverseFrequency > 0 ? sin(phase) * inverseFrequency : t) * envelope
      return SpringState(
        position: x0 * cosine + b * sine, velocity: v0 * cosine - q * sine)
    case .critical:
      let envelope = exp(-alpha * t)
      let sine = t * envelope
      return SpringState(
        position: x0 * envelope + b * sine, velocity: v0 * envelope - q * sine)
    case .overdamped:
      let y = frequency * t
      if y <= SpringMotion.hyperbolicLimit {
        let envelope = exp(-alpha * t)
        let cosine = cosh(y) * envelope
        let sine = (y == 0 ? t : sinh(y) / frequency) * envelope
        return SpringState(
          position: x0 * cosine + b * sine, velocity: v0 * cosine - q * sine)
      }
      let fast = fastAmplitude * exp(fastRate * t)
      let slow = slowAmplitude * exp(slowRate * t)
      return SpringState(position: fast + slow, velocity: fast * fastRate + slow * slowRate)
    }
  }

  /// Displacement x(t) from the target at `t` seconds.
  @inlinable public func position(at t: Double) -> Double { state(at: t).position }

  /// Velocity v(t) = x'(t) at `t` seconds, in units per second.
  @inlinable public func velocity(at t: Double) -> Double { state(at: t).velocity }

  /// Acceleration x''(t) = −(c v + k x)/m at `t` seconds, in units per second².
  @inlinable public func acceleration(at t: Double) -> Double {
    let s = state(at: t)
    return -(2 * alpha * s.velocity + omega0Squared * s.position)
  }

  /// The initial acceleration x''(0) = −(c v0 + k x0)/m.
  @inlinable public var initialAcceleration: Double {
    -(2 * alpha * initialState.velocity + omega0Squared * initialState.position)
  }

  /// The motion of the velocity: v(t) solves the same equation, starting from
  /// (v0, x''(0)). Its displacement is this motion's velocity.
  @inlinable public var velocityMotion: SpringMotion {
    SpringMotion(
      spring: spring,
      initialState: SpringState(position: initialState.velocity, velocity: initialAcceleration))
  }
}
