//===--- SwiftUIAnimationInterpolatingSpringDuration.swift ----------------===//

import SpringModel

/// SwiftUI `Animation.interpolatingSpring(duration:bounce:initialVelocity:)`
/// (iOS 17): k = (2π/duration)², c = 2√k·springDampingFraction(bounce),
/// m = 1, then `interpolatingSpring(stiffness:damping:initialVelocity:)` —
/// so a negative bounce is animated as critical.
public struct SwiftUIAnimationInterpolatingSpringDuration: InterpolatingSpringAnimation {
  /// `duration`, seconds: 2π/ω0 (default 0.5).
  public var duration: Double
  /// `bounce` in (−1, 1] (default 0).
  public var bounce: Double
  /// `initialVelocity`, distances per second toward the target (default 0).
  public var initialVelocity: Double

  /// Creates the parameters with SwiftUI's defaults.
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a bounce outside (−1, 1], a non-finite velocity.
  public init(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(duration, "duration")
    try MappingError.require(bounce, "bounce", in: -1...1, lowerOpen: true, "; above 1 the damping would be negative")
    try MappingError.requireFinite(initialVelocity, "velocity")
    self.duration = duration
    self.bounce = bounce
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.animation.interpolating-duration", platform: .swiftUI,
    signature: "Animation.interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0)",
    parameters: [
      .number("duration", default: 0.5, unit: "s", "perceptual duration 2π/ω0"),
      .number("bounce", default: 0, "0 critical, 1 undamped; negative bounce is animated as critical"),
      InterpolatingSpring.velocityParameter,
    ],
    velocityUnit: .distancesPerSecond,
    provenance: InterpolatingSpring.provenance(
      .documented("defaults 0.5 / 0 / 0; same k and c as spring(duration:bounce:), then interpolatingSpring(stiffness:damping:initialVelocity:)", in: Source.swiftUIInterface)))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(duration: values.number("duration"), bounce: values.number("bounce"), initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(duration), .number(bounce), .number(initialVelocity)] }

  /// The spring handed to `interpolatingSpring(stiffness:damping:…)`.
  public func storedSpring() throws(MappingError) -> Spring {
    try PerceptualSpring.spring(response: duration, dampingRatio: AppleBounce.dampingRatio(bounce: bounce), blame: "duration")
  }

  /// The parameters of `spring`: duration 2π/ω0, bounce from ζ.
  public init(given spring: Spring, initialVelocity: Double) throws(MappingError) {
    try self.init(
      duration: spring.naturalPeriod, bounce: AppleBounce.bounce(dampingRatio: spring.snappedDampingRatio),
      initialVelocity: initialVelocity)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? storedSpring() else { return [] }
    return [DerivedValue("stiffness", spring.stiffness), DerivedValue("damping", spring.damping)]
      + InterpolatingSpring.derived(spring, velocity: initialVelocity)
  }
}
