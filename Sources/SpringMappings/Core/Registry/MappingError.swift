//===--- MappingError.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The one error SpringMappings throws: a request no API can answer — an
// unknown API or parameter, a missing or out-of-domain value, or a velocity
// that cannot be normalized.
//
//===----------------------------------------------------------------------===//

/// A mapping request that cannot be carried out, with a message naming the
/// API, the parameter and the offending value.
public enum MappingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No API has this id; `valid` lists every id.
  case unknownAPI(String, valid: [String])
  /// The API has no parameter of this name; `valid` lists its parameters.
  case unknownParameter(String, api: String, valid: [String])
  /// A parameter without a default was not given.
  case missingParameter(String, api: String)
  /// A parameter's value is outside the API's domain. `requirement` follows
  /// "must be", e.g. `a finite number > 0`.
  case invalidParameter(String, value: ParameterValue, requirement: String)
  /// An absolute velocity cannot be normalized: the distance is too close to
  /// zero for the division to mean anything.
  case distanceTooSmall(distance: Double, minimum: Double)
  /// A target list (`convert --to`) names neither an API id nor a platform;
  /// `suggestions` are the nearest ids and platform names.
  case unknownTarget(String, suggestions: [String])

  public var description: String {
    switch self {
    case .unknownAPI(let id, let valid):
      return "unknown API '\(id)' (valid: \(valid.joined(separator: ", ")))"
    case .unknownParameter(let name, let api, let valid):
      let list = valid.isEmpty ? "none" : valid.map { "--\($0)" }.joined(separator: ", ")
      return "\(api) has no parameter '\(name)' (valid: \(list))"
    case .missingParameter(let name, let api):
      return "\(api) needs --\(name): the API gives it no default"
    case .invalidParameter(let name, let value, let requirement):
      return "\(name) must be \(requirement) (got \(value))"
    case .distanceTooSmall(let distance, let minimum):
      return "distance must be at least \(minimum) in magnitude to normalize an absolute velocity "
        + "(got \(distance)): dividing by a near-zero distance turns any velocity into nonsense"
    case .unknownTarget(let name, let suggestions):
      return "'\(name)' is neither an API id nor a platform (see springlab apis)"
        + NameSuggestions.didYouMean(suggestions)
    }
  }

  /// Throws `invalidParameter` unless `value` is finite.
  static func requireFinite(_ value: Double, _ name: String) throws(MappingError) {
    guard value.isFinite else {
      throw .invalidParameter(name, value: .number(value), requirement: "a finite number")
    }
  }
}
