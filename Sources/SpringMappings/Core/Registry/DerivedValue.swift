//===--- DerivedValue.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// A number an API computes itself from its parameters — Core Animation's
/// `settlingDuration`, an animator's duration, SwiftUI's inverse `bounce` —
/// named as the API names it.
public struct DerivedValue: Hashable, Sendable {
  /// The API's name for the quantity (`settlingDuration`, `bounce`…).
  public var name: String
  /// The value; `+infinity` when the API's answer is infinite, nil when the
  /// API's algorithm for this case is not recovered.
  public var value: Double?
  /// The unit (`s`…), empty when dimensionless.
  public var unit: String
  /// Why `value` is nil, when a conversion has said why: the quantity is
  /// beyond binary64 or the API's own types, or the API's algorithm for
  /// this case is not recovered.
  public var unavailableReason: String? = nil
  /// What the value means when the number alone would mislead, e.g. that
  /// Compose's 9223372036.854 s is its `MAX_LONG_MILLIS`, its "forever".
  public var note: String? = nil

  /// Creates a derived value.
  public init(_ name: String, _ value: Double?, unit: String = "") {
    self.name = name
    self.value = value
    self.unit = unit
  }
}
