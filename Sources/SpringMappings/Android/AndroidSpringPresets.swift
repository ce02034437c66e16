//===--- AndroidSpringPresets.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The stiffness and damping-ratio presets Android publishes twice with the
// same values: as `SpringForce.STIFFNESS_*` / `DAMPING_RATIO_*` in
// androidx.dynamicanimation (androidx/androidx, dynamicanimation/
// dynamicanimation/src/main/java/androidx/dynamicanimation/animation/
// SpringForce.java) and as `Spring.Stiffness*` / `Spring.DampingRatio*` in
// Jetpack Compose (androidx/androidx, compose/animation/animation-core/src/
// commonMain/kotlin/androidx/compose/animation/core/Spring.kt), plus the
// mass-1 spring both build from a Float stiffness and damping ratio.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The presets shared by `SpringForce` and Compose's `spring()`.
public enum AndroidSpringPresets {
  /// Stiffness presets (k at mass 1).
  public enum Stiffness {
    /// `STIFFNESS_HIGH` / `Spring.StiffnessHigh`.
    public static let high = 10_000.0
    /// `STIFFNESS_MEDIUM` / `Spring.StiffnessMedium`, both APIs' default.
    public static let medium = 1500.0
    /// `Spring.StiffnessMediumLow` (Compose only; `SpringForce` has none).
    public static let mediumLow = 400.0
    /// `STIFFNESS_LOW` / `Spring.StiffnessLow`.
    public static let low = 200.0
    /// `STIFFNESS_VERY_LOW` / `Spring.StiffnessVeryLow`.
    public static let veryLow = 50.0
  }

  /// Damping-ratio presets (ζ).
  public enum DampingRatio {
    /// `DAMPING_RATIO_HIGH_BOUNCY` / `Spring.DampingRatioHighBouncy`.
    public static let highBouncy = 0.2
    /// `DAMPING_RATIO_MEDIUM_BOUNCY` / `Spring.DampingRatioMediumBouncy`
    /// (`SpringForce`'s default).
    public static let mediumBouncy = 0.5
    /// `DAMPING_RATIO_LOW_BOUNCY` / `Spring.DampingRatioLowBouncy`.
    public static let lowBouncy = 0.75
    /// `DAMPING_RATIO_NO_BOUNCY` / `Spring.DampingRatioNoBouncy` (Compose's
    /// default).
    public static let noBouncy = 1.0
  }

  /// The mass-1 spring both APIs animate: k and ζ rounded to Float,
  /// c = 2ζ√k. A value that Float rounds to 0 or to infinity is refused
  /// against its own parameter (`stiffnessName`, `dampingRatioName`) in
  /// words, quoting the value given; `platform` names the API storing it.
  static func spring(
    stiffness: Double, dampingRatio: Double, stiffnessName: String, dampingRatioName: String,
    platform: String
  ) throws(MappingError) -> Spring {
    let k = FloatParameter.stored(stiffness)
    let zeta = FloatParameter.stored(dampingRatio)
    // A damping ratio rounding to 0 is the undamped spring Android animates.
    func inFloat(_ name: String, _ given: Double, _ stored: Double, zeroAllowed: Bool = false)
      -> ParameterBlame?
    {
      guard given.isFinite else { return nil }
      if given > 0 && stored == 0 && !zeroAllowed {
        return ParameterBlame(
          name: name, value: given,
          requirement:
            "at least \(Double(Float.leastNonzeroMagnitude)), the least Float above 0 (\(given) rounds to 0 in Float, which \(platform) stores it in)"
        )
      }
      if stored.isInfinite {
        return ParameterBlame(
          name: name, value: given,
          requirement:
            "at most \(Double(Float.greatestFiniteMagnitude)), the largest Float (\(given) overflows Float, which \(platform) stores it in)"
        )
      }
      return nil
    }
    if let blame = inFloat(stiffnessName, stiffness, k)
      ?? inFloat(dampingRatioName, dampingRatio, zeta, zeroAllowed: true)
    {
      throw blame.error
    }
    return try Spring.fromAPI(stiffness: k, damping: 2 * zeta * k.squareRoot()) {
      coefficient, value in
      coefficient == "damping"
        ? ParameterBlame(
          name: dampingRatioName, value: dampingRatio,
          requirement: ParameterBlame.giving("c", "2·dampingRatio·√stiffness", value))
        : ParameterBlame(
          name: stiffnessName, value: stiffness,
          requirement: ParameterBlame.giving("k", "stiffness in Float", value))
    }
  }

  /// The Float stiffness (at mass 1) and damping ratio of `physical`, as
  /// the shortest decimals that round to them.
  static func parameters(of physical: PhysicalSpring) -> (stiffness: Double, dampingRatio: Double) {
    (
      FloatParameter.shortest(physical.unitMassSpring.stiffness),
      FloatParameter.shortest(physical.spring.snappedDampingRatio)
    )
  }

  /// `physical` in an Android API whose stiffness, damping ratio and
  /// velocity (labelled `velocityLabel`) are Kotlin `Float`s stored at
  /// these paths. Not representable, naming the parameter and the type,
  /// when Float cannot hold one of them: it overflows, or it rounds to 0
  /// where 0 does not reproduce the motion (a damping ratio of 1e-50 or a
  /// velocity of 1e-320 units/s does, and is shown as the 0 the API
  /// stores). A velocity Float cannot hold keeps the spring's parameters,
  /// started from rest, as partial ones.
  static func expression<Family: SpringAPIFamily>(
    _ physical: PhysicalSpring, in context: ConversionContext, velocityLabel: String,
    velocity: WritableKeyPath<Family, Double>, stiffness: WritableKeyPath<Family, Double>,
    dampingRatio: WritableKeyPath<Family, Double>
  ) -> Expression<Family> {
    /// Whether the motion with this change still reproduces `physical`.
    func reproduces(_ change: (inout PhysicalSpring) throws -> Void) -> Bool {
      var changed = physical
      guard (try? change(&changed)) != nil else { return false }
      return changed.reproduces(physical, tolerance: SpringConversion.readBackTolerance)
    }
    let zeta = physical.spring.snappedDampingRatio
    if let reason = FloatParameter.refusal("stiffness", physical.unitMassSpring.stiffness)
      ?? (reproduces {
        $0.spring = try Spring(mass: $0.spring.mass, stiffness: $0.spring.stiffness, damping: 0)
      } ? nil : FloatParameter.refusal("dampingRatio", zeta))
    {
      return .notRepresentable(reason)
    }
    let (k, storedZeta) = parameters(of: physical)
    var argument = Family.velocityArgument(for: physical, in: context).value
    if let reason = FloatParameter.refusal(
      velocityLabel, argument, unit: VelocityUnit.unitsPerSecond.symbol)
    {
      guard Float(argument) == 0, reproduces({ $0.initialVelocity = 0 }) else {
        let spring = Family.expression {
          $0[keyPath: stiffness] = k
          $0[keyPath: dampingRatio] = storedZeta
        }
        return .notRepresentable(
          reason + "; the parameters shown reproduce the spring but start it from rest",
          partial: spring.family)
      }
      argument = 0
    }
    return Family.expression {
      $0[keyPath: stiffness] = k
      $0[keyPath: dampingRatio] = storedZeta
      $0[keyPath: velocity] = argument
    }
  }
}
