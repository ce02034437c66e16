//===--- DeviceRecordRow.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One row of an Apple records file (Docs/AppleRecords.md): what Apple's code
// returned for one question about one spring, with the SpringLab API whose
// parameters build that spring and the provenance of the run.
//
//===----------------------------------------------------------------------===//

/// One recorded value, as read: checked for form, not yet for meaning (the
/// API id and parameter names are the mappings' to judge).
public struct DeviceRecordRow: Hashable, Sendable {
  /// What Apple's code was asked (the `quantity` column).
  public enum Quantity: String, CaseIterable, Hashable, Sendable {
    /// The normalized position 0 → 1 at `time` (SwiftUI
    /// `value(target: 1, initialVelocity:time:)`).
    case value
    /// Its rate at `time`, distances per second.
    case velocity
    /// The getter or computed value named in `name`.
    case derived
    /// `settlingDuration(target: 1, initialVelocity:epsilon:)` at `epsilon`.
    case settlingDuration = "settling-duration"
    /// The position after `update(value:velocity:target:deltaTime:)` steps
    /// up to `time`.
    case updateValue = "update-value"
    /// The velocity after those steps.
    case updateVelocity = "update-velocity"
  }

  /// The physical line (1-based) the row starts on.
  public var line: Int
  /// The SpringLab API id, e.g. `swiftui.spring.duration`.
  public var api: String
  public var quantity: Quantity
  /// The API's parameters by the names `springlab apis ID` prints.
  public var parameters: [String: Double]
  /// The `parameters` cell exactly as the file prints it, for messages.
  public var parametersText: String
  /// For `.derived`: the quantity's name (`settlingDuration`…).
  public var name: String
  /// Seconds, for `.value`, `.velocity` and the update quantities.
  public var time: Double?
  /// For `.settlingDuration`.
  public var epsilon: Double?
  /// What Apple's code returned (finite, or infinite when it said so).
  public var value: Double
  /// The value exactly as the file prints it.
  public var valueText: String
  /// Whether the API returned a single-precision value.
  public var isSinglePrecision: Bool
  /// Free text for people.
  public var subject: String
  public var detail: String
  /// The provenance columns: `os`, `xcode`, `device`, `recorder`.
  public var os: String
  public var xcode: String
  public var device: String
  public var recorder: String

  /// Creates a row.
  public init(
    line: Int, api: String, quantity: Quantity, parameters: [String: Double],
    parametersText: String = "", name: String = "",
    time: Double? = nil, epsilon: Double? = nil, value: Double, valueText: String,
    isSinglePrecision: Bool = false, subject: String = "", detail: String = "", os: String,
    xcode: String, device: String = "", recorder: String = ""
  ) {
    self.line = line
    self.api = api
    self.quantity = quantity
    self.parameters = parameters
    self.parametersText = parametersText
    self.name = name
    self.time = time
    self.epsilon = epsilon
    self.value = value
    self.valueText = valueText
    self.isSinglePrecision = isSinglePrecision
    self.subject = subject
    self.detail = detail
    self.os = os
    self.xcode = xcode
    self.device = device
    self.recorder = recorder
  }
}
