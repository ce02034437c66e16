//===--- DeviceRecordFile.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An Apple records file (Docs/AppleRecords.md) as records SpringLab can
// check: each row becomes a RecordedValue whose source is the file and the
// run that wrote it, or, when SpringLab has no value for that quantity yet,
// a row counted as not emulated.
//
//===----------------------------------------------------------------------===//

import SpringCSV

/// The rows of one records file, compared with SpringLab.
public struct DeviceRecordFile: Sendable {
  /// How the file is named in tables (its path as given).
  public var label: String
  /// Every row SpringLab has a value for, compared; `lines[i]` is the line
  /// of `comparisons[i]`.
  public var comparisons: [RecordComparison]
  public var lines: [Int]
  /// Rows whose quantity SpringLab does not emulate yet (SwiftUI's
  /// `settlingDuration(target:…)` and `update`, getters without a formula).
  public var notEmulated: [DeviceRecordRow]

  /// Compares every row of `rows` with SpringLab.
  public init(rows: [DeviceRecordRow], label: String) {
    self.label = label
    var comparisons: [RecordComparison] = []
    var lines: [Int] = []
    var notEmulated: [DeviceRecordRow] = []
    var sources = RecordAgreement.SourceCache()
    for row in rows {
      if let comparison = Self.comparison(of: row, label: label, sources: &sources) {
        comparisons.append(comparison)
        lines.append(row.line)
      } else {
        notEmulated.append(row)
      }
    }
    self.comparisons = comparisons
    self.lines = lines
    self.notEmulated = notEmulated
  }

  /// `row` compared with SpringLab; nil when SpringLab does not emulate its
  /// quantity (the row is then counted, not compared).
  static func comparison(
    of row: DeviceRecordRow, label: String, sources: inout RecordAgreement.SourceCache
  ) -> RecordComparison? {
    guard let quantity = quantity(of: row), RecordAgreement.emulates(quantity, sources: &sources)
    else { return nil }
    return RecordComparison(
      record: recorded(row, quantity: quantity, label: label),
      computed: RecordAgreement.computed(quantity, sources: &sources))
  }

  /// The row as a record of `quantity` from the file `label`.
  static func recorded(_ row: DeviceRecordRow, quantity: RecordedQuantity, label: String)
    -> RecordedValue
  {
    RecordedValue(
      subject: row.subject.isEmpty ? row.api : row.subject,
      detail: row.detail.isEmpty ? Self.kind(of: row) : row.detail, api: row.api,
      quantity: quantity, text: row.valueText, isSinglePrecision: row.isSinglePrecision,
      source: Self.source(of: row, label: label))
  }

  /// The quantity in SpringLab's terms; nil for one it has no model of.
  static func quantity(of row: DeviceRecordRow) -> RecordedQuantity? {
    switch row.quantity {
    case .value: row.time.map { .value(api: row.api, parameters: row.parameters, time: $0) }
    case .velocity: row.time.map { .velocity(api: row.api, parameters: row.parameters, time: $0) }
    case .derived: .derived(api: row.api, parameters: row.parameters, name: row.name)
    case .settlingDuration, .updateValue, .updateVelocity: nil
    }
  }

  /// What a row asks, for grouping: `value`, `velocity`, the derived
  /// quantity's name in backquotes, `settling-duration`…
  public static func kind(of row: DeviceRecordRow) -> String {
    row.quantity == .derived ? "`\(row.name)`" : row.quantity.rawValue
  }

  /// The run that wrote a row: measured on a device, as the file says.
  static func source(of row: DeviceRecordRow, label: String) -> RecordSource {
    let parts = [row.os, row.xcode, row.device, row.recorder].filter { !$0.isEmpty }
    return RecordSource(
      key: label, citation: label, kind: .measuredOnDevice, method: parts.joined(separator: ", "))
  }
}
