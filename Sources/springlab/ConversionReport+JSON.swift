//===--- ConversionReport+JSON.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab convert --format json`: the physical spring and every API with
// stable keys for scripts, every number in full precision.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringMappings
import SpringModel

extension ConversionReport {

  /// `{"physical": {…}, "apis": [{…}]}` with the keys in the documented
  /// order; every number in full precision. `visibility` decides which
  /// turning points count as visible bounces.
  static func json(
    _ conversion: SpringConversion, visibility: BounceVisibility = .standard,
    ids: Set<String>? = nil
  ) -> String {
    let spring = conversion.physical.spring
    let summary = MotionSummary(conversion.physical, visibility: visibility)
    let quantities = PhysicalQuantities(
      conversion.physical, summary: summary, fling: conversion.fling)
    func quantity(_ key: String, _ value: Double?) -> [(String, JSONValue)] {
      quantities.reasons[key] == nil ? [(key, .finite(value))] : []
    }
    var members: [(String, JSONValue)] = [
      ("mass", .number(spring.mass)),
      ("stiffness", .number(spring.stiffness)),
      ("damping", .number(spring.damping)),
    ]
    members += quantity("naturalFrequency", quantities.naturalFrequency)
    members += quantity("dampingRatio", quantities.dampingRatio)
    members += quantity("naturalPeriod", quantities.naturalPeriod)
    members += quantity("dampedPeriod", quantities.dampedPeriod)
    members += quantity("settlingTime", quantities.settlingTime)
    members += quantity("overshoot", quantities.overshoot)
    if quantities.reasons["visibleBounces"] == nil {
      members.append(("visibleBounces", visibleBouncesJSON(summary)))
    }
    if let fling = conversion.fling { members.append(("flingVelocity", .number(fling))) }
    members += [
      ("bounceThreshold", .number(visibility.threshold)),
      ("bounceMove", .number(visibility.move)),
    ]
    if !quantities.reasons.isEmpty {
      members.append(("omitted", .object(quantities.reasons.map { ($0.key, .string($0.reason)) })))
    }
    let physical: JSONValue = .object(members)
    let apis: [JSONValue] = conversion.entries.filter { ids?.contains($0.api.id) ?? true }.map {
      entry in
      .object(
        [
          ("id", .string(entry.api.id)),
          ("representable", .bool(entry.isRepresentable)),
          ("reason", entry.reason.map { .string($0) } ?? .null),
          ("parameters", .object(entry.parameters.map { ($0.name, parameterJSON($0.value)) })),
          ("derived", .object(entry.derived.compactMap(derivedJSON))),
        ] + derivedOmissions(entry.derived) + derivedNotes(entry.derived))
    }
    var top: [(String, JSONValue)] = [("physical", physical), ("apis", .array(apis))]
    if !conversion.clamps.isEmpty {
      top.append(
        (
          "clamps",
          .array(
            conversion.clamps.map { clamp in
              .object([
                ("parameter", .string(clamp.parameter)), ("given", .number(clamp.given)),
                ("quantity", .string(clamp.quantity)), ("value", .number(clamp.value)),
                ("used", .number(clamp.used)), ("rule", .string(clamp.rule)),
              ])
            })
        ))
    }
    return JSONValue.object(top).rendered() + "\n"
  }

  /// A computed value; nil (omitted) when it is not available. +infinity
  /// (the settling time of a spring that never settles) is null.
  /// The bounce count: an integer, a number (the estimate, when there are
  /// 10^15 or more), or null for infinitely many (an undamped spring).
  private static func visibleBouncesJSON(_ summary: MotionSummary) -> JSONValue {
    if let count = summary.visibleBounces { return .integer(count) }
    if let estimate = summary.visibleBouncesEstimate { return .number(estimate) }
    return .null
  }

  private static func derivedJSON(_ value: DerivedValue) -> (String, JSONValue)? {
    guard let number = value.value else { return nil }
    return (value.name, .finite(number))
  }

  /// `"notes": {name: note}` for the computed values that say what they
  /// assume (Compose's estimate: the move and threshold it is for), if any.
  private static func derivedNotes(_ values: [DerivedValue]) -> [(String, JSONValue)] {
    let noted = values.filter { $0.value != nil && $0.note != nil }
    if noted.isEmpty { return [] }
    return [("notes", .object(noted.map { ($0.name, .string($0.note ?? "")) }))]
  }

  /// `"omitted": {name: reason}` for the computed values left out, if any.
  private static func derivedOmissions(_ values: [DerivedValue]) -> [(String, JSONValue)] {
    let omitted = values.filter { $0.value == nil }
    if omitted.isEmpty { return [] }
    return [
      (
        "omitted",
        .object(omitted.map { ($0.name, .string($0.unavailableReason ?? "not computed")) })
      )
    ]
  }

  private static func parameterJSON(_ value: ParameterValue) -> JSONValue {
    switch value {
    case .number(let number): .number(number)
    case .flag(let flag): .bool(flag)
    }
  }
}
