//===--- SpringTableLayout.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// The columns a table command reads: the spring and its initial state,
/// the command's own last column (t or epsilon), an optional column whose
/// cells may be empty, and text columns (labels such as CASES' `id` and
/// `family`) that may be absent but not repeated.
public struct SpringTableLayout: Sendable {
  /// mass, stiffness, damping, x0, v0, in that order.
  public static let springColumns: [NumericColumn] = [
    .positive("mass"), .positive("stiffness"), .nonNegative("damping"),
    .finite("x0"), .finite("v0"),
  ]

  /// The required columns: `springColumns` and the command's own.
  public var required: [NumericColumn]
  /// A column that may be absent, or empty in a row.
  public var optional: NumericColumn?
  /// Text columns read as they are, by name; each may be absent.
  public var labels: [String]

  public init(last: NumericColumn, optional: NumericColumn? = nil, labels: [String] = []) {
    required = Self.springColumns + [last]
    self.optional = optional
    self.labels = labels
  }

  /// `evaluate`: … and t ≥ 0 in seconds.
  public static let evaluate = SpringTableLayout(last: .nonNegative("t"))
  /// `settle`: … and epsilon > 0, with optional velocity_epsilon > 0.
  public static let settle = SpringTableLayout(
    last: .positive("epsilon"), optional: .positive("velocity_epsilon"))

  /// The required column names joined by commas.
  public var requiredNames: String { required.map(\.name).joined(separator: ",") }
}
