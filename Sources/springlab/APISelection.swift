//===--- APISelection.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The options that name a spring API and its parameters, shared by
// `convert` and `sample`: --from API, the API's own parameters as
// --NAME VALUE (collected as undeclared options), --distance,
// --minimum-distance and --zero-velocity-near-target.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringMappings

/// An API and its parameters as given on the command line, with the
/// conversion context, checked against the registry.
struct APISelection {
  /// The declared options behind the selection (the API's own parameters
  /// are undeclared options the command must accept).
  static let options: [OptionSpec] = [
    OptionSpec(
      name: "from", valueName: "API", help: "the API the parameters belong to (see springlab apis)"),
    OptionSpec(
      name: "distance", valueName: "D", help: "target − start in the value's units (default 1)"),
    OptionSpec(
      name: "minimum-distance", valueName: "M",
      help: "smallest |distance| to divide by (default 1e-6)"),
    OptionSpec(
      name: "zero-velocity-near-target", valueName: nil,
      help: "below it, start from rest instead of failing"),
  ]

  /// The first usage line of `command` built on a selection: the API, its
  /// parameters and the distance; the command's own options follow,
  /// aligned under `--from`.
  static func usage(_ command: String) -> String {
    "Usage: springlab \(command) --from API [--PARAM VALUE …] [--distance D]\n"
  }

  /// The prefix that marks an API parameter explicitly (`--api-duration`),
  /// for commands whose own options share a name with a parameter.
  static let parameterPrefix = "api-"

  /// The API's parameter family, defaults filled in.
  let family: any SpringAPIFamily
  /// The distance and the near-zero-distance guard.
  let context: ConversionContext

  /// Reads `--from`, the API's parameters and the context options.
  ///
  /// - Parameters:
  ///   - command: the command's name, for messages.
  ///   - ownOptions: the command's own options that an API may also have as
  ///     a parameter (`sample`'s `--duration`). When non-empty, any API
  ///     parameter may be written with `parameterPrefix` (`--api-velocity`),
  ///     and a parameter that shares its name with one of these options
  ///     must be: giving the plain option for such an API without the
  ///     prefixed parameter is refused as ambiguous.
  /// - Throws: `CommandLineError.usage` for a missing or unknown API, an
  ///   unknown, repeated, ambiguous, missing or invalid parameter, or a bad
  ///   distance; every message lists the valid choices.
  init(_ arguments: ParsedArguments, command: String, ownOptions: [String] = [])
    throws(CommandLineError)
  {
    guard let id = arguments.value("from") else {
      throw .usage(
        "springlab \(command): --from API is required (valid: \(SpringAPIRegistry.ids.joined(separator: ", ")))"
      )
    }
    let familyType: any SpringAPIFamily.Type
    do {
      familyType = try SpringAPIRegistry.family(id: id)
    } catch {
      throw .usage(
        "springlab \(command): \(error)"
          + NameSuggestions.didYouMean(SpringAPIRegistry.suggestedIDs(for: id)))
    }
    let api = familyType.api
    let prefix = Self.parameterPrefix
    var given: [String: ParameterValue] = [:]
    var spelled: [String: String] = [:]
    for (option, text) in arguments.undeclared {
      var name = option
      if !ownOptions.isEmpty, option.hasPrefix(prefix),
        api.parameterNames.contains(String(option.dropFirst(prefix.count)))
      {
        name = String(option.dropFirst(prefix.count))
      }
      // The vendor's label (`--dampingFraction`, `--initialSpringVelocity`)
      // means the kebab-case parameter.
      guard let parameter = api.parameter(matching: name) else {
        throw .usage(
          "springlab \(command): \(MappingError.unknownParameter(option, api: id, valid: api.parameterNames))"
            + NameSuggestions.didYouMean(api.suggestedParameters(for: option)))
      }
      if let earlier = spelled[parameter.name] {
        throw .usage(
          "springlab \(command): parameter '\(parameter.name)' is given more than once (as --\(earlier) and --\(option))"
        )
      }
      spelled[parameter.name] = option
      given[parameter.name] = try Self.parameterValue(text, for: parameter, command: command)
    }
    for option in ownOptions where api.parameterNames.contains(option) && given[option] == nil {
      if arguments.value(option) != nil || arguments.has(option) {
        throw .usage(
          "springlab \(command): --\(option) is ambiguous for \(id), which has a '\(option)' parameter: "
            + "write the API's parameter as --\(prefix)\(option) VALUE; --\(option) is then \(command)'s own option"
        )
      }
    }
    do {
      family = try SpringAPIRegistry.make(id: id, parameters: given)
    } catch {
      if case .missingParameter(let name, _) = error, ownOptions.contains(name) {
        throw .usage(
          "springlab \(command): \(id) needs --\(prefix)\(name) (its '\(name)' parameter; "
            + "--\(name) is \(command)'s own option): the API gives it no default")
      }
      throw .usage("springlab \(command): \(error)")
    }
    let distance =
      try arguments.number(
        "distance", command: command, requirement: "a finite number", isValid: { _ in true }) ?? 1
    let minimum =
      try arguments.number(
        "minimum-distance", command: command, requirement: "a finite number >= 0",
        isValid: { $0 >= 0 }) ?? 1e-6
    let nearZero = NearZeroDistanceGuard(
      minimumDistance: minimum,
      policy: arguments.has("zero-velocity-near-target") ? .zeroVelocity : .reject)
    context = ConversionContext(distance: distance, velocityGuard: nearZero)
  }

  /// The API's id.
  var id: String { type(of: family).api.id }

  /// The physical spring and normalized velocity the API animates.
  /// - Throws: `CommandLineError.usage` when the velocity cannot be
  ///   normalized (a near-zero distance) or the spring is invalid.
  func physical(command: String) throws(CommandLineError) -> PhysicalSpring {
    do {
      return try family.physicalQuotingArguments(in: context)
    } catch {
      throw .usage("springlab \(command): \(error)")
    }
  }

  /// The parameters with their values, defaults filled in:
  /// `mass 1, stiffness 100, …`.
  var parameterText: String {
    family.namedParameters.map { "\($0.name) \(Self.text($0.value))" }.joined(separator: ", ")
  }

  /// A parameter value as an option takes it.
  static func text(_ value: ParameterValue) -> String {
    switch value {
    case .number(let number): optionText(number)
    case .flag(let flag): flag ? "true" : "false"
    }
  }

  /// The text of `--NAME TEXT` as the parameter's kind of value.
  private static func parameterValue(
    _ text: String, for parameter: SpringAPIParameter, command: String
  ) throws(CommandLineError) -> ParameterValue {
    switch parameter.kind {
    case .number:
      switch ParameterLiteral.parse(text, for: parameter) {
      case .success(let number): return .number(number)
      case .failure(let refusal):
        throw .usage(
          "springlab \(command): option '--\(parameter.name)' must be a finite number "
            + "(got '\(TextExcerpt.of(text))'); \(refusal.reason)")
      }
    case .flag:
      switch text.lowercased() {
      case "true", "yes", "1": return .flag(true)
      case "false", "no", "0": return .flag(false)
      default:
        throw .usage(
          "springlab \(command): option '--\(parameter.name)' must be true or false (got '\(TextExcerpt.of(text))')"
        )
      }
    }
  }
}
