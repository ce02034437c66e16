//===--- SpringAPIRegistry+Lookup.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Finding APIs and parameters by what a person types: a search term
// (`springlab apis spring`), an id or platform name (`convert --to`), an
// argument label as the vendor spells it (`--dampingFraction`,
// `--initialSpringVelocity`), and the nearest names when nothing matches.
//
//===----------------------------------------------------------------------===//

extension SpringAPIRegistry {
  /// The APIs whose id, platform (its name or short name), signature, or a
  /// parameter's name or label contains `query`, case-insensitively, in
  /// listing order; a parameter also matches loosely (`dampingratio`
  /// finds `damping-ratio`, see `NameSuggestions.key`). An empty query
  /// matches every API.
  public static func apis(matching query: String) -> [SpringAPIDescription] {
    let lowered = query.lowercased()
    guard !lowered.isEmpty else { return apis }
    let loose = NameSuggestions.key(query)
    return apis.filter { api in
      let texts =
        [api.id, api.platform.rawValue, api.platform.shortName, api.signature]
        + api.parameters.flatMap { [$0.name, $0.label] }
      if texts.contains(where: { $0.lowercased().contains(lowered) }) { return true }
      return !loose.isEmpty
        && api.parameters.contains { NameSuggestions.key($0.name).contains(loose) }
    }
  }

  /// Every name a search understands: the ids, the words in them
  /// (`spring`, `interactive`), the platforms' names and short names, and
  /// the parameters' names and labels.
  public static var searchableNames: [String] {
    var names = ids
    for id in ids {
      for word in id.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)
      where !names.contains(word) {
        names.append(word)
      }
    }
    for platform in Platform.allCases {
      for name in [platform.rawValue, platform.shortName] where !names.contains(name) {
        names.append(name)
      }
    }
    for api in apis {
      for parameter in api.parameters {
        for name in [parameter.name, parameter.label] where !names.contains(name) {
          names.append(name)
        }
      }
    }
    return names
  }

  /// The ids nearest a mistyped one (see `NameSuggestions.nearest`).
  public static func suggestedIDs(for id: String) -> [String] {
    NameSuggestions.nearest(to: id, among: ids)
  }

  /// The APIs named by `names`: each an id or a platform's name or short
  /// name (`UIKit`, `Jetpack Compose` or `Compose`), case-insensitively;
  /// in listing order, each once.
  /// - Throws: `MappingError.unknownTarget` for the first name that is
  ///   neither, with the nearest ids and platform names.
  public static func targets(named names: [String]) throws(MappingError) -> [SpringAPIDescription] {
    var chosen: Set<String> = []
    for name in names {
      let lowered = name.lowercased()
      let matches = apis.filter { api in
        api.id.lowercased() == lowered || api.platform.rawValue.lowercased() == lowered
          || api.platform.shortName.lowercased() == lowered
      }
      guard !matches.isEmpty else {
        var candidates = ids
        for platform in Platform.allCases {
          candidates += [platform.rawValue, platform.shortName]
        }
        throw .unknownTarget(
          name, suggestions: NameSuggestions.nearest(to: name, among: candidates))
      }
      chosen.formUnion(matches.map(\.id))
    }
    return apis.filter { chosen.contains($0.id) }
  }
}

extension SpringAPIDescription {
  /// The parameter `option` means: its kebab-case name, or — as the vendor
  /// writes it — its label (`initialSpringVelocity`) or its name in
  /// camelCase (`dampingFraction`), compared loosely
  /// (`NameSuggestions.key`). nil when none is meant.
  public func parameter(matching option: String) -> SpringAPIParameter? {
    if let exact = parameters.first(where: { $0.name == option }) { return exact }
    let loose = NameSuggestions.key(option)
    return parameters.first { parameter in
      NameSuggestions.key(parameter.name) == loose || NameSuggestions.key(parameter.label) == loose
    }
  }

  /// The parameters nearest a mistyped option (by name or label), as
  /// `--name (label)` texts.
  public func suggestedParameters(for option: String) -> [String] {
    var candidates: [String] = []
    var owner: [String: SpringAPIParameter] = [:]
    for parameter in parameters {
      for text in [parameter.name, parameter.label] where owner[text] == nil {
        candidates.append(text)
        owner[text] = parameter
      }
    }
    var seen: Set<String> = []
    var texts: [String] = []
    for match in NameSuggestions.nearest(to: option, among: candidates) {
      guard let parameter = owner[match], seen.insert(parameter.name).inserted else { continue }
      texts.append(
        parameter.label == parameter.name
          ? "--\(parameter.name)" : "--\(parameter.name) (\(parameter.label))")
    }
    return texts
  }
}
