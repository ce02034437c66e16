//===--- MotionMethod.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The evaluation method chosen by --method: the closed form (default) or one
// of GSL's odeiv2 steppers integrating the same ODE (`gsl:<stepper>`, with
// --tolerance as both absolute and relative tolerance and --max-steps as
// the step budget per row), or, for evaluate, a shipped engine replayed
// frame by frame (`engine:<id>`, EngineReplayMethod).
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel
import SpringReference

/// How `evaluate` and `settle` compute: `closed-form`, `gsl:<stepper>` or
/// (evaluate only) `engine:<id>`.
enum MotionMethod {
  case closedForm
  case gsl(ReferenceIntegrator)
  case engine(EngineReplayMethod)

  /// --tolerance when not given.
  static let defaultTolerance = 1e-10
  /// --max-steps: at least one step, at most a billion (about twenty
  /// minutes of rk8pd for one row).
  static let maxStepsRange = 1...1_000_000_000

  /// Every accepted --method value.
  static let validNames = ["closed-form"] + ODEStepper.allCases.map(\.methodName)

  static let optionHelp =
    "closed-form (default) or gsl:STEPPER, STEPPER one of "
    + ODEStepper.allCases.map(\.rawValue).joined(separator: ", ") + " (see 'springlab steppers')"

  /// The options behind a method: --method, --tolerance, --max-steps.
  static let options: [OptionSpec] = [
    OptionSpec(name: "method", valueName: "M", help: optionHelp),
    OptionSpec(
      name: "tolerance", valueName: "T",
      help: "absolute and relative tolerance for gsl:* methods, "
        + "\(optionText(ReferenceIntegrator.resolvableTolerances.lowerBound)) to "
        + "\(optionText(ReferenceIntegrator.resolvableTolerances.upperBound)) (default 1e-10)"),
    OptionSpec(
      name: "max-steps", valueName: "N",
      help: "step budget per row for gsl:* methods, 1 to 10^9 "
        + "(default \(ReferenceIntegrator.defaultMaxSteps))"),
  ]

  /// The options of a command that computes CSV rows by a method: the
  /// method's, and `--input`.
  static let commandOptions =
    options + [
      OptionSpec(
        name: "input", valueName: "FILE", help: "read CSV from FILE instead of stdin (- for stdin)")
    ]

  /// The usage of such a command, `commandOptions` with CSV in and out.
  static func usage(_ command: String) -> String {
    let head = "Usage: springlab \(command) "
    return head + "[--method M] [--tolerance T] [--max-steps N] [--input FILE]\n"
      + String(repeating: " ", count: head.count) + "< in.csv > out.csv\n"
  }

  /// Reads `--method`, `--tolerance` and `--max-steps`.
  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    let range = ReferenceIntegrator.resolvableTolerances
    let tolerance =
      try arguments.number(
        "tolerance", command: command,
        requirement:
          "a number from \(optionText(range.lowerBound)) to \(optionText(range.upperBound))",
        isValid: { range.contains($0) })
      ?? Self.defaultTolerance
    let maxSteps =
      try arguments.integer("max-steps", in: Self.maxStepsRange)
      ?? ReferenceIntegrator.defaultMaxSteps
    let name = arguments.value("method") ?? "closed-form"
    if name.hasPrefix("engine:") && command == "evaluate" {
      for option in ["tolerance", "max-steps"] where arguments.value(option) != nil {
        throw .usage(
          "springlab \(command): --\(option) applies to gsl:* methods only, not to \(name)")
      }
      self = .engine(
        try EngineReplayMethod(id: String(name.dropFirst(7)), arguments, command: command))
      return
    }
    if command == "evaluate" {
      try EngineReplayMethod.refuseClockOptions(arguments, command: command)
    }
    if name == "closed-form" {
      for option in ["tolerance", "max-steps"] where arguments.value(option) != nil {
        throw .usage(
          "springlab \(command): --\(option) applies to gsl:* methods only, not to closed-form")
      }
      self = .closedForm
    } else if let stepper = ODEStepper(methodName: name) {
      do {
        self = .gsl(
          try ReferenceIntegrator(stepper: stepper, tolerance: tolerance, maxSteps: maxSteps))
      } catch {
        throw .usage("springlab \(command): \(error)")
      }
    } else {
      let valid = Self.validNames + (command == "evaluate" ? ["engine:ID"] : [])
      throw .usage(
        "springlab \(command): unknown method '\(TextExcerpt.of(name))' "
          + "(valid: \(valid.joined(separator: ", ")))")
    }
  }

  /// Appends `position,velocity` of `row` at its t.
  func evaluate(_ row: SpringRow, into spool: OutputSpool) throws(RowFailure) {
    switch self {
    case .closedForm:
      let motion = SpringMotion(spring: row.spring, initialState: row.initialState)
      try SpringTable.appendState(motion.state(at: row.parameter), into: spool)
    case .gsl(let integrator):
      let state: SpringState
      do {
        state = try integrator.trajectory(
          of: row.spring, from: row.initialState, at: [row.parameter]
        ).states[0]
      } catch {
        throw Self.rowFailure(error)
      }
      try SpringTable.appendState(state, into: spool)
    case .engine(let replay):
      try SpringTable.appendState(try replay.state(for: row), into: spool)
    }
  }

  /// Appends the settling time of `row` at its epsilon (and
  /// velocity_epsilon).
  func settle(_ row: SpringRow, into spool: OutputSpool) throws(RowFailure) {
    let time: Double
    switch self {
    case .closedForm:
      let motion = SpringMotion(spring: row.spring, initialState: row.initialState)
      do {
        time = try motion.settlingTime(threshold: row.parameter, velocityThreshold: row.extra)
      } catch {
        throw .data("\(error)")
      }
    case .gsl(let integrator):
      do {
        let settling = try integrator.settlingTime(
          of: row.spring, from: row.initialState, threshold: row.parameter,
          velocityThreshold: row.extra)
        time = settling.time
      } catch {
        throw Self.rowFailure(error)
      }
    case .engine:
      throw .software("--method engine:<id> is for evaluate only")
    }
    // inf is the documented answer for a spring that never settles
    // (undamped); a damped spring always settles in finite time.
    if !(time == .infinity && row.spring.damping == 0) {
      try SpringTable.checkFinite(time, "settling time")
    }
    guard time >= 0 else {
      throw .software("the settling time came out negative (\(time)); please report this row")
    }
    spool.appendRoundTrip(time)
    spool.append(byte: 0x0A)
  }

  /// Bad input is the data's fault (65); a solver that fails or runs out of
  /// steps on valid input is a software failure (70), with advice.
  private static func rowFailure(_ error: ReferenceError) -> RowFailure {
    switch error {
    case .invalidInput(let input):
      return .data("\(input)")
    case .solverFailure(let failure):
      return .software("\(failure); try another stepper or a looser --tolerance")
    case .workLimitExceeded(let limit):
      let budget =
        limit.evaluationsExhausted
        ? "\(limit.evaluationLimit) right-hand-side evaluations (the evaluation limit, "
          + "\(ReferenceIntegrator.evaluationsPerStep) per allowed step)"
        : "\(limit.stepLimit) steps (the step limit)"
      return .software(
        "\(limit.stepper.methodName) stopped at t = \(limit.time) after \(budget) "
          + "while \(limit.goal); raise --max-steps (up to \(maxStepsRange.upperBound)), "
          + "loosen --tolerance or shorten the time span"
      )
    }
  }
}
