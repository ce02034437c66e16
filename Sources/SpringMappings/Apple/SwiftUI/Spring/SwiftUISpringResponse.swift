//===--- SwiftUISpringResponse.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// SwiftUI `Spring(response:dampingRatio:)` (iOS 17): m = 1,
/// k = (2π/response)², c = 4πζ/response; overdamping allowed.
public struct SwiftUISpringResponse: SpringAPIFamily {
  /// `response`, seconds: 2π/ω0.
  public var response = 0.0
  /// `dampingRatio` ζ ≥ 0.
  public var dampingRatio = 0.0
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity = 0.0

  /// SwiftUI's storage for these parameters.
  public var storage: SwiftUISpringStorage {
    SwiftUISpringStorage(response: response, dampingRatio: dampingRatio)
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try PerceptualSpring.spring(
        response: response, dampingRatio: dampingRatio,
        responseName: Self.parameterName(\.response),
        ratioName: Self.parameterName(\.dampingRatio)),
      initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let velocity = velocityArgument(for: physical, in: context)
    return expression {
      ($0.response, $0.dampingRatio) = (
        physical.spring.naturalPeriod, physical.spring.snappedDampingRatio
      )
      $0.initialVelocity = velocity.value
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] { storage.derived }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "swiftui.spring.response", platform: .swiftUI,
    signature: "Spring(response: Double, dampingRatio: Double)",
    parameters: [
      .number(
        \.response, "response", default: nil, unit: "s", .positive(), sample: .uniform(0.1...2),
        "2π/ω0"),
      .number(
        \.dampingRatio, "damping-ratio", label: "dampingRatio", default: nil, .nonNegative(),
        sample: .uniform(0...3), "ζ; above 1 overdamps"),
      SwiftUISpringStorage.velocity(\.initialVelocity),
    ],
    examples: [.setting { ($0.response, $0.dampingRatio) = (0.5, 0.7) }],
    provenance: Provenance(
      [
        .documented(
          "response is the stiffness \"defined as an approximate duration\"", in: Source.appleDocs),
        .reverseEngineered(
          "m = 1, k = (2π/response)², c = 4πζ/response, overdamping allowed; inverse properties; settlingDuration",
          by: Source.openSwiftUI),
      ], uncertain: SwiftUISpringStorage.uncertainties))
}

// The typed initializer: every stored parameter as an argument.
extension SwiftUISpringResponse {
  /// The arguments of
  /// `Spring(response: Double, dampingRatio: Double)`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(response: Double, dampingRatio: Double, initialVelocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      family.response = response
      family.dampingRatio = dampingRatio
      if let initialVelocity { family.initialVelocity = initialVelocity }
    }
  }
}
