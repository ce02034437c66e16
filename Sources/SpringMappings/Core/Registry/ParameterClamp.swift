//===--- ParameterClamp.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A parameter value an API does not use as given: its solver clamps it into
// a range first (UIKit's damping ratio to [FLT_EPSILON, 1], Motion's damping
// ratio to [0.05, 1], …). The motion is then the clamped value's, so a
// conversion states every clamp rather than print a spring the caller did
// not ask for without a word.
//
//===----------------------------------------------------------------------===//

/// One parameter an API clamps before it uses it.
public struct ParameterClamp: Sendable, Hashable {
  /// The parameter's option name (kebab-case, as `springlab apis` lists it).
  public var parameter: String
  /// The value given.
  public var given: Double
  /// What is clamped: the parameter itself (its name), or a quantity the
  /// API forms from it first, e.g. `1 − bounce` for Motion's damping ratio.
  public var quantity: String
  /// The quantity's value before the clamp (`given` for the parameter
  /// itself).
  public var value: Double
  /// The quantity's value the API uses instead.
  public var used: Double
  /// What the API clamps, in words: `the damping ratio to [FLT_EPSILON, 1]`.
  public var rule: String

  /// The clamp of a parameter itself.
  public init(parameter: String, given: Double, used: Double, rule: String) {
    self.init(
      parameter: parameter, given: given, quantity: parameter, value: given, used: used,
      rule: rule)
  }

  /// The clamp of `quantity`, formed from the parameter, from `value` to
  /// `used`.
  public init(
    parameter: String, given: Double, quantity: String, value: Double, used: Double, rule: String
  ) {
    self.parameter = parameter
    self.given = given
    self.quantity = quantity
    self.value = value
    self.used = used
    self.rule = rule
  }

  /// Whether the parameter itself is clamped (not a quantity formed from it).
  public var isDirect: Bool { quantity == parameter }

  /// The clamp of `given` into `range`, or nil when it is inside.
  static func of(
    _ given: Double, into range: ClosedRange<Double>, parameter: String, rule: String
  ) -> ParameterClamp? {
    guard given.isFinite, !range.contains(given) else { return nil }
    let used = min(max(given, range.lowerBound), range.upperBound)
    return ParameterClamp(parameter: parameter, given: given, used: used, rule: rule)
  }
}

extension SpringAPIFamily {
  /// The clamp of the parameter at `path` (a number) into `range`, or nil
  /// when its value is inside.
  func clamp(
    _ path: KeyPath<Self, Double>, into range: ClosedRange<Double>, rule: String
  ) -> ParameterClamp? {
    ParameterClamp.of(
      self[keyPath: path], into: range, parameter: Self.parameterName(path), rule: rule)
  }
}
