//===--- ParameterBlame.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39: a refusal names the API parameter actually at fault and quotes
// the value the user gave for it, not a coefficient computed from it. A
// family that derives k and c from its parameters works out which one made
// a coefficient overflow, underflow or turn negative, and reports it here.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The API parameter at fault for a spring SpringModel refuses: its name,
/// the value the user gave, and what went wrong in words.
struct ParameterBlame {
  /// The API parameter's name.
  var name: String
  /// The value given for it.
  var value: Double
  /// Why it is refused, following "must be".
  var requirement: String

  /// The refusal.
  var error: MappingError {
    .invalidParameter(name, value: .number(value), requirement: requirement)
  }
}

extension Spring {
  /// A spring from an API's coefficients; when SpringModel refuses one,
  /// `blame` (given SpringModel's parameter — `mass`, `stiffness` or
  /// `damping` — and the offending coefficient) names the API parameter at
  /// fault, with the value given for it.
  static func fromAPI(
    mass: Double = 1, stiffness: Double, damping: Double,
    blaming blame: (_ coefficient: String, _ value: Double) -> ParameterBlame
  ) throws(MappingError) -> Spring {
    do {
      return try Spring(mass: mass, stiffness: stiffness, damping: damping)
    } catch {
      throw blame(error.parameter, error.value).error
    }
  }
}

extension ParameterBlame {
  /// The requirement for a parameter whose coefficient `coefficient`
  /// (computed as `formula`) came out `value`: "a value giving a valid
  /// spring (…)".
  static func giving(_ coefficient: String, _ formula: String, _ value: Double) -> String {
    "a value giving a valid spring (\(coefficient) = \(formula) \(fate(of: value)) here)"
  }

  /// What became of a computed coefficient, in words (never `inf` or
  /// `nan`): "overflows", "is 0", "is not a number", or "is 42.0".
  static func fate(of value: Double) -> String {
    value.isNaN
      ? "is not a number" : value.isInfinite ? "overflows" : value == 0 ? "is 0" : "is \(value)"
  }
}
