//===--- FloatParameter.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Android's spring APIs take `Float` parameters. A Double sent to them is
// rounded to single precision; SpringLab shows the shortest decimal that
// rounds to the same Float, so the printed value is exactly what to type.
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
}
