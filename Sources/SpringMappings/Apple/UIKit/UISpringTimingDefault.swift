//===--- UISpringTimingDefault.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `UISpringTimingParameters()`: "the default system spring", documented as
/// damping ratio 4.56, at rest. Its spring is m = 3, k = 1000, c = 500
/// (ζ = 500/(2√3000) = 4.564), timed by UIKit's own duration (the animator's
/// duration is ignored).
public struct UISpringTimingDefault: SpringAPIFamily {
  /// UIKit's default spring mass (`_UIViewDefaultSpringMass`).
  public static let mass = 3.0
  /// UIKit's default spring stiffness (`_UIViewDefaultSpringStiffness`).
  public static let stiffness = 1000.0
  /// UIKit's default spring damping (`_UIViewDefaultSpringDamping`).
  public static let damping = 500.0

  /// The default parameters (there are none to choose).
  public init() {}

  /// The spring UIKit stores: m 3, k 1000, c 500.
  public static var storedSpring: Spring {
    // The constants are a valid spring.
    (try? Spring(mass: mass, stiffness: stiffness, damping: damping))!
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: PropertyAnimatorSpring.animated(Self.storedSpring), initialVelocity: 0)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let own = PhysicalSpring(
      spring: PropertyAnimatorSpring.animated(storedSpring), initialVelocity: 0)
    if physical.isEquivalent(to: own) { return .exactly(Self()) }
    return .notRepresentable(
      "UISpringTimingParameters() is one fixed spring (m 3, k 1000, c 500: ω0 = \(storedSpring.naturalFrequency) rad/s, ζ = \(storedSpring.dampingRatio), at rest)"
    )
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let spring = Self.storedSpring
    return [
      DerivedValue("dampingRatio", spring.dampingRatio),
      DerivedValue(
        "settlingDuration",
        UIKitSettlingDuration.duration(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: 0),
        unit: "s"),
    ]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "uikit.timing.default", platform: .uikit,
    signature: "UISpringTimingParameters()",
    parameters: [], noVelocity: "init() starts at rest", examples: [.defaults],
    provenance: Provenance(
      [
        .documented("damping ratio 4.56, initial velocity 0", in: Source.appleDocs),
        .reverseEngineered(
          "m = 3, k = 1000, c = 500 (_UIViewDefaultSpring* fallbacks; Riley Testut reports k = 1000); 500/(2√3000) = 4.564 matches 4.56",
          by: Source.iOSDecompile),
        .reverseEngineered(
          "implicit duration: the animator runs _durationOfSpringAnimation (settlingDuration)",
          by: Source.iOSDecompile),
      ], uncertain: [PropertyAnimatorSpring.uncertainty]))
}
