//===--- EngineReplayMethod.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `--method engine:<id>` for evaluate: the value and velocity a shipped
// engine shows at each requested time, replayed frame by frame on a steady
// (--fps F) or jittered (--jitter J --seed S) frame clock.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringEngines
import SpringModel

/// A replayed engine and the frame clock it runs on.
struct EngineReplayMethod {
  let engine: any EngineReplay.Type
  let clock: FrameClock

  /// The largest number of frames one row may need (t · F).
  static let maximumFrames = 1_000_000.0

  static let optionSpecs = [
    OptionSpec(
      name: "fps", valueName: "F",
      help: "engine:* only: display frames per second, 1...1000 (default 60)"),
    OptionSpec(
      name: "jitter", valueName: "J",
      help: "engine:* only: frame intervals vary by +-J/F, 0...0.9, with 1 frame in 40 dropped"),
    OptionSpec(
      name: "seed", valueName: "S",
      help: "engine:* only: seed of the jittered clock, an integer 0...2^64-1 (default 0)"),
  ]

  /// The engine named by `id` with the clock from --fps, --jitter, --seed.
  init(id: String, _ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    guard let engine = EngineCatalogue.engine(id: id) else {
      let ids = EngineCatalogue.entries.map { "engine:" + $0.id }.joined(separator: ", ")
      throw .usage(
        "springlab \(command): unknown engine '\(id)' (valid: \(ids); see 'springlab engines')")
    }
    let fps =
      try arguments.number(
        "fps", command: command, requirement: "a number in [1, 1000]",
        isValid: { $0 >= 1 && $0 <= 1000 }) ?? 60
    let jitter =
      try arguments.number(
        "jitter", command: command, requirement: "a number in [0, 0.9]",
        isValid: { $0 >= 0 && $0 <= 0.9 }) ?? 0
    var seed: UInt64 = 0
    if let text = arguments.value("seed") {
      guard let value = UInt64(text) else {
        throw .usage(
          "springlab \(command): option '--seed' must be an integer in [0, \(UInt64.max)] "
            + "(got '\(text)')")
      }
      seed = value
    }
    do {
      clock = try FrameClock(framesPerSecond: fps, jitter: jitter, seed: seed)
    } catch {
      throw .usage("springlab \(command): \(error)")
    }
    self.engine = engine
  }

  /// Refuses --fps, --jitter and --seed for methods other than engine:*.
  static func refuseClockOptions(_ arguments: ParsedArguments, command: String)
    throws(CommandLineError)
  {
    for option in optionSpecs where arguments.value(option.name) != nil {
      throw .usage("springlab \(command): option '--\(option.name)' needs --method engine:<id>")
    }
  }

  /// x(t), v(t) the engine shows on the last frame at or before the row's t,
  /// replayed from the row's start (`EngineReplay.shownStates`).
  func state(for row: SpringRow) throws(RowFailure) -> SpringState {
    let move = ReplayMove(spring: row.spring, initialState: row.initialState)
    let refusal = engine.runRefusal(for: move)
    if case .initialVelocity(let velocity)? = refusal {
      throw .data(
        "column v0: engine:\(engine.entry.id) takes no initial velocity "
          + "(got '\(roundTrip(velocity))')")
    }
    if row.parameter * clock.framesPerSecond > Self.maximumFrames {
      throw .data(
        "column t: \(roundTrip(row.parameter)) s needs more than 1000000 frames at "
          + "\(roundTrip(clock.framesPerSecond)) Hz")
    }
    if case .spring(let reason)? = refusal {
      throw .data("engine:\(engine.entry.id) refuses this spring: \(reason)")
    }
    let state = engine.shownStates(of: move, at: [row.parameter], clock: clock)[0]
    guard state.position.isFinite && state.velocity.isFinite else {
      throw .data(
        "engine:\(engine.entry.id) shows a non-finite value at t = \(roundTrip(row.parameter)) s "
          + "on this spring (its integration blows up)")
    }
    return state
  }
}
