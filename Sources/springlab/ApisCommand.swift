//===--- ApisCommand.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab apis: every spring API SpringLab maps, with its parameters,
// defaults and provenance — read from the same registry `convert` uses.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringMappings

extension Command {
  static let apis = Command(
    name: "apis",
    summary: "every spring API SpringLab maps: parameters, defaults, provenance",
    help: """
      Usage: springlab apis [QUERY] [--format table|json]

      With QUERY, lists only the APIs whose id, platform, signature or a
      parameter's name or label contains it, case-insensitively
      ('springlab apis compose', 'springlab apis dampingFraction'); a QUERY
      nothing matches exits 64 with the nearest names.

      Lists every API id that 'springlab convert --from' takes, with its signature,
      its parameters (the API's argument labels in kebab-case) and their defaults
      ('required' when the API has none), and where the mapping comes from:
      [A] documented by the vendor, [R: source] reverse-engineered by a named public
      source, [D] derived, [G] guess; UNCERTAIN marks what is not known exactly.

      --format json prints an array of {"id", "platform", "signature",
      "parameters": [{"name", "default"}], "provenance"}; a required parameter's
      default is null.
      """,
    options: [OutputFormat.optionSpec],
    printing: { (arguments) throws(CommandLineError) in
      let format = try OutputFormat(arguments, command: "apis")
      let apis = try matchingAPIs(arguments)
      switch format {
      case .json: return JSONValue.array(apis.map(apiJSON)).rendered() + "\n"
      case .table: return apis.map(apiTable).joined(separator: "\n")
      }
    },
    acceptsPositional: true)
}

/// The APIs `QUERY` matches (every API without one).
private func matchingAPIs(_ arguments: ParsedArguments) throws(CommandLineError)
  -> [SpringAPIDescription]
{
  guard let query = arguments.positional.first else { return SpringAPIRegistry.apis }
  guard arguments.positional.count == 1 else {
    throw .usage(
      "springlab apis: one QUERY at most (got \(arguments.positional.count): "
        + "\(arguments.positional.map { "'\(TextExcerpt.of($0))'" }.joined(separator: " ")))"
        + "; quote a query with spaces")
  }
  let apis = SpringAPIRegistry.apis(matching: query)
  guard apis.isEmpty else { return apis }
  let suggestions = NameSuggestions.nearest(
    to: query, among: SpringAPIRegistry.searchableNames, limit: 5)
  throw .usage(
    "springlab apis: no API matches '\(TextExcerpt.of(query))' (by id, platform, signature or parameter)"
      + (suggestions.isEmpty
        ? "; platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))"
        : NameSuggestions.didYouMean(suggestions)))
}

/// One API as JSON.
private func apiJSON(_ api: SpringAPIDescription) -> JSONValue {
  .object([
    ("id", .string(api.id)),
    ("platform", .string(api.platform.rawValue)),
    ("signature", .string(api.signature)),
    (
      "parameters",
      .array(
        api.parameters.map { parameter in
          .object([
            ("name", .string(parameter.name)), ("default", defaultJSON(parameter.defaultValue)),
          ])
        })
    ),
    ("provenance", .string(api.provenance.summary)),
  ])
}

private func defaultJSON(_ value: ParameterValue?) -> JSONValue {
  switch value {
  case nil: .null
  case .number(let number): .number(number)
  case .flag(let flag): .bool(flag)
  }
}

/// One API as a block of text.
private func apiTable(_ api: SpringAPIDescription) -> String {
  var text = "\(api.id)  [\(api.platform.rawValue)]\n  \(api.signature)\n"
  if api.parameters.isEmpty { text += "  (no parameters)\n" }
  for parameter in api.parameters {
    let value: String
    switch parameter.defaultValue {
    case nil: value = "required"
    case .number(let number): value = "default \(optionText(number))"
    case .flag(let flag): value = "default \(flag)"
    }
    let unit = parameter.unit.isEmpty ? "" : " [\(parameter.unit)]"
    let label = parameter.label == parameter.name ? "" : " (\(parameter.label))"
    text += "  --\(parameter.name)\(label)\(unit): \(value) — \(parameter.summary)\n"
  }
  if case .notAccepted(let behaviour) = api.velocityUnit {
    text += "  no initial velocity: \(behaviour)\n"
  }
  for note in api.provenance.notes { text += "  \(note.text)\n" }
  for uncertainty in api.provenance.uncertainties { text += "  UNCERTAIN: \(uncertainty)\n" }
  return text
}
