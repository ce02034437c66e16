//===--- SpringAPIRegistryTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("The API registry: ids, parameters, defaults, provenance")
struct SpringAPIRegistryTests {
  /// The ids scripts rely on: a contract that never changes.
  static let contractIDs = [
    "uikit.uiview.damping", "uikit.uiview.bounce", "uikit.timing.default", "uikit.timing.damping",
    "uikit.timing.physical", "uikit.timing.bounce", "ca.spring", "ca.spring.perceptual",
    "swiftui.spring.duration", "swiftui.spring.response", "swiftui.spring.physical",
    "swiftui.spring.settling",
    "swiftui.animation.spring", "swiftui.animation.spring-duration",
    "swiftui.animation.interactive",
    "swiftui.animation.interpolating", "swiftui.animation.smooth", "swiftui.animation.snappy",
    "swiftui.animation.bouncy", "swiftui.smooth", "swiftui.snappy", "swiftui.bouncy",
    "compose.spring", "android.springforce", "flutter.spring", "flutter.spring.duration-bounce",
    "motion.spring", "motion.spring.duration", "react-spring", "rebound.origami",
  ]

  @Test("every contract id is present, ids are unique, names are kebab-case")
  func ids() {
    let ids = SpringAPIRegistry.ids
    for id in Self.contractIDs { #expect(ids.contains(id), "\(id)") }
    #expect(Set(ids).count == ids.count)
    for api in SpringAPIRegistry.apis {
      for name in api.parameterNames {
        #expect(
          name.allSatisfy { $0.isLowercase || $0 == "-" } && !name.hasPrefix("-")
            && !name.hasSuffix("-"), "\(api.id).\(name)")
      }
      #expect(Set(api.parameterNames).count == api.parameterNames.count)
    }
  }

