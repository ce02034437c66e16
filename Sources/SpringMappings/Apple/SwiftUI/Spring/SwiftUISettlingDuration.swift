//===--- SwiftUISettlingDuration.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's own duration estimates, as OpenSwiftUI reimplements them:
//
// - `Spring.settlingDuration(target:initialVelocity:epsilon:)` (and the
//   `settlingDuration` property: target 1, velocity 0, ε 0.001) [R:
//   OpenSwiftUI Spring+VectorArithmetic.swift, marked "TODO: Audit"]:
//   ζ < 1: t = max(0, −ln(ε / (|λ·target − v0| + |target|)) / λ), λ = ζω0 —
//   without the 1/ωd that Core Animation's bound has; ζ ≥ 1: the 0.1 s grid
//   walk (at most 1024 steps, then 0); λ = 0: infinite.
//
// - The duration of `Animation.interpolatingSpring` (`SpringAnimation`,
//   "Audited for 6.5.4"): ζ ≥ 1 is animated as critical with ω0 and timed
//   by the same grid walk (after 1024 steps, its last candidate); ζ < 1 by
//   an envelope bound. OpenSwiftUI's text of
//   that bound reads −ln(ε/(1 + |(ζω0 − v)/ωd|)) / (ζ/ω0) clamped below at
//   1 s, which looks like a transcription slip; SpringLab uses Core
//   Animation's divisor ζω0 and clamp at 0 [G].
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SwiftUI's settling-duration estimates (reverse-engineered, unaudited).
public enum SwiftUISettlingDuration {
  /// Grid steps SwiftUI walks before giving up (and answering 0).
  public static let gridSteps = 1024

  /// `Spring.settlingDuration(target: 1, initialVelocity: velocity,
  /// epsilon:)` for a spring as SwiftUI stores it, in seconds; +infinity
  /// when undamped. The branch follows SwiftUI's storage: the envelope bound
  /// while it oscillates (ω > 0), the grid walk otherwise.
  ///
  /// - Parameters:
  ///   - storage: the spring as SwiftUI stores it.
  ///   - velocity: distances per second toward the target.
  ///   - epsilon: the settling threshold as a fraction of the distance.
  public static func springSettlingDuration(
    _ storage: SwiftUISpringStorage, velocity: Double, epsilon: Double = 0.001
  ) -> Double {
    let decay = storage.decayConstant
    if decay == 0 { return .infinity }
    if storage.angularFrequency > 0 {
      let magnitude = abs(decay * 1 - velocity) + 1
      return max(0, -log(epsilon / magnitude) / decay)
    }
    guard let spring = try? storage.spring() else { return 0 }
    let position = SpringMotion(spring: spring, position: -1, velocity: velocity).positionFunction
    // After 1024 steps SwiftUI gives up and answers 0.
    return CoreAnimationSettlingDuration.gridSettlingTime(
      threshold: epsilon, maximumSteps: gridSteps, distance: { abs(position($0)) },
      exhausted: { _ in 0 }) ?? 0
  }

  /// The duration `Animation.interpolatingSpring` runs for
  /// (`SpringAnimation`'s `duration(epsilon: 0.001)`), in seconds;
  /// +infinity when undamped. ζ ≥ 1 is timed on the critical motion with ω0.
  public static func interpolatingSpringDuration(
    _ spring: Spring, velocity: Double, epsilon: Double = 0.001
  ) -> Double {
    // ζ as SpringAnimation computes it.
    let zeta = spring.damping / ((spring.mass * spring.stiffness).squareRoot() * 2)
    if zeta == 0 { return .infinity }
    let threshold = max(1e-6, epsilon)
    if zeta < 1 {
      let omega = spring.naturalFrequency
      let coefficient = (omega * zeta - velocity) / spring.dampedFrequency
      return max(-log(threshold / (1 + abs(coefficient))) / (zeta * omega), 0)
    }
    let critical = CoreAnimationSpring.critical(like: spring)
    let position = SpringMotion(spring: critical, position: -1, velocity: velocity).positionFunction
    // After 1024 steps SpringAnimation answers its last candidate (−1 if none).
    return CoreAnimationSettlingDuration.gridSettlingTime(
      threshold: threshold, maximumSteps: gridSteps, distance: { abs(position($0)) },
      exhausted: { $0 }) ?? -1
  }
}
