//===--- MotionPeaks.swift ------------------------------------------------===//
//
// The peaks of |x| and |v| over a motion's whole trajectory, t ∈ [0, ∞):
// the scale by which the scorer normalizes the error of one CASES row.
//
// A row of an arbitrary CASES file has no horizon, so the peaks cannot come
// from a sweep's sample grid. They are a property of the motion alone:
//
//   peak|x| = max(|x0|, |x(t1)|),   t1 = the first t > 0 with v(t) = 0,
//   peak|v| = max(|v0|, |v(s1)|),   s1 = the first t > 0 with a(t) = 0,
//
// because |x| at successive turning points never grows (the envelope is
// e^(−αt), α ≥ 0) and a motion with ζ ≥ 1 turns at most once. v solves the
// same equation as x, from (v0, a0) with a0 = −(c v0 + k x0)/m, so s1 is t1
// of that motion. The times are located in binary64 by the closed forms
// below and the heights taken from the truth. A time off by δ lowers a
// height by O(δ²) only — and a lower peak can only enlarge the error
// (conservative).
//
// Why not the peak over [0, t] of the row's own time: at small t that is
// |x0 + v0 t| or |v0 + a0 t| — pointwise relative error in disguise, which
// fails a correct evaluator at every zero crossing near t = 0.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// max |x(t)| and max |v(t)| over t ≥ 0 of a spring released from a state.
public struct MotionPeaks: Sendable, Hashable {
  /// max over t ≥ 0 of |x(t)|, in position units (from the truth, rounded).
  public var position: Double
  /// max over t ≥ 0 of |v(t)|, in units per second.
  public var velocity: Double

  /// Creates peaks from known values.
  public init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }

  /// The first time t > 0 at which dy/dt = 0, for y solving
  /// m y'' + c y' + k y = 0 with y(0) = `value`, y'(0) = `slope`; nil when
  /// |y| has no turning point after t = 0 (or y is identically 0).
  ///
  /// Closed forms (α = c/2m, ω0² = k/m, q = ω0² y0 + α y1):
  /// - ζ < 1: tan(ωd t) = ωd y1 / q, the first positive root;
  /// - ζ ≥ 1: with s = α + γ and s' = ω0²/s (the fast and slow rates),
  ///   w = y1/(ω0² y0 + s' y1) > 0 and u = 2γw: t = w · ln(1 + u)/u
  ///   (t = w at ζ = 1). No cancellation near ζ = 1 or for ζ ≫ 1.
  /// Accurate to a few ulps of the time where the inputs are well scaled.
  public static func firstStationaryTime(
    of spring: Spring, value y0: Double, slope y1: Double
  ) -> Double? {
    guard y0.isFinite, y1.isFinite, y0 != 0 || y1 != 0 else { return nil }
    // The time does not depend on the scale of (y0, y1): bring the larger to
    // [1, 2) exactly, so no intermediate overflows or underflows.
    let exponent = max(y0 == 0 ? -1074 : y0.exponent, y1 == 0 ? -1074 : y1.exponent)
    let y0 = Double(sign: .plus, exponent: -exponent, significand: y0)
    let y1 = Double(sign: .plus, exponent: -exponent, significand: y1)
    let omega0 = spring.naturalFrequency
    let alpha = spring.decayRate
    switch spring.regime {
    case .undamped, .underdamped:
      // Zeros of y'(t) ∝ y1 cos θ − (q/ωd) sin θ, θ = ωd t, scaled by ω0 so
      // nothing overflows: tan θ = (ωd/ω0) y1 / (ω0 y0 + ζ y1).
      let omegaD = spring.dampedFrequency
      let ratio = omegaD / omega0
      let sine = ratio * y1
      let cosine = omega0 * y0 + (alpha / omega0) * y1
      guard sine.isFinite, cosine.isFinite, sine != 0 || cosine != 0 else { return nil }
      var theta = atan2(sine, cosine)
      if theta <= 0 { theta += Double.pi }
      let time = theta / omegaD
      return time.isFinite && time > 0 ? time : nil
    case .critical, .overdamped:
      let gamma = spring.overdampedRate
      let fast = alpha + gamma
      let slowOverOmega0 = omega0 / fast  // s'/ω0
      // w = y1 / (ω0² y0 + s' y1), numerator and denominator divided by ω0.
      let w = (y1 / omega0) / (omega0 * y0 + slowOverOmega0 * y1)
      guard w.isFinite, w > 0 else { return nil }
      let u = 2 * gamma * w
      let time: Double
      if u == 0 {
        time = w
      } else if u < 1e300 {
        time = w * (log1p(u) / u)
      } else {
        time = (log(2 * gamma) + log(w)) / (2 * gamma)
      }
      return time.isFinite && time > 0 ? time : nil
    }
  }
}

extension MotionPeaks {
  /// The peaks of the motion of `spring` from `initialState` over t ≥ 0,
  /// with the heights from the truth (see the file header).
  public init(spring: Spring, initialState: SpringState) {
    self.init(
      truth: ConformanceTruth(spring: spring, initialState: initialState), spring: spring,
      initialState: initialState)
  }

  init(truth: ConformanceTruth, spring: Spring, initialState: SpringState) {
    let x0 = initialState.position
    let v0 = initialState.velocity
    var position = abs(x0)
    var velocity = abs(v0)
    if let t1 = Self.firstStationaryTime(of: spring, value: x0, slope: v0) {
      position = max(position, truth.point(at: t1).positionMagnitude)
    }
    // a0 = −(2α v0 + ω0² x0), on (x0, v0) scaled by a power of two so that it
    // cannot overflow (s1 does not depend on the scale).
    let exponent = max(x0 == 0 ? -1074 : x0.exponent, v0 == 0 ? -1074 : v0.exponent)
    let x = Double(sign: .plus, exponent: -exponent, significand: x0)
    let v = Double(sign: .plus, exponent: -exponent, significand: v0)
    let a = -(2 * spring.decayRate * v + (spring.stiffness / spring.mass) * x)
    if let s1 = Self.firstStationaryTime(of: spring, value: v, slope: a) {
      velocity = max(velocity, truth.point(at: s1).velocityMagnitude)
    }
    self.init(position: position, velocity: velocity)
  }
}
