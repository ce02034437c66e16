//===--- ParsedArguments.swift --------------------------------------------===//
//
// A small argument parser: `--name value`, `--name=value` and `--flag`,
// checked against the options a command declares — or, for a command that
// takes open-ended options (`convert`'s API parameters), collected as they
// come for the command to check.
//
//===----------------------------------------------------------------------===//

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

  /// Parses `arguments` against `specs`; `--help` is always accepted. With
  /// `acceptingAnyOption`, an option not in `specs` is kept in `undeclared`
  /// instead of rejected.
  /// - Throws: `CommandLineError.usage` for an unknown option (unless
  ///   accepted), a missing value, or an undeclared option given twice.
  init(
    _ arguments: [String], specs: [OptionSpec], command: String, acceptingAnyOption: Bool = false
  ) throws(CommandLineError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        positional.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if name == "help" {
        flags.insert(name)
        continue
      }
      if acceptingAnyOption && !specs.contains(where: { $0.name == name }) {
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
          throw .usage("springlab \(command): option '--\(name)' needs a value")
        }
        if inlineValue == nil { index += 1 }
        if undeclared.contains(where: { $0.name == name }) {
          throw .usage("springlab \(command): option '--\(name)' is given more than once")
        }
        undeclared.append((name, value))
        continue
      }
      guard let spec = specs.first(where: { $0.name == name }) else {
        let known = specs.map { "--\($0.name)" }.joined(separator: ", ")
        throw .usage(
          "springlab \(command): unknown option '--\(name)' (valid: \(known.isEmpty ? "none" : known))")
      }
      if spec.valueName == nil {
        flags.insert(name)
      } else if let inlineValue {
        values[name] = inlineValue
      } else if index < arguments.count {
        values[name] = arguments[index]
        index += 1
      } else {
        throw .usage("springlab \(command): option '--\(name)' needs a value")
      }
    }
  }

  func value(_ name: String) -> String? { values[name] }
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of `name` as a finite Double satisfying `isValid`, or nil.
  func number(
    _ name: String, command: String, requirement: String, isValid: (Double) -> Bool
  ) throws(CommandLineError) -> Double? {
    guard let text = values[name] else { return nil }
    guard let number = Double(text), number.isFinite, isValid(number) else {
      throw .usage("springlab \(command): option '--\(name)' must be \(requirement) (got '\(text)')")
    }
    return number
  }
}
