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
    options: APISelection.options + [OutputFormat.optionSpec],
    printing: { (arguments) throws(CommandLineError) in
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
  let selection = try APISelection(arguments, command: "convert")
  do {
    return try SpringConversion(source: selection.family, context: selection.context)
  } catch {
    throw .usage("springlab convert: \(error)")
  }
}
