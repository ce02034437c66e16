//===--- ParameterValue.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Parameter values as the APIs take them: numbers and booleans, looked up by
// the API's argument label in kebab-case.
//
//===----------------------------------------------------------------------===//

/// One parameter's value: a number, or a boolean for flags such as
/// `allowsOverdamping`.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
  /// A number, in the unit the parameter's description states.
  case number(Double)
  /// A boolean flag.
  case flag(Bool)

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The flag, if this is one.
  public var flag: Bool? {
    if case .flag(let value) = self { return value }
    return nil
  }

  public var description: String {
    switch self {
    case .number(let value): "\(value)"
    case .flag(let value): value ? "true" : "false"
    }
  }
}

/// The values of one API's parameters, every one present: given ones and
/// the API's defaults for the rest (see `SpringAPIDescription.resolve`).
public struct ParameterValues: Hashable, Sendable {
  /// Values by parameter name (kebab-case).
  public let values: [String: ParameterValue]
  /// The API the values belong to, for error messages.
  public let api: String

  /// Wraps already-resolved values.
  public init(_ values: [String: ParameterValue], api: String) {
    self.values = values
    self.api = api
  }

  /// The number named `name`.
  /// - Throws: `missingParameter` when absent, `invalidParameter` for a flag.
  public func number(_ name: String) throws(MappingError) -> Double {
    guard let value = values[name] else { throw .missingParameter(name, api: api) }
    guard let number = value.number else {
      throw .invalidParameter(name, value: value, requirement: "a number")
    }
    return number
  }

  /// The flag named `name`.
  /// - Throws: `missingParameter` when absent, `invalidParameter` for a number.
  public func flag(_ name: String) throws(MappingError) -> Bool {
    guard let value = values[name] else { throw .missingParameter(name, api: api) }
    guard let flag = value.flag else {
      throw .invalidParameter(name, value: value, requirement: "true or false")
    }
    return flag
  }
}
