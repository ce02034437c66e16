//===--- UIKitSpringSolver.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// UIKit's `parametersOfSpringAnimation`: from (duration, damping ratio,
// velocity) to (stiffness, damping), the solver behind
// `UIView.animate(withDuration:…usingSpringWithDamping:…)` and behind
// `UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:)`.
//
// It picks the natural frequency ω at which the spring's envelope has decayed
// to ε = 0.001 of the distance exactly at the given duration d:
//
//   ζ < 1:  ε = |(ζω − v) / (ω√(1−ζ²))| · e^(−ζdω)
//   ζ = 1:  ((ω − v)d + 1) · e^(−dω) = ±ε   (sign: + when ω < v)
//
// by exactly 12 Newton steps from ω = 5/d, after clamping ζ to
// [FLT_EPSILON, 1] and d to [0.01, 10]; then k = mω², c = 2ζmω. Several
// exponentials are evaluated in single precision, which moves ω by about
// 1e-6 relative; the emulation reproduces that.
//
// Provenance: the call (m = 1, ε = 0.001) is in the iOS 26.1 decompile of
// -[UIViewSpringAnimationState generateSpringPropertiesForDuration:damping:
// velocity:] and +[UIViewSpringAnimationState computeDerivedSpringParameters:
// …]; the function body is ported in OpenUXKit's UXViewAnimationContext.m.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Emulation of UIKit's settling solver, and its inverse.
public enum UIKitSpringSolver {
  /// The settling threshold UIKit passes: 0.001 of the distance.
  public static let epsilon = 0.001
  /// Newton steps, always all of them: 12.
  public static let iterations = 12
  /// The duration clamp, in seconds.
  public static let durationRange = 0.01...10.0
  /// The damping-ratio clamp: [FLT_EPSILON, 1]. No overdamping.
  public static let dampingRatioRange = Double(Float.ulpOfOne)...1.0

  /// What the solver produces.
  public struct Solution: Hashable, Sendable {
    /// ω after 12 Newton steps, rad/s.
    public var naturalFrequency: Double
    /// ζ after clamping to [FLT_EPSILON, 1].
    public var dampingRatio: Double
    /// d after clamping to [0.01, 10], seconds.
    public var duration: Double
    /// The mass UIKit passes (1 for every public API).
    public var mass: Double

    /// k = ω·(ω·m), as UIKit writes it.
    public var stiffness: Double { naturalFrequency * (naturalFrequency * mass) }
    /// c = ζ·2√(ω·m²·ω), as UIKit writes it.
    public var damping: Double {
      let root = (naturalFrequency * (mass * mass * naturalFrequency)).squareRoot()
      return dampingRatio * (root + root)
    }

    /// The spring UIKit builds, with `stiffness` floored at `minimumStiffness`.
    /// - Throws: `invalidParameter` naming `damping` when the solver diverged
    ///   (it does for ζ below about 0.001, whose envelope starts below ε).
    func spring(
      dampingParameter: @autoclosure () -> String, minimumStiffness: Double = 0
    ) throws(MappingError) -> Spring {
      guard stiffness.isFinite, damping.isFinite else {
        throw .invalidParameter(
          dampingParameter(), value: .number(dampingRatio),
          requirement:
            "a damping ratio UIKit's solver converges for at this duration and velocity (its 12 Newton steps end at NaN: they do below ζ ≈ 0.001, where the envelope starts under ε, and for some large velocities)"
        )
      }
      return try Spring.fromAPI(
        mass: mass, stiffness: max(stiffness, minimumStiffness), damping: damping,
        blame: dampingParameter())
    }
  }

