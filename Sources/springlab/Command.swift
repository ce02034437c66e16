//===--- Command.swift ----------------------------------------------------===//

/// One `springlab` subcommand: its name, help and what it runs.
struct Command: Sendable {
  /// The word after `springlab`.
  var name: String
  /// One line for the command list.
  var summary: String
  /// The usage line(s) and details printed by `springlab <name> --help`.
  var help: String
  /// The options it accepts (besides `--help`).
  var options: [OptionSpec]
  /// Runs the command; returns what to print on stdout.
  var run: @Sendable (ParsedArguments, InputSource) throws(CommandLineError) -> String
  /// Whether options beyond `options` are passed on (as
  /// `ParsedArguments.undeclared`) for the command to check itself.
  var acceptsAnyOption = false

  /// The full help text: usage, details and options.
  var helpText: String {
    var text = help
    if !options.isEmpty {
      text += "\n\nOptions:\n"
      for option in options {
        let flag = "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
        text += "  " + flag.padding(toLength: 22) + option.help + "\n"
      }
    }
    return text.hasSuffix("\n") ? text : text + "\n"
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }
}

/// Where a command's CSV input comes from: `--input FILE` or standard input.
struct InputSource {
  var readStandardInput: () -> String
  var readFile: (String) throws(CommandLineError) -> String

  /// The text of `--input FILE` if given, else all of standard input.
  func text(for arguments: ParsedArguments) throws(CommandLineError) -> String {
    if let path = arguments.value("input") { return try readFile(path) }
    return readStandardInput()
  }
}

/// The shortest decimal text that reads back as the same Double (Swift's own
/// round-trip printing): `0.1`, `1e-05`, `inf`.
func roundTrip(_ value: Double) -> String { "\(value)" }
