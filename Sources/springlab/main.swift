//===--- main.swift -------------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab: the command-line face of SpringLab. Parses arguments, reads and
// writes CSV, calls the libraries. Holds no mathematics.
//
// Standard output is held in an OutputSpool until the command has
// succeeded, then written with every write checked: a failed write (a full
// disk, a closed pipe) is exit 74 with a message on stderr, never a silent
// exit 0. SIGPIPE is ignored so that a closed pipe is such a failed write.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let commands: [Command] = [
  .evaluate, .settle, .steppers, .engines, .apis, .convert, .sample, .export, .bench, .report,
  .cases, .score, .validate, .records,
]

let overview = """
  springlab — one physical spring model behind every spring-animation API

  Usage: springlab <command> [options]

  Commands:
  \(commands.map { "  " + $0.name.padding(toLength: 10) + $0.summary }.joined(separator: "\n"))

  Run 'springlab <command> --help' for a command's options;
  'springlab --version' prints the version.
  """

/// Writes `text` and a line break on stderr (failures there cannot be
/// reported anywhere, so they are ignored).
func writeError(_ text: String) {
  var line = text.hasSuffix("\n") ? text : text + "\n"
  line.withUTF8 { bytes in
    guard let base = bytes.baseAddress else { return }
    try? writeAll(2, UnsafeRawPointer(base), bytes.count, name: "standard error")
  }
}

/// Runs one invocation; what it prints on stdout goes to `output`.
/// Returns the exit status, and whether `output` is to be released (on
/// success, and for the tables a regression or a failed verdict still shows).
func runSpringlab(_ arguments: [String], output: inout OutputSpool) -> (
  status: Int32, release: Bool
) {
  if arguments == ["--version"] || arguments == ["version"] {
    output.write("springlab \(SpringLabVersion.current)\n")
    return (0, true)
  }
  guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    if arguments.count >= 2, arguments[0] == "help" {
      guard arguments.count == 2, let command = commands.first(where: { $0.name == arguments[1] })
      else {
        writeError(
          "springlab help: expected one command name "
            + "(valid: \(commands.map(\.name).joined(separator: ", ")))"
        )
        return (64, false)
      }
      output.write(command.helpText)
      return (0, true)
    }
    if arguments.isEmpty {
      writeError(overview)
      return (64, false)
    }
    guard arguments.count == 1 else {
      writeError(
        "springlab: unexpected argument '\(TextExcerpt.of(arguments[1]))' after '\(arguments[0])'")
      return (64, false)
    }
    output.write(overview + "\n")
    return (0, true)
  }
  guard let command = commands.first(where: { $0.name == name }) else {
    writeError(
      "springlab: unknown command '\(TextExcerpt.of(name))' "
        + "(valid: \(commands.map(\.name).joined(separator: ", ")))")
    return (64, false)
  }
  do {
    let parsed = try ParsedArguments(
      Array(arguments.dropFirst()), specs: command.options, command: command.name,
      acceptingAnyOption: command.acceptsAnyOption, acceptingPositional: command.acceptsPositional)
    if parsed.has("help") {
      output.write(command.helpText)
      return (0, true)
    }
    let input = InputSource(standardInput: { FileByteSource.standardInput() })
    try command.run(parsed, CommandContext(input: input, output: output))
    return (0, true)
  } catch {
    var release = false
    if case .regression(let report) = error {
      output = OutputSpool()
      output.write(report)
      release = true
    }
    if case .failedVerdict(let report, _) = error {
      output = OutputSpool()
      output.write(report)
      release = true
    }
    let shown = error.messages.prefix(60)
    writeError(shown.joined(separator: "\n"))
    if error.messages.count > shown.count {
      writeError("… and \(error.messages.count - shown.count) more problems")
    }
    return (error.exitStatus, release)
  }
}

_ = signal(SIGPIPE, SIG_IGN)
var output = OutputSpool()
var (status, release) = runSpringlab(Array(CommandLine.arguments.dropFirst()), output: &output)
// Nothing reaches stdout unless the command succeeded (or, for a regression
// or a failed verdict, to show the table).
if release {
  do {
    try output.copy(to: 1)
    if output.byteCount > 0 && close(1) != 0 && errno != EINTR {
      throw OutputError("cannot write to standard output: \(String(cString: strerror(errno)))")
    }
  } catch {
    writeError("springlab: \(error)")
    status = 74
  }
}
exit(status)
