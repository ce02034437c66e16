//===--- CommandLineError.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV

/// A failure the tool reports on stderr, with its exit status.
///
/// Statuses follow sysexits(3): 64 for bad usage (unknown command, option or
/// method), 65 for bad input data (a CSV row, a missing column, a result
/// beyond binary64), 66 for an input file that does not exist or cannot be
/// opened for reading (`EX_NOINPUT`), 70 for an internal failure (e.g. a numerical library
/// error), 74 for a failed read or write — and 2 for a benchmark
/// regression, whose comparison table still goes to stdout, and 1 for
/// `report --check` finding stale files. README lists them.
enum CommandLineError: Error {
  /// The command line itself is wrong (exit 64).
  case usage(String)
  /// The input data is wrong (exit 65); one message per problem.
  case data([String])
  /// An input file named on the command line does not exist, is a
  /// directory or cannot be opened for reading (exit 66, sysexits'
  /// `EX_NOINPUT`) — the same status for every command and every file.
  case noInput(String)
  /// A computation failed on valid input (exit 70).
  case software(String)
  /// Reading input or writing output failed (exit 74).
  case io(String)
  /// A benchmark comparison found a regression (exit 2); `report` is the
  /// table printed on stdout.
  case regression(report: String)
  /// `report --check` found generated files that differ (exit 1).
  case check([String])
  /// A conformance verdict failed (`score`, `validate`; exit 1): `report`
  /// still goes to stdout, `message` to stderr.
  case failedVerdict(report: String, message: String)

  var exitStatus: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .noInput: 66
    case .software: 70
    case .io: 74
    case .regression: 2
    case .check, .failedVerdict: 1
    }
  }

  var messages: [String] {
    switch self {
    case .usage(let message), .noInput(let message), .software(let message), .io(let message):
      [message]
    case .data(let messages): messages
    case .regression: ["springlab bench: performance regression beyond the threshold"]
    case .failedVerdict(_, let message): [message]
    case .check(let problems):
      problems + ["springlab report --check: Reports/ is out of date; run scripts/report"]
    }
  }

  /// The table loop's failure as the command reports it.
  init(_ error: SpringTableError, command: String) {
    switch error {
    case .data(let messages): self = .data(messages)
    case .software(let message): self = .software(message)
    case .io(let message): self = .io("springlab \(command): \(message)")
    }
  }
}
