//===--- SpringAPITable.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Everything SpringLab knows about one API's parameters, declared once per
// family: the registry entry (id, platform, signature, provenance), one row
// per parameter in the API's argument order, the checks across parameters,
// and example parameter sets. Building a family, listing its values and
// wording its refusals all read the table; so do the registry tests and the
// mapping benchmarks.
//
//===----------------------------------------------------------------------===//

/// The declaration of one spring API and its parameters (see
/// `Docs/AddingASpringAPI.md`). Immutable; a class, so that reading a
/// family's table copies nothing.
public final class SpringAPITable<Family: SpringAPIFamily>: Sendable {
  /// The registry entry: id, platform, signature, parameters, velocity
  /// convention, examples, provenance.
  public let description: SpringAPIDescription
  /// One row per parameter, in the API's argument order.
  let rows: [ParameterRow<Family>]
  /// Requirements on the parameters together, checked after the rows'.
  let checks: [ParameterCheck<Family>]
  /// The family with the API's defaults, and NaN for the required numbers.
  let defaults: Family

  /// Declares an API.
  ///
  /// - Parameters:
  ///   - blank: a family value whose parameters the table overwrites (the
  ///     family's `Self()`, every stored parameter 0 or false).
  ///   - id: the stable identifier (`uikit.uiview.damping`), a contract
  ///     scripts rely on.
  ///   - platform: the platform.
  ///   - signature: the API's signature as its vendor spells it.
  ///   - rows: the parameters, in the API's argument order.
  ///   - checks: requirements on the parameters together.
  ///   - noVelocity: for an API without a velocity row, what it does
  ///     instead of taking one.
  ///   - examples: everyday parameter sets, the first the one benchmarks
  ///     time; each must be valid (the registry tests build them all).
  ///   - provenance: where the mapping comes from and what is uncertain.
  public init(
    blank: Family, id: String, platform: Platform, signature: String,
    parameters rows: [ParameterRow<Family>], checks: [ParameterCheck<Family>] = [],
    noVelocity: String? = nil, examples: [ParameterExample<Family>], provenance: Provenance
  ) {
    var defaults = blank
    for row in rows { try? row.store(row.parameter.defaultValue ?? .number(.nan), in: &defaults) }
    let velocityUnit = rows.lazy.compactMap(\.velocityUnit).first ?? .notAccepted(noVelocity ?? "")
    let exampleSets = examples.map { example in
      var family = defaults
      example.set(&family)
      return Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0.value(in: family)) })
    }
    self.description = SpringAPIDescription(
      id: id, platform: platform, signature: signature, parameters: rows.map(\.parameter),
      velocityUnit: velocityUnit, examples: exampleSets, provenance: provenance)
    self.rows = rows
    self.checks = checks
    self.defaults = defaults
  }

  /// The values of `family`'s parameters, in row order.
  func values(of family: Family) -> [ParameterValue] { rows.map { $0.value(in: family) } }

  /// The family holding `values` (every parameter present), checked.
  /// - Throws: `missingParameter` for an absent value, `invalidParameter`
  ///   for one of the wrong kind or outside the API's domain.
  func family(from values: ParameterValues) throws(MappingError) -> Family {
    var family = defaults
    for row in rows {
      guard let value = values.values[row.name] else {
        throw .missingParameter(row.name, api: description.id)
      }
      try row.store(value, in: &family)
      if case .number(let number) = value { try row.check(number) }
    }
    try checkAcross(family)
    return family
  }

  /// The API's defaults with `set` applied, checked.
  /// - Throws: `missingParameter` for a required number `set` left unset,
  ///   `invalidParameter` for a value outside the API's domain.
  func family(setting set: (inout Family) -> Void) throws(MappingError) -> Family {
    var family = defaults
    set(&family)
    for row in rows where row.parameter.defaultValue == nil {
      if case .number(let value) = row.value(in: family), value.isNaN {
        throw .missingParameter(row.name, api: description.id)
      }
    }
    try check(family)
    return family
  }

  /// Throws `invalidParameter` for the first row whose value breaks its
  /// rule, then for the first check that fails.
  func check(_ family: Family) throws(MappingError) {
    for row in rows { try row.check(family) }
    try checkAcross(family)
  }

  /// Throws `invalidParameter` for the first check across parameters that
  /// fails.
  func checkAcross(_ family: Family) throws(MappingError) {
    for check in checks where !check.holds(family) {
      let value = family[keyPath: check.blame]
      throw .invalidParameter(
        name(of: check.blame), value: .number(value), requirement: check.requirement)
    }
  }

  /// The name of the parameter stored at `path`; the property's own
  /// description when no row stores there (a slip the registry tests catch
  /// by the refusals' names).
  func name(of path: PartialKeyPath<Family>) -> String {
    rows.first { $0.stores(at: path) }?.name ?? "\(path)"
  }
}

/// An example parameter set: the API's defaults with some parameters set.
public struct ParameterExample<Family>: Sendable {
  /// Sets the parameters the example gives.
  let set: @Sendable (inout Family) -> Void

  /// The defaults with `set` applied.
  public static func setting(_ set: @escaping @Sendable (inout Family) -> Void) -> Self {
    Self(set: set)
  }

  /// The API's defaults as they are.
  public static var defaults: Self { Self { _ in } }
}
