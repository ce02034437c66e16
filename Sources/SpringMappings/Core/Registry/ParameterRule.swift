//===--- ParameterRule.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The domain of one numeric parameter, as a table row states it: what the
// API accepts, and the words of the refusal ("must be a finite number > 0")
// when a value is outside it.
//
//===----------------------------------------------------------------------===//

/// What one numeric parameter accepts.
///
/// A rule answers a value with nil when the API accepts it, or with the
/// requirement it breaks, worded to follow "must be" in
/// `MappingError.invalidParameter`.
public struct ParameterRule: Sendable {
  /// The requirement `value` breaks, or nil.
  let broken: @Sendable (Double) -> String?

  /// A rule from a function returning the broken requirement or nil.
  init(_ broken: @escaping @Sendable (Double) -> String?) { self.broken = broken }

  /// The requirement `value` breaks, or nil when the API accepts it.
  public func requirement(brokenBy value: Double) -> String? { broken(value) }

  /// Any finite number.
  public static let finite = ParameterRule { $0.isFinite ? nil : "a finite number" }

  /// A finite number > 0; `note` (starting with "; " or " ") is appended to
  /// the requirement.
  public static func positive(_ note: String = "") -> ParameterRule {
    ParameterRule { $0.isFinite && $0 > 0 ? nil : "a finite number > 0" + note }
  }

  /// A finite number ≥ 0; `note` is appended to the requirement.
  public static func nonNegative(_ note: String = "") -> ParameterRule {
    ParameterRule { $0.isFinite && $0 >= 0 ? nil : "a finite number >= 0" + note }
  }

  /// A finite number in `range`, excluding the lower end when `lowerOpen`;
  /// `note` is appended to the requirement.
  public static func within(
    _ range: ClosedRange<Double>, lowerOpen: Bool = false, _ note: String = ""
  ) -> ParameterRule {
    ParameterRule { value in
      let aboveLower = lowerOpen ? value > range.lowerBound : value >= range.lowerBound
      guard !(value.isFinite && aboveLower && value <= range.upperBound) else { return nil }
      let open = lowerOpen ? "(" : "["
      return "a finite number in \(open)\(range.lowerBound), \(range.upperBound)]" + note
    }
  }

  /// This rule, then `requirement` for the values it accepts but `holds`
  /// refuses.
  public func and(
    _ requirement: String, _ holds: @escaping @Sendable (Double) -> Bool
  ) -> ParameterRule {
    ParameterRule { [broken] value in broken(value) ?? (holds(value) ? nil : requirement) }
  }
}

/// A requirement on a family's parameters together, checked after every
/// row's own rule: Rebound's tension and friction must come out positive,
/// whatever the inputs that produce them.
public struct ParameterCheck<Family>: Sendable {
  /// The parameter the refusal names.
  let blame: KeyPath<Family, Double> & Sendable
  /// The requirement, following "must be".
  let requirement: String
  /// Whether the parameters satisfy it.
  let holds: @Sendable (Family) -> Bool

  /// `holds`, or a refusal naming the parameter at `blame` with
  /// `requirement`.
  public init(
    _ blame: KeyPath<Family, Double> & Sendable, _ requirement: String,
    _ holds: @escaping @Sendable (Family) -> Bool
  ) {
    self.blame = blame
    self.requirement = requirement
    self.holds = holds
  }
}
