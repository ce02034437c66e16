//===--- FloatParameter.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Android's spring APIs take `Float` parameters. A Double sent to them is
// rounded to single precision; SpringLab shows the shortest decimal that
// rounds to the same Float, so the printed value is exactly what to type.
// A value Float cannot hold — one that overflows to infinity, or a nonzero
// one that rounds to 0 — is refused, naming the parameter and the type.
//
//===----------------------------------------------------------------------===//

enum FloatParameter {
  /// `value` as the API stores it: rounded to Float, back in Double.
  static func stored(_ value: Double) -> Double { Double(Float(value)) }

  /// The shortest decimal whose Float is `Float(value)`.
  static func shortest(_ value: Double) -> Double {
    let single = Float(value)
    return Double("\(single)") ?? Double(single)
  }

  /// Whether Kotlin's `Float` holds `value`: finite after rounding to
  /// Float, and not a nonzero value that rounds to 0.
  static func holds(_ value: Double) -> Bool {
    let single = Float(value)
    return single.isFinite && (single != 0 || value == 0)
  }

  /// Why Kotlin's `Float` cannot hold parameter `label`'s `value` (in
  /// `unit`, empty when dimensionless), or nil when it can: "initialVelocity
  /// 1e300 units/s overflows Kotlin's Float (largest 3.4028235e38)".
  static func refusal(_ label: String, _ value: Double, unit: String = "") -> String? {
    guard !holds(value) else { return nil }
    let quantity = "\(label) \(text(value))\(unit.isEmpty ? "" : " " + unit)"
    if !value.isFinite { return "\(quantity) is not a finite number, which Kotlin's Float needs" }
    return Float(value) == 0
      ? "\(quantity) rounds to 0 in Kotlin's Float (smallest nonzero \(smallestText))"
      : "\(quantity) overflows Kotlin's Float (largest \(largestText))"
  }

  /// Float's largest finite value, `3.4028235e38`.
  static let largestText = plain("\(Float.greatestFiniteMagnitude)")

  /// Float's smallest nonzero magnitude (the subnormal 2⁻¹⁴⁹), as Java
  /// and Kotlin spell `Float.MIN_VALUE`.
  static let smallestText = "1.4e-45"

  /// A number as the refusals quote it: Swift's shortest round-trip text
  /// without the exponent's `+` (`1e300`, `1e-320`).
  static func text(_ value: Double) -> String { plain("\(value)") }

  /// `text` without a `+`.
  static func plain(_ text: String) -> String { text.filter { $0 != "+" } }

  /// The table rule for a Float parameter: `base`, then representable in
  /// Kotlin's `Float` (see `holds`).
  static func rule(_ base: ParameterRule) -> ParameterRule {
    base.and(
      "representable in Kotlin's Float: finite after rounding to Float (largest \(largestText)) "
        + "and, unless 0, not rounding to 0 (smallest nonzero \(smallestText))"
    ) { holds($0) }
  }
}
