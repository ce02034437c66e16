//===--- DeviceRecordSchemaTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A records row is checked against the mappings before it is compared: an
// unknown parameter, a value outside the API's domain and a misspelled
// getter are schema errors naming line and column; every getter Apple's
// types have (as Apple's documentation lists them) is accepted, compared
// or counted as not emulated.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import Testing

@testable import SpringReports

@Suite("DeviceRecordSchema: rows checked against the mappings")
struct DeviceRecordSchemaTests {
  static func row(
    _ api: String, _ parameters: [String: Double], text: String, quantity: DeviceRecordRow.Quantity,
    name: String = "", line: Int = 2
  ) -> DeviceRecordRow {
    DeviceRecordRow(
      line: line, api: api, quantity: quantity, parameters: parameters, parametersText: text,
      name: name, time: quantity == .value ? 0.1 : nil, value: 1, valueText: "1", os: "macOS 26",
      xcode: "Xcode 26")
  }

  @Test("refused: an unknown API, parameter or getter, a missing parameter, a value out of domain")
  func refusals() {
    let cases: [(DeviceRecordRow, String)] = [
      (
        Self.row("swiftui.sprung", [:], text: "", quantity: .value),
        "f.csv: line 2: column 'api' names no SpringLab API (got 'swiftui.sprung'"
      ),
      (
        Self.row("swiftui.spring.duration", ["zeta": 1], text: "zeta=1", quantity: .value),
        "f.csv: line 2: column 'parameters' (got 'zeta=1'): swiftui.spring.duration has no "
          + "parameter 'zeta' (valid: duration, bounce, velocity)"
      ),
      (
        Self.row(
          "swiftui.spring.duration", ["duration": -1], text: "duration=-1", quantity: .value),
        "f.csv: line 2: column 'parameters' (got 'duration=-1'): duration must be a finite number > 0"
      ),
      (
        Self.row(
          "swiftui.spring.settling", ["settling-duration": 1], text: "settling-duration=1",
          quantity: .value),
        "needs damping-ratio=…: the API gives it no default"
      ),
      (
        Self.row("swiftui.spring.duration", [:], text: "", quantity: .derived, name: "stifness"),
        "f.csv: line 2: column 'name' names no quantity swiftui.spring.duration computes "
          + "(got 'stifness'; valid: "
      ),
    ]
    for (row, message) in cases {
      let problems = DeviceRecordSchema.problems(in: [row], label: "f.csv")
      #expect(problems.count == 1 && problems[0].contains(message), "\(problems)")
    }
    let misspelled = DeviceRecordSchema.problems(
      in: [
        Self.row("swiftui.spring.duration", [:], text: "", quantity: .derived, name: "stifness")
      ],
      label: "f.csv")
    #expect(misspelled.first?.hasSuffix("did you mean 'stiffness'?") == true, "\(misspelled)")
  }

  /// Apple's getters, from the documentation pages (not from the code under
  /// test): SwiftUI `Spring` "Getting spring characteristics",
  /// https://developer.apple.com/documentation/swiftui/spring, and
  /// `CASpringAnimation`'s properties,
  /// https://developer.apple.com/documentation/quartzcore/caspringanimation.
  static let swiftUIGetters = [
    "duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping",
    "settlingDuration",
  ]
  static let caGetters = [
    "mass", "stiffness", "damping", "settlingDuration", "duration", "perceptualDuration", "bounce",
  ]

  @Test("accepted: every getter of SwiftUI's Spring and of CASpringAnimation, on every API")
  func appleGetters() {
    let apis: [(String, [String: Double])] = [
      ("swiftui.spring.duration", ["duration": 0.5, "bounce": 0.2]),
      ("swiftui.spring.response", ["response": 0.5, "damping-ratio": 0.8]),
      ("swiftui.spring.physical", ["mass": 2, "stiffness": 100, "damping": 10]),
      ("swiftui.spring.settling", ["settling-duration": 1, "damping-ratio": 0.5]),
      ("swiftui.smooth", [:]), ("swiftui.snappy", ["duration": 0.4, "extra-bounce": 0.1]),
      ("swiftui.bouncy", [:]),
    ]
    var rows: [DeviceRecordRow] = []
    for (api, parameters) in apis {
      for name in Self.swiftUIGetters {
        rows.append(Self.row(api, parameters, text: "", quantity: .derived, name: name))
      }
    }
    for name in Self.caGetters {
      rows.append(
        Self.row(
          "ca.spring.perceptual", ["perceptual-duration": 0.5, "bounce": 0.2], text: "",
          quantity: .derived, name: name))
    }
    #expect(DeviceRecordSchema.problems(in: rows, label: "f.csv") == [])
    // `mass` has no formula in the SwiftUI mappings: counted, not compared.
    let file = DeviceRecordFile(rows: rows, label: "f.csv")
    #expect(file.notEmulated.contains { $0.name == "mass" && $0.api == "swiftui.spring.duration" })
    #expect(file.comparisons.count + file.notEmulated.count == rows.count)
  }
}
