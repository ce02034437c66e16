//===--- FlutterSpringWithDampingRatio.swift ------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Flutter `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`:
/// c = ratio·2√(mk), ratio defaulting to 1.
public struct FlutterSpringWithDampingRatio: GivenSpringFamily {
  /// `mass`.
  public var mass = 0.0
  /// `stiffness`.
  public var stiffness = 0.0
  /// `ratio`: ζ (default 1).
  public var ratio = 0.0
  /// `SpringSimulation`'s velocity, value units per second.
  public var velocity = 0.0

  /// The damping coefficient Flutter computes.
  public var damping: Double { ratio * 2.0 * (mass * stiffness).squareRoot() }

  /// The physical spring and initial velocity this API animates with these
  /// parameters (the `SpringAPIFamily` requirement). A refusal names the
  /// parameter at fault: `mass` (or `stiffness`, the larger) when Flutter's
  /// own `math.sqrt(mass * stiffness)` overflows — the product leaves
  /// binary64 although c = ratio·2·√m·√k might not — `ratio` when only the
  /// damping it scales does.
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let product = mass * stiffness
    if mass.isFinite && stiffness.isFinite && !product.isFinite {
      let (name, given) =
        mass >= stiffness
        ? (Self.parameterName(\.mass), mass) : (Self.parameterName(\.stiffness), stiffness)
      throw ParameterBlame(
        name: name, value: given,
        requirement:
          "a value for which Flutter's own arithmetic does not overflow (withDampingRatio computes damping = ratio * 2.0 * math.sqrt(mass * stiffness), and mass * stiffness overflows binary64 here)"
      ).error
    }
    let spring = try Spring.fromAPI(mass: mass, stiffness: stiffness, damping: damping) {
      coefficient, value in
      switch coefficient {
      case "damping":
        ParameterBlame(
          name: Self.parameterName(\.ratio), value: ratio,
          requirement: ParameterBlame.giving("damping", "ratio·2·√(mass·stiffness)", value))
      case "stiffness":
        ParameterBlame(
          name: Self.parameterName(\.stiffness), value: stiffness,
          requirement: "a value giving a valid spring (stiffness must be a finite number > 0)")
      default:
        ParameterBlame(
          name: Self.parameterName(\.mass), value: mass,
          requirement: "a value giving a valid spring (mass must be a finite number > 0)")
      }
    }
    return PhysicalSpring(
      spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  /// The description of `spring` by its mass, stiffness and damping ratio.
  public mutating func setSpring(_ spring: Spring, velocity: Double) {
    (mass, stiffness, ratio, self.velocity) = (
      spring.mass, spring.stiffness, spring.snappedDampingRatio, velocity
    )
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    [DerivedValue("damping", damping)]
      + FlutterSpring.derived(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "flutter.spring.damping-ratio", platform: .flutter,
    signature:
      "SpringDescription.withDampingRatio({required double mass, required double stiffness, double ratio = 1.0})",
    parameters: [
      .mass(\.mass, default: nil), .stiffness(\.stiffness, default: nil),
      .number(
        \.ratio, "ratio", default: 1, .nonNegative(), sample: .uniform(0...3), "damping ratio ζ"),
      FlutterSpring.velocity(\.velocity),
    ],
    examples: [.setting { ($0.mass, $0.stiffness, $0.ratio) = (1, 170, 0.7) }],
    provenance: Provenance(
      [
        .documented(
          "damping = ratio · 2 · √(mass · stiffness), ratio defaults to 1", in: Source.flutter)
      ] + FlutterSpring.notes))
}
