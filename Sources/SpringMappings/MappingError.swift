//===--- MappingError.swift -----------------------------------------------===//
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
    }
  }

  /// Throws `invalidParameter` unless `value` is finite and > 0.
  static func requirePositive(_ value: Double, _ name: String, _ note: String = "")
    throws(MappingError)
  {
    guard value.isFinite, value > 0 else {
      throw .invalidParameter(name, value: .number(value), requirement: "a finite number > 0" + note)
    }
  }

  /// Throws `invalidParameter` unless `value` is finite and ≥ 0.
  static func requireNonNegative(_ value: Double, _ name: String, _ note: String = "")
    throws(MappingError)
  {
    guard value.isFinite, value >= 0 else {
      throw .invalidParameter(name, value: .number(value), requirement: "a finite number >= 0" + note)
    }
  }

  /// Throws `invalidParameter` unless `value` is finite.
  static func requireFinite(_ value: Double, _ name: String) throws(MappingError) {
    guard value.isFinite else {
      throw .invalidParameter(name, value: .number(value), requirement: "a finite number")
    }
  }

  /// Throws `invalidParameter` unless the arguments of an API that takes a
  /// spring's coefficients are in its domain: `mass` and `stiffness` finite
  /// and > 0, `damping` (the coefficient) finite and ≥ 0, `velocity` finite.
  /// They are checked in that order and blamed on the parameters `mass`,
  /// `stiffness`, `damping` and `velocity`.
  static func requireSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    throws(MappingError)
  {
    try requirePositive(mass, "mass")
    try requirePositive(stiffness, "stiffness")
    try requireNonNegative(damping, "damping")
    try requireFinite(velocity, "velocity")
  }

  /// Throws `invalidParameter` unless `value` is finite and in `range`
  /// (`lowerOpen`: excluding the lower end).
  static func require(
    _ value: Double, _ name: String, in range: ClosedRange<Double>, lowerOpen: Bool = false,
    _ note: String = ""
  ) throws(MappingError) {
    let aboveLower = lowerOpen ? value > range.lowerBound : value >= range.lowerBound
    guard value.isFinite, aboveLower, value <= range.upperBound else {
      let open = lowerOpen ? "(" : "["
      throw .invalidParameter(
        name, value: .number(value),
        requirement: "a finite number in \(open)\(range.lowerBound), \(range.upperBound)]" + note)
    }
  }
}
