//===--- Spring.swift -----------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The one physical model behind every spring-animation API.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped harmonic oscillator `m x'' + c x' + k x = 0`.
///
/// Every platform's spring parameters (duration/bounce, response/damping
/// fraction, tension/friction…) describe one of these. `x` is the displacement
/// from the rest point (position − target) in the caller's units; time is in
/// seconds.
///
/// Domain: mass m > 0, stiffness k > 0 and damping c ≥ 0, all finite. The
/// initializer checks this and throws a `SpringInputError` naming the
/// parameter otherwise.
///
/// Derived quantities (all in SI-style units of the caller's length):
///
///     ω0 = √(k/m)          naturalFrequency    rad/s
///     ζ  = c / (2√(km))    dampingRatio        dimensionless
///     α  = c / (2m) = ζω0  decayRate           1/s
///     ωd = ω0√(1 − ζ²)     dampedFrequency     rad/s   (ζ < 1)
///     γ  = ω0√(ζ² − 1)     overdampedRate      1/s     (ζ > 1)
///
/// The regime is decided exactly from the binary64 inputs (c² = 4km exactly
/// means critical), and ωd and γ are computed from a cancellation-free
/// ζ² − 1, so they keep full relative accuracy even at |ζ − 1| = 1e-16.
public struct Spring: Hashable, Sendable {
  /// Mass m > 0 (mass units; only ratios to k and c matter).
  public let mass: Double
  /// Stiffness k > 0 (force per unit displacement).
  public let stiffness: Double
  /// Damping coefficient c ≥ 0 (force per unit velocity).
  public let damping: Double

  /// Creates a spring after checking the domain.
  ///
  /// - Parameters:
  ///   - mass: m, finite and > 0. Defaults to 1, as every API does.
  ///   - stiffness: k, finite and > 0.
  ///   - damping: c, finite and ≥ 0.
  /// - Throws: `SpringInputError` naming the first parameter out of domain.
  @inlinable
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringInputError) {
    self.mass = try SpringInputError.requirePositive(mass, "mass")
    self.stiffness = try SpringInputError.requirePositive(stiffness, "stiffness")
    self.damping = try SpringInputError.requireNonNegative(damping, "damping")
  }

  /// Creates the spring with natural frequency ω0 and damping ratio ζ at mass m:
  /// k = mω0², c = 2ζmω0.
  ///
  /// - Throws: `SpringInputError` if ω0 or m is not finite and > 0, ζ is not
  ///   finite and ≥ 0, or the resulting k or c is not finite.
  @inlinable
  public init(
    naturalFrequency omega0: Double, dampingRatio zeta: Double, mass: Double = 1
  ) throws(SpringInputError) {
    let omega0 = try SpringInputError.requirePositive(omega0, "naturalFrequency")
    let zeta = try SpringInputError.requireNonNegative(zeta, "dampingRatio")
    let mass = try SpringInputError.requirePositive(mass, "mass")
    try self.init(mass: mass, stiffness: mass * omega0 * omega0, damping: 2 * zeta * mass * omega0)
  }

  /// Creates a spring from parameters the caller has already checked.
  @usableFromInline
  init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// ω0 = √(k/m), the undamped angular frequency in rad/s.
  ///
  /// Correctly computed for every spring in the domain: where k/m itself
  /// would overflow or underflow (k = 1, m = 5e-324, say), the quotient is
  /// formed with a wider exponent, so ω0 is +infinity or 0 only when ω0 itself
  /// is beyond binary64's range.
  @inlinable public var naturalFrequency: Double {
    let ratio = stiffness / mass
    return ratio.isNormal ? ratio.squareRoot() : wideRate(.naturalFrequency)
  }

  /// ζ = c/(2√(km)), the damping ratio (dimensionless, ≥ 0); +infinity only
  /// when ζ exceeds the largest double.
  @inlinable public var dampingRatio: Double {
    let denominator = 2 * stiffness.squareRoot() * mass.squareRoot()
    let ratio = damping / denominator
    return denominator.isNormal && (ratio.isNormal || ratio == 0) ? ratio : wideRate(.dampingRatio)
  }

  /// α = c/(2m) = ζω0, the rate (1/s) of the exponential envelope e^(−αt).
  @inlinable public var decayRate: Double {
    mass < 0x1p1022 ? damping / (2 * mass) : wideRate(.decayRate)
  }

  /// ζ² − 1, computed without cancellation (exactly 0 at critical damping).
  @inlinable public var dampingExcess: Double {
    SpringModel.dampingExcess(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The motion's regime, decided exactly from the binary64 inputs.
  @inlinable public var regime: DampingRegime {
    if damping == 0 { return .undamped }
    let eta = dampingExcess
    return eta < 0 ? .underdamped : (eta == 0 ? .critical : .overdamped)
  }

  /// ωd = ω0√(1 − ζ²) in rad/s for ζ < 1 (equal to ω0 when undamped);
  /// 0 for ζ ≥ 1. Relative error of a few ulps in every case.
  @inlinable public var dampedFrequency: Double {
    let eta = dampingExcess
    if eta == -1 { return naturalFrequency }
    guard eta < 0 else { return 0 }
    let omega0 = naturalFrequency
    return omega0.isNormal ? omega0 * (-eta).squareRoot() : wideRate(.dampedFrequency)
  }

  /// γ = ω0√(ζ² − 1) in 1/s for ζ > 1; 0 for ζ ≤ 1. For very large ζ it tends
  /// to α, and it equals α when ζ² overflows.
  @inlinable public var overdampedRate: Double {
    let eta = dampingExcess
    guard eta > 0 else { return 0 }
    if eta.isInfinite { return decayRate }
    let omega0 = naturalFrequency
    return omega0.isNormal ? omega0 * eta.squareRoot() : wideRate(.overdampedRate)
  }

  /// The undamped period 2π/ω0 = 2π√(m/k) in seconds — what SwiftUI calls the
  /// spring's `duration` or `response`; +infinity only when it exceeds the
  /// largest double.
  @inlinable public var naturalPeriod: Double {
    let omega0 = naturalFrequency
    return omega0.isNormal ? 2 * Double.pi / omega0 : wideRate(.naturalPeriod)
  }

  /// The damped period 2π/ωd in seconds (the time between successive maxima)
  /// for ζ < 1; `+infinity` for ζ ≥ 1, which never oscillate (and when the
  /// period exceeds the largest double).
  @inlinable public var period: Double {
    let eta = dampingExcess
    guard eta < 0 else { return .infinity }
    let omegaD = dampedFrequency
    return omegaD.isNormal ? 2 * Double.pi / omegaD : wideRate(.period)
  }
}

extension Spring: CustomStringConvertible {
  /// The parameters as Swift would write them: `Spring(mass: 1, stiffness: 100, damping: 10)`.
  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
