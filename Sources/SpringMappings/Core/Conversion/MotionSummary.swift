//===--- MotionSummary.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What a spring animation looks like, measured on the exact motion: when it
// settles, how far it overshoots, how many bounces are visible.
//
// All three come from the closed form x(t) of SpringModel with the
// normalized start x0 = −1 and the actual initial velocity; none assumes
// v0 = 0. Extrema and zero crossings are SpringModel's (`SpringMotion.extrema`,
// Sources/SpringModel/MotionExtrema.swift), the same ones its settling search
// uses:
//
//   ζ < 1:  extrema π/ωd apart with heights shrinking by e^(−απ/ωd) each, so
//           the number above a threshold is a logarithm, checked by evaluation.
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
  /// bounce. nil when there are infinitely many (undamped), or too many to
  /// count one by one (then `visibleBouncesEstimate` holds the count).
  public var visibleBounces: Int?
  /// The number of visible bounces when it is 10^15 or more (an extremely
  /// lightly damped spring, e.g. ζ ≈ 1e-77): ⌈ln(h₁/ε)/δ⌉ from the first
  /// height h₁ and the logarithmic decrement δ per half period, within
  /// about 1e-12 relative (the rounding of the logarithm); nil otherwise.
  public var visibleBouncesEstimate: Double?

  /// Measures `physical`, counting bounces by `visibility`.
  public init(_ physical: PhysicalSpring, visibility: BounceVisibility = .standard) {
    let motion = physical.motion
    self.visibility = visibility
    settlingTime = (try? motion.settlingTime(threshold: MotionSummary.threshold)) ?? .infinity
    let epsilon = visibility.fraction
    let extrema = motion.extrema
    switch physical.spring.regime {
    case .undamped:
      let x0 = motion.initialState.position
      let v0 = motion.initialState.velocity
      let omegaSquared = physical.spring.stiffness / physical.spring.mass
      let amplitude = (x0 * x0 + v0 * v0 / omegaSquared).squareRoot()
      overshoot = 100 * amplitude
      visibleBounces = amplitude > epsilon ? nil : 0
    case .underdamped:
      // The first extremum after the first zero (one per half period).
      let firstZero = extrema.firstZeroTime ?? 0
      var first = 0.0
      while first < 3, let t = extrema.time(ofExtremum: first), t <= firstZero { first += 1 }
      let peak = motion.extremum(first)?.position ?? 0
      overshoot = 100 * max(0, peak)
      let count = MotionSummary.countAbove(
        epsilon, firstHeight: abs(peak), ratioLog: extrema.decrement,
        height: { abs(motion.extremum(first + Double($0))?.position ?? 0) })
      if count < MotionSummary.countedExactly {
        visibleBounces = Int(count)
      } else {
        visibleBounces = nil
        visibleBouncesEstimate = count
      }
    case .critical, .overdamped:
      if let zero = extrema.firstZeroTime, let extremum = extrema.firstTime, extremum > zero {
        let peak = motion.position(at: extremum)
        overshoot = 100 * max(0, peak)
        visibleBounces = abs(peak) > epsilon ? 1 : 0
      } else {
        overshoot = 0
        visibleBounces = 0
      }
    }
  }

  /// Counts below this are exact (corrected by evaluating the boundary);
  /// from here on the count is the logarithm's estimate.
  static let countedExactly = 1e15

  /// How many of the heights h·r^n (n = 0, 1, …, r = e^(−ratioLog)) exceed
  /// ε: from the logarithm, then, below `countedExactly`, corrected by
  /// evaluating the boundary (an integer-valued Double either way).
  static func countAbove(
    _ epsilon: Double, firstHeight: Double, ratioLog: Double, height: (Int) -> Double
  ) -> Double {
    guard firstHeight > epsilon else { return 0 }
    let estimate = log(firstHeight / epsilon) / ratioLog
    guard estimate < countedExactly else { return estimate.rounded(.up) }
    var count = max(1, Int(estimate.rounded(.up)))
    // count is the number of n with h_n > ε: h_(count−1) > ε ≥ h_count.
    for _ in 0..<4 where count > 1 && !(height(count - 1) > epsilon) { count -= 1 }
    for _ in 0..<4 where height(count) > epsilon { count += 1 }
    return Double(count)
  }
}
