//===--- SwiftUISpringSettling.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Spring(settlingDuration:dampingRatio:epsilon:)` (iOS 17).
///
/// Solves for the natural frequency whose envelope decays to `epsilon` at
/// `settlingDuration` (`SwiftUISettlingSolver`: the UIKit equation with
/// v = 0, ζ clamped to [ulpOfOne, 1]), m = 1, k = ω², c = 2ζω. It cannot
/// overdamp.
public struct SwiftUISpringSettling: SpringAPIFamily {
  /// `settlingDuration`, seconds (clamped to [0.01, 10]).
  public var settlingDuration = 0.0
  /// `dampingRatio` (clamped to [ulpOfOne, 1]).
  public var dampingRatio = 0.0
  /// `epsilon`, the settling threshold as a fraction of the distance
  /// (default 0.001).
  public var epsilon = 0.0
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity = 0.0

  /// The spring SwiftUI's solver produces.
  public func spring() throws(MappingError) -> Spring {
    let omega = SwiftUISettlingSolver.naturalFrequency(
      settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
    let zeta = min(max(dampingRatio, SwiftUISettlingSolver.dampingRatioRange.lowerBound), 1)
    return try Spring.fromAPI(stiffness: omega * omega, damping: 2 * zeta * omega) {
      coefficient, value in
      blame(coefficient, value, omega: omega)
    }
  }

  /// The parameter at fault when SwiftUI's solver gives no spring (ω not
  /// a positive number). The envelope (ζ/√(1−ζ²))e^(−ζω0T) (ζ < 1) or
  /// (1 + ω0T)e^(−ω0T) (ζ = 1) starts at ζ/√(1−ζ²) (resp. 1) at ω0 = 0 and
  /// falls from there, so it reaches ε at some ω0 > 0 only when it starts
  /// above ε. When it does not, the damping ratio is at fault if it fails
  /// with the default ε 0.001 too, the epsilon otherwise.
  private func blame(_ coefficient: String, _ value: Double, omega: Double) -> ParameterBlame {
    let zeta = min(max(dampingRatio, SwiftUISettlingSolver.dampingRatioRange.lowerBound), 1)
    func start(_ zeta: Double) -> Double { zeta >= 1 ? 1 : zeta / (1 - zeta * zeta).squareRoot() }
    let reached = "the envelope SwiftUI solves starts at \(start(zeta)) for this damping ratio"
    if !(start(zeta) > epsilon) {
      // 0.001: the API's default epsilon.
      if !(start(zeta) > 0.001) {
        return ParameterBlame(
          name: Self.parameterName(\.dampingRatio), value: dampingRatio,
          requirement:
            "a value whose envelope ζ/√(1−ζ²) starts above epsilon \(epsilon), so that it decays to epsilon at some frequency (SwiftUI clamps ζ to [\(Double.ulpOfOne), 1]; \(reached))"
        )
      }
      return ParameterBlame(
        name: Self.parameterName(\.epsilon), value: epsilon,
        requirement:
          "below ζ/√(1−ζ²) (1 at ζ = 1) for damping ratio \(dampingRatio), so that the envelope decays to it at some frequency (\(reached))"
      )
    }
    return ParameterBlame(
      name: Self.parameterName(\.settlingDuration), value: settlingDuration,
      requirement:
        "a value for which SwiftUI's settling solver finds a positive frequency (it gives ω = \(omega))"
    )
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try spring(),
      initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let zeta = physical.spring.snappedDampingRatio
    let velocity = velocityArgument(for: physical, in: context)
    switch SwiftUISettlingSolver.settlingDuration(
      producing: physical.spring.naturalFrequency, dampingRatio: zeta)
    {
    case .failure(let reason): return .notRepresentable(reason.description)
    case .success(let duration):
      return expression {
        ($0.settlingDuration, $0.dampingRatio, $0.initialVelocity) = (
          duration, zeta, velocity.value
        )
      }
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? spring() else { return [] }
    return SwiftUISpringStorage(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      allowOverDamping: false
    ).derived
  }

  /// SwiftUI's solver clamps the settling duration to [0.01, 10] s and the
  /// damping ratio to [ulpOfOne, 1] (`SwiftUISettlingSolver`).
  public var clamps: [ParameterClamp] {
    [
      clamp(
        \.settlingDuration, into: SwiftUISettlingSolver.durationRange,
        rule: "SwiftUI's solver clamps the settling duration to [0.01, 10] s"),
      clamp(
        \.dampingRatio, into: SwiftUISettlingSolver.dampingRatioRange,
        rule: "SwiftUI's solver clamps the damping ratio to [ulpOfOne, 1]"),
    ].compactMap { $0 }
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.spring.settling", platform: .swiftUI,
    signature:
      "Spring(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001)",
    parameters: [
      .number(
        \.settlingDuration, "settling-duration", label: "settlingDuration", default: nil, unit: "s",
        .positive(), sample: .uniform(0.1...3),
        "time for the envelope to reach epsilon (clamped to [0.01, 10])"),
      .number(
        \.dampingRatio, "damping-ratio", label: "dampingRatio", default: nil, .nonNegative(),
        sample: .uniform(0.05...1), "ζ, clamped to [ulpOfOne, 1]"),
      .number(
        \.epsilon, "epsilon", default: 0.001, .within(0...1, lowerOpen: true),
        sample: .always(.number(0.001)), "settling threshold, fraction of the distance"),
      SwiftUISpringStorage.velocity(\.initialVelocity),
    ],
    examples: [
      .setting { ($0.settlingDuration, $0.dampingRatio) = (0.5, 0.7) },
      .setting { ($0.settlingDuration, $0.dampingRatio, $0.epsilon) = (1, 0.3, 0.01) },
    ],
    provenance: Provenance(
      [
        .documented("default epsilon 0.001", in: Source.appleDocs),
        .reverseEngineered(
          "clamps ζ to [ulpOfOne, 1] and T to [0.01, 10]; Newton from 5/T (12 steps, stopping once a step is ≤ ε; else from 1/T, 20 steps) on UIKit's envelope equation; k = ω², c = 2ζω",
          by: Source.openSwiftUI),
      ],
      uncertain: ["the solver is OpenSwiftUI's unaudited reimplementation"]
        + SwiftUISpringStorage.uncertainties))
}

// The typed initializer: every stored parameter as an argument.
extension SwiftUISpringSettling {
  /// The arguments of
  /// `SwiftUISpringSettling`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(
    settlingDuration: Double, dampingRatio: Double, epsilon: Double? = nil,
    initialVelocity: Double? = nil
  ) throws(MappingError) {
    try self.init { family in
      family.settlingDuration = settlingDuration
      family.dampingRatio = dampingRatio
      if let epsilon { family.epsilon = epsilon }
      if let initialVelocity { family.initialVelocity = initialVelocity }
    }
  }
}