  @Test("the parameter names of the UIKit, Core Animation and preset APIs")
  func uikitNames() throws {
    #expect(
      try SpringAPIRegistry.family(id: "uikit.uiview.damping").api.parameterNames == [
        "duration", "damping", "velocity",
      ])
    #expect(
      try SpringAPIRegistry.family(id: "uikit.uiview.bounce").api.parameterNames == [
        "duration", "bounce", "velocity",
      ])
    #expect(
      try SpringAPIRegistry.family(id: "uikit.timing.damping").api.parameterNames == [
        "damping-ratio", "velocity", "duration",
      ])
    #expect(
      try SpringAPIRegistry.family(id: "ca.spring.perceptual").api.parameterNames.first
        == "perceptual-duration")
    #expect(
      try SpringAPIRegistry.family(id: "swiftui.smooth").api.parameterNames.contains("extra-bounce")
    )
  }

  @Test(
    "the APIs' own defaults",
    arguments: [
      ("ca.spring", ["mass": 1.0, "stiffness": 100, "damping": 10, "velocity": 0]),
      ("uikit.uiview.bounce", ["duration": 0.5, "bounce": 0, "velocity": 0]),
      ("swiftui.spring.duration", ["duration": 0.5, "bounce": 0]),
      ("swiftui.spring.settling", ["epsilon": 0.001]),
      (
        "swiftui.animation.spring",
        ["response": 0.5, "damping-fraction": 0.825, "blend-duration": 0]
      ),
      (
        "swiftui.animation.interactive",
        ["response": 0.15, "damping-fraction": 0.86, "blend-duration": 0.25]
      ),
      (
        "swiftui.animation.interactive-duration",
        ["duration": 0.15, "extra-bounce": 0, "blend-duration": 0.25]
      ),
      ("swiftui.snappy", ["duration": 0.5, "extra-bounce": 0]),
      ("swiftui.animation.snappy", ["duration": 0.5, "extra-bounce": 0]),
      ("compose.spring", ["damping-ratio": 1, "stiffness": 1500, "visibility-threshold": 0.01]),
      ("android.springforce", ["stiffness": 1500, "damping-ratio": 0.5]),
      ("flutter.spring.duration-bounce", ["duration": 0.5, "bounce": 0]),
      ("flutter.spring.damping-ratio", ["ratio": 1]),
      ("motion.spring", ["stiffness": 100, "damping": 10, "mass": 1]),
      ("motion.spring.duration", ["duration": 0.8, "bounce": 0.3]),
      ("motion.spring.visual-duration", ["visual-duration": 0.3, "bounce": 0.3]),
      ("react-spring", ["tension": 170, "friction": 26, "mass": 1]),
      ("react-spring.frequency", ["damping": 1, "mass": 1]),
      ("rebound.origami", ["tension": 40, "friction": 7]),
    ])
  func defaults(id: String, expected: [String: Double]) throws {
    let api = try SpringAPIRegistry.family(id: id).api
    for (name, value) in expected {
      let parameter = try #require(api.parameters.first { $0.name == name }, "\(id).\(name)")
      #expect(parameter.defaultValue == .number(value), "\(id).\(name)")
    }
  }

  @Test("required parameters have no default; flags default to false")
  func requiredAndFlags() throws {
    let ca = try SpringAPIRegistry.family(id: "ca.spring.perceptual").api
    #expect(
      ca.parameters.filter { $0.defaultValue == nil }.map(\.name) == [
        "perceptual-duration", "bounce",
      ])
    let caFlag = try SpringAPIRegistry.family(id: "ca.spring").api.parameters.last
    #expect(caFlag?.kind == .flag && caFlag?.defaultValue == .flag(false))
    #expect(try SpringAPIRegistry.family(id: "uikit.timing.default").api.parameters.isEmpty)
  }

  @Test("resolving: unknown parameters list the valid ones; missing and mistyped values are named")
  func resolve() throws {
    #expect(
      throws: MappingError.unknownParameter(
        "stiffness", api: "swiftui.spring.duration", valid: ["duration", "bounce", "velocity"])
    ) {
      try SpringAPIRegistry.make(
        id: "swiftui.spring.duration", parameters: ["stiffness": .number(3)])
    }
    #expect(throws: MappingError.missingParameter("stiffness", api: "swiftui.spring.physical")) {
      try SpringAPIRegistry.make(id: "swiftui.spring.physical", parameters: ["damping": .number(3)])
    }
    #expect(
      throws: MappingError.invalidParameter(
        "allows-overdamping", value: .number(1), requirement: "true or false")
    ) {
      try SpringAPIRegistry.make(id: "ca.spring", parameters: ["allows-overdamping": .number(1)])
    }
    #expect(throws: MappingError.self) {
      try SpringAPIRegistry.make(id: "uikit.nope", parameters: [:])
    }
    let message = "\(MappingError.unknownAPI("uikit.nope", valid: ["a", "b"]))"
    #expect(message == "unknown API 'uikit.nope' (valid: a, b)")
  }

  @Test("out-of-domain values are rejected naming the parameter and value")
  func domain() {
    let cases: [(String, [String: ParameterValue], String)] = [
      (
        "ca.spring", ["mass": .number(-1)],
        "mass must be a finite number > 0; Core Animation would log and use 1 (got -1.0)"
      ),
      (
        "uikit.uiview.bounce", ["bounce": .number(1.5)],
        "bounce must be a finite number in (-1.0, 1.0]"
      ),
      (
        "swiftui.spring.duration", ["duration": .number(0)],
        "duration must be a finite number > 0 (got 0.0)"
      ),
      (
        "android.springforce", ["stiffness": .number(0)],
        "SpringForce throws IllegalArgumentException"
      ),
      ("react-spring", ["tension": .number(0)], "never moves a spring with tension <= 0"),
      ("swiftui.snappy", ["extra-bounce": .number(-1.2)], "extra-bounce must be > -1.15"),
    ]
    for (id, parameters, message) in cases {
      #expect {
        try SpringAPIRegistry.make(id: id, parameters: parameters)
      } throws: { error in
        "\(error)".contains(message)
      }
    }
  }

  @Test("provenance: every API cites its sources; the reference's uncertain points are flagged")
  func provenance() throws {
    for api in SpringAPIRegistry.apis { #expect(!api.provenance.notes.isEmpty, "\(api.id)") }
    func uncertain(_ id: String, _ phrase: String) throws -> Bool {
      try SpringAPIRegistry.family(id: id).api.provenance.uncertainties.contains {
        $0.contains(phrase)
      }
    }
    // SwiftUI's settlingDuration is unaudited; the overdamped stiffness getter unverified.
    #expect(
      try uncertain("swiftui.spring.duration", "settlingDuration follows OpenSwiftUI's unaudited"))
    #expect(try uncertain("swiftui.spring.physical", "stiffness getter returns m(2λ² − ω0²)"))
    // UIKit's animator duration for ζ ≥ 1 is only partly recovered.
    #expect(try uncertain("uikit.timing.physical", "only partly visible"))
    #expect(try uncertain("uikit.timing.bounce", "only partly visible"))
    // Whether the property animator overdamps is a guess.
    #expect(try SpringAPIRegistry.family(id: "uikit.timing.default").api.provenance.isUncertain)
    // Documented-only mappings carry no uncertainty.
    #expect(try !SpringAPIRegistry.family(id: "flutter.spring").api.provenance.isUncertain)
    #expect(
      try SpringAPIRegistry.family(id: "uikit.uiview.damping").api.provenance.summary.contains(
        "[R: iOS 26.1 decompile"))
  }
}
