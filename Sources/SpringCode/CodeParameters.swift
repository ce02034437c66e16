//===--- CodeParameters.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The parameter values a snippet prints, by kebab-case name, each as the
// decimal text `convert`'s table prints: the fewest significant digits that
// keep the motion within `ReproducingDecimals.tolerance` of the distance.
//
//===----------------------------------------------------------------------===//

import SpringMappings

/// The printed parameters of one API.
struct CodeParameters {
  /// Decimal texts (`0.7`, `1e-05`) and flags (`true`) by parameter name.
  let texts: [String: String]

  /// The texts of an entry: as given for the source, else the shortest
  /// that reproduce the motion.
  init(_ entry: SpringConversion.Entry, context: ConversionContext) {
    let pairs: [(name: String, text: String)] =
      entry.isSource
      ? entry.parameters.map { ($0.name, ReproducingDecimals.fullText($0.value)) }
      : ReproducingDecimals.shortest(
        id: entry.api.id, parameters: entry.parameters, context: context)
    texts = Dictionary(pairs.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
  }

  /// The text of `name`; `0` when the API has no such parameter (never the
  /// case for the names the languages ask for, which the tests check).
  subscript(name: String) -> String { texts[name] ?? "0" }

  /// The text of `name` as a Kotlin `Float` literal: `0.7f`, `1e-05f`.
  func float(_ name: String) -> String { self[name] + "f" }
}
