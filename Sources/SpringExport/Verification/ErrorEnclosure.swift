//===--- ErrorEnclosure.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where the error e(t) = p(t) − chord(t) can be between two instants where it
// was evaluated, from the values, slopes and a bound M on |e''| = |p''|.
//
// Two enclosures, each rigorous; the narrower wins:
//
// - Interpolation: e differs from the straight line through its two end
//   values by at most ½·M·s·(h − s) at distance s from the left end.
// - Taylor from both ends: e(p + s) ≤ e_p + e'_p·s + ½M·s² and
//   e(q − s) ≤ e_q − e'_q·s + ½M·s². The two parabolas differ by a linear
//   function, so the largest value of the smaller of them is at an end or
//   where they cross. This one proves an end where |e| already touches the
//   tolerance, as long as e moves away from it there.
//
//===----------------------------------------------------------------------===//

/// A straight piece y(t) = value + slope·(t − time).
struct Chord {
  let time: Double
  let value: Double
  let slope: Double

  /// The line through (t0, y0) and (t1, y1), t1 > t0.
  init(from t0: Double, _ y0: Double, to t1: Double, _ y1: Double) {
    time = t0
    value = y0
    slope = (y1 - y0) / (t1 - t0)
  }

  func value(at t: Double) -> Double { value + slope * (t - time) }
}

/// The error of a chord against the motion at one instant.
struct ErrorPoint {
  /// The instant, in seconds.
  let time: Double
  /// e = p(t) − chord(t).
  let error: Double
  /// e'(t) = p'(t) − chord slope.
  let slope: Double
  /// M ≥ |e''| on [time, ∞).
  let curvature: Double
}

extension ProgressMotion {
  /// The error of `chord` at `t` seconds, with its slope and curvature bound.
  func errorPoint(at t: Double, of chord: Chord) -> ErrorPoint {
    let state = motion.state(at: t)
    return ErrorPoint(
      time: t, error: (1 + state.position) - chord.value(at: t),
      slope: state.velocity - chord.slope, curvature: curvature.maximum(after: state))
  }
}

/// Bounds on the error between two evaluated instants.
enum ErrorEnclosure {
  /// (lower, upper) with lower ≤ e(t) ≤ upper for every t in
  /// [left.time, right.time], using the curvature bound at `left`.
  static func bounds(_ left: ErrorPoint, _ right: ErrorPoint) -> (lower: Double, upper: Double) {
    let h = right.time - left.time
    guard h > 0 else { return (min(left.error, right.error), max(left.error, right.error)) }
    let m = left.curvature
    let upper = min(
      interpolationUpper(left.error, right.error, h, m),
      taylorUpper(left.error, left.slope, right.error, right.slope, h, m))
    let lower = -min(
      interpolationUpper(-left.error, -right.error, h, m),
      taylorUpper(-left.error, -left.slope, -right.error, -right.slope, h, m))
    return (lower, upper)
  }

  /// The largest value of e_p + (e_q − e_p)s/h + ½M s(h − s) on [0, h].
  static func interpolationUpper(_ ep: Double, _ eq: Double, _ h: Double, _ m: Double) -> Double {
    guard m > 0 else { return max(ep, eq) }
    let delta = eq - ep
    let s = min(h, max(0, 0.5 * h + delta / (m * h)))
    let value = ep + delta * (s / h) + 0.5 * m * s * (h - s)
    return max(value, ep, eq)
  }

  /// The largest value on [0, h] of min(L(s), R(s)), with
  /// L(s) = e_p + e'_p s + ½M s² and R(s) = e_q − e'_q (h − s) + ½M (h − s)².
  static func taylorUpper(
    _ ep: Double, _ dp: Double, _ eq: Double, _ dq: Double, _ h: Double, _ m: Double
  ) -> Double {
    func left(_ s: Double) -> Double { ep + dp * s + 0.5 * m * s * s }
    func right(_ s: Double) -> Double {
      let r = h - s
      return eq - dq * r + 0.5 * m * r * r
    }
    var best = max(min(ep, right(0)), min(left(h), eq))
    // L − R = (ep − eq + dq h − ½M h²) + (dp − dq + M h) s: linear in s.
    let constant = ep - eq + dq * h - 0.5 * m * h * h
    let rate = dp - dq + m * h
    if rate != 0 {
      let s = -constant / rate
      if s > 0 && s < h { best = max(best, max(left(s), right(s))) }
    }
    return best
  }
}
