//===--- MotionMethod.swift -----------------------------------------------===//
//
// The evaluation method chosen by --method: the closed form (default).
//
//===----------------------------------------------------------------------===//

import SpringModel

/// How `evaluate` and `settle` compute: `closed-form`.
enum MotionMethod {
  case closedForm

  static let optionHelp = "closed-form (default)"

  /// Reads `--method` (and checks `--tolerance`).
  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    _ = try arguments.number(
      "tolerance", command: command, requirement: "a finite number > 0", isValid: { $0 > 0 })
    switch arguments.value("method") ?? "closed-form" {
    case "closed-form":
      self = .closedForm
    case let other:
      throw .usage("springlab \(command): unknown method '\(other)' (valid: closed-form)")
    }
  }

  /// x(t), v(t) for each row (its `parameter` is t).
  func states(for rows: [SpringRow]) throws(CommandLineError) -> [SpringState] {
    rows.map { SpringMotion(spring: $0.spring, initialState: $0.initialState).state(at: $0.parameter) }
  }

  /// The settling time for each row (its `parameter` is epsilon).
  func settlingTimes(for rows: [SpringRow]) throws(CommandLineError) -> [Double] {
    var times: [Double] = []
    for row in rows {
      let motion = SpringMotion(spring: row.spring, initialState: row.initialState)
      do {
        times.append(try motion.settlingTime(threshold: row.parameter, velocityThreshold: row.extra))
      } catch {
        throw .data(["line \(row.line): \(error)"])
      }
    }
    return times
  }
}
