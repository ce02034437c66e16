//===--- SpringAPIFamily.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The protocol every API parameter family conforms to: build from the API's
// own parameters, produce the physical spring, be recovered from one (or say
// why not), and report what the API computes itself.
//
//===----------------------------------------------------------------------===//

/// One spring API's parameter family, e.g. `UIViewDampingSpring` for
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`.
///
/// Conforming types store the API's parameters under the API's own names,
/// declare them once in `table` (which supplies the registry entry, the
/// initializers, the values in order and the refusals), and model what the
/// API does with them. Stored parameters are declared `var name = 0.0` (or
/// `false`): placeholders every initializer overwrites with the given
/// values or the table's defaults. `Docs/AddingASpringAPI.md` walks through
/// adding one.
public protocol SpringAPIFamily: Sendable {
  /// The declaration: registry entry, one row per parameter, examples.
  static var table: SpringAPITable<Self> { get }

  /// The registry entry: id, platform, signature, parameters, provenance
  /// (`table.description`).
  static var api: SpringAPIDescription { get }

  /// Creates the family from resolved values (see
  /// `SpringAPIDescription.resolve`); supplied by `table`.
  /// - Throws: `invalidParameter` for a value outside the API's domain.
  init(_ values: ParameterValues) throws(MappingError)

  /// The parameter values, in `api.parameters` order; supplied by `table`.
  var parameterValues: [ParameterValue] { get }

  /// The physical spring the API animates and the normalized initial
  /// velocity. `context` converts absolute velocities.
  func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring

  /// This API's parameters for `physical`, or the reason it cannot express
  /// it (with the spring-only parameters when only the velocity is the
  /// problem).
  static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<
    Self
  >

  /// What the API itself computes from these parameters (durations,
  /// inverse properties…), in the API's names.
  func derived(in context: ConversionContext) -> [DerivedValue]

  /// The parameters this API clamps before it uses them, with the values it
  /// uses (empty when it uses every value as given: the default).
  var clamps: [ParameterClamp] { get }
}

extension SpringAPIFamily {
  /// `table.description`.
  public static var api: SpringAPIDescription { table.description }

  /// None: the API uses every value as given.
  public var clamps: [ParameterClamp] { [] }

  /// The family holding `values`, checked against the table's rules.
  public init(_ values: ParameterValues) throws(MappingError) {
    self = try Self.table.family(from: values)
  }

  /// The API's defaults with `set` applied, checked against the table's
  /// rules: `try SwiftUISpringDurationBounce { $0.bounce = 0.3 }`.
  /// - Throws: `missingParameter` for a required parameter `set` leaves
  ///   unset, `invalidParameter` for a value outside the API's domain.
  public init(_ set: (inout Self) -> Void) throws(MappingError) {
    self = try Self.table.family(setting: set)
  }

  /// The values the table's rows read, in order.
  public var parameterValues: [ParameterValue] { Self.table.values(of: self) }

  /// The name of the parameter stored at `path`, for refusals.
  static func parameterName(_ path: PartialKeyPath<Self>) -> String { table.name(of: path) }

  /// The motion expressed exactly by the API's defaults with `set`
  /// applied, or not representable when the API refuses those values.
  static func expression(_ set: (inout Self) -> Void) -> Expression<Self> {
    guard let family = try? Self(set) else {
      return .notRepresentable("\(api.platform.shortName) cannot take these values")
    }
    return .exactly(family)
  }
}

/// The outcome of expressing a physical spring in one API.
public struct Expression<Family: SpringAPIFamily>: Sendable {
  /// The API's parameters: for the whole motion when `reason` is nil; for
  /// the spring alone when only the initial velocity cannot be expressed;
  /// nil when the spring itself cannot.
  public var family: Family?
  /// Why the motion cannot be expressed exactly; nil when it can.
  public var reason: String?

  /// Whether the API reproduces the motion.
  public var isRepresentable: Bool { family != nil && reason == nil }

  /// The motion expressed exactly.
  public static func exactly(_ family: Family) -> Self { Self(family: family, reason: nil) }

  /// The motion cannot be expressed: `reason` says why; `partial` holds the
  /// spring-only parameters when there are any.
  public static func notRepresentable(_ reason: String, partial: Family? = nil) -> Self {
    Self(family: partial, reason: reason)
  }
}

extension SpringAPIFamily {
  /// The parameters as (name, value) pairs, in order.
  public var namedParameters: [(name: String, value: ParameterValue)] {
    zip(Self.api.parameterNames, parameterValues).map { ($0, $1) }
  }

  /// The normalized velocity of this API's velocity argument `value`.
  static func normalizedVelocity(_ value: Double, in context: ConversionContext)
    throws(MappingError) -> Double
  {
    try VelocityConversion.normalized(value, unit: api.velocityUnit, in: context)
  }

  /// This API's velocity argument for `physical`, and the reason when the
  /// API cannot take it (it has no velocity parameter but the motion starts
  /// moving).
  static func velocityArgument(for physical: PhysicalSpring, in context: ConversionContext)
    -> (value: Double, reason: String?)
  {
    let velocity = physical.initialVelocity
    if let value = VelocityConversion.apiVelocity(
      normalized: velocity, unit: api.velocityUnit, in: context)
    {
      return (value, nil)
    }
    guard case .notAccepted(let behaviour) = api.velocityUnit, velocity != 0 else {
      return (0, nil)
    }
    return (
      0,
      "takes no initial velocity (\(behaviour)); the parameters shown reproduce the spring "
        + "but start it from rest"
    )
  }

  /// `expressing`, type-erased: usable on an `any SpringAPIFamily.Type`
  /// from the registry.
  public static func erasedExpression(_ physical: PhysicalSpring, in context: ConversionContext)
    -> AnyExpression
  {
    let expression = expressing(physical, in: context)
    return AnyExpression(family: expression.family, reason: expression.reason)
  }
}

/// An `Expression` whose family type is erased.
public struct AnyExpression: Sendable {
  /// The API's parameters (see `Expression.family`).
  public var family: (any SpringAPIFamily)?
  /// Why the motion cannot be expressed exactly; nil when it can.
  public var reason: String?
  /// Whether the API reproduces the motion.
  public var isRepresentable: Bool { family != nil && reason == nil }
}

extension Expression {
  /// Adds the velocity's reason, if any, keeping the parameters as partial;
  /// a refusal of the spring itself (no parameters) stands alone.
  func addingVelocityReason(_ velocityReason: String?) -> Self {
    guard let velocityReason, family != nil else { return self }
    if let reason { return Self(family: family, reason: reason + "; it also " + velocityReason) }
    return Self(family: family, reason: velocityReason)
  }
}
