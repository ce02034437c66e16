//===--- main.swift -------------------------------------------------------===//
//
// springlab: the command-line face of SpringLab. Parses arguments, reads and
// writes CSV, calls the libraries. Holds no mathematics.
//
//===----------------------------------------------------------------------===//

import Foundation

let commands: [Command] = [
  .evaluate, .settle, .steppers, .apis, .convert, .sample, .export, .bench, .report,
  .cases, .score, .validate,
]

let overview = """
  springlab — one physical spring model behind every spring-animation API

  Usage: springlab <command> [options]

  Commands:
  \(commands.map { "  " + $0.name.padding(toLength: 10) + $0.summary }.joined(separator: "\n"))

  Run 'springlab <command> --help' for a command's options.
  """

func writeError(_ text: String) {
  try? FileHandle.standardError.write(contentsOf: Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

let input = InputSource(
  readStandardInput: {
    String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
  },
  readFile: { (path) throws(CommandLineError) -> String in
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .usage("springlab: cannot read input file '\(path)'")
    }
    return String(decoding: data, as: UTF8.self)
  })

@MainActor
func runSpringlab(_ arguments: [String]) -> Int32 {
  guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    if arguments.count >= 2, arguments[0] == "help",
      let command = commands.first(where: { $0.name == arguments[1] })
    {
      print(command.helpText, terminator: "")
      return 0
    }
    if arguments.isEmpty {
      writeError(overview)
      return 64
    }
    print(overview)
    return 0
  }
  guard let command = commands.first(where: { $0.name == name }) else {
    writeError(
      "springlab: unknown command '\(name)' (valid: \(commands.map(\.name).joined(separator: ", ")))")
    return 64
  }
  do {
    let parsed = try ParsedArguments(
      Array(arguments.dropFirst()), specs: command.options, command: command.name,
      acceptingAnyOption: command.acceptsAnyOption)
    if parsed.has("help") {
      print(command.helpText, terminator: "")
      return 0
    }
    let output = try command.run(parsed, input)
    try? FileHandle.standardOutput.write(contentsOf: Data(output.utf8))
    return 0
  } catch {
    if case .regression(let report) = error {
      try? FileHandle.standardOutput.write(contentsOf: Data(report.utf8))
    }
    if case .failedVerdict(let report, _) = error {
      try? FileHandle.standardOutput.write(contentsOf: Data(report.utf8))
    }
    let shown = error.messages.prefix(50)
    writeError(shown.joined(separator: "\n"))
    if error.messages.count > shown.count {
      writeError("… and \(error.messages.count - shown.count) more problems")
    }
    return error.exitStatus
  }
}

exit(runSpringlab(Array(CommandLine.arguments.dropFirst())))
