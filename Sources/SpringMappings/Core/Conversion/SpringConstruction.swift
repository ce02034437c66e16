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
