//===--- MotionSummary.swift ----------------------------------------------===//
//
// What a spring animation looks like, measured on the exact motion: when it
// settles, how far it overshoots, how many bounces are visible.
//
// All three come from the closed form x(t) of SpringModel with the
// normalized start x0 = −1 and the actual initial velocity; none assumes
// v0 = 0. Extrema and zero crossings are located analytically:
//
//   ζ < 1:  x = e^(−αt)[x0 cos ωd t + (v0 + αx0) sin(ωd t)/ωd]; its extrema
//           are π/ωd apart with heights shrinking by e^(−απ/ωd) each, so the
//           number above a threshold is a logarithm, checked by evaluation.
//   ζ ≥ 1:  x crosses zero at most once and has at most one extremum after
//           that crossing.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The visible character of a normalized spring animation (0 → 1).
public struct MotionSummary: Hashable, Sendable {
  /// The threshold that defines "settled": 0.001 of the distance (Apple's
  /// ε for `settlingDuration`).
  public static let threshold = 0.001

  /// What counts as a visible bounce (`BounceVisibility.standard` unless
  /// given).
  public var visibility: BounceVisibility

  /// The exact settling time in seconds: the last time |x| crosses
  /// `threshold` (SpringModel's `settlingTime`); +infinity when undamped.
  public var settlingTime: Double
  /// The largest excursion past the target, in percent of the distance
  /// (0 when the motion never passes the target); for an undamped spring,
  /// its amplitude.
  public var overshoot: Double
  /// The number of visible bounces: turning points of the motion *after it
  /// first crosses the target* whose distance from the target exceeds
  /// `visibility.fraction` of the distance (half a point on a 100-point
  /// move by default; see `BounceVisibility`). A turning point before the
  /// first crossing (a spring thrown away from its target first) is not a
  /// bounce. nil when there are infinitely many (undamped).
  public var visibleBounces: Int?

  /// Measures `physical`, counting bounces by `visibility`.
  public init(_ physical: PhysicalSpring, visibility: BounceVisibility = .standard) {
    let motion = physical.motion
    self.visibility = visibility
    settlingTime = (try? motion.settlingTime(threshold: MotionSummary.threshold)) ?? .infinity
    let epsilon = visibility.fraction
    let spring = physical.spring
    let x0 = -1.0
    let v0 = physical.initialVelocity
    let alpha = spring.decayRate
    let omegaSquared = spring.stiffness / spring.mass
    switch spring.regime {
    case .undamped:
      let amplitude = (x0 * x0 + v0 * v0 / omegaSquared).squareRoot()
      overshoot = 100 * amplitude
      visibleBounces = amplitude > epsilon ? nil : 0
    case .underdamped:
      let omegaD = spring.dampedFrequency
      let spacing = Double.pi / omegaD
      // Phases in [0, π) of the first zero of x and the first extremum.
      func phase(_ y: Double, _ x: Double) -> Double {
        var angle = atan2(y, x)
        if angle < 0 { angle += Double.pi }
        if angle >= Double.pi { angle -= Double.pi }
        return angle
      }
      let firstZero = phase(-x0 * omegaD, v0 + alpha * x0) / omegaD
      let firstExtremum = phase(v0 * omegaD, omegaSquared * x0 + alpha * v0) / omegaD
      // The first extremum after the first zero (one per half period).
      var bounceTime = firstExtremum
      while bounceTime <= firstZero { bounceTime += spacing }
      let height = abs(motion.position(at: bounceTime))
      overshoot = 100 * max(0, motion.position(at: bounceTime))
      visibleBounces = MotionSummary.countAbove(
        epsilon, firstHeight: height, ratioLog: alpha * spacing,
        height: { abs(motion.position(at: bounceTime + Double($0) * spacing)) })
    case .critical, .overdamped:
      let (zero, extremum) = MotionSummary.aperiodicCrossing(spring: spring, x0: x0, v0: v0)
      if let zero, let extremum, extremum > zero {
        let peak = motion.position(at: extremum)
        overshoot = 100 * max(0, peak)
        visibleBounces = abs(peak) > epsilon ? 1 : 0
      } else {
        overshoot = 0
        visibleBounces = 0
      }
    }
  }

  /// How many of the heights h·r^n (n = 0, 1, …, r = e^(−ratioLog)) exceed
  /// ε: from the logarithm, then corrected by evaluating the boundary.
  static func countAbove(
    _ epsilon: Double, firstHeight: Double, ratioLog: Double, height: (Int) -> Double
  ) -> Int {
    guard firstHeight > epsilon else { return 0 }
    let estimate = log(firstHeight / epsilon) / ratioLog
    guard estimate < 1e15 else { return Int(min(estimate.rounded(.up), 9e18)) }
    var count = max(1, Int(estimate.rounded(.up)))
    // count is the number of n with h_n > ε: h_(count−1) > ε ≥ h_count.
    for _ in 0..<4 where count > 1 && !(height(count - 1) > epsilon) { count -= 1 }
    for _ in 0..<4 where height(count) > epsilon { count += 1 }
    return count
  }

  /// For ζ ≥ 1: the time x first reaches zero and the time of the extremum
  /// (v = 0), each nil when it does not occur at t > 0.
  static func aperiodicCrossing(spring: Spring, x0: Double, v0: Double) -> (
    zero: Double?, extremum: Double?
  ) {
    let alpha = spring.decayRate
    func positive(_ t: Double) -> Double? { t.isFinite && t > 0 ? t : nil }
    if spring.regime == .critical {
      // x = e^(−αt)(x0 + Bt), v = e^(−αt)(v0 − αBt), B = v0 + αx0.
      let b = v0 + alpha * x0
      return (positive(-x0 / b), positive(v0 / (alpha * b)))
    }
    // x = A e^(r1 t) + C e^(r2 t) with the stable roots r1 = −(α+γ), r2 = −ω0²/(α+γ).
    let gamma = spring.overdampedRate
    let sum = alpha + gamma
    let r1 = -sum
    let r2 = -(spring.stiffness / spring.mass) / sum
    let c = (v0 - r1 * x0) / (r2 - r1)
    let a = x0 - c
    return (positive(log(-c / a) / (r1 - r2)), positive(log(-(r2 * c) / (r1 * a)) / (r1 - r2)))
  }
}
