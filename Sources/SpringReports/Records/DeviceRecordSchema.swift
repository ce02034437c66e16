//===--- DeviceRecordSchema.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What a records row must mean before it is compared: an API SpringLab
// maps, parameters that API takes with values in its domain, and, for a
// derived quantity, a name the API's mapping knows. DeviceRecordTable
// checks the form of a row; this checks it against the mappings, so that a
// typo is refused as a schema error instead of counted as a difference or
// as "not emulated".
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringMappings

/// The checks of a records file's rows against SpringLab's mappings.
public enum DeviceRecordSchema {
  /// Every row of `rows` that names no mapped API, a parameter the API does
  /// not take, a value outside the API's domain (or one the API's spring
  /// cannot be built from), or a derived quantity the API's mapping does not
  /// know: one message per row, `label: line N: column 'C' …`, in file order.
  /// Empty when every row can be compared or counted as not emulated.
  ///
  /// Rows with the same API and parameters are checked once.
  public static func problems(in rows: [DeviceRecordRow], label: String) -> [String] {
    var known: [String: Result<[String], Refusal>] = [:]
    var problems: [String] = []
    for row in rows {
      let key = row.api + "\u{0}" + row.parametersText
      let checked = known[key] ?? derivedNames(api: row.api, parameters: row.parameters)
      known[key] = checked
      let prefix = "\(label): line \(row.line): "
      switch checked {
      case .failure(let refusal):
        problems.append(prefix + refusal.message(row))
      case .success(let names) where row.quantity == .derived && !names.contains(row.name):
        let suggestions = NameSuggestions.nearest(to: row.name, among: names)
        problems.append(
          prefix + "column 'name' names no quantity \(row.api) computes "
            + "(got '\(TextExcerpt.of(row.name))'; valid: \(names.joined(separator: ", ")))"
            + NameSuggestions.didYouMean(suggestions))
      case .success:
        break
      }
    }
    return problems
  }

  /// Why a row's API or parameters cannot be used.
  enum Refusal: Error {
    case unknownAPI
    case parameters(MappingError)

    func message(_ row: DeviceRecordRow) -> String {
      switch self {
      case .unknownAPI:
        return "column 'api' names no SpringLab API "
          + "(got '\(TextExcerpt.of(row.api))'; 'springlab apis' lists them)"
      case .parameters(let error):
        return "column 'parameters' (got '\(TextExcerpt.of(row.parametersText))'): "
          + Self.reason(error)
      }
    }

    /// The mapping's refusal in the file's terms: parameter names as the
    /// `parameters` column writes them, without `--`.
    static func reason(_ error: MappingError) -> String {
      switch error {
      case .unknownParameter(let name, let api, let valid):
        let list = valid.isEmpty ? "none" : valid.joined(separator: ", ")
        return "\(api) has no parameter '\(TextExcerpt.of(name))' (valid: \(list))"
      case .missingParameter(let name, let api):
        return "\(api) needs \(name)=…: the API gives it no default"
      case .invalidParameter(let name, _, let requirement):
        return "\(name) must be \(requirement)"
      default:
        return "\(error)"
      }
    }
  }

  /// The getters of the Apple type an API returns, by Apple's names: a
  /// records row may ask any of them. Those the mapping derives are
  /// compared; the others (`mass`, …) are counted as not emulated.
  ///
  /// SwiftUI's `Spring` (https://developer.apple.com/documentation/swiftui/spring,
  /// "Getting spring characteristics"); Core Animation's `CASpringAnimation`
  /// (https://developer.apple.com/documentation/quartzcore/caspringanimation)
  /// with `CAAnimation.duration`.
  static func appleGetters(of api: String) -> [String] {
    let swiftUISpring = [
      "bounce", "damping", "dampingRatio", "duration", "mass", "response", "settlingDuration",
      "stiffness",
    ]
    let caSpringAnimation = [
      "mass", "stiffness", "damping", "initialVelocity", "settlingDuration", "duration",
      "perceptualDuration", "bounce", "allowsOverdamping",
    ]
    if api.hasPrefix("swiftui.spring.")
      || ["swiftui.smooth", "swiftui.snappy", "swiftui.bouncy"]
        .contains(api)
    {
      return swiftUISpring
    }
    return api.hasPrefix("ca.spring") ? caSpringAnimation : []
  }

  /// The names of the quantities the API's mapping derives for these
  /// parameters, or why the parameters cannot be used.
  static func derivedNames(api: String, parameters: [String: Double]) -> Result<[String], Refusal> {
    guard (try? SpringAPIRegistry.family(id: api)) != nil else { return .failure(.unknownAPI) }
    do throws(MappingError) {
      let family = try SpringAPIRegistry.make(
        id: api, parameters: parameters.mapValues { .number($0) })
      _ = try family.physicalQuotingArguments(in: .unit)
      let derived = family.derived(in: .unit).map(\.name)
      return .success(derived + appleGetters(of: api).filter { !derived.contains($0) })
    } catch {
      return .failure(.parameters(error))
    }
  }
}
