//===--- SpringlabProcess.swift -------------------------------------------===//
//
// Runs the built `springlab` executable as a user would: arguments, stdin,
// and captured stdout, stderr and exit status.
//
//===----------------------------------------------------------------------===//

import Foundation

/// What one run of `springlab` printed and returned.
struct SpringlabRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Non-empty stdout lines.
  var lines: [Substring] { stdout.split(separator: "\n") }
}

/// The `springlab` binary next to the test bundle (SwiftPM builds it because
/// the test target depends on the executable target).
let springlabExecutable: URL = {
  let candidates = [
    Bundle.main.bundleURL,
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    Bundle.main.bundleURL.deletingLastPathComponent(),
  ]
  for directory in candidates {
    let url = directory.appendingPathComponent("springlab")
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
  }
  fatalError("springlab executable not found near \(candidates)")
}()

/// SIGPIPE ignored once: a springlab that exits before reading all of its
/// stdin (bad usage) must not kill the test process that feeds it.
private let brokenPipesIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// Runs `springlab arguments…` with `input` on stdin.
func springlab(_ arguments: [String], input: String = "") throws -> SpringlabRun {
  _ = brokenPipesIgnored
  let process = Process()
  process.executableURL = springlabExecutable
  process.arguments = arguments
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  // Write stdin and read both outputs concurrently so no pipe fills up.
  // The throwing write: the legacy `write(_:)` traps on EPIPE, which a
  // springlab that exits early (bad usage) legitimately causes.
  let writer = Thread {
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
  }
  writer.start()
  final class Box: @unchecked Sendable { var data = Data() }
  let errorBox = Box()
  let errorReader = Thread { errorBox.data = stderr.fileHandleForReading.readDataToEndOfFile() }
  errorReader.start()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while errorReader.isExecuting || !errorReader.isFinished { usleep(1000) }
  return SpringlabRun(
    status: process.terminationStatus,
    stdout: String(decoding: output, as: UTF8.self),
    stderr: String(decoding: errorBox.data, as: UTF8.self))
}
