//===--- PeakMemory.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The peak resident memory of one springlab run, from the kernel's own
// account of that child (wait4's rusage: ru_maxrss, in KiB on Linux), with
// stdout and stderr discarded and stdin read from a file.
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A finished run: its exit status and its peak resident set in bytes.
struct PeakMemoryRun {
  var status: Int32
  var peakBytes: Int
}

/// Runs `springlab arguments…` with `stdinPath` (or /dev/null) on stdin and
/// returns its exit status and peak resident memory.
func peakMemory(_ arguments: [String], stdinPath: String = "/dev/null") throws -> PeakMemoryRun {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let path = springlabExecutable.path
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
  guard spawned == 0 else {
    throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned))
  }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  // The low 7 bits hold the signal of a killed child; else the exit code.
  let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  return PeakMemoryRun(status: exit, peakBytes: usage.ru_maxrss * 1024)
}
