//===--- Command.swift ----------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV

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
  /// Runs the command, writing what it prints on stdout to the context's
  /// output (released only when it returns without throwing).
  var run: @Sendable (ParsedArguments, CommandContext) throws(CommandLineError) -> Void
  /// Whether options beyond `options` are passed on (as
  /// `ParsedArguments.undeclared`) for the command to check itself.
  var acceptsAnyOption = false
  /// Whether arguments that are not options are passed on (as
  /// `ParsedArguments.positional`); otherwise they are refused.
  var acceptsPositional = false

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

/// What a command reads and writes.
struct CommandContext {
  /// Where CSV input comes from.
  var input: InputSource
  /// Standard output, held back until the command succeeds.
  var output: OutputSpool
}

/// Where a command's CSV input comes from: `--input FILE` or standard input.
struct InputSource {
  var standardInput: () -> any ByteSource

  /// The bytes of `path` (`-` is standard input), to be read a record at a
  /// time.
  /// - Throws: `CommandLineError.noInput` (exit 66) when the file does not
  ///   exist, cannot be opened or is a directory.
  func source(_ path: String) throws(CommandLineError) -> any ByteSource {
    if path == "-" { return standardInput() }
    do {
      return try FileByteSource(path: path)
    } catch {
      throw .noInput("springlab: cannot read input file '\(path)': \(error.reason)")
    }
  }

  /// `--input FILE` when given (`-` is standard input), else standard input.
  /// - Throws: `CommandLineError.noInput` (exit 66) when the file does not
  ///   exist, cannot be opened or is a directory.
  func open(_ arguments: ParsedArguments) throws(CommandLineError) -> any ByteSource {
    guard let path = arguments.value("input"), path != "-" else { return standardInput() }
    do {
      return try FileByteSource(path: path)
    } catch {
      throw .noInput("springlab \(arguments.command): --input: \(error)")
    }
  }
}

/// The shortest decimal text that reads back as the same Double (Swift's own
/// round-trip printing): `0.1`, `1e-05`, `inf`.
func roundTrip(_ value: Double) -> String { "\(value)" }

extension Command {
  /// A command that builds its whole output as one text from whole input
  /// files (`score`): `printing` gets where input comes from.
  init(
    name: String, summary: String, help: String, options: [OptionSpec],
    printing: @escaping @Sendable (ParsedArguments, InputSource) throws(CommandLineError) -> String,
    acceptsAnyOption: Bool = false, acceptsPositional: Bool = false
  ) {
    self.init(
      name: name, summary: summary, help: help, options: options,
      run: { (arguments, context) throws(CommandLineError) in
        context.output.write(try printing(arguments, context.input))
      },
      acceptsAnyOption: acceptsAnyOption, acceptsPositional: acceptsPositional)
  }

  /// A command that builds its whole output as one text (tables, JSON,
  /// figures): `printing` returns what goes to stdout.
  init(
    name: String, summary: String, help: String, options: [OptionSpec],
    printing: @escaping @Sendable (ParsedArguments) throws(CommandLineError) -> String,
    acceptsAnyOption: Bool = false, acceptsPositional: Bool = false
  ) {
    self.init(
      name: name, summary: summary, help: help, options: options,
      run: { (arguments, context) throws(CommandLineError) in
        context.output.write(try printing(arguments))
      },
      acceptsAnyOption: acceptsAnyOption, acceptsPositional: acceptsPositional)
  }
}
