//===--- RecordConfirmations.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the on-device records confirm, computed from the comparisons: which
// values an API computes are confirmed (tag M), the measured facts to list
// in each API's provenance, and the uncertainties a record settles.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringMappings

/// The facts on-device records confirm.
struct RecordConfirmations {
  /// The comparisons the confirmations rest on.
  var comparisons: [RecordComparison]

  /// The APIs whose `Spring` is SwiftUI's `Spring` value type (same storage
  /// and getters).
  static let swiftUISpringAPIs = [
    "swiftui.spring.duration", "swiftui.spring.response", "swiftui.spring.physical",
    "swiftui.spring.settling",
    "swiftui.smooth", "swiftui.snappy", "swiftui.bouncy",
  ]
  /// The derived values that are Core Animation's `durationForEpsilon:0.001`
  /// (SpringMappings: `CoreAnimationSettlingDuration`).
  static let coreAnimationDurations = [
    "ca.spring/settlingDuration", "ca.spring.perceptual/settlingDuration",
    "ca.spring.perceptual/duration",
    "uikit.uiview.damping/settlingDuration", "uikit.uiview.bounce/settlingDuration",
  ]

  var measured: [RecordComparison] {
    comparisons.filter { $0.record.source.kind == .measuredOnDevice }
  }

  /// Measured records of Core Animation's durations.
  var coreAnimationDurationRecords: [RecordComparison] {
    measured.filter {
      if case .durationForEpsilon = $0.record.quantity { return true } else { return false }
    }
  }
  /// Measured records of SwiftUI's getters.
  var swiftUIGetterRecords: [RecordComparison] {
    measured.filter {
      if case .derived = $0.record.quantity {
        return $0.record.api.hasPrefix("swiftui.")
      } else {
        return false
      }
    }
  }
  /// Measured records of SwiftUI's `Spring.value`.
  var swiftUIValueRecords: [RecordComparison] {
    measured.filter { if case .value = $0.record.quantity { return true } else { return false } }
  }
  /// Measured records of Core Animation's positions.
  var coreAnimationPositionRecords: [RecordComparison] {
    measured.filter {
      if case .solveForInput = $0.record.quantity { return true } else { return false }
    }
  }

  /// "api/name" of every computed value the records confirm: all records of
  /// the kind exist and agree.
  var confirmedDerived: Set<String> {
    var result: Set<String> = []
    let durations = coreAnimationDurationRecords
    if !durations.isEmpty && durations.allSatisfy(\.agreement.agrees) {
      result.formUnion(Self.coreAnimationDurations)
    }
    let getters = swiftUIGetterRecords
    if !getters.isEmpty && getters.allSatisfy(\.agreement.agrees) {
      for api in Self.swiftUISpringAPIs {
        result.formUnion(["\(api)/stiffness", "\(api)/damping"])
      }
    }
    return result
  }

  /// What the tables may stamp: `formulas` holds "api/name" of every
  /// computed value whose formula all records of its kind confirm (with how
  /// many records), `measured` the "api/name@inputs" keys of the inputs a
  /// record itself measured.
  var confirmedValues: ConfirmedValues {
    var counts: [String: Int] = [:]
    var measuredInputs: Set<String> = []
    let formulas = confirmedDerived
    let durations = coreAnimationDurationRecords
    for key in Self.coreAnimationDurations where formulas.contains(key) {
      counts[key] = durations.count
    }
    for record in durations {
      guard
        case .durationForEpsilon(let m, let k, let c, let v, let epsilon) = record.record.quantity,
        epsilon == 0.001
      else { continue }
      for key in Self.coreAnimationDurations where formulas.contains(key) {
        measuredInputs.insert(key + "@" + ConfirmedValues.springKey(m, k, c, v))
      }
    }
    let getters = swiftUIGetterRecords
    for key in formulas where !Self.coreAnimationDurations.contains(key) {
      counts[key] = getters.count
    }
    for record in getters {
      guard case .derived(let api, let parameters, let name) = record.record.quantity,
        let conversion = RecordAgreement.conversion(api, parameters)
      else { continue }
      measuredInputs.insert(
        "\(api)/\(name)@" + ConfirmedValues.parameterKey(conversion.sourceParameters))
    }
    return ConfirmedValues(formulas: counts, measured: measuredInputs)
  }

  /// A summary of `records`: "N of N agree (K identical), worst |Δ| = x".
  static func summary(_ records: [RecordComparison]) -> String {
    let agree = records.filter(\.agreement.agrees).count
    let identical = records.filter { $0.agreement == .identical }.count
    let worst = records.map(\.difference).max() ?? 0
    return
      "\(agree) of \(records.count) agree (\(identical) bit for bit), worst |Δ| = \(ReportNumber.format(worst, digits: 2))"
  }

  /// The measured facts to list for `api`.
  func measuredFacts(api: String) -> [(fact: String, citation: String)] {
    var facts: [(String, String)] = []
    if Self.swiftUISpringAPIs.contains(api) {
      let values = swiftUIValueRecords
      if !values.isEmpty {
        facts.append(
          (
            "`Spring.value(target: 1, initialVelocity:time:)` of SwiftUI's presets and duration/bounce springs, overdamped "
              + "ones included, at 7 times × 3 velocities on macOS 26: the motion SpringLab maps them to — "
              + Self.summary(values), RecordCatalog.rivership.citation
          ))
      }
      let getters = swiftUIGetterRecords
      if !getters.isEmpty {
        facts.append(
          (
            "the `stiffness` and `damping` getters, including m(2λ² − ω0²) for overdamped springs — "
              + Self.summary(getters), RecordCatalog.rivership.citation
          ))
      }
    }
    let confirmed = confirmedDerived
    if Self.coreAnimationDurations.contains(where: {
      $0.hasPrefix(api + "/") && confirmed.contains($0)
    }) {
      let durations = coreAnimationDurationRecords
      facts.append(
        (
          "Core Animation's `durationForEpsilon:` / `settlingDuration` (envelope for ζ < 1, 0.1 s grid walk for ζ ≥ 1, "
            + "initial velocity included) — " + Self.summary(durations),
          "\(RecordCatalog.chouTiUI.citation); \(RecordCatalog.composeUI.citation)"
        ))
      if api.hasPrefix("ca.") {
        let positions = coreAnimationPositionRecords
        if !positions.isEmpty {
          facts.append(
            (
              "Core Animation's `_solveForInput:` (single precision) for a critical spring — "
                + Self.summary(positions),
              RecordCatalog.chouTiUI.citation
            ))
        }
      }
    }
    return facts
  }

  /// `uncertainty` of `api` as the pages print it: a doubt a record settles
  /// is marked as settled instead of repeated as open.
  func resolved(_ uncertainty: String, api: String) -> (text: String, isResolved: Bool) {
    if uncertainty.contains("stiffness getter"), confirmedDerived.contains("\(api)/stiffness") {
      var text = uncertainty
      for clause in ["; unverified on device", ", unverified on device", " unverified on device"] {
        if let range = text.range(of: clause) { text.removeSubrange(range) }
      }
      return ("settled by on-device records: " + text + " — and SwiftUI does the same", true)
    }
    return (uncertainty, false)
  }
}