  /// Runs the solver.
  ///
  /// - Parameters:
  ///   - duration: d in seconds (clamped to [0.01, 10]).
  ///   - dampingRatio: ζ (clamped to [FLT_EPSILON, 1]).
  ///   - velocity: the initial velocity in distances per second, positive
  ///     toward the target; it enters the envelope equation.
  ///   - mass: m, 1 in every public entry point.
  ///   - epsilon: the threshold, 0.001 in every public entry point.
  public static func solve(
    duration: Double, dampingRatio: Double, velocity: Double, mass: Double = 1,
    epsilon: Double = UIKitSpringSolver.epsilon
  ) -> Solution {
    let zeta = min(max(dampingRatio, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
    let d = min(max(duration, durationRange.lowerBound), durationRange.upperBound)
    let v = velocity
    func expFloat(_ x: Double) -> Double { Double(expf(Float(x))) }
    let residual: (Double) -> Double
    let slope: (Double) -> Double
    if zeta >= 1 {
      residual = { omega in
        let excess = omega - v
        let signed = excess < 0 ? epsilon : -epsilon
        return signed + (excess * d + 1) * expFloat(-(d * omega))
      }
      slope = { omega in d * d * (v - omega) / expFloat(omega * d) }
    } else {
      let root = (1 - zeta * zeta).squareRoot()
      let velocityTerm = d * zeta * v
      let ratio: (Double) -> Double = { omega in -(v - zeta * omega) / (root * omega) }
      residual = { omega in
        epsilon - abs(ratio(omega) * expFloat(-(d * zeta * omega)))
      }
      slope = { omega in
        let square = omega * omega
        let envelope = v + velocityTerm * omega
        let rise = envelope - d * (zeta * zeta) * square
        let chosen = exp(-(d * zeta * omega)) * ratio(omega) <= 0 ? rise : -rise
        return chosen / (square * root * expFloat(omega * d * zeta))
      }
    }
    var omega = 1 / d * 5
    for _ in 0..<iterations {
      omega -= residual(omega) / slope(omega)
    }
    return Solution(naturalFrequency: omega, dampingRatio: zeta, duration: d, mass: mass)
  }

  /// Why a spring cannot come out of the solver, or the duration that
  /// produces natural frequency `omega0` at damping ratio `zeta` and
  /// `velocity`.
  ///
  /// The duration is found on the emulation itself, so the float
  /// exponentials and the fixed 12 steps are accounted for; it is accepted
  /// when the solver then gives ω0 to a relative 1e-6.
  public static func duration(
    producing omega0: Double, dampingRatio zeta: Double, velocity: Double
  ) -> Result<Double, Unreachable> {
    if zeta > dampingRatioRange.upperBound {
      return .failure(
        Unreachable(
          "UIKit clamps the damping ratio to at most 1, so it cannot overdamp (ζ = \(zeta))"))
    }
    if zeta < dampingRatioRange.lowerBound {
      return .failure(
        Unreachable(
          "UIKit clamps the damping ratio to at least FLT_EPSILON ≈ 1.19e-7, so it cannot leave a spring undamped (ζ = \(zeta))"
        ))
    }
    // The envelope equation solved for d at ω0 (ζ < 1) guides the choice
    // among several durations that reproduce ω0.
    let hint =
      zeta < 1
      ? log(abs(zeta * omega0 - velocity) / (epsilon * omega0 * (1 - zeta * zeta).squareRoot()))
        / (zeta * omega0)
      : nil
    let outcome = SolverInverse.solve(
      { solve(duration: $0, dampingRatio: zeta, velocity: velocity).naturalFrequency },
      target: omega0, in: durationRange, tolerance: 1e-6,
      hint: hint.flatMap { $0 > 0 && $0.isFinite ? $0 : nil })
    return outcome.durationResult(
      omega0: omega0, zeta: zeta, range: durationRange, input: "a duration", platform: "UIKit",
      solver: "UIKit's 12-step Newton solve", closest: "duration ")
  }
}

/// Why a platform's solver cannot produce a given spring.
public struct Unreachable: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, as a sentence fragment.
  public var description: String
  /// Creates a reason.
  public init(_ description: String) { self.description = description }
}
