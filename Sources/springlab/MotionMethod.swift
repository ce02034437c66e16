//===--- MotionMethod.swift -----------------------------------------------===//
//
// The evaluation method chosen by --method: the closed form (default) or one
// of GSL's odeiv2 steppers integrating the same ODE (`gsl:<stepper>`, with
// --tolerance as both absolute and relative tolerance), or, for evaluate, a
// shipped engine replayed frame by frame (`engine:<id>`, EngineReplayMethod).
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference

/// How `evaluate` and `settle` compute: `closed-form`, `gsl:<stepper>`, or
/// (evaluate only) `engine:<id>`.
enum MotionMethod {
  case closedForm
  case gsl(ReferenceIntegrator)
  case engine(EngineReplayMethod)

  /// --tolerance when not given.
  static let defaultTolerance = 1e-10

  /// Every accepted --method value.
  static let validNames = ["closed-form"] + ODEStepper.allCases.map(\.methodName)

  static let optionHelp =
    "closed-form (default) or gsl:STEPPER, STEPPER one of "
    + ODEStepper.allCases.map(\.rawValue).joined(separator: ", ") + " (see 'springlab steppers')"

  /// The --method help of evaluate, which also takes engine:ID.
  static let evaluateOptionHelp =
    optionHelp + "; or engine:ID (see 'springlab engines')"

  /// Reads `--method` and `--tolerance`.
  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    let tolerance =
      try arguments.number(
        "tolerance", command: command, requirement: "a finite number > 0", isValid: { $0 > 0 })
      ?? Self.defaultTolerance
    let name = arguments.value("method") ?? "closed-form"
    if name.hasPrefix("engine:") && command == "evaluate" {
      self = .engine(try EngineReplayMethod(id: String(name.dropFirst(7)), arguments, command: command))
      return
    }
    if command == "evaluate" { try EngineReplayMethod.refuseClockOptions(arguments, command: command) }
    if name == "closed-form" {
      self = .closedForm
    } else if let stepper = ODEStepper(methodName: name) {
      do {
        self = .gsl(try ReferenceIntegrator(stepper: stepper, tolerance: tolerance))
      } catch {
        throw .usage("springlab \(command): \(error)")
      }
    } else {
      let valid = Self.validNames + (command == "evaluate" ? ["engine:ID"] : [])
      throw .usage(
        "springlab \(command): unknown method '\(name)' (valid: \(valid.joined(separator: ", ")))")
    }
  }

  /// x(t), v(t) for each row (its `parameter` is t).
  func states(for rows: [SpringRow]) throws(CommandLineError) -> [SpringState] {
    switch self {
    case .closedForm:
      return rows.map {
        SpringMotion(spring: $0.spring, initialState: $0.initialState).state(at: $0.parameter)
      }
    case .engine(let replay):
      return try replay.states(for: rows)
    case .gsl(let integrator):
      var states: [SpringState] = []
      states.reserveCapacity(rows.count)
      for row in rows {
        do {
          let run = try integrator.trajectory(of: row.spring, from: row.initialState, at: [row.parameter])
          states.append(run.states[0])
        } catch {
          throw Self.commandLineError(error, line: row.line)
        }
      }
      return states
    }
  }

  /// The settling time for each row (its `parameter` is epsilon).
  func settlingTimes(for rows: [SpringRow]) throws(CommandLineError) -> [Double] {
    var times: [Double] = []
    times.reserveCapacity(rows.count)
    for row in rows {
      switch self {
      case .closedForm:
        let motion = SpringMotion(spring: row.spring, initialState: row.initialState)
        do {
          times.append(try motion.settlingTime(threshold: row.parameter, velocityThreshold: row.extra))
        } catch {
          throw .data(["line \(row.line): \(error)"])
        }
      case .engine:
        throw .usage("springlab settle: --method engine:<id> is for evaluate only")
      case .gsl(let integrator):
        do {
          times.append(
            try integrator.settlingTime(
              of: row.spring, from: row.initialState, threshold: row.parameter,
              velocityThreshold: row.extra
            ).time)
        } catch {
          throw Self.commandLineError(error, line: row.line)
        }
      }
    }
    return times
  }

  /// Bad input is the data's fault (65); a solver that fails or runs out of
  /// steps on valid input is a software failure (70).
  private static func commandLineError(_ error: ReferenceError, line: Int) -> CommandLineError {
    switch error {
    case .invalidInput(let input): .data(["line \(line): \(input)"])
    case .solverFailure, .workLimitExceeded: .software("line \(line): \(error)")
    }
  }
}
