//===--- SwiftUISettlingSolver.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `Spring(settlingDuration:dampingRatio:epsilon:)`: the natural frequency at
// which the envelope decays to ε at the settling duration — UIKit's
// equation with v = 0 — found by SwiftUI's own Newton loop [R: OpenSwiftUI
// Spring+SettlingDurationDampingRatio.swift, "TODO: Audit"]:
//
// - ζ clamped to [Double.ulpOfOne, 1], T to [0.01, 10];
// - ζ < 1: f(ω) = ε − (ζ/√(1−ζ²))e^(−ζTω); ζ = 1: f(ω) = (Tω + 1)e^(−Tω) ∓ ε;
// - Newton from 5/T for at most 12 steps, stopping early once a step is
//   ≤ ε (ε doubles as the convergence tolerance); if a step is not finite,
//   again from 1/T for at most 20;
// - m = 1, k = ω², c = 2ζω.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Emulation of SwiftUI's settling-duration solver, and its inverse.
public enum SwiftUISettlingSolver {
  /// The settling-duration clamp, seconds.
  public static let durationRange = 0.01...10.0
  /// The damping-ratio clamp: [Double.ulpOfOne, 1].
  public static let dampingRatioRange = Double.ulpOfOne...1.0

  /// The natural frequency ω (rad/s) SwiftUI computes.
  public static func naturalFrequency(
    settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001
  ) -> Double {
    let zeta = min(max(dampingRatio, dampingRatioRange.lowerBound), 1)
    let duration = min(max(settlingDuration, durationRange.lowerBound), durationRange.upperBound)
    let root = (1 - zeta * zeta).squareRoot()
    let ratio = zeta / root
    let dampedTime = duration * zeta
    let squaredDuration = zeta * zeta * duration
    let residual: (Double) -> Double
    let slope: (Double) -> Double
    if zeta >= 1 {
      residual = { x in
        let threshold = x < 0 ? -epsilon : epsilon
        let scaled = duration * x
        return exp(-scaled) * (scaled + 1) - threshold
      }
      slope = { x in -duration * duration * x / exp(duration * x) }
    } else {
      residual = { x in epsilon - abs(ratio * exp(-dampedTime * x)) }
      slope = { x in
        let square = x * x
        return square * squaredDuration / (exp(dampedTime * x) * square * root)
      }
    }
    // SwiftUI's loop: two plain steps, then steps until one is ≤ ε.
    func findRoot(_ guess: Double, _ iterations: Int) -> (root: Double, converged: Bool) {
      let start = 1 / duration * guess
      let first = start - residual(start) / slope(start)
      guard first.isFinite else { return (first, false) }
      if iterations == 1 { return (first, true) }
      var current = first - residual(first) / slope(first)
      guard current.isFinite else { return (current, false) }
      var remaining = iterations - 2
      if remaining == 0 { return (current, true) }
      var difference = first - current
      repeat {
        let next = current - residual(current) / slope(current)
        guard next.isFinite else { return (next, false) }
        if abs(next - current) <= epsilon { return (next, difference <= epsilon * 1e5) }
        difference = current - next
        current = next
        remaining -= 1
      } while remaining > 0
      return (current, true)
    }
    let attempt = findRoot(5, 12)
    return attempt.converged ? attempt.root : findRoot(1, 20).root
  }

  /// The settling duration that makes SwiftUI produce natural frequency
  /// `omega0` at damping ratio `zeta` (ε = 0.001), or why none does.
  public static func settlingDuration(
    producing omega0: Double, dampingRatio zeta: Double, epsilon: Double = 0.001
  ) -> Result<Double, Unreachable> {
    if zeta > 1 {
      return .failure(
        Unreachable("Spring(settlingDuration:dampingRatio:) clamps ζ to at most 1 (ζ = \(zeta))"))
    }
    if zeta < dampingRatioRange.lowerBound {
      return .failure(
        Unreachable(
          "Spring(settlingDuration:dampingRatio:) clamps ζ to at least Double.ulpOfOne (ζ = \(zeta))"
        ))
    }
    let outcome = SolverInverse.solve(
      { naturalFrequency(settlingDuration: $0, dampingRatio: zeta, epsilon: epsilon) },
      target: omega0, in: durationRange, tolerance: 1e-6)
    return outcome.durationResult(
      omega0: omega0, zeta: zeta, range: durationRange, input: "a settling duration",
      platform: "SwiftUI", solver: "SwiftUI's settling solver")
  }
}
