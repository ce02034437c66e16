//===--- ConvertCommand.swift ---------------------------------------------===//
//
// springlab convert: one API's spring parameters → the physical spring → the
// same spring in every API, or the reason an API cannot express it.
//
//===----------------------------------------------------------------------===//

import SpringMappings

extension Command {
  static let convert = Command(
    name: "convert",
    summary: "one API's spring parameters in every other API (table or JSON)",
    help: """
      Usage: springlab convert --from API [--PARAM VALUE …] [--distance D]
                               [--minimum-distance M] [--zero-velocity-near-target]
                               [--format table|json]

      Builds the spring API 'API' animates from its parameters (the API's argument
      labels in kebab-case, e.g. --damping-ratio, --perceptual-duration; an omitted
      parameter takes the API's default; 'springlab apis' lists them), and prints:
      the physical spring (mass, stiffness, damping, natural frequency, damping
      ratio, damped period, exact settling time at 0.001 of the distance, overshoot
      in percent of the distance, visible bounces: turning points past the target
      farther than 0.001 of the distance), then the same motion in every API, or
      the reason an API cannot express it (with the spring-only parameters when
      only the initial velocity is the problem), and what each API computes itself.

      --velocity is in the source API's own unit: distances per second for Apple's
      APIs (1 = the whole distance in a second), the value's units per second (per
      millisecond for react-spring) for the others. --distance (target − start in
      the value's units, default 1) converts between the two; a |distance| below
      --minimum-distance (default 1e-6) is refused, or with
      --zero-velocity-near-target treated as a start from rest.

      --format json prints {"physical": {"mass", "stiffness", "damping",
      "naturalFrequency", "dampingRatio", "period", "settlingTime", "overshoot",
      "visibleBounces"}, "apis": [{"id", "representable", "reason", "parameters",
      "derived"}]}; infinite values are null.

      Unknown API or parameter, missing or invalid value: exit 64 with the valid
      choices.
      """,
    options: [
      OptionSpec(name: "from", valueName: "API", help: "the API the parameters belong to (see springlab apis)"),
      OptionSpec(name: "distance", valueName: "D", help: "target − start in the value's units (default 1)"),
      OptionSpec(name: "minimum-distance", valueName: "M", help: "smallest |distance| to divide by (default 1e-6)"),
      OptionSpec(name: "zero-velocity-near-target", valueName: nil, help: "below it, start from rest instead of failing"),
      OutputFormat.optionSpec,
    ],
    run: { (arguments, _) throws(CommandLineError) in
      let format = try OutputFormat(arguments, command: "convert")
      let conversion = try makeConversion(arguments)
      switch format {
      case .json: return ConversionReport.json(conversion)
      case .table: return ConversionReport.table(conversion)
      }
    },
    acceptsAnyOption: true)
}

/// Reads the options, looks up the API and converts.
private func makeConversion(_ arguments: ParsedArguments) throws(CommandLineError) -> SpringConversion {
  guard let id = arguments.value("from") else {
    throw .usage("springlab convert: --from API is required (valid: \(SpringAPIRegistry.ids.joined(separator: ", ")))")
  }
  let family: any SpringAPIFamily.Type
  do {
    family = try SpringAPIRegistry.family(id: id)
  } catch {
    throw .usage("springlab convert: \(error)")
  }
  var given: [String: ParameterValue] = [:]
  for (name, text) in arguments.undeclared {
    guard let parameter = family.api.parameters.first(where: { $0.name == name }) else {
      throw .usage("springlab convert: \(MappingError.unknownParameter(name, api: id, valid: family.api.parameterNames))")
    }
    given[name] = try parameterValue(text, for: parameter)
  }
  let distance = try arguments.number(
    "distance", command: "convert", requirement: "a finite number", isValid: { _ in true }) ?? 1
  let minimum = try arguments.number(
    "minimum-distance", command: "convert", requirement: "a finite number >= 0", isValid: { $0 >= 0 }) ?? 1e-6
  let nearZero = NearZeroDistanceGuard(
    minimumDistance: minimum, policy: arguments.has("zero-velocity-near-target") ? .zeroVelocity : .reject)
  do {
    return try SpringConversion(
      from: id, parameters: given, context: ConversionContext(distance: distance, velocityGuard: nearZero))
  } catch {
    throw .usage("springlab convert: \(error)")
  }
}

/// The text of `--NAME TEXT` as the parameter's kind of value.
private func parameterValue(_ text: String, for parameter: SpringAPIParameter) throws(CommandLineError) -> ParameterValue {
  switch parameter.kind {
  case .number:
    guard let number = Double(text), number.isFinite else {
      throw .usage("springlab convert: option '--\(parameter.name)' must be a finite number (got '\(text)')")
    }
    return .number(number)
  case .flag:
    switch text.lowercased() {
    case "true", "yes", "1": return .flag(true)
    case "false", "no", "0": return .flag(false)
    default:
      throw .usage("springlab convert: option '--\(parameter.name)' must be true or false (got '\(text)')")
    }
  }
}
