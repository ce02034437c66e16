//===--- SwiftUISpringDurationBounce.swift --------------------------------===//

import SpringModel

/// SwiftUI `Spring(duration:bounce:)` (iOS 17).
///
/// m = 1, k = (2π/duration)², c = 4πζ/duration, ζ from `bounce`; a negative
/// bounce overdamps. Apple's own vectors: `Spring(duration: 0.5, bounce:
/// 0.3)` has (m, k, c) = (1.0, 157.9, 17.6).
public struct SwiftUISpringDurationBounce: SpringAPIFamily {
  /// `duration`, seconds: the perceptual duration 2π/ω0 (default 0.5).
  public var duration: Double
  /// `bounce` (default 0); above 1 SwiftUI stores ζ = 0.
  public var bounce: Double
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity: Double

  /// Creates the parameters with SwiftUI's defaults.
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a bounce ≤ −1 or not finite, or a non-finite velocity.
  public init(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(duration, "duration")
    try MappingError.requireFinite(bounce, "bounce")
    guard bounce > -1 else {
      throw .invalidParameter("bounce", value: .number(bounce), requirement: "> -1 (at -1 the damping ratio is infinite)")
    }
    try MappingError.requireFinite(initialVelocity, "velocity")
    self.duration = duration
    self.bounce = bounce
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.spring.duration", platform: .swiftUI,
    signature: "Spring(duration: TimeInterval = 0.5, bounce: Double = 0.0)",
    parameters: [
      .number("duration", default: 0.5, unit: "s", "perceptual duration 2π/ω0"),
      .number("bounce", default: 0, "0 critical, 1 undamped, negative overdamped"),
      SwiftUISpringStorage.velocityParameter,
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance([
      .documented("defaults 0.5 / 0; ζ = bounce < 0 ? 1/(bounce+1) : 1 − bounce; k = (2π/d)², c = 4πζ/d; Spring(0.5, 0.3) = (1.0, 157.9, 17.6)", in: Source.swiftUIInterface + " and " + Source.appleDocs),
      .reverseEngineered("storage (ω, λ, m), inverse properties, bounce > 1 stored as ζ = 0, settlingDuration", by: Source.openSwiftUI),
    ], uncertain: SwiftUISpringStorage.uncertainties))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(duration: values.number("duration"), bounce: values.number("bounce"), initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(duration), .number(bounce), .number(initialVelocity)] }

  /// SwiftUI's storage for these parameters.
  public var storage: SwiftUISpringStorage {
    let zeta = bounce > 1 ? 0 : AppleBounce.dampingRatio(bounce: bounce)
    return SwiftUISpringStorage(response: duration, dampingRatio: zeta)
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try storage.spring(), initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let velocity = velocityArgument(for: physical, in: context)
    guard let family = try? Self(
      duration: physical.spring.naturalPeriod,
      bounce: AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio), initialVelocity: velocity.value)
    else { return .notRepresentable("SwiftUI cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] { storage.derived }
}
