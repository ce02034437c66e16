//===--- SpringAPIParameter.swift -----------------------------------------===//

/// One parameter of a spring API: its name, the API's own label, its
/// default and its unit.
public struct SpringAPIParameter: Hashable, Sendable {
  /// Whether the parameter is a number or a boolean.
  public enum Kind: String, Hashable, Sendable {
    case number, flag
  }

  /// The API's argument label in kebab-case (`damping-ratio`); the
  /// `springlab convert` option. Every initial velocity is named `velocity`.
  public var name: String
  /// The API's own spelling (`dampingRatio`, `initialSpringVelocity`).
  public var label: String
  /// Number or flag.
  public var kind: Kind
  /// The API's default; nil when the API requires the argument.
  public var defaultValue: ParameterValue?
  /// The unit (`s`, `distances/s`, `points/s`…), empty when dimensionless.
  public var unit: String
  /// One line: what the parameter means in this API.
  public var summary: String

  /// A numeric parameter. `defaultValue` nil means required.
  public static func number(
    _ name: String, label: String? = nil, default defaultValue: Double?, unit: String = "",
    _ summary: String
  ) -> SpringAPIParameter {
    SpringAPIParameter(
      name: name, label: label ?? name, kind: .number, defaultValue: defaultValue.map { .number($0) },
      unit: unit, summary: summary)
  }

  /// A boolean parameter with its default.
  public static func flag(
    _ name: String, label: String, default defaultValue: Bool, _ summary: String
  ) -> SpringAPIParameter {
    SpringAPIParameter(
      name: name, label: label, kind: .flag, defaultValue: .flag(defaultValue), unit: "",
      summary: summary)
  }

  /// The initial velocity, named `velocity`, default 0 (the rest state; some
  /// APIs spell the argument without a default, none gives it another).
  public static func velocity(
    label: String, unit: VelocityUnit, _ summary: String
  ) -> SpringAPIParameter {
    SpringAPIParameter(
      name: "velocity", label: label, kind: .number, defaultValue: .number(0),
      unit: unit.symbol, summary: summary)
  }
}
