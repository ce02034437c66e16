//===--- SwiftUISpringPhysical.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Spring(mass:stiffness:damping:allowOverDamping:)` (iOS 17).
///
/// Without `allowOverDamping` an overdamped spring "is treated as critically
/// damped": SwiftUI stores λ = ω0, so the spring that moves (and the
/// `damping` getter) has c = 2√(mk).
public struct SwiftUISpringPhysical: SpringAPIFamily {
  /// `mass` (default 1).
  public var mass = 0.0
  /// `stiffness`.
  public var stiffness = 0.0
  /// `damping` coefficient.
  public var damping = 0.0
  /// `allowOverDamping` (default false).
  public var allowOverDamping = false
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity = 0.0

  /// SwiftUI's storage for these parameters.
  public var storage: SwiftUISpringStorage {
    SwiftUISpringStorage(
      mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let stored = try Spring.fromAPI(
      mass: mass, stiffness: stiffness, damping: damping, blame: Self.parameterName(\.mass))
    let spring = CoreAnimationSpring.animated(stored, allowsOverdamping: allowOverDamping)
    return PhysicalSpring(
      spring: spring, initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let spring = physical.spring
    let velocity = velocityArgument(for: physical, in: context)
    return expression {
      ($0.mass, $0.stiffness, $0.damping) = (spring.mass, spring.stiffness, spring.damping)
      ($0.allowOverDamping, $0.initialVelocity) = (spring.exceedsCriticalDamping, velocity.value)
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] { storage.derived }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.spring.physical", platform: .swiftUI,
    signature:
      "Spring(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)",
    parameters: [
      .mass(\.mass, default: 1), .stiffness(\.stiffness, default: nil),
      .damping(\.damping, default: nil),
      .flag(
        \.allowOverDamping, "allow-over-damping", label: "allowOverDamping", default: false,
        sample: .always(.flag(true)), "when false, ζ > 1 is treated as critical"),
      SwiftUISpringStorage.velocity(\.initialVelocity),
    ],
    examples: [.setting { ($0.stiffness, $0.damping) = (170, 15) }],
    provenance: Provenance(
      [
        .documented(
          "defaults mass 1, allowOverDamping false; overdamping not allowed is \"treated as critically damped\"",
          in: Source.appleDocs),
        .reverseEngineered(
          "stores λ = ω0 in that case; inverse properties; settlingDuration", by: Source.openSwiftUI
        ),
      ], uncertain: SwiftUISpringStorage.uncertainties))
}

// The typed initializer: every stored parameter as an argument.
extension SwiftUISpringPhysical {
  /// The arguments of
  /// `SwiftUISpringPhysical`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(
    mass: Double? = nil, stiffness: Double, damping: Double, allowOverDamping: Bool? = nil,
    initialVelocity: Double? = nil
  ) throws(MappingError) {
    try self.init { family in
      if let mass { family.mass = mass }
      family.stiffness = stiffness
      family.damping = damping
      if let allowOverDamping { family.allowOverDamping = allowOverDamping }
      if let initialVelocity { family.initialVelocity = initialVelocity }
    }
  }
}
