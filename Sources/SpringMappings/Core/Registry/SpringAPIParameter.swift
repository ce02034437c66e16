//===--- SpringAPIParameter.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// One parameter of a spring API: its name, the API's own label, its
/// default, its unit and where tests sample it. Declared by a row of the
/// API's `SpringAPITable`.
public struct SpringAPIParameter: Hashable, Sendable {
  /// Whether the parameter is a number or a boolean.
  public enum Kind: String, Hashable, Sendable {
    /// A finite number (`--damping-ratio 0.8`).
    case number
    /// A boolean flag (`--allows-overdamping true`).
    case flag
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
  /// Where round-trip tests draw its values: the part of its domain in
  /// which the API reproduces its own motion.
  public var sampling: SamplingDomain
}
