//===--- ConfirmedValues.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Which computed values in a mappings table on-device records back, and how:
// [M] where a record measured exactly these inputs, [F] where records confirm
// the value's formula at other inputs.
//
//===----------------------------------------------------------------------===//

import SpringMappings

/// The confirmations a mappings table stamps on the values an API computes.
struct ConfirmedValues {
  /// "api/name" of every value whose formula on-device records confirm, with
  /// the number of records.
  var formulas: [String: Int]
  /// "api/name@inputs" of the inputs a record measured (`springKey` or
  /// `parameterKey`).
  var measured: Set<String>

  /// The inputs of a Core Animation duration: mass, stiffness, damping and
  /// initial velocity, each in shortest round-trip form.
  static func springKey(_ m: Double, _ k: Double, _ c: Double, _ v: Double) -> String {
    "spring \(m) \(k) \(c) \(v)"
  }

  /// The inputs of an API's own computation: its parameters by name.
  static func parameterKey(_ parameters: [(name: String, value: ParameterValue)]) -> String {
    "parameters " + parameters.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
  }

  /// The tag of value `name` that `api` computes from `parameters` for the
  /// motion `physical`: " [M]", " [F]" or "".
  func tag(
    api: String, name: String, parameters: [(name: String, value: ParameterValue)],
    physical: PhysicalSpring
  ) -> String {
    let key = "\(api)/\(name)"
    guard formulas[key] != nil else { return "" }
    let spring = physical.spring
    let inputs = [
      Self.springKey(spring.mass, spring.stiffness, spring.damping, physical.initialVelocity),
      Self.parameterKey(parameters),
    ]
    return inputs.contains { measured.contains(key + "@" + $0) } ? " [M]" : " [F]"
  }

  /// The sentence that defines the tags, with the record counts.
  var legend: String {
    let counts = Set(formulas.values).sorted()
    let numbers = counts.map(String.init).joined(separator: " or ")
    return "**[M]** marks a computed value at inputs an on-device record measured; **[F]** one "
      + "whose formula on-device records confirm (\(numbers.isEmpty ? "no" : numbers) records of "
      + "its kind, all agreeing) at other inputs."
  }
}
