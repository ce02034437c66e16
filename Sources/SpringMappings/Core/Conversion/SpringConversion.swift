//===--- SpringConversion.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One API's parameters → the physical spring → every API's parameters, or
// the reason an API cannot express it: the operation behind
// `springlab convert`.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A conversion from one API's parameters to every API.
public struct SpringConversion: Sendable {
  /// The spring in one API.
  public struct Entry: Sendable {
    /// The API.
    public var api: SpringAPIDescription
    /// Whether the API reproduces the motion.
    public var isRepresentable: Bool
    /// Why it cannot; nil when it can.
    public var reason: String?
    /// The API's parameters, in order: for the motion, for the spring alone
    /// when only the velocity is the problem, empty when nothing can be said.
    public var parameters: [(name: String, value: ParameterValue)]
    /// What the API computes from those parameters.
    public var derived: [DerivedValue]
    /// Whether this is the API converted from (its parameters as given).
    public var isSource: Bool
  }

  /// The API converted from.
  public let source: SpringAPIDescription
  /// Its parameters, defaults filled in.
  public let sourceParameters: [(name: String, value: ParameterValue)]
  /// The source parameters the API clamps before it uses them: the motion
  /// is the clamped values'.
  public let clamps: [ParameterClamp]
  /// The spring that moves and the normalized initial velocity.
  public let physical: PhysicalSpring
  /// Settling time, overshoot and visible bounces of that motion.
  public let summary: MotionSummary
  /// The geometry used for absolute velocities and thresholds.
  public let context: ConversionContext
  /// Every API in registry order, the source included.
  public let entries: [Entry]
  /// A fling on a zero-distance move: the initial velocity in the value's
  /// units per second (positive when the value grows) when the distance is
  /// 0 and the source API takes an absolute velocity that is not 0; nil
  /// otherwise. Then `physical` holds that velocity as if the move were
  /// one unit long (`checkContext`), APIs with absolute velocities express
  /// it exactly, those in distances per second cannot (the reason names
  /// the distance), and the normalized motion's settling time, overshoot
  /// and bounces, fractions of a distance, do not apply.
  public let fling: Double?

  /// The context every entry was built and checked in: `context`, or for a
  /// fling a one-unit move, on which a velocity in value units is the same
  /// number in distances per second.
  public var checkContext: ConversionContext {
    fling == nil ? context : ConversionContext(distance: 1, velocityGuard: context.velocityGuard)
  }

  /// Converts the parameters of API `id` (by kebab-case name; omitted ones
  /// take the API's defaults).
  /// - Throws: `MappingError` for an unknown API or parameter, a missing or
  ///   invalid value, or a velocity that cannot be normalized.
  public init(
    from id: String, parameters: [String: ParameterValue], context: ConversionContext = .unit
  ) throws(MappingError) {
    try self.init(source: SpringAPIRegistry.make(id: id, parameters: parameters), context: context)
  }

  /// Converts an API family value.
  /// - Throws: `MappingError` when its spring or velocity is invalid.
  public init(source family: any SpringAPIFamily, context: ConversionContext = .unit)
    throws(MappingError)
  {
    let sourceAPI = type(of: family).api
    let fling = try Self.fling(family, in: context)
    let checkContext =
      fling == nil ? context : ConversionContext(distance: 1, velocityGuard: context.velocityGuard)
    let physical = try family.physicalQuotingArguments(in: checkContext)
    self.source = sourceAPI
    self.sourceParameters = family.namedParameters
    self.clamps = family.clamps
    self.physical = physical
    self.summary = MotionSummary(physical)
    self.context = context
    self.fling = fling
    self.entries = SpringAPIRegistry.families.map { target in
      if target.api.id == sourceAPI.id {
        return Entry(
          api: sourceAPI, isRepresentable: true, reason: nil, parameters: family.namedParameters,
          derived: SpringConversion.checkedSourceDerived(
            family, physical: physical, context: checkContext),
          isSource: true)
      }
      if let fling, let reason = Self.flingReason(target.api, velocity: fling) {
        // The spring alone, from rest, with the distance named as the cause.
        var entry = SpringConversion.checkedEntry(
          target, physical: PhysicalSpring(spring: physical.spring), context: checkContext)
        entry.isRepresentable = false
        entry.reason = reason
        return entry
      }
      return SpringConversion.checkedEntry(target, physical: physical, context: checkContext)
    }
  }

