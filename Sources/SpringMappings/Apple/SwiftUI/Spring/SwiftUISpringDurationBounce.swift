//===--- SwiftUISpringDurationBounce.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Spring(duration:bounce:)` (iOS 17).
///
/// m = 1, k = (2π/duration)², c = 4πζ/duration, ζ from `bounce`; a negative
/// bounce overdamps. Apple's own vectors: `Spring(duration: 0.5, bounce:
/// 0.3)` has (m, k, c) = (1.0, 157.9, 17.6).
public struct SwiftUISpringDurationBounce: SpringAPIFamily {
  /// `duration`, seconds: the perceptual duration 2π/ω0 (default 0.5).
  public var duration = 0.0
  /// `bounce` (default 0); above 1 SwiftUI stores ζ = 0.
  public var bounce = 0.0
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity = 0.0

  /// SwiftUI's storage for these parameters.
  public var storage: SwiftUISpringStorage {
    let zeta = bounce > 1 ? 0 : AppleBounce.dampingRatio(bounce: bounce)
    return SwiftUISpringStorage(response: duration, dampingRatio: zeta)
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try PerceptualSpring.spring(
        duration: duration, bounce: bounce, durationName: Self.parameterName(\.duration),
        bounceName: Self.parameterName(\.bounce), clampsBounceAboveOne: true),
      initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let velocity = velocityArgument(for: physical, in: context)
    return expression {
      ($0.duration, $0.bounce) = PerceptualSpring.durationAndBounce(of: physical.spring)
      $0.initialVelocity = velocity.value
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] { storage.derived }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.spring.duration", platform: .swiftUI,
    signature: "Spring(duration: TimeInterval = 0.5, bounce: Double = 0.0)",
    parameters: [
      .perceptualDuration(\.duration, default: 0.5),
      .number(
        \.bounce, "bounce", default: 0,
        .finite.and("> -1 (at -1 the damping ratio is infinite)") { $0 > -1 },
        sample: .uniform(-0.9...1), "0 critical, 1 undamped, negative overdamped"),
      SwiftUISpringStorage.velocity(\.initialVelocity),
    ],
    examples: [.defaults, .setting { $0.bounce = 0.3 }],
    provenance: Provenance(
      [
        .documented(
          "defaults 0.5 / 0; ζ = bounce < 0 ? 1/(bounce+1) : 1 − bounce; k = (2π/d)², c = 4πζ/d; Spring(0.5, 0.3) = (1.0, 157.9, 17.6)",
          in: Source.swiftUIInterface + " and " + Source.appleDocs),
        .reverseEngineered(
          "storage (ω, λ, m), inverse properties, bounce > 1 stored as ζ = 0, settlingDuration",
          by: Source.openSwiftUI),
      ], uncertain: SwiftUISpringStorage.uncertainties))
}

// The typed initializer: every stored parameter as an argument.
extension SwiftUISpringDurationBounce {
  /// The arguments of
  /// `Spring(duration: TimeInterval = 0.5, bounce: Double = 0.0)`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(duration: Double? = nil, bounce: Double? = nil, initialVelocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      if let duration { family.duration = duration }
      if let bounce { family.bounce = bounce }
      if let initialVelocity { family.initialVelocity = initialVelocity }
    }
  }
}
