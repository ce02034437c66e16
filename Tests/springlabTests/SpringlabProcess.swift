//===--- SpringlabProcess.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Runs the built `springlab` executable as a user would: arguments, stdin,
// and captured stdout, stderr and exit status.
//
//===----------------------------------------------------------------------===//

import Foundation

/// What one run of `springlab` printed and returned.
struct SpringlabRun {
  var status: Int32
  /// Whether a signal ended it (a crash, or the watchdog's SIGKILL).
  var signaled = false
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

/// Starts `springlab arguments…` with stdin and stderr on new pipes and
/// stdout on `stdout` (a `Pipe` or a `FileHandle`), in `directory` when
/// given.
func startSpringlab(_ arguments: [String], stdout: Any, in directory: URL? = nil) throws -> (
  process: Process, stdin: Pipe, stderr: Pipe
) {
  let process = Process()
  process.executableURL = springlabExecutable
  if let directory { process.currentDirectoryURL = directory }
  process.arguments = arguments
  let stdin = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  return (process, stdin, stderr)
}

/// Runs `springlab arguments…` with `input` on stdin.
func springlab(_ arguments: [String], input: String = "") throws -> SpringlabRun {
  try springlab(arguments, bytes: Data(input.utf8))
}

/// Runs `springlab arguments…` with the bytes `input` on stdin, in
/// `directory` when given; with a `watchdog`, killed (SIGKILL) when it runs
/// longer than that many seconds.
func springlab(
  _ arguments: [String], bytes input: Data, in directory: URL? = nil, watchdog: Double? = nil
) throws -> SpringlabRun {
  _ = brokenPipesIgnored
  let stdout = Pipe()
  let (process, stdin, stderr) = try startSpringlab(arguments, stdout: stdout, in: directory)
  // Write stdin and read both outputs concurrently so no pipe fills up.
  // The throwing write: the legacy `write(_:)` traps on EPIPE, which a
  // springlab that exits early (bad usage) legitimately causes.
  let writer = Thread {
    try? stdin.fileHandleForWriting.write(contentsOf: input)
    try? stdin.fileHandleForWriting.close()
  }
  writer.start()
  final class Box: @unchecked Sendable { var data = Data() }
  let errorBox = Box()
  let errorReader = Thread { errorBox.data = stderr.fileHandleForReading.readDataToEndOfFile() }
  errorReader.start()
  let pid = process.processIdentifier
  let killer = DispatchWorkItem { kill(pid, SIGKILL) }
  if let watchdog {
    DispatchQueue.global().asyncAfter(deadline: .now() + watchdog, execute: killer)
  }
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  killer.cancel()
  while errorReader.isExecuting || !errorReader.isFinished { usleep(1000) }
  return SpringlabRun(
    status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
    stdout: String(decoding: output, as: UTF8.self),
    stderr: String(decoding: errorBox.data, as: UTF8.self))
}
