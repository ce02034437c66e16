//===--- SwiftUISpringResponse.swift --------------------------------------===//

import SpringModel

/// SwiftUI `Spring(response:dampingRatio:)` (iOS 17): m = 1,
/// k = (2π/response)², c = 4πζ/response; overdamping allowed.
public struct SwiftUISpringResponse: SpringAPIFamily {
  /// `response`, seconds: 2π/ω0.
  public var response: Double
  /// `dampingRatio` ζ ≥ 0.
  public var dampingRatio: Double
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a response that is not finite and > 0,
  ///   a damping ratio that is not finite and ≥ 0, a non-finite velocity.
  public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(response, "response")
    try MappingError.requireNonNegative(dampingRatio, "damping-ratio")
    try MappingError.requireFinite(initialVelocity, "velocity")
    self.response = response
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.spring.response", platform: .swiftUI,
    signature: "Spring(response: Double, dampingRatio: Double)",
    parameters: [
      .number("response", default: nil, unit: "s", "2π/ω0"),
      .number("damping-ratio", label: "dampingRatio", default: nil, "ζ; above 1 overdamps"),
      SwiftUISpringStorage.velocityParameter,
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance([
      .documented("response is the stiffness \"defined as an approximate duration\"", in: Source.appleDocs),
      .reverseEngineered("m = 1, k = (2π/response)², c = 4πζ/response, overdamping allowed; inverse properties; settlingDuration", by: Source.openSwiftUI),
    ], uncertain: SwiftUISpringStorage.uncertainties))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(response: values.number("response"), dampingRatio: values.number("damping-ratio"), initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(response), .number(dampingRatio), .number(initialVelocity)] }

  /// SwiftUI's storage for these parameters.
  public var storage: SwiftUISpringStorage { SwiftUISpringStorage(response: response, dampingRatio: dampingRatio) }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try storage.spring(), initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let velocity = velocityArgument(for: physical, in: context)
    guard let family = try? Self(
      response: physical.spring.naturalPeriod, dampingRatio: physical.spring.snappedDampingRatio,
      initialVelocity: velocity.value)
    else { return .notRepresentable("SwiftUI cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] { storage.derived }
}
