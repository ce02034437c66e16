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
  /// The spring that moves and the normalized initial velocity.
  public let physical: PhysicalSpring
  /// Settling time, overshoot and visible bounces of that motion.
  public let summary: MotionSummary
  /// The geometry used for absolute velocities and thresholds.
  public let context: ConversionContext
  /// Every API in registry order, the source included.
  public let entries: [Entry]

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
    let physical = try family.physical(in: context)
    self.source = sourceAPI
    self.sourceParameters = family.namedParameters
    self.physical = physical
    self.summary = MotionSummary(physical)
    self.context = context
    self.entries = SpringAPIRegistry.families.map { target in
      if target.api.id == sourceAPI.id {
        return Entry(
          api: sourceAPI, isRepresentable: true, reason: nil, parameters: family.namedParameters,
          derived: SpringConversion.checkedSourceDerived(
            family, physical: physical, context: context),
          isSource: true)
      }
      return SpringConversion.checkedEntry(target, physical: physical, context: context)
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
