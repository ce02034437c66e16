//===--- PeakMemory.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The peak resident memory of one springlab run, with stdout and stderr
// discarded and stdin read from a file, measured by GNU time (`%M`: the
// child's ru_maxrss, in KiB on Linux).
//
// Why not wait4 on a child spawned from here: Linux carries a process's
// maximum resident set across exec (exec_mmap in fs/exec.c folds the old
// address space's high-water mark into the process's maxrss), and
// posix_spawn's child runs on the parent's address space until it execs.
// So a child spawned from the test runner reports at least the runner's own
// peak — hundreds of MB when the whole suite runs at once. GNU time is a
// small process of its own; the child it forks inherits only its few pages.
//
//===----------------------------------------------------------------------===//

import Foundation

/// A finished run: its exit status and its peak resident set in bytes.
struct PeakMemoryRun {
  var status: Int32
  var peakBytes: Int
}

/// Why a peak could not be measured.
struct PeakMemoryError: Error, CustomStringConvertible {
  var description: String
}

/// GNU time, which `scripts/setup` installs (Debian package `time`).
let gnuTime = URL(fileURLWithPath: "/usr/bin/time")

/// Runs `springlab arguments…` under GNU time with `stdinPath` (or
/// /dev/null) on stdin and returns its exit status and peak resident memory.
func peakMemory(_ arguments: [String], stdinPath: String = "/dev/null") throws -> PeakMemoryRun {
  guard FileManager.default.isExecutableFile(atPath: gnuTime.path) else {
    throw PeakMemoryError(description: "\(gnuTime.path) is missing: run scripts/setup")
  }
  let report = FileManager.default.temporaryDirectory
    .appendingPathComponent("springlab-peak-\(UUID().uuidString).txt")
  defer { try? FileManager.default.removeItem(at: report) }
  let process = Process()
  process.executableURL = gnuTime
  process.arguments = ["-f", "%M", "-o", report.path, springlabExecutable.path] + arguments
  guard let input = FileHandle(forReadingAtPath: stdinPath) else {
    throw PeakMemoryError(description: "cannot read \(stdinPath)")
  }
  defer { try? input.close() }
  process.standardInput = input
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  // GNU time writes "Command exited with non-zero status N" (or "Command
  // terminated by signal N") before the format's line when the run failed.
  let text = try String(contentsOf: report, encoding: .utf8)
  let lines = text.split(whereSeparator: \.isNewline)
  guard let last = lines.last, let kibibytes = Int(last.trimmingCharacters(in: .whitespaces))
  else {
    throw PeakMemoryError(description: "GNU time wrote no peak: \(text)")
  }
  let status: Int32
  if let signal = lines.first(where: { $0.hasPrefix("Command terminated by signal ") }) {
    status = 128 + (Int32(signal.split(separator: " ").last ?? "") ?? 0)
  } else {
    status = process.terminationStatus
  }
  return PeakMemoryRun(status: status, peakBytes: kibibytes * 1024)
}
