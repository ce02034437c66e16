//===--- ValidateCommand.swift --------------------------------------------===//
//
// springlab validate: `cases → CMD → score` in one step. The cases go to the
// standard input of `/bin/sh -c CMD`, its standard output is read as
// RESULTS, and the score is printed (Docs/Conformance.md).
//
// The command runs in its own process group with a deadline; when it is
// exceeded the whole group is killed, so an evaluator that spawned helpers
// does not outlive the run.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Command {
  static let validate = Command(
    name: "validate",
    summary: "run an external evaluator on seeded cases and score it (cases + score)",
    help: """
      Usage: springlab validate --command CMD [--task evaluate|settle] [--family F[,F...]|all]
                                [--count N] [--seed S] [--bound B] [--timeout S]
                                [--format table|json|markdown]

      Generates the cases 'springlab cases' would write for the same --task,
      --family, --count and --seed, pipes them as CSV to the standard input of
      '/bin/sh -c CMD' (in the current directory and environment; its stderr is
      passed through), reads CMD's standard output as RESULTS (a header row,
      then position,velocity - settle: settling_time - one row per case, in
      order or keyed by id) and prints the score exactly as 'springlab score'.

      Exit status: 0 every family passes, 1 some family fails, 70 when CMD
      exits with a nonzero status, is killed, runs longer than --timeout
      seconds (default 60; its whole process group is then killed), or writes
      output that is not a RESULTS table with one row per case; 64 bad usage.
      """,
    options: [
      OptionSpec(name: "command", valueName: "CMD", help: "the evaluator, run by /bin/sh -c")
    ] + caseOptions + [
      OptionSpec(
        name: "bound", valueName: "B",
        help: "verdict bound (default 4 for evaluate, 1e-9 for settle)"),
      OptionSpec(
        name: "timeout", valueName: "S", help: "seconds before CMD is killed (default 60)"),
      ConformanceFormat.optionSpec,
    ],
    printing: { (arguments) throws(CommandLineError) in
      try rejectPositional(arguments, command: "validate")
      guard let command = arguments.value("command"),
        command.contains(where: { !$0.isWhitespace })
      else {
        throw .usage("springlab validate: --command CMD is required (see --help)")
      }
      let selection = try CaseSelection(arguments, command: "validate")
      let bound = try conformanceBound(arguments, task: selection.task, command: "validate")
      let format = try ConformanceFormat(arguments, command: "validate")
      let timeout =
        try arguments.number(
          "timeout", command: "validate", requirement: "a finite number of seconds > 0",
          isValid: { $0 > 0 && $0 <= 1e6 }) ?? 60
      let cases: CasesFile
      let input: String
      switch selection.task {
      case .evaluate:
        let rows = selection.evaluationCases
        cases = CasesFile(rows)
        input = casesCSV(rows)
      case .settle:
        let rows = selection.settlingCases
        cases = CasesFile(rows)
        input = casesCSV(rows)
      }
      let run = try ShellCommand(command).run(
        input: Array(input.utf8), timeout: timeout, outputLimit: max(1 << 24, 256 * cases.count))
      let shown = command.count > 80 ? command.prefix(77) + "..." : Substring(command)
      switch run.outcome {
      case .exited(0): break
      case .exited(let status):
        throw .software("springlab validate: the command exited with status \(status): \(shown)")
      case .signaled(let signal):
        throw .software("springlab validate: the command was killed by signal \(signal): \(shown)")
      case .timedOut:
        throw .software(
          "springlab validate: the command did not finish within \(tableNumber(timeout)) s; "
            + "its process group was killed: \(shown)")
      case .outputTooLarge(let limit):
        throw .software(
          "springlab validate: the command wrote more than \(limit) bytes for \(cases.count) "
            + "cases; its process group was killed: \(shown)")
      }
      do throws(CommandLineError) {
        return try conformanceReport(
          cases: cases, resultsText: String(decoding: run.output, as: UTF8.self),
          resultsLabel: "the command's output", bound: bound, format: format, command: "validate")
      } catch {
        // Output that is not a RESULTS table is the command's failure.
        guard case .data(let messages) = error else { throw error }
        throw .software(
          (["springlab validate: the command's output is not a valid RESULTS table:"]
            + messages.prefix(20))
            .joined(separator: "\n"))
      }
    })
}

