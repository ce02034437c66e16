//===--- SwiftUISpringStorage.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's `Spring` as it stores itself and answers its inverse properties
// [R: OpenSwiftUI Respring/*.swift, marked "TODO: Audit"]:
//
//   angularFrequency ω (ωd for ζ < 1; −√(λ² − ω0²) for an allowed
//   overdamped spring; 0 when critical), decayConstant λ = c/(2m), mass m.
//
//   duration = response = 2π/√(λ² + ω|ω|) = 2π√(m/k)
//   bounce   = 1 − ζ (ζ ≤ 1), 1/ζ − 1 (ζ > 1)
//   damping  = 2mλ
//   stiffness = m(ω² + λ²) — for an overdamped spring that is m(2λ² − ω0²),
//   not k: OpenSwiftUI's getter, possibly its own bug; unverified on device.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A SwiftUI `Spring` in SwiftUI's own representation.
public struct SwiftUISpringStorage: Hashable, Sendable {
  /// ω: the damped frequency (ζ < 1), 0 (critical), or −√(λ² − ω0²) (an
  /// allowed overdamped spring), rad/s.
  public var angularFrequency: Double
  /// λ = c/(2m), 1/s.
  public var decayConstant: Double
  /// m.
  public var mass: Double

  /// `Spring(mass:stiffness:damping:allowOverDamping:)`: ζ > 1 without
  /// `allowOverDamping` is stored as critical (λ = ω0) [A: "treated as
  /// critically damped"; R: OpenSwiftUI].
  public init(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool) {
    let omega0 = (stiffness / mass).squareRoot()
    let lambda = damping / (2 * mass)
    if lambda > omega0 && !allowOverDamping {
      angularFrequency = 0
      decayConstant = omega0
    } else {
      let oscillation = abs(stiffness / mass - lambda * lambda).squareRoot()
      angularFrequency = lambda > omega0 ? -oscillation : oscillation
      decayConstant = lambda
    }
    self.mass = mass
  }

  /// `Spring(duration:bounce:)` and `Spring(response:dampingRatio:)` (with
  /// ζ given directly): mass 1, overdamping allowed.
  public init(response: Double, dampingRatio zeta: Double) {
    let tau = 2 * Double.pi
    let factor = zeta <= 1 ? tau : -tau
    angularFrequency = abs(1 - zeta * zeta).squareRoot() * factor / response
    decayConstant = zeta * tau / response
    mass = 1
  }

  /// The spring that moves: m, k = m(λ² + ω|ω|), c = 2mλ; a value outside
  /// SpringModel's domain is reported against the parameter `blame`.
  public func spring(blame: @autoclosure () -> String = "duration") throws(MappingError) -> Spring {
    let stiffness =
      mass * (decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
    return try Spring.fromAPI(
      mass: mass, stiffness: stiffness, damping: 2 * mass * decayConstant, blame: blame())
  }

  /// `duration` and `response`: 2π/√(λ² + ω|ω|), seconds.
  public var duration: Double {
    2 * Double.pi
      / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
  }

  /// `response`: the same as `duration`.
  public var response: Double { duration }

  /// `dampingRatio` = λ/ω0.
  public var dampingRatio: Double {
    decayConstant
      / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
  }

  /// `bounce`.
  public var bounce: Double { AppleBounce.bounce(dampingRatio: dampingRatio) }

  /// `stiffness` as OpenSwiftUI's getter computes it: m(ω² + λ²).
  public var stiffnessGetter: Double {
    mass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
  }

  /// `damping` = 2mλ.
  public var damping: Double { decayConstant * 2 * mass }

  /// The inverse properties and `settlingDuration` (target 1, velocity 0,
  /// ε 0.001), as SwiftUI reports them.
  ///
  /// For extreme springs SwiftUI's own arithmetic breaks down — λ² beyond the
  /// largest double, or ω² = λ² − ω0² rounding to λ² so that ω0 is lost from
  /// the stored pair — and returns NaN or ±infinity where the quantity is an
  /// ordinary number. Such a value is not one SwiftUI can report, so it is
  /// given as not computed (nil).
  public var derived: [DerivedValue] {
    func computed(_ value: Double) -> Double? { value.isFinite ? value : nil }
    return [
      DerivedValue("duration", computed(duration), unit: "s"),
      DerivedValue("bounce", computed(bounce)),
      DerivedValue("response", computed(response), unit: "s"),
      DerivedValue("dampingRatio", computed(dampingRatio)),
      DerivedValue("stiffness", computed(stiffnessGetter)),
      DerivedValue("damping", computed(damping)),
      DerivedValue(
        "settlingDuration", SwiftUISettlingDuration.springSettlingDuration(self, velocity: 0),
        unit: "s"),
    ]
  }

  /// The uncertainties every `Spring` family lists.
  static let uncertainties = [
    "settlingDuration follows OpenSwiftUI's unaudited reimplementation (its underdamped bound lacks Core Animation's 1/ωd)",
    "for overdamped springs OpenSwiftUI's stiffness getter returns m(2λ² − ω0²), not k; unverified on device",
  ]

  /// The `Spring` family's velocity row: passed to
  /// `value(target:initialVelocity:time:)`.
  static func velocity<F>(_ path: WritableKeyPath<F, Double> & Sendable) -> ParameterRow<F> {
    .velocity(
      path, label: "initialVelocity", unit: .unitsPerSecond,
      "given to value(target:initialVelocity:time:) with target = the distance")
  }
}
