//===--- SpringConstruction.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Building springs from API values, and reading them back: errors blamed on
// the API's own parameter, the mass-1 equivalent, and the damping-ratio
// comparisons that must not mistake rounding for overdamping.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension Spring {
  /// A spring from an API's parameters; a value outside SpringModel's domain
  /// is reported against the API parameter `blame` (or the one SpringModel
  /// names, when it is among `names`).
  static func fromAPI(
    mass: Double = 1, stiffness: Double, damping: Double, blame: @autoclosure () -> String,
    names: @autoclosure () -> [String: String] = [:]
  ) throws(MappingError) -> Spring {
    do {
      return try Spring(mass: mass, stiffness: stiffness, damping: damping)
    } catch {
      let name = names()[error.parameter] ?? blame()
      throw .invalidParameter(
        name, value: .number(error.value),
        requirement:
          "a value giving a valid spring (\(error.parameter) must be \(error.requirement))")
    }
  }
}

extension PhysicalSpring {
  /// The spring with mass 1 describing the same motion: k/m and c/m.
  var unitMassSpring: (stiffness: Double, damping: Double) {
    (spring.stiffness / spring.mass, spring.damping / spring.mass)
  }
}

extension Spring {
  /// ζ > 1 by more than rounding (a relative 1e-12): the test behind every
  /// "cannot overdamp" reason, so a spring made critical by arithmetic
  /// (c = 2√(km) rounded) is not mistaken for an overdamped one.
  var exceedsCriticalDamping: Bool { dampingRatio > 1 + 1e-12 }

  /// ζ, with values within a relative 1e-12 of 1 taken as exactly 1.
  var snappedDampingRatio: Double {
    let zeta = dampingRatio
    return abs(zeta - 1) <= 1e-12 ? 1 : zeta
  }
}

extension SpringAPIFamily {
  /// `physical(in:)`, with a refusal that blames one of this API's own
  /// parameters always quoting the value given for it: a spring built from
  /// the API's arguments reports the quantity that broke (a stiffness
  /// that overflowed to +infinity, a damping that rounded to 0), which is
  /// not what the user typed. The computed value moves into the message
  /// in words ("here it overflows"), so no refusal says `got inf`.
  public func physicalQuotingArguments(in context: ConversionContext) throws(MappingError)
    -> PhysicalSpring
  {
    do {
      return try physical(in: context)
    } catch {
      throw error.quotingArguments(of: namedParameters)
    }
  }
}

extension MappingError {
  /// This error with the value given for its parameter, when the
  /// parameter is among `arguments` and the error quoted another value.
  func quotingArguments(of arguments: [(name: String, value: ParameterValue)]) -> MappingError {
    guard case .invalidParameter(let name, let value, let requirement) = self,
      let given = arguments.first(where: { $0.name == name })?.value, given != value
    else { return self }
    guard case .number(let computed) = value else {
      return .invalidParameter(name, value: given, requirement: requirement)
    }
    return .invalidParameter(
      name, value: given,
      requirement: requirement + "; here it " + ParameterBlame.fate(of: computed))
  }
}