  /// What `init(from:parameters:context:)` says about the source API
  /// alone — its physical spring and the checked values the API computes
  /// (`entries`' source entry) — without expressing the spring in every
  /// other API. For callers that ask one API about many springs (`records
  /// check`): the same values, at a small fraction of the cost.
  /// - Throws: `MappingError` as `init(from:parameters:context:)` does.
  public static func source(
    _ id: String, parameters: [String: ParameterValue], context: ConversionContext = .unit
  ) throws(MappingError) -> (physical: PhysicalSpring, derived: [DerivedValue]) {
    let family = try SpringAPIRegistry.make(id: id, parameters: parameters)
    let fling = try Self.fling(family, in: context)
    let checkContext =
      fling == nil ? context : ConversionContext(distance: 1, velocityGuard: context.velocityGuard)
    let physical = try family.physicalQuotingArguments(in: checkContext)
    return (
      physical,
      checkedSourceDerived(family, physical: physical, context: checkContext)
    )
  }

  /// The fling velocity (value units per second) of a source on a
  /// zero-distance move; nil when the distance is not 0, the source's
  /// velocity is not absolute or is 0, or the guard's policy asks for a
  /// start from rest instead.
  static func fling(_ family: any SpringAPIFamily, in context: ConversionContext)
    throws(MappingError) -> Double?
  {
    guard context.distance == 0, context.velocityGuard.policy == .reject else { return nil }
    switch type(of: family).api.velocityUnit {
    case .unitsPerSecond, .unitsPerMillisecond: break
    case .distancesPerSecond, .notAccepted: return nil
    }
    let unitMove = ConversionContext(distance: 1, velocityGuard: context.velocityGuard)
    let velocity = try family.physicalQuotingArguments(in: unitMove).initialVelocity
    return velocity == 0 ? nil : velocity
  }

  /// Why `api` cannot express a fling of `velocity` units/s on a
  /// zero-distance move; nil when it can (its velocity is absolute).
  static func flingReason(_ api: SpringAPIDescription, velocity: Double) -> String? {
    switch api.velocityUnit {
    case .unitsPerSecond, .unitsPerMillisecond:
      return nil
    case .distancesPerSecond:
      return "the distance is 0: \(api.platform.shortName) takes the initial velocity in distances "
        + "per second, which cannot describe a fling of \(ReproducingDecimals.text(velocity)) units/s that starts on its "
        + "target; the parameters shown reproduce the spring, from rest"
    case .notAccepted(let behaviour):
      return
        "the distance is 0 and the move is a fling of \(ReproducingDecimals.text(velocity)) units/s, but "
        + "\(api.platform.shortName) takes no initial velocity (\(behaviour)); the parameters "
        + "shown reproduce the spring, from rest"
    }
  }

  /// A parameter value with binary noise removed: the shortest decimal
  /// of at most 12 digits within one ulp (0.30000000000000004 → 0.3, 0.35000000000000003 → 0.35);
  /// values below 1e-14 in magnitude (differences that cancelled) become 0
  /// when `snapsToZero` (the conversion keeps that only where the
  /// parameters still read back to the same motion: 1e-300 s is a duration,
  /// not noise, for a spring with ω0 = 1e300).
  static func tidy(_ value: ParameterValue, snapsToZero: Bool = true) -> ParameterValue {
    guard case .number(let x) = value, x.isFinite, x != 0 else { return value }
    if abs(x) < 1e-14 && snapsToZero { return .number(0) }
    for digits in 1...12 {
      let rounded = SolverInverse.rounded(x, significantDigits: digits)
      if abs(rounded - x) <= x.ulp { return .number(rounded) }
    }
    return value
  }
}
