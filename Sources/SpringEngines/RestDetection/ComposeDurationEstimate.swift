//===--- ComposeDurationEstimate.swift ------------------------------------===//
//
// Compose's duration estimate (peer-engines.md §1, `SpringEstimation.kt`,
// `FloatSpringSpec.getDurationNanos`): x0 and v0 are divided by the
// visibility threshold, and the duration is the time at which the scaled
// motion comes within 1 of the target, truncated to whole milliseconds.
//
// Underdamped (0 < ζ < 1), the envelope only — as `estimateUnderDamped`:
//
//     p0 = |x0|/δ,  v0' = ±v0/δ (sign flipped when x0 < 0),
//     r = −ζω0,  c2 = (v0' − r·p0)/ωd,
//     t = ln(1/√(p0² + c2²)) / r
//
// Since |x(t)| ≤ e^(rt)·√(p0² + c2²)·δ, this is an upper bound on the exact
// settling time T(δ), usually by a large fraction of a period.
//
// Critical and overdamped: Compose runs Newton on x(t) = ±δ from a
// heuristic start and stops at |Δt| < 1 ms. We use the exact settling time
// T(δ) instead (SpringMotion.settlingTime), so the emulation can differ from
// Compose's estimate by up to about a millisecond before truncation.
//
// Undamped: +infinity (the newer SpringEstimation.kt returns Long.MAX_VALUE).
// Compose computes in Float inputs converted to Double; we use the Double
// spring as given.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringModel

/// Compose's estimated animation duration in seconds, a whole number of
/// milliseconds (truncated as `toLong()` does), never negative;
/// `+infinity` for an undamped spring that moves.
///
/// - Parameters:
///   - motion: the motion in the engine's units (x0 = start − target).
///   - visibilityThreshold: δ > 0 in the same units (0.01 for Float).
public func composeEstimatedDuration(
  of motion: SpringMotion, visibilityThreshold delta: Double
) -> Double {
  let x0 = motion.initialState.position, v0 = motion.initialState.velocity
  if x0 == 0 && v0 == 0 { return 0 }
  let spring = motion.spring
  let zeta = spring.dampingRatio
  let seconds: Double
  if spring.damping == 0 {
    return .infinity
  } else if zeta < 1 {
    let p0 = abs(x0 / delta)
    let velocity = x0 < 0 ? -v0 / delta : v0 / delta
    let omega0 = spring.naturalFrequency
    let r = -zeta * omega0
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let c2 = (velocity - r * p0) / omegaD
    seconds = log(1 / (p0 * p0 + c2 * c2).squareRoot()) / r
  } else {
    seconds = (try? motion.settlingTime(threshold: delta)) ?? .infinity
  }
  guard seconds.isFinite else { return seconds }
  return max(0, (seconds * 1000).rounded(.towardZero) / 1000)
}