/// A shell command run with its standard input fed and its standard output
/// collected, under a deadline.
struct ShellCommand {
  /// How the command ended.
  enum Outcome: Equatable {
    case exited(Int32)
    case signaled(Int32)
    case timedOut
    case outputTooLarge(Int)
  }

  var command: String

  init(_ command: String) { self.command = command }

  /// Runs `/bin/sh -c command` in a new process group, writes `input` to its
  /// stdin (then closes it), and reads its stdout until end of file and
  /// exit, for at most `timeout` seconds and `outputLimit` bytes; beyond
  /// either, the process group is killed with SIGKILL.
  /// - Throws: `CommandLineError.software` when the process cannot start.
  func run(
    input: [UInt8], timeout: Double, outputLimit: Int
  ) throws(CommandLineError) -> (outcome: Outcome, output: [UInt8]) {
    // A command that exits without reading its input must not kill us.
    signal(SIGPIPE, SIG_IGN)
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0 else { throw .software("springlab validate: pipe() failed") }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0])
      close(toChild[1])
      throw .software("springlab validate: pipe() failed")
    }
    let pid: pid_t
    do throws(CommandLineError) {
      pid = try spawn(stdin: toChild, stdout: fromChild)
    } catch {
      for fd in toChild + fromChild { close(fd) }
      throw error
    }
    close(toChild[0])
    close(fromChild[1])
    var writeFD: Int32 = toChild[1]
    let readFD = fromChild[0]
    _ = fcntl(writeFD, F_SETFL, fcntl(writeFD, F_GETFL) | O_NONBLOCK)
    _ = fcntl(readFD, F_SETFL, fcntl(readFD, F_GETFL) | O_NONBLOCK)
    defer {
      if writeFD >= 0 { close(writeFD) }
      close(readFD)
    }

    let deadline = Date().addingTimeInterval(timeout)
    var output: [UInt8] = []
    var written = 0
    var endOfOutput = false
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    func killGroup() -> Int32 {
      kill(-pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return status
    }
    if input.isEmpty {
      close(writeFD)
      writeFD = -1
    }
    while !endOfOutput {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else {
        _ = killGroup()
        return (.timedOut, output)
      }
      var fds = [pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)]
      if writeFD >= 0 { fds.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000 + 1, 1_000)))
      if ready < 0 && errno != EINTR { break }
      if writeFD >= 0 && fds.count > 1 && fds[1].revents != 0 {
        let count = input.withUnsafeBytes { bytes in
          write(writeFD, bytes.baseAddress! + written, min(1 << 16, input.count - written))
        }
        if count > 0 { written += count }
        if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
          // Done, or the command closed its stdin (EPIPE): it gets EOF.
          close(writeFD)
          writeFD = -1
        }
      }
      if fds[0].revents != 0 {
        let count = read(readFD, &buffer, buffer.count)
        if count > 0 {
          output += buffer[0..<count]
          if output.count > outputLimit {
            _ = killGroup()
            return (.outputTooLarge(outputLimit), output)
          }
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
          endOfOutput = true
        }
      }
    }
    // Output is complete; wait for the exit within what is left of the time.
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      if result < 0 && errno != EINTR { return (.exited(-1), output) }
      if deadline.timeIntervalSinceNow <= 0 {
        _ = killGroup()
        return (.timedOut, output)
      }
      usleep(2_000)
    }
    // Decoded as in <sys/wait.h>: low 7 bits the signal, next 8 the status.
    let signalNumber = status & 0x7f
    return (signalNumber == 0 ? .exited((status >> 8) & 0xff) : .signaled(signalNumber), output)
  }

  /// Starts `/bin/sh -c command` with the pipes as its stdin and stdout, in
  /// a new process group, SIGPIPE back to its default action.
  private func spawn(stdin: [Int32], stdout: [Int32]) throws(CommandLineError) -> pid_t {
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
    posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
    posix_spawn_file_actions_adddup2(&actions, stdout[1], 1)
    for fd in Set(stdin + stdout) where fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
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
