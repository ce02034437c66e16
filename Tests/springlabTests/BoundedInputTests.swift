//===--- BoundedInputTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every file option and standard input, fed endless or binary bytes, ends
// promptly with exit 65 naming the line (Docs/Budgets.md): a NUL byte is
// refused in the record where it stands, a line beyond the record limit is
// refused once it passes the limit, and `score`'s whole-file tables stop at
// their row limit. The watchdogs are hang guards only, never the assertion.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// Runs `springlab arguments…` with `prefix` and then `filler` repeated
/// without end on its stdin; the writer stops when springlab closes the
/// pipe (it exits). Killed by the watchdog after `watchdog` seconds.
func springlabEndless(
  _ arguments: [String], prefix: String = "", filler: [UInt8], watchdog: Double = 120
) throws -> SpringlabRun {
  signal(SIGPIPE, SIG_IGN)
  let stdout = Pipe()
  let (process, stdin, stderr) = try startSpringlab(arguments, stdout: stdout)
  let writer = Thread {
    let handle = stdin.fileHandleForWriting
    var first = Data(prefix.utf8)
    // Whole repetitions of the filler, so that rows never break mid-row.
    let block = Data(
      (0..<(filler.count * max(1, (1 << 16) / filler.count))).map {
        filler[$0 % filler.count]
      })
    while true {
      do {
        try handle.write(contentsOf: first.isEmpty ? block : first)
      } catch {
        break
      }
      first = Data()
    }
    try? handle.close()
  }
  writer.start()
  final class Box: @unchecked Sendable { var data = Data() }
  let errorBox = Box()
  let errorReader = Thread { errorBox.data = stderr.fileHandleForReading.readDataToEndOfFile() }
  errorReader.start()
  let pid = process.processIdentifier
  let killer = DispatchWorkItem { kill(pid, SIGKILL) }
  DispatchQueue.global().asyncAfter(deadline: .now() + watchdog, execute: killer)
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  killer.cancel()
  while !errorReader.isFinished { usleep(1000) }
  return SpringlabRun(
    status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
    stdout: String(decoding: output, as: UTF8.self),
    stderr: String(decoding: errorBox.data, as: UTF8.self))
}

@Suite("every input option ends promptly on endless or binary input")
struct BoundedInputTests {
  static let evaluateHeader = "mass,stiffness,damping,x0,v0,t\n"
  static let settleHeader = "mass,stiffness,damping,x0,v0,epsilon\n"

  /// A small valid CASES file and matching RESULTS, for the option not
  /// under test.
  static func companions() throws -> (cases: TemporaryFile, results: TemporaryFile) {
    (
      try TemporaryFile(evaluateHeader + "1,1,0,1,0,0\n", name: "cases"),
      try TemporaryFile("position,velocity\n1,0\n", name: "results")
    )
  }

  /// Each command line with a file option; `{}` stands for the file.
  static let fileOptions: [[String]] = [
    ["evaluate", "--input", "{}"],
    ["settle", "--input", "{}"],
    ["score", "--cases", "{}", "--results", "RESULTS"],
    ["score", "--cases", "CASES", "--results", "{}"],
    ["score", "--task", "settle", "--cases", "{}", "--results", "RESULTS"],
  ]

  func arguments(_ template: [String], file: String) throws -> (
    [String], () -> Void
  ) {
    let (cases, results) = try Self.companions()
    let filled = template.map {
      switch $0 {
      case "{}": file
      case "CASES": cases.path
      case "RESULTS": results.path
      default: $0
      }
    }
    return (
      filled,
      {
        cases.remove()
        results.remove()
      }
    )
  }

  @Test("/dev/zero as any file option is refused at its first byte", arguments: fileOptions)
  func devZero(template: [String]) throws {
    let (arguments, cleanUp) = try arguments(template, file: "/dev/zero")
    defer { cleanUp() }
    let run = try springlab(arguments, bytes: Data(), watchdog: 120)
    #expect(!run.signaled, "the watchdog had to kill springlab")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(
      run.stderr.contains("line 1: the input contains a NUL byte (in field 1)"), "\(run.stderr)")
  }

  /// Each command line reading standard input ('-' or no option).
  static let standardInputs: [[String]] = [
    ["evaluate"],
    ["settle"],
    ["evaluate", "--input", "-"],
    ["score", "--cases", "-", "--results", "RESULTS"],
    ["score", "--cases", "CASES", "--results", "-"],
  ]

  @Test(
    "endless zeros after a header on stdin are refused on line 2, field 1",
    arguments: standardInputs)
  func endlessZeros(template: [String]) throws {
    let (arguments, cleanUp) = try arguments(template, file: "-")
    defer { cleanUp() }
    let header =
      template.contains("--results") && template.last == "-"
      ? "position,velocity\n" : (template[0] == "settle" ? Self.settleHeader : Self.evaluateHeader)
    let run = try springlabEndless(arguments, prefix: header, filler: [0])
    #expect(!run.signaled, "the watchdog had to kill springlab")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(
      run.stderr.contains("line 2: the input contains a NUL byte (in field 1)"), "\(run.stderr)")
  }

  @Test("an endless line on stdin is refused once it passes 16 MiB", arguments: standardInputs)
  func endlessLine(template: [String]) throws {
    let (arguments, cleanUp) = try arguments(template, file: "-")
    defer { cleanUp() }
    let run = try springlabEndless(arguments, prefix: "", filler: Array("7".utf8))
    #expect(!run.signaled, "the watchdog had to kill springlab")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(run.stderr.contains("line 1: the record is longer than 16 MiB"), "\(run.stderr)")
  }

  @Test("score refuses endless valid rows at its row limit of 2^20")
  func endlessRows() throws {
    let (arguments, cleanUp) = try arguments(
      ["score", "--cases", "-", "--results", "RESULTS"], file: "-")
    defer { cleanUp() }
    let run = try springlabEndless(
      arguments, prefix: Self.evaluateHeader, filler: Array("1,1,0,1,0,0\n".utf8))
    #expect(!run.signaled, "the watchdog had to kill springlab")
    #expect(run.status == 65 && run.stdout.isEmpty)
    // Row 2^20 + 1 is on line 2^20 + 2 (the header is line 1).
    #expect(
      run.stderr.contains("line \((1 << 20) + 2): more than \(1 << 20) data rows"), "\(run.stderr)")
  }
}
