//===--- SpringAPIDescription.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the registry knows about one API: its id (a contract scripts rely
// on), platform, signature, parameters with defaults, velocity convention,
// examples and provenance, as the API's `SpringAPITable` declares them. Both
// `springlab apis` and `springlab convert` read it, so the two can never
// disagree.
//
//===----------------------------------------------------------------------===//

/// The platform an API belongs to.
public enum Platform: String, Hashable, Sendable, CaseIterable {
  /// Apple's UIKit (`UIView` animations, `UISpringTimingParameters`).
  case uikit = "UIKit"
  /// Apple's Core Animation (`CASpringAnimation`).
  case coreAnimation = "Core Animation"
  /// Apple's SwiftUI (`Spring`, `Animation.spring`…).
  case swiftUI = "SwiftUI"
  /// Android's Jetpack Compose (`spring()` animation specs).
  case compose = "Jetpack Compose"
  /// Android's `SpringForce` (androidx.dynamicanimation).
  case androidx = "androidx.dynamicanimation"
  /// Flutter's `SpringDescription` and `SpringSimulation`.
  case flutter = "Flutter"
  /// Motion (formerly Framer Motion), for the web.
  case motion = "Motion"
  /// react-spring, for the web.
  case reactSpring = "react-spring"
  /// Facebook's Rebound (Java and JavaScript).
  case rebound = "Rebound"

  /// The name refusals use: the platform's, or the API's where the
  /// platform's is a package (`Compose`, `SpringForce`).
  public var shortName: String {
    switch self {
    case .compose: "Compose"
    case .androidx: "SpringForce"
    default: rawValue
    }
  }
}

/// One spring API as the registry lists it.
public struct SpringAPIDescription: Hashable, Sendable {
  /// The stable identifier, e.g. `uikit.uiview.damping`.
  public var id: String
  /// The platform.
  public var platform: Platform
  /// The API's signature as its vendor spells it.
  public var signature: String
  /// The parameters, in the API's argument order.
  public var parameters: [SpringAPIParameter]
  /// How the API takes the initial velocity.
  public var velocityUnit: VelocityUnit
  /// Everyday parameter sets, every parameter named (defaults included);
  /// the first is the one benchmarks time. Each is valid.
  public var examples: [[String: ParameterValue]]
  /// Where the mapping comes from and what is uncertain.
  public var provenance: Provenance

  /// The parameter names, in order.
  public var parameterNames: [String] { parameters.map(\.name) }

  /// Checks `given` against the parameters and fills in the defaults.
  ///
  /// - Throws: `unknownParameter` for a name the API does not have (listing
  ///   the valid ones), `invalidParameter` for a number given to a flag or
  ///   the reverse, `missingParameter` for a required one left out.
  public func resolve(_ given: [String: ParameterValue]) throws(MappingError) -> ParameterValues {
    for name in given.keys.sorted() where !parameterNames.contains(name) {
      throw .unknownParameter(name, api: id, valid: parameterNames)
    }
    var values: [String: ParameterValue] = [:]
    for parameter in parameters {
      if let value = given[parameter.name] {
        switch (parameter.kind, value) {
        case (.number, .number), (.flag, .flag): values[parameter.name] = value
        case (.number, .flag):
          throw .invalidParameter(parameter.name, value: value, requirement: "a number")
        case (.flag, .number):
          throw .invalidParameter(parameter.name, value: value, requirement: "true or false")
        }
      } else if let defaultValue = parameter.defaultValue {
        values[parameter.name] = defaultValue
      } else {
        throw .missingParameter(parameter.name, api: id)
      }
    }
    return ParameterValues(values, api: id)
  }
}
