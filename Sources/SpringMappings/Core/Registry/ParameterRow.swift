//===--- ParameterRow.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One row of an API's table: the parameter as the registry lists it (name,
// label, unit, default, summary), the property that stores it, the rule its
// values obey and the domain tests sample it from. Everything else —
// building the family, listing its values, naming it in refusals — reads
// the row, so the name is written once.
//
//===----------------------------------------------------------------------===//

/// One parameter of the API `Family` models. (A class: tables are
/// immutable, and every conversion walks them without copying each row.)
public final class ParameterRow<Family>: Sendable {
  /// Where the value lives in the family.
  enum Accessor: Sendable {
    case number(WritableKeyPath<Family, Double> & Sendable)
    case flag(WritableKeyPath<Family, Bool> & Sendable)
  }

  /// The parameter as the registry lists it.
  public let parameter: SpringAPIParameter
  /// The property holding the value.
  let accessor: Accessor
  /// The values the API accepts (numbers only; every flag value is valid).
  let rule: ParameterRule
  /// The velocity convention, for the initial-velocity row.
  let velocityUnit: VelocityUnit?

  private init(
    parameter: SpringAPIParameter, accessor: Accessor, rule: ParameterRule,
    velocityUnit: VelocityUnit?
  ) {
    self.parameter = parameter
    self.accessor = accessor
    self.rule = rule
    self.velocityUnit = velocityUnit
  }

  /// A numeric parameter stored at `path`.
  ///
  /// - Parameters:
  ///   - path: the family's property holding the value.
  ///   - name: the API's argument label in kebab-case, the `springlab
  ///     convert` option.
  ///   - label: the API's own spelling, when it differs from `name`.
  ///   - defaultValue: the API's default; nil when the API requires it.
  ///   - unit: `s`…, empty when dimensionless.
  ///   - rule: the values the API accepts.
  ///   - sample: where round-trip tests draw values.
  ///   - summary: one line: what the parameter means in this API.
  public static func number(
    _ path: WritableKeyPath<Family, Double> & Sendable, _ name: String, label: String? = nil,
    default defaultValue: Double?, unit: String = "", _ rule: ParameterRule,
    sample: SamplingDomain, _ summary: String
  ) -> ParameterRow {
    let parameter = SpringAPIParameter(
      name: name, label: label ?? name, kind: .number,
      defaultValue: defaultValue.map { .number($0) },
      unit: unit, summary: summary, sampling: sample)
    return ParameterRow(
      parameter: parameter, accessor: .number(path), rule: rule, velocityUnit: nil)
  }

  /// A boolean parameter stored at `path`, with its default.
  public static func flag(
    _ path: WritableKeyPath<Family, Bool> & Sendable, _ name: String, label: String,
    default defaultValue: Bool, sample: SamplingDomain, _ summary: String
  ) -> ParameterRow {
    let parameter = SpringAPIParameter(
      name: name, label: label, kind: .flag, defaultValue: .flag(defaultValue), unit: "",
      summary: summary, sampling: sample)
    return ParameterRow(
      parameter: parameter, accessor: .flag(path), rule: .finite, velocityUnit: nil)
  }

  /// The initial velocity stored at `path`: named `velocity`, default 0
  /// (the rest state; some APIs spell the argument without a default, none
  /// gives it another), any finite number unless `rule` narrows it (a
  /// Float parameter, say), in `unit` — which becomes the API's velocity
  /// convention. Sampled at rest half the time and in [−5, 5] otherwise,
  /// unless `sample` says else.
  public static func velocity(
    _ path: WritableKeyPath<Family, Double> & Sendable, label: String, unit: VelocityUnit,
    rule: ParameterRule = .finite, sample: SamplingDomain = .restOrUniform(-5...5),
    _ summary: String
  ) -> ParameterRow {
    let parameter = SpringAPIParameter(
      name: "velocity", label: label, kind: .number, defaultValue: .number(0), unit: unit.symbol,
      summary: summary, sampling: sample)
    return ParameterRow(
      parameter: parameter, accessor: .number(path), rule: rule, velocityUnit: unit)
  }

  /// The name.
  var name: String { parameter.name }

  /// The value stored in `family`.
  func value(in family: Family) -> ParameterValue {
    switch accessor {
    case .number(let path): .number(family[keyPath: path])
    case .flag(let path): .flag(family[keyPath: path])
    }
  }

  /// Stores `value` in `family`; a value of the other kind is refused as
  /// `ParameterValues.number`/`flag` refuse it.
  func store(_ value: ParameterValue, in family: inout Family) throws(MappingError) {
    switch (accessor, value) {
    case (.number(let path), .number(let number)): family[keyPath: path] = number
    case (.flag(let path), .flag(let flag)): family[keyPath: path] = flag
    case (.number, .flag): throw .invalidParameter(name, value: value, requirement: "a number")
    case (.flag, .number): throw .invalidParameter(name, value: value, requirement: "true or false")
    }
  }

  /// Throws `invalidParameter` naming this parameter when its value in
  /// `family` breaks the rule.
  func check(_ family: Family) throws(MappingError) {
    guard case .number(let path) = accessor else { return }
    try check(family[keyPath: path])
  }

  /// Throws `invalidParameter` naming this parameter when `value` breaks
  /// the rule.
  func check(_ value: Double) throws(MappingError) {
    if let requirement = rule.requirement(brokenBy: value) {
      throw .invalidParameter(name, value: .number(value), requirement: requirement)
    }
  }

  /// Whether the row stores its value at `path`.
  func stores(at path: PartialKeyPath<Family>) -> Bool {
    switch accessor {
    case .number(let own): own == path
    case .flag(let own): own == path
    }
  }
}
