//===--- SpringTableError.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// Why a table command produced no output.
public enum SpringTableError: Error, Hashable, Sendable {
  /// The input is wrong: one message per problem, each naming its line
  /// (`ProblemLog.report`).
  case data([String])
  /// A computation failed on valid input, naming the line.
  case software(String)
  /// Reading the input or writing the output failed.
  case io(String)
}

/// Why one row's computation produced no result. The message does not
/// name the line; `SpringTable.run` prefixes it.
public enum RowFailure: Error, Hashable, Sendable {
  /// The row is valid input, but its result cannot be represented (e.g. it
  /// overflows binary64): the data's fault.
  case data(String)
  /// The computation failed on valid input (a solver failure, a budget).
  case software(String)
}

extension SpringTableError {
  /// Input that stopped being CSV text (`.data`, after the problems found
  /// so far), or a source that failed (`.io`).
  init(reading error: CSVFormatError, after problems: ProblemLog) {
    if case .unreadable(let failure) = error {
      self = .io(failure.description)
      return
    }
    var problems = problems
    problems.add(error.description)
    self = .data(problems.report)
  }
}
