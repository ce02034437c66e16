//===--- ParsedArguments.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A small, strict argument parser: `--name value`, `--name=value` and
// `--flag`, checked against the options a command declares — or, for a
// command that takes open-ended options (`convert`'s API parameters),
// collected as they come for the command to check.
//
// Strict means that nothing is silently ignored or overridden: an option
// given twice, a single-dash spelling (`-method`), a stray positional
// argument, a value for a flag, and a value that is not a number where one
// is expected are all refused, naming the valid spelling.
//
//===----------------------------------------------------------------------===//

import SpringCSV

/// One option a command accepts.
struct OptionSpec: Sendable {
  /// The name without dashes, e.g. `method`.
  var name: String
  /// Placeholder for the value (e.g. `M`); nil for a flag.
  var valueName: String?
  /// One-line help.
  var help: String
}

/// The options and positional arguments of one invocation.
struct ParsedArguments {
  private(set) var values: [String: String] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positional: [String] = []
  /// Options not among the specs, in command-line order (only when the
  /// command accepts any option); each takes a value.
  private(set) var undeclared: [(name: String, value: String)] = []
  /// The command's name, for messages.
  let command: String

  /// Parses `arguments` against `specs`; `--help` (and `-h`) is always
  /// accepted.
  ///
  /// - Parameters:
  ///   - acceptingAnyOption: keep an option not in `specs` in `undeclared`
  ///     instead of refusing it.
  ///   - acceptingPositional: keep arguments that are not options in
  ///     `positional` (only `bench` has subcommands) instead of refusing them.
  /// - Throws: `CommandLineError.usage` for an unknown option (unless
  ///   accepted), a single-dash option, a missing value, a value given to a
  ///   flag, an option given twice, or an unexpected positional argument.
  init(
    _ arguments: [String], specs: [OptionSpec], command: String, acceptingAnyOption: Bool = false,
    acceptingPositional: Bool = false
  ) throws(CommandLineError) {
    self.command = command
    let prefix = "springlab \(command)"
    var seen: Set<String> = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" {
        flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if argument.hasPrefix("-"), argument.count > 1,
          !(acceptingPositional && Self.looksNumeric(argument))
        {
          let name = String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
          let known = specs.contains { $0.name == name } || acceptingAnyOption || name == "help"
          throw .usage(
            "\(prefix): unknown option '\(argument)'"
              + (known && !name.isEmpty
                ? "; options start with two dashes: --\(name)"
                : " (valid: \(Self.optionList(specs)))"))
        }
        guard acceptingPositional else {
          let hint =
            specs.contains { $0.name == "input" }
            ? "; to read a file, write --input \(argument)" : ""
          throw .usage(
            "\(prefix): unexpected argument '\(argument)' (\(command) takes only options\(hint))")
        }
        positional.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard !name.isEmpty else {
        throw .usage("\(prefix): '\(argument)' is not an option (valid: \(Self.optionList(specs)))")
      }
      guard seen.insert(name).inserted else {
        throw .usage("\(prefix): option '--\(name)' is given more than once")
      }
      let spec = specs.first { $0.name == name }
      if name == "help" || (spec != nil && spec?.valueName == nil) {
        if let inlineValue {
          throw .usage(
            "\(prefix): option '--\(name)' takes no value (got '--\(name)=\(inlineValue)')")
        }
        flags.insert(name)
        continue
      }
      if name == "version" && spec == nil {
        // The tool's own flag, given to a command: say where it belongs
        // (a command that takes any --PARAM would otherwise ask for a value).
        throw .usage(
          "\(prefix): '--version' is not an option of \(command); "
            + "'springlab --version' prints the version")
      }
      guard spec != nil || acceptingAnyOption else {
        throw .usage("\(prefix): unknown option '--\(name)' (valid: \(Self.optionList(specs)))")
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !Self.isOption(arguments[index]) {
        value = arguments[index]
        index += 1
      } else {
        throw .usage("\(prefix): option '--\(name)' needs a value")
      }
      if spec != nil {
        values[name] = value
      } else {
        undeclared.append((name, value))
      }
    }
  }

  /// `--a, --b, …` or `none`.
  private static func optionList(_ specs: [OptionSpec]) -> String {
    let names = specs.map { "--\($0.name)" }
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  /// Whether `argument` is an option rather than a value: `--name…`. A
  /// single dash followed by a number (`-1`, `-.5`) is a value.
  private static func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("--") && argument.count > 2
  }

  /// A negative number as a positional argument (`bench workload X -1`).
  private static func looksNumeric(_ argument: String) -> Bool {
    (try? DecimalNumber.parse(argument)) != nil
  }

  func value(_ name: String) -> String? { values[name] }
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of `name` as a finite decimal number satisfying `isValid`
  /// (DecimalNumber's grammar: no hex, no nan or inf), or nil when absent.
  func number(
    _ name: String, command: String, requirement: String, isValid: (Double) -> Bool
  ) throws(CommandLineError) -> Double? {
    guard let text = values[name] else { return nil }
    guard let number = try? DecimalNumber.parse(text), isValid(number) else {
      throw .usage(
        "springlab \(command): option '--\(name)' must be \(requirement) "
          + "(got '\(TextExcerpt.of(text))')"
      )
    }
    return number
  }

  /// The value of `name` as a decimal integer (digits only, no sign, no
  /// exponent) within `range`, or nil when absent.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Self.integer(text), range.contains(value) else {
      throw .usage(
        "springlab \(command): option '--\(name)' must be an integer from \(range.lowerBound) "
          + "to \(range.upperBound) (got '\(TextExcerpt.of(text))')")
    }
    return value
  }

  /// `text` as a non-negative decimal integer: ASCII digits only; nil when
  /// it has anything else or exceeds Int.max.
  static func integer(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return Int(text)
  }
}
