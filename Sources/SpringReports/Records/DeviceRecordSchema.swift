//===--- DeviceRecordSchema.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What a records row must mean before it is compared: an API SpringLab
// maps, parameters that API takes with values in its domain and, for a
// derived quantity, a name the API's mapping computes or Apple documents.
// DeviceRecordTable checks the form of a row; this checks it against the
// mappings, so that a typo is refused as a schema error instead of counted
// as a difference or as "not emulated". DeviceRecordCheck then compares
// the row, one at a time.
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
  public static func problems(in rows: [DeviceRecordRow], label: String) -> [String] {
    var sources = RecordAgreement.SourceCache()
    return rows.compactMap { problem($0, label: label, sources: &sources) }
  }

  /// The schema problem of `row`, or nil.
  static func problem(
    _ row: DeviceRecordRow, label: String, sources: inout RecordAgreement.SourceCache
  ) -> String? {
    let prefix = "\(label): line \(row.line): "
    switch sources.result(row.api, row.parameters) {
    case .failure(.unknownAPI):
      return prefix + "column 'api' names no SpringLab API "
        + "(got '\(TextExcerpt.of(row.api))'; 'springlab apis' lists them)"
    case .failure(let error):
      return prefix + "column 'parameters' (got '\(TextExcerpt.of(row.parametersText))'): "
        + reason(error)
    case .success(let source) where row.quantity == .derived:
      let derived = source.derived.map(\.name)
      let names = derived + appleGetters(of: row.api).filter { !derived.contains($0) }
      guard !names.contains(row.name) else { return nil }
      let suggestions = NameSuggestions.nearest(to: row.name, among: names)
      return prefix + "column 'name' names no quantity \(row.api) computes "
        + "(got '\(TextExcerpt.of(row.name))'; valid: \(names.joined(separator: ", ")))"
        + NameSuggestions.didYouMean(suggestions)
    case .success:
      return nil
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
      || ["swiftui.smooth", "swiftui.snappy", "swiftui.bouncy"].contains(api)
    {
      return swiftUISpring
    }
    return api.hasPrefix("ca.spring") ? caSpringAnimation : []
  }
}

/// `records check`, a row at a time: each row checked against the mappings
/// (`DeviceRecordSchema`), then compared with SpringLab or counted as not
/// emulated, into a `RecordCheckTally`. Each API and parameter set is
/// converted once while it stays in the bounded cache; no row is kept.
public struct DeviceRecordCheck {
  /// The totals so far.
  public private(set) var tally: RecordCheckTally
  private var sources = RecordAgreement.SourceCache()

  /// A check of the file named `label`.
  public init(label: String) {
    tally = RecordCheckTally(label: label)
  }

  /// Checks and counts `row`; returns its schema problem (the row is then
  /// not counted), or nil.
  public mutating func add(_ row: DeviceRecordRow) -> String? {
    if let problem = DeviceRecordSchema.problem(row, label: tally.label, sources: &sources) {
      return problem
    }
    if let comparison = DeviceRecordFile.comparison(
      of: row, label: tally.label, sources: &sources)
    {
      tally.add(comparison, line: row.line)
    } else {
      tally.addNotEmulated(row)
    }
    return nil
  }
}
