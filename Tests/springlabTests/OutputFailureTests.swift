//===--- OutputFailureTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A write that fails is never a silent success: a full device or a closed
// pipe on stdout is exit 74 with a message on stderr.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// Runs springlab with stdout connected to `output` (a file handle the
/// caller owns); returns the status and stderr.
private func springlab(_ arguments: [String], input: String, stdout output: FileHandle) throws -> (
  Int32, String
) {
  let (process, stdin, stderr) = try startSpringlab(arguments, stdout: output)
  try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
  try? stdin.fileHandleForWriting.close()
  let message = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
  return (process.terminationStatus, String(decoding: message, as: UTF8.self))
}

@Suite("springlab output: every write checked")
struct OutputFailureTests {
  static let input = "mass,stiffness,damping,x0,v0,t\n1,100,10,-1,0,0.1\n"

  @Test(
    "stdout on /dev/full exits 74 with the reason",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullDevice() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    for arguments in [
      ["evaluate"], ["settle"], ["steppers"], ["apis", "--format", "json"], ["--help"],
    ] {
      let settleInput = "mass,stiffness,damping,x0,v0,epsilon\n1,100,10,-1,0,0.001\n"
      let (status, message) = try springlab(
        arguments, input: arguments == ["settle"] ? settleInput : Self.input, stdout: full)
      #expect(status == 74, "\(arguments): \(message)")
      #expect(
        message.contains("cannot write to standard output: No space left on device"), "\(message)")
    }
  }

  @Test("a pipe closed by its reader exits 74, not by SIGPIPE")
  func closedPipe() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    defer { try? pipe.fileHandleForWriting.close() }
    let (status, message) = try springlab(
      ["evaluate"], input: Self.input, stdout: pipe.fileHandleForWriting)
    #expect(status == 74, "\(message)")
    #expect(message.contains("cannot write to standard output: Broken pipe"), "\(message)")
  }
}
