//===--- FlutterSpringWithDurationAndBounce.swift -------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

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
  public var duration = 0.0
  /// `bounce` in (−1, 1] (default 0).
  public var bounce = 0.0
  /// `SpringSimulation`'s velocity, value units per second.
  public var velocity = 0.0

  /// `Duration(microseconds: round(seconds·1e6)).inMilliseconds`.
  public static func wholeMilliseconds(_ seconds: Double) -> Double {
    ((seconds * 1e6).rounded() / 1000).rounded(.towardZero)
  }

  /// Whether a Dart `Duration`, which holds an int64 of microseconds,
  /// holds `seconds` rounded to whole microseconds (at most 2⁶³ − 1 µs,
  /// about 9.22e12 s).
  public static func fitsDuration(_ seconds: Double) -> Bool {
    let microseconds = (seconds * 1e6).rounded()
    return microseconds.isFinite && abs(microseconds) < 0x1p63
  }

  /// Why a Dart `Duration` cannot hold `seconds`, or nil when it can.
  static func durationRefusal(_ seconds: Double) -> String? {
    guard !fitsDuration(seconds) else { return nil }
    let microseconds = "\((seconds * 1e6).rounded())".filter { $0 != "+" }
    return "duration \(ReproducingDecimals.text(seconds)) s (\(microseconds) µs) exceeds Dart's "
      + "Duration, an int64 of microseconds (largest \(Int64.max) µs)"
  }

  /// The description Flutter builds.
  public func spring() throws(MappingError) -> Spring {
    let seconds = Self.wholeMilliseconds(duration) / 1000
    let mass = 1.0
    let stiffness = 4 * Double.pi * Double.pi * mass / (seconds * seconds)
    let zeta = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    return try Spring.fromAPI(
      mass: mass, stiffness: stiffness, damping: zeta * 2 * (mass * stiffness).squareRoot(),
      blame: Self.parameterName(\.duration))
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try spring(), initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let milliseconds = physical.spring.naturalPeriod * 1000
    let whole = max(1, milliseconds.rounded())
    let bounce = AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio)
    let velocity = velocityArgument(for: physical, in: context).value
    if let reason = durationRefusal(whole / 1000) { return .notRepresentable(reason) }
    guard
      let family = try? Self({
        ($0.duration, $0.bounce, $0.velocity) = (whole / 1000, bounce, velocity)
      })
    else { return .notRepresentable("Flutter cannot take these values") }
    if abs(whole - milliseconds) > 1e-6 * milliseconds {
      return .notRepresentable(
        "withDurationAndBounce reads whole milliseconds; this spring's period is \(milliseconds) ms (parameters shown use \(Int(whole)) ms)",
        partial: family)
    }
    return .exactly(family)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? spring() else { return [] }
    return [DerivedValue("stiffness", spring.stiffness), DerivedValue("damping", spring.damping)]
      + FlutterSpring.derived(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "flutter.spring.duration-bounce", platform: .flutter,
    signature:
      "SpringDescription.withDurationAndBounce({Duration duration = const Duration(milliseconds: 500), double bounce = 0.0})",
    parameters: [
      .number(
        \.duration, "duration", default: 0.5, unit: "s",
        .positive().and("at least 0.001 s (Flutter asserts duration.inMilliseconds > 0)") {
          wholeMilliseconds($0) > 0
        }.and(
          "at most \(Int64.max) µs, about 9.22e12 s (a Dart Duration holds an int64 of microseconds)"
        ) { fitsDuration($0) }, sample: .wholeMilliseconds(0.05...2),
        "a Dart Duration; the factory reads whole milliseconds"),
      .number(
        \.bounce, "bounce", default: 0,
        .within(-1...1, lowerOpen: true, "; above 1 the damping would be negative"),
        sample: .uniform(-0.9...1), "0 critical, 1 undamped, negative overdamped"),
      FlutterSpring.velocity(\.velocity),
    ],
    examples: [.defaults, .setting { ($0.duration, $0.bounce) = (0.35, 0.3) }],
    provenance: Provenance(
      [
        .documented(
          "defaults 500 ms / 0; seconds = duration.inMilliseconds / 1000; m = 1, k = 4π²m/T², ζ = bounce > 0 ? 1 − bounce : 1/(bounce + 1) (PR #164411)",
          in: Source.flutter)
      ]
        + FlutterSpring.notes))
}

// The typed initializer: every stored parameter as an argument.
extension FlutterSpringWithDurationAndBounce {
  /// The arguments of
  /// `FlutterSpringWithDurationAndBounce`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(duration: Double? = nil, bounce: Double? = nil, velocity: Double? = nil)
    throws(MappingError)
  {
    try self.init { family in
      if let duration { family.duration = duration }
      if let bounce { family.bounce = bounce }
      if let velocity { family.velocity = velocity }
    }
  }
}
