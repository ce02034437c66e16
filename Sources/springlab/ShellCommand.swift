//===--- ShellCommand.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An external command run by `springlab validate`: `/bin/sh -c CMD` in a
// new process group, under a deadline and an output limit.
//
// Every standard stream of the command is a pipe of springlab's own (stdin
// fed, stdout collected, stderr relayed as it arrives), closed when the
// command is done or killed: a descendant that escapes the process group
// (`setsid`, a daemon) holds nothing springlab's caller waits on, so
// --timeout bounds that wait.
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shell command run with its standard input fed, its standard output
/// collected and its standard error relayed, under a deadline.
struct ShellCommand {
  /// How the command ended.
  enum Outcome: Equatable {
    /// The shell exited with this status and closed its output.
    case exited(Int32)
    /// The shell was killed by this signal.
    case signaled(Int32)
    /// The deadline passed. `shellExited` tells whether the shell itself had
    /// exited (a process it started kept its output or error stream open).
    case timedOut(shellExited: Bool)
    /// The command wrote more than this many bytes to its stdout.
    case outputTooLarge(Int)
  }

  var command: String

  init(_ command: String) { self.command = command }

  /// Runs `/bin/sh -c command` in a new process group, writes `input` to its
  /// stdin (then closes it), relays its stderr to springlab's stderr and
  /// reads its stdout until both reach end of file and the shell exits, for
  /// at most `timeout` seconds and `outputLimit` bytes; beyond either, the
  /// process group is killed with SIGKILL and springlab closes its ends of
  /// the pipes, so processes that left the group are cut off from
  /// springlab's streams.
  /// - Throws: `CommandLineError.software` when the process cannot start.
  func run(
    input: [UInt8], timeout: Double, outputLimit: Int
  ) throws(CommandLineError) -> (outcome: Outcome, output: [UInt8]) {
    // A command that exits without reading its input must not kill us.
    signal(SIGPIPE, SIG_IGN)
    var pipes: [[Int32]] = []
    defer { for pair in pipes { for fd in pair where fd >= 0 { close(fd) } } }
    for _ in 0..<3 {
      var pair: [Int32] = [-1, -1]
      guard pipe(&pair) == 0 else { throw .software("springlab validate: pipe() failed") }
      // Close-on-exec: the command gets only the dup2'd copies.
      for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      pipes.append(pair)
    }
    let pid = try spawn(stdin: pipes[0][0], stdout: pipes[1][1], stderr: pipes[2][1])
    // The child's ends, closed in the parent right away.
    for (index, end) in [(0, 0), (1, 1), (2, 1)] {
      close(pipes[index][end])
      pipes[index][end] = -1
    }
    for (index, end) in [(0, 1), (1, 0), (2, 0)] {
      let fd = pipes[index][end]
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
    func closeEnd(_ index: Int, _ end: Int) {
      if pipes[index][end] >= 0 { close(pipes[index][end]) }
      pipes[index][end] = -1
    }

    let deadline = Date().addingTimeInterval(timeout)
    var output: [UInt8] = []
    var written = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var exitStatus: Int32? = nil
    func reap(blocking: Bool) {
      guard exitStatus == nil else { return }
      var status: Int32 = 0
      while true {
        let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        if result == pid {
          exitStatus = status
          return
        }
        if result < 0 && errno == EINTR { continue }
        if result < 0 { exitStatus = -1 }
        return
      }
    }
    func killGroup() {
      kill(-pid, SIGKILL)
      reap(blocking: true)
    }
    if input.isEmpty { closeEnd(0, 1) }
    while pipes[1][0] >= 0 || pipes[2][0] >= 0 || exitStatus == nil {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else {
        reap(blocking: false)
        let shellExited = exitStatus != nil
        killGroup()
        return (.timedOut(shellExited: shellExited), output)
      }
      // Once both streams are closed only the exit is awaited: poll nothing
      // and check the shell every few milliseconds.
      var fds: [pollfd] = []
      for (index, end, events) in [(1, 0, POLLIN), (2, 0, POLLIN), (0, 1, POLLOUT)]
      where pipes[index][end] >= 0 {
        fds.append(pollfd(fd: pipes[index][end], events: Int16(events), revents: 0))
      }
      let wait = fds.isEmpty ? 2.0 : min(remaining * 1000 + 1, 100)
      let ready = poll(&fds, nfds_t(fds.count), Int32(wait))
      if ready < 0 && errno != EINTR { break }
      for entry in fds where entry.revents != 0 {
        if entry.fd == pipes[0][1] {
          let count = input.withUnsafeBytes { bytes in
            write(entry.fd, bytes.baseAddress! + written, min(1 << 16, input.count - written))
          }
          if count > 0 { written += count }
          if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
            // Done, or the command closed its stdin (EPIPE): it gets EOF.
            closeEnd(0, 1)
          }
        } else {
          let isOutput = entry.fd == pipes[1][0]
          let count = read(entry.fd, &buffer, buffer.count)
          if count > 0 {
            if isOutput {
              output += buffer[0..<count]
              if output.count > outputLimit {
                killGroup()
                return (.outputTooLarge(outputLimit), output)
              }
            } else {
              relayToStandardError(buffer[0..<count])
            }
          } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
            closeEnd(isOutput ? 1 : 2, 0)
          }
        }
      }
      reap(blocking: false)
    }
    let status = exitStatus ?? -1
    if status == -1 { return (.exited(-1), output) }
    // Decoded as in <sys/wait.h>: low 7 bits the signal, next 8 the status.
    let signalNumber = status & 0x7f
    return (signalNumber == 0 ? .exited((status >> 8) & 0xff) : .signaled(signalNumber), output)
  }

  /// Writes the command's stderr bytes to springlab's own stderr; a failed
  /// write drops them (the command's diagnostics are advisory).
  private func relayToStandardError(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let count = write(2, raw.baseAddress! + offset, raw.count - offset)
        if count > 0 {
          offset += count
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Sets close-on-exec on every descriptor above 2 (those listed in
  /// /proc/self/fd, or all below the descriptor limit where it is absent),
  /// so that the command receives only its three pipes.
  private static func markInheritedDescriptorsCloseOnExec() {
    var descriptors: [Int32] = []
    if let directory = opendir("/proc/self/fd") {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if let fd = Int32(name), fd > 2, fd != dirfd(directory) { descriptors.append(fd) }
      }
      closedir(directory)
    } else {
      let limit = min(Int(sysconf(Int32(_SC_OPEN_MAX))), 1 << 16)
      descriptors = (3..<Int32(max(limit, 3))).map { $0 }
    }
    for fd in descriptors {
      let flags = fcntl(fd, F_GETFD)
      if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
    }
  }

  /// Starts `/bin/sh -c command` with the given pipe ends as its stdin,
  /// stdout and stderr, in a new process group, SIGPIPE back to its default
  /// action.
  private func spawn(stdin: Int32, stdout: Int32, stderr: Int32) throws(CommandLineError) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // dup2 clears close-on-exec on the copies 0, 1 and 2.
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    // Nothing else of springlab's: descriptors it inherited without
    // close-on-exec (a caller's pipes) would otherwise reach the command
    // and any descendant that outlives it.
    Self.markInheritedDescriptorsCloseOnExec()
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

    let arguments = ["/bin/sh", "-c", command]
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    var argv = arguments.map { strdup($0) } + [nil]
    var envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, &envp)
    guard status == 0 else {
      throw .software(
        "springlab validate: cannot start /bin/sh: \(String(cString: strerror(status)))")
    }
    return pid
  }
}
