//===--- FlutterSpringWithDurationAndBounce.swift -------------------------===//

import SpringModel

/// Flutter `SpringDescription.withDurationAndBounce(duration:bounce:)`
/// ("same as SwiftUI's spring(duration:bounce:)").
///
/// The duration is a Dart `Duration`, of which the factory reads *whole
/// milliseconds*: m = 1, k = 4π²/T², ζ = bounce > 0 ? 1 − bounce :
/// 1/(1 + bounce), c = 2ζ√k. A spring whose period is not a whole number of
/// milliseconds can only be approximated.
public struct FlutterSpringWithDurationAndBounce: SpringAPIFamily {
  /// `duration` in seconds (a Dart `Duration`, microsecond resolution;
  /// default 500 ms).
  public var duration: Double
  /// `bounce` in (−1, 1] (default 0).
  public var bounce: Double
  /// `SpringSimulation`'s velocity, value units per second.
  public var velocity: Double

  /// Creates the parameters with Flutter's defaults.
  /// - Throws: `invalidParameter` for a duration shorter than 1 ms (Flutter
  ///   asserts `inMilliseconds > 0`), a bounce outside (−1, 1], non-finite
  ///   values.
  public init(duration: Double = 0.5, bounce: Double = 0, velocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(duration, "duration")
    guard Self.wholeMilliseconds(duration) > 0 else {
      throw .invalidParameter("duration", value: .number(duration), requirement: "at least 0.001 s (Flutter asserts duration.inMilliseconds > 0)")
    }
    try MappingError.require(bounce, "bounce", in: -1...1, lowerOpen: true, "; above 1 the damping would be negative")
    try MappingError.requireFinite(velocity, "velocity")
    self.duration = duration
    self.bounce = bounce
    self.velocity = velocity
  }

  /// `Duration(microseconds: round(seconds·1e6)).inMilliseconds`.
  public static func wholeMilliseconds(_ seconds: Double) -> Double {
    ((seconds * 1e6).rounded() / 1000).rounded(.towardZero)
  }

  public static let api = SpringAPIDescription(
    id: "flutter.spring.duration-bounce", platform: .flutter,
    signature: "SpringDescription.withDurationAndBounce({Duration duration = const Duration(milliseconds: 500), double bounce = 0.0})",
    parameters: [
      .number("duration", default: 0.5, unit: "s", "a Dart Duration; the factory reads whole milliseconds"),
      .number("bounce", default: 0, "0 critical, 1 undamped, negative overdamped"),
      FlutterSpring.velocityParameter,
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance(
      [.documented("defaults 500 ms / 0; seconds = duration.inMilliseconds / 1000; m = 1, k = 4π²m/T², ζ = bounce > 0 ? 1 − bounce : 1/(bounce + 1) (PR #164411)", in: Source.flutter)]
        + FlutterSpring.notes))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(duration: values.number("duration"), bounce: values.number("bounce"), velocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(duration), .number(bounce), .number(velocity)] }

  /// The description Flutter builds.
  public func spring() throws(MappingError) -> Spring {
    let seconds = Self.wholeMilliseconds(duration) / 1000
    let mass = 1.0
    let stiffness = 4 * Double.pi * Double.pi * mass / (seconds * seconds)
    let zeta = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    return try Spring.fromAPI(mass: mass, stiffness: stiffness, damping: zeta * 2 * (mass * stiffness).squareRoot(), blame: "duration")
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try spring(), initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let milliseconds = physical.spring.naturalPeriod * 1000
    let whole = max(1, milliseconds.rounded())
    let bounce = AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio)
    guard let family = try? Self(
      duration: whole / 1000, bounce: bounce, velocity: velocityArgument(for: physical, in: context).value)
    else { return .notRepresentable("Flutter cannot take these values") }
    if abs(whole - milliseconds) > 1e-6 * milliseconds {
      return .notRepresentable(
        "withDurationAndBounce reads whole milliseconds; this spring's period is \(milliseconds) ms (parameters shown use \(Int(whole)) ms)",
        partial: family)
    }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? spring() else { return [] }
    return [DerivedValue("stiffness", spring.stiffness), DerivedValue("damping", spring.damping)]
      + FlutterSpring.derived(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }
}
