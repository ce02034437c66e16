//===--- SpringInputError.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The one error SpringModel throws: an input outside its documented domain.
//
//===----------------------------------------------------------------------===//

/// An input to SpringModel outside its documented domain.
///
/// The error names the parameter, the value it received and the requirement it
/// broke, so that a caller (the `springlab` tool, for instance) can report it
/// without knowing which check failed:
///
///     try Spring(mass: -1, stiffness: 100, damping: 10)
///     // mass must be a finite number > 0 (got -1.0)
public struct SpringInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter's name as the API spells it (`mass`, `threshold`, …).
  public let parameter: String
  /// The offending value.
  public let value: Double
  /// The requirement, phrased to follow "must be", e.g. `a finite number > 0`.
  public let requirement: String

  /// Creates an error for `parameter`, which received `value` but must satisfy
  /// `requirement`.
  public init(parameter: String, value: Double, requirement: String) {
    self.parameter = parameter
    self.value = value
    self.requirement = requirement
  }

  /// The message: the parameter, the offending value and the requirement.
  public var description: String {
    "\(parameter) must be \(requirement) (got \(value))"
  }

  /// Requirement text for finite numbers > 0.
  public static let finitePositive = "a finite number > 0"
  /// Requirement text for finite numbers ≥ 0.
  public static let finiteNonNegative = "a finite number >= 0"
  /// Requirement text for any finite number.
  public static let finite = "a finite number"

  /// Returns `value` when it is finite and > 0, otherwise throws.
  @inlinable
  public static func requirePositive(
    _ value: Double, _ parameter: String
  ) throws(SpringInputError) -> Double {
    try require(value, parameter, finitePositive, holds: value > 0)
  }

  /// Returns `value` when it is finite and ≥ 0, otherwise throws.
  @inlinable
  public static func requireNonNegative(
    _ value: Double, _ parameter: String
  ) throws(SpringInputError) -> Double {
    try require(value, parameter, finiteNonNegative, holds: value >= 0)
  }

  /// Returns `value` when it is finite, otherwise throws.
  @inlinable
  public static func requireFinite(
    _ value: Double, _ parameter: String
  ) throws(SpringInputError) -> Double {
    try require(value, parameter, finite, holds: true)
  }

  /// Returns `value` when it is finite and `holds`, otherwise throws the
  /// error naming `parameter` and `requirement`.
  @usableFromInline
  static func require(
    _ value: Double, _ parameter: String, _ requirement: String, holds: Bool
  ) throws(SpringInputError) -> Double {
    guard value.isFinite, holds else {
      throw SpringInputError(parameter: parameter, value: value, requirement: requirement)
    }
    return value
  }
}
